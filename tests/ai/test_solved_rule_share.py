"""Counting a share of the rule play-out into a solved card's value
(``Budget.solved_rule_share``).

Why it must hold: the share is meant as a blend of two models of the other
seats (the solver's, who see every card and play together, and the
rule's), so a card's value must be exactly that mix of its solved value
and its rule play-out value on the same deals: no deal counted by one and
not the other, no other change to the search (the same deals, the same
node allowance, the tie-break still on top)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manni_desktop.ai.review import hint_options
from manni_desktop.games.manni.bots import native_solver
from manni_desktop.games.manni.bots.levels import EXPERT, HARD
from manni_desktop.games.manni.bots.view import View

from .test_manni_expert import late_positions
from .test_solved_tie_break import scores, solved_views

SHARES = (0.0, 0.25, 1.0)


@pytest.fixture(scope="module")
def blends() -> list[tuple[View, dict[float, list[float]]]]:
    if not native_solver.native_available():
        pytest.skip("hard solves only with the C solver, not built in this install")
    return [
        (view, {share: scores(view, replace(HARD, solved_rule_share=share), n)
                for share in SHARES})
        for n, view in enumerate(solved_views(6))
    ]


def test_a_share_mixes_the_solved_and_the_rule_values_on_the_same_deals(
    blends: list[tuple[View, dict[float, list[float]]]],
) -> None:
    for _view, by_share in blends:
        solver, quarter, rule = by_share[0.0], by_share[0.25], by_share[1.0]
        for s, q, r in zip(solver, quarter, rule, strict=True):
            assert q == pytest.approx(0.75 * s + 0.25 * r, abs=1e-9)


def test_the_rule_values_are_not_the_solved_ones(
    blends: list[tuple[View, dict[float, list[float]]]],
) -> None:
    """Otherwise the first test could not fail: the two models must differ."""
    assert any(by_share[0.0] != pytest.approx(by_share[1.0], abs=1e-3)
               for _view, by_share in blends)



def test_the_hint_and_the_review_count_expert_s_share() -> None:
    """The player asking for a hint asks for the best answer: the Manni
    games' hint (and review) weigh a solved no-trump card as expert does,
    which measured stronger than hard; on these positions that is not hard's
    numbers, so the check can fail."""
    if not native_solver.native_available():
        pytest.skip("hard solves only with the C solver, not built in this install")
    differs = False
    for n, game in enumerate(late_positions("notrump", 4, 24)):
        observation = game.observation(game.to_act or 0)
        hint = hint_options(observation, seed=n)
        assert hint == hint_options(observation, seed=n, budget=EXPERT)
        hard = hint_options(observation, seed=n, budget=HARD)
        differs = differs or [o["value"] for o in hint["options"]] != pytest.approx(
            [o["value"] for o in hard["options"]], abs=1e-9)
    assert differs
