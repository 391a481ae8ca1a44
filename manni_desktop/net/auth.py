"""Proving the join code: SPAKE2 over the TLS stream, bound to the certificate.

Why a PAKE rather than sending the code: the code never crosses the wire, not
even encrypted, so a fake host learns nothing it could use to join the real
table, and a wrong guess costs one online attempt (which the host throttles).
Why the certificate's hash in the transcript: TLS without a CA does not say
*who* the other end is; if someone in the middle terminates TLS, the client
saw the intruder's certificate while the host sent its own, the transcripts
differ, and the confirmations fail even with the right code.

The client confirms first and the host checks that before it answers with its
own confirmation, so a client that guessed wrong receives nothing that would
let it test further guesses offline.  These classes do no I/O: host.py and
client.py carry their messages.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B

from . import PROTOCOL

CLIENT_ID = b"manni-table client"
HOST_ID = b"manni-table host"
SPAKE_MESSAGE_CHARS = 100
"""A SPAKE2 message (33 bytes) in base64 is 44 characters; longer is refused."""


class AuthError(ValueError):
    """The handshake failed: ``code`` is ``wrong-code`` or ``malformed``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def encode(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def decode(text: object) -> bytes:
    """Base64 from the other end (``AuthError('malformed')`` if it is not)."""
    if not isinstance(text, str) or len(text) > SPAKE_MESSAGE_CHARS:
        raise AuthError("malformed", "an authentication field must be short base64 text")
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise AuthError("malformed", "an authentication field is not base64") from None


def _confirm_key(key: bytes, role: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                info=PROTOCOL.encode() + b" confirm " + role).derive(key)


def _transcript(fingerprint: bytes, client_msg: bytes, host_msg: bytes) -> bytes:
    parts = (PROTOCOL.encode(), fingerprint, client_msg, host_msg)
    return hashlib.sha256(b"".join(len(p).to_bytes(4, "big") + p for p in parts)).digest()


class _Side:
    def __init__(self, code: str, fingerprint: bytes, role: bytes) -> None:
        self._code = code.encode("ascii")
        self._fingerprint = fingerprint
        self._role = role
        self._key = b""
        self._transcript = b""

    def _finish(self, client_msg: bytes, host_msg: bytes, key: bytes) -> None:
        self._key = key
        self._transcript = _transcript(self._fingerprint, client_msg, host_msg)

    @staticmethod
    def _agree(spake: SPAKE2_A | SPAKE2_B, other_msg: bytes, whose: str) -> bytes:
        """The shared key from the other side's message, or ``AuthError``."""
        try:
            return bytes(spake.finish(other_msg))
        except Exception:  # noqa: BLE001 - spake2 raises several kinds on a bad point
            raise AuthError("malformed", f"{whose} handshake message is invalid") from None

    def confirmation(self) -> str:
        """This side's key confirmation (base64 HMAC over the transcript)."""
        mac = hmac.new(_confirm_key(self._key, self._role), self._transcript, hashlib.sha256)
        return encode(mac.digest())

    def check(self, text: object) -> None:
        """Check the other side's confirmation (``AuthError('wrong-code')``)."""
        other = CLIENT_ID if self._role == HOST_ID else HOST_ID
        expected = hmac.new(_confirm_key(self._key, other), self._transcript,
                            hashlib.sha256).digest()
        if not hmac.compare_digest(expected, decode(text)):
            raise AuthError("wrong-code", "the join code does not match")


class ClientHandshake(_Side):
    """The joining side: ``start()`` → host's message → ``finish`` → confirm."""

    def __init__(self, code: str, fingerprint: bytes) -> None:
        super().__init__(code, fingerprint, CLIENT_ID)
        self._spake = SPAKE2_A(self._code, idA=CLIENT_ID, idB=HOST_ID)
        self._msg = self._spake.start()

    def start(self) -> str:
        return encode(self._msg)

    def finish(self, host_text: object) -> None:
        host_msg = decode(host_text)
        self._finish(self._msg, host_msg, self._agree(self._spake, host_msg, "the host's"))


class HostHandshake(_Side):
    """The hosting side: the client's message in, this side's message out."""

    def __init__(self, code: str, fingerprint: bytes) -> None:
        super().__init__(code, fingerprint, HOST_ID)
        self._spake = SPAKE2_B(self._code, idA=CLIENT_ID, idB=HOST_ID)
        self._msg = self._spake.start()

    def answer(self, client_text: object) -> str:
        client_msg = decode(client_text)
        self._finish(client_msg, self._msg, self._agree(self._spake, client_msg, "the"))
        return encode(self._msg)
