"""Every action that replaces the game on the table asks first, through one
path (``GameStarter.confirm_discard``), and a game given up is counted
(new-player review 2026-12-04, M1): Help → Guided first hand threw an
unfinished game away without a word, because ``QAction.triggered(checked)``
landed in its ``ask`` parameter.  And a start on a file over an unfinished
game asks one question, not "Continue?" and then "Discard it?"."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.coach.guide import GUIDE_SEED
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import human_turn, make_window, settle
from .test_open_with import open_window, saved_game
from .test_saves_window import Recorder
from .test_statistics_counting import play_hands

DISCARD = "The current game is not finished. Discard it?"


def a_hand_and_a_card_played(qtbot: QtBot, seed: int = 13) -> MainWindow:
    """A window whose game has a finished hand (a game given up with none is
    not counted: ``stats.record_game``) and a card of the next one in it."""
    window = make_window(qtbot, seed=seed)
    c = window.controller
    play_hands(qtbot, window, 1, random.Random(seed))
    human_turn(qtbot, window, random.Random(seed), use_keys=False)  # the next hand
    while c.session.moves_in_hand() == 0 or c.phase() == "exchange" or not any(
            seat == 0 for trick in (c.table.trick, *c.table.tricks) if trick is not None
            for seat, _card in trick.plays):
        settle(qtbot, window)
        human_turn(qtbot, window, random.Random(seed), use_keys=False)
    assert window.game_unfinished()
    return window


def test_the_guided_hand_from_the_help_menu_asks_and_counts_the_game_given_up(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = a_hand_and_a_card_played(qtbot)
    assert window.guide_action in window.help_menu.actions()
    old = window.controller.session.game_copy().to_record()

    refuse = Recorder(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", refuse)
    window.guide_action.trigger()  # the real action: triggered(checked=False)
    assert [text for _title, text in refuse.calls] == [DISCARD]
    assert window.controller.session.game_copy().to_record() == old
    assert not window.guide.active
    assert storage.load_statistics()[0].abandoned == 0

    accept = Recorder(QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", accept)
    window.guide_action.trigger()
    assert [text for _title, text in accept.calls] == [DISCARD]
    settle(qtbot, window)
    assert window.guide.active and window.controller.session.game_copy().seed == GUIDE_SEED
    stats = storage.load_statistics()[0]
    assert stats.abandoned == 1 and stats.played == 0  # counted as New game… counts it
    assert stats.hands_played == 1


@pytest.mark.parametrize("discard", [True, False])
def test_a_start_on_a_file_over_an_unfinished_game_asks_one_question(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, discard: bool
) -> None:
    first = a_hand_and_a_card_played(qtbot, seed=12)
    old = first.controller.session.game_copy().to_record()
    first.store.flush()
    first.close()
    game, path = saved_game(tmp_path)
    continued: list[object] = []

    def ask_continue(_window: MainWindow, saved: object) -> bool:
        continued.append(saved)
        return True

    monkeypatch.setattr(MainWindow, "ask_continue", ask_continue)
    answer = Recorder(QMessageBox.StandardButton.Yes if discard else QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", answer)

    window = open_window(qtbot)
    window.start_session([str(path)])

    assert continued == [], "asked 'Continue?' before Open's own question"
    assert [text for _title, text in answer.calls] == [DISCARD]
    shown = window.controller.session.game_copy().to_record()
    if discard:
        assert shown == game.to_record()
    else:  # the continued game, maybe a bot's move further on
        assert [h["deck"] for h in shown["hands"]] == [h["deck"] for h in old["hands"]]
        assert all(h["actions"][:len(o["actions"])] == o["actions"]
                   for h, o in zip(shown["hands"], old["hands"], strict=True))
    assert storage.load_statistics()[0].abandoned == (1 if discard else 0)
