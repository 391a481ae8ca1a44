"""The medium and hard Mizerka bots: decisions tested on sampled deals.

Every decision deals the cards the seat has not seen many times,
consistently with its observation (``world``), tries each option on the
same deals (paired, so the options' differences are not drowned by the
deals' luck) and takes the best mean score for the seat:

* the card: each legal card (one of each run of touching cards) is played,
  then the deal is played out by the rule (``play.rule_card``, every seat)
  until few cards are left and solved exactly from there (``solver``); once
  few enough cards are left, every card is solved outright;
* the exchange: the k least valuable cards (``play.keep_value``) for each
  k, and under trump and mizerka short suits emptied, are each changed for
  the top of a sampled talon, the seats after it exchange by the rule,
  and the deal is played out by the rule;
* the choice (forehand, six cards seen): each contract left is played out
  (every seat exchanging by the rule) on the same deals of the other 46
  cards.  A seat chooses each contract once in the game, so taking the
  contract that scores best now spends it: with more than one contract
  left, the choice is the one that beats its own average on a random hand
  (``BASELINE``) by most.  The last contract is forced and not searched.

Budgets are counts, never clocks, so a seed gives the same answer on every
machine; ``benchmarks/mizerka_latency.py`` measures what they cost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ....engine.cards import SUIT_MASKS, parse_card
from ..scoring import QUOTAS
from .play import Table, discard_order, exchange, roll_out, rule_discards
from .solver import Solver
from .world import FULL, Knowledge, sample_choice, sample_exchange, sample_play

CODES = ("S", "H", "D", "C", "NT", "M")
TRUMPS = (0, 1, 2, 3, -1, -2)  # the table's trump by code: -1 no-trump, -2 mizerka
M13 = 0x1FFF

# Forehand's mean score by contract on random deals with every seat playing
# and exchanging by the rule (``contract_means(quota, 4000, random.Random(7))``,
# the trump suits pooled): what a contract is worth when spent on a later deal.
BASELINE: dict[str, dict[str, float]] = {
    "seats": {"S": -2.76, "H": -2.76, "D": -2.76, "C": -2.76, "NT": -2.89, "M": -3.44},
    "four": {"S": 0.22, "H": 0.22, "D": 0.22, "C": 0.22, "NT": 0.14, "M": -0.5},
}


@dataclass(frozen=True)
class MizerkaBudget:
    """How hard a level thinks (counts, for determinism)."""

    deals: int  # sampled deals per card
    solver_cards: int  # play-outs hand over to the solver at this many cards left (0: never)
    exact_cards: int  # at most this many cards in the hands: each card solved outright ...
    exact_deals: int  # ... on this many deals
    exchange_deals: int
    exchange_candidates: int
    choice_deals: int


MEDIUM = MizerkaBudget(deals=8, solver_cards=0, exact_cards=0, exact_deals=0,
                       exchange_deals=24, exchange_candidates=5, choice_deals=40)
HARD = MizerkaBudget(deals=48, solver_cards=12, exact_cards=15, exact_deals=32,
                     exchange_deals=200, exchange_candidates=10, choice_deals=400)
# Expert: hard's method with three times the deals a card and twice those of
# the exchange and the contract choice, within a p95 of 1 s each.
EXPERT = MizerkaBudget(deals=144, solver_cards=12, exact_cards=15, exact_deals=96,
                       exchange_deals=400, exchange_candidates=10, choice_deals=800)


def table_trump(know: Knowledge) -> int:
    return -2 if know.misere else know.trump


def _finish(table: Table, me: int, sign: float, solver_cards: int,
            solver: Solver | None) -> float:
    """The signed tricks of ``me`` once ``table`` is played out: by the rule,
    then exactly from ``solver_cards`` cards left."""
    if solver is None or table.left > solver_cards:
        roll_out(table, solver_cards if solver is not None else 0)
    if table.finished or solver is None:
        return sign * table.won[me]
    return solver.value(table)


def candidate_cards(know: Knowledge) -> list[int]:
    """The legal cards, one of each run of touching cards (no card still in play
    between them: they win and lose the same tricks)."""
    legal = [parse_card(c) for c in know.legal]
    live = know.hand | know.unseen
    for c in know.trick:
        live |= 1 << c
    out = []
    for card in legal:
        suit = SUIT_MASKS[card // 13]
        below = live & suit & ((1 << card) - 1)
        if below and know.hand >> (below.bit_length() - 1) & 1:
            continue  # the next lower card in play is ours too
        out.append(card)
    return out


def score_cards(know: Knowledge, cards: list[int], rng: random.Random,
                budget: MizerkaBudget) -> list[float]:
    """The mean signed tricks of the seat for each of ``cards`` on the same deals."""
    trump = table_trump(know)
    sign = -1.0 if know.misere else 1.0
    left = sum(know.sizes)
    deals, solver_cards = budget.deals, budget.solver_cards
    if left <= budget.exact_cards:
        deals, solver_cards = budget.exact_deals, left
    totals = [0.0] * len(cards)
    for _ in range(deals):
        hands = sample_play(know, rng)
        base = Table(hands, trump, know.leader, list(know.trick), list(know.won))
        solver = Solver(know.seat, trump) if solver_cards else None
        for i, card in enumerate(cards):
            table = base.copy()
            table.play(card)
            totals[i] += _finish(table, know.seat, sign, solver_cards, solver)
    return [t / deals for t in totals]


def best_card(know: Knowledge, rng: random.Random, budget: MizerkaBudget) -> int:
    cards = candidate_cards(know)
    if len(cards) == 1:
        return cards[0]
    values = score_cards(know, cards, rng, budget)
    return cards[max(range(len(cards)), key=lambda i: (values[i], -i))]


def candidate_discards(know: Knowledge, limit: int) -> list[tuple[int, ...]]:
    """Discard sets worth testing: the k least valuable cards for each k, and
    under trump and mizerka each short side suit emptied (a void ruffs, or
    sheds high cards under mizerka), topped up with the least valuable cards."""
    trump = table_trump(know)
    order = [c for _, c in discard_order(know.hand, trump)]
    most = min(know.allowance, len(order))
    out = [tuple(sorted(order[:k])) for k in range(most + 1)]
    if trump != -1:
        for s in range(4):
            suit = [c for c in order if c // 13 == s]
            if s == trump or not suit or len(suit) > min(3, most):
                continue
            if trump >= 0 and any(c % 13 == 12 for c in suit):
                continue  # a side ace is a trick: keep its suit
            rest = [c for c in order if c // 13 != s and c // 13 != trump]
            out.append(tuple(sorted(suit)))
            out.append(tuple(sorted(suit + rest[:max(0, min(most, 4) - len(suit))])))
    unique = list(dict.fromkeys(out))
    # the rule's own set always among them, then the smallest sets first
    rule = tuple(sorted(rule_discards(know.hand, trump, know.allowance)))
    unique.sort(key=lambda cand: (cand != rule, len(cand)))
    return unique[:limit]


def exchange_scores(know: Knowledge, candidates: list[tuple[int, ...]], rng: random.Random,
                    deals: int) -> list[float]:
    """The mean signed tricks of the seat for each discard set on the same
    deals, the later seats exchanging and everyone playing by the rule (the
    hard level's exchange, and the review's and hint's numbers for one)."""
    trump = table_trump(know)
    sign = -1.0 if know.misere else 1.0
    later = know.order[know.role + 1:]
    totals = [0.0] * len(candidates)
    for _ in range(deals):
        hands0, talon0 = sample_exchange(know, rng)
        for i, cand in enumerate(candidates):
            hands, talon = list(hands0), list(talon0)
            exchange(hands, know.seat, list(cand), talon)
            for s in later:
                exchange(hands, s, rule_discards(hands[s], trump, len(talon)), talon)
            table = roll_out(Table(hands, trump, know.order[0], [], [0, 0, 0]))
            totals[i] += sign * table.won[know.seat]
    return [t / deals for t in totals]


def best_exchange(know: Knowledge, rng: random.Random, budget: MizerkaBudget) -> list[int]:
    """The candidate discard set with the best mean signed tricks."""
    if know.allowance == 0:
        return []
    candidates = candidate_discards(know, budget.exchange_candidates)
    if len(candidates) == 1:
        return list(candidates[0])
    totals = exchange_scores(know, candidates, rng, budget.exchange_deals)
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return list(candidates[best])


def contract_scores(know: Knowledge, rng: random.Random, deals: int,
                    codes: tuple[str, ...]) -> list[float]:
    """Forehand's mean score under each of ``codes`` on the same deals, every
    seat exchanging and playing by the rule."""
    win, misere = QUOTAS[know.quota]
    totals = [0.0] * len(codes)
    for _ in range(deals):
        hands0, talon0 = sample_choice(know, rng)
        for i, code in enumerate(codes):
            trump = TRUMPS[CODES.index(code)]
            hands, talon = list(hands0), list(talon0)
            for s in know.order:
                exchange(hands, s, rule_discards(hands[s], trump, len(talon)), talon)
            table = roll_out(Table(hands, trump, know.order[0], [], [0, 0, 0]))
            tricks = table.won[know.seat]
            totals[i] += misere[0] - tricks if code == "M" else tricks - win[0]
    return [t / deals for t in totals]


def contract_means(quota: str, deals: int, rng: random.Random) -> list[float]:
    """Forehand's mean score under each of ``CODES`` on ``deals`` random deals
    (how ``BASELINE`` was measured)."""
    totals = [0.0] * len(CODES)
    for _ in range(deals):
        six = rng.sample(range(52), 6)
        hand = sum(1 << c for c in six)
        know = Knowledge(0, (0, 1, 2), "choose", quota, -1, False, hand, FULL & ~hand, 6, (),
                         0, 0, (), (0, 0, 0), (13, 13, 13), (0, 0, 0), CODES)
        totals = [t + s for t, s in zip(totals, contract_scores(know, rng, 1, CODES),
                                        strict=True)]
    return [t / deals for t in totals]


def best_choice(know: Knowledge, rng: random.Random, budget: MizerkaBudget) -> str:
    codes = know.legal
    if len(codes) == 1:
        return codes[0]
    scores = contract_scores(know, rng, budget.choice_deals, codes)
    baseline = BASELINE[know.quota]
    gains = [s - baseline[c] for s, c in zip(scores, codes, strict=True)]
    return codes[max(range(len(codes)), key=lambda i: (gains[i], -i))]


__all__ = ["BASELINE", "HARD", "MEDIUM", "MizerkaBudget", "best_card", "best_choice",
           "best_exchange", "candidate_cards", "candidate_discards", "contract_means",
           "contract_scores", "exchange_scores", "score_cards"]
