"""``TableClient``: one seat at a remote table (asyncio), and a thread-backed
wrapper for a window.

The client connects, checks the protocol, proves the join code bound to the
certificate it saw (auth.py) and joins a seat; from then on it turns every
host message into an event (``Seated``, ``TableUpdate`` with the table as
the engine's own ``Table`` type, ``Lobby``, ``Hint``, ``Notice``, ``Over``,
``Failed``, ``Closed``) and sends the seat's moves.  It answers the host's
keepalive ``ping`` itself, and a host that says nothing for
``HOST_SILENT_SECONDS`` (it pings every few seconds) counts as lost.  It keeps the latest table, the
observation when it is the seat's turn and the token to rejoin with.

A window cannot run asyncio in its own thread: ``ThreadedClient`` runs the
client's loop in a worker thread, hands each event to a callback (the
window turns it into a signal) and takes moves from any thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action, action_to_json
from ..engine.snapshot import Table
from . import PROTOCOL_VERSION, REJOIN_DELAYS
from .auth import ClientHandshake
from .framing import HOST_FRAME_BYTES, encode_frame, read_frame
from .joincode import normalize
from .messages import (
    MessageError,
    Notice,
    Seated,
    SeatInfo,
    TableUpdate,
    check_hello,
    parse_notice,
    parse_seated,
    parse_seats,
    parse_table,
)
from .tls import client_context, peer_fingerprint

APP = "manni-desktop"
CONNECT_SECONDS = 15.0
APPROVAL_SECONDS = 70.0
"""How long a join by name waits for the host's answer (the host gives up
after 60 s)."""
HOST_SILENT_SECONDS = 20.0
"""A 1.1 host pings every 5 s: this long without a word, the connection is lost."""


class JoinError(Exception):
    """Joining failed: ``code`` is the host's error code (``wrong-code``,
    ``table-full``, ``bad-token``, ``throttled``, ``version``…) or
    ``unreachable`` / ``host-auth`` (the host did not prove the code)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


@dataclass(frozen=True)
class Lobby:
    seats: tuple[SeatInfo, ...]
    connected: tuple[int, ...]


@dataclass(frozen=True)
class Hint:
    """The host's hint: its action, and (a host of this version) the options
    it weighed with their numbers, as the local hint gives them; checked by
    the window (``gui.hints.Hint.from_json``)."""

    turn: int
    action: dict[str, Any]
    details: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Over:
    record: dict[str, Any]


@dataclass(frozen=True)
class Failed:
    """An ``error`` answer: a move or request refused, nothing changed."""

    code: str
    message: str


@dataclass(frozen=True)
class Closed:
    reason: str


Event = Seated | TableUpdate | Lobby | Hint | Over | Failed | Closed | Notice

__all__ = ["REJOIN_DELAYS", "Closed", "Event", "Failed", "Hint", "JoinError", "Lobby",
           "Notice", "Over", "Seated", "TableClient", "TableUpdate", "ThreadedClient"]


