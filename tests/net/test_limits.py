"""The small guards: frame limits and depth, the home-network check (and a
peer outside it refused before a word of the protocol), the rate bucket."""

from __future__ import annotations

import asyncio
import json
import struct

import pytest

from manni_desktop.net import host as host_module
from manni_desktop.net.connection import RateLimit, is_local
from manni_desktop.net.framing import MAX_DEPTH, FrameError, decode_body, encode_frame, read_frame
from manni_desktop.net.referee import REMOTE
from manni_desktop.net.tls import client_context

from .harness import run, start_host


@pytest.mark.parametrize("address, local", [
    ("127.0.0.1", True), ("10.1.2.3", True), ("172.16.0.9", True), ("192.168.1.20", True),
    ("169.254.3.4", True), ("::1", True), ("fd12::5", True), ("fe80::1%eth0", True),
    ("::ffff:192.168.1.2", True), ("8.8.8.8", False), ("2001:4860::8888", False),
    ("::ffff:8.8.8.8", False), ("not an address", False),
])
def test_only_the_home_network_is_local(address: str, local: bool) -> None:
    assert is_local(address) is local


def test_frames_round_trip_and_refuse_what_is_too_big_or_deep() -> None:
    message = {"type": "act", "turn": 3, "action": {"seat": 0, "play": "TS"}}

    async def read(data: bytes, limit: int) -> dict[str, object]:
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        return await read_frame(reader, limit)

    frame = encode_frame(message)
    assert run(read(frame, 100)) == message
    with pytest.raises(FrameError) as refused:
        run(read(frame, len(frame) - 5))
    assert refused.value.code == "too-large"
    deep: object = 1
    for _ in range(MAX_DEPTH - 1):
        deep = [deep]
    decode_body(json.dumps({"x": deep}).encode())  # the object and its lists: at the limit
    with pytest.raises(FrameError, match="deeper"):
        decode_body(json.dumps({"x": [deep]}).encode())
    for body in (b"[1]", b"\xff", b'{"a": ', b"1" * 5000):
        with pytest.raises(FrameError) as refused:
            decode_body(body)
        assert refused.value.code == "malformed"
    with pytest.raises(ValueError):
        encode_frame({"type": "x", "pad": "y" * 100}, limit=50)
    assert struct.unpack(">I", frame[:4])[0] == len(frame) - 4


def test_the_rate_bucket_allows_a_burst_then_the_rate() -> None:
    bucket = RateLimit(rate=10, burst=5)
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]


def test_a_peer_outside_the_home_network_hears_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    async def case() -> bytes:
        monkeypatch.setattr(host_module, "is_local", lambda address: False)
        host, port = await start_host("hornafjardar", [REMOTE, "random", "random"])
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                           ssl=client_context())
            writer.write(encode_frame({"type": "hello", "protocol": "manni-table/1",
                                       "app": "x"}))
            try:
                return await asyncio.wait_for(reader.read(100), 10)
            except (ConnectionError, OSError):
                return b""
        finally:
            await host.close()

    assert run(case(), 30) == b""


def test_a_move_gives_its_token_back() -> None:
    """Accepted moves are not charged (the host decides when a seat may move),
    so a fast player in a quick game is never taken for a flood."""
    bucket = RateLimit(rate=0.001, burst=3)
    for _ in range(100):
        assert bucket.take()
        bucket.give_back()
    assert [bucket.take() for _ in range(4)] == [True] * 3 + [False]
