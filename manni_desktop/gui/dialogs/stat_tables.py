"""The statistics dialog's tables, and the size the dialog opens at.

A table's width is what its columns need (the widest of header and cells,
measured in the language shown), so the dialog can open wide enough to show
win rates and averages without scrolling sideways.  It never opens larger
than the room it has: the screen's available area and, when the window it
belongs to is smaller (an 800×600 window), that window; its contents then
scroll (``QScrollArea``) instead of being cut.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)


def make_table(columns: int) -> QTableWidget:
    """A read-only table whose columns fit their contents."""
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.setMinimumHeight(120)
    return table


def set_row(table: QTableWidget, row: int, texts: Sequence[str]) -> None:
    """One row of texts, the figures (every column but the first) to the right."""
    for column, text in enumerate(texts):
        item = QTableWidgetItem(text)
        if column:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, column, item)


def columns_width(table: QTableWidget) -> int:
    """The width ``table`` needs to show every column whole: each column's
    widest header or cell, the frame, and a vertical scroll bar's room."""
    header = table.horizontalHeader()
    stretch = header.stretchLastSection()
    header.setStretchLastSection(False)  # the last column at its own width too
    wrapped = {column: header.sectionSize(column) for column in range(table.columnCount())
               if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Fixed}
    table.resizeColumnsToContents()
    for column, width in wrapped.items():  # ``wrap_column`` set these
        table.setColumnWidth(column, width)
    if wrapped:
        table.resizeRowsToContents()
    columns = header.length()
    header.setStretchLastSection(stretch)
    bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)
    return columns + 2 * table.frameWidth() + bar + 2


def fit_columns(table: QTableWidget) -> None:
    """Ask the layout for the width the columns need (again after a refill
    or a language switch: the texts' widths changed)."""
    table.setMinimumWidth(columns_width(table))


def wrap_column(table: QTableWidget, column: int, width: int) -> None:
    """Hold ``column`` at ``width``, its longer texts wrapped onto two lines
    ("Hornafjarðar Manni with six contracts"), where the dialog has less
    room than its columns' full widths."""
    table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
    table.setWordWrap(True)
    table.setColumnWidth(column, width)
    fit_columns(table)


def unwrap_column(table: QTableWidget, column: int) -> None:
    """``column`` at its texts' full width again (``wrap_column`` undone)."""
    table.horizontalHeader().setSectionResizeMode(
        column, QHeaderView.ResizeMode.ResizeToContents)
    fit_columns(table)
    table.resizeRowsToContents()


def room_for(widget: QWidget) -> QSize:
    """The most a dialog of ``widget``'s may take: the available screen, and
    no more than the window it belongs to when that is smaller."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size()
    parent = widget.parentWidget()
    if parent is not None:
        room = room.boundedTo(parent.window().size())
    return room


def opening_size(wanted: QSize, room: QSize) -> QSize:
    """``wanted`` (the contents' size), never larger than ``room``."""
    return wanted.boundedTo(room)
