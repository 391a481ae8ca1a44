"""Names at a table against a real ``serve`` process on loopback: no two
seats share a name (told apart without case or surrounding spaces, the
same way a claim by name is matched), and a refused claim by name closes
the connection, as docs/PROTOCOL.md says."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from manni_desktop.net.client import JoinError, TableClient

from .harness import CODE, last_word, proven, run, serve


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[str, int]]:
    host, address = serve(tmp_path, "hornafjardar", "human,human,random",
                          "--stand-in-after", "60")
    where, _, port = address.rpartition(":")
    try:
        yield where, int(port)
    finally:
        host.kill()


def test_a_name_at_the_table_is_refused_to_a_second_player(table: tuple[str, int]) -> None:
    where, port = table

    async def case() -> list[str]:
        ann = TableClient("Ann", CODE)
        await ann.connect(where, port)
        codes = []
        for name in ("Ann", " ann ", "ANN", "random"):  # a friend's, a computer's
            with pytest.raises(JoinError) as refused:
                await TableClient(name, CODE).connect(where, port)
            codes.append(refused.value.code)
        bo = await TableClient("Bo", CODE).connect(where, port)
        assert bo.seat != ann.seat
        return codes

    assert run(case(), 60) == ["name-taken"] * 4


def test_a_refused_claim_by_name_closes_the_connection(table: tuple[str, int]) -> None:
    where, port = table

    async def case() -> dict[str, object] | None:
        ann = TableClient("Ann", CODE)
        await ann.connect(where, port)
        await ann.close()  # Ann is away; her seat waits for her token
        mallory = await proven(where, port, "127.0.0.2")
        mallory._send({"type": "join", "name": " ann"})  # her name, any case or spacing
        return await asyncio.wait_for(last_word(mallory), 3)  # closed after the answer

    answer = run(case(), 60)
    assert answer is not None and answer.get("code") == "needs-approval"
