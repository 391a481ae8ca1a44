"""A game record as a list of positions to step through, every card named.

The record viewer (``gui/viewer``) walks a ``manni-record/1`` game the way a
PGN viewer walks a chess game: after the deal, after the exchange (swap,
declaration) and after each trick, or after each card.  Each position is a
revealed ``Table`` snapshot (``reveal_all``: the table as an observer sees
it, every hand, the Manni and each seat's discards face up), so the viewer
draws the same table as the game from immutable data and never holds a
live game.

The record is checked by ``load_record`` first (``RecordProblem`` if bad);
the positions are then taken while the checked game's actions are replayed
on a fresh game, so they are exactly the states ``replay`` went through.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Phase
from .cards import Card
from .game import Game
from .record import load_record
from .snapshot import Table, TrickView

DEALT = "dealt"  # the cards dealt, before any decision
READY = "ready"  # after the exchange / swap / declaration: play is about to start
TRICK = "trick"  # a trick has just been completed (``Position.shown`` is it)
CARD = "card"  # a card of an unfinished trick has just been played (card-by-card steps)


@dataclass(frozen=True, slots=True)
class Position:
    """One stop of the viewer.

    ``hand`` counts from 0; ``trick`` is the number of completed tricks of
    the hand; ``played`` the cards of the trick in progress.  ``shown`` is
    the trick to draw in the middle: the one in progress, or the one just
    completed (with its winner).  ``table`` is seat 0's chair with every card
    revealed."""

    hand: int
    trick: int
    played: int
    stage: str
    table: Table
    shown: TrickView | None

    @property
    def discards(self) -> tuple[tuple[Card, ...], ...]:
        """``discards[s]``: what seat ``s`` put away this hand (its exchange, or
        its whole hand when it took the Manni)."""
        return tuple(seat.discards for seat in self.table.seats)

    @property
    def manni(self) -> tuple[Card, ...]:
        """The cards left in the Manni, bottom first (draws come from its end)."""
        return self.table.pile("manni").cards


@dataclass(frozen=True, slots=True)
class RecordSteps:
    """Every position of a record in order, and the checked record itself."""

    record: dict[str, Any]
    positions: tuple[Position, ...]
    hands: int

    def first_of_hand(self, hand: int) -> int:
        """The index of hand ``hand``'s first position."""
        return next(i for i, p in enumerate(self.positions) if p.hand == hand)

    def index_near(self, hand: int, trick: int, played: int) -> int:
        """The last position at or before (hand, trick, played): where a switch
        between trick and card steps keeps the viewer."""
        best = 0
        for i, p in enumerate(self.positions):
            if (p.hand, p.trick, p.played) <= (hand, trick, played):
                best = i
        return best


def _position(game: Game, stage: str) -> Position:
    """The stop ``stage`` of ``game`` now, from its revealed snapshot alone."""
    table = game.snapshot(0, reveal_all=True)
    shown = table.trick
    if shown is None and stage == TRICK and table.tricks:
        shown = table.tricks[-1]
    played = len(table.trick.plays) if table.trick is not None else 0
    return Position(table.hand_number, len(table.tricks), played, stage, table, shown)


def _tricks(game: Game) -> int:
    """The tricks completed in the hand on the table."""
    return len(game.hand.tricks) if game.hand is not None else 0


def record_steps(data: object, cards: bool = False) -> RecordSteps:
    """The positions of record ``data`` (``RecordProblem`` if it is bad):
    trick by trick, or with ``cards`` card by card.  A record that stops
    in the middle of a phase ends with a position where it stops."""
    checked = load_record(data, seed=0, deal_next=False)
    record = checked.to_record()
    game = Game(checked.rules, checked.options, players=list(checked.players),
                first_dealer=checked.first_dealer, seed=0)
    positions: list[Position] = []
    for hand, actions in zip(checked.hands, checked.actions, strict=True):
        game.deal(list(hand.deck))
        positions.append(_position(game, DEALT))
        for number, action in enumerate(actions, start=1):
            before, tricks = game.phase, _tricks(game)
            game.apply(action, auto_deal=False)
            last = number == len(actions)
            if before != Phase.PLAY and game.phase == Phase.PLAY:
                positions.append(_position(game, READY))
            elif before == Phase.PLAY and _tricks(game) > tricks:
                positions.append(_position(game, TRICK))
            elif (before == Phase.PLAY and cards) or last:
                positions.append(_position(game, CARD if before == Phase.PLAY else READY))
    return RecordSteps(record, tuple(positions), len(checked.hands))
