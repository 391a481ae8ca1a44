"""Manillen (docs/RULES.md §3): four seats in two partnerships, the dealer declares trump,
and the must-overtake rules decide which cards are legal.

The card order and the must-overtake rules are stated once, on bit masks, in
``obligations`` (``legal_mask``, ``trick_winner``): this module's legality and
refusals and the bots' search all ask it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.actions import Action, Declare, Phase, Play, action_to_json
from ...engine.cards import SUITS, Card, card_text, cards_of, mask_of, suit_of
from ...engine.errors import RecordError, RuleCode, RuleError
from ...engine.rules import RUNNING, HandState, Rules, Trick
from ...engine.running import running_total
from ...engine.snapshot import HandResult, HandView, Multiplier, Standing
from ...engine.untrusted import brief
from .obligations import NO_TRUMP, legal_mask, trick_winner

SEATS = 4
TRICKS_PER_HAND = 8
PACKETS = (3, 2, 3)
HALF_POINTS = 30
TARGET = 101
# Rank index 0..12 is 2..A: ten 5, ace 4, king 3, queen 2, jack 1 (the card
# order is ``obligations.POWER``).
_POINTS_BY_RANK = {8: 5, 12: 4, 11: 3, 10: 2, 9: 1}
CARD_POINTS = tuple(_POINTS_BY_RANK.get(c % 13, 0) for c in range(52))


def side_of(seat: int) -> int:
    """0 for seats 0 and 2, 1 for seats 1 and 3 (``ManillenRules.sides``)."""
    return seat % 2


class ManillenHand(HandState):
    """One deal of Manillen."""

    def __init__(self, deck: Sequence[Card], dealer: int, hand_number: int, doubled: bool):
        self.deck = tuple(deck)
        self.dealer = dealer
        self.hand_number = hand_number
        self.doubled = doubled  # the previous deal was a 30-30 tie
        hands = [0] * SEATS
        pos = 0
        for size in PACKETS:
            for k in range(1, SEATS + 1):
                seat = (dealer + k) % SEATS
                hands[seat] |= mask_of(self.deck[pos:pos + size])
                pos += size
        self.hands = hands
        self.trump: int | None = None
        self.declared = False
        self.phase = Phase.DECLARE
        self.to_act: int | None = dealer
        self.tricks: list[Trick] = []
        self.trick_leader = (dealer + 1) % SEATS
        self.trick_cards: list[Card] = []
        self._final_score: tuple[int, int] | None = None  # score(), kept once finished

    def hand_cards(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    # -- the must-overtake rules (``obligations``) -------------------------------

    def _mask_trump(self) -> int:
        return NO_TRUMP if self.trump is None else self.trump

    def _winning(self) -> tuple[int, Card]:
        """(seat, card) currently winning the trick in progress."""
        return trick_winner(self.trick_cards, self.trick_leader, self._mask_trump())

    def legal_plays(self) -> list[Card]:
        assert self.to_act is not None
        seat = self.to_act
        hand = self.hands[seat]
        if not self.trick_cards:
            return cards_of(hand)
        win_seat, win_card = self._winning()
        return cards_of(legal_mask(hand, seat, suit_of(self.trick_cards[0]), win_seat,
                                   win_card, self._mask_trump()))

    def _card_refusal(self, seat: int, card: Card, legal: list[Card]) -> RuleError:
        return card_refusal(seat, card, legal, self.trick_cards, self.trick_leader, self.trump)

    # -- acting ------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == "declare":
            return [Declare(seat, t) for t in (0, 1, 2, 3, None)]
        return [Play(seat, c) for c in self.legal_plays()]

    def refusal(self, action: Action) -> RuleError | None:
        refused = self._turn_refusal(action)
        if refused is not None or isinstance(action, Declare):
            return refused  # the dealer may declare any suit or no-trump
        assert isinstance(action, Play)
        seat, card = action.seat, action.card
        if not self.hands[seat] >> card & 1:
            return RuleError(f"card not in hand: seat {seat} does not hold {card_text(card)}",
                             RuleCode.NOT_IN_HAND, {"card": card})
        legal = self.legal_plays()
        if card not in legal:
            return self._card_refusal(seat, card, legal)
        return None

    def apply(self, action: Action) -> None:
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        if isinstance(action, Declare):
            self.trump = action.trump
            self.declared = True
            self.phase = Phase.PLAY
            self.to_act = self.trick_leader
            return
        assert isinstance(action, Play)
        seat, card = action.seat, action.card
        self.hands[seat] &= ~(1 << card)
        self.trick_cards.append(card)
        if len(self.trick_cards) < SEATS:
            self.to_act = (seat + 1) % SEATS
            return
        winner, _ = self._winning()
        self._close_trick(winner, TRICKS_PER_HAND)

    def copy(self) -> ManillenHand:
        new = object.__new__(ManillenHand)
        new.__dict__.update(self.__dict__)
        new.hands = list(self.hands)
        new.tricks = list(self.tricks)
        new.trick_cards = list(self.trick_cards)
        new._final_score = None  # a copy may be changed (a what-if): work it out again
        new.__dict__.pop(RUNNING, None)  # the running totals stay with this hand
        return new

    # -- results -----------------------------------------------------------------

    def card_points(self) -> list[int]:
        """Card points captured by each side so far."""
        points = [0, 0]
        for trick in self.tricks:
            points[side_of(trick.winner)] += sum(CARD_POINTS[c] for c in trick.cards)
        return points

    def scoring(self) -> tuple[int, int, tuple[Multiplier, ...]] | None:
        """(winning side, excess over 30, the ×2 multipliers that apply) for a
        finished, decisive deal; None while in play or after a 30-30 tie."""
        if not self.finished:
            return None
        points = self.card_points()
        if points[0] == points[1]:
            return None
        side = 0 if points[0] > HALF_POINTS else 1
        multipliers: list[Multiplier] = []
        if self.trump is None:
            multipliers.append(Multiplier.NO_TRUMP_DOUBLE)
        if self.doubled:
            multipliers.append(Multiplier.TIE_DOUBLE)
        if all(side_of(t.winner) == side for t in self.tricks):
            multipliers.append(Multiplier.ALL_TRICKS_DOUBLE)
        return side, points[side] - HALF_POINTS, tuple(multipliers)

    def score(self) -> list[int] | None:
        """Game points per side for a finished deal (docs/RULES.md §3 scoring).
        Worked out once: the standing adds up every deal's at every move, and
        a finished deal never changes."""
        if not self.finished:
            return None
        if self._final_score is None:
            scoring = self.scoring()
            result = [0, 0]
            if scoring is not None:
                side, excess, multipliers = scoring
                result[side] = excess * 2 ** len(multipliers)
            self._final_score = (result[0], result[1])
        return list(self._final_score)

    @property
    def tied(self) -> bool:
        return self.finished and self.card_points() == [HALF_POINTS, HALF_POINTS]

    def declared_code(self) -> str | None:
        if not self.declared:
            return None
        return "NT" if self.trump is None else SUITS[self.trump]

    def observation(self, seat: int) -> dict[str, Any]:
        partner_waits = self.phase == "declare" and seat == (self.dealer + 2) % SEATS
        obs: dict[str, Any] = {
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "partner": (seat + 2) % SEATS,
            "declared": self.declared_code(),
            "phase": self.phase.value,
            "hand": [] if partner_waits else [card_text(c) for c in self.hand_cards(seat)],
            "tricks": [t.to_json() for t in self.tricks],
            "trick": None if self.phase != "play" else {
                "leader": self.trick_leader,
                "cards": [card_text(c) for c in self.trick_cards],
            },
        }
        if self.to_act == seat:
            obs["legal"] = [action_to_json(a) for a in self.legal_actions()]
        return obs

    def summary(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "declared": self.declared_code(),
            "tricks": [t.to_json() for t in self.tricks],
            "points": self.card_points() if self.finished else None,
            "score": self.score(),
        }


def _add_score(total: tuple[int, int], hand: HandState) -> tuple[int, int]:
    assert isinstance(hand, ManillenHand)
    score = hand.score()
    if score is None:
        return total
    return total[0] + score[0], total[1] + score[1]


def _scores(hands: Sequence[HandState]) -> list[int]:
    """Game points per side over the finished deals, each deal added once in
    a game (``running_total``: the game asks at every move)."""
    total = running_total(hands, "manillen", (0, 0), _add_score)
    return list(total)


class ManillenRules(Rules):
    name = "manillen"
    seats = SEATS
    sides = ((0, 2), (1, 3))
    tricks_per_hand = TRICKS_PER_HAND
    par = None
    target = TARGET
    exchange_limits = ()
    deal_packets = PACKETS
    scorings = ()
    half_points = HALF_POINTS  # the side over this scores the excess


    def view_refusal(self, seat: int, card: Card, legal: Sequence[Card],
                     trick_cards: Sequence[Card], leader: int,
                     trump: int | None) -> RuleError | None:
        """Must follow, must beat, must trump: ``card_refusal`` from the seat's view."""
        return card_refusal(seat, card, legal, trick_cards, leader, trump)
    def deck(self) -> list[Card]:
        return [c for c in range(52) if c % 13 >= 5]  # 7 to ace

    def parse_options(self, options: object) -> dict[str, Any]:
        if options is None or options == {}:
            return {}
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        raise RecordError(f"manillen takes no options (got {brief(sorted(options)[0])})")

    def new_hand(
        self,
        deck: Sequence[Card],
        dealer: int,
        previous: Sequence[HandState],
        options: dict[str, Any],
    ) -> ManillenHand:
        last = previous[-1] if previous else None
        doubled = isinstance(last, ManillenHand) and last.tied
        return ManillenHand(deck, dealer, len(previous), doubled)

    def first_phase(self) -> Phase:
        return Phase.DECLARE

    def first_actor(self, dealer: int) -> int:
        return dealer

    def totals(self, hands: Sequence[HandState], options: dict[str, Any]) -> dict[str, Any]:
        return {"score": _scores(hands)}

    def hand_view(self, hand: HandState, seat: int, players: Sequence[str],
                  reveal_all: bool = False) -> HandView:
        from . import table as manillen_table

        assert isinstance(hand, ManillenHand)
        return manillen_table.hand_view(hand, seat, players, self.deal_packets, reveal_all)

    def hand_result(self, hand: HandState) -> HandResult:
        from . import table as manillen_table

        assert isinstance(hand, ManillenHand)
        return manillen_table.hand_result(hand)

    def standing(self, hands: Sequence[HandState], options: dict[str, Any]) -> Standing:
        score = tuple(_scores(hands))
        last = hands[-1] if hands else None
        pending = isinstance(last, ManillenHand) and last.tied
        winners = tuple(self.winners(hands, options))
        return Standing("sides", "sides", (), (), score, score, TARGET,
                        self.over(hands, options), winners, pending)

    def over(self, hands: Sequence[HandState], options: dict[str, Any]) -> bool:
        if not hands or not hands[-1].finished:
            return False
        return max(_scores(hands)) >= TARGET

    def winners(self, hands: Sequence[HandState], options: dict[str, Any]) -> list[int]:
        if not self.over(hands, options):
            return []
        side = 0 if _scores(hands)[0] >= TARGET else 1
        return [side, side + 2]


