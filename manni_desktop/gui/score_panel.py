"""Where the score sheet sits: docked beside the table, or a drawer over it.

``ScorePanel`` owns the sheet's dock (it holds the ``SheetPane``: the sheet
and its layout's contract grid, if any), its drawer (``sheet_drawer``) and the
"Score sheet" action (S): a window of ``DRAWER_BELOW`` pixels or more docks
the sheet at the width of its columns (the table keeps at least half the
window; a sheet that does not fit the rest turns compact); a narrower one
gives the table the whole width and the sheet becomes a drawer.  The text
(and the titles over it) grows with the window's height, as the table's
cards do, up to about twice its size.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from .sheet_drawer import DRAWER_BELOW, DRAWER_SHARE, SheetDrawer
from .sheet_pane import SheetPane
from .table.view import TABLE_MIN_DOCKED_WIDTH, TABLE_MIN_WIDTH

SHEET_MIN_WIDTH = 240  # the docked sheet is never squeezed narrower than this
# The window height (px) above which the sheet's text grows: the first
# window's, above which the table's cards grow with the height too.
SHEET_GROWTH_FROM = 760


class ScorePanel(QObject):
    """The score sheet's place in ``window``: a dock, or a drawer over ``table``."""

    def __init__(self, window: QMainWindow, sheet: SheetPane, table: QWidget,
                 action: QAction) -> None:
        super().__init__(window)
        self._window = window
        self._sheet = sheet
        self._table = table
        self.action = action
        self.dock = QDockWidget(window)
        self.dock.setObjectName("scoreDock")
        self.dock.setWidget(sheet)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.drawer = SheetDrawer(table)
        self._drawer_mode = False
        self._dock_wanted = True  # the player's choice for the docked sheet
        self._asked = 0  # the width last asked of the dock (applied at its next layout)
        action.setCheckable(True)
        action.setChecked(True)
        action.triggered.connect(self.toggle)
        self.drawer.button.clicked.connect(self.toggle)
        self.drawer.openChanged.connect(action.setChecked)
        self.dock.visibilityChanged.connect(self._dock_visibility)
        # Measured again once the sheet is laid out with or without its bar.
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit)
        sheet.sheet.scrollBarChanged.connect(self._refit.start)

    def is_drawer(self) -> bool:
        return self._drawer_mode

    def fit(self, recheck: bool = False) -> None:
        """Give the sheet the width of every column (again after each hand, a
        language switch or a resize: names, contracts and the winners' bold
        change it)."""
        window, sheet = self._window, self._sheet
        if self.dock.isFloating():
            return
        self._place(window.width() < DRAWER_BELOW)
        recheck = sheet.set_growth(window.height() / SHEET_GROWTH_FROM) or recheck
        self._grow_titles(sheet.sheet.growth())
        if self._drawer_mode:
            available = int(self._table.width() * DRAWER_SHARE)
            self.drawer.hold(sheet, sheet.fit_width(available, recheck) + 8)
            return
        available = max(SHEET_MIN_WIDTH, window.width() // 2)
        width = min(sheet.fit_width(available, recheck), available)
        if abs(sheet.width() - width) > 1 or width != self._asked:
            # Only on a change: resizing the dock reflows the whole card table.
            # The width asked last counts too: a resize asked is applied at the
            # dock's next layout, so the sheet's width may still be the old one
            # ("Polski" asked wider; English back in the same turn matched the
            # old width, was not asked, and the sheet stayed wide).
            self._asked = width
            window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def _grow_titles(self, growth: float) -> None:
        """The dock's title ("Score sheet") and the grid's ("Contracts used")
        grow with the sheet's text (they take the dock's font)."""
        size = QApplication.font().pointSizeF() * growth
        if size > 0 and abs(self.dock.font().pointSizeF() - size) > 0.05:
            font = QFont(self.dock.font())
            font.setPointSizeF(size)
            self.dock.setFont(font)

    def _place(self, drawer: bool) -> None:
        """Move the sheet between its dock and the drawer."""
        if drawer == self._drawer_mode:
            return
        self._drawer_mode = drawer
        self._table.setMinimumWidth(TABLE_MIN_WIDTH if drawer else TABLE_MIN_DOCKED_WIDTH)
        if drawer:
            self.dock.hide()
            self.drawer.hold(self._sheet, self._sheet.width())
            self.action.setChecked(False)
        else:
            self.drawer.release()
            self.dock.setWidget(self._sheet)
            self.dock.setVisible(self._dock_wanted)
            self.action.setChecked(self._dock_wanted)

    def toggle(self) -> None:
        """S, View → Score sheet, or the table's corner button."""
        if self._drawer_mode:
            self.drawer.set_open(not self.drawer.isVisible())
            self.action.setChecked(self.drawer.isVisible())
            if self.drawer.isVisible():
                self._sheet.setFocus()
            return
        self._dock_wanted = not self.dock.isVisible()
        self.dock.setVisible(self._dock_wanted)
        self.action.setChecked(self._dock_wanted)

    def _dock_visibility(self, visible: bool) -> None:
        if not self._drawer_mode and self._window.isVisible():  # the dock's close button
            self._dock_wanted = visible
            self.action.setChecked(visible)

    def retranslate(self, title: str, button: str, tooltip: str) -> None:
        self.dock.setWindowTitle(title)
        self.drawer.button.setText(button)
        self.drawer.button.setToolTip(tooltip)
