"""Hostile clients (in-process): every bad message is answered with an error,
only over-size frames and floods close the connection, and the host's game
is unchanged by any of them."""

from __future__ import annotations

import asyncio
import json
import struct
from typing import Any

import pytest

from manni_desktop.net.client import Failed, TableClient, TableUpdate
from manni_desktop.net.framing import CLIENT_FRAME_BYTES, HOST_FRAME_BYTES, read_frame
from manni_desktop.net.referee import REMOTE

from .harness import run, start_host

TASKS: dict[int, asyncio.Task[Any]] = {}
"""Each test table's game task, by the host's id (cancelled at the end)."""


async def _table(seats: int = 3) -> tuple[Any, list[TableClient]]:
    """A started table whose every seat is a remote client (nothing moves
    unless a test sends a move)."""
    host, port = await start_host("hornafjardar", [REMOTE] * seats)
    clients = [TableClient(f"P{i}", "K7QFM2XD") for i in range(seats)]
    for client in clients:
        await client.connect("127.0.0.1", port)
    game = asyncio.get_running_loop().create_task(host.run())
    for client in clients:
        while not isinstance(await client.next_event(), TableUpdate):
            pass
    TASKS[id(host)] = game
    return host, clients


async def _raw(client: TableClient, body: bytes, length: int | None = None) -> None:
    writer = client._writer
    assert writer is not None
    writer.write(struct.pack(">I", len(body) if length is None else length) + body)
    await writer.drain()


async def _answer(client: TableClient) -> dict[str, Any]:
    """The next message that is not a lobby or table update."""
    assert client._reader is not None
    while True:
        data = await asyncio.wait_for(read_frame(client._reader, HOST_FRAME_BYTES), 10)
        if data.get("type") not in ("lobby", "table"):
            return data


async def _closed(client: TableClient) -> bool:
    assert client._reader is not None
    try:
        while True:
            await asyncio.wait_for(read_frame(client._reader, HOST_FRAME_BYTES), 10)
    except (asyncio.IncompleteReadError, ConnectionError):
        return True


def _state(host: Any) -> str:
    return json.dumps([host.referee.session.record(), host.referee.turn])


async def _case(send: Any, expect_code: str, closes: bool) -> None:
    host, clients = await _table()
    try:
        before = _state(host)
        session = host.referee.session
        mover = clients[session.to_act]
        idle = clients[(session.to_act + 1) % len(clients)]
        await send(mover, idle, session)
        who = idle if send.__name__.startswith("idle") else mover
        answer = await _answer(who)
        assert answer["type"] == "error" and answer["code"] == expect_code, answer
        if closes:
            assert await _closed(who)
        else:  # still served: a well-formed request gets its answer
            await _raw(who, json.dumps({"type": "hint", "turn": 0}).encode())
            assert (await _answer(who))["code"] == "hints-off"
        await asyncio.sleep(0.1)
        assert _state(host) == before
    finally:
        TASKS.pop(id(host)).cancel()
        await host.close()


def _legal(session: Any) -> dict[str, Any]:
    from manni_desktop.ai import choose_action

    return choose_action(session.observation(session.to_act), "random", 1)


async def oversized(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, b"", length=CLIENT_FRAME_BYTES + 1)


async def malformed_json(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, b'{"type": "act", "turn": 0, "action": {')


async def not_utf8(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, b'{"type": "\xff"}')


async def wrong_types(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, json.dumps({"type": "act", "turn": "0",
                                  "action": _legal(session)}).encode())


async def deeply_nested(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, b'{"type": "act", "turn": 0, "action": ' + b"[" * 3000 + b"]" * 3000
               + b"}")


async def unknown_field(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, json.dumps({"type": "act", "turn": 0, "action": _legal(session),
                                  "seat": 0}).encode())


async def idle_out_of_turn(mover: TableClient, idle: TableClient, session: Any) -> None:
    action = _legal(session)
    action["seat"] = idle.seat
    await _raw(idle, json.dumps({"type": "act", "turn": 0, "action": action}).encode())


async def idle_for_another_seat(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(idle, json.dumps({"type": "act", "turn": 0, "action": _legal(session)}).encode())


async def stale_turn(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, json.dumps({"type": "act", "turn": 5, "action": _legal(session)}).encode())


async def illegal_move(mover: TableClient, idle: TableClient, session: Any) -> None:
    await _raw(mover, json.dumps({"type": "act", "turn": 0,
                                  "action": {"seat": mover.seat, "swap": True}}).encode())


async def flood(mover: TableClient, idle: TableClient, session: Any) -> None:
    frame = json.dumps({"type": "hint", "turn": 99}).encode()
    for _ in range(100):
        await _raw(mover, frame)


CASES = [
    (oversized, "too-large", True),
    (malformed_json, "malformed", False),
    (not_utf8, "malformed", False),
    (wrong_types, "malformed", False),
    (deeply_nested, "malformed", False),
    (unknown_field, "malformed", False),
    (idle_out_of_turn, "not-your-turn", False),
    (idle_for_another_seat, "not-your-seat", False),
    (stale_turn, "stale", False),
    (illegal_move, "illegal", False),
]


@pytest.mark.parametrize("send, code, closes", CASES, ids=[c[0].__name__ for c in CASES])
def test_a_hostile_message_is_refused_and_changes_nothing(send: Any, code: str,
                                                          closes: bool) -> None:
    run(_case(send, code, closes), 30)


def test_a_flood_is_answered_then_closed_and_changes_nothing() -> None:
    async def case() -> None:
        host, clients = await _table()
        try:
            before = _state(host)
            await flood(clients[0], clients[1], host.referee.session)
            codes = []
            try:
                while True:
                    codes.append((await _answer(clients[0]))["code"])
            except (asyncio.IncompleteReadError, ConnectionError):
                pass
            # the burst is answered one by one, then the flood closes it
            assert codes[-1] == "rate" and set(codes[:-1]) == {"hints-off"}, codes
            assert 50 <= len(codes) - 1 < 100
            assert _state(host) == before
            # the others play on: the flooder's seat is no one else's problem
            assert clients[1].seat in host._seated
        finally:
            TASKS.pop(id(host)).cancel()
            await host.close()

    run(case(), 30)


def test_a_legal_move_is_taken() -> None:
    """The control case: the same path accepts the right move."""
    async def case() -> None:
        host, clients = await _table()
        try:
            session = host.referee.session
            mover = clients[session.to_act]
            await mover.act(_legal(session))
            while True:
                event = await mover.next_event()
                assert not isinstance(event, Failed), event
                if isinstance(event, TableUpdate) and event.turn == 1:
                    break
            assert host.referee.turn == 1
        finally:
            TASKS.pop(id(host)).cancel()
            await host.close()

    run(case(), 30)
