"""The messages of ``manni-table/1``, checked field by field as they arrive.

Every message is a JSON object with a ``type``; anything else it holds is
named in docs/PROTOCOL.md.  An incoming message is turned into one of the
small frozen classes below or refused with a ``MessageError`` whose ``code``
goes back in the ``error`` answer.  Unknown fields are refused rather than
ignored, so a client written against a later version fails loudly instead of
being half-understood; text is bounded and quoted back only through
``engine.untrusted.brief``.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, action_from_json
from ..engine.errors import RecordError
from ..engine.snapshot import Table
from ..engine.untrusted import brief, is_text, is_whole
from . import PROTOCOL, PROTOCOL_MAJOR
from .codec import CodecError, decode

NAME_CHARS = 40
TEXT_CHARS = 200
TOKEN_CHARS = 64


class MessageError(ValueError):
    """A message refused: ``code`` (``malformed``, ``version``…) and a reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# -- client to host -------------------------------------------------------------------


@dataclass(frozen=True)
class Hello:
    protocol: str
    app: str

    @property
    def minor(self) -> int:
        """The minor version the peer speaks (``manni-table/1`` is 0)."""
        _, _, version = self.protocol.partition("/")
        _, _, minor = version.partition(".")
        return int(minor) if minor.isdigit() and len(minor) < 6 else 0


@dataclass(frozen=True)
class Auth:
    spake: str


@dataclass(frozen=True)
class Confirm:
    mac: str


@dataclass(frozen=True)
class Join:
    name: str
    language: str | None
    token: str | None


@dataclass(frozen=True)
class Act:
    turn: int
    action: Action


@dataclass(frozen=True)
class HintRequest:
    turn: int


@dataclass(frozen=True)
class Bye:
    reason: str


@dataclass(frozen=True)
class Pong:
    """The answer to the host's ``ping`` (1.1): the client is alive."""


@dataclass(frozen=True)
class Back:
    """A seated player takes its seat back from the stand-in (1.1)."""


ClientMessage = Hello | Auth | Confirm | Join | Act | HintRequest | Bye | Pong | Back


def _fields(data: dict[str, Any], required: Set[str], optional: Set[str] = frozenset()) -> None:
    keys = set(data) - {"type"}
    missing = required - keys
    if missing:
        raise MessageError("malformed", f"{data['type']}: missing {sorted(missing)[0]!r}")
    extra = keys - required - optional
    if extra:
        raise MessageError("malformed", f"{data['type']}: unknown field {brief(sorted(extra)[0])}")


