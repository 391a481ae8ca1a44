"""A hosted table's autosave, found again: Host a table… offers to resume it.

Issue 37: if the host quits, the game is kept at the host and can be
resumed with the same table.  The host autosaves its table in the data
folder's ``tables/`` (``TableHost.save``); the newest autosave of a game not
yet over is the one offered.  Resuming opens it with the same game, seats
and code: the host's own seat is seat 0 (its window joins first) and takes
it back with the saved token; a friend whose window is still open rejoins
with its token, one whose window was closed joins again with the code and
the same name.  Starting a new table instead sets the old file aside in
``tables/set-aside/`` (kept, never deleted, ``replay`` still reads it).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ...net.referee import Referee
from ...storage.paths import data_dir


@dataclass(frozen=True)
class Unfinished:
    """An unfinished hosted table: its file, referee, code and name."""

    path: Path
    referee: Referee
    code: str
    name: str
    allow_hints: bool = False
    stand_in_after: float = 60.0
    port: int = 0  # where it listened: resumed there, so remembered addresses still work

    @property
    def host_token(self) -> str | None:
        """The token of the host's own seat (0: its window joins first)."""
        return self.referee.seating.tokens[0]


def tables_folder() -> Path:
    return data_dir() / "tables"


def find_unfinished(folder: Path | None = None) -> Unfinished | None:
    """The newest autosave whose game is not over (files that do not read
    as a saved table are left alone)."""
    folder = folder or tables_folder()
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in files:
        try:
            referee, data = Referee.load(path)
        except (ValueError, OSError, KeyError, TypeError):
            continue
        if not referee.session.over and isinstance(data.get("code"), str):
            wait = data.get("stand_in_after")
            return Unfinished(path, referee, str(data["code"]), str(data.get("name") or ""),
                              data.get("allow_hints") is True,
                              float(wait) if isinstance(wait, (int, float))
                              and 1 <= wait <= 3600 else 60.0,
                              port if isinstance(port := data.get("port"), int)
                              and 1024 <= port <= 65535 else 0)
    return None


def set_aside(path: Path) -> Path:
    """Move an autosave out of the way of Host a table… (kept, not deleted)."""
    aside = path.parent / "set-aside"
    aside.mkdir(parents=True, exist_ok=True)
    target = aside / path.name
    path.replace(target)
    return target
