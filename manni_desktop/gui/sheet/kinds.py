"""The one place that says which layout shows a snapshot.

A layout is known by its ``kind``, the scoring units a game's snapshot
reports in ``standing.units``: ``"seats"`` (the Manni games) or ``"sides"``
(Manillen).  A game that brings a sheet of its own adds its layout class to
``SHEET_LAYOUTS``; a game registry entry can name its layout by the same kind
and get it from ``layout_named``.
"""

from __future__ import annotations

from manni_desktop.engine.snapshot import Table

from .layout import SheetLayout
from .seats import SeatsLayout
from .sides import SidesLayout

SHEET_LAYOUTS: dict[str, type[SheetLayout]] = {
    layout.kind: layout for layout in (SeatsLayout, SidesLayout)
}


def layout_named(kind: str) -> SheetLayout:
    """A new layout of ``kind``; ValueError for a kind no layout shows."""
    layout = SHEET_LAYOUTS.get(kind)
    if layout is None:
        raise ValueError(f"the score sheet cannot show units {kind!r}")
    return layout()


def layout_for(table: Table) -> SheetLayout:
    """The layout that shows ``table``: the one its scoring units name."""
    return layout_named(table.standing.units)
