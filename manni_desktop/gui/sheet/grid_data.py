"""What a sheet's contract grid shows, without Qt: which contracts each
player has chosen and in which deal (Mizerka's paper sheet keeps one).

A layout that keeps a grid builds a ``ContractGrid`` from the snapshot
(``SheetLayout.grid``); the grid's Qt model (``grid.py``) shows it and
``check.py`` compares the model with it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GridColumn:
    """One contract of the grid: a ``ContractView.kind`` and, for a trump
    contract, its suit index (it reads as a contract for ``gui/labels.py``)."""

    kind: str
    trump: int | None = None


@dataclass(frozen=True, slots=True)
class GridMark:
    """A contract a player has chosen: in deal ``deal`` (``HandResult.number``,
    counted from 0), ``finished`` once that deal is over."""

    deal: int
    finished: bool


@dataclass(frozen=True, slots=True)
class ContractGrid:
    """A row per seat (``seats``), a column per contract (``columns``) and in
    ``marks[row][column]`` the deal the seat chose the contract in, or None
    while it is still open to them."""

    columns: tuple[GridColumn, ...]
    seats: tuple[int, ...]
    marks: tuple[tuple[GridMark | None, ...], ...]

    def mark(self, seat: int, column: GridColumn) -> GridMark | None:
        return self.marks[self.seats.index(seat)][self.columns.index(column)]
