"""``TableHost``: the referee on the network (asyncio).

It listens only while its table is open and only answers the home network
(``connection.is_local``: other peers are closed before the first protocol
message; Python 3.11's ``StreamWriter.start_tls`` fails on the server side,
so the TLS handshake itself comes first); each connection is TLS with the
table's certificate, proves the join code (auth.py), and joins a seat.  The
game loop plays the computer seats (their thinking runs in a worker thread,
so the loop keeps serving clients), waits for remote players' moves, and
after every change sends each seat its own redacted table and autosaves.

The join code is checked at the door (gate.py); throttle.py keeps strangers
from locking or crowding that door (wrong codes and waiting connections
are counted per address), and a connection that proved the code has a few
seconds to sit down, the oldest unseated making room for a newcomer, so
no crowd keeps a seat's token out.  No two seats share a name.  A seat
comes back only to its token, or to a name the host agrees to (a new
token then); a seat waits for one hint at a time, worked out apart from
the bots and dropped by any move; a turn nobody answers within
the stand-in time is played by the stand-in; a keepalive finds dead
connections; a failed autosave is reported and play goes on.  What happens
to a seat is told as a ``notice`` to the players and to the host's window
(``HostOptions.on_notice``).
"""

from __future__ import annotations

import asyncio
import random
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..ai import choose_action
from ..ai.review import hint_options
from ..engine.actions import action_from_json
from ..storage.errors import StorageError
from .auth import AuthError
from .connection import Connection, is_local
from .framing import FrameError
from .gate import Gate
from .hostoptions import HostOptions
from .messages import (
    Act,
    Back,
    Bye,
    HintRequest,
    Join,
    MessageError,
    Notice,
    Pong,
    error,
    parse_client,
)
from .redact import Redactor
from .referee import REMOTE, Referee
from .throttle import JOIN_SECONDS, PENDING_SECONDS, UNJOINED, UNJOINED_PER_PEER, Doorway
from .tls import make_certificate, server_context

TLS_SECONDS = 5.0
"""The TLS handshake's deadline (the protocol's own is ``PENDING_SECONDS``)."""
PING_SECONDS = 5.0
DEAD_SECONDS = 20.0
"""A 1.1 client is pinged every ``PING_SECONDS``; one that sent nothing for
``DEAD_SECONDS`` (a pong is enough) is dead: asleep, stopped or gone."""
APPROVAL_SECONDS = 60.0
"""How long a join by name waits for the host's answer before it is refused."""
CLOSING = frozenset({"needs-approval"})
"""Refusals after ``join`` that end the connection (docs/PROTOCOL.md)."""


