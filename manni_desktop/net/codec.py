"""The table snapshot as JSON and back, read from its dataclasses' type hints.

The engine's ``Table`` is frozen dataclasses of enums, tuples, ints, strings
and None.  Rather than a second, hand-written schema that could drift from
snapshot.py, the encoder and decoder walk the type hints themselves: a field
added to the snapshot is carried and checked without touching this file.
Decoding checks every value against its hint, so a window never draws a
value of the wrong type whatever the host sent.

Cards are ``Card`` (an alias of int) in the hints; the hints are read with
``Card`` bound to a marker type so that every field that holds a card is
known as one: ``encode`` passes each card through ``card_out`` (redact.py
puts a token in place of a hidden card there) and the decoder accepts a
card code 0-51 or a token (``TOKEN_BASE`` or more).  A member of a union of
dataclasses (a legal move: ``Play`` or ``Exchange``…) carries its class
name under ``"@"``.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable
from typing import Any, NewType, TypeVar

from ..engine import snapshot
from ..engine.cards import ALL_CARDS
from ..engine.untrusted import is_whole

CardSlot = NewType("CardSlot", int)
"""The marker the hints' ``Card`` is read as."""

TOKEN_BASE = 1000
"""A face-down card travels as a token: an int this large or more (redact.py)."""
TOKEN_LIMIT = 1 << 30
MAX_ITEMS = 4096
"""No tuple of a snapshot is longer (the sheet of the longest games is a
few hundred rows); a longer list is refused before it is walked."""

T = TypeVar("T")


class CodecError(ValueError):
    """JSON that is not a snapshot: ``str()`` says where (``table.seats[1].hand``)."""


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    namespace = dict(vars(snapshot))
    namespace["Card"] = CardSlot
    return typing.get_type_hints(cls, globalns=namespace, localns=namespace)


def _fields(cls: type) -> list[tuple[str, Any]]:
    hints = _hints(cls)
    return [(f.name, hints[f.name]) for f in dataclasses.fields(cls)]


def encode(value: object, card_out: Callable[[int], int] = lambda c: c) -> Any:
    """``value`` (a snapshot dataclass) as JSON data, cards through ``card_out``."""
    return _encode(value, type(value), card_out)


def _encode(value: Any, hint: Any, card_out: Callable[[int], int]) -> Any:
    if hint is CardSlot:
        return card_out(value)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [h for h in typing.get_args(hint) if h is not type(None)]
        if value is None:
            return None
        if dataclasses.is_dataclass(value):
            data = _encode(value, type(value), card_out)
            if len([h for h in options if dataclasses.is_dataclass(h)]) > 1:
                data["@"] = type(value).__name__
            return data
        return _encode(value, options[0], card_out)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return [_encode(v, args[0], card_out) for v in value]
        return [_encode(v, h, card_out) for v, h in zip(value, args, strict=True)]
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return {name: _encode(getattr(value, name), h, card_out) for name, h in _fields(hint)}
    if isinstance(value, enum.Enum):
        return value.value
    return value


def decode(data: object, cls: type[T], where: str = "table") -> T:
    """The ``cls`` instance ``data`` describes (``CodecError`` naming the first
    value that does not fit its type)."""
    value: T = _decode(data, cls, where)
    return value


def _decode(data: object, hint: Any, where: str) -> Any:
    if hint is CardSlot:
        if is_whole(data) and (data in ALL_CARDS or TOKEN_BASE <= data < TOKEN_LIMIT):
            return data
        raise CodecError(f"{where}: must be a card or a card token")
    if hint is type(None):
        if data is None:
            return None
        raise CodecError(f"{where}: must be null")
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return _decode_union(data, typing.get_args(hint), where)
    if origin is tuple:
        return _decode_tuple(data, typing.get_args(hint), where)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(data)
        except ValueError:
            raise CodecError(f"{where}: not a {hint.__name__}") from None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _decode_dataclass(data, hint, where)
    if hint is int:
        if is_whole(data) and abs(data) < TOKEN_LIMIT:
            return data
        raise CodecError(f"{where}: must be an integer")
    if hint is bool or hint is str:
        if type(data) is hint:
            return data
        raise CodecError(f"{where}: must be a {hint.__name__}")
    raise CodecError(f"{where}: cannot read a {hint!r}")  # a hint the snapshot never uses


def _decode_union(data: object, options: tuple[Any, ...], where: str) -> Any:
    if data is None and type(None) in options:
        return None
    classes = [h for h in options if h is not type(None)]
    if len(classes) > 1:
        tag = data.get("@") if isinstance(data, dict) else None
        chosen = next((c for c in classes if getattr(c, "__name__", None) == tag), None)
        if chosen is None:
            raise CodecError(f"{where}: '@' must name one of "
                             + ", ".join(c.__name__ for c in classes))
        return _decode(data, chosen, where)
    return _decode(data, classes[0], where)


def _decode_tuple(data: object, args: tuple[Any, ...], where: str) -> tuple[Any, ...]:
    if not isinstance(data, list) or len(data) > MAX_ITEMS:
        raise CodecError(f"{where}: must be a list of at most {MAX_ITEMS} items")
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(_decode(v, args[0], f"{where}[{i}]") for i, v in enumerate(data))
    if len(data) != len(args):
        raise CodecError(f"{where}: must have {len(args)} items")
    pairs = enumerate(zip(data, args, strict=True))
    return tuple(_decode(v, h, f"{where}[{i}]") for i, (v, h) in pairs)


def _decode_dataclass(data: object, cls: type, where: str) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"{where}: must be an object")
    fields = _fields(cls)
    unknown = set(data) - {name for name, _ in fields} - {"@"}
    if unknown:
        raise CodecError(f"{where}: unknown field {sorted(unknown)[0][:40]!r}")
    values = {}
    for name, hint in fields:
        if name not in data:
            raise CodecError(f"{where}.{name}: missing")
        values[name] = _decode(data[name], hint, f"{where}.{name}")
    return cls(**values)