class TableClient:
    """One seat's connection: ``connect``, then ``next_event`` and ``act``."""

    def __init__(self, name: str, code: str, token: str | None = None,
                 language: str | None = None) -> None:
        self.name = name
        self.code = normalize(code)
        self.token = token
        self.language = language
        self.seat: int | None = None
        self.seated: Seated | None = None
        self.table: Table | None = None
        self.turn = 0
        self.observation: dict[str, Any] | None = None
        self.record: dict[str, Any] | None = None
        self.table_info: dict[str, Any] = {}
        self.host_minor = 0  # the host's minor protocol version (1: pings, notices)
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def connect(self, host: str, port: int, source: str | None = None) -> Seated:
        """Connect (from the local address ``source``, if given), authenticate
        and join (``JoinError`` if any step fails).  Called again after a
        lost connection it rejoins: the join carries the seat's token, so the
        host gives the same seat back."""
        if self._writer is not None:  # a lost connection's: no bye, it is gone
            self._writer.close()
        try:
            self._reader, self._writer = await asyncio.wait_for(
                asyncio.open_connection(host, port, ssl=client_context(),
                                        server_hostname=None,
                                        local_addr=(source, 0) if source else None),
                CONNECT_SECONDS)
        except (TimeoutError, OSError) as exc:
            raise JoinError("unreachable", f"cannot reach {host}:{port} ({exc})") from None
        try:
            await asyncio.wait_for(self._authenticate(), CONNECT_SECONDS)
            return await self._join()
        except JoinError:
            await self.close()
            raise
        except (TimeoutError, asyncio.IncompleteReadError, ConnectionError):
            await self.close()
            raise JoinError("closed", "the host closed the connection") from None
        except ValueError as exc:  # MessageError, AuthError, FrameError: each has a code
            await self.close()
            raise JoinError(getattr(exc, "code", "malformed"), str(exc)) from None

    async def _authenticate(self) -> None:
        assert self._writer is not None
        self._send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP})
        hello = await self._expect("hello")
        self.host_minor = check_hello(hello).minor
        table = hello.get("table")
        self.table_info = table if isinstance(table, dict) else {}
        fingerprint = peer_fingerprint(self._writer.get_extra_info("ssl_object"))
        handshake = ClientHandshake(self.code, fingerprint)
        self._send({"type": "auth", "spake": handshake.start()})
        handshake.finish((await self._expect("auth")).get("spake"))
        self._send({"type": "confirm", "mac": handshake.confirmation()})
        answer = await self._expect("confirm")
        try:
            handshake.check(answer.get("mac"))
        except ValueError:
            raise JoinError("host-auth", "the host did not prove the join code") from None

    async def _join(self) -> Seated:
        """Ask for the seat; a join by name for an away player's seat may
        wait for the host's answer (``awaiting-approval``)."""
        join: dict[str, Any] = {"type": "join", "name": self.name}
        if self.token:
            join["token"] = self.token
        if self.language:
            join["language"] = self.language
        self._send(join)
        wait = CONNECT_SECONDS
        while True:
            data = await asyncio.wait_for(self._receive(), wait)
            if data.get("type") == "ping":
                self._send({"type": "pong"})
            elif data.get("type") == "notice" and data.get("code") == "awaiting-approval":
                wait = APPROVAL_SECONDS
            else:
                break
        if data.get("type") == "error":
            raise JoinError(str(data.get("code"))[:40], str(data.get("message"))[:200])
        if data.get("type") != "seated":
            raise JoinError("malformed", f"expected seated, got {str(data.get('type'))[:40]}")
        seated = parse_seated(data)
        self.seated, self.seat, self.token = seated, seated.seat, seated.token
        return seated

    async def _receive(self) -> dict[str, Any]:
        assert self._reader is not None
        return await read_frame(self._reader, HOST_FRAME_BYTES)

    async def _expect(self, kind: str) -> dict[str, Any]:
        data = await self._receive()
        if data.get("type") == "error":
            raise JoinError(str(data.get("code")), str(data.get("message"))[:200])
        if data.get("type") != kind:
            raise JoinError("malformed", f"expected {kind}, got {str(data.get('type'))[:40]}")
        return data

    def _send(self, message: dict[str, Any]) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(encode_frame(message))

    async def next_event(self) -> Event:
        """The next thing the host said (``Closed`` once the connection ends,
        or once a pinging host has been silent too long)."""
        while True:
            try:
                if self.host_minor >= 1:
                    data = await asyncio.wait_for(self._receive(), HOST_SILENT_SECONDS)
                else:
                    data = await self._receive()
            except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, OSError):
                if self._writer is not None:
                    self._writer.close()
                return Closed("connection-lost")
            if data.get("type") != "ping":
                break
            self._send({"type": "pong"})
            await self._drain()
        kind = data.get("type")
        try:
            if kind == "table":
                update = parse_table(data)
                self.table, self.turn, self.observation = (update.table, update.turn,
                                                           update.observation)
                return update
            if kind == "lobby":
                connected = data.get("connected")
                return Lobby(parse_seats(data.get("seats")),
                             tuple(c for c in connected if isinstance(c, int))
                             if isinstance(connected, list) else ())
            if kind == "over" and isinstance(data.get("record"), dict):
                self.record = data["record"]
                return Over(data["record"])
            if kind == "hint" and isinstance(data.get("action"), dict):
                return Hint(int(data.get("turn") or 0), data["action"],
                            {key: data[key] for key in ("action", "unit", "options")
                             if key in data})
            if kind == "notice":
                return parse_notice(data)
            if kind == "error":
                return Failed(str(data.get("code"))[:40], str(data.get("message"))[:200])
            if kind == "bye":
                return Closed(str(data.get("reason"))[:40])
        except MessageError as exc:
            return Failed("malformed", f"from the host: {exc}")
        return Failed("malformed", f"from the host: unknown message {str(kind)[:40]}")

    async def act(self, action: Action | dict[str, Any]) -> None:
        """Send this seat's move at the current turn."""
        data = action if isinstance(action, dict) else action_to_json(action)
        self._send({"type": "act", "turn": self.turn, "action": data})
        await self._drain()

    async def ask_hint(self) -> None:
        self._send({"type": "hint", "turn": self.turn})
        await self._drain()

    async def take_back(self) -> None:
        """Take this seat back from the computer standing in (a 1.1 host;
        any ``act`` or ``hint`` does it too)."""
        if self.host_minor >= 1:
            self._send({"type": "back"})
            await self._drain()

    async def _drain(self) -> None:
        if self._writer is not None:
            with contextlib.suppress(ConnectionError, OSError):
                await self._writer.drain()

    async def close(self, reason: str = "left") -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._send({"type": "bye", "reason": reason})
            try:
                await self._writer.drain()
                self._writer.close()
                await asyncio.wait_for(self._writer.wait_closed(), 2)
            except (TimeoutError, ConnectionError, OSError):
                pass


