"""Exchange judgement: which cards are worth keeping, and whether to take the Manni.

A card's keep value depends on the contract and on its suit in the hand:
under a trump contract trumps and side aces are kept and low cards of short
side suits go first (emptying a suit lets the hand ruff); under no-trump
aces, guarded kings and long suits are kept; under Nullo low cards are kept
and high ones thrown, the ace counting as the lowest card.  A card is
discarded when it is worth less than a random draw from the unseen cards,
lowest value first, up to the allowance.  The searches use the same order
to propose candidate discards and then test them on sampled deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ....engine.cards import cards_of
from ....engine.contracts import Contract
from .rule import COUNT

M13 = 0x1FFF


def suit_lengths(hand: int) -> list[int]:
    return [bin(hand >> (13 * s) & M13).count("1") for s in range(4)]


def keep_value(card: int, length: int, contract: Contract) -> float:
    """How much ``card`` helps a hand holding ``length`` cards of its suit."""
    suit, rank = divmod(card, 13)
    if contract.nullo:
        low = (rank + 1) % 13  # ace lowest
        return 12.0 - low - (0.5 if length <= 2 and low >= 8 else 0.0)
    if contract.trump is not None and suit == contract.trump:
        return 20.0 + rank
    if rank == 12:
        return 14.0
    if contract.trump is None and length >= 5:
        return 4.0 + 0.5 * rank
    if rank == 11:
        return 9.0 if length >= 2 else 4.5
    if rank == 10:
        return 6.0 if length >= 3 else 2.5
    if rank == 9:
        return 3.5 if length >= 4 else 1.5
    return 0.2 * rank + 0.3 * length


@dataclass(frozen=True)
class SuitKeep:
    """The keep values of one suit's cards in a hand: (value, card) pairs and
    values in rank order, the values sorted, and their sum (in rank order)."""

    pairs: tuple[tuple[float, int], ...]
    values: tuple[float, ...]
    ascending: tuple[float, ...]
    total: float


_SUIT_KEEP: dict[Contract, Callable[[int, int, int], SuitKeep]] = {}


def suit_keep_for(contract: Contract) -> Callable[[int, int, int], SuitKeep]:
    """``SuitKeep`` under ``contract`` by (suit, ``chunk`` of 13 bits, the
    hand's length in the suit).  The searches ask for the rule's exchange,
    and inference for the opponents' kept cards, in every sampled deal, and
    the same suit patterns recur, so each contract keeps a bounded cache."""
    known = _SUIT_KEEP.get(contract)
    if known is not None:
        return known

    @lru_cache(maxsize=1 << 15)
    def table(suit: int, chunk: int, length: int) -> SuitKeep:
        pairs = tuple((keep_value(13 * suit + rank, length, contract), 13 * suit + rank)
                      for rank in range(13) if chunk >> rank & 1)
        values = tuple(v for v, _ in pairs)
        return SuitKeep(pairs, values, tuple(sorted(values)), sum(values))

    _SUIT_KEEP[contract] = table
    return table


def discard_order(hand: int, contract: Contract) -> list[tuple[float, int]]:
    """(value, card) for every card of ``hand``, least valuable first."""
    keep = suit_keep_for(contract)
    pairs: list[tuple[float, int]] = []
    for suit in range(4):
        chunk = hand >> (13 * suit) & M13
        if chunk:
            pairs.extend(keep(suit, chunk, COUNT[chunk]).pairs)
    pairs.sort()
    return pairs


def draw_value(hand: int, unseen: int, contract: Contract) -> float:
    """Average keep value of a random unseen card, as if drawn into ``hand``."""
    count = unseen.bit_count()
    if not count:
        return 0.0
    keep = suit_keep_for(contract)
    values: tuple[float, ...] = ()
    for suit in range(4):
        chunk = unseen >> (13 * suit) & M13
        if chunk:
            values += keep(suit, chunk, COUNT[hand >> (13 * suit) & M13] + 1).values
    # one sum() over the cards in order, as ever: the same float on any Python
    return sum(values) / count


def heuristic_discards(
    hand: int,
    unseen: int,
    contract: Contract,
    allowance: int,
    rng: random.Random | None = None,
    noise: float = 0.0,
) -> list[int]:
    """The cards the rule discards (worth less than a draw), at most ``allowance``;
    ``noise`` blurs the judgement (the easy bot)."""
    if allowance <= 0:
        return []
    threshold = draw_value(hand, unseen, contract)
    order = discard_order(hand, contract)
    if rng is not None and noise:
        order = sorted((v + rng.gauss(0.0, noise), c) for v, c in order)
        threshold += rng.gauss(0.0, noise / 2)
    return [c for v, c in order if v < threshold][:allowance]


def candidate_discards(
    hand: int, contract: Contract, allowance: int, limit: int, nullo_voids: bool = False
) -> list[tuple[int, ...]]:
    """Discard sets worth testing: the k least valuable cards for every k, and
    under a trump contract every short side suit emptied (topped up with the
    least valuable other cards); with ``nullo_voids``, under Nullo too (a
    void lets the hand throw its high cards when that suit is led)."""
    order = [c for _, c in discard_order(hand, contract)]
    allowance = min(allowance, len(order))
    out: list[tuple[int, ...]] = [tuple(sorted(order[:k])) for k in range(allowance + 1)]
    limits = _void_limits(contract, allowance, nullo_voids)
    if limits is not None:
        longest, top_up = limits
        for s in range(4):
            suit = [c for c in order if c // 13 == s]
            if s == contract.trump or not suit or len(suit) > longest:
                continue
            if not contract.nullo and any(c % 13 == 12 for c in suit):
                continue  # a side ace is a trick: keep its suit
            out.append(tuple(sorted(suit)))
            rest = [c for c in order if c // 13 != s and c // 13 != contract.trump]
            out.append(tuple(sorted(suit + rest[: max(0, top_up - len(suit))])))
    seen: set[tuple[int, ...]] = set()
    unique = []
    for cand in out:
        if cand not in seen:
            seen.add(cand)
            unique.append(cand)
    return unique[:limit] if len(unique) > limit else unique


def _void_limits(contract: Contract, allowance: int, nullo_voids: bool) -> tuple[int, int] | None:
    """(longest suit worth emptying, size of the topped-up set) under this
    contract, or None when no suit is emptied (no-trump; Nullo unless asked)."""
    if contract.nullo:
        return (min(allowance, 4), min(allowance, 5)) if nullo_voids else None
    if contract.trump is not None:
        return allowance, min(allowance, 4)
    return None


def estimated_tricks(hand: int, trump: int) -> float:
    """A quick count of a classic (trump) hand's tricks: high trumps, trump length,
    side aces and guarded kings."""
    total = 0.0
    lengths = suit_lengths(hand)
    for card in cards_of(hand):
        suit, rank = divmod(card, 13)
        if suit == trump:
            total += 1.0 if rank >= 9 else 0.55
        elif rank == 12:
            total += 0.9
        elif rank == 11 and lengths[suit] >= 2:
            total += 0.45
    return total


def heuristic_swap(
    hand: int, unseen: int, trump: int, rng: random.Random, samples: int = 16, noise: float = 0.0
) -> bool:
    """Classic: take the Manni when a random 12 of the unseen cards looks clearly
    better than the hand."""
    pool = cards_of(unseen)
    if len(pool) < 12:
        return False
    expected = 0.0
    for _ in range(samples):
        mask = 0
        for c in rng.sample(pool, 12):
            mask |= 1 << c
        expected += estimated_tricks(mask, trump)
    expected /= samples
    margin = 0.6 + (rng.gauss(0.0, noise) if noise else 0.0)
    return expected > estimated_tricks(hand, trump) + margin