def _text(data: dict[str, Any], key: str, limit: int = TEXT_CHARS,
          optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not (is_text(value) and 0 < len(value) <= limit and value.isprintable()):
        raise MessageError("malformed", f"{data['type']}.{key}: must be printable text of"
                           f" 1 to {limit} characters")
    return value


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not is_whole(value) or not 0 <= value < 1 << 31:
        raise MessageError("malformed", f"{data['type']}.{key}: must be a whole number")
    return value


def check_hello(data: dict[str, Any]) -> Hello:
    """A ``hello`` from either side; ``version`` for another major protocol."""
    if data.get("type") != "hello":
        raise MessageError("malformed", f"expected hello, got {brief(data.get('type'))}")
    _fields(data, {"protocol", "app"}, {"table"})
    protocol = _text(data, "protocol")
    app = _text(data, "app")
    assert protocol is not None and app is not None
    name, _, version = protocol.partition("/")
    major = version.split(".")[0]
    if name != PROTOCOL.split("/")[0] or major != str(PROTOCOL_MAJOR):
        raise MessageError("version", f"this table speaks {PROTOCOL}, not {brief(protocol)}")
    return Hello(protocol, app)


def parse_client(data: dict[str, Any]) -> ClientMessage:
    """One client message, checked (``MessageError`` otherwise)."""
    kind = data.get("type")
    if kind == "hello":
        return check_hello(data)
    if kind == "auth":
        _fields(data, {"spake"})
        return Auth(_text(data, "spake") or "")
    if kind == "confirm":
        _fields(data, {"mac"})
        return Confirm(_text(data, "mac") or "")
    if kind == "join":
        _fields(data, {"name"}, {"language", "token"})
        return Join(_text(data, "name", NAME_CHARS) or "",
                    _text(data, "language", 16, optional=True),
                    _text(data, "token", TOKEN_CHARS, optional=True))
    if kind == "act":
        _fields(data, {"turn", "action"})
        turn = _int(data, "turn")
        try:
            action = action_from_json(data["action"])
        except (RecordError, ValueError) as exc:
            raise MessageError("malformed", f"act.action: {exc}") from None
        return Act(turn, action)
    if kind == "hint":
        _fields(data, {"turn"})
        return HintRequest(_int(data, "turn"))
    if kind == "bye":
        _fields(data, set(), {"reason"})
        return Bye(_text(data, "reason", optional=True) or "left")
    if kind == "pong":
        _fields(data, set())
        return Pong()
    if kind == "back":
        _fields(data, set())
        return Back()
    raise MessageError("malformed", f"unknown message type {brief(kind)}")


# -- host to client -------------------------------------------------------------------


@dataclass(frozen=True)
class SeatInfo:
    name: str
    kind: str  # human | bot | remote
    level: str | None = None  # (1.1) a computer's level code: a bot seat, or a stand-in


NOTICE_CODES = frozenset({"seat-away", "stand-in", "seat-back", "awaiting-approval"})
"""The notices a host sends its clients (docs/PROTOCOL.md)."""


@dataclass(frozen=True)
class Notice:
    """Something happened at the table that the players should be told.

    To clients (``notice`` messages, 1.1): ``seat-away`` (the seat's player
    dropped), ``stand-in`` (a computer of ``level`` plays the seat),
    ``seat-back`` (its player is back), ``awaiting-approval`` (this join
    waits for the host's answer).  To the hosting window only
    (``HostOptions.on_notice``): ``seat-request`` (someone asks for an away
    player's seat by name: answer ``request`` with ``answer_seat_request``),
    ``save-failed`` (``detail`` says why; play goes on) and ``save-ok``;
    those two have ``seat`` -1."""

    code: str
    seat: int
    name: str
    level: str | None = None
    detail: str = ""
    request: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The wire form of a client notice."""
        data: dict[str, Any] = {"type": "notice", "code": self.code, "seat": self.seat,
                                "name": self.name}
        if self.level is not None:
            data["level"] = self.level
        return data


def parse_notice(data: dict[str, Any]) -> Notice:
    _fields(data, {"code", "seat", "name"}, {"level"})
    code = _text(data, "code", NAME_CHARS) or ""
    if code not in NOTICE_CODES:
        raise MessageError("malformed", f"notice.code: {brief(code)} is no notice")
    level = _text(data, "level", 16, optional=True)
    name = data.get("name")
    if not (is_text(name) and len(name) <= NAME_CHARS):
        raise MessageError("malformed", "notice.name: must be text")
    return Notice(code, _int(data, "seat"), name, level)


@dataclass(frozen=True)
class Seated:
    seat: int
    token: str
    game: str
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class TableUpdate:
    turn: int
    table: Table
    reveals: dict[int, int]
    observation: dict[str, Any] | None


SEAT_FIELDS = frozenset({"name", "kind", "level"})


def parse_seats(value: object) -> tuple[SeatInfo, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= 8:
        raise MessageError("malformed", "seats: must be a list of seats")
    out = []
    for item in value:
        if not (isinstance(item, dict) and {"name", "kind"} <= set(item) <= SEAT_FIELDS
                and is_text(item["name"]) and len(item["name"]) <= NAME_CHARS
                and item["kind"] in ("human", "bot", "remote")
                and (item.get("level") is None or (is_text(item["level"])
                                                   and len(item["level"]) <= 16))):
            raise MessageError("malformed", f"seats: {brief(item)} is not a seat")
        out.append(SeatInfo(item["name"], item["kind"], item.get("level")))
    return tuple(out)


def parse_seated(data: dict[str, Any]) -> Seated:
    _fields(data, {"seat", "token", "game", "options", "seats"})
    options = data["options"]
    if not isinstance(options, dict):
        raise MessageError("malformed", "seated.options: must be an object")
    return Seated(_int(data, "seat"), _text(data, "token", TOKEN_CHARS) or "",
                  _text(data, "game", NAME_CHARS) or "", options, parse_seats(data["seats"]))


def parse_table(data: dict[str, Any]) -> TableUpdate:
    """A ``table`` update: the snapshot decoded into the engine's own types."""
    _fields(data, {"turn", "table", "reveals"}, {"observation"})
    try:
        table = decode(data["table"], Table)
    except CodecError as exc:
        raise MessageError("malformed", str(exc)) from None
    raw = data["reveals"]
    if not isinstance(raw, dict):
        raise MessageError("malformed", "table.reveals: must be an object")
    reveals = {}
    for token, card in raw.items():
        if not (token.isdigit() and isinstance(card, int) and 0 <= card < 52):
            raise MessageError("malformed", f"table.reveals: {brief(token)} is no reveal")
        reveals[int(token)] = card
    observation = data.get("observation")
    if observation is not None and not isinstance(observation, dict):
        raise MessageError("malformed", "table.observation: must be an object")
    return TableUpdate(_int(data, "turn"), table, reveals, observation)


def error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}
