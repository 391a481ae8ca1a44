"""The table's non-card items: name plates, text badges, buttons (the panel
over the table is ``panel``).

They only draw what they are told; the scene decides the words and places.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
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


def font_of(pixels: float, bold: bool = False) -> QFont:
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

    def shape(self) -> QPainterPath:
        """The plate as drawn (its bounding rect leaves room for the gold border)."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._w, self._h))
        return path

    # -- measuring: the plate's width for its words, and what does not fit ----------

    PAD = 8.0
    NAME_SHRINK = 0.7  # the smallest a name is drawn, as a share of the plate's size

    def _fonts(self) -> tuple[QFont, QFont, float]:
        """The name line's (bold) font, the lower lines' font, a line's height."""
        line = self._h / 3
        return font_of(line * 0.78, bold=True), font_of(line * 0.66), line

    def _beside_name(self, font: QFont | None = None) -> float:
        """The name line's width taken by the score (in ``font``, else the
        line's full size), the dealer chip and the padding."""
        bold, _, line = self._fonts()
        taken = 2 * self.PAD + (line * 0.9 + 4 if self.dealer else 0)
        if self.score:
            taken += QFontMetricsF(font or bold).horizontalAdvance(self.score) + 6
        return taken

    def _name_room(self, width: float, font: QFont | None = None) -> float:
        """The name's room on its line beside the score and the dealer chip."""
        return max(0.0, width - self._beside_name(font))

    def name_line_font(self) -> QFont:
        """The font of the name and the score: the plate's, or smaller (down
        to NAME_SHRINK of it) where the name would otherwise be cut short."""
        bold, _, _ = self._fonts()
        smallest = max(9, math.floor(bold.pixelSize() * self.NAME_SHRINK))
        font = QFont(bold)
        while (QFontMetricsF(font).horizontalAdvance(self.name)
               > self._name_room(self._w, font) and font.pixelSize() > smallest):
            font.setPixelSize(font.pixelSize() - 1)
        return font

    def shown_name(self) -> tuple[str, QFont]:
        """The name as drawn, and its font: the name line is drawn smaller
        before the name is cut, so "Hjörtur" beside "60/101" and the dealer
        chip stays "Hjörtur", not "Hj…"; cut only where even that is too wide."""
        font = self.name_line_font()
        return QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                              self._name_room(self._w, font)), font

    def lower_font(self) -> QFont:
        """The font of the tricks and the note: the plate's, or smaller (down
        to NAME_SHRINK of it) where either would otherwise be cut short, as
        the name line is ("Lewy: 3 · punkty: 24", "Ogłasza brak atutów")."""
        _, small, _ = self._fonts()
        # (one pixel below the name's floor: these lines are the plate's small print)
        smallest = max(8, math.floor(small.pixelSize() * self.NAME_SHRINK))
        font = QFont(small)
        room = self._w - 2 * self.PAD
        while (max(QFontMetricsF(font).horizontalAdvance(t) for t in (self.tricks, self.note))
               > room and font.pixelSize() > smallest):
            font.setPixelSize(font.pixelSize() - 1)
        return font

    def shown_lower(self) -> tuple[str, str]:
        """The tricks and the note as drawn: cut only where even the smaller
        font is too wide."""
        metrics = QFontMetricsF(self.lower_font())
        room = self._w - 2 * self.PAD
        return (metrics.elidedText(self.tricks, Qt.TextElideMode.ElideRight, room),
                metrics.elidedText(self.note, Qt.TextElideMode.ElideRight, room))

    def natural_width(self, notes: tuple[str, ...] = ()) -> float:
        """The width at which the name, the tricks and the note (or any of
        ``notes``, which may take its place) are shown whole."""
        bold, small, _ = self._fonts()
        name = QFontMetricsF(bold).horizontalAdvance(self.name)
        metrics = QFontMetricsF(small)
        lower = max(metrics.horizontalAdvance(t) for t in (self.tricks, self.note, *notes))
        return max(name + self._beside_name(), lower + 2 * self.PAD) + 2

    def elided_texts(self) -> list[str]:
        """The texts cut short at the plate's width now (none, when it fits)."""
        cut = []
        if self.shown_name()[0] != self.name:
            cut.append(self.name)
        cut += [full for full, shown in zip((self.tricks, self.note), self.shown_lower(),
                                            strict=True) if shown != full]
        return cut

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
        bold, small, line = self._fonts()
        pad = self.PAD
        name, name_font = self.shown_name()
        painter.setFont(name_font)
        painter.setPen(GOLD if self.active else TEXT)
        chip = line * 0.9
        right = self._w - pad - (chip + 4 if self.dealer else 0)
        if self.score:
            score_w = QFontMetricsF(name_font).horizontalAdvance(self.score)
            painter.drawText(QRectF(right - score_w, 2, score_w, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.score)
        name_rect = QRectF(pad, 2, self._name_room(self._w, name_font), line)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        if self.dealer:
            centre = QPointF(self._w - pad - chip / 2, 2 + line / 2)
            painter.setBrush(QColor("#fafafa"))
            painter.setPen(QPen(QColor("#333"), 1))
            painter.drawEllipse(centre, chip / 2, chip / 2)
            painter.setFont(font_of(chip * 0.62, bold=True))
            painter.setPen(QColor("#222"))
            painter.drawText(
                QRectF(centre.x() - chip / 2, centre.y() - chip / 2, chip, chip),
                Qt.AlignmentFlag.AlignCenter, self.dealer_text,
            )
        painter.setFont(self.lower_font())
        painter.setPen(TEXT)
        for y, text in zip((line, 2 * line - 2), self.shown_lower(), strict=True):
            painter.drawText(
                QRectF(pad, y, self._w - 2 * pad, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text,
            )
            painter.setPen(DIM_TEXT)


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
        self.max_width = 0.0  # 0: one line however long; else wrapped to this width
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

    def set_max_width(self, width: float) -> None:
        """Wrap the text into lines no wider than ``width`` (with the padding):
        a long status line or note keeps clear of the hands beside it."""
        if width != self.max_width:
            self.prepareGeometryChange()
            self.max_width = width
            self.update()

    def _rect(self) -> QRectF:
        metrics = QFontMetricsF(font_of(self.pixels, self.bold))
        pad = self.pixels * 1.2
        width = metrics.horizontalAdvance(self.text) + pad
        height = metrics.height()
        if self.max_width and width > self.max_width:
            wrapped = metrics.boundingRect(
                QRectF(0, 0, max(1.0, self.max_width - pad), 1e6),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), self.text)
            width, height = wrapped.width() + pad, wrapped.height()
        height += self.pixels * 0.5
        return QRectF(-width / 2, -height / 2, width, height)

    def lines(self) -> int:
        """How many lines the text takes (more than one when wrapped)."""
        metrics = QFontMetricsF(font_of(self.pixels, self.bold))
        return max(1, round((self._rect().height() - self.pixels * 0.5) / metrics.height()))

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        """The badge as drawn, without the bounding rect's room for its border."""
        path = QPainterPath()
        path.addRect(self._rect())
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        path = QPainterPath()
        radius = min(rect.height() / 2, self.pixels * 1.2)
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, self.background)
        if self.border is not None:
            painter.setPen(QPen(self.border, 1.5))
            painter.drawPath(path)
        painter.setFont(font_of(self.pixels, self.bold))
        painter.setPen(self.foreground)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self.text)


MAX_BUTTONS = 7  # the six contracts of Mizerka's choice and the hint's button


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
        """Scale the buttons with the table (no smaller than the table's text)."""
        font = self._box.font()
        font.setPixelSize(max(11, round(pixels)))
        font.setBold(True)
        if all(button.font() == font for button in self.buttons):
            return
        for button in self.buttons:
            button.setFont(font)
        self._box.adjustSize()
        self.resize(self._box.sizeHint())

    def show_buttons(self, entries: Sequence[ButtonEntry]) -> None:
        """Show up to seven buttons (text, action[, tooltip, enabled]); an empty
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
