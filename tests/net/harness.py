"""Helpers for the network tests: an in-process table, and processes of
``manni-desktop serve`` / ``join`` on 127.0.0.1 (each read with a timeout)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

from manni_desktop.ai import choose_action
from manni_desktop.games import entries
from manni_desktop.net.client import Closed, Failed, Over, TableClient, TableUpdate
from manni_desktop.net.host import HostOptions, TableHost
from manni_desktop.net.referee import REMOTE, Referee
from manni_desktop.net.tls import client_context

ROOT = Path(__file__).resolve().parents[2]
CODE = "K7QF-M2XD"


def kinds_for(game: str, remote: int = 2, level: str = "random") -> list[str]:
    """``remote`` remote seats (0 and the last), bots of ``level`` elsewhere."""
    seats = next(e.seats for e in entries() if e.id == game)
    kinds = [level] * seats
    for seat in (0, seats - 1)[:remote]:
        kinds[seat] = REMOTE
    return kinds


async def bot_player(client: TableClient, port: int, level: str = "random",
                     host: str = "127.0.0.1") -> TableClient:
    """Connect ``client`` and play its seat with ``level`` until the game ends."""
    await client.connect(host, port)
    moves = 0
    while True:
        event = await client.next_event()
        if isinstance(event, TableUpdate) and event.observation is not None:
            moves += 1
            await client.act(choose_action(event.observation, level, moves))
        elif isinstance(event, Failed):
            raise AssertionError(f"refused: {event}")
        elif isinstance(event, (Over, Closed)):
            return client


async def start_host(game: str, kinds: list[str], seed: int = 1,
                     **options: Any) -> tuple[TableHost, int]:
    host = TableHost(Referee.new(game, {}, kinds, seed), "K7QFM2XD",
                     HostOptions(bot_seed=seed, **options))
    _, port = await host.start("127.0.0.1", 0)
    return host, port


# -- processes -------------------------------------------------------------------------


def env(home: Path) -> dict[str, str]:
    out = dict(os.environ)
    out["PYTHONPATH"] = str(ROOT)
    out["MANNI_DESKTOP_HOME"] = str(home)
    return out


class Proc:
    """A ``manni-desktop`` subprocess whose output lines are read by a thread."""

    def __init__(self, args: list[str], home: Path) -> None:
        self.popen = subprocess.Popen(
            [sys.executable, "-m", "manni_desktop", *args], cwd=ROOT, env=env(home),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.errors: list[str] = []
        self._threads = [threading.Thread(target=self._pump, args=(s, q), daemon=True)
                         for s, q in ((self.popen.stdout, self.lines), (self.popen.stderr, None))]
        for thread in self._threads:
            thread.start()

    def _pump(self, stream: IO[str] | None, into: queue.Queue[str] | None) -> None:
        assert stream is not None
        for line in stream:
            if into is None:
                self.errors.append(line.rstrip())
            else:
                into.put(line.rstrip())

    def expect(self, prefix: str, timeout: float = 30.0) -> str:
        """The rest of the next output line starting with ``prefix``."""
        while True:
            try:
                line = self.lines.get(timeout=timeout)
            except queue.Empty:
                raise AssertionError(f"no {prefix!r} line; stderr: {self.errors[-5:]}") from None
            self.seen.append(line)
            if line.startswith(prefix):
                return line[len(prefix):].strip()

    def wait(self, timeout: float = 120.0) -> int:
        try:
            status = self.popen.wait(timeout)
            for thread in self._threads:  # every line read before it is looked at
                thread.join(5)
            return status
        except subprocess.TimeoutExpired:
            self.popen.kill()
            raise AssertionError(f"still running after {timeout} s; stderr: "
                                 f"{self.errors[-5:]}") from None

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(10)


def serve(home: Path, game: str, seats: str, *extra: str) -> tuple[Proc, str]:
    """A ``serve`` process and its ``HOST:PORT``."""
    proc = Proc(["serve", "--game", game, "--seats", seats, "--code", CODE, "--bind",
                 "127.0.0.1", "--no-discovery", "--seed", "7", *extra], home)
    address = proc.expect("address ")
    return proc, address


def join(home: Path, address: str, name: str, *extra: str) -> Proc:
    return Proc(["join", "--address", address, "--code", CODE.lower(), "--name", name,
                 "--level", "random", "--seed", "3", *extra], home)


def run(coro: Any, timeout: float = 90.0) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


# -- a client by hand ------------------------------------------------------------------


async def proven(where: str, port: int, source: str) -> TableClient:
    """A connection that proves the code and then says nothing (no ``join``)."""
    client = TableClient("Mallory", CODE)
    client._reader, client._writer = await asyncio.open_connection(
        where, port, ssl=client_context(), server_hostname=None, local_addr=(source, 0))
    await client._authenticate()
    return client


async def last_word(client: TableClient) -> dict[str, Any] | None:
    """Read (answering pings, as a live client does) until the host closes:
    its last frame before that, pings aside (None: none)."""
    last = None
    with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):
        while True:
            frame = await client._receive()
            if frame.get("type") == "ping":
                client._send({"type": "pong"})
            else:
                last = frame
    return last
