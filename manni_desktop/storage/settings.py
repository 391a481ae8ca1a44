"""The player's settings: a typed dataclass with defaults, stored as JSON in the
user config folder (``settings.json``, written atomically).

Reading never fails: a missing file gives the defaults, and an unknown key or
an invalid value falls back to that setting's default with a logged warning,
so a hand-edited or older file costs at most the settings that were wrong.
"""

from __future__ import annotations

import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .atomic import read_json, write_json_atomic
from .errors import StorageError
from .paths import resolve_config_dir

log = logging.getLogger(__name__)

SETTINGS_SCHEMA = 1
SETTINGS_NAME = "settings.json"

LANGUAGES = ("en", "pt", "es", "pl")
SPEEDS = ("slow", "normal", "fast", "instant")
CARD_STYLES = ("classic", "four-colour")
CARD_BACKS = ("blue", "red", "green")  # every back in assets/cards
SORT_ORDERS = ("suit-rank", "rank")
LEVELS = ("easy", "medium", "hard")
GAMES = ("hornafjardar", "classic")
SCORINGS = ("columns", "running")
MAX_NAME_LENGTH = 20  # as gui/dialogs/new_game.py


def _default_names() -> list[str]:
    return ["Ásta", "Hjörtur"]


def _default_levels() -> list[str]:
    return ["medium", "medium"]


@dataclass
class Settings:
    """Everything the player can choose.  ``language=None`` follows the system.

    ``game``, ``scoring``, ``opponent_names`` and ``opponent_levels`` are the
    new-game dialog's defaults, checked by the same rules as
    ``gui.dialogs.new_game.NewGameSettings``."""

    language: str | None = None
    speed: str = "normal"
    card_style: str = "classic"
    card_back: str = "blue"
    auto_play_forced: bool = True
    sort_order: str = "suit-rank"
    opponent_names: list[str] = field(default_factory=_default_names)
    opponent_levels: list[str] = field(default_factory=_default_levels)
    game: str = "hornafjardar"
    scoring: str = "columns"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["schema"] = SETTINGS_SCHEMA
        return data

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
                log.warning("settings: unknown setting %r ignored", key)
                continue
            problem = _problem(key, value)
            if problem:
                log.warning(
                    "settings: %s=%r is not valid (%s); using %r",
                    key, value, problem, getattr(settings, key),
                )
                continue
            setattr(settings, key, list(value) if isinstance(value, list) else value)
        if settings.game == "classic" and settings.scoring != "running":
            log.warning("settings: classic always scores 'running'; using it")
            settings.scoring = "running"
        return settings

    def validate(self) -> None:
        """``ValueError`` naming the first invalid setting (for the settings dialog)."""
        for f in fields(self):
            problem = _problem(f.name, getattr(self, f.name))
            if problem:
                raise ValueError(f"{f.name}: {problem}")
        if self.game == "classic" and self.scoring != "running":
            raise ValueError("scoring: classic always scores 'running'")


_CHOICES: dict[str, tuple[str, ...]] = {
    "speed": SPEEDS,
    "card_style": CARD_STYLES,
    "card_back": CARD_BACKS,
    "sort_order": SORT_ORDERS,
    "game": GAMES,
    "scoring": SCORINGS,
}


def _problem(key: str, value: object) -> str | None:
    """Why ``value`` is not acceptable for setting ``key`` (None when it is)."""
    if key == "language":
        if value is None or value in LANGUAGES:
            return None
        return f"one of {', '.join(LANGUAGES)} or null"
    if key in _CHOICES:
        return None if value in _CHOICES[key] else f"one of {', '.join(_CHOICES[key])}"
    if key == "auto_play_forced":
        return None if isinstance(value, bool) else "true or false"
    if key == "opponent_names":
        ok = (
            isinstance(value, list)
            and len(value) == 2
            and all(
                isinstance(v, str) and v == v.strip() and 0 < len(v) <= MAX_NAME_LENGTH
                for v in value
            )
        )
        return None if ok else f"two names of 1..{MAX_NAME_LENGTH} characters, no outer spaces"
    if key == "opponent_levels":
        ok = isinstance(value, list) and len(value) == 2 and all(v in LEVELS for v in value)
        return None if ok else f"two of {', '.join(LEVELS)}"
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
                    data["schema"])
    return Settings.from_json(data)


def save_settings(settings: Settings, directory: str | os.PathLike[str] | None = None) -> Path:
    """Validate and write atomically (``ValueError`` for an invalid setting,
    ``StorageError`` when the folder cannot be written)."""
    settings.validate()
    path = settings_path(directory)
    write_json_atomic(path, settings.to_json())
    return path
