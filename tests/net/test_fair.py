"""A fair table against a stranger on the network, with a real ``serve``
process on loopback: wrong codes from one address (127.0.0.2) keep no
friend out, idle connections cannot starve the door, a seat goes back only
to its token (by name only with the host's yes, and then with a new token),
and a token presented twice tells the first connection why it is closed."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from manni_desktop.net.client import Closed, JoinError, TableClient
from manni_desktop.net.messages import Notice
from manni_desktop.net.referee import REMOTE
from manni_desktop.net.throttle import PER_PEER, TABLE_CEILING, Doorway, FailureBook
from manni_desktop.net.tls import client_context

from .harness import CODE, Proc, run, serve, start_host


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[str, int]]:
    """A served table with two friends' seats; a drop keeps the seat a minute."""
    host, address = serve(tmp_path, "hornafjardar", "human,human,random",
                          "--stand-in-after", "60")
    where, _, port = address.rpartition(":")
    try:
        yield where, int(port)
    finally:
        host.kill()


async def dropped_friend(where: str, port: int) -> tuple[int, str]:
    """Ann sits down and her window closes: her seat and token."""
    ann = TableClient("Ann", CODE)
    seated = await ann.connect(where, port)
    await ann.close()
    return seated.seat, seated.token


async def wrong_code(where: str, port: int, source: str) -> str:
    with pytest.raises(JoinError) as refused:
        await TableClient("Eve", "AAAA-AAAA").connect(where, port, source=source)
    return refused.value.code


def test_wrong_codes_from_one_address_keep_no_friend_out(table: tuple[str, int]) -> None:
    where, port = table

    async def case() -> None:
        seat, token = await dropped_friend(where, port)
        codes = [await wrong_code(where, port, "127.0.0.2") for _ in range(10)]
        assert codes == ["wrong-code"] * PER_PEER + ["throttled"] * (10 - PER_PEER)
        with pytest.raises(JoinError, match="throttled"):  # that address waits, code or not
            await TableClient("Eve", CODE).connect(where, port, source="127.0.0.2")
        # meanwhile the dropped friend comes back with her token, a new friend joins
        back = await TableClient("Ann", CODE, token=token).connect(where, port)
        bo = await TableClient("Bo", CODE).connect(where, port)
        assert back.seat == seat and bo.seat != seat

    run(case(), 60)


def test_a_table_under_attack_still_lets_in_addresses_that_never_failed() -> None:
    now = [0.0]
    book = FailureBook(clock=lambda: now[0])
    for n in range(TABLE_CEILING):
        book.failed(f"10.0.0.{n}")
    assert book.wait("10.0.0.1") > 0  # failed once, and the table is over its ceiling
    assert book.wait("10.0.0.200") == 0  # a friend who never failed
    now[0] = 61.0
    assert book.wait("10.0.0.1") == 0  # the minute is over


def test_the_doorway_makes_room_from_the_biggest_crowd() -> None:
    closed: list[str] = []
    door = Doorway(total=4, per_peer=3)
    for n in range(3):
        assert door.enter("a", lambda n=n: closed.append(f"a{n}"))  # type: ignore[misc]
    assert not door.enter("a", lambda: closed.append("a-extra"))  # its share is full
    assert door.enter("b", lambda: closed.append("b0"))
    assert door.enter("c", lambda: closed.append("c0"))  # full: the oldest of "a" goes
    assert closed == ["a0"] and door.count() == 4


async def idle_tls(where: str, port: int, sources: list[str]) -> list[Any]:
    """TLS connections that finish the handshake and never say a word."""
    held = []
    for source in sources:
        with contextlib.suppress(OSError):  # refused at once: that is the point
            held.append(await asyncio.open_connection(
                where, port, ssl=client_context(), server_hostname=None,
                local_addr=(source, 0)))
    return held


def test_idle_connections_do_not_starve_a_join_or_a_rejoin(table: tuple[str, int]) -> None:
    where, port = table

    async def case() -> None:
        seat, token = await dropped_friend(where, port)
        # 20 silent TLS connections: 10 from one address, 10 from ten others
        sources = ["127.0.0.2"] * 10 + [f"127.0.0.{n}" for n in range(10, 20)]
        held = await idle_tls(where, port, sources)
        back = await asyncio.wait_for(
            TableClient("Ann", CODE, token=token).connect(where, port), 5)
        bo = await asyncio.wait_for(TableClient("Bo", CODE).connect(where, port), 5)
        assert back.seat == seat and bo.seat != seat
        for _, writer in held:
            writer.close()

    run(case(), 60)


def test_a_token_presented_twice_tells_the_first_connection(table: tuple[str, int]) -> None:
    where, port = table

    async def case() -> str:
        first = TableClient("Ann", CODE)
        seated = await first.connect(where, port)
        second = await TableClient("Ann", CODE, token=seated.token).connect(where, port)
        assert second.seat == seated.seat
        while True:
            event = await asyncio.wait_for(first.next_event(), 10)
            if isinstance(event, Closed):
                return event.reason

    assert run(case(), 60) == "replaced"


def test_a_served_table_gives_an_away_seat_to_its_token_only(table: tuple[str, int]) -> None:
    where, port = table

    async def case() -> None:
        seat, token = await dropped_friend(where, port)
        with pytest.raises(JoinError) as refused:
            await TableClient("Ann", CODE).connect(where, port)  # by name, no token
        assert refused.value.code == "needs-approval"
        back = await TableClient("Ann", CODE, token=token).connect(where, port)
        assert (back.seat, back.token) == (seat, token)

    run(case(), 60)


@pytest.mark.parametrize("approve", [True, False], ids=["approved", "refused"])
def test_a_seat_by_name_needs_the_hosts_yes_and_gets_a_new_token(approve: bool) -> None:
    """The window's policy: the host is asked; yes hands out a new token and
    the old one is dead, no refuses the asker."""
    notices: list[Notice] = []

    async def case() -> None:
        asked = asyncio.Event()

        def heard(notice: Notice) -> None:
            notices.append(notice)
            if notice.code == "seat-request":
                asked.set()

        host, port = await start_host("hornafjardar", [REMOTE, REMOTE, "random"],
                                      on_notice=heard, stand_in_after=60)
        try:
            seat, token = await dropped_friend("127.0.0.1", port)
            joining = asyncio.create_task(TableClient("Ann", CODE).connect("127.0.0.1", port))
            await asyncio.wait_for(asked.wait(), 10)
            request = next(n for n in notices if n.code == "seat-request")
            assert (request.seat, request.name) == (seat, "Ann")
            host.answer_seat_request(request.request or 0, approve)
            if not approve:
                with pytest.raises(JoinError) as refused:
                    await joining
                assert refused.value.code == "needs-approval"
                return
            taken = await joining
            assert taken.seat == seat and taken.token != token
            with pytest.raises(JoinError) as dead:
                await TableClient("Ann", CODE, token=token).connect("127.0.0.1", port)
            assert dead.value.code == "bad-token"
        finally:
            await host.close()

    run(case(), 60)
    assert [n.code for n in notices][:2] == ["seat-away", "seat-request"]


def test_serve_refuses_a_seat_by_name_with_a_clear_message(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,random,random",
                          "--stand-in-after", "60")
    try:
        first = Proc(["join", "--address", address, "--code", CODE, "--name", "Ann"], tmp_path)
        first.expect("seat ")
        first.kill()
        again = Proc(["join", "--address", address, "--code", CODE, "--name", "Ann"], tmp_path)
        assert again.wait(30) == 2
        assert any("needs-approval" in line for line in again.errors), again.errors
    finally:
        host.kill()
