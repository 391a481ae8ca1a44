"""The table as one seat sees it: a typed, immutable snapshot for the window.

Each game's ``Rules`` renders its hands into these frozen dataclasses
(``Rules.hand_view``, ``hand_result`` and ``standing``); ``table_snapshot``
puts the parts together.  Everything a view draws comes from a ``Table``:
seats, piles, the trick in play order, the prompt with the legal moves, the
contract, each hand's result (the score sheet's rows) and the standing of the
game.  Outside the engine nothing reads a ``HandState``, so a view cannot
drift from the game, and a new game is a new ``Rules`` away from the window.

Cards are named even where the seat may not see them (``face_up`` says so):
the table keeps one item per card and moves the same item from pile to pile.
Bots never get a snapshot; they get ``Game.observation``.

An observer's snapshot (``reveal_all``, as OpenSpiel's observers may see the
whole state) has every hand and pile face up and names each seat's
``discards``; the record viewer draws those.  The default snapshot is what
the seat at the table may see, and nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .actions import Action
from .cards import Card

if TYPE_CHECKING:
    from .game import Game

class PromptKind(StrEnum):
    """The decision on the table (``Prompt.kind``)."""

    PLAY = "play"
    EXCHANGE = "exchange"
    SWAP = "swap"
    DECLARE = "declare"
    CHOOSE = "choose"
    HAND_END = "hand_end"
    OVER = "over"


class NoteKind(StrEnum):
    """What a seat did before play (``Note.kind``)."""

    EXCHANGED = "exchanged"
    KEPT = "kept"
    TOOK_MANNI = "took_manni"
    DECLARED = "declared"


class Multiplier(StrEnum):
    """Why a hand's score is doubled (``HandResult.multipliers``, Manillen)."""

    NO_TRUMP_DOUBLE = "notrump"
    TIE_DOUBLE = "tie"
    ALL_TRICKS_DOUBLE = "all_tricks"


# The kinds by their short names, as every view imports them.
PLAY, EXCHANGE, SWAP, DECLARE, CHOOSE = (PromptKind.PLAY, PromptKind.EXCHANGE,
                                         PromptKind.SWAP, PromptKind.DECLARE, PromptKind.CHOOSE)
HAND_END, OVER = PromptKind.HAND_END, PromptKind.OVER
EXCHANGED, KEPT, TOOK_MANNI, DECLARED = (NoteKind.EXCHANGED, NoteKind.KEPT,
                                         NoteKind.TOOK_MANNI, NoteKind.DECLARED)
NO_TRUMP_DOUBLE, TIE_DOUBLE, ALL_TRICKS_DOUBLE = (
    Multiplier.NO_TRUMP_DOUBLE, Multiplier.TIE_DOUBLE, Multiplier.ALL_TRICKS_DOUBLE)


@dataclass(frozen=True, slots=True)
class Note:
    """A seat's decision before play: exchanged ``count`` cards, kept the hand,
    took the Manni, or declared ``trump`` (a suit index, None for no-trump)."""

    kind: NoteKind
    count: int = 0
    trump: int | None = None


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat at the table, in the hand shown."""

    seat: int
    name: str
    side: int  # index into ``Table.sides``
    dealer: bool
    to_act: bool
    tricks: int  # tricks taken in this hand
    card_points: int  # card points in the tricks taken (games that count them)
    hand: tuple[Card, ...]  # held cards, in the order they were dealt
    face_up: bool  # the viewing seat may see these cards
    note: Note | None
    # What the seat put away this hand (its exchange, or its whole hand when it
    # took the Manni), in a revealed snapshot only: () in a seat's own view.
    discards: tuple[Card, ...] = ()
    # Games scored against a quota (Mizerka): the tricks this seat must take
    # (under a misère: may take at most) for no loss in this hand; None before
    # the contract is known and in the other games.
    quota: int | None = None


@dataclass(frozen=True, slots=True)
class Pile:
    """A named pile of cards, bottom first (``manni``, ``discards``)."""

    name: str
    cards: tuple[Card, ...]
    face_up: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick in play order: ``plays`` are (seat, card); ``winner`` once complete."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


@dataclass(frozen=True, slots=True)
class DealPacket:
    """One packet of the deal: ``cards`` go to pile ``to`` (a seat number, or -1
    for the Manni)."""

    to: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ContractView:
    """What the hand is played for.  ``kind``: trump, notrump, nullo, or
    undeclared (Manillen before the dealer chooses); ``cut`` the public cut
    card; ``doubled`` when the previous deal's tie doubles this one;
    ``order[card]`` the card's strength within its suit, for sorting a hand."""

    kind: str
    trump: int | None
    cut: Card | None
    doubled: bool
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChoiceOption:
    """One contract of a ``choose`` prompt: its ``code`` (the ``choose``
    action's), the contract it sets, whether the chooser may still take it
    (``open``: not used yet in this game) and the chooser's ``quota`` under it
    (the tricks to take, or under a misère the most to take, for no loss).
    Every contract is listed, used ones too, so a view can show them greyed."""

    code: str
    contract: ContractView
    open: bool
    quota: int


