"""``sheet_mismatch``: does a score sheet model show exactly a snapshot?

The selftest and the window's tests ask it after every move: it reads the
model only through Qt's API (rows, columns, ``ValueRole``, headers), so a
stale row, a missed insert or a wrong diff shows up as a difference.  What a
hand row's unit cells must hold comes from the snapshot's layout
(``cell_checks``); the totals are read straight from the standing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from manni_desktop.engine.snapshot import Table

from .common import (
    CONTRACT_COLUMN,
    DEALER_COLUMN,
    DISPLAY,
    FONT,
    HAND_ROW,
    MINUS_ROW,
    NET_ROW,
    NUMBER_COLUMN,
    PLUS_ROW,
    SCORE_ROW,
    PlayerNameRole,
    ValueRole,
)
from .grid import ContractGridModel
from .grid_data import ContractGrid
from .kinds import layout_for
from .layout import CellCheck
from .model import ScoreSheetModel


def sheet_mismatch(model: ScoreSheetModel, table: Table) -> str | None:
    """None if every number the sheet shows (``ValueRole``), its rows and
    columns, dealers and contracts equal ``table``'s; else the first difference."""
    layout = layout_for(table)
    units = layout.unit_count(table)
    total_kinds = layout.total_rows
    rows = len(table.sheet) + len(total_kinds)
    if model.hand_row_count() != len(table.sheet):
        return (f"the score sheet shows {model.hand_row_count()} hands,"
                f" the table has {len(table.sheet)}")
    if model.rowCount() != rows:
        return f"the score sheet has {model.rowCount()} rows, it should have {rows}"
    columns = layout.column_count(table)
    if model.columnCount() != columns:
        return f"the score sheet has {model.columnCount()} columns, it should have {columns}"
    for unit in range(units):
        name = model.headerData(model.unit_columns(unit)[0], Qt.Orientation.Horizontal,
                                PlayerNameRole)
        seats = layout.unit_seats(table, unit)
        if not isinstance(name, str) or not all(table.seats[s].name in name for s in seats):
            return f"the score sheet heads unit {unit} {name!r}"
    for row, result in enumerate(table.sheet):
        where = f"hand {row + 1}"
        if model.row_kind(row) != HAND_ROW:
            return f"score sheet row {row} is a {model.row_kind(row)} row, not a hand"
        expected: list[CellCheck] = [
            (NUMBER_COLUMN, result.number + 1, "number"),
            (DEALER_COLUMN, layout.lead_seat(table, result), "dealer or chooser"),
        ]
        for unit in range(units):
            expected += layout.cell_checks(result, unit)
        for column, value, what in expected:
            shown = model.value(row, column)
            if shown != value:
                return f"score sheet {where}, {what}: {shown!r}, the table says {value!r}"
        contract = model.data(model.index(row, CONTRACT_COLUMN), DISPLAY)
        wanted = layout.contract_text(table, result)
        if contract != wanted:
            return f"score sheet {where}, contract: {contract!r}, the table says {wanted!r}"
        italic = model.data(model.index(row, NUMBER_COLUMN), FONT)
        if (italic is not None) == result.finished:
            return f"score sheet {where} is shown {'in progress' if italic else 'finished'}"
    standing = table.standing
    for offset, kind in enumerate(total_kinds):
        row = len(table.sheet) + offset
        if model.row_kind(row) != kind:
            return f"score sheet row {row} is a {model.row_kind(row)} row, not {kind}"
        numbers = {PLUS_ROW: standing.plus, MINUS_ROW: standing.minus,
                   NET_ROW: standing.score, SCORE_ROW: standing.score}[kind]
        for unit in range(units):
            shown = model.value(row, model.total_column(unit))
            if shown != numbers[unit]:
                return (f"score sheet {kind} total of unit {unit}: {shown!r},"
                        f" the table says {numbers[unit]}")
    return grid_mismatch(model.grid_model(), layout.grid(table), table)


def grid_mismatch(model: ContractGridModel, grid: ContractGrid | None,
                  table: Table) -> str | None:
    """None if the grid model shows ``grid`` (its rows, columns and every
    cell's deal) and every chosen contract of the table's rows is marked
    once, in its row's deal; else the first difference."""
    if grid is None:
        if model.rowCount() or model.columnCount():
            return "the score sheet shows a contract grid its layout does not have"
        return None
    if (model.rowCount(), model.columnCount()) != (len(grid.seats), len(grid.columns)):
        return (f"the contract grid is {model.rowCount()} x {model.columnCount()},"
                f" it should be {len(grid.seats)} x {len(grid.columns)}")
    for row, seat in enumerate(grid.seats):
        name = model.headerData(row, Qt.Orientation.Vertical, DISPLAY)
        if name != table.seats[seat].name:
            return f"the contract grid's row {row} is {name!r}, not {table.seats[seat].name!r}"
        for column in range(len(grid.columns)):
            mark = grid.marks[row][column]
            wanted = None if mark is None else mark.deal + 1
            shown = model.data(model.index(row, column), ValueRole)
            if shown != wanted:
                return (f"the contract grid of seat {seat}, column {column}: {shown!r},"
                        f" the table says {wanted!r}")
    marked = sum(mark is not None for row in grid.marks for mark in row)
    chosen = [result for result in table.sheet if result.contract.kind in
              {column.kind for column in grid.columns}]
    if marked != len(chosen):
        return f"the contract grid marks {marked} contracts, {len(chosen)} were chosen"
    return None
