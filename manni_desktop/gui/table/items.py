"""The table's non-card items: name plates, text badges, overlay panels, buttons.

They only draw what they are told; the scene decides the words and places.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsProxyWidget,
    QHBoxLayout,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

PANEL_BG = QColor(18, 38, 28)  # opaque: the won-trick piles must not show through the rows
PLATE_BG = QColor(10, 30, 20, 170)
GOLD = QColor("#f2c14e")
TEXT = QColor("#f4f1e8")
DIM_TEXT = QColor("#c9d6cc")


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, round(pixels)))
    font.setBold(bold)
    return font


class NamePlate(QGraphicsObject):
    """A seat's name, its score in the game (``score``, on the name's line),
    dealer marker, tricks against par and a short note."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.dealer = False
        self.tricks = ""
        self.note = ""
        self.active = False
        self.dealer_text = "D"
        self.score = ""
        self._w = 140.0
        self._h = 50.0
        self.setZValue(50)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = width, height
        self.update()

    def set_text(self, name: str, dealer: bool, tricks: str, note: str, active: bool) -> None:
        if (name, dealer, tricks, note, active) != (
            self.name, self.dealer, self.tricks, self.note, self.active
        ):
            self.name, self.dealer, self.tricks, self.note, self.active = (
                name, dealer, tricks, note, active
            )
            self.setToolTip("\n".join(t for t in (name, tricks, note) if t))
            self.update()

    def set_score(self, score: str) -> None:
        """The seat's (or side's) total towards the target, e.g. "5/10"."""
        if score != self.score:
            self.score = score
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._w + 4, self._h + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        painter.fillPath(path, PLATE_BG)
        if self.active:
            painter.setPen(QPen(GOLD, 2.5))
            painter.drawPath(path)
        line = self._h / 3
        pad = 8.0
        painter.setFont(_font(line * 0.78, bold=True))
        painter.setPen(GOLD if self.active else TEXT)
        chip = line * 0.9
        right = self._w - pad - (chip + 4 if self.dealer else 0)
        metrics = QFontMetricsF(painter.font())
        if self.score:
            score_w = metrics.horizontalAdvance(self.score)
            painter.drawText(QRectF(right - score_w, 2, score_w, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.score)
            right -= score_w + 6
        name_rect = QRectF(pad, 2, max(0.0, right - pad), line)
        painter.drawText(
            name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width()),
        )
        if self.dealer:
            centre = QPointF(self._w - pad - chip / 2, 2 + line / 2)
            painter.setBrush(QColor("#fafafa"))
            painter.setPen(QPen(QColor("#333"), 1))
            painter.drawEllipse(centre, chip / 2, chip / 2)
            painter.setFont(_font(chip * 0.62, bold=True))
            painter.setPen(QColor("#222"))
            painter.drawText(
                QRectF(centre.x() - chip / 2, centre.y() - chip / 2, chip, chip),
                Qt.AlignmentFlag.AlignCenter, self.dealer_text,
            )
        painter.setFont(_font(line * 0.66))
        painter.setPen(TEXT)
        painter.drawText(
            QRectF(pad, line, self._w - 2 * pad, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.tricks,
        )
        painter.setPen(DIM_TEXT)
        metrics = QFontMetricsF(painter.font())
        painter.drawText(
            QRectF(pad, 2 * line - 2, self._w - 2 * pad, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self.note, Qt.TextElideMode.ElideRight, self._w - 2 * pad),
        )


class Badge(QGraphicsObject):
    """A line of text on a rounded background, centred on its position."""

    def __init__(self, pixels: float = 14, bold: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.pixels = pixels
        self.bold = bold
        self.background = PLATE_BG
        self.foreground = TEXT
        self.border: QColor | None = None
        self.setZValue(60)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.setToolTip(text)
            self.update()

    def set_pixels(self, pixels: float) -> None:
        if pixels != self.pixels:
            self.prepareGeometryChange()
            self.pixels = pixels
            self.update()

    def _rect(self) -> QRectF:
        metrics = QFontMetricsF(_font(self.pixels, self.bold))
        width = metrics.horizontalAdvance(self.text) + self.pixels * 1.2
        height = metrics.height() + self.pixels * 0.5
        return QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        path = QPainterPath()
        path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.fillPath(path, self.background)
        if self.border is not None:
            painter.setPen(QPen(self.border, 1.5))
            painter.drawPath(path)
        painter.setFont(_font(self.pixels, self.bold))
        painter.setPen(self.foreground)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


MAX_BUTTONS = 6  # the six contracts of Mizerka's choice (Manillen's declaration: five)


class TableButton(NamedTuple):
    """A button on the table: its text, what a press does, its tooltip, and
    whether it may be pressed (a used contract is shown, greyed)."""

    text: str
    action: Callable[[], None]
    tip: str = ""
    enabled: bool = True


ButtonEntry = tuple[str, Callable[[], None]] | TableButton


class ButtonBar(QGraphicsProxyWidget):
    """Real push buttons on the table (exchange, swap, next hand), keyboard-reachable."""

    def __init__(self) -> None:
        super().__init__()
        self._box = QWidget()
        self._box.setObjectName("table-buttons")
        self._box.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._box.setStyleSheet(
            "QPushButton { background: #f2c14e; color: #1d1d1d; border-radius: 6px;"
            " padding: 6px 16px; font-weight: bold; border: 1px solid #7a5b10; }"
            # The focus ring is thicker, so the padding shrinks by as much: the
            # button keeps its size and the text keeps its room ("New game" was
            # clipped to "New qame" with a 3px ring inside a 1px-sized button).
            "QPushButton:focus { border: 3px solid #3fa9ff; padding: 4px 14px; }"
            "QPushButton:disabled { background: #a9a9a9; }"
        )
        layout = QHBoxLayout(self._box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        self.buttons: list[QPushButton] = []
        for _ in range(MAX_BUTTONS):
            button = QPushButton()
            button.setAutoDefault(True)
            layout.addWidget(button)
            self.buttons.append(button)
        self._actions: list[Callable[[], None] | None] = [None] * MAX_BUTTONS
        self._texts: list[str] = []
        for i, button in enumerate(self.buttons):
            button.clicked.connect(lambda _=False, i=i: self._run(i))
        self.setWidget(self._box)
        self.setZValue(700)

    def set_font_pixels(self, pixels: float) -> None:
        """Scale the buttons with the cards."""
        font = self._box.font()
        font.setPixelSize(max(12, round(pixels)))
        font.setBold(True)
        for button in self.buttons:
            button.setFont(font)

    def show_buttons(self, entries: Sequence[ButtonEntry]) -> None:
        """Show up to six buttons (text, action[, tooltip, enabled]); an empty
        list hides the bar.  New buttons (another decision) give the keyboard
        focus back to the table: a key meant for the cards must not press a
        button that merely took the place of the one pressed."""
        texts = [TableButton(*e).text for e in entries]
        if texts != self._texts and self.hasFocus():
            self.clearFocus()
        self._texts = texts
        for i, button in enumerate(self.buttons):
            if i < len(entries):
                entry = TableButton(*entries[i])
                button.setText(entry.text)
                button.setAccessibleName(entry.text.replace("\n", " "))
                button.setToolTip(entry.tip)
                button.setAccessibleDescription(entry.tip)
                button.setEnabled(entry.enabled)
                self._actions[i] = entry.action
                button.show()
            else:
                self._actions[i] = None
                button.hide()
        self._box.adjustSize()
        self.resize(self._box.sizeHint())
        self.setVisible(bool(entries))

    def centre_on(self, x: float, y: float) -> None:
        size = self._box.sizeHint()
        self.setPos(x - size.width() / 2, y - size.height() / 2)

    def trigger(self, index: int = 0) -> bool:
        """Press button ``index`` as if clicked (keyboard shortcuts, tests)."""
        button = self.buttons[index]
        if (self.isVisible() and self._actions[index] is not None and button.isVisible()
                and button.isEnabled()):
            button.click()
            return True
        return False

    def first_enabled(self) -> QPushButton | None:
        """The first button shown that may be pressed (where keyboard focus goes)."""
        return next((b for b in self.buttons if b.isVisible() and b.isEnabled()), None)

    def _run(self, index: int) -> None:
        action = self._actions[index]
        if action is not None:
            action()


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

    def fit(self, table_w: float, table_h: float, card_h: float) -> None:
        """Size to the content and centre on the table."""
        self.prepareGeometryChange()
        self._pixels = max(11.0, min(17.0, table_h / 42))
        line = self._pixels * 1.7
        height = self._pixels * 2.6 + (line if self.subtitle else 0) + line * len(self.rows)
        if self.pixmaps:  # as painted: a gap, the pictures, their captions
            height += self._pixels * 0.4 + self._picture_size()[1] + line
        bar = self.button_bar
        if bar.isVisible():
            height += bar.size().height() + self._pixels
        height += self._pixels
        width = max(320.0, min(table_w * 0.8, 560.0))
        content = max(sum(self._natural_widths()), self._picture_size()[0]) + 24
        if content > width:  # long words (es, pl): wider, up to nearly the whole table
            width = max(width, min(table_w * 0.95, content))
        self._w, self._h = width, height
        self.setPos(table_w / 2 - width / 2, max(4.0, table_h * 0.46 - height / 2))
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

    def _natural_widths(self) -> list[float]:
        """Each column's widest cell (bold, as headers and winners are drawn)."""
        metrics = QFontMetricsF(_font(self._pixels, bold=True))
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
        painter.setFont(_font(px * 1.3, bold=True))
        painter.setPen(GOLD)
        painter.drawText(QRectF(0, y, self._w, px * 2), Qt.AlignmentFlag.AlignCenter, self.title)
        y += px * 2
        if self.subtitle:
            painter.setFont(_font(px))
            painter.setPen(TEXT)
            painter.drawText(QRectF(8, y, self._w - 16, line), Qt.AlignmentFlag.AlignCenter,
                             self.subtitle)
            y += line
        if self.rows:
            widths = self._column_widths(self._w - 24)
            for index, row in enumerate(self.rows):
                bold = index == 0 or index in self.highlight_rows
                painter.setFont(_font(px, bold=bold))
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
            painter.setFont(_font(px * 0.85))
            for pixmap, caption in self.pixmaps:
                painter.drawPixmap(QPointF(x, y), pixmap)
                h = pixmap.height() / pixmap.devicePixelRatio()
                painter.setPen(TEXT)
                painter.drawText(QRectF(x - gap / 2, y + h, card_w + gap, line),
                                 Qt.AlignmentFlag.AlignCenter, caption)
                x += card_w + gap
