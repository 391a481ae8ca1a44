"""Connections that know the code but never sit down, against a real
``serve`` process on loopback: they cannot keep a friend with a token out
(the oldest unjoined connections make room, never the friend), each is
closed when its join time is over, and the table closes quietly with them
still open."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from manni_desktop.net.client import TableClient
from manni_desktop.net.throttle import UNJOINED, Doorway

from .harness import CODE, Proc, last_word, proven, run, serve


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Proc, str, int]]:
    """A served table with three friends' seats; a drop keeps the seat a minute."""
    host, address = serve(tmp_path, "hornafjardar", "human,human,human",
                          "--stand-in-after", "60")
    where, _, port = address.rpartition(":")
    try:
        yield host, where, int(port)
    finally:
        host.kill()


def test_unjoined_connections_never_keep_a_token_out(
        table: tuple[Proc, str, int]) -> None:
    _, where, port = table

    async def case() -> None:
        ann = TableClient("Ann", CODE)
        seated = await ann.connect(where, port)
        bob = TableClient("Bob", CODE)
        await bob.connect(where, port)
        await bob.close()  # Bob's window closes; Ann stays
        # 16 connections from six addresses prove the code and never join
        crowd = [await proven(where, port, f"127.0.0.{20 + n % 6}") for n in range(16)]
        back = await TableClient("Bob", CODE, token=bob.token).connect(where, port)
        assert back.seat != seated.seat and back.token == bob.token
        # the crowd made room for one another: the oldest were told why
        words = await asyncio.gather(*(last_word(c) for c in crowd))
        told = [w for w in words if w is not None and w.get("code") == "busy"]
        assert len(told) >= len(crowd) - UNJOINED
        # the rest were closed at their join time, without a word
        assert all(w is None or w.get("code") == "busy" for w in words), words
        await ann.close()
        await back_client_close(where, port, back.token)

    run(case(), 60)


async def back_client_close(where: str, port: int, token: str) -> None:
    """Bob's seat is his after all that: his token takes it again."""
    again = TableClient("Bob", CODE, token=token)
    assert (await again.connect(where, port)).token == token
    await again.close()


def test_a_connection_that_never_joins_is_closed_at_its_join_time(
        table: tuple[Proc, str, int]) -> None:
    _, where, port = table

    async def case() -> dict[str, Any] | None:
        mallory = await proven(where, port, "127.0.0.2")
        # it answers pings, so the keepalive alone would keep it for ever;
        # it has a few seconds to sit down
        return await last_word(mallory)

    assert run(case(), 30) is None


def test_a_table_closes_quietly_with_unjoined_connections(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,random,random",
                          "--stand-in-after", "60")
    where, _, port = address.rpartition(":")
    try:
        async def case() -> None:
            held = await asyncio.gather(*(proven(where, int(port), f"127.0.0.{n}")
                                          for n in range(30, 34)))
            for client in held:  # they read nothing more, not even the host's goodbye
                assert client._writer is not None
                transport = client._writer.transport
                assert isinstance(transport, asyncio.ReadTransport)
                transport.pause_reading()
            host.popen.terminate()  # the table closes with them waiting, still open
            await asyncio.to_thread(host.wait, 30)
            del held

        run(case(), 60)
        assert not [line for line in host.errors if "Error" in line or "Traceback" in line], \
            host.errors
    finally:
        host.kill()


def test_the_unseated_room_lets_a_newcomer_in_and_closes_the_oldest() -> None:
    closed: list[str] = []
    room = Doorway(total=3, per_peer=2, evict_own=True)
    for name in ("a0", "a1"):
        assert room.enter("a", lambda name=name: closed.append(name))  # type: ignore[misc]
    assert room.enter("a", lambda: closed.append("a2"))  # its share is full: a0 goes
    assert closed == ["a0"]
    assert room.enter("b", lambda: closed.append("b0"))
    assert room.enter("c", lambda: closed.append("c0"))  # full: the oldest of "a" goes
    assert closed == ["a0", "a1"] and room.count() == 3
