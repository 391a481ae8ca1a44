"""Deals consistent with one seat's knowledge, for the sampling searches.

The unseen cards are shared out among the places they can be: the other two
hands (sized by what they have played), the cards out of play (discards and
the Manni's rest, 16 in Hornafjarðar and 12 in Classic less one's own
discards) and, before the exchange is over, the Manni stack itself.
Constraints come from the view: a seat that failed to follow a suit holds
none of it, and the public cut card stays with the dealer until played
(unless the dealer showed void in its suit, so it was discarded).  Within
those constraints cards are placed at random, most constrained first, each
weighted by the room left, with a retry when the greedy fill gets stuck.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import cards_of, suit_of
from .view import HAND_SIZE, ObservationError, View

SUIT_MASK = tuple(0x1FFF << (13 * s) for s in range(4))


@dataclass
class World:
    """One full guess at the hidden cards.  ``hands`` are engine-card masks by
    seat (the viewer's own hand is its real one); ``manni`` is the remaining
    stack (top = last) before the exchange ends; ``out`` the cards out of play."""

    hands: list[int]
    manni: list[int]
    out: int


def _assign(
    cards: list[int], allowed: list[int], caps: list[int], rng: random.Random
) -> list[list[int]]:
    """Place every card in one allowed place (bit set), respecting capacities."""
    for _ in range(200):
        room = list(caps)
        piles: list[list[int]] = [[] for _ in caps]
        order = list(range(len(cards)))
        rng.shuffle(order)
        order.sort(key=lambda i: bin(allowed[i]).count("1"))
        ok = True
        for i in order:
            options = [p for p in range(len(caps)) if allowed[i] >> p & 1 and room[p] > 0]
            if not options:
                ok = False
                break
            total = sum(room[p] for p in options)
            pick = rng.random() * total
            for p in options:
                pick -= room[p]
                if pick < 0:
                    break
            piles[p].append(cards[i])
            room[p] -= 1
        if ok:
            return piles
    raise ObservationError("no deal of the unseen cards fits what the observation shows")


def _allowed(view: View, unseen: list[int], cut_with_dealer: bool) -> list[int]:
    """Per unseen card, the places (bit 0/1: the next/second seat after the
    viewer, bit 2: out of play) it may be in during play."""
    me = view.seat
    a, b = view.others()
    allowed = []
    for card in unseen:
        bits = 0b100
        suit = suit_of(card)
        for place, seat in ((0, a), (1, b)):
            if not view.voids[seat] >> suit & 1:
                bits |= 1 << place
        if card == view.cut and view.dealer != me:
            bits = (1 << (0 if view.dealer == a else 1)) if cut_with_dealer else 0b100
        allowed.append(bits)
    return allowed


def sample_world(view: View, rng: random.Random) -> World:
    """A random deal of the unseen cards that agrees with everything ``view`` knows."""
    me = view.seat
    a, b = view.others()
    unseen = cards_of(view.unseen_mask)
    hands = [0, 0, 0]
    hands[me] = view.hand_mask
    if view.phase == "play":
        sizes = [view.hand_sizes[a], view.hand_sizes[b], view.out_of_play_unseen()]
        try:
            piles = _assign(unseen, _allowed(view, unseen, view.cut_must_be_with_dealer()),
                            sizes, rng)
        except ObservationError:
            # The dealer may after all have discarded the cut card (a rare choice
            # that nothing showed yet): try the deals where it is out of play.
            piles = _assign(unseen, _allowed(view, unseen, False), sizes, rng)
        hands[a] = _mask(piles[0])
        hands[b] = _mask(piles[1])
        return World(hands, [], _mask(piles[2]))
    # Before play: nobody has shown a void; the only fixed card is the cut,
    # still with the dealer (who exchanges last) when the dealer is someone else.
    pool = list(unseen)
    rng.shuffle(pool)
    if view.cut is not None and view.dealer != me and view.cut in pool:
        pool.remove(view.cut)
        pool.insert(0, view.cut)
        dealer_first = True
    else:
        dealer_first = False
    if dealer_first:
        first, second = (a, b) if view.dealer == a else (b, a)
    else:
        first, second = a, b
    hands[first] = _mask(pool[:HAND_SIZE])
    hands[second] = _mask(pool[HAND_SIZE:2 * HAND_SIZE])
    rest = pool[2 * HAND_SIZE:]
    manni_size = view.manni_left if view.game == "hornafjardar" else len(rest)
    if view.game == "classic" and view.swapped is not None:
        manni_size = 0
    manni = rest[:manni_size]
    return World(hands, manni, _mask(rest[manni_size:]))


def _mask(cards: list[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out
