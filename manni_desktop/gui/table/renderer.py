"""Card faces and backs rendered from the project's SVGs, cached per size.

Rendering an SVG costs a few milliseconds; a hand of twelve is repainted on
every animation frame, so each face is rendered once per (deck style, size,
device pixel ratio) and reused, the way KPat's deck caches its pixmaps.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine.cards import Card, card_text, full_deck
from ...resources import asset_path
from ...storage.settings import CARD_STYLES

DECK_STYLES = CARD_STYLES  # one list (storage/settings.py): the plain deck first
BACKS = ("blue", "red", "green")
PLAIN_STYLE, FOUR_COLOUR_STYLE = DECK_STYLES


class CardRenderer:
    """Pixmaps of card faces and backs; ``style`` and ``back`` may change at any time."""

    def __init__(self, style: str = PLAIN_STYLE, back: str = "blue") -> None:
        self.style = style
        self.back = back
        self._svgs: dict[str, QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, int, int, float], QPixmap] = {}

    def available_backs(self) -> list[str]:
        return [b for b in BACKS if asset_path("cards", "backs", f"{b}.svg").is_file()]

    def face(self, card: Card, width: float, height: float, ratio: float = 1.0) -> QPixmap:
        return self._pixmap(f"{self.style}/{card_text(card)}", width, height, ratio)

    def back_pixmap(self, width: float, height: float, ratio: float = 1.0) -> QPixmap:
        return self._pixmap(f"backs/{self.back}", width, height, ratio)

    def clear(self) -> None:
        self._pixmaps.clear()

    def _svg(self, key: str) -> QSvgRenderer | None:
        if key not in self._svgs:
            path = asset_path("cards", *key.split("/")[:-1], key.split("/")[-1] + ".svg")
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            self._svgs[key] = renderer if renderer is not None and renderer.isValid() else None
        return self._svgs[key]

    def _pixmap(self, key: str, width: float, height: float, ratio: float) -> QPixmap:
        w, h = max(1, round(width * ratio)), max(1, round(height * ratio))
        cache_key = (key, w, h, ratio)
        pixmap = self._pixmaps.get(cache_key)
        if pixmap is None:
            pixmap = QPixmap(w, h)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            svg = self._svg(key)
            if svg is not None:
                svg.render(painter, QRectF(0, 0, w, h))
            else:
                _draw_missing(painter, key, w, h)
            painter.end()
            pixmap.setDevicePixelRatio(ratio)
            if len(self._pixmaps) > 400:
                self._pixmaps.clear()
            self._pixmaps[cache_key] = pixmap
        return pixmap


class FaceWarmer(QObject):
    """Renders every face and the back at the table's card size while the
    window is idle, a few per event-loop turn, so the first deal at a new
    size does not render thirteen SVGs in the frame that shows it."""

    PER_TURN = 3
    SETTLE_MS = 200  # after the last resize

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._queue: list[Card | None] = []  # None: the back
        self._size = (0.0, 0.0, 1.0)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    def warm(self, width: float, height: float, ratio: float) -> None:
        """Start (again) at this card size."""
        self._size = (width, height, ratio)
        self._queue = [None, *full_deck()]
        self._timer.start(self.SETTLE_MS)

    def pending(self) -> int:
        return len(self._queue)

    def _step(self) -> None:
        width, height, ratio = self._size
        for card in self._queue[: self.PER_TURN]:
            if card is None:
                self._renderer.back_pixmap(width, height, ratio)
            else:
                self._renderer.face(card, width, height, ratio)
        del self._queue[: self.PER_TURN]
        if self._queue:
            self._timer.start(0)


def _draw_missing(painter: QPainter, key: str, w: int, h: int) -> None:
    """A plain card with its code written on it, so a missing SVG never hides a card."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.06, w * 0.06)
    painter.fillPath(path, QColor("#fdfdfd") if "backs" not in key else QColor("#345"))
    painter.setPen(QPen(QColor("#888"), 1))
    painter.drawPath(path)
    font = QFont()
    font.setPixelSize(max(8, w // 4))
    painter.setFont(font)
    painter.setPen(QColor("#222") if "backs" not in key else QColor("#ddd"))
    painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, key.split("/")[-1])