@dataclass(frozen=True, slots=True)
class Prompt:
    """The decision on the table.  ``seat`` is who decides (None at the end of
    a hand or of the game); ``allowance`` the exchange limit; ``legal`` the
    moves the *viewing* seat may make now (the exchange's are too many to
    list: any set of at most ``allowance`` held cards); ``choices`` the
    contracts of a ``choose`` prompt, for every viewer."""

    kind: PromptKind
    seat: int | None
    allowance: int = 0
    leading: bool = False
    legal: tuple[Action, ...] = ()
    choices: tuple[ChoiceOption, ...] = ()

    @property
    def legal_cards(self) -> tuple[Card, ...]:
        return tuple(a.card for a in self.legal if hasattr(a, "card"))


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand as the score sheet shows it (finished or in progress).

    Manni: ``tricks`` per seat, and once finished ``plus``/``minus``/``points``
    per seat.  Manillen: ``card_points`` per side and once finished ``points``
    per side, the winning side's ``excess`` over 30 and the ``multipliers``
    that doubled it (``tied`` for a 30-30 deal)."""

    number: int
    dealer: int
    contract: ContractView
    finished: bool
    tricks: tuple[int, ...]
    points: tuple[int, ...] | None
    plus: tuple[int, ...] | None = None
    minus: tuple[int, ...] | None = None
    card_points: tuple[int, ...] = ()
    excess: int = 0
    multipliers: tuple[Multiplier, ...] = ()
    tied: bool = False
    chooser: int | None = None  # the seat that chose the contract (Mizerka's forehand)


@dataclass(frozen=True, slots=True)
class Standing:
    """The game so far, per scoring unit (a seat in Manni, a side in Manillen).

    ``race`` is the number that races to ``target``: the plus column, the
    running net, or the side's score.  ``winners`` are seats."""

    units: str  # "seats" | "sides"
    scoring: str  # "columns" | "running" | "sides"
    plus: tuple[int, ...]
    minus: tuple[int, ...]
    score: tuple[int, ...]  # net (Manni) or side score (Manillen)
    race: tuple[int, ...]
    target: int
    over: bool
    winners: tuple[int, ...]
    pending_double: bool = False


@dataclass(frozen=True, slots=True)
class HandView:
    """What a game's rules say about the hand on the table for one seat."""

    seats: tuple[SeatView, ...]
    piles: tuple[Pile, ...]
    trick: TrickView | None
    tricks: tuple[TrickView, ...]
    contract: ContractView
    prompt: Prompt
    deal: tuple[DealPacket, ...]


@dataclass(frozen=True, slots=True)
class Table:
    """The whole table for one seat: draw this and nothing else."""

    game: str
    viewer: int
    seats: tuple[SeatView, ...]
    sides: tuple[tuple[int, ...], ...]
    hand_number: int
    dealer: int
    piles: tuple[Pile, ...]
    trick: TrickView | None  # the trick in play
    tricks: tuple[TrickView, ...]  # completed tricks of this hand
    last_trick: TrickView | None  # the last completed trick (maybe of the hand before)
    contract: ContractView
    prompt: Prompt
    deal: tuple[DealPacket, ...]
    result: HandResult  # this hand's row of the sheet
    sheet: tuple[HandResult, ...]  # every hand dealt so far, this one last
    standing: Standing
    par: int | None
    tricks_per_hand: int
    exchange_limits: tuple[int, ...]

    def pile(self, name: str) -> Pile:
        for pile in self.piles:
            if pile.name == name:
                return pile
        return Pile(name, (), False)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    def my_turn(self) -> bool:
        return self.prompt.seat == self.viewer


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a window needs to know of a game before one is dealt (the new-game
    form): its seats, sides, scorings, par and target, read from its Rules."""

    name: str
    seats: int
    sides: tuple[tuple[int, ...], ...]
    scorings: tuple[str, ...]
    par: int | None
    target: int

    def side_of(self, seat: int) -> int:
        """The index in ``sides`` of the side ``seat`` plays for."""
        return next(i for i, side in enumerate(self.sides) if seat in side)


def game_info(name: str) -> GameInfo:
    """The registered game ``name`` described (``RecordError`` if unknown)."""
    from .game import get_rules

    rules = get_rules(name)
    return GameInfo(rules.name, rules.seats, rules.sides, rules.scorings, rules.par,
                    rules.target)


def table_snapshot(game: Game, seat: int, reveal_all: bool = False) -> Table:
    """``game`` as ``seat`` sees it now, or with ``reveal_all`` as an observer
    in ``seat``'s chair who sees every card.  Between hands (the last hand
    finished, the next not yet dealt) the finished hand stays on the table
    with a ``hand_end`` prompt, or ``over`` at the end of the game."""
    if not 0 <= seat < game.rules.seats:
        raise ValueError(f"no seat {seat}")
    hand = game.hand
    if hand is None:
        raise ValueError("no hand has been dealt")
    rules = game.rules
    view = rules.hand_view(hand, seat, game.players, reveal_all)
    prompt = view.prompt
    if game.over:
        prompt = Prompt(OVER, None)
    elif hand.finished:
        prompt = Prompt(HAND_END, None)
    sheet = game.sheet()
    last_trick = view.tricks[-1] if view.tricks else None
    if last_trick is None and len(game.hands) > 1:
        before = rules.hand_view(game.hands[-2], seat, game.players, reveal_all).tricks
        last_trick = before[-1] if before else None
    return Table(
        game=rules.name,
        viewer=seat,
        seats=view.seats,
        sides=rules.sides,
        hand_number=hand.hand_number,
        dealer=hand.dealer,
        piles=view.piles,
        trick=view.trick,
        tricks=view.tricks,
        last_trick=last_trick,
        contract=view.contract,
        prompt=prompt,
        deal=view.deal,
        result=sheet[-1],
        sheet=sheet,
        standing=rules.standing(game.hands, game.options),
        par=rules.par,
        tricks_per_hand=rules.tricks_per_hand,
        exchange_limits=rules.exchange_limits,
    )
