"""One place that finds bundled data (card art, icons, fonts, rules pages,
translations), whether the app runs from source, from an editable install,
from an installed wheel, or from a PyInstaller bundle.

In the repository the data lives at the top level (``assets/``, ``i18n/``,
beside ``manni_desktop/``), as the design card lays it out.  A wheel maps
those folders into the package (``pyproject.toml``: ``package-dir``), so an
installed copy has ``manni_desktop/assets/``; a bundle carries them at the
same place inside ``sys._MEIPASS`` (the spec).  ``data_root`` looks for the
package's own copy first, then the checkout's top level.
"""

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


@functools.cache
def data_root() -> Path:
    """The folder holding ``assets/`` and ``i18n/``: the package itself (a
    wheel or a bundle) or, from source and in an editable install, the
    checkout's top level."""
    package = package_dir()
    for candidate in (package, package.parent):
        if (candidate / "assets").is_dir():
            return candidate
    return package  # nothing found: the paths below name where it should be


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``, e.g. ``asset_path("cards", "classic", "TS.svg")``."""
    return data_root().joinpath("assets", *parts)


def i18n_path(*parts: str) -> Path:
    """A file under ``i18n/`` (compiled ``.qm`` translations)."""
    return data_root().joinpath("i18n", *parts)
