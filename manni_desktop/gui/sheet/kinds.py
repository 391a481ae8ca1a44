"""The one place that says which layout shows a snapshot.

A layout is known by its ``kind``, a ``games.registry.SheetLayout``: each
game's registry entry names the kind of its sheet (``"seats"`` for the Manni
games, ``"sides"`` for Manillen, ``"contracts"`` for Mizerka); a layout's
``units`` are the scoring units its snapshots report in ``standing.units``
(``"seats"`` for the Manni games and Mizerka, ``"sides"`` for Manillen).
A game that brings a sheet of its own adds its layout class to
``SHEET_LAYOUTS``.
"""

from __future__ import annotations

from manni_desktop.engine.snapshot import Table
from manni_desktop.games import entry, ids

from .contracts import ContractsLayout
from .layout import SheetLayout
from .seats import SeatsLayout
from .sides import SidesLayout

SHEET_LAYOUTS: dict[str, type[SheetLayout]] = {
    layout.kind: layout for layout in (SeatsLayout, SidesLayout, ContractsLayout)
}


def layout_named(kind: str) -> SheetLayout:
    """A new layout of ``kind``; ValueError for a kind no layout shows."""
    layout = SHEET_LAYOUTS.get(kind)
    if layout is None:
        raise ValueError(f"the score sheet cannot show units {kind!r}")
    return layout()


def layout_for(table: Table) -> SheetLayout:
    """The layout that shows ``table``: the one its game's registry entry
    names (a game the registry does not know: the one its units name).  A
    snapshot whose units are not the ones that layout shows is refused
    (ValueError)."""
    units = table.standing.units
    kind = entry(table.game).sheet if table.game in ids() else units
    layout = layout_named(kind)
    if units != layout.units:
        raise ValueError(f"the score sheet cannot show units {units!r} in a {kind!r} sheet")
    return layout
