"""The review's table: one row per decision, filled in as the steps arrive."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from ...ai.review import FORCED, GOOD, INACCURATE, MISTAKEN, Decision
from . import words

Index = QModelIndex | QPersistentModelIndex
DECISION, CHOSEN, CHOSEN_VALUE, BEST, BEST_VALUE, EXACT, MARK = range(7)
MARK_COLOURS = {GOOD: "#cdebd3", INACCURATE: "#f7e3a1", MISTAKEN: "#f3b7b0", FORCED: "#e4e4e4"}


class ReviewModel(QAbstractTableModel):
    """Decisions in the order played; ``add`` appends one as it is reviewed."""

    def __init__(self, unit: str = "tricks", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.unit = unit
        self.decisions: list[Decision] = []

    def add(self, decision: Decision) -> None:
        row = len(self.decisions)
        self.beginInsertRows(QModelIndex(), row, row)
        self.decisions.append(decision)
        self.endInsertRows()
        self.unit = decision.unit

    def retranslate(self) -> None:
        """The words change with the language; the numbers do not."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, MARK)
        if self.decisions:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.decisions) - 1, MARK))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        return 0 if parent.isValid() else len(self.decisions)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        return 0 if parent.isValid() else MARK + 1

    def headerData(  # noqa: N802 - Qt API
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role not in (
                Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tip(section)
        points = self.unit == "points"
        return [
            self.tr("Decision"),
            self.tr("You chose"),
            self.tr("Your side's points") if points else self.tr("Your tricks"),
            self.tr("Strongest bot's choice"),
            self.tr("Its points") if points else self.tr("Its tricks"),
            self.tr("Every card visible"),
            self.tr("Mark"),
        ][section]

    def _header_tip(self, section: int) -> str | None:
        if section in (CHOSEN_VALUE, BEST_VALUE):
            if self.unit == "points":
                return self.tr("Card points your side takes in this hand on average, "
                               "over deals of the cards you could not see")
            return self.tr("Tricks you take in this hand on average, "
                           "over deals of the cards you could not see")
        if section == EXACT:
            return self.tr("Your tricks with every hand known and best play by all, "
                           "once few cards are left")
        if section == MARK:
            return self.tr("Judged by the average over the cards you could not see. "
                           "With every card visible a good choice can still come out "
                           "behind: the hidden cards decided that, not you.")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        d = self.decisions[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._text(d, column)
        if role == Qt.ItemDataRole.BackgroundRole and column == MARK:
            return QBrush(QColor(MARK_COLOURS.get(d.mark, "#ffffff")))
        if role == Qt.ItemDataRole.ForegroundRole and column == MARK:
            return QBrush(QColor("#1a1a1a"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
                CHOSEN_VALUE, BEST_VALUE, EXACT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = words.mark_tip(d) if column == MARK else ""
            return tip + "\n" + self.options_text(d) if tip else self.options_text(d)
        return None

    def _text(self, d: Decision, column: int) -> str:
        if column == DECISION:
            return words.decision_name(d)
        if column == CHOSEN:
            return words.choice_text(d.chosen.action)
        if column == CHOSEN_VALUE:
            return words.expected_text(d.chosen.expected)
        if column == BEST:
            return words.choice_text(d.best.action)
        if column == BEST_VALUE:
            return words.expected_text(d.best.expected)
        if column == EXACT:
            return words.exact_text(d)
        return words.decision_mark_text(d)

    def options_text(self, d: Decision) -> str:
        """Every option weighed, best first: "3♠ 4.8 · K♠ 4.2 · …"."""
        return " · ".join(f"{words.choice_text(o.action)} {words.expected_text(o.expected)}"
                          for o in d.options)


__all__ = ["ReviewModel"]
