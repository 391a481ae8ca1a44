"""The games the app plays, each in its own package, listed here once.

Importing this package registers every game (``registry.add``) in the order
of ``CATALOGUE``, the order the new-game dialog shows them; the first is the
default game.  A new game is one more package under ``games/`` and one more
line in ``CATALOGUE`` (docs/ADDING-A-GAME.md).
"""

from . import manillen, manni, mizerka
from .registry import GameEntry, add, default_game, entries, entry, ids

CATALOGUE: tuple[GameEntry, ...] = (*manni.ENTRIES, *manillen.ENTRIES, *mizerka.ENTRIES)

for _entry in CATALOGUE:
    if _entry.id not in ids():
        add(_entry)

__all__ = ["CATALOGUE", "GameEntry", "default_game", "entries", "entry", "ids"]
