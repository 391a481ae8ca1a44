"""The score sheet with what its layout keeps beside the rows: a pane.

``SheetPane`` holds the sheet (``ScoreSheetView``) and, under it, the
layout's contract grid (``ContractGridView`` over the sheet model's
``grid_model``): a row per player, a column per contract, the deal each was
chosen in.  The grid shows only while the sheet's layout has one (Mizerka's);
the pane never asks which game is played.  The window docks the pane (or
puts it in the drawer), and the record viewer shows it beside the board.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from .score_sheet import ScoreSheetView
from .sheet.grid import ContractGridModel


class ContractGridView(QTableView):
    """The contract grid: players down, contracts across, as small as it can be."""

    def __init__(self, model: ContractGridModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("contractGrid")
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setMinimumSectionSize(20)
        model.modelReset.connect(self.updateGeometry)

    def set_sheet_font(self, font: QFont) -> None:
        """The sheet's (maybe compact, maybe grown) font for the grid too."""
        self.setFont(font)
        self.horizontalHeader().setFont(font)
        self.verticalHeader().setFont(font)
        metrics = QFontMetrics(font)
        self.verticalHeader().setDefaultSectionSize(metrics.height() + 6)
        # Even columns: each at least as wide as a two-digit deal number.
        self.horizontalHeader().setMinimumSectionSize(metrics.horizontalAdvance("000") + 8)
        self.updateGeometry()

    def needed_width(self) -> int:
        """Every column, the players' names and the frame."""
        self.resizeColumnsToContents()
        return (self.verticalHeader().sizeHint().width() + self.horizontalHeader().length()
                + 2 * self.frameWidth() + 2)

    def needed_height(self) -> int:
        return (self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
                + 2 * self.frameWidth())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().sizeHint()
        return QSize(hint.width(), self.needed_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(super().minimumSizeHint().width(), self.needed_height())


class SheetPane(QWidget):
    """The sheet, and under it its layout's contract grid when it has one."""

    def __init__(self, sheet: ScoreSheetView, grid_model: ContractGridModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheetPane")
        self.sheet = sheet
        self.grid_model = grid_model
        self.grid = ContractGridView(grid_model, self)
        self.grid_title = QLabel(self)
        self.grid_title.setObjectName("contractGridTitle")
        self.grid_title.setBuddy(self.grid)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        box.addWidget(sheet, 1)
        box.addWidget(self.grid_title)
        box.addWidget(self.grid)
        self.setFocusProxy(sheet)
        grid_model.modelReset.connect(self._show_grid)
        self.retranslate()
        self._show_grid()

    def has_grid(self) -> bool:
        """The sheet's layout keeps a contract grid."""
        return self.grid_model.grid() is not None

    def _show_grid(self) -> None:
        shown = self.has_grid()
        self.grid.setVisible(shown)
        self.grid_title.setVisible(shown)
        if shown:
            self.grid.set_sheet_font(self.sheet.font())

    def retranslate(self) -> None:
        title = QCoreApplication.translate("ScoreSheetModel", "Contracts used",
                                           "title over the contract grid")
        self.grid_title.setText(title)
        self.grid.setAccessibleName(title)
        self.grid.setAccessibleDescription(QCoreApplication.translate(
            "ScoreSheetModel", "For each player the deal in which they chose each contract"))

    # -- what the dock and the drawer ask of the sheet ---------------------------

    def set_growth(self, growth: float) -> bool:
        """As ``ScoreSheetView.set_growth``; the grid follows the sheet's font."""
        changed = self.sheet.set_growth(growth)
        if changed and self.has_grid():
            self.grid.set_sheet_font(self.sheet.font())
        return changed

    def fit_width(self, available: int, recheck: bool = False) -> int:
        """As ``ScoreSheetView.fit_width``, and wide enough for the grid."""
        width = self.sheet.fit_width(available, recheck)
        if self.has_grid():
            self.grid.set_sheet_font(self.sheet.font())
            width = max(width, self.grid.needed_width())
        return width
