"""NetController: the window's controller for a seat at a network table.

A local game's ``GameController`` owns a ``Session``; at a network table
the host owns the game and this seat only sees it.  ``NetController`` keeps
the controller's signals and the table the views read, so the same window,
table scene and sheet draw a network game, but its table comes from the
host's updates and the player's choices go to the host as ``act``.

The connection runs in the client's own thread (``ThreadedClient``); each
event is handed to the GUI thread by a queued signal.  Updates wait in a
queue while the table animates the one before, so every move is shown.
Undo is off (every move is final once the host took it); a hint is asked of
the host, which answers only if it allows hints.

A lost connection (not the host's ``bye``) is rejoined by itself: the
client joins again with its seat's token, a few times a little apart, and
the host gives the seat back (it holds a dropped seat for its stand-in
delay, then a computer player holds it until the player returns).  Only
when every try fails is the player told the connection was lost.
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ...engine.actions import Action, Play, action_from_json
from ...engine.errors import RecordError
from ...engine.snapshot import OVER, PLAY, Table
from ...net.client import (
    Closed,
    Event,
    Failed,
    Hint,
    JoinError,
    Lobby,
    Notice,
    Over,
    Seated,
    TableClient,
    TableUpdate,
    ThreadedClient,
)
from ...net.messages import SeatInfo
from ..controller import GameController
from ..hints import Hint as WeighedHint
from ..labels import level_name
from ..refusals import refusal_text
from . import infer
from .refusal import view_refusal

REJOIN_DELAYS_MS = (500, 1000, 2000, 4000, 8000)
"""Waits before each try to rejoin after a lost connection (about 15 s in
all: the host's default stand-in delay)."""


class NetController(GameController):
    """One seat of a network table, shaped like the local controller."""

    received = Signal(object)  # an Event or JoinError, from the client's thread
    joined = Signal(object)  # Seated
    joinFailed = Signal(object)  # JoinError
    lobbyChanged = Signal(object)  # Lobby
    revealed = Signal(object, object)  # Table, reveals: before the table shows it
    finished = Signal(dict)  # the game's record (manni-record/1)
    hostLeft = Signal(str)  # the reason: the host closed, or the connection was lost
    rejoining = Signal()  # the connection was lost: trying to get the seat back
    rejoined = Signal(object)  # Seated: the same seat, after a lost connection
    noticed = Signal(object)  # Notice: a seat away, a computer standing in, a seat back
    hintsOff = Signal()  # the host does not allow hints: the window greys Hint out

    def __init__(self, name: str, code: str, language: str | None = None,
                 parent: QObject | None = None, token: str | None = None) -> None:
        super().__init__(parent)
        self._bots.shutdown()  # the host's computer players play here, not ours
        self._queue: deque[TableUpdate] = deque()
        self._sent_turn = -1
        # The host's turn of the table shown.  The client's own turn runs ahead
        # of it while an update is on its way to this thread: a move may only
        # be made on the table the host is at.
        self._shown_turn = -1
        self.seat: int | None = None
        self.net_record: dict[str, Any] | None = None
        self.received.connect(self._on_event, Qt.ConnectionType.QueuedConnection)
        self.client = _Client(TableClient(name, code, token, language),
                              self.received.emit)
        self._address: tuple[str, int] | None = None
        self._tries = -1  # rejoin tries made since the connection was lost (-1: none)
        # Computer seats the host calls by their level ("Medium"), said in the
        # language shown instead: seat -> level code
        self._level_named: dict[int, str] = {}
        # Whether the host allows hints: the host's own window knows it; a
        # friend's learns it from the host's first "hints-off" (None: not yet)
        self.hints: bool | None = None

    def connect_to(self, host: str, port: int) -> None:
        """Join the table at ``host:port``; ``joined`` or ``joinFailed`` follows."""
        self._address = (host, port)
        self.client.connect(host, port)

    @property
    def reconnecting(self) -> bool:
        return self._tries >= 0

    def _lost(self) -> None:
        """The connection dropped: try to rejoin, or tell the player."""
        if self._tries >= len(REJOIN_DELAYS_MS) or self._address is None:
            self._tries = -1
            self._closed = True
            self.hostLeft.emit("connection-lost")
            return
        if self._tries < 0:
            self.rejoining.emit()
        delay = REJOIN_DELAYS_MS[max(self._tries, 0)]
        self._tries += 1
        QTimer.singleShot(delay, self, self._rejoin)

    def _rejoin(self) -> None:
        if self._closed or self._address is None:
            return
        self.client.connect(*self._address)

    # -- events, in the GUI thread ---------------------------------------------------

    def _on_event(self, event: Event | JoinError) -> None:
        if isinstance(event, JoinError):
            if self.reconnecting:
                self._lost()  # the next try, or give up
            else:
                self.joinFailed.emit(event)
        elif isinstance(event, Seated):
            self._learn_levels(event.seats)
            self.seat = event.seat
            if self.reconnecting:
                self._tries = -1
                self._sent_turn = -1  # a move sent as it dropped may be lost: ask again
                self.rejoined.emit(event)
            else:
                self.joined.emit(event)
        elif isinstance(event, Lobby):
            self._learn_levels(event.seats)
            self.lobbyChanged.emit(event)
        elif isinstance(event, TableUpdate):
            self._queue.append(event)
            self._show_next()
        elif isinstance(event, Hint):
            self._hint(event)
        elif isinstance(event, Notice):
            self.noticed.emit(event)
        elif isinstance(event, Failed):
            self._sent_turn = -1  # refused: the player may choose again
            self.refused.emit(self._refusal(event))
        elif isinstance(event, Over):
            self.net_record = event.record
            self.finished.emit(event.record)
        elif isinstance(event, Closed):
            if self._closed or self.net_record is not None:
                return  # closed by us, or the game is over: no one to tell
            if event.reason == "connection-lost":
                self._lost()
                return
            # "replaced": another connection holds this seat's token now; a
            # rejoin would take it back and be taken back in turn, for ever.
            self._closed = True
            self.hostLeft.emit(event.reason)

    def _show_next(self) -> None:
        if self._view_busy or not self._queue:
            return
        update = self._queue.popleft()
        table = self._named(update.table)
        change = infer.change_for(self._table, table, update.turn)
        self._table = table
        self._shown_turn = update.turn
        self._generation += 1
        self.revealed.emit(table, update.reveals)
        self._emit(change)

    def _learn_levels(self, seats: tuple[SeatInfo, ...]) -> None:
        self._level_named = {seat: info.level for seat, info in enumerate(seats)
                             if info.kind == "bot" and info.level
                             and info.name == info.level.capitalize()}

    def _named(self, table: Table) -> Table:
        """``table`` with a computer seat named by its level named in the
        language shown (a host names such seats by the level's code)."""
        if not self._level_named:
            return table
        return replace(table, seats=tuple(
            replace(seat, name=level_name(self._level_named[seat.seat]))
            if seat.seat in self._level_named else seat for seat in table.seats))

    def view_idle(self) -> None:
        self._view_busy = False
        self._advance()
        self._show_next()

    def _advance(self) -> None:
        """The table shows the latest update: say whose turn it is (the host
        plays the computer seats and deals the next hand)."""
        if self._table is not None and not self._view_busy:
            self.turnChanged.emit(self._table)
            if self._table.prompt.kind == OVER and not self._over_announced:
                self._over_announced = True

    def _hint(self, hint: Hint) -> None:
        """The host's hint, with its numbers when the host sent them whole."""
        try:
            action = action_from_json(hint.action)
        except (RecordError, ValueError, KeyError):
            self.refused.emit(self.tr("No hint is available now."))
            return
        details = WeighedHint.from_json(hint.details)
        self.hintReady.emit(action, details if _consistent(details, action) else None)

    def _refusal(self, failed: Failed) -> str:
        if failed.code == "hints-off":
            self.forbid_hints()
            return self.tr("The host has not allowed hints at this table.")
        if failed.code in ("stale", "not-your-turn"):
            return self.tr("It is not your turn.")
        if failed.code == "illegal":  # the host's words are the engine's, in English
            return self.tr("That move is not allowed now.")
        return self.tr("The host refused that: %1").replace("%1", failed.message)

    # -- reading: the table is the host's, for this seat -------------------------------

    def has_game(self) -> bool:
        return self._table is not None

    def is_human(self, seat: int) -> bool:
        return seat == self.seat

    def human_to_act(self) -> bool:
        t = self._table
        return (t is not None and not self._view_busy and not self._queue
                and t.prompt.seat == t.viewer and self._shown_turn == self.client.client.turn
                and self._sent_turn != self._shown_turn)

    def can_undo(self) -> bool:
        return False

    def hints_allowed(self) -> bool:
        return self.hints is not False

    def forbid_hints(self) -> None:
        """The host does not allow hints here: Hint is greyed out, and says why."""
        if self.hints is not False:
            self.hints = False
            self.hintsOff.emit()

    def record(self) -> dict[str, Any]:
        if self.net_record is None:
            raise RuntimeError("the game is not over")
        return self.net_record

    def refusal_for(self, card: int) -> str:
        """Why this seat may not play ``card`` now, in the local table's words
        (read from the seat's own view; "" if it may)."""
        if not self.human_to_act() or self.phase() != PLAY:
            return ""
        problem = view_refusal(self.table, card)
        return refusal_text(problem, self.table) if problem is not None else ""

    # -- the player's choices go to the host ------------------------------------------------

    def _request(self, action: Action, kind: str) -> bool:
        if not self._human_may_act(kind):
            return False
        table = self.table
        if isinstance(action, Play):  # refused here, in the local words, not by the host
            problem = view_refusal(table, action.card)
            if problem is not None:
                self.refused.emit(refusal_text(problem, table))
                return False
        action = _for_seat(action, table.viewer)
        self._sent_turn = self._shown_turn
        self.client.act(action)
        return True

    def request_hint(self) -> bool:
        if not self.human_to_act():
            self.refused.emit(self.tr("A hint is available on your turn."))
            return False
        self.client.ask_hint()
        return True

    def take_back(self) -> None:
        """Take this seat back from the computer player standing in for it."""
        self.client.take_back()

    def undo(self) -> bool:
        self.refused.emit(self.tr("Undo is off in games with friends."))
        return False

    def continue_to_next_hand(self) -> None:
        """The host deals the next hand."""

    def play_again(self) -> None:
        """A network game is not dealt again from here."""

    def shutdown(self) -> None:
        """Leave the table (the host keeps the game) and end the client's thread."""
        self._closed = True
        self._bots.shutdown()
        self.client.close(1.0)


def _for_seat(action: Action, seat: int) -> Action:
    """The controller builds the human's moves for seat 0; at a network table
    the player sits at ``seat``."""
    return replace(action, seat=seat)


class _Client(ThreadedClient):
    """A ``ThreadedClient`` whose callback also hears a failed join."""

    def _emit(self, event: Event | JoinError) -> None:
        self.events.put(event)
        if self._on_event is not None:
            self._on_event(event)  # type: ignore[arg-type]


def _consistent(details: WeighedHint | None, action: Action) -> bool:
    """The host's numbers are shown only if they are the hint's: its action
    first among options that are each weighed once."""
    if details is None or not details.options or details.action != action:
        return False
    actions = [option.action for option in details.options]
    return actions[0] == action and len(set(actions)) == len(actions)
