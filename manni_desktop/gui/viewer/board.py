"""The record viewer's table: every seat's hand face up, the trick in the middle.

Unlike the playing table (``gui/table/scene.py``), nobody sits here and
nothing is hidden, so the layout is a plain static one: each seat's cards in
a face-up row with its name plate above (3 seats: bottom, left, right; 4:
bottom, left, top, right, as ``layout.side_of`` places them), the trick in
play order around the centre with the winning card marked, and the hand's
facts (contract, dealer, cut card, the Manni) in the top left corner.  The
card items are the table's own (``CardItem``, ``CardRenderer``); a step
moves them with a short glide, which a new step cuts short.

Each shown card item carries where it lies in ``data(WHERE)``: ``hand:<seat>``
or ``trick:<seat>``, so a test reads the scene, not the viewer's own lists.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from ...engine.cards import Card
from ...engine.record_steps import Position
from ..table.card_item import CardItem
from ..table.layout import CARD_ASPECT, side_of
from ..table.places import sort_hand
from ..table.renderer import CardRenderer
from .texts import ViewerTexts

WHERE = 0  # QGraphicsItem.data key: where a shown card lies
GLIDE_MS = 160
FELT = "#1f5f3a"
TEXT = "#f4f1e6"
FAN_STEP = 0.34  # of a card's width: each card's index corner stays readable


@dataclass(frozen=True)
class Spots:
    """The board's geometry for one size and seat count (pure numbers)."""

    width: float
    height: float
    card_w: float
    card_h: float
    margin: float
    seats: int = 3

    def fan_width(self, n: int) -> float:
        return self.card_w * (1 + FAN_STEP * max(0, n - 1))

    def centre(self) -> QPointF:
        """The trick's middle; with a seat across the top, halfway between
        that row and the bottom row's name plate."""
        if self.seats == 4:
            return QPointF(self.width / 2, self.height / 2 - self.card_h * 0.1)
        return QPointF(self.width / 2, self.height * 0.47)

    def fan_centre(self, side: str, cards: int) -> QPointF:
        """The middle of a seat's row of ``cards`` (its widest is 12 or 8)."""
        half = self.fan_width(cards) / 2
        if side == "bottom":
            return QPointF(self.width / 2, self.height - self.margin - self.card_h / 2)
        if side == "top":
            return QPointF(self.width / 2, self.margin + self.card_h * 1.15)
        y = self.centre().y()
        if side == "left":
            return QPointF(self.margin + half, y)
        return QPointF(self.width - self.margin - half, y)

    def trick_spot(self, side: str) -> QPointF:
        c = self.centre()
        dx, dy = self.card_w * 0.62, self.card_h * 0.3
        offsets = {"bottom": (0.0, dy), "top": (0.0, -dy), "left": (-dx, 0.0),
                   "right": (dx, 0.0)}
        ox, oy = offsets[side]
        return QPointF(c.x() + ox, c.y() + oy)


def spots(width: float, height: float, seats: int, most: int) -> Spots:
    """Cards as large as fit: two side rows of ``most`` cards and the trick
    across the width, four rows of cards and their plates down the height."""
    width, height = max(width, 400.0), max(height, 300.0)
    margin = max(6.0, min(width, height) * 0.015)
    across = 2 * (1 + FAN_STEP * (most - 1)) + 2.6  # in card widths
    card_w = (width - 4 * margin) / across
    down = 5.4 if seats == 4 else 3.4  # in card heights, plates included
    card_h = min(card_w * CARD_ASPECT, (height - 2 * margin) / down, 200.0)
    return Spots(width, height, card_h / CARD_ASPECT, card_h, margin, seats)