def same_name(first: str, second: str) -> bool:
    """Names are told apart without case or surrounding spaces."""
    return first.strip().casefold() == second.strip().casefold()


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
        self._doorway = Doorway()
        # connections that proved the code and have no seat yet (throttle.py)
        self._unseated = Doorway(UNJOINED, UNJOINED_PER_PEER, evict_own=True)
        self._unseated_keys: dict[Connection, tuple[str, Any]] = {}
        self._hints: dict[int, asyncio.Task[None]] = {}  # the one hint a seat waits for
        self._requests: dict[int, tuple[Connection, int, asyncio.TimerHandle]] = {}
        self._request_ids = 0
        self._away: set[int] = set()  # seats whose player was told away and not yet back
        self._turn_clock = (-1, 0.0)  # (turn, when it became a player's to answer)
        self._keepalive: asyncio.Task[None] | None = None
        self.save_failing = False
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-bot")
        # hints think apart, so a player's hints never hold up the bots' moves
        self._hint_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-hint")
        self._random = random.Random(options.bot_seed)
        self.started = False
        self._start_asked = False

    # -- listening -----------------------------------------------------------------

    async def start(self, host: str = "0.0.0.0", port: int = 0) -> tuple[str, int]:
        """Listen; the address and port actually bound."""
        self._server = await asyncio.start_server(self._handle, host, port, ssl=self._context,
                                                  ssl_handshake_timeout=TLS_SECONDS)
        self._keepalive = asyncio.get_running_loop().create_task(self._ping())
        address = self._server.sockets[0].getsockname()
        return address[0], address[1]

    async def close(self, reason: str = "host-closed") -> None:
        """Tell every client ``bye``, close them, stop listening."""
        if self._server is not None:
            self._server.close()
        if self._keepalive is not None:
            self._keepalive.cancel()
        self._doorway.close_all()  # strangers still at the door: no word, gone
        for _, _, timer in self._requests.values():
            timer.cancel()
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
        self._drop_hints()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._hint_pool.shutdown(wait=False, cancel_futures=True)

    # -- one connection -------------------------------------------------------------

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        if not address or not is_local(address):
            writer.close()  # not the home network: not a word of the protocol
            return
        conn = Connection(reader, writer)
        if not self._doorway.enter(address, conn.abort):
            conn.abort()  # this address already has its share of strangers waiting
            return
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
            task.add_done_callback(self._handlers.discard)
        admitted = False
        try:
            table = {"name": self.options.name, "game": self.referee.session.name}
            try:
                admitted = await asyncio.wait_for(self._gate.admit(conn, table, address),
                                                  PENDING_SECONDS)
            finally:
                self._doorway.leave(address, conn.abort)
            if admitted:
                self._connections.add(conn)
                self._wait_for_join(conn, address)
                await self._serve(conn)
        except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, OSError):
            pass
        except (FrameError, MessageError, AuthError) as exc:
            conn.send(error(exc.code, str(exc)))
        except asyncio.CancelledError:
            # the table closed and this peer never answered its goodbye: done
            # quietly (re-raised, 3.11's stream callback prints a traceback)
            pass
        finally:
            self._connections.discard(conn)
            self._seat_found(conn)
            await conn.close()
            self._left(conn)

    def _wait_for_join(self, conn: Connection, address: str) -> None:
        """``conn`` proved the code: it has ``JOIN_SECONDS`` to take a seat,
        and may be closed sooner to make room for a newcomer (throttle.py)."""

        def make_room() -> None:
            self._unseated_keys.pop(conn, None)
            conn.send(error("busy", "too many connections waiting to join; closed to make"
                                    " room"))
            self._spawn(conn.close())

        def late() -> None:
            if conn.seat is None and not conn.asking:
                conn.abort()  # no seat in time: closed without a word

        self._unseated.enter(address, make_room)
        asyncio.get_running_loop().call_later(JOIN_SECONDS, late)
        self._unseated_keys[conn] = (address, make_room)

    def _seat_found(self, conn: Connection) -> None:
        """``conn`` no longer waits for a seat (seated, asking the host, or gone)."""
        key = self._unseated_keys.pop(conn, None)
        if key is not None:
            self._unseated.leave(*key)

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
                if exc.code in CLOSING:
                    return

    def _dispatch(self, conn: Connection, message: object) -> None:
        if isinstance(message, Pong):
            return  # heard: that is all a pong says
        if isinstance(message, Join):
            self._join(conn, message)
            return
        if conn.seat is None:
            raise MessageError("not-seated", "join a seat first")
        if isinstance(message, (Act, HintRequest, Back)) and conn.seat in self._taken_over():
            self._take_back(conn.seat)  # the player is back at the table: the seat is theirs
        if isinstance(message, Back):
            return
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
        if conn.seat is not None or conn.asking:
            raise MessageError("malformed", "already seated")
        seating = self.referee.seating
        if message.token is not None:
            self._seat(conn, *seating.claim(message.token))
            return
        name = message.name.strip()
        if not name:
            raise MessageError("malformed", "join.name: must not be blank")
        away = self._away_seat_named(name)
        if away is not None:
            self._ask(conn, away, name)
            return
        if self._name_taken(name):
            raise MessageError("name-taken", "someone at this table already has that name;"
                               " choose another")
        seat, token = seating.claim(None)
        self.referee.session.rename(seat, name)
        self._seat(conn, seat, token)

    def _seat(self, conn: Connection, seat: int, token: str) -> None:
        """Give ``seat`` to ``conn``.  A connection already holding it (the
        same token twice: an old connection not yet noticed dead, or someone
        else holding the token) is told ``bye`` ``replaced`` and closed."""
        old = self._seated.get(seat)
        if old is not None and old is not conn:
            old.seat = None
            old.send({"type": "bye", "reason": "replaced"})
            self._spawn(old.close())
        conn.seat = seat
        self._seated[seat] = conn
        self._seat_found(conn)
        timer = self._drop_timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        back = self.referee.seating.stand_in.pop(seat, None) is not None or seat in self._away
        self._away.discard(seat)
        session = self.referee.session
        conn.send({"type": "seated", "seat": seat, "token": token, "game": session.name,
                   "options": dict(session.game_copy().options),
                   "seats": self.referee.seats_json(conn.minor >= 1)})
        self._redactors[seat] = Redactor(seat)
        if back:
            self._tell("seat-back", seat)
        self._broadcast_lobby()
        if self.started:
            self._send_table(seat)
        self._changed.set()

    def _away_seat_named(self, name: str) -> int | None:
        """The claimed seat of that name whose player is not connected (a
        friend whose window was closed, or who dropped), if one."""
        seating = self.referee.seating
        for seat in seating.remote_seats():
            if (seating.tokens[seat] is not None and seat not in self._seated
                    and same_name(self.referee.session.players[seat], name)):
                return seat
        return None

    def _name_taken(self, name: str) -> bool:
        """A seat someone sits at (a friend who claimed it, a computer) has
        that name: two players of one name could pass for each other."""
        seating = self.referee.seating
        return any(same_name(player, name)
                   for seat, player in enumerate(self.referee.session.players)
                   if seating.kinds[seat] != REMOTE or seating.tokens[seat] is not None)

    def _ask(self, conn: Connection, seat: int, name: str) -> None:
        """Someone asks for an away player's seat by name: only the host may
        agree (its window is asked; ``serve`` follows ``seat_by_name``)."""
        policy = self.options.seat_by_name
        if policy == "approve":
            self._seat(conn, seat, self.referee.seating.new_token(seat))
            return
        if policy != "ask" or self.options.on_notice is None:
            raise MessageError("needs-approval", "that seat's player is away: they come back"
                               " with their token, and the host cannot be asked")
        if any(asked == seat for _, asked, _ in self._requests.values()):
            raise MessageError("needs-approval", "someone is already asking for that seat")
        self._request_ids += 1
        request = self._request_ids
        timer = asyncio.get_running_loop().call_later(
            APPROVAL_SECONDS, self.answer_seat_request, request, False)
        self._requests[request] = (conn, seat, timer)
        conn.asking = True
        self._seat_found(conn)  # waits for the host now, not for a seat: not made room of
        if conn.minor >= 1:
            conn.send(Notice("awaiting-approval", seat,
                             self.referee.session.players[seat]).to_json())
        self.options.on_notice(Notice("seat-request", seat, name, request=request))

    def answer_seat_request(self, request: int, approve: bool) -> None:
        """The host's answer to a ``seat-request`` notice: approved, the
        asker gets the seat with a new token (the old one dies); refused (or
        not answered in time), it is told ``needs-approval`` and closed."""
        asked = self._requests.pop(request, None)
        if asked is None:
            return  # answered already, or timed out
        conn, seat, timer = asked
        timer.cancel()
        conn.asking = False
        if conn.closed.is_set():
            return
        if approve and seat not in self._seated:
            self._seat(conn, seat, self.referee.seating.new_token(seat))
            return
        conn.send(error("needs-approval", "the host did not give you that seat"))
        self._spawn(conn.close())

    def _left(self, conn: Connection) -> None:
        for request, (asker, _, _) in list(self._requests.items()):
            if asker is conn:
                self._requests.pop(request)[2].cancel()
        seat = conn.seat
        if seat is None or self._seated.get(seat) is not conn:
            return
        self._drop_hints(seat)
        del self._seated[seat]
        self._away.add(seat)
        self._tell("seat-away", seat)
        self._broadcast_lobby()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # the handler is being closed after its loop stopped
            return
        self._drop_timers[seat] = loop.call_later(self.options.stand_in_after,
                                                  self._stand_in, seat)

    def _stand_in(self, seat: int) -> None:
        """A computer plays ``seat`` (its player away, or silent at its turn)
        until the player comes back."""
        self._drop_timers.pop(seat, None)
        if seat in self.referee.seating.stand_in:
            return
        if seat in self._seated and not self.started:
            return
        self.referee.seating.stand_in[seat] = self.options.stand_in
        self._tell("stand-in", seat, self.options.stand_in)
        self._broadcast_lobby()
        self._changed.set()

    def _taken_over(self) -> set[int]:
        """Connected seats a stand-in plays (their player did not answer)."""
        return set(self.referee.seating.stand_in) & set(self._seated)

    def _take_back(self, seat: int) -> None:
        self.referee.seating.stand_in.pop(seat, None)
        self._away.discard(seat)
        self._turn_clock = (self.referee.turn, time.monotonic())
        self._tell("seat-back", seat)
        self._broadcast_lobby()
        self._send_table(seat)
        self._changed.set()

    def _tell(self, code: str, seat: int, level: str | None = None) -> None:
        """A notice to every seated 1.1 client and to the host's window."""
        notice = Notice(code, seat, self.referee.session.players[seat], level)
        for conn in self._seated.values():
            if conn.minor >= 1:
                conn.send(notice.to_json())
        self._report(notice)

    def _report(self, notice: Notice) -> None:
        if self.options.on_notice is not None:
            self.options.on_notice(notice)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._handlers.add(task)  # kept until done (the loop holds tasks weakly)
        task.add_done_callback(self._handlers.discard)

    async def _ping(self) -> None:
        """The keepalive: ping every 1.1 client; close one silent too long
        (its seat then goes away as on any drop)."""
        while True:
            await asyncio.sleep(PING_SECONDS)
            now = time.monotonic()
            for conn in list(self._connections):
                if conn.minor < 1:
                    continue  # a 1.0 client cannot answer a ping
                if now - conn.heard > DEAD_SECONDS:
                    conn.abort()
                else:
                    conn.send({"type": "ping"})

    def _hint(self, conn: Connection, message: HintRequest) -> None:
        """One hint per seat at a time: asked again while its hint is being
        worked out, the request joins that one (one answer); a move or the
        seat's player leaving drops it (docs/PROTOCOL.md)."""
        if not self.options.allow_hints:
            raise MessageError("hints-off", "the host does not allow hints")
        seat = conn.seat
        assert seat is not None
        self.referee.check_turn(seat, message.turn)
        if seat in self._hints:
            return  # coalesced with the hint on its way
        observation = self.referee.session.observation(seat)

        async def answer() -> None:
            # the local hint's search and numbers (expert in the Manni games)
            loop = asyncio.get_running_loop()
            hint = await loop.run_in_executor(self._hint_pool, hint_options, observation,
                                              self._random.randrange(2**31))
            if self.referee.turn != message.turn or self._seated.get(seat) is not conn:
                return  # the turn is over, or the asker gone: nobody waits for it
            # ``exact`` (a result with every hand visible) is never sent: a
            # seat learns nothing from a hint that its own view does not hold
            options = [{**option, "exact": None} for option in hint["options"]]
            conn.send({"type": "hint", "turn": message.turn, "action": hint["action"],
                       "unit": hint["unit"], "options": options})

        task = asyncio.get_running_loop().create_task(answer())
        self._hints[seat] = task

        def done(_: object) -> None:
            if self._hints.get(seat) is task:
                del self._hints[seat]

        task.add_done_callback(done)

    def _drop_hints(self, seat: int | None = None) -> None:
        """Drop the hints on their way (every seat's after a move: their turn
        is over; one seat's when its player leaves)."""
        for asker in [seat] if seat is not None else list(self._hints):
            task = self._hints.pop(asker, None)
            if task is not None:
                task.cancel()

    def give_seat(self, seat: int, level: str, name: str | None = None) -> None:
        """The window's choice: a friend's seat not taken goes to a computer
        player named ``name`` (the game can start once every seat is filled)."""
        if self.started:
            raise ValueError("the game has started")
        self.referee.give_to_bot(seat, level, name)
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
            conn.send({"type": "lobby", "seats": self.referee.seats_json(conn.minor >= 1),
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
        self._drop_hints()
        self.save()
        for seat in list(self._seated):
            self._send_table(seat)
        self._notify()
        self._changed.set()

    def save(self) -> None:
        """Autosave.  A save that fails (disk full, folder read-only) is
        reported once (``save-failed``; ``save-ok`` when saves work again)
        and play goes on: the last good save stays where it was."""
        if self.options.save_path is None:
            return
        try:
            self.referee.save(self.options.save_path,
                              {"code": self.code, "name": self.options.name,
                               **self.options.extra})
        except (StorageError, OSError) as exc:
            if not self.save_failing:
                self.save_failing = True
                self._report(Notice("save-failed", -1, "", detail=str(exc)))
            return
        if self.save_failing:
            self.save_failing = False
            self._report(Notice("save-ok", -1, ""))

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
                await self._wait_for_player(seat)
                continue
            await self._bot_move(seat, level)
        record = session.record()
        for conn in list(self._seated.values()):
            conn.send({"type": "over", "record": record})
        return record

    async def _wait(self) -> None:
        self._changed.clear()
        await self._changed.wait()

    async def _wait_for_player(self, seat: int) -> None:
        """Wait for a change; a turn its player leaves unanswered for the
        stand-in time goes to the stand-in, connected or not (not the
        host's own seat, ``own_seat``)."""
        if seat == self.options.own_seat:
            await self._wait()  # the host's own seat waits for the host
            return
        turn, since = self._turn_clock
        if turn != self.referee.turn:
            self._turn_clock = turn, since = self.referee.turn, time.monotonic()
        left = since + self.options.stand_in_after - time.monotonic()
        if left <= 0:
            self._stand_in(seat)
            return
        # a timer that wakes the loop, not asyncio.wait_for: 3.11's loses a
        # cancel (SIGTERM) that arrives as the event is set
        timer = asyncio.get_running_loop().call_later(left, self._changed.set)
        try:
            await self._wait()
        finally:
            timer.cancel()

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
