"""Join codes: 8 symbols of Crockford's base32 (40 bits), shown ``K7QF-M2XD``.

Crockford's alphabet leaves out I, L, O and U, so a code read aloud or typed
from a screen survives the usual confusions: input is case-insensitive, I and
L read as 1, O as 0, and dashes and spaces are ignored.  Forty bits cannot be
guessed offline cheaply and online the host throttles attempts (host.py).
"""

from __future__ import annotations

import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 8
_READS_AS = {"I": "1", "L": "1", "O": "0"}


class CodeError(ValueError):
    """Text that is not a join code."""


def new_code() -> str:
    """A fresh random code in its canonical form (no dash)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalize(text: str) -> str:
    """The canonical form of a typed code (``CodeError`` if it is not one)."""
    symbols = [_READS_AS.get(ch, ch) for ch in text.upper() if ch not in "- "]
    if len(symbols) != LENGTH or any(ch not in ALPHABET for ch in symbols):
        raise CodeError(f"a join code is {LENGTH} letters and digits, such as K7QF-M2XD")
    return "".join(symbols)


def shown(code: str) -> str:
    """``K7QFM2XD`` as ``K7QF-M2XD``."""
    canonical = normalize(code)
    return canonical[:4] + "-" + canonical[4:]
