"""What a save holds, and how it becomes a game again: the payload's
format, its schemas and their migrations, and the checks a payload passes
before the game is rebuilt.  ``saves`` reads and writes the files; this
module never touches a file, so the viewer, the bot process and the tests
check data the same way wherever it came from.

A save is plain JSON::

    {"schema": 2, "app": "manni-desktop", "saved_at": "2025-01-01T12:00:00+00:00",
     "record": <manni-record/1>, "seed": <the game's seed>,
     "session": {"levels": [...], "first_hand": 0, "automatic": [[hand, move], ...]},
     "window": {"speed": "normal", ...}}

The record is read back through ``Game.from_record`` — the same loader as
``manni-desktop replay`` — so a save can never hold a game the rules forbid,
and the seed deals the hands still to come exactly as the interrupted game
would have.  ``session`` is the session's own state (``Session.state()``: the
seats' levels, the first hand played here, the moves the app made for the
human), checked by ``Session.restore``; ``window`` is what the window keeps
(its known keys are type-checked, other JSON keys are kept as they are).
Schema 1 kept the levels and the first hand in ``window``; such a file is
migrated, and a record alone gets the default seats.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import Game
from ..engine.game import FORMAT
from ..engine.record import RecordProblem
from ..engine.session import Session
from ..engine.untrusted import is_text, is_whole
from .errors import NewerSchemaError, StorageError
from .messages import Message, Params, message
from .settings import DEFAULT_LEVEL

SCHEMA = 2
APP = "manni-desktop"

Payload = dict[str, Any]


@dataclass
class SavedGame:
    """A game read back from a file, ready to continue.

    ``notice`` is set when the player should be told something that is not an
    error (the backup was used, the file was an older format): an English
    sentence that carries its code for the window (``messages.Message``)."""

    game: Game
    session: Session  # the game with its seats and the session's own state
    window: dict[str, Any] = field(default_factory=dict)
    seats_saved: bool = False  # the file held the session's seats (not a bare record)
    saved_at: str = ""
    notice: Message | None = None


# -- payload <-> game ------------------------------------------------------------


def make_payload(source: Game | Session, window: dict[str, Any] | None = None) -> Payload:
    """The JSON object a save file holds: a session with its state, or a bare
    game (it gets the default seats when read back)."""
    window = dict(window or {})
    _check_window(window, message("source_window_state"))
    payload: Payload = {
        "schema": SCHEMA,
        "app": APP,
        "saved_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "record": source.record() if isinstance(source, Session) else source.to_record(),
        "seed": source.seed,
        "window": window,
    }
    if isinstance(source, Session):
        payload["session"] = source.state()
        return payload
    # A bare game: its seats from schema 1's window fields where they fit the
    # game (as reading a schema-1 file does), else the default seats.
    levels, first = window.get("levels"), window.get("first_hand", 0)
    if (isinstance(levels, list) and len(levels) == source.rules.seats
            and all(v is None or isinstance(v, str) for v in levels)):
        first = first if is_whole(first) else 0
        payload["session"] = {"levels": levels, "automatic": [],
                              "first_hand": min(max(first, 0), len(source.hands))}
    return payload


def _migrate_0_to_1(data: Payload) -> Payload:
    """Schema 0 is a bare ``manni-record/1`` (what ``export_record`` and other
    tools write): wrap it.  Without a seed, hands not yet in the record are
    dealt from a fresh random seed."""
    return {"schema": 1, "app": APP, "saved_at": "", "record": data, "seed": None, "window": {}}


def _migrate_1_to_2(data: Payload) -> Payload:
    """Schema 1 kept the seats' levels and the first hand in ``window``: they
    become the ``session`` (when they were there and well-formed; otherwise
    the default seats).  The window keeps what it had."""
    window = data.get("window")
    out = dict(data, schema=2)
    if "session" in data:
        return out
    if isinstance(window, dict) and isinstance(window.get("levels"), list):
        out["session"] = {"levels": window["levels"],
                          "first_hand": window.get("first_hand", 0), "automatic": []}
    return out


MIGRATIONS: dict[int, Callable[[Payload], Payload]] = {0: _migrate_0_to_1, 1: _migrate_1_to_2}
"""``MIGRATIONS[n]`` turns a schema-``n`` payload into schema ``n + 1``."""


def migrate(data: object, source: Params) -> tuple[Payload, int]:
    """Bring ``data`` to the current schema; returns it and the schema it had.
    A file from a newer version is refused whole, never half-read.  ``source``
    says where the data came from (a nested message, ``messages.source_file``)."""
    if not isinstance(data, dict):
        raise StorageError("save_not_object", {"source": source})
    raw_schema = data.get("schema")
    if "schema" not in data and data.get("format") == FORMAT:
        schema = 0
    elif is_whole(raw_schema) and raw_schema >= 1:
        schema = raw_schema
    else:
        raise StorageError("save_no_schema", {"source": source})
    if schema > SCHEMA:
        raise NewerSchemaError(
            "newer_save", {"source": source, "schema": schema, "supported": SCHEMA})
    original = schema
    while schema < SCHEMA:
        data = MIGRATIONS[schema](data)
        schema += 1
    return data, original


def _bad_field(source: Params, name: str, expected: str) -> StorageError:
    """A field that holds the wrong kind of value (``messages.EXPECTED``)."""
    return StorageError("bad_field", {"source": source, "field": name, "expected": expected})


def _check_window(window: object, source: Params) -> dict[str, Any]:
    if not isinstance(window, dict):
        raise _bad_field(source, "window", "object")
    names = window.get("names")
    if names is not None and not (
        isinstance(names, list) and all(is_text(v) for v in names)
    ):
        raise _bad_field(source, "window.names", "list_of_strings")
    levels = window.get("levels")  # per seat, null for the human (GameController.levels)
    if levels is not None and not (
        isinstance(levels, list) and all(v is None or is_text(v) for v in levels)
    ):
        raise _bad_field(source, "window.levels", "list_of_levels")
    speed = window.get("speed")
    if speed is not None and not is_text(speed):
        raise _bad_field(source, "window.speed", "string")
    first = window.get("first_hand")  # hands played before the game was opened from a file
    if first is not None and not (is_whole(first)
                                  and 0 <= first <= 10_000):
        raise _bad_field(source, "window.first_hand", "whole_number")
    return window


def game_from_payload(data: object, source: Params | None = None) -> SavedGame:
    """Check a payload (any schema up to ours) and rebuild its game.
    ``StorageError`` for every problem: wrong types, a broken rule, newer schema.
    ``source`` names where it came from (default: "The save")."""
    source = source or message("source_save")
    payload, original = migrate(data, source)
    if payload.get("app", APP) != APP:
        raise StorageError("not_manni_save", {"source": source})
    seed = payload.get("seed")
    if seed is not None and (
        isinstance(seed, bool) or not isinstance(seed, int | str)
    ):
        raise _bad_field(source, "seed", "number_or_string")
    saved_at = payload.get("saved_at", "")
    if not isinstance(saved_at, str):
        raise _bad_field(source, "saved_at", "string")
    window = _check_window(payload.get("window", {}), source)
    if "record" not in payload:
        raise StorageError("no_record", {"source": source})
    try:
        # not dealt on: a game saved at a hand's end reopens on that hand's
        # summary, and the next hand is dealt when the player asks for it
        game = Game.from_record(payload["record"], seed=seed, deal_next=False)
    except RecordProblem as exc:
        # the engine's own English line (``replay`` prints it): kept as detail
        raise StorageError("record_invalid", {"source": source, "detail": str(exc)}) from None
    except Exception as exc:  # noqa: BLE001 - whatever the file holds, a message, no traceback
        raise StorageError("record_unreplayable", {
            "source": source, "error": type(exc).__name__, "detail": str(exc)}) from None
    session = _session_of(game, payload.get("session"), window, source, lenient=original < 2)
    notice = None
    if original == 0:
        notice = Message("plain_record", {"source": source})
    return SavedGame(game=game, window=dict(window), saved_at=saved_at, notice=notice,
                     session=session, seats_saved=payload.get("session") is not None)


def _session_of(game: Game, state: object, window: dict[str, Any], source: Params,
                lenient: bool) -> Session:
    """The saved session of ``game``: its state as saved, with seat 0 the
    human (a save's seat 0 is the player who opens it); without one, the
    default seats (a bare record: seat 0 human, the others at the default
    level).  ``lenient``: an older file's window state that does not fit the
    game gives the default seats, as it always did, instead of a refusal."""
    seats = game.rules.seats
    default = {"levels": [None, *[DEFAULT_LEVEL] * (seats - 1)]}
    if state is None:
        state = default
    elif isinstance(state, dict) and isinstance(state.get("levels"), list):
        state = dict(state, levels=[None, *state["levels"][1:]])
    names = window.get("names")  # schema 1 kept the seats' names here too
    if (isinstance(names, list) and len(names) == seats
            and all(isinstance(n, str) and n for n in names)):
        game.players = list(names)
    try:
        return Session.restore(game, state)
    except ValueError as exc:
        if lenient:
            return Session.restore(game, default)
        field_name = str(exc).split(":")[0]
        raise _bad_field(source, field_name, SESSION_FIELDS.get(field_name, "object")) from None


SESSION_FIELDS = {"session.levels": "list_of_levels", "session.first_hand": "whole_number",
                  "session.automatic": "list"}
"""What each field of a save's ``session`` should hold (``messages.EXPECTED``)."""


SAVE_KEYS = ("schema", "format", "app", "seed", "saved_at", "window", "record", "session")
"""The fields of a save that a check or the game reads (others are allowed)."""
WINDOW_KEYS = ("names", "levels", "speed", "first_hand")
"""The fields of a save's ``window`` that a check or the window reads."""


def essential_data(data: object) -> object:
    """``data`` without what no check and no reader looks at (see
    ``read_checked_data``); a bare record (schema 0) is kept as it is."""
    if not isinstance(data, dict) or "schema" not in data:
        return data
    out = {key: data[key] for key in SAVE_KEYS if key in data}
    window = out.get("window")
    if isinstance(window, dict):
        out["window"] = {key: window[key] for key in WINDOW_KEYS if key in window}
    return out
