"""The door of a table: the protocol check and the join-code handshake, throttled.

A 40-bit code cannot be guessed offline (auth.py), but it could be guessed
online by trying codes one connection after another.  So wrong codes are
counted per peer address (throttle.py): an address that keeps failing
waits, while a friend at another address, with the right code or a seat's
token, is never kept out by someone else's guesses.
"""

from __future__ import annotations

from typing import Any

from . import PROTOCOL_VERSION
from .auth import AuthError, HostHandshake
from .connection import Connection
from .messages import Auth, Confirm, MessageError, check_hello, error, parse_client
from .throttle import FailureBook

APP = "manni-desktop"


class Gate:
    """Admits a connection that speaks the protocol and proves the code."""

    def __init__(self, code: str, fingerprint: bytes) -> None:
        self.code = code
        self.fingerprint = fingerprint
        self.failures = FailureBook()

    async def admit(self, conn: Connection, table: dict[str, Any], address: str) -> bool:
        """True once ``conn`` proved the code; False if refused for now
        (``address`` throttled); ``MessageError``/``AuthError`` for a bad
        handshake."""
        conn.minor = check_hello(await conn.receive()).minor
        conn.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP, "table": table})
        wait = self.failures.wait(address)
        if wait > 0:
            conn.send(error("throttled", f"too many wrong codes from this address; try again"
                                         f" in {int(wait) + 1} s"))
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
            self.failures.failed(address)
            raise
        conn.send({"type": "confirm", "mac": handshake.confirmation()})
        return True
