"""The score sheet's view: a table with a two-line header and a width that fits.

The header's upper line is each unit's name, drawn once over its two columns:
a player's name over "Tricks | Points" (Manni), a side's "You & Guðrún" over
"Card points | Score" (Manillen).  The model's spans (totals, a tied deal)
are applied again after every reset, row insert or removal, and whenever a
change of the cells changes them (a deal ending in a tie); the columns' width
accounts for spanned cells over all the columns they cover.

``fit_width`` measures what the sheet needs (every column, the vertical
scroll bar when the rows need it, bold winners) so the window can give the
dock exactly that; when the window cannot spare it, the sheet switches to a compact font and leaves
out the dealer column (each hand's tooltip names the dealer) before anything
is cut.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from .models import DEALER_COLUMN, PlayerNameRole, ScoreSheetModel, Span

_Index = QModelIndex | QPersistentModelIndex

NORMAL_SCALE = 0.9  # of the application font: the sheet is a side panel
COMPACT_SCALE = 0.78  # when the window is too narrow for the normal size
MIN_POINT_SIZE = 7.0
# The sheet's text at most this much larger in a big window: the table's cards
# stop growing at about twice their size in the first window (240 px high).
MAX_GROWTH = 2.0


class PlayerHeader(QHeaderView):
    """Horizontal header with a player's or side's name over its two columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSectionsClickable(False)
        self._bold_font = QFont()
        self._bold_for = QFont()  # the font the bold one and the line height were made for
        self._bold_line = 0

    def _name(self, logical: int) -> str | None:
        model = self.model()
        if model is None:
            return None
        name = model.headerData(logical, Qt.Orientation.Horizontal, PlayerNameRole)
        return name if isinstance(name, str) else None

    def _bold(self) -> QFont:
        """The header's font in bold, made once per font (it is asked for every
        section's size and paint)."""
        base = self.font()
        if self._bold_for != base or not self._bold_line:  # QFont == is cheap; toString is not
            self._bold_font = QFont(base)
            self._bold_font.setBold(True)
            self._bold_for = QFont(base)
            self._bold_line = QFontMetrics(self._bold_font).height() + 4
        return self._bold_font

    def _line_height(self) -> int:
        self._bold()
        return self._bold_line

    def _label_width(self, logical: int) -> int:
        """The lower label's width in the header's font made bold, whether or
        not it is bold yet: a winner's column turns bold at the game's end,
        and was then clipped ("ricks") and the sheet jumped in width."""
        model = self.model()
        label = model.headerData(logical, Qt.Orientation.Horizontal) if model else None
        if not isinstance(label, str):
            return 0
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        return QFontMetrics(self._bold()).horizontalAdvance(label) + 2 * margin + 4

    def _won(self, logical: int) -> bool:
        model = self.model()
        font = model.headerData(logical, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.FontRole) if model else None
        return isinstance(font, QFont) and font.bold()

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802 - Qt API
        size = super().sectionSizeFromContents(logical)
        height = size.height() + self._line_height()
        name = self._name(logical)
        # Qt measures a bold (FontRole) section in the application's font, not
        # the sheet's: measured here in the sheet's own font, bold or not.
        label = self._label_width(logical)
        width = label if self._won(logical) else max(size.width(), label)
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
        if self._won(logical):  # in the sheet's font made bold (Qt would take the app's)
            option = QStyleOptionHeader()
            self.initStyleOption(option)
            option.rect = lower
            option.section = logical
            option.text = str(model.headerData(logical, Qt.Orientation.Horizontal) or "")
            option.textAlignment = Qt.AlignmentFlag.AlignCenter
            painter.setFont(self._bold())
            self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        else:
            super().paintSection(painter, lower, logical)
        painter.restore()
        first, last = model.unit_columns(model.unit_of_column(logical) or 0)
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
    """The score sheet: keeps the model's spans applied and fits its width."""

    scrollBarChanged = Signal()  # the rows began or ceased to overflow: measure again

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalHeader(PlayerHeader(self))
        self.setModel(model)
        self._model = model
        self._spans: list[Span] = []
        self.setObjectName("scoreSheet")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().hide()
        # Columns are measured by fit_width() when the sheet's shape or totals
        # change, not on every dataChanged: ResizeToContents measured every
        # cell after every card played (~25 ms a move in a long game).
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setMinimumSectionSize(20)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self._base_point_size = QFont(self.font()).pointSizeF()
        self.compact = False
        self._growth = 1.0  # the text grows with the window (set_growth)
        self._compact_available = 0  # the room in which the normal size did not fit
        self._bar_wanted = False
        self.verticalScrollBar().rangeChanged.connect(self._scroll_range)
        self._apply_scale(NORMAL_SCALE)
        model.modelReset.connect(self.apply_spans)
        model.rowsInserted.connect(self.apply_spans)
        model.rowsRemoved.connect(self.apply_spans)
        model.dataChanged.connect(self._cells_changed)
        self.apply_spans()

    def apply_spans(self) -> None:
        """Set the model's spans afresh and show the newest rows."""
        self._set_spans(self._model.spans())
        self.scrollToBottom()

    def _cells_changed(self) -> None:
        # A deal that ends in a tie gets a span: only then touch the spans
        # (and never the scroll position).
        spans = self._model.spans()
        if spans != self._spans:
            self._set_spans(spans)

    def _set_spans(self, spans: list[Span]) -> None:
        self.clearSpans()
        self._spans = list(spans)
        for row, column, rows, columns in spans:
            self.setSpan(row, column, rows, columns)

    def spans(self) -> list[Span]:
        """The spans applied now (what ``ScoreSheetModel.spans`` said last)."""
        return list(self._spans)

    # -- column widths ---------------------------------------------------------

    def _cell_width(self, row: int, column: int, option: QStyleOptionViewItem) -> int:
        index = self._model.index(row, column)
        return self.itemDelegateForIndex(index).sizeHint(option, index).width()

    def _column_hint(
        self, column: int, covered: set[tuple[int, int]], option: QStyleOptionViewItem
    ) -> int:
        """The widest cell of ``column`` that no multi-column span covers."""
        hint = 0
        for row in range(self._model.rowCount()):
            if (row, column) not in covered and not self.isRowHidden(row):
                hint = max(hint, self._cell_width(row, column, option))
        return hint + (1 if self.showGrid() else 0)

    def sizeHintForColumn(self, column: int) -> int:  # noqa: N802 - Qt API
        """Like QTableView's, but a cell spanning several columns counts over
        all of them: whatever its columns lack goes to the last visible one."""
        wide = [span for span in self._spans if span[3] > 1]
        if not wide:
            return super().sizeHintForColumn(column)
        covered = {(row + r, first + c) for row, first, rows, columns in wide
                   for r in range(rows) for c in range(columns)}
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        hint = self._column_hint(column, covered, option)
        header = self.horizontalHeader()
        for row, first, _rows, columns in wide:
            shown = [c for c in range(first, first + columns) if not self.isColumnHidden(c)]
            if not shown or shown[-1] != column:
                continue
            others = sum(max(self._column_hint(c, covered, option), header.sectionSizeHint(c))
                         for c in shown[:-1])
            need = self._cell_width(row, first, option) + (1 if self.showGrid() else 0)
            hint = max(hint, need - others)
        return hint

    def set_growth(self, growth: float) -> bool:
        """Grow the sheet's text with the window (1.0 = the base size); True
        when that changed the font (the width must be measured again)."""
        growth = round(max(1.0, min(MAX_GROWTH, growth)), 1)
        if growth == self._growth:
            return False
        self._growth = growth
        self._apply_scale(COMPACT_SCALE if self.compact else NORMAL_SCALE)
        return True

    def growth(self) -> float:
        """How much larger than its base size the text is now (``set_growth``)."""
        return self._growth

    def _apply_scale(self, scale: float) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(MIN_POINT_SIZE, self._base_point_size * scale * self._growth))
        self.setFont(font)
        self.horizontalHeader().setFont(font)
        self.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 6)

    def needed_width(self) -> int:
        """Width of the whole sheet: columns (with winners in bold), frame and,
        when the rows overflow, the vertical scroll bar."""
        self.resizeColumnsToContents()
        bold = QFont(self.font())
        bold.setBold(True)
        extra = QFontMetrics(bold).horizontalAdvance("0000") - QFontMetrics(
            self.font()).horizontalAdvance("0000")  # a bold net or total cell
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return (self.horizontalHeader().length() + 2 * self.frameWidth()
                + (bar if self._rows_overflow() else 0) + 4 + max(0, extra))

    def _rows_overflow(self) -> bool:
        """The rows need more height than the sheet has, so the vertical scroll
        bar shows.  Its room used to be kept always, which left a strip of
        the side panel empty while the table was cramped; when the bar comes
        or goes (a row, a lower window), ``scrollBarChanged`` asks for the
        sheet to be measured again."""
        return self.verticalScrollBar().maximum() > 0

    def _scroll_range(self, _low: int, high: int) -> None:
        if (high > 0) != self._bar_wanted:
            self._bar_wanted = high > 0
            self.scrollBarChanged.emit()

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
