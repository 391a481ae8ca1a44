"""The QGraphicsView that shows the table: no scrolling, the scene is its size.

It relays keys to the scene first (arrows, Enter, Space).  To assistive
technology it is the table's accessible tree (``access.tree``): the
keyboard-focused card is sent as a focus event, and the scene's sentences
(``TableScene.spoken``) are spoken by its ``Announcer``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..access import Announcer, factory
from .renderer import FaceWarmer
from .scene import TableScene

# The smallest table on which nothing overlaps in any game (measured: at a
# 600×450 window the hand's summary ran over the contract badge and the
# piles' counts, at 516×401 the side hands under their plates; from 720×541
# on, nothing).  While the sheet is docked the window is at least
# ``sheet_drawer.DRAWER_BELOW`` wide and the table keeps half of it, so only
# the height binds then; ``ScorePanel`` widens the minimum when the sheet
# becomes a drawer, which lets a window shrink past the dock in one step.
TABLE_MIN_WIDTH = 720
TABLE_MIN_DOCKED_WIDTH = 440
TABLE_MIN_HEIGHT = 500


class TableView(QGraphicsView):
    """Shows a ``TableScene`` at 1:1; the scene reflows to the view's size."""

    firstPainted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self._painted = False
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt's radial gradient, drawn once per size instead of every frame
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(TABLE_MIN_DOCKED_WIDTH, TABLE_MIN_HEIGHT)
        self.setAccessibleName(self.tr("Card table"))
        self.announcer = Announcer(self)
        self._focus_sent: tuple[object, ...] = ()  # the card and decision last sent
        self.hand_region = QObject(self)
        self.hand_region.setObjectName("hand")
        self.trick_region = QObject(self)
        self.trick_region.setObjectName("trick")
        factory.install_factory()
        factory.register(factory.TableParts(self, self.hand_region, self.trick_region,
                                            self.announcer))
        scene.focusedCardChanged.connect(self._announce)
        scene.spoken.connect(self.announcer.announce)
        self.face_warmer = FaceWarmer(scene.renderer, self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_table_size(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resetCachedContent()  # the felt is drawn for the new size
        geometry = self.table.geometry()
        ratio = round(max(1.0, self.devicePixelRatioF()) * 4) / 4  # as CardItem.paint asks
        self.face_warmer.warm(geometry.card_w, geometry.card_h, ratio)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        focus = self.table.focusItem()
        if focus is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                  Qt.Key.Key_Space):
            super().keyPressEvent(event)  # a focused button on the table takes it
            return
        if self.table.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusInEvent(event)
        self._focus_sent = ()
        self._send_card_focus()

    def _announce(self, text: str) -> None:
        self.setToolTip(text)
        self._send_card_focus()

    def _send_card_focus(self) -> None:
        """Tell assistive technology which card has the keyboard focus (the
        hand's list item), as it would hear of a focused widget."""
        card = self.table.focused_card()
        if card is None or not self.hasFocus() or not self.table.my_turn() \
                or not QAccessible.isActive():
            return
        # Once per card and decision: a new turn says the focused card again
        # (its description may have changed); an unchanged one is not repeated
        # (Orca speaks a description change as well as the focus).
        sent = (card, self.table.decision_key())
        if sent != self._focus_sent:
            self._focus_sent = sent
            QAccessible.updateAccessibility(QAccessibleEvent(self.table.cards[card],
                                                             QAccessible.Event.Focus))
