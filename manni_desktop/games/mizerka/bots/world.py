"""What a Mizerka seat knows, and deals of the hidden cards consistent with it.

The medium and hard bots (``search``) reason over sampled deals, so they must
see no more than their observation: ``knowledge(observation)`` reads only
the observation (its own hand, its own discards, the exchanges' counts, the
tricks played, ``talon_left``) and derives, for each other seat, the suits
it has shown void in by not following.  A malformed or impossible
observation raises ``ObservationError``.

Where the cards it has not seen can be depends on the phase:

* choosing: forehand holds six cards; the other 46 are the rest of the
  deal (seven more for itself, thirteen for each other seat, the talon's
  thirteen), dealt freely (``sample_choice``);
* exchanging: its hand is whole; the other seats hold thirteen each, the
  seats that exchanged before it discarded as many as they drew, and the
  rest is the talon, whose order is unknown (``sample_exchange``);
* playing: the other two hands (sized by what they have played) and what
  is out of play (the talon's rest and the others' discards), each seat
  holding no card of a suit it failed to follow (``sample_play``).  Cards
  with the fewest places go first; a stuck fill starts again, and should
  the constraints contradict each other (only a doctored observation can
  do that) the cards are dealt with the counts alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ....ai.policy import ObservationError
from ....engine.cards import SUIT_MASKS, cards_of, mask_of, parse_card
from ..rules import SEATS, TRICKS_PER_HAND
from .observation import check_mizerka

FULL = (1 << 52) - 1
RETRIES = 50


@dataclass(frozen=True)
class Knowledge:
    """One seat's view of a deal (engine cards; ``trump`` -1 for none)."""

    seat: int
    order: tuple[int, int, int]  # the seats of forehand, middlehand and dealer
    phase: str
    quota: str
    trump: int  # -1: no-trump, mizerka, or not chosen yet
    misere: bool  # the contract is mizerka: every seat wants few tricks
    hand: int  # mask of the seat's cards
    unseen: int  # mask of the cards it has not seen (nor discarded)
    talon_left: int
    exchanged: tuple[int, ...]  # cards discarded by the seats that exchanged, in order
    allowance: int
    leader: int  # of the trick in progress
    trick: tuple[int, ...]
    won: tuple[int, int, int]  # tricks taken per seat
    sizes: tuple[int, int, int]  # cards in each hand
    voids: tuple[int, int, int]  # per seat, a mask of the suits it cannot hold
    legal: tuple[str, ...]  # choose: the contract codes; play: the cards' texts

    @property
    def role(self) -> int:
        """0 forehand, 1 middlehand, 2 dealer."""
        return self.order.index(self.seat)


def _contract(code: object) -> tuple[int, bool]:
    if code is None or code == "notrump":
        return -1, False
    if code == "mizerka":
        return -1, True
    return "SHDC".index(str(code)[-1]), False


def _trick_cards(raw: object, what: str, count: int) -> list[int]:
    if not isinstance(raw, list) or len(raw) != count:
        raise ObservationError(f"{what} must list {count} cards")
    try:
        return [parse_card(c) for c in raw]
    except ValueError as exc:
        raise ObservationError(f"{what}: {exc}") from None


def _winner(cards: list[int], leader: int, trump: int) -> int:
    best, index = cards[0], 0
    for i, card in enumerate(cards[1:], start=1):
        if card // 13 == best // 13 and card > best or card // 13 == trump != best // 13:
            best, index = card, i
    return (leader + index) % SEATS


