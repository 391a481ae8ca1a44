"""The record viewer's table: the playing table's scene, watching a record.

A ``Position`` holds an observer's snapshot (every hand, the Manni and the
discards face up); ``ViewOnlyScene`` (``gui/table/view_only.py``) draws it
with the game's own layout, plates, badges and cards.  This adds what only
the viewer says: under the trick, who led it and who took it, or how the
game ended at the record's last stop.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.record_steps import Position
from ..table.renderer import CardRenderer
from ..table.view_only import WHERE, ViewOnlyScene
from .texts import ViewerTexts

__all__ = ["WHERE", "ViewerBoard"]


class ViewerBoard(ViewOnlyScene):
    """Draws one ``Position`` with every card face up."""

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(renderer)
        if parent is not None:
            self.setParent(parent)
        self.texts = ViewerTexts(self)
        self.position: Position | None = None
        self.last = False

    def show_position(self, position: Position, last: bool = False, glide: bool = True) -> None:
        """Draw ``position`` (``last``: the record's final stop, which says how
        the game ended)."""
        self.position, self.last = position, last
        shown = position.shown
        centre = shown if shown is not None and shown.winner is not None else None
        self.show_table(position.table, centre, self._caption(), glide)

    def _caption(self) -> list[str]:
        position = self.position
        if position is None:
            return []
        return [self.texts.trick_text(position, position.shown),
                self.texts.end_text(position, self.last)]

    def retranslate(self) -> None:
        self.set_caption(self._caption())
        super().retranslate()
