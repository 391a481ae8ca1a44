"""The medium and hard Manillen bots: a partnership search over sampled deals.

For a card: deal the unseen cards many times consistently with what the seat
knows (``manillen_world``), and on each deal play every legal card, then
play the hand out — by the rule player (``manillen_play.rule_card``, all four
seats) until few cards are left, then exactly (``manillen_solver``: both
sides play their best with every hand visible).  Once the cards left fit the
solver from the start, every card is solved outright.  All cards are scored
on the same deals and the same rule random numbers (paired), and the one
with the best mean value for the seat's side is played.

The value (``manillen_play``): the side's card points, a sweep worth 30
more; the hand's score difference is the trump multiplier times (value -
30), so for a card, where the trump is fixed, the best value is the best
score.  For the declaration the multiplier differs between the choices:
each of the five (four suits, no-trump) is played out on the same deals of
the other 24 cards, and the one with the best mean score difference is
declared.  The match (the race to 101) is not weighed: the hand's score is.

Budgets are counts (deals, and the number of cards left from which the
solver takes over), never clocks, so a seed gives the same answer on every
machine; ``benchmarks/manillen_latency.py`` measures what they cost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .play import Table, roll_out, score_difference
from .solver import Solver
from .world import Knowledge, sample_hands

DECLARATIONS = ("S", "H", "D", "C", "NT")
TRUMPS = (0, 1, 2, 3, -1)


@dataclass(frozen=True)
class ManillenBudget:
    """How hard a Manillen level thinks (counts, for determinism)."""

    deals: int  # sampled deals per card decision
    solver_cards: int  # the play-outs hand over to the solver at this many cards left
    declare_deals: int  # sampled deals per declaration (each played out five times)
    declare_solver_cards: int
    exact_cards: int = 0  # at most this many cards left: every card solved at once ...
    exact_deals: int = 0  # ... on this many deals


MEDIUM = ManillenBudget(deals=12, solver_cards=8, declare_deals=40, declare_solver_cards=8)
HARD = ManillenBudget(deals=72, solver_cards=12, declare_deals=200, declare_solver_cards=12,
                      exact_cards=16, exact_deals=36)
# Expert: hard's method with three times the deals a card; its declaration is
# hard's, whose p95 (669 ms) leaves no room for more within 1 s.
EXPERT = ManillenBudget(deals=216, solver_cards=12, declare_deals=200, declare_solver_cards=12,
                        exact_cards=16, exact_deals=108)


def _finish_value(table: Table, side: int, stream: int, solver_cards: int,
                  solver: Solver) -> int:
    """The value for ``side`` of playing ``table`` out: rules, then exactly."""
    if not table.finished and table.left > solver_cards:
        roll_out(table, random.Random(stream), solver_cards)
    if table.finished:
        return table.value(side)
    value0 = solver.value(table)
    return value0 if side == 0 else 60 - value0


def score_cards(know: Knowledge, cards: list[int], rng: random.Random,
                budget: ManillenBudget) -> list[tuple[float, float]]:
    """(mean card points of the seat's side, mean value: the points, a sweep 30
    more) of each of ``cards`` over the same sampled deals."""
    side = know.seat & 1
    totals = [[0.0, 0.0] for _ in cards]
    left = sum(know.sizes)
    deals, solver_cards = budget.deals, budget.solver_cards
    if left <= budget.exact_cards:
        deals, solver_cards = budget.exact_deals, budget.exact_cards
    for _ in range(deals):
        hands = sample_hands(know, rng)
        stream = rng.getrandbits(64)
        solver = Solver(know.trump)  # one table of positions for every card of the deal
        base = know.table(hands)
        for i, card in enumerate(cards):
            table = base.copy()
            table.play(card)
            value = _finish_value(table, side, stream, solver_cards, solver)
            totals[i][0] += min(60, max(0, value))
            totals[i][1] += value
    return [(p / deals, v / deals) for p, v in totals]


def best_card(know: Knowledge, rng: random.Random, budget: ManillenBudget) -> int:
    """The legal card with the best mean value (ties: the first listed)."""
    cards = list(know.legal)
    if len(cards) == 1:
        return cards[0]
    values = score_cards(know, cards, rng, budget)
    return cards[max(range(len(cards)), key=lambda i: (values[i][1], -i))]


def score_declarations(know: Knowledge, rng: random.Random,
                       budget: ManillenBudget) -> list[tuple[float, float]]:
    """(mean card points of the dealer's side, mean score difference) of each of
    ``DECLARATIONS`` over the same deals of the other 24 cards."""
    side = know.seat & 1
    totals = [[0.0, 0.0] for _ in TRUMPS]
    deals = budget.declare_deals
    for _ in range(deals):
        hands = sample_hands(know, rng)
        stream = rng.getrandbits(64)
        for i, trump in enumerate(TRUMPS):
            table = know.table(hands, trump)
            value = _finish_value(table, side, stream, budget.declare_solver_cards,
                                  Solver(trump))
            totals[i][0] += min(60, max(0, value))
            totals[i][1] += score_difference(value, trump)
    return [(p / deals, d / deals) for p, d in totals]


def best_declaration(know: Knowledge, rng: random.Random, budget: ManillenBudget,
                     options: list[str]) -> str:
    """The declaration among ``options`` with the best mean score difference
    (ties: the first of ``DECLARATIONS``)."""
    scores = score_declarations(know, rng, budget)
    allowed = [i for i, d in enumerate(DECLARATIONS) if d in options] or [0]
    return DECLARATIONS[max(allowed, key=lambda i: (scores[i][1], -i))]


__all__ = ["DECLARATIONS", "HARD", "MEDIUM", "ManillenBudget", "best_card",
           "best_declaration", "score_cards", "score_declarations"]
