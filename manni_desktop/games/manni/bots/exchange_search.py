"""Sampling search for the decisions before the first card (the exchange,
Classic's swap), with the play search's budget (``search``).

Candidate discard sets (``exchange.candidate_discards``) are tested on the
same sampled deals, Manni order included: draw, let the seats after us
exchange by the rule, play the hand out by rollouts.  Classic's swap is
decided the same way between keeping the hand and taking the Manni.  Kept
apart from ``search`` because nothing here solves or plays a single card.
"""

from __future__ import annotations

import random

from ..rules import HORNAFJARDAR
from .exchange import candidate_discards, heuristic_discards, heuristic_swap
from .fast import encode_mask
from .playout import playout
from .reward import reward_table
from .sampler import World
from .search import Budget, Sampler, deal_sampler, weighted_deals
from .view import View

EXCHANGE_LIMITS = HORNAFJARDAR.exchange_limits


def _finish_exchanges(
    view: View, world: World, hands: list[int], manni: list[int], after: int
) -> None:
    """Seats after position ``after`` in the exchange order discard by the rule."""
    order = view.order
    for pos in range(after + 1, 3):
        seat = order[pos]
        allowance = min(EXCHANGE_LIMITS[pos], len(manni))
        unseen = ((1 << 52) - 1) & ~hands[seat]
        discards = heuristic_discards(hands[seat], unseen, view.contract, allowance)
        hand = hands[seat]
        for c in discards:
            hand ^= 1 << c
        for _ in discards:
            hand |= 1 << manni.pop()
        hands[seat] = hand


def _play_from_start(
    view: View, hands: list[int], values: list[float], rng: random.Random, budget: Budget
) -> float:
    nullo = view.nullo
    enc = [encode_mask(h, nullo) for h in hands]
    won = playout(enc, view.order[0], [], view.trump, nullo, rng.random, budget.rollout_noise)
    return values[won[0] * 13 + won[1]]


def rule_decides_exchange(view: View, budget: Budget) -> bool:
    """Whether ``budget`` exchanges by the rule here rather than by search
    (hard under no-trump); the hint and the review follow the same choice."""
    return budget.notrump_exchange_by_rule and view.trump < 0 and not view.nullo


def rule_discards(view: View) -> list[int]:
    """The rule's discards, without noise, sorted."""
    return sorted(heuristic_discards(view.hand_mask, view.unseen_mask, view.contract,
                                     view.allowance or 0))


def discard_candidates(view: View, budget: Budget) -> list[tuple[int, ...]]:
    """The discard sets ``budget`` tests for ``view`` (the review offers the same)."""
    return candidate_discards(view.hand_mask, view.contract, view.allowance or 0,
                              budget.exchange_candidates, budget.nullo_void_candidates)


def search_exchange(
    view: View, rng: random.Random, budget: Budget, sampler: Sampler | None = None
) -> list[int]:
    """The discard set with the best mean payoff over sampled deals and Manni orders."""
    allowance = view.allowance or 0
    if allowance == 0:
        return []
    if rule_decides_exchange(view, budget):
        return rule_discards(view)
    candidates = discard_candidates(view, budget)
    values = reward_table(view, budget.game_aware)
    totals = score_discards(view, candidates, rng, budget, values, sampler)
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return list(candidates[best])


def score_discards(
    view: View, candidates: list[tuple[int, ...]], rng: random.Random, budget: Budget,
    values: list[float], sampler: Sampler | None = None,
) -> list[float]:
    """Mean payoff of each discard set over the same sampled deals and Manni
    orders (draw, the later seats exchange by the rule, the hand played out);
    with inference, the deals are weighed by the earlier seats' exchange counts."""
    me = view.seat
    position = view.order.index(me)
    samples = max(4, budget.exchange_evaluations // len(candidates))
    totals = [0.0] * len(candidates)
    weight_sum = 0.0
    for world, weight in weighted_deals(view, rng, budget, sampler, samples):
        stream = rng.getrandbits(64)
        weight_sum += weight
        for i, discard in enumerate(candidates):
            hands = list(world.hands)
            manni = list(world.manni)
            hand = view.hand_mask
            for c in discard:
                hand ^= 1 << c
            for _ in discard:
                hand |= 1 << manni.pop()
            hands[me] = hand
            _finish_exchanges(view, world, hands, manni, position)
            totals[i] += weight * _play_from_start(
                view, hands, values, random.Random(stream), budget
            )
    return [t / weight_sum for t in totals]


def search_swap(
    view: View, rng: random.Random, budget: Budget, sampler: Sampler | None = None
) -> bool:
    """Classic: take the Manni if that scores better over sampled deals."""
    keep, take = score_swap(view, rng, budget, reward_table(view, budget.game_aware), sampler)
    return take > keep


def score_swap(
    view: View, rng: random.Random, budget: Budget, values: list[float],
    sampler: Sampler | None = None,
) -> tuple[float, float]:
    """Classic: mean payoff of (keeping the hand, taking the Manni) over the
    same sampled deals."""
    me = view.seat
    position = view.order.index(me)
    totals = [0.0, 0.0]
    sampler = sampler or deal_sampler(budget)
    for _ in range(budget.swap_samples):
        world = sampler(view, rng)
        stream = rng.getrandbits(64)
        for take in (False, True):
            hands = list(world.hands)
            if take:
                hands[me] = _mask(world.manni)
            else:
                rule_rng = random.Random(stream)
                for seat in view.order[position + 1:]:
                    unseen = view.deck_mask & ~hands[seat]
                    if heuristic_swap(hands[seat], unseen, view.trump, rule_rng, samples=4):
                        hands[seat] = _mask(world.manni)
                        break
            play_rng = random.Random(stream)
            totals[int(take)] += _play_from_start(view, hands, values, play_rng, budget)
    n = max(1, budget.swap_samples)
    return totals[0] / n, totals[1] / n


def _mask(cards: list[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


__all__ = [
    "discard_candidates", "rule_decides_exchange", "rule_discards",
    "score_discards", "score_swap", "search_exchange", "search_swap",
]
