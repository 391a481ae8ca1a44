"""A whole game through the window, the human's moves made by clicks and keys."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.games.manni.rules import ManniHand
from manni_desktop.gui.models import ValueRole
from manni_desktop.gui.selftest import _check_sheet

from .table_helpers import click_table_button, human_turn, make_window, settle


@pytest.mark.parametrize("game, seed", [("hornafjardar", 11), ("classic", 4)])
def test_whole_game_by_clicks_and_keys(qtbot: QtBot, game: str, seed: int) -> None:
    window = make_window(qtbot, seed=seed, game=game)
    c = window.controller
    rng = random.Random(seed)
    decisions = 0
    by_keys = 0
    while c.phase() != "over":
        settle(qtbot, window)
        if c.phase() == "over":
            break
        before = sum(len(a) for a in c.session.game_copy().actions)
        use_keys = rng.random() < 0.5 and c.phase() in ("play", "exchange")
        phase = c.phase()
        human_turn(qtbot, window, rng, use_keys)
        if phase != "hand_end":
            # the decision really reached the engine
            def reached(b: int = before) -> bool:
                return sum(len(a) for a in c.session.game_copy().actions) > b

            qtbot.waitUntil(reached)
            decisions += 1
            by_keys += use_keys
        assert decisions < 2000
    settle(qtbot, window)
    assert decisions > 12 and by_keys > 0
    assert c.session.game_copy().over and c.session.game_copy().winners
    # the last hand's summary first, then the result with "Play again"
    scene = window.scene
    assert scene.panel_kind() == "last"
    assert str(c.table.hand_number + 1) in scene.panel.title
    click_table_button(qtbot, window, scene.panel.button_bar, 0)  # "Final result"
    assert scene.panel_kind() == "over"
    assert [b.text() for b in scene.panel.button_bar.buttons if b.isVisible()] == [
        "Play again", "New game…"]
    assert _check_sheet(window) is None
    model = window.score_model
    net_row = model.hand_row_count() + 2
    assert [model.data(model.index(net_row, model.tricks_column(s)), ValueRole)
            for s in range(3)] == c.session.game_copy().totals()["net"]
    # Play again: the same game, options, names and levels, a new deal
    finished = c.session
    click_table_button(qtbot, window, scene.panel.button_bar, 0)
    settle(qtbot, window)
    again = c.session
    # a new random deal: the first hand, no trick finished yet (how many bot moves
    # come before the human's first decision depends on that deal)
    assert again is not finished and not again.over
    assert c.table.hand_number == 0 and not c.table.tricks
    assert again.name == finished.name and again.levels == finished.levels
    assert again.game_copy().options == finished.game_copy().options
    assert again.players == finished.players


def test_sheet_keeps_the_next_contract_hidden_until_next_hand(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=21)
    c, model = window.controller, window.score_model
    rng = random.Random(21)
    while c.phase() != "hand_end":
        settle(qtbot, window)
        if c.phase() != "hand_end":
            human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    game = c.session.game_copy()
    assert len(game.hands) == 1, "the next hand is dealt only on Next hand"
    assert model.hand_row_count() == 1, "the sheet shows the next hand's row"
    assert _check_sheet(window) is None
    contract = model.data(model.index(0, 2))
    first = game.hands[0]
    assert isinstance(first, ManniHand)
    assert contract and model.data(model.index(0, 3), ValueRole) == first.tricks_won[0]
    window.scene.panel.button_bar.trigger(0)  # "Next hand"
    qtbot.waitUntil(lambda: model.hand_row_count() == 2)
    shown = c.session.game_copy()
    assert model.data(model.index(1, 1)) == shown.players[shown.hands[1].dealer]
