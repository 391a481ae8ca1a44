"""The score sheet as a drawer over the table, for windows too narrow for both.

Below ``DRAWER_BELOW`` pixels of window width the sheet leaves its dock (the
table gets the whole width, so the hand keeps every card's index in view) and
lives in this drawer: a panel along the table's right edge that the player
opens and closes with S, the View menu or the button in the table's corner.
Meanwhile each name plate shows its seat's total, so the race is never out
of sight.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QToolButton, QVBoxLayout, QWidget

DRAWER_BELOW = 1000  # window width (px) below which the sheet is a drawer
DRAWER_SHARE = 0.92  # at most this share of the table's width


class SheetDrawer(QFrame):
    """A frame over ``table`` (its right edge) that holds the sheet when open."""

    openChanged = Signal(bool)

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("sheetDrawer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(4, 4, 4, 4)
        self._table = table
        self._wanted_width = 320
        self.button = QToolButton(table)  # the corner button that opens the drawer
        self.button.setObjectName("sheetButton")
        self.button.setCheckable(True)
        self.button.hide()
        self.hide()
        table.installEventFilter(self)

    def hold(self, sheet: QWidget, wanted_width: int) -> None:
        """Take ``sheet`` (from its dock) and size for ``wanted_width``."""
        self._wanted_width = wanted_width
        if sheet.parentWidget() is not self:
            self._box.addWidget(sheet)
        sheet.show()
        self.button.show()
        self.place()

    def release(self) -> None:
        """Back to the dock: close and hide the corner button."""
        self.set_open(False)
        self.button.hide()

    def set_open(self, open_: bool) -> None:
        changed = open_ != self.isVisible()
        self.setVisible(open_)
        self.button.setChecked(open_)
        if changed:
            self.openChanged.emit(open_)
        if open_:
            self.place()
            self.raise_()
            self.button.raise_()

    def place(self) -> None:
        """Along the table's right edge, full height; the button at bottom left."""
        width = min(self._wanted_width, int(self._table.width() * DRAWER_SHARE))
        self.setGeometry(self._table.width() - width, 0, width, self._table.height())
        hint = self.button.sizeHint()
        self.button.setGeometry(6, self._table.height() - hint.height() - 6,
                                hint.width(), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self._table and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.set_open(False)
            self._table.setFocus()
            return
        super().keyPressEvent(event)
