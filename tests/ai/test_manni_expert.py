"""Hornafjarðar Manni's hard and expert (issue 36): both solve up to 100 of
their sampled no-trump deals a card over the last 27 cards in C; expert
counts a quarter of each solved card's value by the rule's play-out
(``tests/ai/test_solved_rule_share.py``).

Expert's measured gain over hard (benchmarks/results) counts the trump and
Nullo deals as ties, so there it must play exactly hard's cards, and
neither may solve; under no-trump both must solve, with the same cards in C
and in Python; without the C library (the Python solver is too slow over 24
cards and more) neither solves, so hard plays every card out by rollouts
and expert plays as hard."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import replace

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json, new_game
from manni_desktop.engine.cards import card_text
from manni_desktop.games.manni.bots import native_solver, search
from manni_desktop.games.manni.bots.levels import EXPERT, HARD, legal_cards_of
from manni_desktop.games.manni.bots.view import parse_view


def late_positions(kind: str, count: int, cards_left: int) -> Iterator[Game]:
    """Hornafjarðar games of contract ``kind`` played by easy (after the
    exchange) until ``cards_left`` cards are in the hands, a card to play."""
    seed = 0
    found = 0
    while found < count:
        seed += 1
        game = new_game("hornafjardar", seed=seed)
        rng = random.Random(seed)
        if game.observation(game.to_act or 0)["contract"].split(":")[0] != kind:
            continue
        hand = game.hand
        assert hand is not None
        while not hand.finished:
            obs = game.observation(game.to_act or 0)
            if obs["phase"] == "play" and sum(parse_view(obs).hand_sizes) <= cards_left:
                break
            game.apply(action_from_json(choose_action(obs, "easy", rng.randrange(10**6))),
                       auto_deal=False)
        if not hand.finished:
            found += 1
            yield game


class CountingSolvers:
    """``search.endgame_solver`` counting the solvers it makes."""

    def __init__(self) -> None:
        self.made = 0

    def __call__(self, me: int, trump: int, values: Sequence[float],
                 allowance: native_solver.NodeAllowance | None = None) -> native_solver.Solver:
        self.made += 1
        return native_solver.endgame_solver(me, trump, values, allowance)


def test_hard_solves_no_trump_and_expert_differs_only_in_the_rule_s_share() -> None:
    assert HARD.solved_contracts == frozenset({"notrump"})
    assert HARD.solver_cards == 27 and HARD.max_solved_deals == 100
    assert HARD.solver_node_limit == 12_000_000 and HARD.native_solver_only
    assert HARD.solved_rule_share == 0.0
    assert replace(HARD, solved_rule_share=0.25) == EXPERT


@pytest.mark.parametrize("kind", ["trump", "nullo"])
def test_under_trump_and_nullo_expert_plays_hard_s_cards_and_neither_solves(
        kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    solvers = CountingSolvers()
    monkeypatch.setattr(search, "endgame_solver", solvers)
    for i, game in enumerate(late_positions(kind, 3, cards_left=24)):
        obs = game.observation(game.to_act or 0)
        assert choose_action(obs, "expert", seed=i) == choose_action(obs, "hard", seed=i)
    assert solvers.made == 0


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_under_no_trump_the_level_solves_the_last_27_cards(
        level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    budget = {"hard": HARD, "expert": EXPERT}[level]
    if not native_solver.native_available():
        pytest.skip("the C solver is not built in this install (no level solves)")
    solvers = CountingSolvers()
    monkeypatch.setattr(search, "endgame_solver", solvers)
    searched = 0
    for i, game in enumerate(late_positions("notrump", 3, cards_left=27)):
        view = parse_view(game.observation(game.to_act or 0))
        before = solvers.made
        choose_action(game.observation(view.seat), level, seed=i)
        if len(view.legal or []) > 1:  # a forced card is played without a search
            # every deal, or fewer when its node limit is reached (test_solver_node_limit)
            made = solvers.made - before
            assert 0 < made <= budget.max_solved_deals
            searched += 1
    assert searched


def test_the_python_solver_gives_hard_s_search_the_same_cards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On no-trump positions of 15 cards (where Python is quick enough for a
    test), hard's search picks the same cards solving in C and in Python."""
    if not native_solver.native_available():
        pytest.skip("the C solver is not built in this install")
    budget = replace(HARD, native_solver_only=False)
    views = [parse_view(g.observation(g.to_act or 0))
             for g in late_positions("notrump", 4, cards_left=15)]

    def cards() -> list[int]:
        return [search.search_play(v, legal_cards_of(v), random.Random(7), budget)
                for v in views]

    in_c = cards()
    monkeypatch.setattr(native_solver, "library", lambda: None)
    assert cards() == in_c


def test_without_the_c_solver_no_level_solves(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over 24 cards the Python solver took up to 42 s a card: without the
    library hard plays every card out by rollouts, as it did before it
    solved (``solver_cards=0``), and expert plays hard's cards."""
    rollouts_only = replace(HARD, solver_cards=0)
    monkeypatch.setattr(native_solver, "library", lambda: None)
    solvers = CountingSolvers()
    monkeypatch.setattr(search, "endgame_solver", solvers)
    for i, game in enumerate(late_positions("notrump", 2, cards_left=24)):
        obs = game.observation(game.to_act or 0)
        view = parse_view(obs)
        hard = choose_action(obs, "hard", seed=i)
        assert choose_action(obs, "expert", seed=i) == hard
        card = search.search_play(view, legal_cards_of(view), random.Random(i), rollouts_only)
        assert hard == {"seat": view.seat, "play": card_text(card)}
    assert solvers.made == 0
