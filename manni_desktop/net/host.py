"""``TableHost``: the referee on the network (asyncio).

It listens only while its table is open and only answers the home network
(``connection.is_local``: other peers are closed before the first protocol
message; Python 3.11's ``StreamWriter.start_tls`` fails on the server side,
so the TLS handshake itself comes first); each connection is TLS with the
table's certificate, proves the join code (auth.py), and joins a seat.  The
game loop plays the computer seats (their thinking runs in a worker thread,
so the loop keeps serving clients), waits for remote players' moves, and
after every change sends each seat its own redacted table and autosaves.

The join code is checked at the door (gate.py), which also throttles wrong
codes.
"""

from __future__ import annotations

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..ai import choose_action
from ..ai.review import hint_options
from ..engine.actions import action_from_json
from .auth import AuthError
from .connection import Connection, is_local
from .framing import FrameError
from .gate import Gate
from .hostoptions import HostOptions
from .messages import Act, Bye, HintRequest, Join, MessageError, error, parse_client
from .redact import Redactor
from .referee import Referee
from .tls import make_certificate, server_context

HANDSHAKE_SECONDS = 15.0
MAX_CONNECTIONS = 16
"""Connections at once, seated or not: a table has at most a few seats, and
a crowd of idle connections must not grow the host's memory without end."""


