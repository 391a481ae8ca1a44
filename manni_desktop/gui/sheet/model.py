"""The score sheet as a Qt table model: a thin adapter over the engine's ``Table``.

The model shows one immutable snapshot (``Game.snapshot(seat)``, see
engine/snapshot.py) and reads nothing else of the engine: ``set_table`` gives
it the next one.  A snapshot of the same match layout (game, names, scoring)
is diffed against the one shown: rows are inserted or removed for hands dealt
or taken back (undo) and ``dataChanged`` names the rows whose cells changed,
so a view keeps its scroll position and selection; anything else resets.

What the columns and total rows are and what each cell says is the job of a
``SheetLayout`` (layout.py), chosen for the snapshot by ``layout_for``
(kinds.py): ``SeatsLayout`` for the Manni games, ``SidesLayout`` for
Manillen.  This module keeps what every sheet shares: rows, diffing, Qt's
roles, and the screen readers' names.  Every rule number (par, the target
score, tricks per hand) comes from the snapshot.

For screen readers (over AT-SPI, UIA, NSAccessibility) every cell's accessible
name is the text it shows (``accessible_name``) and its accessible description
says what it is ("points of Ásta", "Plus of You, Winner"); a column header's
accessible name adds its player or side ("Tricks, You"), and the vertical
header, hidden on screen but exposed as row headers, names each row
("Hand 3", "Plus").

A unit's header has two lines: its name (``PlayerNameRole``) over both of its
columns, and the column's own word.  In the total rows each unit's value
belongs to both of its columns and a tied Manillen deal's text runs over all
the sides' columns: a view applies ``spans()`` after every reset, row insert
or removal and whenever ``spans()`` changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt

from manni_desktop.engine.snapshot import Table

from .common import (
    ACCESSIBLE,
    ALIGNMENT,
    CONTRACT_COLUMN,
    DEALER_COLUMN,
    DESCRIPTION,
    DISPLAY,
    FIRST_UNIT_COLUMN,
    FONT,
    HAND_ROW,
    PLUS_ROW,
    RUNNING,
    SIDES_UNITS,
    TOOLTIP,
    Index,
    PlayerNameRole,
    RowKindRole,
    Span,
    ValueRole,
    accessible_name,
    font,
    translate,
    unit_columns,
    unit_of_column,
)
from .grid import ContractGridModel
from .kinds import layout_for
from .layout import SheetLayout


class ScoreSheetModel(QAbstractTableModel):
    """Read-only score sheet of one ``Table`` snapshot (Manni or Manillen)."""

    def __init__(self, table: Table | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table: Table | None = None
        self._layout: SheetLayout | None = None
        self._hand_rows = 0
        self._shape: tuple[object, ...] = ()
        self._grid = ContractGridModel(self)
        if table is not None:
            self.set_table(table)

    # -- the snapshot ------------------------------------------------------------

    def table(self) -> Table | None:
        """The snapshot shown (None: an empty sheet)."""
        return self._table

    def sheet_layout(self) -> SheetLayout | None:
        """The layout of the snapshot shown (None: an empty sheet)."""
        return self._layout

    def grid_model(self) -> ContractGridModel:
        """The layout's contract grid of the snapshot shown (empty for a
        layout without one), given every snapshot the sheet is given."""
        return self._grid

    def set_table(self, table: Table | None) -> None:
        """Show ``table``.  With the layout of the one shown (same game, names
        and scoring) the sheet is diffed: rows inserted or removed for hands
        dealt or taken back, ``dataChanged`` for rows whose cells changed.
        Otherwise the model resets.  The grid model follows."""
        self._set_table(table)
        self._grid.set_table(self._table, self._layout)

    def _set_table(self, table: Table | None) -> None:
        layout = layout_for(table) if table is not None else None
        shape = self._shape_of(table)
        old = self._table
        if table is None or old is None or shape != self._shape:
            self.beginResetModel()
            self._table = table
            self._layout = layout
            self._shape = shape
            self._hand_rows = len(table.sheet) if table is not None else 0
            self.endResetModel()
            return
        self._diff(old, table)

    def _diff(self, old: Table, new: Table) -> None:
        count = len(new.sheet)
        before = self._hand_rows
        if count < before:
            # The removed rows still read the old snapshot; the rest changes after.
            self.beginRemoveRows(QModelIndex(), count, before - 1)
            self._hand_rows = count
            self.endRemoveRows()
            self._table = new
        elif count > before:
            self.beginInsertRows(QModelIndex(), before, count - 1)
            self._table = new
            self._hand_rows = count
            self.endInsertRows()
        else:
            self._table = new
        columns = self.columnCount()
        changed = [row for row in range(min(before, count))
                   if old.sheet[row] != new.sheet[row]]
        for first, last in _runs(changed):
            self.dataChanged.emit(self.index(first, 0), self.index(last, columns - 1))
        if old.standing != new.standing or old.seats != new.seats:
            self.dataChanged.emit(self.index(count, 0),
                                  self.index(self.rowCount() - 1, columns - 1))
        if old.standing.winners != new.standing.winners:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)

    @staticmethod
    def _shape_of(table: Table | None) -> tuple[object, ...]:
        if table is None:
            return ()
        standing = table.standing
        return (table.game, table.names, standing.units, standing.scoring, table.sides)

    def retranslate(self) -> None:
        """After a language or locale switch: headers and every cell again."""
        self._grid.retranslate()
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        rows = self.rowCount()
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    # -- geometry ----------------------------------------------------------------

    def sides_layout(self) -> bool:
        """Manillen's layout: one column pair per side."""
        return self._layout is not None and self._layout.kind == SIDES_UNITS

    def unit_count(self) -> int:
        """Players (Manni) or sides (Manillen) with a column pair."""
        if self._table is None or self._layout is None:
            return 0
        return self._layout.unit_count(self._table)

    def total_rows(self) -> tuple[str, ...]:
        return self._layout.total_rows if self._layout is not None else ()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid() or self._table is None:
            return 0
        return self._hand_rows + len(self.total_rows())

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid() or self._table is None or self._layout is None:
            return 0
        return self._layout.column_count(self._table)

    def hand_row_count(self) -> int:
        return self._hand_rows

    def row_kind(self, row: int) -> str:
        """``hand`` or a total row: ``plus``, ``minus``, ``net`` (Manni), ``score``
        (Manillen)."""
        if row < self._hand_rows:
            return HAND_ROW
        return self.total_rows()[row - self._hand_rows]

    @staticmethod
    def unit_columns(unit: int) -> tuple[int, int]:
        """The two columns of a player or side."""
        return unit_columns(unit)

    @staticmethod
    def unit_of_column(column: int) -> int | None:
        """The player (Manni) or side (Manillen) of a column; None for the first three."""
        return unit_of_column(column)

    # Manni's names for the column pair.
    @staticmethod
    def tricks_column(seat: int) -> int:
        return unit_columns(seat)[0]

    @staticmethod
    def points_column(seat: int) -> int:
        return unit_columns(seat)[1]

    @staticmethod
    def seat_of_column(column: int) -> int | None:
        return unit_of_column(column)

    # Manillen's.
    @staticmethod
    def card_points_column(side: int) -> int:
        return unit_columns(side)[0]

    @staticmethod
    def score_column(side: int) -> int:
        return unit_columns(side)[1]

    def total_column(self, unit: int) -> int:
        """Where a unit's total sits in the total rows (spanning both its columns)."""
        return unit_columns(unit)[0]

    def spans(self) -> list[Span]:
        """``(row, column, row_span, column_span)`` for QTableView.setSpan: each
        total row's label over the first three columns, each unit's total over
        its two columns, and a tied Manillen deal's text over the sides' columns."""
        if self._table is None or self._layout is None:
            return []
        return self._layout.spans(self._table, self._hand_rows, self.rowCount())

    def running(self) -> bool:
        """Manni's traditional running score (one net score races to the target)."""
        return self._table is not None and self._table.standing.scoring == RUNNING

    def race_row_kind(self) -> str:
        """The total row that races to the target: plus (columns), net
        (running) or the sides' score (Manillen)."""
        if self._table is None or self._layout is None:
            return PLUS_ROW
        return self._layout.race_row_kind(self._table)

    def unit_name(self, unit: int) -> str:
        """A player's name, or a side's two names ("You & Guðrún")."""
        if self._table is None or self._layout is None:
            return ""
        return self._layout.unit_name(self._table, unit)

    def unit_won(self, unit: int) -> bool:
        """The player or side is among the winners (at game over)."""
        if self._table is None or self._layout is None:
            return False
        return self._layout.unit_won(self._table, unit)

    # -- headers -----------------------------------------------------------------

    def headerData(  # noqa: N802 - Qt API
        self, section: int, orientation: Qt.Orientation, role: int = DISPLAY
    ) -> Any:
        table, layout = self._table, self._layout
        if table is None or layout is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            return self._row_header(table, layout, section, role)
        if not 0 <= section < self.columnCount():
            return None
        unit = unit_of_column(section)
        if role == ACCESSIBLE:
            # QAccessibleTableHeaderCell reads AccessibleTextRole before
            # DisplayRole: the column's word with its player, as the painted
            # header shows them (PlayerNameRole over the word).
            shown = self.headerData(section, orientation, DISPLAY)
            if unit is None:
                return shown
            return (
                translate("ScoreSheetModel", "%1, %2",
                          "accessible column header: the column's word, its player or side")
                .replace("%1", shown)
                .replace("%2", self.unit_name(unit))
            )
        if role == DESCRIPTION:
            return self.headerData(section, orientation, TOOLTIP)
        if role == DISPLAY:
            if unit is None:
                return layout.lead_header(section)
            # The unit's name is the upper line over both columns (PlayerNameRole).
            return layout.unit_header(section == unit_columns(unit)[0])
        if role == PlayerNameRole:
            return self.unit_name(unit) if unit is not None else None
        if role == TOOLTIP:
            if unit is None:
                return layout.lead_header_help(section)
            return layout.unit_header_help(table, unit, section == unit_columns(unit)[0])
        if role == FONT and unit is not None and self.unit_won(unit):
            return font(bold=True)
        return None

    def _row_header(self, table: Table, layout: SheetLayout, row: int, role: int) -> str | None:
        """The vertical header, for screen readers only: the view hides it,
        but Qt still exposes its sections as each cell's row header, so they
        name the row ("Hand 3", "Deal 2", "Plus") and describe it (who dealt,
        what the total row counts).  No DisplayRole: nothing is painted."""
        if not 0 <= row < self.rowCount() or role not in (ACCESSIBLE, DESCRIPTION):
            return None
        kind = self.row_kind(row)
        if kind != HAND_ROW:
            if role == ACCESSIBLE:
                return layout.total_label(table, kind)
            return layout.total_row_help(table, kind)
        result = table.sheet[row]
        if role == DESCRIPTION:
            return layout.hand_heading(table, result)
        return layout.row_name(result)

    # -- cells -------------------------------------------------------------------

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        table, layout = self._table, self._layout
        if table is None or layout is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return None
        if role == ACCESSIBLE:
            return accessible_name(self.data(index, DISPLAY))
        kind = self.row_kind(row)
        if role == RowKindRole:
            return kind
        if role == ALIGNMENT:
            if column in (DEALER_COLUMN, CONTRACT_COLUMN) or (kind != HAND_ROW and column == 0):
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignCenter
        if kind == HAND_ROW:
            result = table.sheet[row]
            if role == FONT:
                return None if result.finished else font(italic=True)
            if column < FIRST_UNIT_COLUMN:
                return layout.lead_data(table, result, column, role)
            return layout.unit_data(table, result, column, role)
        return layout.total_data(table, kind, column, role)

    def value(self, row: int, column: int) -> int | None:
        """The number behind a cell (``ValueRole``)."""
        value = self.data(self.index(row, column), ValueRole)
        return value if isinstance(value, int) else None

    def total_value(self, kind: str, unit: int) -> int:
        """A unit's number in a total row, from the snapshot's standing."""
        table, layout = self._table, self._layout
        assert table is not None and layout is not None
        return layout.total_value(table, kind, unit)


def _runs(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Consecutive runs of ascending row numbers, as (first, last)."""
    out: list[tuple[int, int]] = []
    for row in rows:
        if out and out[-1][1] == row - 1:
            out[-1] = (out[-1][0], row)
        else:
            out.append((row, row))
    return out
