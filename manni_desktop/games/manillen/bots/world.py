"""What a Manillen seat knows, and deals of the unseen cards consistent with it.

``knowledge(observation)`` checks a Manillen observation (``view.check_manillen``
for the fields, then the tricks: real cards of the deck, none twice, four
per finished trick, each led by the previous trick's winner, hand sizes
that fit) and derives, for every other seat, the cards it cannot hold.  A
malformed or impossible observation raises ``ObservationError``.

The cards a seat cannot hold follow from the must-overtake rules (docs/RULES.md
§3), replayed over every trick:

* it did not follow the suit led: none of that suit;
* it followed below an opponent's winning card of the suit led: nothing of
  that suit above it (it would have had to beat it);
* void, an opponent winning and no trump in the trick, it did not trump: no
  trumps; with a trump in the trick it did not over-trump: no trump above it;
* it under-trumped: every card it held was a lower trump, so nothing else.

During the declaration the dealer alone acts and sees only its own eight
cards (its partner sees nothing then), so the other 24 are dealt freely.

``sample_hands`` deals the unseen cards to the other seats with the right
counts and none where it cannot be: cards with the fewest places first, each
to a random seat with room, and when a card finds every allowed seat full,
a card of one of them moves on to a seat with room (an augmenting path, so
a consistent deal is always found when one exists).  Should the constraints
contradict each other (only a doctored observation can do that), the cards
are dealt with the counts alone.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Any

from ....ai.policy import ObservationError
from ....engine.cards import SUITS, parse_card
from ..obligations import ABOVE, BELOW, DECK_MASK, SUIT_MASK, beats
from ..rules import CARD_POINTS
from .observation import check_manillen
from .play import Table

SEATS = 4
TRICKS = 8


@dataclass(frozen=True)
class Knowledge:
    """One seat's view of a Manillen deal (engine cards, trump -1 for no-trump)."""

    seat: int
    dealer: int
    phase: str  # "declare" or "play"
    hand: int  # mask of the seat's cards
    trump: int  # -1: no-trump (or not declared yet)
    leader: int  # of the trick in progress
    trick: tuple[int, ...]  # cards of the trick in progress
    points: tuple[int, int]  # card points taken per side
    won: tuple[int, int]  # tricks taken per side
    sizes: tuple[int, int, int, int]  # cards in each hand
    unseen: int  # mask of the cards in the other hands
    forbidden: tuple[int, int, int, int]  # per seat, cards it cannot hold
    legal: tuple[int, ...]  # the observation's legal cards (play) in its order

    def table(self, hands: list[int], trump: int | None = None) -> Table:
        """A table of this position with ``hands`` (``trump`` for a declaration)."""
        return Table(list(hands), self.trump if trump is None else trump, self.leader,
                     list(self.trick), list(self.points), list(self.won))


def _card_list(values: object, what: str, count: int | None = None) -> list[int]:
    if not isinstance(values, list) or (count is not None and len(values) != count):
        raise ObservationError(f"{what} must be a list of {count or 'up to 3'} cards")
    try:
        cards = [parse_card(v) for v in values]
    except ValueError as exc:
        raise ObservationError(f"{what}: {exc}") from None
    if any(not DECK_MASK >> c & 1 for c in cards):
        raise ObservationError(f"{what}: manillen plays with the seven to the ace")
    return cards


def _trick_constraints(forbidden: list[int], leader: int, cards: list[int],
                       trump: int) -> tuple[int, int]:
    """Add what each card of one trick reveals; return the (winner, card) so far."""
    win_seat, win_card = leader, cards[0]
    led = cards[0] // 13
    for i, card in enumerate(cards[1:], start=1):
        seat = (leader + i) % SEATS
        opponent = (win_seat ^ seat) & 1
        suit = card // 13
        if suit == led:
            if opponent and win_card // 13 == led and not beats(card, win_card, trump):
                forbidden[seat] |= ABOVE[win_card]
        else:
            forbidden[seat] |= SUIT_MASK[led]
            if trump >= 0 and suit != trump and opponent:
                forbidden[seat] |= (SUIT_MASK[trump] if win_card // 13 != trump
                                    else ABOVE[win_card])
            elif trump >= 0 and suit == trump and win_card // 13 == trump \
                    and not beats(card, win_card, trump):
                forbidden[seat] |= DECK_MASK & ~BELOW[win_card]
        if beats(card, win_card, trump):
            win_seat, win_card = seat, card
    return win_seat, win_card


