"""The games the app plays, each in its own package, listed here once.

Importing this package registers every game (``registry.add``) in the order
of ``CATALOGUE``, the order the new-game dialog shows them; the first is the
default game.  A new game is one more package under ``games/`` and one more
line in ``CATALOGUE`` (docs/ADDING-A-GAME.md).
"""

from pathlib import Path

from . import manillen, manni, mizerka
from .registry import GameEntry, add, default_game, entries, entry, ids

CATALOGUE: tuple[GameEntry, ...] = (*manni.ENTRIES, *manillen.ENTRIES, *mizerka.ENTRIES)

for _entry in CATALOGUE:
    if _entry.id not in ids():
        add(_entry)



def solver_available() -> bool:
    """Whether the endgame solver's C library is in use (the Manni games'
    bots load it: manni/bots/native_solver.py); imported only when asked, so
    that ``replay`` starts without bot code."""
    from .manni.bots.native_solver import native_available

    return native_available()


def solver_library_path() -> Path | None:
    """The file the endgame solver was loaded from, or None."""
    from .manni.bots.native_solver import library_path

    return library_path()


__all__ = ["CATALOGUE", "GameEntry", "default_game", "entries", "entry", "ids",
           "solver_available", "solver_library_path"]
