"""The session owns its state, and the window never reads the live game.

Before, the window saved the session's levels and first hand in its own
``"window"`` dict and forgot which cards the app played for the human, so
after Continue, Ctrl+Z landed on a forced card: the undo point was (0, 5)
before the save and (0, 6) after it.  Now ``Session.state()`` travels with
the record, and these tests check undo after Continue and after Open…
behaves as it did before the save.
"""

from __future__ import annotations

import re
from pathlib import Path

from pytestqt.qtbot import QtBot

import manni_desktop.gui
from manni_desktop import storage
from manni_desktop.engine.session import HUMAN, Session
from manni_desktop.gui.main_window import ContinuePrompt

from .table_helpers import make_window, play_until_a_forced_card, settle
from .test_saves_window import answer_prompt_later, open_window

GUI = Path(manni_desktop.gui.__file__).parent


def test_no_gui_module_reads_the_sessions_game() -> None:
    assert not hasattr(Session, "game")
    bad = []
    for path in sorted(GUI.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\.game\.|(session|\bs)\._?game\b", line):
                bad.append(f"{path.relative_to(GUI)}:{number}: {line.strip()}")
    assert bad == []


def test_undo_after_continue_steps_over_the_forced_card_as_before(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=10)
    play_until_a_forced_card(qtbot, window)
    before = window.controller.session
    point = before.undo_point()
    assert point is not None and point not in before.automatic and before.automatic
    record = before.record()
    window.store.flush()
    window.close()

    again = open_window(qtbot)
    seen: list[ContinuePrompt] = []
    answer_prompt_later(qtbot, "continue", seen)
    again.start_session()
    assert len(seen) == 1
    settle(qtbot, again)
    restored = again.controller.session
    assert restored.record() == record
    assert restored.automatic == before.automatic
    assert restored.levels == before.levels and restored.first_hand == before.first_hand
    assert restored.undo_point() == point
    again.undo_action.trigger()
    settle(qtbot, again)
    assert again.controller.session.moves_in_hand() == point[1]
    table = again.controller.table
    assert table.prompt.kind != "play" or len(table.prompt.legal_cards) > 1


def test_save_as_and_open_keep_the_sessions_state(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, seed=10)
    play_until_a_forced_card(qtbot, window)
    session = window.controller.session
    path = storage.save_game_as(tmp_path / "forced", session, window.games.window_state())
    opened = storage.open_game(path)
    assert opened.seats_saved
    assert opened.session.state() == session.state()
    assert opened.session.undo_point() == session.undo_point()
    window.games.restore(opened, opened=True)
    settle(qtbot, window)
    shown = window.controller.session
    assert shown.automatic == session.automatic and shown.undo_point() == session.undo_point()
    assert shown.players[HUMAN] == session.players[HUMAN]


def test_a_language_switch_keeps_the_undo_point(qtbot: QtBot) -> None:
    from PySide6.QtCore import QCoreApplication

    from manni_desktop.gui.app_language import language_manager

    window = make_window(qtbot, seed=10)
    play_until_a_forced_card(qtbot, window)
    before = window.controller.session
    point, automatic, record = before.undo_point(), set(before.automatic), before.record()
    language_manager().set_language("pl")
    QCoreApplication.processEvents()
    settle(qtbot, window)
    after = window.controller.session
    assert after.players[HUMAN] != record["players"][HUMAN]  # seat 0's name is Polish now
    assert after.undo_point() == point and after.automatic == automatic
    assert after.record()["hands"] == record["hands"]
    window.undo_action.trigger()
    settle(qtbot, window)
    assert point is not None and window.controller.session.moves_in_hand() == point[1]
    language_manager().set_language("en")