def knowledge(obs: dict[str, Any]) -> Knowledge:
    """Check a Manillen observation and derive what its seat knows."""
    seat, hand_cards, legal = check_manillen(obs)
    dealer = int(obs["dealer"])
    phase = str(obs["phase"])
    seen = list(hand_cards)
    if any(not DECK_MASK >> c & 1 for c in seen) or len(set(seen)) != len(seen):
        raise ObservationError("'hand' must hold distinct cards from the seven to the ace")
    hand = sum(1 << c for c in seen)
    raw_tricks = obs.get("tricks") or []
    if phase == "declare":
        if seat != dealer or raw_tricks or len(seen) != TRICKS:
            raise ObservationError("only the dealer declares, with 8 cards, before any trick")
        unseen = DECK_MASK & ~hand
        return Knowledge(seat, dealer, phase, hand, -1, (dealer + 1) % SEATS, (), (0, 0),
                         (0, 0), (TRICKS, TRICKS, TRICKS, TRICKS), unseen, (0, 0, 0, 0), ())
    declared = obs.get("declared")
    if declared is None:
        raise ObservationError("a play observation needs the 'declared' trump")
    trump = -1 if declared == "NT" else SUITS.index(str(declared))
    forbidden = [0] * SEATS
    played = hand
    leader = (dealer + 1) % SEATS
    points, won = [0, 0], [0, 0]
    def take(cards: list[int]) -> None:
        nonlocal played
        for c in cards:
            if played >> c & 1:
                raise ObservationError("a card is seen twice in the observation")
            played |= 1 << c

    for k, t in enumerate(raw_tricks):
        cards = _card_list(t.get("cards"), f"trick {k + 1}", SEATS)
        if t.get("leader") != leader:
            raise ObservationError(f"trick {k + 1} must be led by seat {leader}")
        take(cards)
        winner, _ = _trick_constraints(forbidden, leader, cards, trump)
        points[winner & 1] += sum(CARD_POINTS[c] for c in cards)
        won[winner & 1] += 1
        leader = winner
    trick_obs = obs["trick"]
    current = _card_list(trick_obs.get("cards", []), "'trick'")
    if trick_obs.get("leader") != leader:
        raise ObservationError(f"the trick in progress must be led by seat {leader}")
    if len(current) > SEATS - 1 or (leader + len(current)) % SEATS != seat:
        raise ObservationError(f"seat {seat} is not the one to play")
    take(current)
    if current:
        _trick_constraints(forbidden, leader, current, trump)
    done = len(raw_tricks)
    size = [TRICKS - done - (1 if (s - leader) % SEATS < len(current) else 0)
            for s in range(SEATS)]
    if size[seat] != len(seen):
        raise ObservationError("the hand does not fit the tricks played")
    forbidden[seat] = 0
    legal_cards = tuple(parse_card(a["play"]) for a in legal)
    return Knowledge(seat, dealer, phase, hand, trump, leader, tuple(current),
                     (points[0], points[1]), (won[0], won[1]),
                     (size[0], size[1], size[2], size[3]), DECK_MASK & ~played,
                     (forbidden[0], forbidden[1], forbidden[2], forbidden[3]), legal_cards)


def _place(card: int, allowed: dict[int, list[int]], hands: dict[int, list[int]],
           room: dict[int, int], rng: random.Random) -> bool:
    """Put ``card`` in a seat with room, moving cards along a chain if needed."""
    open_seats = [s for s in allowed[card] if room[s]]
    if open_seats:
        s = rng.choice(open_seats)
        hands[s].append(card)
        room[s] -= 1
        return True
    # Breadth-first over seats: from a full seat, a card it holds may move to another.
    parent: dict[int, tuple[int, int] | None] = {s: None for s in allowed[card]}
    queue = deque(allowed[card])
    while queue:
        s = queue.popleft()
        for moved in hands[s]:
            for t in allowed[moved]:
                if t in parent:
                    continue
                parent[t] = (s, moved)
                if room[t]:
                    room[t] -= 1
                    node = t
                    step = parent[node]
                    while step is not None:  # shift each card one seat on
                        s_prev, c_prev = step
                        hands[s_prev].remove(c_prev)
                        hands[node].append(c_prev)
                        node = s_prev
                        step = parent[node]
                    hands[node].append(card)
                    return True
                queue.append(t)
    return False


def sample_hands(know: Knowledge, rng: random.Random) -> list[int]:
    """The four hands of a deal consistent with ``know`` (its seat's own hand
    as it is)."""
    seats = [s for s in range(SEATS) if s != know.seat]
    pool = [c for c in range(52) if know.unseen >> c & 1]
    for constrained in (True, False):
        allowed = {c: [s for s in seats if not (constrained and know.forbidden[s] >> c & 1)]
                   for c in pool}
        rng.shuffle(pool)
        pool.sort(key=lambda c: len(allowed[c]))
        hands: dict[int, list[int]] = {s: [] for s in seats}
        room = {s: know.sizes[s] for s in seats}
        if sum(room.values()) != len(pool):
            raise ObservationError("the hand sizes do not fit the unseen cards")
        if all(_place(c, allowed, hands, room, rng) for c in pool):
            break
    out = [0] * SEATS
    out[know.seat] = know.hand
    for s in seats:
        out[s] = sum(1 << c for c in hands[s])
    return out


__all__ = ["Knowledge", "knowledge", "sample_hands"]
