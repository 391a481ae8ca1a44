"""The panel over the middle of the table: a hand's summary, the game's
result, the last trick.  It draws what it is told; ``Decor`` says what."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .items import GOLD, PANEL_BG, TEXT, ButtonBar, font_of


class Panel(QGraphicsObject):
    """An overlay in the middle of the table: a title, rows of cells, optional cards."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.subtitle = ""
        self.rows: list[list[str]] = []
        self.pixmaps: list[tuple[QPixmap, str]] = []
        self.highlight_rows: set[int] = set()
        self.spoken_cards: list[str] = []  # the pictures' cards in words, for screen readers
        self._w = 360.0
        self._h = 200.0
        self._pixels = 14.0
        self.setZValue(800)
        self.button_bar = ButtonBar()
        self.button_bar.setParentItem(self)
        self.hide()

    def set_content(
        self,
        title: str,
        subtitle: str = "",
        rows: list[list[str]] | None = None,
        pixmaps: list[tuple[QPixmap, str]] | None = None,
        highlight_rows: set[int] | None = None,
    ) -> None:
        self.title = title
        self.subtitle = subtitle
        self.rows = rows or []
        self.pixmaps = pixmaps or []
        self.highlight_rows = highlight_rows or set()
        self.spoken_cards = []
        self.setToolTip("\n".join([title, subtitle] + ["  ".join(r) for r in self.rows]))
        self.update()

    def fit(self, table_w: float, table_h: float, card_h: float,
            bottom: float | None = None) -> None:
        """Size to the content and centre on the table, its bottom no lower
        than ``bottom`` (the status line's top: the panel must not cover it).
        The buttons are drawn at the panel's text size, which follows the
        table's (they kept the size of a larger window after a resize)."""
        self.prepareGeometryChange()
        self._pixels = max(11.0, min(17.0, table_h / 42))
        bar = self.button_bar
        bar.set_font_pixels(self._pixels)
        line = self._pixels * 1.7
        height = self._pixels * 2.6 + (line if self.subtitle else 0) + line * len(self.rows)
        if self.pixmaps:  # as painted: a gap, the pictures, their captions
            height += self._pixels * 0.4 + self._picture_size()[1] + line
        if bar.isVisible():
            height += bar.size().height() + self._pixels
        height += self._pixels
        width = max(320.0, min(table_w * 0.8, 560.0))
        content = max(sum(self._natural_widths()), self._picture_size()[0]) + 24
        if content > width:  # long words (es, pl): wider, up to nearly the whole table
            width = max(width, min(table_w * 0.95, content))
        self._w, self._h = width, height
        top = table_h * 0.46 - height / 2
        if bottom is not None:
            top = min(top, bottom - height)
        self.setPos(table_w / 2 - width / 2, max(4.0, top))
        if bar.isVisible():
            bar.centre_on(width / 2, height - self._pixels - bar.size().height() / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def _picture_size(self) -> tuple[float, float]:
        """The row of pictures' width and height as painted, from the pixmaps
        themselves: sized from the table's card height instead, a trick shown
        before the window shrank painted its captions below the panel, where
        no repaint cleared them when it closed."""
        if not self.pixmaps:
            return 0.0, 0.0
        first = self.pixmaps[0][0]
        card_w = first.width() / first.devicePixelRatio()
        count = len(self.pixmaps)
        return (count * card_w + (count - 1) * card_w * 0.25,
                max(p.height() / p.devicePixelRatio() for p, _ in self.pixmaps))

    @property
    def text_pixels(self) -> float:
        """The size of the panel's text now (its buttons' too)."""
        return self._pixels

    def _natural_widths(self) -> list[float]:
        """Each column's widest cell (bold, as headers and winners are drawn)."""
        metrics = QFontMetricsF(font_of(self._pixels, bold=True))
        columns = max((len(r) for r in self.rows), default=0)
        return [max((metrics.horizontalAdvance(r[c]) for r in self.rows if c < len(r)),
                    default=0.0) + self._pixels * 1.2 for c in range(columns)]

    def _column_widths(self, available: float) -> list[float]:
        """Column widths that fit ``available``: each column its content, the
        room left shared out, or all shrunk alike when the content is wider."""
        natural = self._natural_widths()
        total = sum(natural)
        if not natural or total <= 0:
            return natural
        if total <= available:
            extra = (available - total) / len(natural)
            return [w + extra for w in natural]
        return [w * available / total for w in natural]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self.boundingRect(), 12, 12)
        painter.fillPath(path, PANEL_BG)
        painter.setPen(QPen(GOLD, 2))
        painter.drawPath(path)
        px = self._pixels
        line = px * 1.7
        y = px * 0.6
        painter.setFont(font_of(px * 1.3, bold=True))
        painter.setPen(GOLD)
        painter.drawText(QRectF(0, y, self._w, px * 2), Qt.AlignmentFlag.AlignCenter, self.title)
        y += px * 2
        if self.subtitle:
            painter.setFont(font_of(px))
            painter.setPen(TEXT)
            painter.drawText(QRectF(8, y, self._w - 16, line), Qt.AlignmentFlag.AlignCenter,
                             self.subtitle)
            y += line
        if self.rows:
            widths = self._column_widths(self._w - 24)
            for index, row in enumerate(self.rows):
                bold = index == 0 or index in self.highlight_rows
                painter.setFont(font_of(px, bold=bold))
                painter.setPen(GOLD if index in self.highlight_rows else TEXT)
                x = 12.0
                for c, cell in enumerate(row):
                    width = widths[c] if c < len(widths) else 0.0
                    align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignCenter
                    painter.drawText(QRectF(x, y, width, line),
                                     align | Qt.AlignmentFlag.AlignVCenter, cell)
                    x += width
                y += line
        if self.pixmaps:
            count = len(self.pixmaps)
            card_w = self.pixmaps[0][0].width() / self.pixmaps[0][0].devicePixelRatio()
            gap = card_w * 0.25
            total = count * card_w + (count - 1) * gap
            x = self._w / 2 - total / 2
            y += px * 0.4
            painter.setFont(font_of(px * 0.85))
            for pixmap, caption in self.pixmaps:
                painter.drawPixmap(QPointF(x, y), pixmap)
                h = pixmap.height() / pixmap.devicePixelRatio()
                painter.setPen(TEXT)
                painter.drawText(QRectF(x - gap / 2, y + h, card_w + gap, line),
                                 Qt.AlignmentFlag.AlignCenter, caption)
                x += card_w + gap
