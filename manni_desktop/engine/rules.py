"""The game/state split: a ``Rules`` object per registered game, a ``HandState`` per deal.

Like OpenSpiel's game and state: ``Rules`` knows the deck, the options, how
to deal and how hands add up to a match; ``HandState`` holds one deal and
validates every move.  ``Game`` (game.py) strings hands together and knows
nothing of any particular game, so Manillen plugs in as another ``Rules``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import PHASE_OF_ACTION, Action, Phase
from .cards import Card, card_text, suit_of
from .errors import RuleCode, RuleError
from .snapshot import (
    ChoiceOption,
    HandResult,
    HandView,
    Prompt,
    PromptKind,
    Standing,
    TrickView,
)
from .untrusted import brief

RUNNING = "_running"
"""The attribute where a finished hand keeps the match's running totals
through it (``running.running_total``); a copy of a hand must not keep it."""


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[Card, ...]
    winner: int

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "cards": [card_text(c) for c in self.cards],
            "winner": self.winner,
        }


def trick_view(leader: int, cards: Sequence[int], winner: int | None, seats: int) -> TrickView:
    return TrickView(
        leader, tuple(((leader + i) % seats, c) for i, c in enumerate(cards)), winner
    )


def trick_views(hand: HandState, seats: int) -> tuple[TrickView | None, tuple[TrickView, ...]]:
    """The trick in play (None between tricks) and the completed ones, as
    the snapshot shows them (every game's ``table`` module uses it)."""
    trick = None
    if hand.phase == Phase.PLAY and hand.trick_cards:
        trick = trick_view(hand.trick_leader, hand.trick_cards, None, seats)
    return trick, tuple(trick_view(t.leader, t.cards, t.winner, seats) for t in hand.tricks)


def held_cards(hand: HandState, seat: int) -> tuple[Card, ...]:
    """``seat``'s cards in the order they were dealt to it: the table keeps
    each card where it landed, so a hand never reshuffles under the player."""
    held = set(hand.hand_cards(seat))
    return tuple(c for c in hand.deck if c in held)


def turn_prompt(hand: HandState, viewer: int,
                choices: tuple[ChoiceOption, ...] = ()) -> Prompt:
    """The decision on the table as ``viewer`` sees it (every game's
    ``table`` module asks it): who decides, and the viewer's own legal moves
    when it is the viewer's turn, except an exchange's (too many to list:
    the prompt says how many cards, ``HandState.exchange_allowance``)."""
    if hand.finished or hand.to_act is None:
        return Prompt(PromptKind.HAND_END, None)
    mine = hand.to_act == viewer
    exchanging = hand.phase == Phase.EXCHANGE
    return Prompt(
        PromptKind(hand.phase),
        hand.to_act,
        allowance=hand.exchange_allowance() if exchanging else 0,
        leading=hand.phase == Phase.PLAY and not hand.trick_cards,
        legal=tuple(hand.legal_actions()) if mine and not exchanging else (),
        choices=choices,
    )


class HandState(ABC):
    """One deal, from the first decision to the last trick.

    A finished hand never changes again (every action is refused with
    ``hand_over``), so a game may share its finished hands with another
    (``Game.rewound``) and keep what it worked out from them."""

    dealer: int
    hand_number: int
    deck: tuple[Card, ...]
    phase: Phase
    to_act: int | None
    tricks: list[Trick]

    trick_leader: int
    trick_cards: list[Card]

    @property
    def finished(self) -> bool:
        return self.phase == Phase.DONE

    def _turn_refusal(self, action: Action) -> RuleError | None:
        """The refusals every game shares: the hand is over, not your turn, or
        not this kind of move now (None: none of these)."""
        if self.to_act is None:
            return RuleError("the hand is over", RuleCode.HAND_OVER)
        if action.seat != self.to_act:
            return RuleError(
                f"seat {brief(action.seat)} acted out of turn (seat {self.to_act} is to act)",
                RuleCode.OUT_OF_TURN, {"seat": self.to_act},
            )
        kind = PHASE_OF_ACTION[type(action)]
        if kind != self.phase:
            return RuleError(
                f"seat {brief(action.seat)} cannot {kind} during the {self.phase} phase",
                RuleCode.WRONG_PHASE, {"phase": self.phase.value},
            )
        return None

    def _close_trick(self, winner: int, tricks_per_hand: int) -> None:
        """Record the full trick in play, won by ``winner``, who leads next (or the
        hand ends after its last trick)."""
        self.tricks.append(Trick(self.trick_leader, tuple(self.trick_cards), winner))
        self.trick_cards = []
        self.trick_leader = winner
        if len(self.tricks) == tricks_per_hand:
            self.phase, self.to_act = Phase.DONE, None
        else:
            self.to_act = winner

    def exchange_allowance(self) -> int:
        """How many cards the seat to act may exchange now: none in a game
        without an exchange; the games with a talon say how many."""
        return 0

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action (exchange: the keep-hand action plus single discards; see
        ``exchange_allowance`` for the full set)."""

    @abstractmethod
    def refusal(self, action: Action) -> RuleError | None:
        """The rule ``action`` would break now, or None if it is legal; the
        hand is left as it was.  ``apply`` refuses through this, so each rule
        is written once."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Carry out ``action`` or raise ``RuleError`` naming the broken rule
        (the error ``refusal`` gives)."""

    @abstractmethod
    def copy(self) -> HandState:
        """An independent copy (a what-if may change it), without the running
        totals this hand keeps (``RUNNING``): the copy is in no game yet."""

    @abstractmethod
    def hand_cards(self, seat: int) -> list[Card]: ...

    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """The part of docs/PROTOCOL.md's observation that belongs to this deal."""

    @abstractmethod
    def summary(self) -> dict[str, Any]:
        """This hand as ``replay`` prints it."""


class Rules(ABC):
    """A registered game: its deck, options, deal and match scoring.

    Every number of a game's rules lives here, once, as an attribute: the
    hands, the bots, the fast path and the window read it from the game's
    ``Rules`` rather than writing their own copy."""

    name: str
    seats: int
    sides: tuple[tuple[int, ...], ...]  # the seats that score together
    tricks_per_hand: int
    par: int | None  # tricks a seat needs for no points (Manni), None without par
    target: int  # the score that ends the game (plus column / net / side score)
    exchange_limits: tuple[int, ...]  # per exchange in turn order; () without exchange
    deal_packets: tuple[int, ...]  # one round of the deal, in dealing order
    scorings: tuple[str, ...]  # the allowed values of the scoring option, default first; ()
    # The option the scorings are values of: ``scoring`` (the Manni games) or
    # ``quota`` (the six-contract games): the one option a new game chooses.
    scoring_option: str = "scoring"


    def view_refusal(self, seat: int, card: Card, legal: Sequence[Card],
                     trick_cards: Sequence[Card], leader: int,
                     trump: int | None) -> RuleError | None:
        """The rule ``card`` breaks when ``legal`` are the cards ``seat`` may
        play to ``trick_cards``, from what that seat sees (a network window
        words a refusal before sending it); None where this cannot be named.
        The shared rule: follow the suit led."""
        led = suit_of(trick_cards[0])
        if suit_of(card) != led and any(suit_of(c) == led for c in legal):
            return RuleError("must follow suit", RuleCode.FOLLOW_SUIT, {"suit": led})
        return None
    def options_for(self, scoring: str | None) -> dict[str, Any]:
        """The options of a new game with ``scoring`` (the default scoring when
        it is not one of ``scorings``; ``{}`` for a game without that option)."""
        if not self.scorings:
            return {}
        return {self.scoring_option: scoring if scoring in self.scorings else self.scorings[0]}

    def scoring_of(self, options: dict[str, Any]) -> str | None:
        """The scoring value a game's ``options`` chose (None without that option)."""
        value = options.get(self.scoring_option) if self.scorings else None
        return value if isinstance(value, str) else None

    def side_of(self, seat: int) -> int:
        """The index in ``sides`` of the side ``seat`` plays for."""
        for index, side in enumerate(self.sides):
            if seat in side:
                return index
        raise ValueError(f"no seat {seat}")

    @abstractmethod
    def deck(self) -> list[Card]:
        """Every card of the game, in a fixed order."""

    @abstractmethod
    def parse_options(self, options: object) -> dict[str, Any]:
        """Validated options with defaults filled in; ``RecordError`` otherwise."""

    @abstractmethod
    def new_hand(
        self,
        deck: Sequence[Card],
        dealer: int,
        previous: Sequence[HandState],
        options: dict[str, Any],
    ) -> HandState:
        """Deal ``deck`` (in dealing order); ``previous`` are the match's earlier
        hands (their number is this hand's number; Manillen reads the last one's tie)."""

    @abstractmethod
    def first_phase(self) -> Phase:
        """The phase a hand starts in (for ``next`` before a deal exists)."""

    def first_actor(self, dealer: int) -> int:
        return (dealer + 1) % self.seats

    @abstractmethod
    def totals(self, hands: Sequence[HandState], options: dict[str, Any]) -> dict[str, Any]:
        """Match totals for ``replay`` and the observation (plus/minus/net or score)."""

    @abstractmethod
    def over(self, hands: Sequence[HandState], options: dict[str, Any]) -> bool: ...

    @abstractmethod
    def winners(self, hands: Sequence[HandState], options: dict[str, Any]) -> list[int]:
        """Winning seats in ascending order, once the match is over."""

    @abstractmethod
    def hand_view(self, hand: HandState, seat: int, players: Sequence[str],
                  reveal_all: bool = False) -> HandView:
        """``hand`` as ``seat`` sees it, for the table snapshot (snapshot.py);
        with ``reveal_all`` as an observer who sees every card: every hand and
        pile face up, and each seat's ``discards`` named."""

    @abstractmethod
    def hand_result(self, hand: HandState) -> HandResult:
        """``hand``'s row of the score sheet (in progress or finished)."""

    @abstractmethod
    def standing(self, hands: Sequence[HandState], options: dict[str, Any]) -> Standing:
        """The game so far: totals per seat or side, the race, the winners."""
