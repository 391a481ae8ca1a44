"""One client's connection at the host: its bounded send queue and its limits.

The game loop never awaits a client's socket: it puts frames in the
client's queue and moves on, and a writer task per client drains the queue
into the socket.  A client that cannot keep up (its queue full) is dropped,
and may rejoin; so a slow or silent client never holds up the others.  The
reading side counts messages in a token bucket; a client over its rate is
told so and closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import time
from typing import Any

from .framing import CLIENT_FRAME_BYTES, encode_frame, read_frame

QUEUE_FRAMES = 64
"""Frames waiting for one client before it counts as unable to keep up (a
move sends one or two: about thirty moves behind)."""

RATE_PER_SECOND = 30.0
RATE_BURST = 60.0


def is_local(address: str) -> bool:
    """Loopback, private (RFC 1918, fc00::/7) or link-local: the home network."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_private or ip.is_link_local


class RateLimit:
    """A token bucket: ``rate`` messages a second, ``burst`` at once."""

    def __init__(self, rate: float = RATE_PER_SECOND, burst: float = RATE_BURST) -> None:
        self.rate, self.burst = rate, burst
        self._tokens, self._time = burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self._tokens = min(self.burst, self._tokens + (now - self._time) * self.rate)
        self._time = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def give_back(self) -> None:
        """Return the token of a message that made a move: a move is accepted
        only on the sender's turn, which the host decides, so moves cannot
        flood; charged, a fast player's moves in a quick game (bots in the
        other seats) ran past the limit and closed a good connection."""
        self._tokens = min(self.burst, self._tokens + 1)


class Connection:
    """A client's streams, its send queue and its writer task."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 queue_frames: int = QUEUE_FRAMES) -> None:
        self.reader, self.writer = reader, writer
        self.seat: int | None = None
        self.minor = 0  # the client's minor protocol version (1: pings and notices)
        self.asking = False  # a join by name waits for the host's answer
        self.heard = time.monotonic()  # when the client last sent anything
        self.rate = RateLimit()
        self.closed = asyncio.Event()
        self._queue: asyncio.Queue[bytes | None] = asyncio.Queue(queue_frames)
        self._task = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: dict[str, Any]) -> bool:
        """Queue ``message``; False (and the connection dropped) if the queue is full."""
        if self.closed.is_set():
            return False
        try:
            self._queue.put_nowait(encode_frame(message))
        except asyncio.QueueFull:
            self.abort()
            return False
        return True

    async def receive(self) -> dict[str, Any]:
        message = await read_frame(self.reader, CLIENT_FRAME_BYTES)
        self.heard = time.monotonic()
        return message

    async def _write(self) -> None:
        try:
            while True:
                frame = await self._queue.get()
                if frame is None:
                    break
                self.writer.write(frame)
                await self.writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            self._shut()

    def _shut(self) -> None:
        self.closed.set()
        with contextlib.suppress(Exception):
            self.writer.close()

    async def close(self, timeout: float = 2.0) -> None:
        """Send what is queued (for at most ``timeout`` seconds), then close."""
        if not self.closed.is_set():
            with contextlib.suppress(asyncio.QueueFull):
                self._queue.put_nowait(None)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._task), timeout)
        self.abort()

    def abort(self) -> None:
        """Close now, dropping whatever is queued."""
        self._task.cancel()
        self._shut()
        transport = self.writer.transport
        with contextlib.suppress(Exception):
            transport.abort()