MANILLEN = ManillenRules()


def card_refusal(seat: int, card: Card, legal: Sequence[Card], trick_cards: Sequence[Card],
                 leader: int, trump: int | None) -> RuleError:
    """The rule ``card`` breaks when ``legal`` are the cards ``seat`` may play
    to ``trick_cards`` (led by ``leader``); ``params`` name the suit, the
    card to beat and the cards that may be played instead.  Everything it
    reads is on the table for ``seat``, so a network window words a refusal
    from its own view too."""
    led = suit_of(trick_cards[0])
    _, top = trick_winner(trick_cards, leader, NO_TRUMP if trump is None else trump)
    params: dict[str, object] = {"suit": led, "legal": tuple(legal), "top": top}
    if suit_of(card) != led and any(suit_of(c) == led for c in legal):
        return RuleError(f"seat {seat} must follow suit (holds {SUITS[led]})",
                         RuleCode.FOLLOW_SUIT, params)
    if suit_of(card) == led:
        return RuleError(
            f"seat {seat} must beat the opponent's card with a higher {SUITS[led]}",
            RuleCode.MUST_BEAT, params)
    params["trump"] = named = trump if trump is not None else 0
    if trump is not None and suit_of(card) == trump:
        return RuleError(f"seat {seat} may not under-trump", RuleCode.NO_UNDERTRUMP, params)
    return RuleError(f"seat {seat} must trump or over-trump (holds {SUITS[named]})",
                     RuleCode.MUST_TRUMP, params)
