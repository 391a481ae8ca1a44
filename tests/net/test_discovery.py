"""Discovery: a served table is found by browsing, with its name, game,
protocol, address and port (on the loopback interface, so the test needs
no network; it is skipped only when multicast does not work here at all)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from manni_desktop.net.discovery import Advertiser, FoundTable, browse

from .harness import Proc, run

LOOPBACK = ["127.0.0.1"]


def multicast_works() -> str | None:
    """None, or why an in-process announcement cannot be heard here."""
    async def probe() -> list[FoundTable]:
        advertiser = Advertiser("probe", "probe", "127.0.0.1", 9, interfaces=LOOPBACK)
        await advertiser.start()
        try:
            return await browse(1.5, interfaces=LOOPBACK)
        finally:
            await advertiser.close()

    try:
        found = run(probe(), 30)
    except OSError as exc:
        return f"multicast DNS cannot start on the loopback interface: {exc}"
    return None if found else "a multicast DNS announcement on loopback is not heard here"


def test_a_served_table_is_found(tmp_path: Path) -> None:
    reason = multicast_works()
    if reason is not None:
        pytest.skip(reason)
    host = Proc(["serve", "--game", "manillen", "--seats", "human,random,random,random",
                 "--code", "K7QF-M2XD", "--bind", "127.0.0.1", "--name", "Kitchen table"],
                tmp_path)
    try:
        address = host.expect("address ")
        host.expect("save ")
        found: list[FoundTable] = []
        for _ in range(5):  # the announcement may take a moment to go out
            found = [t for t in run(browse(2.0, interfaces=LOOPBACK), 30)
                     if t.name == "Kitchen table"]
            if found:
                break
            asyncio.run(asyncio.sleep(0.5))
        assert found, f"not found; stderr: {host.errors[-5:]}"
        table = found[0]
        assert (table.game, table.protocol) == ("manillen", "manni-table/1")
        assert f"{table.address}:{table.port}" == address
    finally:
        host.kill()
