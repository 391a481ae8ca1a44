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

from ....engine.cards import cards_of, suit_of
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


# Per 3-bit set of allowed places: its places in order, and how many there are.
_PLACES = tuple(tuple(p for p in range(3) if bits >> p & 1) for bits in range(8))
_PLACE_COUNT = tuple(len(places) for places in _PLACES)


def _assign(
    cards: list[int], allowed: list[int], caps: list[int], rng: random.Random,
    tries: int = 200,
) -> list[list[int]]:
    """Place every card in one allowed place (bit set), respecting capacities.

    Greedy: the cards in random order, the most constrained first (a stable
    sort, so ties keep the random order), each to an allowed place with room,
    chosen in proportion to the room left; all over again when stuck.  The
    place lists are looked up rather than built, since this runs for every
    sampled deal, but one random number is drawn per card as always, so a
    seed gives the same deals it always gave."""
    places = [_PLACES[bits] for bits in allowed]
    constrained = [_PLACE_COUNT[bits] for bits in allowed].__getitem__
    random_ = rng.random
    for _ in range(tries):
        room = list(caps)
        piles: list[list[int]] = [[] for _ in caps]
        order = list(range(len(cards)))
        rng.shuffle(order)
        order.sort(key=constrained)
        for i in order:
            options = [p for p in places[i] if room[p] > 0]
            if not options:
                break
            if len(options) == 1:
                random_()  # drawn all the same, so the later draws stay in step
                p = options[0]
            else:
                total = 0
                for p in options:
                    total += room[p]
                pick = random_() * total
                for p in options:
                    pick -= room[p]
                    if pick < 0:
                        break
            piles[p].append(cards[i])
            room[p] -= 1
        else:
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


PlayPlan = tuple[list[int], list[int], list[int]]
_last_plan: tuple[tuple[object, ...], PlayPlan] | None = None


def plan_key(view: View) -> tuple[object, ...]:
    """Everything the places of the unseen cards during play depend on."""
    return (view.game, view.seat, view.dealer, view.cut, view.unseen_mask,
            tuple(view.voids), tuple(view.hand_sizes), len(view.my_discards))


def play_places(view: View, cut_with_dealer: bool) -> PlayPlan:
    """(unseen cards, the places each may be, the places' sizes) during play;
    places are bit 0/1: the next/second seat after the viewer, bit 2: out."""
    a, b = view.others()
    unseen = cards_of(view.unseen_mask)
    return (unseen, _allowed(view, unseen, cut_with_dealer),
            [view.hand_sizes[a], view.hand_sizes[b], view.out_of_play_unseen()])


def _play_plan(view: View) -> PlayPlan:
    """(unseen cards, the places each may be, the places' sizes) during play.

    A decision samples hundreds of deals of one view, and all of them start
    from these lists: the last view's are kept, keyed on everything they are
    computed from, so a changed or different view gets its own."""
    global _last_plan
    key = plan_key(view)
    last = _last_plan  # one read: another thread may replace it meanwhile
    if last is not None and last[0] == key:
        return last[1]
    plan = play_places(view, view.cut_must_be_with_dealer())
    _last_plan = (key, plan)
    return plan


def sample_world(view: View, rng: random.Random) -> World:
    """A random deal of the unseen cards that agrees with everything ``view`` knows."""
    if view.phase != "play":
        return sample_before_play(view, rng)
    unseen, allowed, sizes = _play_plan(view)
    try:
        piles = _assign(unseen, allowed, sizes, rng)
    except ObservationError:
        # The dealer may after all have discarded the cut card (a rare choice
        # that nothing showed yet): try the deals where it is out of play.
        piles = _assign(unseen, _allowed(view, unseen, False), sizes, rng)
    return world_in_play(view, piles, 0)


def world_in_play(view: View, piles: list[list[int]], also_out: int) -> World:
    """The deal during play from ``_assign``'s piles (the next seat's, the
    second seat's, out of play) and ``also_out``, cards already put out."""
    a, b = view.others()
    hands = [0, 0, 0]
    hands[view.seat] = view.hand_mask
    hands[a] = _mask(piles[0])
    hands[b] = _mask(piles[1])
    return World(hands, [], _mask(piles[2]) | also_out)


def sample_before_play(
    view: View, rng: random.Random, already_out: list[int] | None = None,
) -> World:
    """A random deal of the unseen cards before play (the Manni stack included).

    ``already_out`` are unseen cards the caller has put out of play (the
    discard sampler deals the earlier seats' discards first); the rest are
    dealt here as ever, so without it a seed gives the deals it always gave."""
    me = view.seat
    a, b = view.others()
    hands = [0, 0, 0]
    hands[me] = view.hand_mask
    put_out = _mask(already_out or [])
    # Before play: nobody has shown a void; the only fixed card is the cut,
    # still with the dealer (who exchanges last) when the dealer is someone else.
    pool = cards_of(view.unseen_mask & ~put_out)
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
    return World(hands, manni, _mask(rest[manni_size:]) | put_out)


def _mask(cards: list[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out
