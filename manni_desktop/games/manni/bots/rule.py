"""A sensible card-play rule on bit masks: the easy bot's play, the card every
seat plays in the searches' rollouts (``playout``) and the inference's model.

Works on the fast path's encoding (``engine/fast.py``: within a suit a higher
bit is a stronger card, so Nullo's low ace needs no special case).  The rule
is what a decent club player does without counting much:

* trump/no-trump: cash sure winners (pull trumps first when holding the top
  one), otherwise lead low from the longest side suit; second hand low unless
  holding the boss card; last hand wins as cheaply as it can; ruff when void,
  over-ruff if it wins, else throw the lowest card of a short suit;
* Nullo: lead the lowest card of a suit where someone still holds a higher
  one; duck under the card winning the trick with the highest card that still
  loses; when void, throw the highest card in hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from .fast import M13, SUIT, hand_cards

# Per 13-bit suit chunk: its lowest and highest rank bit (-1 when empty) and
# its card count.  The rule asks these of every suit at every card of every
# rollout, so table lookups instead of calls make the searches' rollouts
# (most of a hard decision's time) faster at the same answers.
LOW = tuple((v & -v).bit_length() - 1 for v in range(M13 + 1))
HIGH = tuple(v.bit_length() - 1 for v in range(M13 + 1))
COUNT = tuple(v.bit_count() for v in range(M13 + 1))
NEXT = (1, 2, 0)  # the seat after each seat in play order
# SIDE_BASES[trump]: the first card index of each suit other than ``trump``
# (index -1: no trump, so all four), in suit order.
SIDE_BASES = tuple(tuple(13 * s for s in range(4) if s != t) for t in (0, 1, 2, 3, -1))
SUIT_BASES = (0, 13, 26, 39)


def _best_card(trick: Sequence[int], trump: int) -> int:
    best = trick[0]
    for c in trick[1:]:
        s = SUIT[c]
        if s == trump:
            if SUIT[best] != trump or c > best:
                best = c
        elif s == SUIT[best] and c > best:
            best = c
    return best


def heuristic_card(
    hand: int, trick: Sequence[int], others: int, trump: int, nullo: bool
) -> int:
    """The rule's card for a seat holding ``hand`` (encoded mask) facing ``trick``
    (encoded cards so far); ``others`` are the cards the other seats may hold."""
    if nullo:
        return _nullo_card(hand, trick, others)
    if not trick:
        return _lead(hand, others, trump)
    led = SUIT[trick[0]]
    chunk = hand >> (13 * led) & M13
    best = _best_card(trick, trump)
    last = len(trick) == 2
    if chunk:
        base = 13 * led
        if SUIT[best] != led:  # already ruffed: cannot win by following
            return base + LOW[chunk]
        higher = chunk >> (best - base + 1) << (best - base + 1)
        if not higher:
            return base + LOW[chunk]
        if last:
            return base + LOW[higher]
        top_other = HIGH[others >> base & M13]
        sure = chunk >> (top_other + 1) << (top_other + 1) if top_other >= 0 else chunk
        if sure & higher:
            return base + LOW[sure & higher]
        return base + LOW[chunk]
    if trump >= 0:
        tchunk = hand >> (13 * trump) & M13
        if tchunk:
            if SUIT[best] == trump:
                over = tchunk >> (best - 13 * trump + 1) << (best - 13 * trump + 1)
                if over:
                    return 13 * trump + LOW[over]
            else:
                return 13 * trump + LOW[tchunk]
    return throw_low(hand, trump)


def _lead(hand: int, others: int, trump: int) -> int:
    if trump >= 0:
        tchunk = hand >> (13 * trump) & M13
        otrump = others >> (13 * trump) & M13
        if tchunk and otrump and HIGH[tchunk] > HIGH[otrump]:
            return 13 * trump + HIGH[tchunk]
    best_len = -1
    best_low = -1
    for s in range(4):
        chunk = hand >> (13 * s) & M13
        if not chunk or s == trump:
            continue
        ochunk = others >> (13 * s) & M13
        if ochunk and HIGH[chunk] > HIGH[ochunk]:
            return 13 * s + HIGH[chunk]
        n = COUNT[chunk]
        if n > best_len:
            best_len, best_low = n, 13 * s + LOW[chunk]
    if best_low >= 0:
        return best_low
    return 13 * trump + LOW[hand >> (13 * trump) & M13]


def throw_low(hand: int, trump: int) -> int:
    """Lowest card of a side suit, the shorter suit first on equal rank."""
    best = -1
    best_low = 99
    best_count = 99
    for s in range(4):
        chunk = hand >> (13 * s) & M13
        if not chunk or s == trump:
            continue
        low = LOW[chunk]
        if low < best_low or (low == best_low and COUNT[chunk] < best_count):
            best_low, best_count, best = low, COUNT[chunk], 13 * s + low
    if best >= 0:
        return best
    return 13 * trump + LOW[hand >> (13 * trump) & M13]


def _nullo_card(hand: int, trick: Sequence[int], others: int) -> int:
    if not trick:
        pick = -1
        pick_rank = 99
        for s in range(4):
            chunk = hand >> (13 * s) & M13
            if not chunk:
                continue
            low = LOW[chunk]
            if (others >> (13 * s) & M13) >> (low + 1) and low < pick_rank:
                pick, pick_rank = 13 * s + low, low
        if pick >= 0:
            return pick
        return min(hand_cards(hand), key=lambda c: c % 13)
    led = SUIT[trick[0]]
    base = 13 * led
    chunk = hand >> base & M13
    if not chunk:
        return max(hand_cards(hand), key=lambda c: c % 13)
    best = _best_card(trick, -1)
    under = chunk & ((1 << (best - base)) - 1)
    if under:
        return base + HIGH[under]
    if len(trick) == 2:
        return base + HIGH[chunk]
    low = LOW[chunk]
    if HIGH[others >> base & M13] > low:
        return base + low
    return base + HIGH[chunk]
