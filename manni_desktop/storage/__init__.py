"""Saves, crash-resume, statistics and settings: pure Python, no Qt.

Every function takes an explicit folder (tests pass ``tmp_path``); the default
is platformdirs' user folder, or ``$MANNI_DESKTOP_HOME`` when set.
"""

from .atomic import make_private
from .errors import NewerSchemaError, StorageError
from .paths import HOME_ENV, config_dir, data_dir
from .save_format import SCHEMA, SavedGame
from .saves import (
    autosave_path,
    autosaved_game,
    discard_autosave,
    export_record,
    load_autosave,
    open_game,
    save_game_as,
    unfinished_game,
    write_autosave,
)
from .settings import Settings, load_settings, save_settings
from .stats import Statistics, record_game
from .stats_file import load_statistics, record_finished_game, reset_statistics, save_statistics

__all__ = [
    "HOME_ENV", "SCHEMA", "NewerSchemaError", "SavedGame", "Settings", "Statistics",
    "StorageError", "autosave_path", "autosaved_game", "config_dir", "data_dir",
    "discard_autosave", "export_record", "load_autosave", "load_settings",
    "load_statistics", "make_private", "open_game",
    "record_finished_game", "record_game", "reset_statistics", "save_game_as",
    "save_settings", "save_statistics", "unfinished_game", "write_autosave",
]
