"""The coach's speech bubble: a short text with buttons and an arrow whose tip
touches the thing on the table that the text explains.

It is a scene item, not a widget or a dialog, so it sits beside what it
points at and moves with the table's layout; the game underneath stays
playable (a move simply makes the bubble go).  Its buttons are drawn by the
item itself, so a click anywhere on the table reaches them through the view
like a click on a card."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

BUBBLE_BG = QColor(255, 248, 225)
BUBBLE_TEXT = QColor(40, 34, 20)
BUBBLE_BORDER = QColor("#f2c14e")
BUTTON_BG = QColor(36, 96, 60)
BUTTON_TEXT = QColor("#f4f1e8")
SKIP_BG = QColor(226, 216, 186)
ARROW = 16.0  # how far the arrow reaches out of the box
Z_VALUE = 2000  # over moving cards (z + 1000), the panel (800) and the toast (900)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(10, round(pixels)))
    font.setBold(bold)
    return font


def _edges(rects: Sequence[QRectF]) -> list[QRectF]:
    """The rects whose edges are worth a try for the box: a tier of many (a
    fan of cards) counts as the one rect around them all, which keeps the
    search short enough to run at every resize."""
    if len(rects) <= 4:
        return list(rects)
    around = QRectF(rects[0])
    for r in rects[1:]:
        around = around.united(r)
    return [around]


class CoachBubble(QGraphicsObject):
    """A bubble at a place chosen by ``point_at``; ``buttonClicked`` names the
    button pressed ("" for a click on the text: the same as the first button)."""

    buttonClicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_VALUE)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.text = ""
        self.pixels = 14.0
        self.width = 320.0
        self._buttons: list[tuple[str, str]] = []  # (key, words)
        self._box = QRectF()  # local: the rounded box (the item's origin is its top-left)
        self._button_rects: list[QRectF] = []
        self._tip = QPointF()  # local: the arrow's tip
        self._base = QPointF()  # local: the middle of the arrow's base on the box
        self._pointing = False
        self.hide()

    # -- content -------------------------------------------------------------------

    def set_content(self, text: str, buttons: list[tuple[str, str]], pixels: float,
                    width: float) -> None:
        """The words, the buttons (key, words) and the sizes; call ``point_at`` next."""
        self.prepareGeometryChange()
        self.text, self._buttons, self.pixels, self.width = text, list(buttons), pixels, width
        self._layout_box()
        self.update()

    def _layout_box(self) -> None:
        pad = self.pixels * 0.8
        metrics = QFontMetricsF(_font(self.pixels))
        text_rect = metrics.boundingRect(QRectF(0, 0, self.width - 2 * pad, 10_000),
                                         int(Qt.TextFlag.TextWordWrap), self.text)
        bold = QFontMetricsF(_font(self.pixels * 0.95, bold=True))
        button_h = bold.height() + self.pixels * 0.7
        widths = [bold.horizontalAdvance(words) + self.pixels * 1.6 for _, words in self._buttons]
        row = sum(widths) + pad * 0.6 * max(len(widths) - 1, 0)
        width = max(self.width, row + 2 * pad)
        height = pad + text_rect.height() + (pad * 0.8 + button_h if widths else 0) + pad
        self._box = QRectF(0, 0, width, height)
        x = width - pad
        y = height - pad - button_h
        self._button_rects = []
        for w in reversed(widths):  # right-aligned, the first button rightmost
            x -= w
            self._button_rects.insert(0, QRectF(x, y, w, button_h))
            x -= pad * 0.6

    def button_keys(self) -> list[str]:
        return [key for key, _ in self._buttons]

    def button_words(self) -> list[str]:
        return [words for _, words in self._buttons]

    def button_scene_rect(self, key: str) -> QRectF:
        """Where button ``key`` is drawn, in scene coordinates (tests click it)."""
        for (k, _), rect in zip(self._buttons, self._button_rects, strict=True):
            if k == key:
                return self.mapRectToScene(rect)
        raise KeyError(key)

    # -- place ---------------------------------------------------------------------

    def point_at(self, target: QRectF | None, area: QRectF,
                 avoid: Sequence[Sequence[QRectF]] = (), arrow_rank: int = 3) -> None:
        """Put the box inside ``area`` as near ``target`` (scene rect) as it
        fits, the arrow's tip on the target's nearer edge; as near the middle
        of ``area`` as it fits when there is no target.

        ``avoid`` lists what the box must leave readable, in tiers, the most
        important first (the guide's tiers: ``keep_clear.tiers``).  The box
        never covers the target; it looks for the nearest place clear of
        every tier (its arrow clear of the first), and when there is none it
        gives up the last tier, then the one before, and so on; the arrow may
        cross the first tier once only ``arrow_rank`` tiers are left (the
        guide's: the status line rather than the badges, the cards, the
        buttons); with no free place at all it sits beside the target, over
        whatever is there."""
        self.prepareGeometryChange()
        w, h = self._box.width(), self._box.height()
        has_target = target is not None and not target.isEmpty()
        goal = target if target is not None and has_target else QRectF(area.center(), area.center())
        tiers = [[r for r in tier if not r.isEmpty()] for tier in avoid]
        places = self._places(goal, area, [_edges(tier) for tier in tiers], has_target)
        keep = [goal] if has_target else []
        def clear(spot: QPointF, blocks: list[QRectF], first: list[QRectF]) -> bool:
            """The box over none of ``blocks``, its arrow over none of ``first``."""
            box = QRectF(spot, QSizeF(w, h))
            if any(box.intersects(r) for r in blocks):
                return False
            arrow = self._arrow_rect(box, goal) if has_target and first else QRectF()
            return arrow.isEmpty() or not any(arrow.intersects(r) for r in first)

        # The arrow keeps off the first tier only (an arrow to a card of the
        # fan crosses its neighbours), a rule given up after the tiers past
        # ``arrow_rank`` and before the others.
        spot = places[0]
        first = tiers[0] if tiers else []
        tries = [(count, first) for count in range(len(tiers), arrow_rank - 1, -1)]
        tries += [(count, []) for count in range(min(arrow_rank, len(tiers)), -1, -1)]
        for count, first in tries:
            blocks = keep + [r for tier in tiers[:count] for r in tier]
            found = next((p for p in places if clear(p, blocks, first)), None)
            if found is not None:
                spot = found
                break
        box = QRectF(spot, QSizeF(w, h))
        self.setPos(spot)
        self._pointing = has_target
        if has_target:
            above = box.center().y() < goal.center().y()
            tip = QPointF(goal.center().x(), goal.top() if above else goal.bottom())
            self._tip = tip - spot
            self._base = self._arrow_base(self._tip, w, h, above)
        self.show()

    def _places(self, goal: QRectF, area: QRectF, blocks: Sequence[Sequence[QRectF]],
                pointing: bool) -> list[QPointF]:
        """Every top-left corner worth trying inside ``area``, the nearest to
        ``goal`` first: beside the goal (an arrow's length away) and against
        the edges of each block and of the area."""
        w, h = self._box.width(), self._box.height()
        margin = 6.0
        gap = ARROW if pointing else 0.0
        left, right = area.left() + margin, area.right() - margin - w
        top, bottom = area.top() + margin, area.bottom() - margin - h
        if right < left or bottom < top:
            return [QPointF(max(left, area.left()), max(top, area.top()))]
        xs = {goal.center().x() - w / 2, goal.left() - gap - w, goal.right() + gap, left, right}
        ys = {goal.center().y() - h / 2, goal.top() - gap - h, goal.bottom() + gap, top, bottom}
        for r in (r for tier in blocks for r in tier):
            xs |= {r.left() - margin - w, r.right() + margin}
            ys |= {r.top() - margin - h, r.bottom() + margin}
        xs = {min(max(x, left), right) for x in xs}
        ys = {min(max(y, top), bottom) for y in ys}
        below_first = goal.center().y() < area.center().y()  # towards the roomier side

        def distance(p: QPointF) -> tuple[float, bool, float]:
            dx = max(0.0, goal.left() - (p.x() + w), p.x() - goal.right())
            dy = max(0.0, goal.top() - (p.y() + h), p.y() - goal.bottom())
            other_side = (p.y() < goal.top()) == below_first
            return (round(max(dx, dy - gap if dy else 0.0) + min(dx, dy) / 2), other_side,
                    abs(p.x() + w / 2 - goal.center().x()))

        return sorted((QPointF(x, y) for x in xs for y in ys), key=distance)

    @classmethod
    def _arrow_rect(cls, box: QRectF, goal: QRectF) -> QRectF:
        """Around the arrow from ``box`` to ``goal`` (scene rects), so that the
        arrow, too, keeps off what must stay readable (it crossed the status
        line)."""
        above = box.center().y() < goal.center().y()
        tip = QPointF(goal.center().x(), goal.top() if above else goal.bottom())
        base = cls._arrow_base(tip - box.topLeft(), box.width(), box.height(), above)
        return QRectF(base + box.topLeft(), tip).normalized().adjusted(-2, -2, 2, 2)

    @staticmethod
    def _arrow_base(tip: QPointF, w: float, h: float, above: bool) -> QPointF:
        """Where the arrow leaves the box: the bottom (top) edge under (over)
        the tip, or, for a box put sideways, the side edge facing the tip, so
        the arrow stays a broad wedge rather than a sliver along the edge."""
        beyond = tip.x() - w if tip.x() > w else -tip.x() if tip.x() < 0 else 0.0
        rise = -tip.y() if tip.y() < 0 else tip.y() - h if tip.y() > h else 0.0
        if beyond > rise:
            return QPointF(w if tip.x() > w else 0.0, min(max(tip.y(), ARROW), h - ARROW))
        return QPointF(min(max(tip.x(), ARROW), w - ARROW), h if above else 0.0)

    def box_scene_rect(self) -> QRectF:
        """The box (without its arrow) in scene coordinates."""
        return self.mapRectToScene(self._box)

    def arrow_tip(self) -> QPointF | None:
        """The arrow's tip in scene coordinates (None when the bubble points at nothing)."""
        return self.mapToScene(self._tip) if self._pointing else None

    # -- drawing and clicks ------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        rect = self._box
        if self._pointing:
            rect = rect.united(QRectF(self._tip, self._tip).adjusted(-1, -1, 1, 1))
        return rect.adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._box)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        radius = self.pixels * 0.7
        path.addRoundedRect(self._box, radius, radius)
        if self._pointing:
            half = ARROW * 0.6
            side = self._base.x() in (0.0, self._box.width()) and 0 < self._base.y() < (
                self._box.height())
            spread = QPointF(0, half) if side else QPointF(half, 0)
            arrow = QPainterPath()
            arrow.addPolygon(QPolygonF([self._base - spread, self._tip, self._base + spread]))
            path = path.united(arrow)
        painter.fillPath(path, BUBBLE_BG)
        painter.setPen(QPen(BUBBLE_BORDER, 2.0))
        painter.drawPath(path)
        pad = self.pixels * 0.8
        painter.setFont(_font(self.pixels))
        painter.setPen(BUBBLE_TEXT)
        text_rect = QRectF(pad, pad, self._box.width() - 2 * pad, self._box.height())
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap), self.text)
        painter.setFont(_font(self.pixels * 0.95, bold=True))
        for index, ((_, words), rect) in enumerate(zip(self._buttons, self._button_rects,
                                                       strict=True)):
            button = QPainterPath()
            button.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.fillPath(button, BUTTON_BG if index == 0 else SKIP_BG)
            painter.setPen(BUTTON_TEXT if index == 0 else BUBBLE_TEXT)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept()
        point = event.pos()
        for (key, _), rect in zip(self._buttons, self._button_rects, strict=True):
            if rect.contains(point):
                self.buttonClicked.emit(key)
                return
        if self._box.contains(point):
            self.buttonClicked.emit("")
