"""The contract grid as a Qt table model: a row per player, a column per
contract, and in a cell the deal the player chose that contract in.

It shows the ``ContractGrid`` its layout reads from a snapshot
(``SheetLayout.grid``); the score sheet's model owns one and gives it every
snapshot it is given (``ScoreSheetModel.grid_model``), so both always show
the same one.  A sheet without a grid leaves it empty (no rows, no columns).

Screen readers get a whole sentence per cell ("Ásta has used Trump ♥ in deal
3", "Ásta has not used No-trump yet"): a bare deal number in a grid says
nothing on its own.  The vertical header, shown, names the players.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt

from manni_desktop.engine.snapshot import Table

from ..labels import contract_short_label, suit_symbol
from .common import (
    ACCESSIBLE,
    ALIGNMENT,
    DESCRIPTION,
    DISPLAY,
    FONT,
    FOREGROUND,
    TOOLTIP,
    Index,
    ValueRole,
    font,
    muted_colour,
    number,
    translate,
)
from .grid_data import ContractGrid, GridColumn, GridMark
from .layout import SheetLayout


class ContractGridModel(QAbstractTableModel):
    """Read-only grid of the contracts each player has chosen."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table: Table | None = None
        self._grid: ContractGrid | None = None

    def grid(self) -> ContractGrid | None:
        """The grid shown (None: the sheet has none)."""
        return self._grid

    def set_table(self, table: Table | None, layout: SheetLayout | None) -> None:
        """Show ``layout``'s grid of ``table``: cells changed in place when the
        players and contracts are the same, else a reset."""
        grid = layout.grid(table) if table is not None and layout is not None else None
        old, old_table = self._grid, self._table
        same = (grid is not None and old is not None and old_table is not None
                and table is not None and old.columns == grid.columns
                and old.seats == grid.seats and old_table.names == table.names
                and old_table.game == table.game)
        if not same:
            self.beginResetModel()
            self._table, self._grid = table, grid
            self.endResetModel()
            return
        self._table, self._grid = table, grid
        if old != grid and grid is not None:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(grid.seats) - 1, len(grid.columns) - 1))

    def retranslate(self) -> None:
        if self.rowCount() and self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self._grid is None else len(self._grid.seats)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self._grid is None else len(self._grid.columns)

    # -- words ---------------------------------------------------------------------

    def contract_name(self, column: GridColumn) -> str:
        """The contract's name as the sheet writes it ("Trump ♥", "No-trump")."""
        return contract_short_label(column, self._table.game if self._table else None)

    def _seat_name(self, row: int) -> str:
        assert self._table is not None and self._grid is not None
        return self._table.seats[self._grid.seats[row]].name

    def _column_header(self, column: GridColumn) -> str:
        if column.kind == "trump" and column.trump is not None:
            return suit_symbol(column.trump)
        if column.kind == "notrump":
            return translate("ScoreSheetModel", "NT", "no-trump, a column of the contract grid")
        return self.contract_name(column)

    def sentence(self, row: int, column: int) -> str:
        """What a cell says to a screen reader and in its tooltip."""
        assert self._grid is not None
        mark = self._grid.marks[row][column]
        contract = self.contract_name(self._grid.columns[column])
        assert self._table is not None
        # the player's own row in the second person: "You have used …", not "You has"
        you = self._grid.seats[row] == self._table.viewer
        if mark is None:
            text = (translate("ScoreSheetModel", "You have not used %2 yet", "contract grid")
                    if you else
                    translate("ScoreSheetModel", "%1 has not used %2 yet", "contract grid"))
            return text.replace("%1", self._seat_name(row)).replace("%2", contract)
        if mark.finished:
            text = (translate("ScoreSheetModel", "You have used %2 in deal %3", "contract grid")
                    if you else
                    translate("ScoreSheetModel", "%1 has used %2 in deal %3", "contract grid"))
        elif you:
            text = translate("ScoreSheetModel", "You play %2 in deal %3, in progress",
                             "contract grid")
        else:
            text = translate("ScoreSheetModel", "%1 plays %2 in deal %3, in progress",
                             "contract grid")
        return (text.replace("%1", self._seat_name(row)).replace("%2", contract)
                .replace("%3", number(mark.deal + 1)))

    # -- Qt ------------------------------------------------------------------------

    def headerData(  # noqa: N802 - Qt API
        self, section: int, orientation: Qt.Orientation, role: int = DISPLAY
    ) -> Any:
        grid = self._grid
        if grid is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(grid.seats):
                return None
            if role in (DISPLAY, ACCESSIBLE, TOOLTIP):
                return self._seat_name(section)
            return None
        if not 0 <= section < len(grid.columns):
            return None
        column = grid.columns[section]
        if role == DISPLAY:
            return self._column_header(column)
        if role in (ACCESSIBLE, TOOLTIP, DESCRIPTION):
            return self.contract_name(column)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def mark(self, row: int, column: int) -> GridMark | None:
        assert self._grid is not None
        return self._grid.marks[row][column]

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        grid = self._grid
        if grid is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(grid.seats) and 0 <= column < len(grid.columns)):
            return None
        mark = grid.marks[row][column]
        if role == ValueRole:
            return None if mark is None else mark.deal + 1
        if role == DISPLAY:
            return "" if mark is None else number(mark.deal + 1)
        if role in (ACCESSIBLE, TOOLTIP, DESCRIPTION):
            return self.sentence(row, column)
        if role == ALIGNMENT:
            return Qt.AlignmentFlag.AlignCenter
        if role == FONT and mark is not None and not mark.finished:
            return font(italic=True)
        if role == FOREGROUND and mark is not None and not mark.finished:
            return muted_colour()
        return None
