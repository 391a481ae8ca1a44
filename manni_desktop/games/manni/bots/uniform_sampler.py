"""Exactly uniform deals of the unseen cards during play.

``sampler``'s greedy fill (the most constrained cards first, each placed in
proportion to the room left) is quick but not uniform once a void is shown:
the way it splits the free cards is not weighted by how many deals each
split allows.  Here every deal that fits the hard facts is equally likely.

During play each unseen card may be in the next seat's hand (A), the second
seat's (B) or out of play (O), and which of them depends only on its suit
(voids) or on its being the cut card.  Cards whose place is forced go there;
the rest fall into three classes: A/B/O, A/O (the second seat is void in
the suit) and B/O.  Choosing how many of the A/B/O class go to A and to B
fixes everything else (the A/O class fills the rest of A, and so on), and
the number of deals with that split is a product of binomials.  So a deal
is one weighted draw of the split, then random cards within each class.
The split table is worked out once per view.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass
from math import comb

from .sampler import World, plan_key, play_places, sample_before_play
from .view import ObservationError, View

_FORCED = {0b001: 0, 0b010: 1, 0b100: 2}  # a single allowed place: its index


@dataclass(frozen=True)
class SplitTable:
    """How the free cards of one view may be shared out, and how likely each way is."""

    fixed: tuple[int, int, int]  # masks of the cards whose place is forced
    free: tuple[int, ...]  # may be in A, B or out
    a_or_out: tuple[int, ...]
    b_or_out: tuple[int, ...]
    room: tuple[int, int]  # room left in A and B once the forced cards are placed
    splits: tuple[tuple[int, int], ...]  # (free cards to A, free cards to B)
    cumulative: tuple[float, ...]  # each split's share of all deals, summed up to it


def split_table(unseen: list[int], allowed: list[int], sizes: list[int]) -> SplitTable | None:
    """The splits of ``unseen`` (with the places ``allowed`` for each, the
    places' ``sizes``) and their numbers of deals; None if no deal fits."""
    if len(unseen) != sum(sizes):
        return None
    fixed = [0, 0, 0]
    room = list(sizes)
    classes: dict[int, list[int]] = {0b111: [], 0b101: [], 0b110: []}
    for card, bits in zip(unseen, allowed, strict=True):
        if bits in classes:
            classes[bits].append(card)
            continue
        place = _FORCED.get(bits)
        if place is None:
            return None
        fixed[place] |= 1 << card
        room[place] -= 1
    if min(room) < 0:
        return None
    free, only_a, only_b = classes[0b111], classes[0b101], classes[0b110]
    n = len(free)
    splits: list[tuple[int, int]] = []
    counts: list[int] = []
    total = 0
    for to_a in range(min(n, room[0]) + 1):
        rest_a = room[0] - to_a  # from the A/O class
        if rest_a > len(only_a):
            continue
        for to_b in range(min(n - to_a, room[1]) + 1):
            rest_b = room[1] - to_b
            if rest_b > len(only_b):
                continue
            # the out-of-play place takes the rest, which is its size exactly
            total += (comb(n, to_a) * comb(n - to_a, to_b)
                      * comb(len(only_a), rest_a) * comb(len(only_b), rest_b))
            splits.append((to_a, to_b))
            counts.append(total)
    if not total:
        return None
    return SplitTable((fixed[0], fixed[1], fixed[2]), tuple(free), tuple(only_a),
                      tuple(only_b), (room[0], room[1]), tuple(splits),
                      tuple(c / total for c in counts))


def draw_hands(table: SplitTable, rng: random.Random) -> tuple[int, int, int]:
    """One uniformly random deal: the masks of A, B and out of play."""
    index = min(bisect_right(table.cumulative, rng.random()), len(table.splits) - 1)
    to_a, to_b = table.splits[index]
    free = rng.sample(table.free, to_a + to_b)  # the other free cards are out of play
    a_cards = free[:to_a] + rng.sample(table.a_or_out, table.room[0] - to_a)
    b_cards = free[to_a:to_a + to_b] + rng.sample(table.b_or_out, table.room[1] - to_b)
    hand_a = table.fixed[0] | _mask(a_cards)
    hand_b = table.fixed[1] | _mask(b_cards)
    rest = _mask(table.free) | _mask(table.a_or_out) | _mask(table.b_or_out)
    return hand_a, hand_b, table.fixed[2] | rest & ~hand_a & ~hand_b


_last_table: tuple[tuple[object, ...], SplitTable] | None = None


def _table_for(view: View) -> SplitTable:
    """The view's split table, the last one kept (a decision draws hundreds)."""
    global _last_table
    key = plan_key(view)
    last = _last_table  # one read: another thread may replace it meanwhile
    if last is not None and last[0] == key:
        return last[1]
    table = split_table(*play_places(view, view.cut_must_be_with_dealer()))
    if table is None:
        # the dealer may after all have discarded the cut card (nothing showed it yet)
        table = split_table(*play_places(view, False))
    if table is None:
        raise ObservationError("no deal of the unseen cards fits what the observation shows")
    _last_table = (key, table)
    return table


def sample_world_uniform(view: View, rng: random.Random) -> World:
    """A deal of the unseen cards drawn uniformly from all that agree with ``view``."""
    if view.phase != "play":
        return sample_before_play(view, rng)
    hand_a, hand_b, out = draw_hands(_table_for(view), rng)
    a, b = view.others()
    hands = [0, 0, 0]
    hands[view.seat] = view.hand_mask
    hands[a] = hand_a
    hands[b] = hand_b
    return World(hands, [], out)


def _mask(cards: list[int] | tuple[int, ...]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


__all__ = ["SplitTable", "draw_hands", "sample_world_uniform", "split_table"]
