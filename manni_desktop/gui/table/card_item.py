"""One card on the table: a QGraphicsObject whose pos, rotation and flip animate.

A card knows how to draw itself (face, back, dimmed, selected, hinted, keyboard
focus) and reports clicks and drops; it knows nothing of the rules.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import Card
from ..labels import card_accessible_name
from .renderer import CardRenderer

DRAG_THRESHOLD = 8.0
HIDDEN = 52  # cards 0-51; a network table's hidden cards are tokens (table/tokens.py)


EDGE_ON = 0.08  # below this width (as a share of the card) a turning card is not drawn


class CardItem(QGraphicsObject):
    """A card centred on its position so rotations turn it about its middle."""

    clicked = Signal(int)
    dropped = Signal(int, QPointF)  # card, scene position where a drag ended

    def __init__(self, card: Card, renderer: CardRenderer) -> None:
        super().__init__()
        self.card = card
        self._renderer = renderer
        self._w = 50.0
        self._h = 70.0
        self._flip = 0.0  # 0 = back showing, 1 = face showing
        self.dimmed = False
        self.hinted = False
        self.focused = False
        self.winner = False  # wins the finished trick resting in the middle
        self.drawn = False  # drawn in the exchange, marked until the first play
        self.interactive = False
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- size and face --------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    def accessible_name(self) -> str:
        """Its spoken name when face up to the human, else 'face-down card'."""
        if self.face_up and self.card < HIDDEN:
            return card_accessible_name(self.card)
        return self.tr("face-down card")

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        if value != self._flip:
            was_up = self.face_up
            self._flip = value
            self.setTransform(QTransform().scale(max(0.02, abs(2 * value - 1)), 1.0))
            if was_up != self.face_up:
                self.setToolTip(self.accessible_name() if self.face_up else "")
            self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_face_up(self, up: bool) -> None:
        self._set_flip(1.0 if up else 0.0)

    def set_marks(self, *, dimmed: bool, hinted: bool, focused: bool,
                  drawn: bool = False) -> None:
        if (dimmed, hinted, focused, drawn) != (self.dimmed, self.hinted, self.focused,
                                                 self.drawn):
            self.dimmed, self.hinted, self.focused = dimmed, hinted, focused
            self.drawn = drawn
            self.update()

    def set_winner(self, winner: bool) -> None:
        if winner != self.winner:
            self.winner = winner
            self.update()

    # -- painting -------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        pad = 6.0
        return QRectF(-self._w / 2 - pad, -self._h / 2 - pad, self._w + 2 * pad, self._h + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if abs(2 * self._flip - 1) < EDGE_ON:
            return  # edge-on mid-flip: a sliver of the card's white border would flash
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        ratio = max(1.0, ratio) * max(1.0, painter.worldTransform().m11())
        ratio = round(ratio * 4) / 4
        if self.face_up and self.card < HIDDEN:  # a network table's token: only a back
            pixmap = self._renderer.face(self.card, self._w, self._h, ratio)
        else:
            pixmap = self._renderer.back_pixmap(self._w, self._h, ratio)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect.topLeft(), pixmap)
        radius = self._w * 0.055
        if self.dimmed:
            shade = QPainterPath()
            shade.addRoundedRect(rect, radius, radius)
            painter.fillPath(shade, QColor(20, 30, 25, 120))
        if self.drawn:
            painter.setPen(QPen(QColor("#5fd38a"), 3))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self.winner:
            painter.setPen(QPen(QColor(255, 204, 51, 110), 7))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
            painter.setPen(QPen(QColor("#ffcc33"), 3))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self.hinted:
            painter.setPen(QPen(QColor("#ffcc33"), 4))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self.focused:
            pen = QPen(QColor("#3fa9ff"), 3, Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), radius, radius)

    # -- mouse: click, or drag towards the centre to play -------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() > DRAG_THRESHOLD:
            self._dragging = True
            self.setZValue(self.zValue() + 500)
        if self._dragging:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 500)
            self.dropped.emit(self.card, event.scenePos())
        else:
            self.clicked.emit(self.card)
