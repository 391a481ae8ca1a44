"""The player's settings: a typed dataclass with defaults, stored as JSON in the
user config folder (``settings.json``, written atomically).

Reading never fails: a missing file gives the defaults, and an unknown key or
an invalid value falls back to that setting's default with a logged warning,
so a hand-edited or older file costs at most the settings that were wrong.
"""

from __future__ import annotations

import base64
import binascii
import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..engine import get_rules
from ..engine.game import DEFAULT_PLAYERS
from ..engine.levels import SEAT_LEVELS
from ..engine.untrusted import brief, is_text, is_whole
from ..games import default_game
from ..games import entry as game_entry
from ..games import ids as game_ids
from .atomic import read_json, write_json_atomic
from .errors import NewerSchemaError, StorageError
from .paths import resolve_config_dir

log = logging.getLogger(__name__)

SETTINGS_SCHEMA = 2  # 2: opponent names/levels per game (schema 1: one list of two)
SETTINGS_NAME = "settings.json"

LANGUAGES = ("en", "pt", "es", "pl")
SPEEDS = ("slow", "normal", "fast", "instant")
# How long a finished trick stays on the table before it is gathered (a click
# or a key gathers it at once), whatever the animation speed; "none" gathers it
# at once, "click" waits for the player.
TRICK_PAUSES = ("none", "short", "normal", "long", "click")
CARD_STYLES = ("classic", "four-colour")  # the deck's look (assets/cards/<style>), not a game
CARD_BACKS = ("blue", "red", "green")  # every back in assets/cards
SORT_ORDERS = ("suit-rank", "rank")
DEFAULT_LEVEL = "medium"
MAX_NAME_LENGTH = 20  # as gui/dialogs/new_game.py

# The ``scoring`` value of a game whose Rules offer no scoring option
# (``Rules.scorings == ()``, Manillen): the engine then gets options {}.
NO_SCORING = "none"


def window_games() -> tuple[str, ...]:
    """The games a new game may be, in the order the new-game dialog lists
    them: every game of the registry (games/registry.py)."""
    return game_ids()


def scorings_for(game: str) -> tuple[str, ...]:
    """The allowed ``scoring`` values of ``game``, its default first: the
    Rules' ``scorings``, or ``(NO_SCORING,)`` when it has no scoring option."""
    return get_rules(game).scorings or (NO_SCORING,)


def all_scorings() -> tuple[str, ...]:
    """Every scoring value of the window's games (for "unknown scoring")."""
    out: list[str] = []
    for game in window_games():
        out += [s for s in scorings_for(game) if s not in out]
    return tuple(out)


def engine_options(game: str, scoring: str) -> dict[str, Any]:
    """The options ``engine.new_game(game, ...)`` takes for ``scoring``:
    ``{"scoring": scoring}``, or ``{}`` for a game without scoring option."""
    return get_rules(game).options_for(scoring)


def computer_seats(game: str) -> int:
    """How many computer players ``game`` has (every seat but the human's, seat 0)."""
    return get_rules(game).seats - 1


def default_names(game: str) -> list[str]:
    """The computer seats' default names (seats 1.., the engine's default players)."""
    return list(DEFAULT_PLAYERS[get_rules(game).seats][1:])


def offered_levels(game: str) -> tuple[str, ...]:
    """The levels the dialogs offer for ``game`` (its entry's
    ``window_levels``: ``WINDOW_LEVELS``, and expert where it measured stronger)."""
    return game_entry(game).window_levels


def default_levels(game: str) -> list[str]:
    return [DEFAULT_LEVEL] * computer_seats(game)


def _default_names() -> dict[str, list[str]]:
    return {game: default_names(game) for game in window_games()}


def _default_levels() -> dict[str, list[str]]:
    return {game: default_levels(game) for game in window_games()}


def _still_offered(game: str, value: object) -> object:
    """A saved seat level the game's dialogs no longer offer, as the strongest
    level below it that they do; anything else unchanged.

    Why: a game's dialogs offer expert only while it measures stronger than
    hard (``GameEntry.window_levels``), so a level can be withdrawn after a
    player saved it.  Dropping the saved seats would put that player against
    the default (medium); the nearest level below keeps what they chose."""
    offered = offered_levels(game)
    if not isinstance(value, str) or value in offered or value not in SEAT_LEVELS:
        return value
    below = [level for level in SEAT_LEVELS[:SEAT_LEVELS.index(value)] if level in offered]
    return below[-1] if below else value


