"""The statistics dialog's bar charts: win rate by opponent, net by contract.

A small painted widget (no chart library): labelled bars above and below a
zero line, each with its value written on it, in the palette's colours.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget


@dataclass(frozen=True)
class Bar:
    """One bar: its category label, its value, and the text drawn above it."""

    label: str
    value: float
    text: str


class BarChart(QWidget):
    """A small vertical bar chart painted with QPainter.

    Values may be negative (average net): bars grow up or down from a zero
    line.  Colours come from the palette, so the chart follows dark themes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._bars: list[Bar] = []
        self._low = 0.0
        self._high = 1.0
        self._empty_text = ""
        self.setMinimumSize(QSize(220, 160))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_bars(
        self,
        title: str,
        bars: Sequence[Bar],
        low: float,
        high: float,
        empty_text: str,
    ) -> None:
        """Show ``bars`` on a scale from ``low`` to ``high`` (widened to hold 0
        and every value)."""
        self._title = title
        self._bars = list(bars)
        values = [b.value for b in self._bars]
        self._low = min([low, 0.0, *values])
        self._high = max([high, 0.0, *values])
        if self._high == self._low:
            self._high = self._low + 1.0
        self._empty_text = empty_text
        self.setAccessibleName(title)
        self.setAccessibleDescription(
            "; ".join(f"{b.label}: {b.text}" for b in self._bars) or empty_text
        )
        self.update()

    def bars(self) -> list[Bar]:
        return list(self._bars)

    def title(self) -> str:
        return self._title

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(QPalette.ColorRole.WindowText)
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        rect = QRectF(self.rect()).adjusted(6, 4, -6, -4)

        painter.setPen(text_colour)
        title_font = self.font()
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.drawText(
            QRectF(rect.left(), rect.top(), rect.width(), line),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            self._title,
        )
        painter.setFont(self.font())
        if not self._bars:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._empty_text)
            painter.end()
            return

        # Value text above a bar (below a negative one), category labels under
        # the plot: a negative bar's value needs its own line above the labels.
        below = 1.2 * line if any(bar.value < 0 for bar in self._bars) else 0.0
        plot = QRectF(rect.left(), rect.top() + 2.2 * line, rect.width(), 0)
        plot.setBottom(rect.bottom() - 1.4 * line - below)
        span = self._high - self._low

        def y_of(value: float) -> float:
            return plot.bottom() - (value - self._low) / span * plot.height()

        zero_y = y_of(0.0)
        slot = plot.width() / len(self._bars)
        bar_width = min(slot * 0.6, 56.0)
        positive = palette.color(QPalette.ColorRole.Highlight)
        negative = QColor(196, 64, 52)
        for i, bar in enumerate(self._bars):
            centre = plot.left() + slot * (i + 0.5)
            top = y_of(max(bar.value, 0.0))
            bottom = y_of(min(bar.value, 0.0))
            height = max(bottom - top, 1.0)
            painter.fillRect(
                QRectF(centre - bar_width / 2, top, bar_width, height),
                positive if bar.value >= 0 else negative,
            )
            painter.setPen(text_colour)
            if bar.value >= 0:
                text_box = QRectF(centre - slot / 2, top - line - 2, slot, line)
            else:
                text_box = QRectF(centre - slot / 2, bottom + 2, slot, line)
            painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, bar.text)
            painter.drawText(
                QRectF(centre - slot / 2, rect.bottom() - line, slot, line),
                Qt.AlignmentFlag.AlignCenter,
                metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, int(slot)),
            )
        axis = QPen(text_colour)
        axis.setWidthF(1.0)
        painter.setPen(axis)
        painter.drawLine(int(plot.left()), int(zero_y), int(plot.right()), int(zero_y))
        painter.end()


__all__ = ["Bar", "BarChart"]
