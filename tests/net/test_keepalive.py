"""The keepalive, with its times shortened: a client that stops answering
pings is found dead and its seat is away; a client answers pings by
itself; a client whose host falls silent counts the connection as lost."""

from __future__ import annotations

import asyncio

import pytest

from manni_desktop.net import client as client_module
from manni_desktop.net import host as host_module
from manni_desktop.net.client import Closed, TableClient
from manni_desktop.net.messages import Notice
from manni_desktop.net.referee import REMOTE

from .harness import CODE, run, start_host


@pytest.fixture
def quick_pings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "PING_SECONDS", 0.1)
    monkeypatch.setattr(host_module, "DEAD_SECONDS", 0.6)


def test_a_client_that_stops_answering_is_found_dead(quick_pings: None) -> None:
    notices: list[Notice] = []

    async def case() -> list[str]:
        host, port = await start_host("hornafjardar", [REMOTE, REMOTE, "random"],
                                      on_notice=notices.append, stand_in_after=60)
        try:
            alive, silent = TableClient("Ann", CODE), TableClient("Bo", CODE)
            await alive.connect("127.0.0.1", port)
            seat = (await silent.connect("127.0.0.1", port)).seat
            # Ann reads (and so answers pings); Bo's client reads nothing: it is frozen
            reading = asyncio.create_task(drain(alive))
            for _ in range(100):
                if any(n.code == "seat-away" for n in notices):
                    break
                await asyncio.sleep(0.05)
            connected = host.seats()[1]
            reading.cancel()
            assert seat not in connected and 0 in connected  # Ann, who answers, stays
            return [n.code for n in notices if n.seat == seat]
        finally:
            await host.close()

    assert run(case(), 30) == ["seat-away"]


async def drain(client: TableClient) -> None:
    while not isinstance(await client.next_event(), Closed):
        pass


def test_a_silent_host_counts_as_a_lost_connection(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "PING_SECONDS", 30.0)  # the host stops pinging
    monkeypatch.setattr(client_module, "HOST_SILENT_SECONDS", 0.5)

    async def case() -> Closed | None:
        host, port = await start_host("hornafjardar", [REMOTE, REMOTE, "random"])
        try:
            client = TableClient("Ann", CODE)
            await client.connect("127.0.0.1", port)
            while True:
                event = await asyncio.wait_for(client.next_event(), 10)
                if isinstance(event, Closed):
                    return event
        finally:
            await host.close()

    closed = run(case(), 30)
    assert closed is not None and closed.reason == "connection-lost"
