"""The join code: the right one seats, a wrong one is refused, repeated wrong
ones make that address wait a while; a man in the middle fails the
handshake; another protocol version is refused."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from manni_desktop.net import joincode
from manni_desktop.net.auth import AuthError, ClientHandshake, HostHandshake
from manni_desktop.net.client import JoinError, TableClient
from manni_desktop.net.referee import REMOTE
from manni_desktop.net.throttle import PER_PEER

from .harness import Proc, run, serve, start_host


def test_codes_read_the_usual_confusions() -> None:
    assert joincode.normalize("k7qf-m2xd") == "K7QFM2XD"
    assert joincode.normalize("IL0O abcd") == "1100ABCD"
    assert joincode.shown("k7qfm2xd") == "K7QF-M2XD"
    for bad in ("K7QF-M2X", "K7QF-M2XDD", "K7QF-M2XU", ""):
        with pytest.raises(joincode.CodeError):
            joincode.normalize(bad)
    assert len({joincode.new_code() for _ in range(50)}) == 50


def test_a_man_in_the_middle_fails_even_with_the_right_code() -> None:
    """The client saw the intruder's certificate, the host sent its own."""
    client = ClientHandshake("K7QFM2XD", b"\x01" * 32)
    host = HostHandshake("K7QFM2XD", b"\x02" * 32)
    client.finish(host.answer(client.start()))
    with pytest.raises(AuthError) as refused:
        host.check(client.confirmation())
    assert refused.value.code == "wrong-code"


def test_wrong_codes_are_refused_then_throttled() -> None:
    async def case() -> None:
        host, port = await start_host("hornafjardar", [REMOTE, "random", "random"])
        try:
            codes = []
            for _ in range(PER_PEER + 1):
                with pytest.raises(JoinError) as refused:
                    await TableClient("Eve", "AAAA-AAAA").connect("127.0.0.1", port,
                                                                  source="127.0.0.3")
                codes.append(refused.value.code)
            assert codes == ["wrong-code"] * PER_PEER + ["throttled"]
            # that address waits out its lockout, even with the right code
            with pytest.raises(JoinError, match="throttled"):
                await TableClient("Ann", "K7QF-M2XD").connect("127.0.0.1", port,
                                                              source="127.0.0.3")
            host._gate.failures = type(host._gate.failures)()  # the minute is over
            seated = await TableClient("Ann", "K7QF-M2XD").connect("127.0.0.1", port,
                                                                   source="127.0.0.3")
            assert seated.seat == 0
        finally:
            await host.close()

    run(case(), 60)


def test_another_major_version_is_refused() -> None:
    async def case() -> None:
        host, port = await start_host("hornafjardar", [REMOTE, "random", "random"])
        try:
            from manni_desktop.net.tls import client_context

            reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                           ssl=client_context())
            from manni_desktop.net.framing import encode_frame, read_frame

            writer.write(encode_frame({"type": "hello", "protocol": "manni-table/2",
                                       "app": "test"}))
            answer = await read_frame(reader, 1 << 20)
            assert answer["type"] == "error" and answer["code"] == "version"
            writer.close()
        finally:
            await host.close()

    run(case(), 30)


def test_a_wrong_code_is_refused_by_a_served_table(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,random,random")
    try:
        wrong = Proc(["join", "--address", address, "--code", "AAAA-AAAA", "--name", "Eve"],
                     tmp_path)
        assert wrong.wait(30) == 2
        assert any("wrong-code" in line for line in wrong.errors), wrong.errors
    finally:
        host.kill()


def test_a_full_table_and_a_forged_token_are_refused() -> None:
    async def case() -> None:
        host, port = await start_host("hornafjardar", [REMOTE, "random", "random"])
        try:
            first = TableClient("Ann", "K7QFM2XD")
            seated = await first.connect("127.0.0.1", port)
            with pytest.raises(JoinError) as full:
                await TableClient("Bo", "K7QFM2XD").connect("127.0.0.1", port)
            assert full.value.code == "table-full"
            with pytest.raises(JoinError) as forged:
                await TableClient("Eve", "K7QFM2XD", token="x" * 24).connect("127.0.0.1", port)
            assert forged.value.code == "bad-token"
            # the real token takes the seat back, and the old connection is let go
            again = await TableClient("Ann", "K7QFM2XD", token=seated.token).connect(
                "127.0.0.1", port)
            assert again.seat == seated.seat and host.seats()[1] == [seated.seat]
        finally:
            await host.close()

    run(case(), 60)