@dataclass
class Settings:
    """Everything the player can choose.  ``language=None`` follows the system.

    ``game`` and ``scoring`` are the new-game dialog's last choice (``scoring``
    is one of ``scorings_for(game)``: ``NO_SCORING`` for Manillen).
    ``opponent_names`` and ``opponent_levels`` hold, per game, the computer
    seats 1.. in seat order (two for the Manni games, three for Manillen:
    left opponent, partner across, right opponent), so each game keeps its own
    players.  A schema-1 file's single list of two applies to every game with
    two computer seats.  Checked by the same rules as
    ``gui.dialogs.new_game.NewGameSettings``."""

    language: str | None = None
    speed: str = "normal"
    trick_pause: str = "normal"
    # The window's size, place and maximised state (Qt's saveGeometry, base64).
    window_geometry: str = ""
    card_style: str = CARD_STYLES[0]
    card_back: str = "blue"
    auto_play_forced: bool = True
    sort_order: str = "suit-rank"
    opponent_names: dict[str, list[str]] = field(default_factory=_default_names)
    opponent_levels: dict[str, list[str]] = field(default_factory=_default_levels)
    game: str = field(default_factory=default_game)
    scoring: str = "columns"
    # The guided first hand was finished or declined: it is not offered again
    # at start (Help → Guided first hand still plays it).  A file without the
    # key is a player from before the guide existed, who is offered it once.
    guide_done: bool = False
    # The other games whose guided first deal was finished or declined (by
    # game id): each is offered once, the first time that game is played.
    guides_done: list[str] = field(default_factory=list)
    # The name friends see at a network table (Play with friends); "" until
    # the player first hosts or joins, which asks with the system's login name
    # filled in.
    player_name: str = ""

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["schema"] = SETTINGS_SCHEMA
        return data

    def names_for(self, game: str) -> list[str]:
        """``game``'s computer players' names (its defaults if none are stored)."""
        return list(self.opponent_names.get(game) or default_names(game))

    def levels_for(self, game: str) -> list[str]:
        return list(self.opponent_levels.get(game) or default_levels(game))

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON: each bad or unknown entry is dropped with a warning."""
        settings = cls()
        if not isinstance(data, dict):
            log.warning("settings: not a JSON object; using the defaults")
            return settings
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key == "schema":
                continue
            if key not in known:
                log.warning("settings: unknown setting %s ignored", brief(key))
                continue
            if key in _PER_GAME:
                setattr(settings, key, _per_game_from_json(key, value))
                continue
            problem = _problem(key, value)
            if problem:
                log.warning(
                    "settings: %s=%s is not valid (%s); using %r",
                    key, brief(value), problem, getattr(settings, key),
                )
                continue
            setattr(settings, key, list(value) if isinstance(value, list) else value)
        allowed = scorings_for(settings.game)
        if settings.scoring not in allowed:
            log.warning(
                "settings: %s scores %s, not %r; using %r",
                settings.game, " or ".join(map(repr, allowed)), settings.scoring, allowed[0],
            )
            settings.scoring = allowed[0]
        return settings

    def validate(self) -> None:
        """``ValueError`` naming the first invalid setting (for the settings dialog)."""
        for f in fields(self):
            problem = _problem(f.name, getattr(self, f.name))
            if problem:
                raise ValueError(f"{f.name}: {problem}")
        allowed = scorings_for(self.game)
        if self.scoring not in allowed:
            raise ValueError(
                f"scoring: {self.game} scores {' or '.join(map(repr, allowed))}, "
                f"not {self.scoring!r}"
            )


_CHOICES: dict[str, Callable[[], tuple[str, ...]]] = {
    "speed": lambda: SPEEDS,
    "trick_pause": lambda: TRICK_PAUSES,
    "card_style": lambda: CARD_STYLES,
    "card_back": lambda: CARD_BACKS,
    "sort_order": lambda: SORT_ORDERS,
    "game": window_games,
    "scoring": all_scorings,
}
_PER_GAME = ("opponent_names", "opponent_levels")


def _name_ok(value: object) -> bool:
    return (
        is_text(value) and value == value.strip() and 0 < len(value) <= MAX_NAME_LENGTH
    )


def _seats_problem(key: str, game: str, value: object) -> str | None:
    """Why ``value`` is not one game's ``key`` entry (None when it is)."""
    count = computer_seats(game)
    if key == "opponent_names":
        ok = isinstance(value, list) and len(value) == count and all(map(_name_ok, value))
        return None if ok else (
            f"{count} names of 1..{MAX_NAME_LENGTH} characters, no outer spaces"
        )
    offered = offered_levels(game)
    ok = isinstance(value, list) and len(value) == count and all(v in offered for v in value)
    return None if ok else f"{count} of {', '.join(offered)}"


