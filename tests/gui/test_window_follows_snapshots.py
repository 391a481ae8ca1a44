"""The window equals the engine on every path: after undo, during a hand, after
automatic plays (the defects of the one-table issue, each with its test)."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from manni_desktop.gui.models import sheet_mismatch

from .table_helpers import human_turn, make_window, play_until_a_forced_card, settle
from .test_manillen_window import watch_sheet


def test_the_sheet_keeps_following_the_game_after_undo(qtbot: QtBot) -> None:
    """Once, one Ctrl+Z left the sheet attached to the old game for good."""
    window = make_window(qtbot, seed=8)
    c = window.controller
    problems = watch_sheet(window)
    rng = random.Random(8)
    for _ in range(4):
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    window.undo_action.trigger()
    settle(qtbot, window)
    hands_before = len(c.session.game_copy().hands)
    while len(c.session.game_copy().hands) < hands_before + 1 and c.table.prompt.kind != "over":
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    assert problems == []
    assert window.score_model.hand_row_count() == len(c.session.game_copy().hands)
    assert sheet_mismatch(window.score_model, c.table) is None


def test_the_row_of_the_hand_in_play_shows_the_tricks_on_the_table(qtbot: QtBot) -> None:
    """Once, the sheet said 0 tricks while the table showed 2, until the hand ended."""
    window = make_window(qtbot, seed=9)
    c, model = window.controller, window.score_model
    rng = random.Random(9)
    seen: set[int] = set()
    while c.table.prompt.kind != "hand_end":
        settle(qtbot, window)
        if c.table.prompt.kind == "hand_end":
            break
        row = c.table.hand_number
        shown = [model.value(row, model.tricks_column(s)) for s in range(3)]
        on_table = [s.tricks for s in c.table.seats]
        assert shown == on_table
        seen.add(sum(on_table))  # the same numbers as ``shown``
        human_turn(qtbot, window, rng, use_keys=False)
    assert len(seen) > 5  # the row really moved during the hand


def test_undo_steps_over_the_cards_the_app_played_for_you(qtbot: QtBot) -> None:
    """Undo used to rewind to the forced card, which was played again at once."""
    window = make_window(qtbot, seed=10)
    c = window.controller
    play_until_a_forced_card(qtbot, window)
    point = c.session.undo_point()
    assert point is not None and point not in c.session.automatic
    window.undo_action.trigger()
    settle(qtbot, window)
    # the table is at a real decision: more than one choice, or not a card at all
    table = c.table
    assert table.prompt.kind != "play" or len(table.prompt.legal_cards) > 1
    assert len(c.session.game_copy().actions[-1]) == point[1]
