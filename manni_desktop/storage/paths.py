"""Where Manni Desktop keeps its files: the user's data and config folders.

Nothing is ever written next to the program.  ``MANNI_DESKTOP_HOME``, when
set, puts every file under one folder (``data/`` and ``config/`` inside it) so
tests and the packaged self-test never touch the real user folders.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

APP_NAME = "manni-desktop"
HOME_ENV = "MANNI_DESKTOP_HOME"


def _home_override() -> Path | None:
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else None


def data_dir() -> Path:
    """Saves and statistics: platformdirs' user data folder (not created here)."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Settings: platformdirs' user config folder (not created here)."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return Path(user_config_dir(APP_NAME, appauthor=False))


def resolve_data_dir(directory: str | os.PathLike[str] | None) -> Path:
    """``directory`` when given (tests pass ``tmp_path``), else ``data_dir()``."""
    return Path(directory) if directory is not None else data_dir()


def resolve_config_dir(directory: str | os.PathLike[str] | None) -> Path:
    return Path(directory) if directory is not None else config_dir()
