"""Deals in which the other seats' exchange discards were their poor cards.

``sampler`` spreads the unseen cards evenly between the other hands and the
cards out of play.  But a seat that exchanged ``k`` cards threw the ``k``
it valued least, and those lie among the cards out of play.  At the first
lead of 60 trump hands among rule players the other seats held 4.37
trumps and 2.54 aces and kings on average; the even deal, weighed by
``inference``, guessed 3.55 and 1.95 (``benchmarks/hidden_hands.py``).
Weighting cannot close that gap: the deals it needs (the discards nearly
all poor) are too rare among the even ones.  So this sampler deals
generatively: first each other seat's discards, drawn from the cards a
hand would throw under the contract (``exchange.keep_value`` below the
average card), then everything else as ``sampler`` does; where that cannot
fit what the view shows, it deals as ``sampler`` does.  It guessed 4.37
trumps and 2.25 aces and kings.  Before play (the viewer's own exchange)
the cards out of play are just the earlier seats' discards, dealt from the
poor cards too.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ....engine.cards import cards_of
from ..rules import HORNAFJARDAR
from .exchange import keep_value
from .sampler import (
    World,
    _assign,
    _mask,
    _play_plan,
    plan_key,
    sample_before_play,
    sample_world,
    world_in_play,
)
from .view import HAND_SIZE, ObservationError, View


class DiscardPlan(NamedTuple):
    """A view's unseen cards, the places each may be (as ``sampler`` gives
    them) and the indices of the poor ones among them."""

    unseen: list[int]
    allowed: list[int]
    poor: list[int]


# Fills to try before dealing as ``sampler`` does.  Measured on 7,830
# picks in 261 random positions (benchmarks/discard_fill.py): 97 % fill at
# the first try, 0.1 % at the second to fourth, none at the fifth to 200th,
# and 2.9 % never (the pick leaves no fitting deal).  The plain sampler's
# 200 tries made those hopeless picks cost up to 0.7 s a decision.
FILL_TRIES = 4
TYPICAL_LENGTH = 3  # a suit's length in a hand, for judging a card away from any hand
_last_plan: tuple[tuple[object, ...], DiscardPlan] | None = None  # the last view's, by key


def poor_cards(view: View, unseen: list[int], allowed: list[int]) -> list[int]:
    """Indices into ``unseen`` of the cards a hand would throw (worth less than
    the deck's average card under the contract) that may be out of play."""
    deck = [c for c in range(52) if view.deck_mask >> c & 1]
    average = sum(keep_value(c, TYPICAL_LENGTH, view.contract) for c in deck) / len(deck)
    return [i for i, card in enumerate(unseen)
            if allowed[i] & 0b100 and keep_value(card, TYPICAL_LENGTH, view.contract) < average]


def _discard_plan(view: View) -> DiscardPlan:
    """The unseen cards, their places and the poor ones for the view being
    decided, kept from one sampled deal to the next (as ``sampler`` keeps
    its plan): a decision samples hundreds of deals of one view."""
    global _last_plan
    # The contract says which cards are poor; the phase, which may be out.
    key = (plan_key(view), view.contract, view.phase)
    last = _last_plan  # one read: another thread may replace it meanwhile
    if last is not None and last[0] == key:
        return last[1]
    if view.phase == "play":
        unseen, allowed, _ = _play_plan(view)
    else:
        # Before play the cut card, while the dealer (who exchanges last)
        # still holds it, is the one unseen card that cannot be out.
        unseen = cards_of(view.unseen_mask)
        cut = view.cut
        cut_held = cut is not None and view.dealer != view.seat and cut in unseen
        allowed = [0b000 if cut_held and c == cut else 0b100 for c in unseen]
    plan = DiscardPlan(unseen, allowed, poor_cards(view, unseen, allowed))
    _last_plan = (key, plan)
    return plan


class DiscardPick(NamedTuple):
    """The other seats' discards picked from the poor cards, and what is left
    to deal: the cards, their places and the places' sizes (bit 2, out of
    play, less the discards)."""

    discards: list[int]
    cards: list[int]
    places: list[int]
    sizes: list[int]


def pick_discards(view: View, unseen: list[int], allowed: list[int], sizes: list[int],
                  poor: list[int], rng: random.Random) -> DiscardPick | None:
    """Pick the other seats' discards among the ``poor`` indices into
    ``unseen``; None where they cannot all be poor or all fit out of play."""
    thrown = others_discarded(view)
    if thrown == 0 or thrown > len(poor) or thrown > sizes[2]:
        return None
    picked = set(rng.sample(poor, thrown))
    return DiscardPick([unseen[i] for i in picked],
                       [c for i, c in enumerate(unseen) if i not in picked],
                       [a for i, a in enumerate(allowed) if i not in picked],
                       [sizes[0], sizes[1], sizes[2] - thrown])


def others_discarded(view: View) -> int:
    """How many cards the other seats threw in the exchange (public counts)."""
    return sum(int(e["count"]) for e in view.exchanges
               if int(e["seat"]) != view.seat and "count" in e)


def sample_world_poor_discards(view: View, rng: random.Random) -> World:
    """A deal consistent with ``view`` whose out-of-play cards hold the other
    seats' discards, drawn from the poor cards."""
    if view.game != HORNAFJARDAR.name:
        return sample_world(view, rng)
    if view.phase != "play":
        return _before_play(view, rng)
    _, _, sizes = _play_plan(view)
    unseen, allowed, poor = _discard_plan(view)
    pick = pick_discards(view, unseen, allowed, sizes, poor, rng)
    if pick is None:
        return sample_world(view, rng)
    try:
        piles = _assign(pick.cards, pick.places, pick.sizes, rng, tries=FILL_TRIES)
    except ObservationError:
        return sample_world(view, rng)
    return world_in_play(view, piles, _mask(pick.discards))


def _before_play(view: View, rng: random.Random) -> World:
    """Before play (the viewer's own exchange): the cards out of play are
    exactly the earlier seats' discards, so they are dealt from the poor
    cards; ``sample_before_play`` deals the rest as ever (the cut card
    stays with the dealer, so it is never among the discards)."""
    unseen, allowed, poor = _discard_plan(view)
    thrown = others_discarded(view)
    out_size = len(unseen) - 2 * HAND_SIZE - view.manni_left
    if thrown == 0 or thrown > len(poor) or thrown != out_size:
        return sample_world(view, rng)
    picked = rng.sample(poor, thrown)
    return sample_before_play(view, rng, [unseen[i] for i in picked])


__all__ = ["DiscardPick", "others_discarded", "pick_discards", "poor_cards",
           "sample_world_poor_discards"]
