"""One place that finds bundled data (card art, icons, translations), whether the
app runs from source, from an installed wheel, or from a PyInstaller bundle."""

from __future__ import annotations

import functools
import sys
from pathlib import Path


@functools.cache
def package_dir() -> Path:
    """The ``manni_desktop`` folder (inside ``sys._MEIPASS`` when frozen); found
    once (resolving the path stats every folder on the way, per card art)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "manni_desktop"
    return Path(__file__).resolve().parent


def asset_path(*parts: str) -> Path:
    """A file under ``manni_desktop/assets/``, e.g. ``asset_path("cards", "TS.svg")``."""
    return package_dir().joinpath("assets", *parts)


def i18n_path(*parts: str) -> Path:
    """A file under ``manni_desktop/i18n/`` (compiled ``.qm`` translations)."""
    return package_dir().joinpath("i18n", *parts)