class TableHost:
    """One open table: ``start`` listens, ``run`` plays the game to its end."""

    def __init__(self, referee: Referee, code: str, options: HostOptions) -> None:
        self.referee = referee
        self.code = code
        self.options = options
        self.certificate = make_certificate()
        self._context = server_context(self.certificate)
        self._server: asyncio.Server | None = None
        self._seated: dict[int, Connection] = {}
        self._connections: set[Connection] = set()
        self._handlers: set[asyncio.Task[Any]] = set()
        self._redactors: dict[int, Redactor] = {}
        self._changed = asyncio.Event()
        self._gate = Gate(code, self.certificate.fingerprint)
        self._drop_timers: dict[int, asyncio.TimerHandle] = {}
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-bot")
        self._random = random.Random(options.bot_seed)
        self.started = False
        self._start_asked = False

    # -- listening -----------------------------------------------------------------

    async def start(self, host: str = "0.0.0.0", port: int = 0) -> tuple[str, int]:
        """Listen; the address and port actually bound."""
        self._server = await asyncio.start_server(self._handle, host, port, ssl=self._context,
                                                  ssl_handshake_timeout=HANDSHAKE_SECONDS)
        address = self._server.sockets[0].getsockname()
        return address[0], address[1]

    async def close(self, reason: str = "host-closed") -> None:
        """Tell every client ``bye``, close them, stop listening."""
        if self._server is not None:
            self._server.close()
        for conn in list(self._connections):
            conn.send({"type": "bye", "reason": reason})
        await asyncio.gather(*(c.close() for c in list(self._connections)),
                             return_exceptions=True)
        if self._handlers:  # let each connection's handler finish its cleanup
            _, pending = await asyncio.wait(self._handlers, timeout=5)
            for task in pending:  # a peer that never answered: not left pending
                task.cancel()
            if pending:
                await asyncio.wait(pending, timeout=1)
        for timer in self._drop_timers.values():
            timer.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)

    # -- one connection -------------------------------------------------------------

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        if not peer or not is_local(str(peer[0])) or len(self._connections) >= MAX_CONNECTIONS:
            writer.close()  # not the home network, or too many: not a word of the protocol
            return
        conn = Connection(reader, writer)
        self._connections.add(conn)
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
            task.add_done_callback(self._handlers.discard)
        try:
            table = {"name": self.options.name, "game": self.referee.session.name}
            if await asyncio.wait_for(self._gate.admit(conn, table), HANDSHAKE_SECONDS):
                await self._serve(conn)
        except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, OSError):
            pass
        except (FrameError, MessageError, AuthError) as exc:
            conn.send(error(exc.code, str(exc)))
        finally:
            self._connections.discard(conn)
            await conn.close()
            self._left(conn)

    async def _serve(self, conn: Connection) -> None:
        """Answer a seated (or joining) client's messages until it leaves.
        A malformed message is answered and the next one read; an over-size
        frame or a flood ends the connection."""
        while True:
            problem: FrameError | None = None
            try:
                data = await conn.receive()
            except FrameError as exc:
                if exc.code != "malformed":
                    raise  # too large: the rest of the stream cannot be trusted
                problem, data = exc, {}
            if not conn.rate.take():
                conn.send(error("rate", "too many messages; closing"))
                return
            try:
                if problem is not None:
                    raise problem
                message = parse_client(data)
                if isinstance(message, Bye):
                    return
                self._dispatch(conn, message)
            except (MessageError, FrameError) as exc:
                conn.send(error(exc.code, str(exc)))

    def _dispatch(self, conn: Connection, message: object) -> None:
        if isinstance(message, Join):
            self._join(conn, message)
            return
        if conn.seat is None:
            raise MessageError("not-seated", "join a seat first")
        if isinstance(message, Act):
            if not self.started:
                raise MessageError("not-your-turn", "the game has not started")
            self.referee.act(conn.seat, message.turn, message.action)
            conn.rate.give_back()
            self._moved()
        elif isinstance(message, HintRequest):
            self._hint(conn, message)
        else:
            raise MessageError("malformed", f"{type(message).__name__.lower()} is out of place")

    def _join(self, conn: Connection, message: Join) -> None:
        if conn.seat is not None:
            raise MessageError("malformed", "already seated")
        returning = None if message.token is not None else self._returning(message.name)
        seat, token = returning or self.referee.seating.claim(message.token)
        old = self._seated.get(seat)
        if old is not None:  # the same player again: the old connection is gone
            old.seat = None
            old.abort()
        conn.seat = seat
        self._seated[seat] = conn
        timer = self._drop_timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        self.referee.seating.stand_in.pop(seat, None)
        if message.token is None and returning is None:
            self.referee.session.rename(seat, message.name)
        session = self.referee.session
        conn.send({"type": "seated", "seat": seat, "token": token, "game": session.name,
                   "options": dict(session.game_copy().options),
                   "seats": self.referee.seats_json()})
        self._redactors[seat] = Redactor(seat)
        self._broadcast_lobby()
        if self.started:
            self._send_table(seat)
        self._changed.set()

    def _returning(self, name: str) -> tuple[int, str] | None:
        """A player whose window was closed (its token gone) joins again by
        name: the claimed, unconnected friend's seat of that name, if one.
        Only the code's holders get here, the people the host told it to."""
        seating = self.referee.seating
        for seat in seating.remote_seats():
            token = seating.tokens[seat]
            if (token is not None and seat not in self._seated
                    and self.referee.session.players[seat] == name):
                return seat, token
        return None

    def _left(self, conn: Connection) -> None:
        seat = conn.seat
        if seat is None or self._seated.get(seat) is not conn:
            return
        del self._seated[seat]
        self._broadcast_lobby()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # the handler is being closed after its loop stopped
            return
        self._drop_timers[seat] = loop.call_later(self.options.stand_in_after,
                                                  self._stand_in, seat)

    def _stand_in(self, seat: int) -> None:
        self._drop_timers.pop(seat, None)
        if seat not in self._seated:
            self.referee.seating.stand_in[seat] = self.options.stand_in
            self._changed.set()

    def _hint(self, conn: Connection, message: HintRequest) -> None:
        if not self.options.allow_hints:
            raise MessageError("hints-off", "the host does not allow hints")
        seat = conn.seat
        assert seat is not None
        self.referee.check_turn(seat, message.turn)
        observation = self.referee.session.observation(seat)

        async def answer() -> None:
            # the local hint's search and numbers (expert in the Manni games)
            loop = asyncio.get_running_loop()
            hint = await loop.run_in_executor(self._pool, hint_options, observation,
                                              self._random.randrange(2**31))
            conn.send({"type": "hint", "turn": message.turn, "action": hint["action"],
                       "unit": hint["unit"], "options": hint["options"]})

        task = asyncio.get_running_loop().create_task(answer())
        self._handlers.add(task)  # kept until done (the loop holds tasks weakly)
        task.add_done_callback(self._handlers.discard)

    def give_seat(self, seat: int, level: str) -> None:
        """The window's choice: a friend's seat not taken goes to a computer
        player (the game can start once every seat is filled)."""
        if self.started:
            raise ValueError("the game has started")
        self.referee.give_to_bot(seat, level)
        self._broadcast_lobby()
        self._changed.set()

    def filled(self) -> bool:
        """Every seat has a player: friends' seats claimed and connected (or
        held by a stand-in), the rest computer players."""
        seating = self.referee.seating
        waiting = [s for s in seating.remote_seats() if s not in seating.stand_in]
        return seating.full() and len(self._seated) >= len(waiting)

    def start_game(self) -> None:
        """The host's Start (``start_when_filled`` off): the game begins now.
        ``ValueError`` if a seat is still empty: starting would leave a
        friend's seat to no one."""
        if self.started:
            return
        if not self.filled():
            raise ValueError("a seat is not filled yet")
        self._start_asked = True
        self._changed.set()

    def seats(self) -> tuple[list[dict[str, str]], list[int]]:
        """Who sits where (``lobby``'s ``seats``) and which seats have a
        connected player: what a hosting window lists."""
        return self.referee.seats_json(), sorted(self._seated)

    # -- sending ------------------------------------------------------------------

    def _broadcast_lobby(self) -> None:
        for conn in self._seated.values():
            conn.send({"type": "lobby", "seats": self.referee.seats_json(),
                       "connected": sorted(self._seated)})
        self._notify()

    def _notify(self) -> None:
        if self.options.on_change is not None:
            self.options.on_change()

    def _send_table(self, seat: int) -> None:
        conn = self._seated.get(seat)
        if conn is None:
            return
        session = self.referee.session
        table, reveals = self._redactors[seat].redact(session.snapshot(seat))
        message: dict[str, Any] = {"type": "table", "turn": self.referee.turn, "table": table,
                                   "reveals": reveals}
        if session.to_act == seat and self.referee.controller(seat) is None:
            message["observation"] = session.observation(seat)
        conn.send(message)

    def _moved(self) -> None:
        self.save()
        for seat in list(self._seated):
            self._send_table(seat)
        self._notify()
        self._changed.set()

    def save(self) -> None:
        if self.options.save_path is not None:
            self.referee.save(self.options.save_path,
                              {"code": self.code, "name": self.options.name,
                               **self.options.extra})

    # -- the game -----------------------------------------------------------------

    async def run(self) -> dict[str, Any]:
        """Wait for the remote seats, play to the end; the final record."""
        while not self.filled() or not (self.options.start_when_filled or self._start_asked):
            await self._wait()
        self.started = True
        self._moved()
        session = self.referee.session
        while not session.over:
            if session.between_hands:
                await asyncio.sleep(self.options.hand_pause)
                session.next_hand()
                self._moved()
                continue
            seat = session.to_act
            assert seat is not None
            level = self.referee.controller(seat)
            if level is None:
                await self._wait()
                continue
            await self._bot_move(seat, level)
        record = session.record()
        for conn in list(self._seated.values()):
            conn.send({"type": "over", "record": record})
        return record

    async def _wait(self) -> None:
        self._changed.clear()
        await self._changed.wait()

    async def _bot_move(self, seat: int, level: str) -> None:
        session = self.referee.session
        turn = self.referee.turn
        observation = session.observation(seat)
        loop = asyncio.get_running_loop()
        action = await loop.run_in_executor(self._pool, choose_action, observation, level,
                                            self._random.randrange(2**31))
        # a player may have come back, or moved, while the bot thought
        if self.referee.turn != turn or self.referee.controller(seat) != level:
            return
        session.apply(action_from_json(action))
        self._moved()



__all__ = ["HostOptions", "TableHost"]