class ViewerBoard(QGraphicsScene):
    """Draws one ``Position`` with every card face up."""

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.texts = ViewerTexts(self)
        self.setBackgroundBrush(QColor(FELT))
        self.cards: dict[Card, CardItem] = {}
        for card in range(52):
            item = CardItem(card, renderer)
            item.set_face_up(True)
            item.hide()
            self.addItem(item)
            self.cards[card] = item
        self.plates: list[QGraphicsTextItem] = []
        self.info = self._text_item()
        self.caption = self._text_item()
        self.position: Position | None = None
        self.last = False
        self.glide_ms = GLIDE_MS
        self._group: QParallelAnimationGroup | None = None
        self.setSceneRect(QRectF(0, 0, 800, 560))

    def _text_item(self) -> QGraphicsTextItem:
        item = QGraphicsTextItem()
        item.setDefaultTextColor(QColor(TEXT))
        item.setZValue(1000)
        self.addItem(item)
        return item

    # -- drawing ------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.position is not None:
            self.show_position(self.position, self.last, glide=False)

    def show_position(self, position: Position, last: bool = False, glide: bool = True) -> None:
        """Draw ``position`` (``last``: the record's final stop, which says how
        the game ended)."""
        self.position, self.last = position, last
        if self._group is not None:
            self._group.stop()
            self._group = None
        table = position.table
        seats = len(table.seats)
        most = table.tricks_per_hand
        rect = self.sceneRect()
        geo = spots(rect.width(), rect.height(), seats, most)
        targets: dict[Card, tuple[QPointF, float, str]] = {}
        for view in table.seats:
            side = side_of(view.seat, 0, seats)
            row = sort_hand(view.hand, table.contract)
            centre = geo.fan_centre(side, most)
            left = centre.x() - geo.fan_width(len(row)) / 2 + geo.card_w / 2
            for i, card in enumerate(row):
                point = QPointF(left + i * geo.card_w * FAN_STEP, centre.y())
                targets[card] = (point, float(i), f"hand:{view.seat}")
        trick = position.shown
        if trick is not None:
            for order, (seat, card) in enumerate(trick.plays):
                point = geo.trick_spot(side_of(seat, 0, seats))
                targets[card] = (point, 100.0 + order, f"trick:{seat}")
        group = QParallelAnimationGroup(self) if glide and self.glide_ms > 0 else None
        for card, item in self.cards.items():
            target = targets.get(card)
            if target is None:
                item.hide()
                item.setData(WHERE, None)
                continue
            point, z, where = target
            item.set_size(geo.card_w, geo.card_h)
            item.setZValue(z)
            item.setData(WHERE, where)
            item.set_winner(trick is not None and trick.winner is not None
                            and where == f"trick:{trick.winner}")
            if group is not None and item.isVisible() and item.pos() != point:
                animation = QPropertyAnimation(item, b"pos", group)
                animation.setDuration(self.glide_ms)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                animation.setEndValue(point)
                group.addAnimation(animation)
            else:
                item.setPos(point)
            item.show()
        if group is not None and group.animationCount():
            self._group = group
            group.start()
        self._draw_texts(geo)

    def _draw_texts(self, geo: Spots) -> None:
        position = self.position
        if position is None:
            return
        table = position.table
        seats = len(table.seats)
        while len(self.plates) < seats:
            self.plates.append(self._text_item())
        small = QFont()
        small.setPixelSize(max(11, round(geo.card_h * 0.13)))
        for view in table.seats:
            plate = self.plates[view.seat]
            side = side_of(view.seat, 0, seats)
            centre = geo.fan_centre(side, table.tricks_per_hand)
            width = geo.fan_width(table.tricks_per_hand)
            lines = "<br>".join(_html(line) for line in self.texts.plate_lines(position,
                                                                                view.seat))
            name = _html(self.texts.name_text(position, view.seat))
            plate.setFont(small)
            plate.setTextWidth(width)
            plate.setHtml(f"<b>{name}</b><br>{lines}")
            plate.setPos(centre.x() - width / 2,
                         centre.y() - geo.card_h / 2 - plate.boundingRect().height())
        self.info.setFont(small)
        room = (geo.width - geo.fan_width(table.tricks_per_hand)) / 2 - 2 * geo.margin
        self.info.setTextWidth(max(geo.card_w * 2, room if seats == 4 else geo.width * 0.42))
        self.info.setHtml("<br>".join(_html(line) for line in self.texts.info_lines(position)))
        self.info.setPos(geo.margin, geo.margin)
        caption = [self.texts.trick_text(position, position.shown),
                   self.texts.end_text(position, self.last)]
        self.caption.setFont(small)
        self.caption.setTextWidth(geo.card_w * 4.2)
        self.caption.setHtml("<div align='center'>" + "<br>".join(
            _html(line) for line in caption if line) + "</div>")
        c = geo.centre()
        self.caption.setPos(c.x() - geo.card_w * 2.1, c.y() + geo.card_h * 0.85)

    def retranslate(self) -> None:
        if self.position is not None:
            rect = self.sceneRect()
            self._draw_texts(spots(rect.width(), rect.height(), len(self.position.table.seats),
                                   self.position.table.tricks_per_hand))

    # -- reading (tests, accessibility) ---------------------------------------------

    def shown(self, where: str) -> list[Card]:
        """The cards shown at ``where`` (``hand:1``, ``trick:0``), left to right
        or in play order."""
        items = [i for i in self.items() if isinstance(i, CardItem) and i.isVisible()
                 and i.data(WHERE) == where]
        return [i.card for i in sorted(items, key=lambda i: i.zValue())]

    def plate_text(self, seat: int) -> str:
        return self.plates[seat].toPlainText()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
