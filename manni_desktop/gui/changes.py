"""What the controller tells the views: one ``Change`` of the table.

The table (``gui/table/``) and the coach draw from these and nothing else of
the controller's, so they import this module, never ``gui/controller``.  A
change lives only in memory: no save or record holds its kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine.actions import Action
from ..engine.snapshot import Table


class ChangeKind(StrEnum):
    """How the views show a change."""

    NEW = "new"  # a new game: animate its first deal
    RESET = "reset"  # undo, restore, Open…: show the table at once
    DEAL = "deal"  # the next hand is dealt
    MOVE = "move"  # one action was applied


@dataclass(frozen=True)
class Change:
    """One change for the views: the table after it and, for a move, the table
    before it and the action (so the table can animate the difference)."""

    kind: ChangeKind
    table: Table
    before: Table | None = None
    action: Action | None = None
    generation: int = 0
    automatic: bool = False

    @property
    def dealing(self) -> bool:
        """A deal is being shown (a new game's first hand, or the next hand)."""
        return self.kind in (ChangeKind.NEW, ChangeKind.DEAL)