def _per_game_problem(key: str, value: object) -> str | None:
    if not isinstance(value, dict):
        return "an object of lists per game"
    for game, entry in value.items():
        if game not in window_games():
            return f"unknown game {brief(game)}"
        problem = _seats_problem(key, game, entry)
        if problem:
            return f"{game}: {problem}"
    return None


def _per_game_from_json(key: str, value: object) -> dict[str, list[str]]:
    """One per-game setting read leniently: a schema-1 list of two applies to
    every two-computer game; a bad game's entry is dropped with a warning and
    that game keeps its defaults."""
    out = _default_names() if key == "opponent_names" else _default_levels()
    if isinstance(value, list):  # schema 1: the Manni games' two opponents
        games = [g for g in window_games() if computer_seats(g) == len(value)]
        problem = (
            _seats_problem(key, games[0], value) if games else "one entry per computer seat"
        )
        if problem or not games:
            log.warning("settings: %s=%s is not valid (%s); using the defaults",
                        key, brief(value), problem)
            return out
        for game in games:
            out[game] = list(value)
        return out
    if not isinstance(value, dict):
        log.warning("settings: %s=%s is not valid (an object of lists per game); "
                    "using the defaults", key, brief(value))
        return out
    for game, entry in value.items():
        if key == "opponent_levels" and game in window_games() and isinstance(entry, list):
            entry = [_still_offered(game, level) for level in entry]
        problem = (
            f"unknown game {brief(game)}" if game not in window_games()
            else _seats_problem(key, game, entry)
        )
        if problem:
            log.warning("settings: %s[%s]=%s is not valid (%s); dropped",
                        key, brief(game), brief(entry), problem)
            continue
        out[game] = list(entry)
    return out


MAX_GEOMETRY = 1024  # Qt's saveGeometry is ~70 bytes; base64 of anything sane fits


def _geometry_problem(value: object) -> str | None:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY:
        return f"text of at most {MAX_GEOMETRY} characters"
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return "base64 text"
    return None


def _problem(key: str, value: object) -> str | None:
    """Why ``value`` is not acceptable for setting ``key`` (None when it is)."""
    if key == "language":
        if value is None or value in LANGUAGES:
            return None
        return f"one of {', '.join(LANGUAGES)} or null"
    if key in _CHOICES:
        choices = _CHOICES[key]()
        return None if value in choices else f"one of {', '.join(choices)}"
    if key in ("auto_play_forced", "guide_done"):
        return None if isinstance(value, bool) else "true or false"
    if key == "guides_done":
        known = game_ids()
        if isinstance(value, list) and all(v in known for v in value) and len(value) <= len(known):
            return None
        return f"a list of games ({', '.join(known)})"
    if key == "window_geometry":
        return _geometry_problem(value)
    if key == "player_name":
        return None if value == "" or _name_ok(value) else (
            f"empty, or 1..{MAX_NAME_LENGTH} characters with no outer spaces")
    if key in _PER_GAME:
        return _per_game_problem(key, value)
    return "unknown setting"


def settings_path(directory: str | os.PathLike[str] | None = None) -> Path:
    return resolve_config_dir(directory) / SETTINGS_NAME


def load_settings(directory: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings (defaults for anything missing or wrong).  Never raises."""
    path = settings_path(directory)
    if not path.exists():
        return Settings()
    try:
        data = read_json(path)
    except StorageError as exc:
        log.warning("settings: %s Using the defaults.", exc.message)
        return Settings()
    if isinstance(data, dict) and isinstance(data.get("schema"), int) and (
        data["schema"] > SETTINGS_SCHEMA
    ):
        log.warning("settings: written by a newer version (schema %s); reading what fits",
                    brief(data["schema"]))
    return Settings.from_json(data)


def save_settings(settings: Settings, directory: str | os.PathLike[str] | None = None) -> Path:
    """Validate and write atomically (``ValueError`` for an invalid setting,
    ``StorageError`` when the folder cannot be written, ``NewerSchemaError``
    when a newer version wrote the file: it is left as it is)."""
    settings.validate()
    path = settings_path(directory)
    schema = _newer_schema(path)
    if schema is not None:
        raise NewerSchemaError("newer_settings_kept", {"path": str(path), "schema": schema})
    write_json_atomic(path, settings.to_json())
    return path


def _newer_schema(path: Path) -> int | None:
    """The schema of the settings file at ``path`` when a newer version wrote
    it (its settings are read "what fits" and must not be written over)."""
    if not path.is_file():
        return None
    try:
        data = read_json(path)
    except StorageError:
        return None  # unreadable: replaced, as the defaults were used
    schema = data.get("schema") if isinstance(data, dict) else None
    if is_whole(schema) and schema > SETTINGS_SCHEMA:
        return schema
    return None
