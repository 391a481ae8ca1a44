"""The door of a table: the protocol check and the join-code handshake, throttled.

A 40-bit code cannot be guessed offline (auth.py), but it could be guessed
online by trying codes one connection after another.  So wrong codes are
counted per table: after ``MAX_FAILURES`` within ``FAILURE_WINDOW`` seconds
the table refuses every handshake for ``LOCKOUT`` seconds, which bounds an
attacker to a few hundred guesses an hour, some 10^9 years for an even
chance.  The right code waits out a lockout too: the table cannot tell who
typed it.
"""

from __future__ import annotations

import time
from typing import Any

from . import PROTOCOL
from .auth import AuthError, HostHandshake
from .connection import Connection
from .messages import Auth, Confirm, MessageError, check_hello, error, parse_client

APP = "manni-desktop"
MAX_FAILURES = 5
FAILURE_WINDOW = 60.0
LOCKOUT = 60.0


class Gate:
    """Admits a connection that speaks the protocol and proves the code."""

    def __init__(self, code: str, fingerprint: bytes) -> None:
        self.code = code
        self.fingerprint = fingerprint
        self._failures: list[float] = []
        self.locked_until = 0.0

    async def admit(self, conn: Connection, table: dict[str, Any]) -> bool:
        """True once ``conn`` proved the code; False if refused for now
        (throttled); ``MessageError``/``AuthError`` for a bad handshake."""
        check_hello(await conn.receive())
        conn.send({"type": "hello", "protocol": PROTOCOL, "app": APP, "table": table})
        if time.monotonic() < self.locked_until:
            conn.send(error("throttled", "too many wrong codes; try again in a minute"))
            return False
        message = parse_client(await conn.receive())
        if not isinstance(message, Auth):
            raise MessageError("malformed", "expected auth")
        handshake = HostHandshake(self.code, self.fingerprint)
        conn.send({"type": "auth", "spake": handshake.answer(message.spake)})
        message = parse_client(await conn.receive())
        if not isinstance(message, Confirm):
            raise MessageError("malformed", "expected confirm")
        try:
            handshake.check(message.mac)
        except AuthError:
            self._failed()
            raise
        conn.send({"type": "confirm", "mac": handshake.confirmation()})
        return True

    def _failed(self) -> None:
        now = time.monotonic()
        self._failures = [t for t in self._failures if now - t < FAILURE_WINDOW] + [now]
        if len(self._failures) >= MAX_FAILURES:
            self.locked_until = now + LOCKOUT
            self._failures = []
