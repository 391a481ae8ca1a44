"""The table for watching a game: the playing table's scene, nothing to do.

``ViewOnlyScene`` is ``TableScene`` with its layout, places, plates, badges
and cards, fed any snapshot, usually an observer's (``reveal_all``: every
hand and pile face up).  Nobody sits at it: no card answers a click, no
button, prompt, panel or hint appears, and no bot is waiting.  Each
``show_table`` puts the cards where the snapshot has them (a short glide
from where they were, which a new call cuts short), keeps a completed trick
in the middle with its winning card marked, and sets the caption that
stands where the playing table says whose turn it is.

Each shown card item carries where it lies in ``data(WHERE)``: ``hand:<seat>``
or ``trick:<seat>`` (other cards: ``None``), so tests read the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsTextItem, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card
from ...engine.snapshot import Table, TrickView
from . import layout, places
from .card_item import CardItem
from .items import GOLD, PLATE_BG, TEXT
from .renderer import CardRenderer
from .scene import TableScene

WHERE = 0  # QGraphicsItem.data key: where a shown card lies
GLIDE_MS = 160
GAP = 0.04  # between two trick cards, in card widths


def trick_spot(g: layout.Geometry, side: str, order: int, seats: int) -> layout.Place:
    """Where a card played from ``side`` lies in the onlooker's trick.

    The playing table stacks the trick, turned, as if thrown on the cloth;
    an onlooker stepping through a record wants to read every card of it,
    so here the cards lie upright and apart: the side seats' cards beside
    the middle, the bottom seat's card between them (with four seats, the
    top seat's card above it)."""
    if side in ("left", "right"):
        dx = g.card_w * (1 + GAP)
        x = g.cx - dx if side == "left" else g.cx + dx
        return layout.Place(x, g.cy - g.card_h * 0.06, 0.0, 300 + order, True)
    dy = g.card_h * (0.5 + GAP / 2) if seats == 4 else g.card_h * 0.26
    return layout.Place(g.cx, g.cy - dy if side == "top" else g.cy + dy, 0.0, 300 + order, True)


class Caption(QGraphicsTextItem):
    """Centred lines on the status line's rounded background."""

    def __init__(self) -> None:
        super().__init__()
        self.setDefaultTextColor(TEXT)
        self.setZValue(60)
        self.hide()

    def set_lines(self, lines: list[str], pixels: float, most: float) -> None:
        """Show ``lines`` (none: hide) in a bold font of ``pixels``, at most
        ``most`` wide."""
        font = QFont()
        font.setPixelSize(max(12, round(pixels)))
        font.setBold(True)
        self.setFont(font)
        body = "<br>".join(_html(line) for line in lines if line)
        self.setTextWidth(-1)
        self.setHtml(f"<div align='center'>{body}</div>")
        self.setTextWidth(min(self.document().idealWidth(), most))
        self.setVisible(bool(body))

    def centre_on(self, x: float, y: float) -> None:
        rect = self.boundingRect()
        self.setPos(x - rect.width() / 2, y - rect.height() / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        path = QPainterPath()
        radius = min(rect.height() / 2, 14.0)
        path.addRoundedRect(QRectF(rect), radius, radius)
        painter.fillPath(path, PLATE_BG)
        painter.setPen(QPen(GOLD, 1.5))
        painter.drawPath(path)
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # stubs lack None


class ViewOnlyScene(TableScene):
    """The table drawing snapshots for an onlooker: nothing answers, nothing waits."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__(renderer)
        self.caption = Caption()
        self.addItem(self.caption)
        self.glide_ms = GLIDE_MS
        self._lines: list[str] = []

    def my_turn(self) -> bool:
        """Never: no card is played, selected or dimmed here, no button shown."""
        return False

    def show_table(self, table: Table, centre: TrickView | None = None,
                   caption: list[str] | None = None, glide: bool = True) -> None:
        """Draw ``table``; ``centre`` is a completed trick to keep in the middle
        (its winner marked), ``caption`` the lines under the trick."""
        self.animator.finish()
        self.animator.stop_local()
        first = self._table is None
        self._table, self._centre = table, centre
        self._lines = list(caption or [])
        self.cut_item.card = table.contract.cut or 0
        self.cut_item.update()
        places = self._places(centre)
        if first or not glide or self.glide_ms <= 0:
            self.animator.snap(places)
        else:
            for card, item in self.cards.items():
                if card not in places:
                    item.hide()
            self.animator.run_local(self.animator.stage(places, self.glide_ms,
                                                        raise_while_moving=False))
        self._mark(table, centre)
        self._refresh()

    def _places(self, centre: TrickView | None = None) -> dict[Card, layout.Place]:
        """The table's places, with the trick laid out for reading (``trick_spot``)."""
        out = super()._places(centre)
        table = self._table
        if table is None:
            return out
        seats = len(table.seats)
        for trick in (centre, table.trick):
            for order, (seat, card) in enumerate(trick.plays if trick is not None else ()):
                out[card] = trick_spot(self._geo, places.side(table, seat), order, seats)
        return out

    def set_caption(self, caption: list[str]) -> None:
        """New words under the trick (a language switch)."""
        self._lines = list(caption)
        self._refresh()

    def _mark(self, table: Table, centre: TrickView | None) -> None:
        """Tag each card with where it lies; mark the completed trick's winner."""
        where: dict[Card, str] = {card: f"hand:{seat.seat}"
                                  for seat in table.seats for card in seat.hand}
        trick = centre if centre is not None else table.trick
        winner: Card | None = None
        if trick is not None:
            for seat, card in trick.plays:
                where[card] = f"trick:{seat}"
                if seat == trick.winner:
                    winner = card
        for card, item in self.cards.items():
            item.setData(WHERE, where.get(card))
            item.set_winner(card == winner)

    def _refresh(self) -> None:
        super()._refresh()
        self.decor.status_badge.hide()  # the caption stands there
        g = self._geo
        x, y = layout.status_anchor(g)
        most = g.width * 0.6
        badge = self.decor.contract_badge  # four seats: left of the status line
        if badge.isVisible() and abs(badge.y() - y) < g.card_h / 2:
            most = min(most, 2 * (x - badge.sceneBoundingRect().right() - g.margin))
        self.caption.set_lines(self._lines, max(12.0, g.card_h * 0.12), max(most, g.card_w))
        # under the trick, which reaches lower here than on the playing table
        bottom = trick_spot(g, "bottom", 0, len(self._table.seats) if self._table else 3)
        below = bottom.y + g.card_h / 2 + g.margin + self.caption.boundingRect().height() / 2
        self.caption.centre_on(x, max(y, below))

    # -- reading (tests, accessibility) ---------------------------------------------

    def shown(self, where: str) -> list[Card]:
        """The cards shown at ``where`` (``hand:1``, ``trick:0``), in stacking
        order: left to right in a hand, in play order in a trick."""
        items = [i for i in self.items() if isinstance(i, CardItem) and i.isVisible()
                 and i.data(WHERE) == where]
        return [i.card for i in sorted(items, key=lambda i: i.zValue())]


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
