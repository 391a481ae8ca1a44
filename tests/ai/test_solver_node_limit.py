"""The C solver's node limit (``paranoid.c``, ``native_solver.NodeAllowance``,
``Budget.solver_node_limit``).

Why it must hold: hard and expert cap the positions their solving visits
for one card, so a rare 27-card deal no longer takes seconds.  The cap is counted, not
timed, so the counts must be the same on every run; a search that gives up
must leave the solver's table right for the next one; a decision must stay
within its allowance; and with it spent before a single deal was solved,
the level must value its cards as a search that does not solve."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from manni_desktop.games.manni.bots import native_solver, search
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of
from manni_desktop.games.manni.bots.reward import reward_table
from manni_desktop.games.manni.bots.solver import EndgameSolver
from manni_desktop.games.manni.bots.view import View, parse_view

from .positions import EndgameDeal, endgame_deal
from .test_manni_expert import late_positions
from .test_native_solver import native


def position(seed: int) -> EndgameDeal:
    """A position of seven cards a seat (thousands of nodes)."""
    return endgame_deal(random.Random(seed), 7)


VALUES = [float(t0 - 2 * t1) for t0 in range(13) for t1 in range(13)]


def nodes_of(seed: int) -> int:
    """The positions an unlimited search of ``position(seed)`` visits."""
    allowance = native_solver.NodeAllowance(10**15)
    solver = native(0, -1, VALUES)
    solver.allowance = allowance
    solver.value(*position(seed))
    return allowance.used


@pytest.mark.parametrize("seed", range(6))
def test_the_count_is_the_same_every_time(seed: int) -> None:
    first = nodes_of(seed)
    assert first > 1
    assert nodes_of(seed) == first


@pytest.mark.parametrize("seed", range(6))
def test_a_search_past_its_limit_gives_up_and_leaves_the_table_right(seed: int) -> None:
    needed = nodes_of(seed)
    solver = native(0, -1, VALUES)
    allowance = native_solver.NodeAllowance(needed // 2)
    solver.allowance = allowance
    hands, leader, trick, won = position(seed)
    assert math.isnan(solver.value(hands, leader, trick, won))
    assert allowance.spent and allowance.used == needed // 2 + 1
    # the same solver and table, asked again without a limit: the exact value
    solver.allowance = None
    expected = EndgameSolver(0, -1, VALUES).value(hands, leader, trick, won)
    assert solver.value(hands, leader, trick, won) == expected


@pytest.mark.parametrize("seed", range(6))
def test_a_limit_the_search_stays_within_changes_nothing(seed: int) -> None:
    needed = nodes_of(seed)
    hands, leader, trick, won = position(seed)
    solver = native(0, -1, VALUES)
    solver.allowance = native_solver.NodeAllowance(needed)
    assert solver.value(hands, leader, trick, won) == EndgameSolver(0, -1, VALUES).value(
        hands, leader, trick, won)
    assert solver.allowance.left == 0  # every node it allowed was used, none more


def test_an_allowance_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        native_solver.NodeAllowance(0)


def no_trump_views(count: int, cards_left: int) -> list[View]:
    return [parse_view(g.observation(g.to_act or 0))
            for g in late_positions("notrump", count, cards_left=cards_left)]


def test_with_no_deal_solved_in_its_allowance_hard_values_cards_as_without_solving() -> None:
    if not native_solver.native_available():
        pytest.skip("the C solver is not built in this install")
    starved = replace(HARD, solver_node_limit=1)
    unsolved = replace(HARD, solver_cards=0, max_deals=HARD.max_solved_deals)
    for view in no_trump_views(3, cards_left=24):
        legal = legal_cards_of(view)
        values = reward_table(view, starved.game_aware)
        assert search.score_plays(view, legal, random.Random(3), starved, values) == (
            search.score_plays(view, legal, random.Random(3), unsolved, values))


def test_a_decision_stays_within_its_allowance_and_judges_by_the_deals_it_solved(
        monkeypatch: pytest.MonkeyPatch) -> None:
    if not native_solver.native_available():
        pytest.skip("the C solver is not built in this install")
    allowances: list[native_solver.NodeAllowance] = []

    class Recorded(native_solver.NodeAllowance):
        def __init__(self, limit: int) -> None:
            super().__init__(limit)
            allowances.append(self)

    monkeypatch.setattr(search, "NodeAllowance", Recorded)
    made: list[int] = []

    def counting(me: int, trump: int, values: list[float],
                 allowance: native_solver.NodeAllowance | None = None) -> native_solver.Solver:
        made.append(1)
        return native_solver.endgame_solver(me, trump, values, allowance)

    monkeypatch.setattr(search, "endgame_solver", counting)
    view = next(v for v in no_trump_views(4, cards_left=18) if len(v.legal or []) > 2)
    legal = legal_cards_of(view)
    values = reward_table(view, HARD.game_aware)
    unlimited = replace(HARD, solver_node_limit=10**15)
    search.score_plays(view, legal, random.Random(1), unlimited, values)
    full_cost = allowances[-1].used
    limit = full_cost // 3
    made.clear()
    scores = search.score_plays(view, legal, random.Random(1),
                                replace(HARD, solver_node_limit=limit), values)
    assert allowances[-1].used == limit + 1  # it stopped one position past the limit
    solved = len(made) - 1  # the last deal gave up and does not count
    assert 0 < solved < HARD.max_solved_deals
    # the same scores as a search that solves only those deals, without a limit
    assert scores == search.score_plays(
        view, legal, random.Random(1),
        replace(HARD, max_solved_deals=solved, solver_node_limit=0), values)
