"""Text from outside (a record, a bot request): parsed without a traceback and
quoted back only briefly.

``replay`` and ``bot`` read what other programs wrote, and whatever that holds
they answer with one short line.  Two rules keep that line short: a value of
the input is only ever quoted through ``brief`` (at most ``EXCERPT_CHARS``
characters of it), and the whole line is cut by ``clip`` to ``MESSAGE_CHARS``.
``parse_json`` turns every way ``json.loads`` can fail on hostile text (bad
syntax, an integer over Python's digit limit, nesting deep enough to exhaust
the recursion limit, memory) into one ``JsonProblem`` with a one-line reason.
"""

from __future__ import annotations

import json
import reprlib
import sys
from typing import TypeGuard

EXCERPT_CHARS = 60
"""At most this many characters of an input value are quoted in a message
(then "…"): a refused 1 MiB string must not come back as a 1 MiB error line,
and 60 characters are plenty to recognise a card, a game name or a key."""

MESSAGE_CHARS = 200
"""An error line is cut to this many characters (then "…"): the last guard,
should a message ever quote more than ``brief`` allows."""

ELLIPSIS = "…"

_REPR = reprlib.Repr()
_REPR.maxlevel = 3  # deep nesting is shown as [[[...]]], never walked
_REPR.maxstring = EXCERPT_CHARS
_REPR.maxother = EXCERPT_CHARS
_REPR.maxlong = EXCERPT_CHARS
for _name in ("maxlist", "maxtuple", "maxdict", "maxset", "maxfrozenset", "maxdeque"):
    setattr(_REPR, _name, 6)


def is_whole(value: object) -> TypeGuard[int]:
    """An ``int`` that is not a ``bool``: JSON's ``true`` reads as ``True``,
    which Python counts as 1, so a seat or a count of ``true`` would pass an
    ``isinstance(value, int)`` check."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_text(value: object) -> TypeGuard[str]:
    """A ``str`` that can be written as UTF-8.  JSON's ``"\\ud800"`` reads as
    a lone surrogate, a ``str`` no file, pipe or label can carry: a name
    like that is refused where it is read, not found out when saving fails."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def brief(value: object) -> str:
    """``repr(value)``, cut to ``EXCERPT_CHARS`` characters with "…".

    Cheap whatever the value: a long string is cut before it is quoted, a long
    list or a deep nesting is looked at only a few items and levels deep."""
    try:
        text = repr(value[:EXCERPT_CHARS + 1]) if isinstance(value, str) else _REPR.repr(value)
    except ValueError:  # an int over the digit limit has no decimal repr
        text = f"<{type(value).__name__}>"
    if len(text) > EXCERPT_CHARS:
        text = text[:EXCERPT_CHARS - 1] + ELLIPSIS
    return text


def clip(message: str, limit: int = MESSAGE_CHARS) -> str:
    """``message`` on one line and at most ``limit`` characters (then "…")."""
    head = message[:limit + 1]
    if "\n" in head or "\r" in head:
        head = " ".join(head.split())
    return head if len(head) <= limit else head[:limit - 1] + ELLIPSIS


class JsonProblem(ValueError):
    """Text that is not JSON this program will read; ``str()`` is the one-line reason."""


def parse_json(text: str) -> object:
    """``json.loads(text)``, raising only ``JsonProblem`` with a short reason."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        # exc.msg never quotes the input; the position tells where to look.
        raise JsonProblem(
            f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise JsonProblem("not valid JSON here: nested too deeply") from None
    except ValueError:  # an integer literal over sys.get_int_max_str_digits()
        raise JsonProblem(
            f"not valid JSON here: a number of more than {sys.get_int_max_str_digits()} digits"
        ) from None
    except MemoryError:
        raise JsonProblem("not valid JSON here: too large to read") from None


__all__ = ["EXCERPT_CHARS", "MESSAGE_CHARS", "JsonProblem", "brief", "clip", "parse_json"]
