"""A whole game through the window, the human's moves made by clicks and keys."""

from __future__ import annotations

import random

import pytest

from manni_desktop.gui.models import ValueRole
from manni_desktop.gui.selftest import _check_sheet

from .table_helpers import human_turn, make_window, settle


@pytest.mark.parametrize("game, seed", [("hornafjardar", 11), ("classic", 4)])
def test_whole_game_by_clicks_and_keys(qtbot, game, seed):
    window = make_window(qtbot, seed=seed, game=game)
    c = window.controller
    rng = random.Random(seed)
    decisions = 0
    by_keys = 0
    while c.phase() != "over":
        settle(qtbot, window)
        if c.phase() == "over":
            break
        before = sum(len(a) for a in c.game.actions)
        use_keys = rng.random() < 0.5 and c.phase() in ("play", "exchange")
        phase = c.phase()
        human_turn(qtbot, window, rng, use_keys)
        if phase != "hand_end":
            # the decision really reached the engine
            qtbot.waitUntil(lambda b=before: sum(len(a) for a in c.game.actions) > b)
            decisions += 1
            by_keys += use_keys
        assert decisions < 2000
    settle(qtbot, window)
    assert decisions > 12 and by_keys > 0
    assert c.game.over and c.game.winners
    assert window.scene.panel_kind() == "over"
    assert _check_sheet(window) is None
    model = window.score_model
    net_row = model.hand_row_count() + 2
    assert [model.data(model.index(net_row, model.tricks_column(s)), ValueRole)
            for s in range(3)] == c.game.totals()["net"]
