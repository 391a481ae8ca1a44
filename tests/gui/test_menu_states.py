"""m13: a Game menu command is enabled only where it can act, following the
snapshot the table shows: Confirm exchange only in the player's exchange,
Hint only while a hand is played, Last trick once a trick of the hand is
taken; at game over none of them."""

from __future__ import annotations

import json
import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from manni_desktop.ai import choose_action
from manni_desktop.engine import new_game
from manni_desktop.engine.actions import action_from_json
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import human_turn, make_window, settle


def states(window: MainWindow) -> tuple[bool, bool, bool]:
    return (window.hint_action.isEnabled(), window.last_trick_action.isEnabled(),
            window.confirm_action.isEnabled())


def test_hornafjardar_exchange_then_play(qtbot: QtBot) -> None:
    window = make_window(qtbot, game="hornafjardar")
    c = window.controller
    settle(qtbot, window)
    assert c.phase() == "exchange" and c.human_to_act()
    assert states(window) == (True, False, True)
    rng = random.Random(3)
    while c.phase() == "exchange":
        human_turn(qtbot, window, rng, use_keys=True)  # Ctrl+Return exchanges
        settle(qtbot, window)
    assert c.phase() == "play"
    assert states(window) == (True, c.table.last_trick is not None, False)
    while c.table.last_trick is None:
        human_turn(qtbot, window, rng, use_keys=False)
        settle(qtbot, window)
    assert c.phase() in ("play", "hand_end")
    assert window.last_trick_action.isEnabled()
    assert not window.confirm_action.isEnabled()


def test_manillen_play_has_no_exchange_to_confirm(qtbot: QtBot) -> None:
    window = make_window(qtbot, game="manillen")
    c = window.controller
    rng = random.Random(5)
    settle(qtbot, window)
    while c.phase() != "play":
        human_turn(qtbot, window, rng, use_keys=False)
        settle(qtbot, window)
    assert c.human_to_act()
    assert window.hint_action.isEnabled()
    assert not window.confirm_action.isEnabled()
    window.confirm_action.trigger()  # a disabled action does nothing
    assert c.phase() == "play" and c.human_to_act()


def test_nothing_to_do_at_game_over(qtbot: QtBot, tmp_path: Path) -> None:
    game = new_game("mizerka", None, seed=4)
    step = 0
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "random", step)))
        step += 1
    path = tmp_path / "over.manni.json"
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    window = make_window(qtbot, game="hornafjardar")
    settle(qtbot, window)
    assert window.hint_action.isEnabled()
    assert window.open_path(str(path))
    settle(qtbot, window)
    assert window.controller.phase() == "over"
    assert states(window) == (False, False, False)
