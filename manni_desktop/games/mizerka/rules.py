"""Mizerka, and Hornafjarðar Manni with six contracts (docs/RULES.md §4).

One game for both: three seats, 52 cards dealt one at a time (forehand,
middlehand, dealer, talon) with a pause after six rounds for forehand to
choose one of six contracts it has not chosen before; an exchange from the
13-card talon in turn; 13 tricks; each seat scored against a quota.  The
``quota`` option says whose quotas: Mizerka's 7/5/1 (``seats``, the default)
or four for everyone (``four``).  A game is 18 deals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import follow_suit, talon
from ...engine.actions import Action, Choose, Exchange, Phase, Play, action_to_json
from ...engine.cards import Card, card_text, cards_of
from ...engine.contracts import Contract
from ...engine.errors import RecordError, RuleCode, RuleError
from ...engine.rules import RUNNING, HandState, Rules, Trick
from ...engine.snapshot import HandResult, HandView, Standing
from ...engine.untrusted import brief
from .scoring import (
    CONTRACTS,
    QUOTA_OPTIONS,
    contract_of,
    deal_scores,
)

SEATS = 3
TRICKS_PER_HAND = 13
ROUNDS = 13  # rounds of the deal: one card each to forehand, middlehand, dealer, talon
PAUSE_ROUND = 6  # the deal stops after this many rounds for forehand's choice
DEALS = 18  # six contracts, each chosen once by each of three seats

class MizerkaHand(HandState):
    """One deal.  ``available`` are the contracts forehand has not chosen yet
    in this game (the last one is forced: it is then the only legal choice)."""

    def __init__(self, deck: Sequence[Card], dealer: int, hand_number: int, quota: str,
                 available: tuple[str, ...]) -> None:
        if not available:
            raise RuleError(f"seat {(dealer + 1) % SEATS} has no contract left to choose")
        self.deck = tuple(deck)
        self.dealer = dealer
        self.hand_number = hand_number
        self.quota = quota
        self.available = available
        forehand, middlehand = (dealer + 1) % SEATS, (dealer + 2) % SEATS
        self.order = (forehand, middlehand, dealer)  # the roles' seats, in dealing order
        self.hands = [0, 0, 0]
        self.talon: list[Card] = []  # a stack: the last card is the top
        self.dealt = 0  # cards of ``deck`` dealt so far
        self._deal(4 * PAUSE_ROUND)
        self.choice: str | None = None
        self.contract: Contract | None = None
        self.exchanges: list[Exchange] = []
        self.discards: list[list[Card]] = [[], [], []]
        self.phase = Phase.CHOOSE
        self.to_act: int | None = forehand
        self.tricks: list[Trick] = []
        self.trick_leader = forehand
        self.trick_cards: list[Card] = []
        self.tricks_won = [0, 0, 0]
        self._final_scores: tuple[int, ...] | None = None  # scores(), kept once finished

    @property
    def chooser(self) -> int:
        """Forehand: the seat that chooses the contract (and leads first)."""
        return self.order[0]

    def _deal(self, upto: int) -> None:
        """Deal the deck on to card ``upto``: one card each to forehand,
        middlehand, dealer and the talon, round after round."""
        for index in range(self.dealt, upto):
            role = index % 4
            if role == 3:
                self.talon.append(self.deck[index])
            else:
                self.hands[self.order[role]] |= 1 << self.deck[index]
        self.dealt = upto

    # -- reading -------------------------------------------------------------

    def hand_cards(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def undealt(self) -> tuple[Card, ...]:
        """The cards still to be dealt (during the choice), in dealing order."""
        return self.deck[self.dealt:]

    def exchange_allowance(self) -> int:
        """How many cards the seat to act may exchange: what the talon still holds."""
        return len(self.talon)

    def legal_plays(self) -> list[Card]:
        assert self.to_act is not None
        return follow_suit.legal_plays(self.hands[self.to_act], self.trick_cards)

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == Phase.CHOOSE:
            return [Choose(seat, code) for code in self.available]
        if self.phase == Phase.PLAY:
            return [Play(seat, c) for c in self.legal_plays()]
        return talon.exchange_options(seat, self.hands[seat], self.exchange_allowance())

    # -- acting --------------------------------------------------------------

    def refusal(self, action: Action) -> RuleError | None:
        refused = self._turn_refusal(action)
        if refused is not None:
            return refused
        if isinstance(action, Choose):
            return self._choice_refusal(action.seat, action.contract)
        if isinstance(action, Exchange):
            return self._exchange_refusal(action.seat, action.cards)
        assert isinstance(action, Play)
        return self._play_refusal(action.seat, action.card)

    def apply(self, action: Action) -> None:
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        if isinstance(action, Choose):
            self._choose(action.contract)
        elif isinstance(action, Exchange):
            self._exchange(action.seat, action.cards)
        elif isinstance(action, Play):
            self._play(action.seat, action.card)

    def _choice_refusal(self, seat: int, code: str) -> RuleError | None:
        if code not in CONTRACTS:
            return RuleError(f"seat {seat} cannot choose {brief(code)}"
                             f" (the contracts are {', '.join(CONTRACTS)})")
        if code not in self.available:
            return RuleError(
                f"seat {seat} has already chosen {code} in this game"
                f" (left: {', '.join(self.available)})",
                RuleCode.CONTRACT_USED, {"contract": code, "legal": self.available},
            )
        return None

    def _choose(self, code: str) -> None:
        """Carry out a choice ``_choice_refusal`` allows: the deal goes on."""
        self.choice = code
        self.contract = contract_of(code)
        self._deal(len(self.deck))
        self.phase = Phase.EXCHANGE
        self.to_act = self.chooser

    def _exchange_refusal(self, seat: int, cards: tuple[Card, ...]) -> RuleError | None:
        return talon.exchange_refusal(self.hands[seat], seat, cards, self.exchange_allowance())

    def _exchange(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Carry out an exchange ``_exchange_refusal`` allows: discard, then draw
        as many from the top of the talon."""
        self.hands[seat] = talon.draw(self.hands[seat], cards, self.talon)
        self.discards[seat] = sorted(cards)
        self.exchanges.append(Exchange(seat, tuple(sorted(cards))))
        if len(self.exchanges) == SEATS:
            self.phase = Phase.PLAY
            self.to_act = self.trick_leader
        else:
            self.to_act = self.order[len(self.exchanges)]

    def _play_refusal(self, seat: int, card: Card) -> RuleError | None:
        return follow_suit.play_refusal(self.hands[seat], seat, card, self.trick_cards)

    def _play(self, seat: int, card: Card) -> None:
        """Carry out a card play ``_play_refusal`` allows."""
        assert self.contract is not None
        follow_suit.play(self, self.hands, self.tricks_won, self.contract, TRICKS_PER_HAND,
                         seat, card)

    def copy(self) -> MizerkaHand:
        new = object.__new__(MizerkaHand)
        new.__dict__.update(self.__dict__)
        new.hands = list(self.hands)
        new.talon = list(self.talon)
        new.exchanges = list(self.exchanges)
        new.discards = [list(d) for d in self.discards]
        new.tricks = list(self.tricks)
        new.trick_cards = list(self.trick_cards)
        new.tricks_won = list(self.tricks_won)
        new.__dict__.pop(RUNNING, None)  # the running totals stay with this hand
        return new

    # -- results -------------------------------------------------------------

    def scores(self) -> list[int] | None:
        """Each seat's score for a finished deal (None while it is played).
        Worked out once: the totals add up every deal's at every move, and a
        finished deal never changes."""
        if not self.finished:
            return None
        if self._final_scores is None:
            assert self.contract is not None
            self._final_scores = tuple(
                deal_scores(self.tricks_won, self.order, self.contract, self.quota))
        return list(self._final_scores)

    def contract_code(self) -> str | None:
        """``trump:S`` … ``trump:C``, ``notrump`` or ``mizerka``; None before the choice."""
        return None if self.contract is None else self.contract.code()

    def current_trick(self) -> dict[str, Any] | None:
        if self.phase != Phase.PLAY:
            return None
        return {"leader": self.trick_leader, "cards": [card_text(c) for c in self.trick_cards]}

    def observation(self, seat: int) -> dict[str, Any]:
        obs: dict[str, Any] = {
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "chooser": self.chooser,
            "contract": self.contract_code(),
            "phase": self.phase.value,
            "hand": [card_text(c) for c in self.hand_cards(seat)],
            "exchanges": [{"seat": e.seat, "count": len(e.cards)} for e in self.exchanges],
            "my_discards": [card_text(c) for c in self.discards[seat]],
            "talon_left": len(self.talon),
            "tricks": [t.to_json() for t in self.tricks],
            "trick": self.current_trick(),
        }
        if self.to_act == seat:
            if self.phase == Phase.EXCHANGE:
                obs["allowance"] = self.exchange_allowance()
            else:
                obs["legal"] = [action_to_json(a) for a in self.legal_actions()]
        return obs

    def summary(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "chooser": self.chooser,
            "contract": self.contract_code(),
            "tricks": [t.to_json() for t in self.tricks],
            "tricks_won": list(self.tricks_won),
            "score": self.scores(),
        }


