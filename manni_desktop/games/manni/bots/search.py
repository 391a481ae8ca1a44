"""Sampling search for the medium and hard bots (perfect-information Monte Carlo).

For a card: deal the unseen cards many times consistently with the view
(``sampler``), and on each deal score every legal card by playing the hand
out — exactly with the endgame solver once few cards are left, otherwise by
rollouts of the rule (``rule``, ``playout``).  Every card is scored on the same deals
and the same rollout random numbers, so the comparison is paired.  The card
with the best mean payoff (``reward``) is played.  With ``Budget.inference``
(hard) each deal counts by how well it explains what the other seats did
(``inference``), so the mean is weighted; without it every deal counts alike.

The exchange and Classic's swap are searched with the same budget and
deals in ``exchange_search``.

Budgets are fixed counts, never clocks, so a seed gives the same answer on
any machine; ``benchmarks/bot_latency.py`` checks the counts fit the time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from .discard_sampler import sample_world_poor_discards
from .fast import encode_card, encode_mask, trick_winner
from .inference import Inference, OpponentModel
from .native_solver import NodeAllowance, Solver, endgame_solver, native_available
from .playout import playout
from .reward import reward_table
from .sampler import World, sample_world
from .view import View

Sampler = Callable[[View, random.Random], World]
DealKind = Literal["greedy", "poor_discards"]
ContractKind = Literal["trump", "notrump", "nullo"]
ALL_CONTRACTS: frozenset[ContractKind] = frozenset(("trump", "notrump", "nullo"))


@dataclass(frozen=True)
class Budget:
    """How hard a level thinks; counts, not seconds, for determinism."""

    play_evaluations: int  # sampled deals x legal cards x rollouts, roughly
    max_deals: int
    rollouts: int  # per deal and card; > 1 only pays with rollout noise
    solver_cards: int  # solve exactly when at most this many cards are in the hands
    exchange_evaluations: int
    exchange_candidates: int
    swap_samples: int
    game_aware: bool
    rollout_noise: float = 0.0
    max_solved_deals: int = 24
    # Weigh sampled deals by the other seats' choices (``inference``).
    inference: OpponentModel | None = None
    # Under no-trump, exchange by the rule instead of testing discard sets:
    # measured, the search's choice there loses to the rule's (issue 17).
    notrump_exchange_by_rule: bool = False
    # Under Nullo, also test discard sets that empty a short suit.
    nullo_void_candidates: bool = False
    # How the unseen cards are dealt (``DEAL_SAMPLERS``): ``sampler``'s
    # greedy fill; or with the other seats' exchange discards dealt from the
    # poor cards first, since they threw what they valued least
    # (``discard_sampler``).
    deals: DealKind = "greedy"
    # The contracts whose deals are solved once ``solver_cards`` are left
    # (the others are played out by rollouts to the end): the solver's model,
    # both other seats playing together against the viewer, measured far too
    # pessimistic under Nullo (benchmarks/results, 2026-12-06).
    solved_contracts: frozenset[ContractKind] = ALL_CONTRACTS
    # Solve only with the C solver (``native_solver``); without it, play out
    # by rollouts like a budget that does not solve.  Over 24 cards the
    # Python solver took up to 42 s a card (benchmarks/results, 2026-12-06).
    native_solver_only: bool = False
    # The most positions the C solver may visit for one decision, over all
    # its sampled deals (0: no limit).  Once they are spent, the card is
    # chosen on the deals solved by then (the unfinished one does not
    # count); if not even the first deal was solved, every deal is played
    # out by rollouts, as without solving.  Why: a few 27-card deals take
    # seconds where most take milliseconds (benchmarks/results, 2026-12-06).
    # Counted, not timed, so a seed plays the same cards on any machine.
    # The Python solver has no limit: set it with ``native_solver_only``.
    solver_node_limit: int = 0
    # On a solved deal, also play each card out by the rule (one noiseless
    # rollout) and let that break ties between cards the solver values
    # alike.  Why: the solver's model (both other seats playing together,
    # seeing every card) values many cards the same (most solved no-trump
    # decisions have a tie at the top, ``benchmarks/solver_ties.py``); among those the
    # card that does best against seats who play by a rule is the one to
    # play, not the first in the list.
    solved_tie_break: bool = False
    # On a solved deal, count the rule play-out (as for the tie-break) for
    # this share of a card's value and the solver for the rest (0: the
    # solver alone).  Why: the solver's model of the other seats is
    # pessimistic (they see every card and play together); seats that play
    # by a rule about half the time (``inference``) are somewhere between.
    solved_rule_share: float = 0.0


DEAL_SAMPLERS: dict[DealKind, Sampler] = {
    "greedy": sample_world,
    "poor_discards": sample_world_poor_discards,
}


def deal_sampler(budget: Budget) -> Sampler:
    """How ``budget`` deals the unseen cards."""
    return DEAL_SAMPLERS[budget.deals]


def _deals_for(budget: Budget, moves: int, per_move: int) -> int:
    return max(4, min(budget.max_deals, budget.play_evaluations // max(1, moves * per_move)))


def search_play(
    view: View, legal: list[int], rng: random.Random, budget: Budget,
    sampler: Sampler | None = None,
) -> int:
    """The legal card (engine card) with the best mean payoff over sampled deals.
    (``sampler`` is only given by the benchmarks' all-seeing reference;
    otherwise the budget's is used, ``deal_sampler``.)"""
    if len(legal) == 1:
        return legal[0]
    values = reward_table(view, budget.game_aware)
    totals = score_plays(view, legal, rng, budget, values, sampler)
    best = max(range(len(legal)), key=lambda i: (totals[i], -i))
    return legal[best]


def after_card(
    view: View, hands: list[int], card: int
) -> tuple[list[int], int, list[int], list[int]]:
    """The position once the viewer plays encoded ``card`` on encoded ``hands``:
    (hands, the seat to lead or continue the trick, the trick's encoded cards,
    tricks won), the trick closed if the card was its third."""
    nullo = view.nullo
    after = list(hands)
    after[view.seat] ^= 1 << card
    trick = [encode_card(c, nullo) for c in view.trick_cards] + [card]
    won = list(view.tricks_won)
    leader = view.trick_leader
    if len(trick) == 3:
        leader = trick_winner(trick, leader, view.trump)
        won[leader] += 1
        trick = []
    return after, leader, trick, won


def score_plays(
    view: View, legal: list[int], rng: random.Random, budget: Budget,
    values: list[float], sampler: Sampler | None = None,
) -> list[float]:
    """Mean payoff (``values``, per final trick split) of each legal card, over
    the same sampled deals: the numbers ``search_play`` chooses by, and the
    ones the review and the hint show."""
    nullo = view.nullo
    trump = view.trump
    me = view.seat
    moves = [encode_card(c, nullo) for c in legal]
    cards_left = sum(view.hand_sizes)
    solve = (cards_left <= budget.solver_cards and view.contract.kind in budget.solved_contracts
             and (native_available() or not budget.native_solver_only))
    deals = _deals_for(budget, len(moves), 1 if solve else budget.rollouts)
    if solve:
        deals = min(deals, budget.max_solved_deals)
    totals = [0.0] * len(moves)
    weighted = weighted_deals(view, rng, budget, sampler, deals)
    weight_sum = 0.0
    # what follows each card does not depend on the deal: work it out once
    follows = [after_card(view, [0, 0, 0], card)[1:] for card in moves]
    allowance = (NodeAllowance(budget.solver_node_limit)
                 if solve and budget.solver_node_limit else None)
    # a solved deal counts once a card, a played-out one ``rollouts`` times
    rollout_share = 1.0 / budget.rollouts if solve else 1.0
    solved_deals = 0
    tie_break = solve and budget.solved_tie_break
    rule_share = budget.solved_rule_share if solve else 0.0
    rule_totals = [0.0] * len(moves)
    for world, weight in weighted:
        hands = [encode_mask(h, nullo) for h in world.hands]
        stream = rng.getrandbits(64)
        afters = []
        for card in moves:
            after = list(hands)
            after[me] ^= 1 << card
            afters.append(after)
        # spent with no deal solved (a solved one would have ended the loop): play out
        if solve and not (allowance is not None and allowance.spent):
            solved = _solved_values(endgame_solver(me, trump, values, allowance), afters, follows)
            if solved is not None:
                for i, value in enumerate(solved):
                    totals[i] += weight * value
                if tie_break or rule_share:
                    _add_rule_values(rule_totals, weight, afters, follows, view, values)
                weight_sum += weight
                solved_deals += 1
                continue
            if solved_deals:  # the allowance is spent: judge by the deals solved in it
                break
            # not one deal solved: this one and the rest are played out, as hard does
        weight_sum += weight
        for i, after in enumerate(afters):
            leader, trick, won = follows[i]
            # a noiseless play-out draws no random number: no generator to seed
            rand = random.Random(stream).random if budget.rollout_noise else _no_random
            for _ in range(budget.rollouts):
                extra = playout(after, leader, trick, trump, nullo, rand, budget.rollout_noise)
                totals[i] += weight * _final_value(values, won, extra) * rollout_share
    per_card = weight_sum * (1 if solve else budget.rollouts)
    means = [t / per_card for t in totals]
    if rule_share and solved_deals:
        means = [(1 - rule_share) * m + rule_share * r / weight_sum
                 for m, r in zip(means, rule_totals, strict=True)]
    if tie_break and weight_sum:
        # far below any difference a weighed deal makes to the solved mean
        means = [m + TIE_BREAK_SCALE * r / weight_sum for m, r in zip(means, rule_totals,
                                                                       strict=True)]
    return means


TIE_BREAK_SCALE = 1e-6
"""How much a card's rule play-out value (a few points, at most a few dozen)
adds to its solved value: enough to order cards the solver values alike,
too little to reorder cards it does not, unless they differ only on deals
whose weights together are under about a millionth of the total."""


def _add_rule_values(
    rule_totals: list[float], weight: float, afters: list[list[int]],
    follows: list[tuple[int, list[int], list[int]]], view: View, values: list[float],
) -> None:
    """Add each card's value on one deal when everybody then plays by the rule."""
    for i, (after, (leader, trick, won)) in enumerate(zip(afters, follows, strict=True)):
        extra = playout(after, leader, trick, view.trump, view.nullo, _no_random)
        rule_totals[i] += weight * _final_value(values, won, extra)


def _final_value(values: list[float], won: list[int], extra: list[int]) -> float:
    """The payoff of a hand whose tricks so far are ``won`` and whose play-out
    took ``extra`` more: ``values`` is indexed by seat 0's and seat 1's tricks."""
    return values[(won[0] + extra[0]) * 13 + won[1] + extra[1]]


def _solved_values(
    solver: Solver, afters: list[list[int]], follows: list[tuple[int, list[int], list[int]]],
) -> list[float] | None:
    """Each card's solved value on one deal, or None if the solver gave up
    on one of them (its node allowance spent): a deal counts whole or not at
    all, so that every card is valued on the same deals."""
    solved = []
    for after, (leader, trick, won) in zip(afters, follows, strict=True):
        value = solver.value(after, leader, trick, won)
        if math.isnan(value):
            return None
        solved.append(value)
    return solved


def _no_random() -> float:
    raise AssertionError("a noiseless play-out draws no random number")


def weighted_deals(
    view: View, rng: random.Random, budget: Budget, sampler: Sampler | None, deals: int,
) -> Iterable[tuple[World, float]]:
    """The sampled deals to score on, each with its weight.

    Without inference every deal weighs 1 (and the random numbers are drawn
    exactly as before inference existed, so those bots play as they did).
    With it, each deal weighs its likelihood under the opponent model."""
    sampler = sampler or deal_sampler(budget)
    model = budget.inference
    inference = Inference(view, model) if model is not None else None
    if inference is None or not inference.informative:
        # lazily, so each deal is drawn just before its rollout stream
        return ((sampler(view, rng), 1.0) for _ in range(deals))
    worlds = [sampler(view, rng) for _ in range(deals)]
    weights = [inference.weight(w) for w in worlds]
    return list(zip(worlds, weights, strict=True))


__all__ = [
    "Budget", "after_card", "deal_sampler", "score_plays", "search_play", "weighted_deals",
]
