"""``ThreadedHost``: a ``TableHost`` running in its own thread, for a window.

A window's event loop is Qt's, not asyncio's; the host runs its asyncio loop
in a worker thread and the window talks to it through these few calls, each
safe from any thread.  ``on_change`` and ``on_notice`` (``HostOptions``)
are called in the host's thread; a window turns them into signals, reads
``seats()`` and answers a ``seat-request`` with ``answer_seat_request``.  The
host's own player joins like anyone else, through a ``ThreadedClient`` to
this machine's address, so a hosting window draws the game the same way a
joining one does.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from typing import Any

from .host import TableHost

WAIT_SECONDS = 30.0


class ThreadedHost:
    """Listen with ``start``, play with ``run`` (the game's future), ``close``."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="table-host",
                                        daemon=True)
        self._thread.start()
        self.game: Future[dict[str, Any]] | None = None

    def _call(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(WAIT_SECONDS)

    def start(self, bind: str = "0.0.0.0", port: int = 0) -> tuple[str, int]:
        """Listen and start waiting for the players; the address bound."""
        address: tuple[str, int] = self._call(self.host.start(bind, port))
        self.game = asyncio.run_coroutine_threadsafe(self.host.run(), self._loop)
        return address

    def seats(self) -> tuple[list[dict[str, str]], list[int]]:
        async def read() -> tuple[list[dict[str, str]], list[int]]:
            return self.host.seats()

        seats: tuple[list[dict[str, str]], list[int]] = self._call(read())
        return seats

    def give_seat(self, seat: int, level: str, name: str | None = None) -> None:
        """A free friend's seat to a computer player named ``name``
        (``ValueError`` if taken)."""
        async def give() -> None:
            self.host.give_seat(seat, level, name)

        self._call(give())

    def stand_in(self, seat: int) -> None:
        """Before the start, a computer player holds a claimed friend's seat
        whose player is not connected (a resumed table whose friend does not
        come back) until the friend returns with the seat's token."""
        async def hold() -> None:
            if seat not in self.host.seats()[1]:
                self.host._stand_in(seat)

        self._call(hold())

    def answer_seat_request(self, request: int, approve: bool) -> None:
        """The host's answer to a ``seat-request`` notice; returns at once."""
        self._loop.call_soon_threadsafe(self.host.answer_seat_request, request, approve)

    def filled(self) -> bool:
        """Every seat has a player (the lobby's Start is enabled)."""
        async def read() -> bool:
            return self.host.filled()

        filled: bool = self._call(read())
        return filled

    def start_game(self) -> None:
        """The host's Start (``ValueError`` if a seat is still empty)."""
        async def start() -> None:
            self.host.start_game()

        self._call(start())

    def close(self) -> None:
        """Tell the clients ``bye`` (``host-closed`` unless the game is over),
        stop listening, end the thread.  The autosave stays."""
        if self.game is not None:
            self.game.cancel()
        over = self.host.referee.session.over
        self._call(self.host.close("game-over" if over else "host-closed"))
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(WAIT_SECONDS)