def _mizerka_hands(hands: Sequence[HandState]) -> list[MizerkaHand]:
    out = []
    for hand in hands:
        assert isinstance(hand, MizerkaHand)
        out.append(hand)
    return out


def used_contracts(hands: Sequence[HandState]) -> list[list[str]]:
    """For each seat the codes of the contracts it has chosen, earliest first."""
    used: list[list[str]] = [[] for _ in range(SEATS)]
    for hand in _mizerka_hands(hands):
        if hand.choice is not None:
            used[hand.chooser].append(hand.choice)
    return used


def running_scores(hands: Sequence[HandState]) -> list[int]:
    """Each seat's total over the finished deals."""
    total = [0] * SEATS
    for hand in _mizerka_hands(hands):
        scores = hand.scores()
        if scores is not None:
            for seat in range(SEATS):
                total[seat] += scores[seat]
    return total


class MizerkaRules(Rules):
    """Mizerka (``quota`` ``seats``) and Hornafjarðar Manni with six contracts
    (``quota`` ``four``): one ``Rules``, the option picks the quotas.

    ``target`` is the number of deals (the game ends after the 18th, whatever
    the scores), and the standing's ``race`` the deals played, so that what
    races to ``target`` is what ends the game; ``par`` is None (the quota
    depends on the seat and the contract)."""

    name = "mizerka"
    seats = SEATS
    sides = ((0,), (1,), (2,))
    tricks_per_hand = TRICKS_PER_HAND
    par = None
    target = DEALS
    # Forehand may change all 13; each seat after it takes from what is left,
    # so the real allowance is the talon's size (``MizerkaHand.exchange_allowance``).
    exchange_limits = (TRICKS_PER_HAND,) * SEATS
    deal_packets = (1, 1, 1, 1)  # forehand, middlehand, dealer, talon
    scorings = QUOTA_OPTIONS  # the new-game dialog's choice: whose quotas
    scoring_option = "quota"
    contracts = CONTRACTS
    quotas = QUOTA_OPTIONS

    def deck(self) -> list[Card]:
        return list(range(52))

    def parse_options(self, options: object) -> dict[str, Any]:
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        unknown = sorted(set(options) - {"quota"}, key=str)
        if unknown:
            raise RecordError(f"unknown option {brief(unknown[0])} for {self.name}")
        quota = options.get("quota", QUOTA_OPTIONS[0])
        if quota not in QUOTA_OPTIONS:
            raise RecordError(f"option quota={brief(quota)} is not allowed for {self.name}"
                              f" (allowed: {', '.join(QUOTA_OPTIONS)})")
        return {"quota": quota}

    def new_hand(
        self,
        deck: Sequence[Card],
        dealer: int,
        previous: Sequence[HandState],
        options: dict[str, Any],
    ) -> MizerkaHand:
        chooser = self.first_actor(dealer)
        used = used_contracts(previous)[chooser]
        available = tuple(code for code in CONTRACTS if code not in used)
        return MizerkaHand(deck, dealer, len(previous), options["quota"], available)

    def first_phase(self) -> Phase:
        return Phase.CHOOSE

    def totals(self, hands: Sequence[HandState], options: dict[str, Any]) -> dict[str, Any]:
        return {"score": running_scores(hands), "used": used_contracts(hands)}

    def over(self, hands: Sequence[HandState], options: dict[str, Any]) -> bool:
        return len(hands) >= DEALS and hands[-1].finished

    def winners(self, hands: Sequence[HandState], options: dict[str, Any]) -> list[int]:
        if not self.over(hands, options):
            return []
        score = running_scores(hands)
        return [s for s in range(SEATS) if score[s] == max(score)]

    def hand_view(self, hand: HandState, seat: int, players: Sequence[str],
                  reveal_all: bool = False) -> HandView:
        from . import table as mizerka_table

        assert isinstance(hand, MizerkaHand)
        return mizerka_table.hand_view(hand, seat, players, reveal_all)

    def hand_result(self, hand: HandState) -> HandResult:
        from . import table as mizerka_table

        assert isinstance(hand, MizerkaHand)
        return mizerka_table.hand_result(hand)

    def standing(self, hands: Sequence[HandState], options: dict[str, Any]) -> Standing:
        score = tuple(running_scores(hands))
        played = sum(1 for hand in hands if hand.finished)
        return Standing("seats", "quota", (), (), score, (played,) * SEATS, DEALS,
                        self.over(hands, options), tuple(self.winners(hands, options)))


MIZERKA_RULES = MizerkaRules()
