"""The score sheet's view: a table with a two-line header and a width that fits.

The header's upper line is each player's name, drawn once over that player's
two columns ("Tricks", "Points" on the lower line), so the human's columns
read "You" over "Tricks | Points" rather than "You tricks".

``fit_width`` measures what the sheet needs (every column, the vertical
scroll bar, bold winners) so the window can give the dock exactly that; when
the window cannot spare it, the sheet switches to a compact font and leaves
out the dealer column (each hand's tooltip names the dealer) before anything
is cut.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QTableView,
    QWidget,
)

from .models import PlayerNameRole, ScoreSheetModel

_Index = QModelIndex | QPersistentModelIndex

NORMAL_SCALE = 0.9  # of the application font: the sheet is a side panel
COMPACT_SCALE = 0.78  # when the window is too narrow for the normal size
MIN_POINT_SIZE = 7.0
DEALER_COLUMN = 1


class PlayerHeader(QHeaderView):
    """Horizontal header with the player's name spanning their two columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSectionsClickable(False)

    def _name(self, logical: int) -> str | None:
        model = self.model()
        if model is None:
            return None
        name = model.headerData(logical, Qt.Orientation.Horizontal, PlayerNameRole)
        return name if isinstance(name, str) else None

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _line_height(self) -> int:
        return QFontMetrics(self._bold()).height() + 4

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802 - Qt API
        size = super().sectionSizeFromContents(logical)
        height = size.height() + self._line_height()
        name = self._name(logical)
        width = size.width()
        if name is not None:
            # Half the (bold: a winner's) name on each of the two columns.
            width = max(width, (QFontMetrics(self._bold()).horizontalAdvance(name) + 13) // 2)
        return QSize(width, height)

    def paintSection(  # noqa: N802 - Qt API
        self, painter: QPainter, rect: QRect, logical: int
    ) -> None:
        name = self._name(logical)
        model = self.model()
        if name is None or model is None or not isinstance(model, ScoreSheetModel):
            painter.save()
            super().paintSection(painter, rect, logical)
            painter.restore()
            return
        top = self._line_height()
        lower = QRect(rect.x(), rect.y() + top, rect.width(), rect.height() - top)
        painter.save()
        super().paintSection(painter, lower, logical)
        painter.restore()
        seat = model.seat_of_column(logical) or 0
        first = model.tricks_column(seat)
        last = model.points_column(seat)
        left = self.sectionViewportPosition(first)
        right = self.sectionViewportPosition(last) + self.sectionSize(last)
        band = QRect(left, rect.y(), right - left, top)
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = band
        option.section = first
        option.text = name
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        option.position = QStyleOptionHeader.SectionPosition.Middle
        font = model.headerData(logical, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        painter.save()
        painter.setClipRect(band.intersected(rect))  # each column draws its share
        if isinstance(font, QFont):
            bold = QFont(self.font())
            bold.setBold(font.bold())
            painter.setFont(bold)
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()


class ScoreSheetView(QTableView):
    """The score sheet: re-applies the model's spans after every reset."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalHeader(PlayerHeader(self))
        self.setModel(model)
        self._model = model
        self.setObjectName("scoreSheet")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setMinimumSectionSize(20)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self._base_point_size = QFont(self.font()).pointSizeF()
        self.compact = False
        self._compact_available = 0  # the room in which the normal size did not fit
        self._apply_scale(NORMAL_SCALE)
        model.modelReset.connect(self.apply_spans)
        model.rowsInserted.connect(self.apply_spans)
        model.rowsRemoved.connect(self.apply_spans)
        self.apply_spans()

    def apply_spans(self) -> None:
        self.clearSpans()
        for row, column, rows, columns in self._model.spans():
            self.setSpan(row, column, rows, columns)
        self.scrollToBottom()

    def _apply_scale(self, scale: float) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(MIN_POINT_SIZE, self._base_point_size * scale))
        self.setFont(font)
        self.horizontalHeader().setFont(font)
        self.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 6)

    def needed_width(self) -> int:
        """Width of the whole sheet: columns (with winners in bold), frame and a
        vertical scroll bar, which is reserved even before it shows so the
        last column is not pushed under it later."""
        self.resizeColumnsToContents()
        bold = QFont(self.font())
        bold.setBold(True)
        extra = QFontMetrics(bold).horizontalAdvance("0000") - QFontMetrics(
            self.font()).horizontalAdvance("0000")  # a bold net or total cell
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return (self.horizontalHeader().length() + 2 * self.frameWidth() + bar + 4
                + max(0, extra))

    def fit_width(self, available: int, recheck: bool = False) -> int:
        """The width to give the sheet within ``available`` pixels; switches to
        the compact size when the normal one does not fit.  Measuring takes a
        few ms and a font change tens, so a compact sheet tries the normal size
        again only when it gets more room or ``recheck`` says the content
        changed its kind (new game, language)."""
        if self.compact and not recheck and available <= self._compact_available:
            return self.needed_width()
        if self.compact:
            self._set_compact(False)
        width = self.needed_width()
        if width > available:
            self._set_compact(True)
            self._compact_available = available
            width = self.needed_width()
        return width

    def _set_compact(self, compact: bool) -> None:
        """Compact: a smaller font, and no dealer column (each hand's tooltip
        and the table's dealer chip still say who dealt)."""
        self.compact = compact
        self._apply_scale(COMPACT_SCALE if compact else NORMAL_SCALE)
        self.setColumnHidden(DEALER_COLUMN, compact)
