"""Frames on the wire: a 4-byte big-endian length, then that many bytes of
UTF-8 JSON holding one object.

A length prefix (rather than lines) lets the reader refuse an over-size frame
from its first four bytes, before reading or buffering any of it, and keeps
JSON free to contain anything.  The limits are asymmetric: a client only ever
sends small requests, while the host sends whole table snapshots whose score
sheet grows with the game.
"""

from __future__ import annotations

import asyncio
import json
import struct
from typing import Any

from ..engine.untrusted import JsonProblem, parse_json

CLIENT_FRAME_BYTES = 8 * 1024
"""The largest frame a client may send: its biggest real message (a ``join``
with a long name, an ``act`` with an exchange) is a few hundred bytes."""

HOST_FRAME_BYTES = 1024 * 1024
"""The largest frame the host sends.  A redacted table grows by about 420
bytes a hand with its sheet (a 48-hand Classic game's last table: 21 KB);
the ``over`` record by about 1.3 KB a hand (the longest of 2,000 random
games, 115 hands: 154 KB).  1 MiB holds some 750 hands of either."""

MAX_DEPTH = 8
"""No message of the protocol nests deeper than this (a snapshot: table →
sheet → row → contract → order); deeper JSON is refused as malformed."""

_HEADER = struct.Struct(">I")


class FrameError(ValueError):
    """A frame that cannot be read; ``code`` is the protocol's error code
    (``too-large`` or ``malformed``), ``str()`` the one-line reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def encode_frame(message: dict[str, Any], limit: int = HOST_FRAME_BYTES) -> bytes:
    """``message`` as one frame (``ValueError`` if it would exceed ``limit``:
    a bug on the sending side, never sent half)."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(body) > limit:
        raise ValueError(f"a {message.get('type')!r} frame of {len(body)} bytes exceeds {limit}")
    return _HEADER.pack(len(body)) + body


def depth(value: object, limit: int = MAX_DEPTH) -> int:
    """How deep ``value`` nests (a scalar is 0), counting no further than ``limit + 1``."""
    if isinstance(value, dict):
        children: list[object] = list(value.values())
    elif isinstance(value, list):
        children = value
    else:
        return 0
    if limit <= 0:
        return 1
    return 1 + max((depth(c, limit - 1) for c in children), default=0)


def decode_body(body: bytes) -> dict[str, Any]:
    """The JSON object in a frame's body (``FrameError('malformed')`` otherwise)."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise FrameError("malformed", "the frame is not UTF-8") from None
    try:
        value = parse_json(text)
    except JsonProblem as exc:
        raise FrameError("malformed", str(exc)) from None
    if not isinstance(value, dict):
        raise FrameError("malformed", "a message must be a JSON object")
    if depth(value) > MAX_DEPTH:
        raise FrameError("malformed", f"the message nests deeper than {MAX_DEPTH} levels")
    return value


async def read_frame(reader: asyncio.StreamReader, limit: int) -> dict[str, Any]:
    """The next message; ``FrameError('too-large')`` as soon as the length
    says more than ``limit`` (nothing more is read), ``malformed`` for a body
    that is not a JSON object, ``asyncio.IncompleteReadError`` at the end."""
    header = await reader.readexactly(_HEADER.size)
    (length,) = _HEADER.unpack(header)
    if length > limit:
        raise FrameError("too-large", f"a frame of {length} bytes exceeds the limit of {limit}")
    return decode_body(await reader.readexactly(length))
