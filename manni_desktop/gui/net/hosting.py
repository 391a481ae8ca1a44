"""TableHosting: the table this window hosts, as a Qt object.

The net core's ``ThreadedHost`` runs the table's asyncio loop in its own
thread; this object starts it (listening on the local network, announced by
DNS-SD so joining windows find it), turns its change callback into the
``changed`` signal (emitted in the host's thread, delivered queued to the
GUI thread) and stops it: closing the table stops listening and
advertising.  The host's own window joins like any friend, through a
``NetController`` to this machine's address.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...net import joincode
from ...net.host import TableHost
from ...net.hosting import ThreadedHost
from ...net.hostoptions import HostOptions
from ...net.referee import REMOTE, Referee
from ...net.serve import lan_address
from .host_dialog import HostChoice
from .resume import Unfinished, tables_folder

_log = logging.getLogger(__name__)


def name_computers(referee: Referee, names: tuple[str, ...]) -> None:
    """The computer seats take the names the host's form gave them (the
    referee names them by level, in English)."""
    for seat, (kind, name) in enumerate(zip(referee.seating.kinds, names, strict=False)):
        if kind != REMOTE and name:
            referee.session.rename(seat, name)


class TableHosting(QObject):
    """One hosted table: ``start``, ``seats``, ``give_seat``, ``close``."""

    changed = Signal()  # who sits where, or the game, changed (from the host's thread)
    closed = Signal()  # the table closed: it no longer listens
    # Notice, from the host's thread: seats away and back, a seat asked for by
    # name (answer with ``answer_seat_request``), a failed save
    notice = Signal(object)

    def __init__(self, choice: HostChoice, parent: QObject | None = None,
                 resumed: Unfinished | None = None) -> None:
        super().__init__(parent)
        self.choice = choice
        self.code = resumed.code if resumed is not None else joincode.new_code()
        self.address = ""
        self.port = 0
        self._advertiser: Any = None
        folder = tables_folder()
        folder.mkdir(parents=True, exist_ok=True)
        options = HostOptions(name=choice.table_name, allow_hints=choice.allow_hints,
                              stand_in_after=choice.stand_in_after,
                              own_seat=0,  # the host's: the table itself waits for it
                              hand_pause=1.0, on_change=self.changed.emit,
                              on_notice=self.notice.emit,
                              start_when_filled=False,  # the lobby's Start begins it
                              # kept in the autosave: a resumed table keeps them
                              extra={"allow_hints": choice.allow_hints,
                                     "stand_in_after": choice.stand_in_after},
                              save_path=resumed.path if resumed is not None
                              else folder / f"{secrets.token_hex(6)}.json")
        referee = (resumed.referee if resumed is not None
                   else Referee.new(choice.game, choice.options, choice.kinds, choice.seed))
        if resumed is None:
            name_computers(referee, choice.names)
        self.host = ThreadedHost(TableHost(referee, self.code, options))
        self._open = False
        self.wanted_port = resumed.port if resumed is not None else 0
        # The resumed table's port was taken: it listens on another one (the
        # lobby says so; "" when it listens where it did)
        self.port_moved = False

    @classmethod
    def resume(cls, unfinished: Unfinished, parent: QObject | None = None) -> TableHosting:
        """The autosaved table again: same game, seats and code."""
        session = unfinished.referee.session
        choice = HostChoice(session.name, dict(session.game_copy().options),
                            list(unfinished.referee.seating.kinds), unfinished.name,
                            stand_in_after=unfinished.stand_in_after,
                            allow_hints=unfinished.allow_hints)
        return cls(choice, parent, resumed=unfinished)

    def start(self, bind: str = "0.0.0.0", discovery: bool = True) -> tuple[str, int]:
        """Listen; the address the friends type (this machine's on the network).
        A resumed table listens on its old port if it is free, so a friend's
        remembered address still finds it."""
        try:
            address, self.port = self.host.start(bind, self.wanted_port)
        except OSError:  # the old port is taken: another one, and the lobby says so
            address, self.port = self.host.start(bind, 0)
            self.port_moved = True
        self.host.host.options.extra["port"] = self.port  # the next resume's port
        self.address = lan_address() if address == "0.0.0.0" else address
        self._open = True
        if discovery:
            self._advertise()
        return self.address, self.port

    def _advertise(self) -> None:
        from ...net.discovery import Advertiser

        choice, address, port = self.choice, self.address, self.port

        async def advertise() -> Advertiser:  # zeroconf binds to the loop it starts in
            advertiser = Advertiser(choice.table_name, choice.game, address, port)
            await advertiser.start()
            return advertiser

        try:
            self._advertiser = self.host._call(advertise())  # in the host's loop
        except (OSError, RuntimeError) as exc:  # no multicast: the address and code still work
            _log.warning("discovery is off (%s)", exc)
            self._advertiser = None

    @property
    def shown_code(self) -> str:
        return joincode.shown(self.code)

    @property
    def started(self) -> bool:
        return bool(self.host.host.started)

    @property
    def open(self) -> bool:
        """Listening: started and not closed (a closed host's loop is gone)."""
        return self._open

    def seats(self) -> tuple[list[dict[str, str]], list[int]]:
        """Who sits where and who is connected (nothing once closed)."""
        return self.host.seats() if self._open else ([], [])

    def friends_seated(self, own: int | None) -> list[str]:
        """The names of the friends connected now (not seat ``own``, the host's
        own): whom closing the table disconnects mid-game."""
        if not self._open or self.host.host.referee.session.over:
            return []
        seats, connected = self.seats()
        return [seats[seat]["name"] for seat in connected if seat != own]

    def free_seats(self) -> list[int]:
        """Friends' seats no one has taken yet (read in the host's thread)."""
        if not self._open:
            return []
        seating = self.host.host.referee.seating

        async def read() -> list[int]:
            return [s for s, kind in enumerate(seating.kinds)
                    if kind == REMOTE and seating.tokens[s] is None]

        free: list[int] = self.host._call(read())
        return free

    def away_seats(self) -> list[int]:
        """Friends' seats already claimed whose player is not connected and
        that no computer holds (a resumed table's friend not back yet)."""
        if not self._open:
            return []
        seating, host = self.host.host.referee.seating, self.host.host

        async def read() -> list[int]:
            connected = host.seats()[1]
            return [s for s in seating.remote_seats() if seating.tokens[s] is not None
                    and s not in connected and s not in seating.stand_in and s != 0]

        away: list[int] = self.host._call(read())
        return away

    def stand_in(self, seat: int) -> None:
        """A computer player holds an away friend's seat until they are back."""
        self.host.stand_in(seat)

    def levels(self) -> list[str | None]:
        """Per seat, the level of the computer player who plays it (None: a player)."""
        if not self._open:
            return []
        referee = self.host.host.referee

        async def read() -> list[str | None]:
            return [referee.controller(seat) for seat in range(len(referee.seating.kinds))]

        levels: list[str | None] = self.host._call(read())
        return levels

    def give_seat(self, seat: int, level: str, name: str = "") -> None:
        """A free friend's seat to a computer player called ``name`` (the
        form's name for that seat; the level's if none)."""
        self.host.give_seat(seat, level, name or None)

    def answer_seat_request(self, request: int, approve: bool) -> None:
        """The host's answer to someone asking for an away friend's seat by name."""
        if self._open:
            self.host.answer_seat_request(request, approve)

    def filled(self) -> bool:
        """Every seat has a player: the host may start the game."""
        return self._open and self.host.filled()

    def start_game(self) -> None:
        """The host's Start (``ValueError`` if a seat emptied in between)."""
        self.host.start_game()

    def close(self) -> None:
        """Stop advertising and listening; tell the friends (the game is kept
        in its autosave).  Safe to call twice."""
        if not self._open:
            return
        self._open = False
        self.closed.emit()
        if self._advertiser is not None:
            try:
                self.host._call(self._advertiser.close())
            except Exception as exc:  # noqa: BLE001 - closing: report, carry on
                _log.warning("discovery did not stop cleanly (%s)", exc)
        self.host.close()