def knowledge(obs: dict[str, Any]) -> Knowledge:
    """Check a mizerka observation and derive what its seat knows."""
    view = check_mizerka(obs)
    trump, misere = _contract(view.contract)
    dealer = view.dealer
    order = ((dealer + 1) % SEATS, (dealer + 2) % SEATS, dealer)
    hand = mask_of(view.hand)
    seen = hand
    mine = obs.get("my_discards") or []
    if not isinstance(mine, list) or len(mine) > TRICKS_PER_HAND:
        raise ObservationError("'my_discards' must be a list of at most 13 cards")
    for c in _trick_cards(mine, "'my_discards'", len(mine)):
        if seen >> c & 1:
            raise ObservationError("a card is seen twice in the observation")
        seen |= 1 << c
    raw_exchanges = obs.get("exchanges") or []
    if not isinstance(raw_exchanges, list) or len(raw_exchanges) > SEATS:
        raise ObservationError("'exchanges' must list at most three exchanges")
    exchanged = []
    for e in raw_exchanges:
        count = e.get("count") if isinstance(e, dict) else None
        if not isinstance(count, int) or not 0 <= count <= TRICKS_PER_HAND:
            raise ObservationError("an exchange's 'count' must be 0..13")
        exchanged.append(count)
    talon_left = obs.get("talon_left", 0)
    if not isinstance(talon_left, int) or not 0 <= talon_left <= TRICKS_PER_HAND:
        raise ObservationError("'talon_left' must be 0..13")
    voids = [0, 0, 0]
    won = [0, 0, 0]
    leader = order[0]
    raw_tricks = obs.get("tricks") or []
    if view.phase != "play" and raw_tricks:
        raise ObservationError("no trick is played before the exchanges end")
    if not isinstance(raw_tricks, list) or len(raw_tricks) > TRICKS_PER_HAND:
        raise ObservationError("'tricks' must list at most 13 tricks")

    def take(cards: list[int], first: int) -> None:
        nonlocal seen
        for i, c in enumerate(cards):
            if seen >> c & 1:
                raise ObservationError("a card is seen twice in the observation")
            seen |= 1 << c
            if i and c // 13 != cards[0] // 13:
                voids[(first + i) % SEATS] |= SUIT_MASKS[cards[0] // 13]

    for k, t in enumerate(raw_tricks):
        if not isinstance(t, dict) or t.get("leader") != leader:
            raise ObservationError(f"trick {k + 1} must be led by seat {leader}")
        cards = _trick_cards(t.get("cards"), f"trick {k + 1}", SEATS)
        take(cards, leader)
        leader = _winner(cards, leader, trump)
        won[leader] += 1
    current: list[int] = []
    if view.phase == "play":
        if view.trick_leader != leader:
            raise ObservationError(f"the trick in progress must be led by seat {leader}")
        current = list(view.trick)
        if (leader + len(current)) % SEATS != view.seat:
            raise ObservationError(f"seat {view.seat} is not the one to play")
        take(current, leader)
    done = len(raw_tricks)
    if view.phase == "choose":
        sizes = [13, 13, 13]
    else:
        sizes = [TRICKS_PER_HAND - done - (1 if (s - leader) % SEATS < len(current) else 0)
                 for s in range(SEATS)]
    expected = 6 if view.phase == "choose" else sizes[view.seat]
    if len(view.hand) != expected:
        raise ObservationError("the hand does not fit the tricks played")
    voids[view.seat] = 0
    legal = tuple(str(a.get("choose", a.get("play"))) for a in view.legal)
    return Knowledge(view.seat, order, view.phase, view.quota, trump, misere, hand,
                     FULL & ~seen, talon_left, tuple(exchanged), view.allowance, leader,
                     tuple(current), (won[0], won[1], won[2]), (sizes[0], sizes[1], sizes[2]),
                     (voids[0], voids[1], voids[2]), legal)


def sample_choice(know: Knowledge, rng: random.Random) -> tuple[list[int], list[int]]:
    """(hands by seat, talon with its top last) of a whole deal consistent with
    forehand's six cards."""
    pool = cards_of(know.unseen)
    rng.shuffle(pool)
    hands = [0, 0, 0]
    hands[know.seat] = know.hand | mask_of(pool[:7])
    others = [s for s in know.order if s != know.seat]
    hands[others[0]] = mask_of(pool[7:20])
    hands[others[1]] = mask_of(pool[20:33])
    return hands, pool[33:46]


def sample_exchange(know: Knowledge, rng: random.Random) -> tuple[list[int], list[int]]:
    """(hands by seat, the talon left with its top last) at the seat's exchange;
    what the seats before it discarded is left out."""
    pool = cards_of(know.unseen)
    rng.shuffle(pool)
    hands = [0, 0, 0]
    hands[know.seat] = know.hand
    at = 0
    for s in know.order:
        if s != know.seat:
            hands[s] = mask_of(pool[at:at + TRICKS_PER_HAND])
            at += TRICKS_PER_HAND
    if len(pool) < at + know.talon_left:
        raise ObservationError("the talon does not fit the unseen cards")
    return hands, pool[at:at + know.talon_left]


def sample_play(know: Knowledge, rng: random.Random) -> list[int]:
    """The three hands in play (the seat's own as it is), the others' dealt
    from the unseen cards around the suits they showed void."""
    others = [s for s in range(SEATS) if s != know.seat]
    pool = cards_of(know.unseen)
    rooms = [know.sizes[others[0]], know.sizes[others[1]]]
    rooms.append(len(pool) - sum(rooms))  # out of play: the talon's rest, discards
    if rooms[2] < 0:
        raise ObservationError("the hand sizes do not fit the unseen cards")
    for constrained in (True, False):
        places = [[p for p in range(3)
                   if p == 2 or not (constrained and know.voids[others[p]] >> c & 1)]
                  for c in pool]
        for _ in range(RETRIES if constrained else 1):
            room = list(rooms)
            piles = [0, 0, 0]
            order = list(range(len(pool)))
            rng.shuffle(order)
            order.sort(key=lambda i: len(places[i]))
            for i in order:
                options = [p for p in places[i] if room[p]]
                if not options:
                    break
                pick = rng.random() * sum(room[p] for p in options)
                for p in options:
                    pick -= room[p]
                    if pick < 0:
                        break
                piles[p] |= 1 << pool[i]
                room[p] -= 1
            else:
                hands = [0, 0, 0]
                hands[know.seat] = know.hand
                hands[others[0]], hands[others[1]] = piles[0], piles[1]
                return hands
    raise ObservationError("no deal fits the hand sizes")  # unreachable with counts alone


__all__ = ["Knowledge", "knowledge", "sample_choice", "sample_exchange", "sample_play"]