class ThreadedClient:
    """A ``TableClient`` in its own thread, for a window.

    ``on_event(event)`` is called in the client's thread for every event
    (a Qt window emits a signal from it); the events also go to ``events``.
    ``act`` and ``close`` may be called from any thread."""

    def __init__(self, client: TableClient,
                 on_event: Callable[[Event], None] | None = None) -> None:
        self.client = client
        self.events: queue.Queue[Event | JoinError] = queue.Queue()
        self._on_event = on_event
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="table-client",
                                        daemon=True)
        self._thread.start()

    def _emit(self, event: Event | JoinError) -> None:
        self.events.put(event)
        if self._on_event is not None and not isinstance(event, JoinError):
            self._on_event(event)

    def connect(self, host: str, port: int) -> None:
        """Start connecting; ``Seated`` or a ``JoinError`` arrives in ``events``."""
        asyncio.run_coroutine_threadsafe(self._run(host, port), self._loop)

    async def _run(self, host: str, port: int) -> None:
        try:
            self._emit(await self.client.connect(host, port))
        except JoinError as exc:
            self._emit(exc)
            return
        while True:
            event = await self.client.next_event()
            self._emit(event)
            if isinstance(event, Closed):
                return

    def act(self, action: Action | dict[str, Any]) -> None:
        asyncio.run_coroutine_threadsafe(self.client.act(action), self._loop)

    def ask_hint(self) -> None:
        asyncio.run_coroutine_threadsafe(self.client.ask_hint(), self._loop)

    def take_back(self) -> None:
        asyncio.run_coroutine_threadsafe(self.client.take_back(), self._loop)

    def close(self, timeout: float = 3.0) -> None:
        """Say bye, stop the thread."""
        future = asyncio.run_coroutine_threadsafe(self.client.close(), self._loop)
        with contextlib.suppress(Exception):  # closing: nothing left to report to
            future.result(timeout)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
