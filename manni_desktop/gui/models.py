"""The score sheet as a Qt table model: a thin adapter over the engine's ``Table``.

The model shows one immutable snapshot (``Game.snapshot(seat)``, see
engine/snapshot.py) and reads nothing else of the engine: ``set_table`` gives
it the next one.  A snapshot of the same match layout (game, names, scoring)
is diffed against the one shown: rows are inserted or removed for hands dealt
or taken back (undo) and ``dataChanged`` names the rows whose cells changed,
so a view keeps its scroll position and selection; anything else resets.

Every rule number (par, the target score, tricks per hand, the half of the
card points Manillen's excess is counted from) comes from the snapshot.

Layouts, both with three leading columns and two columns per scoring unit:

* Manni (``standing.units == "seats"``): hand number, dealer, contract, then
  per player the tricks taken and the hand's points; total rows Plus, Minus
  and Net (or Score for the running score).
* Manillen (``"sides"``): deal number, dealer, trump, then per side the card
  points captured and the deal's score (the excess and each ×2 shown); one
  total row, each side's score racing to the target.

For screen readers (over AT-SPI, UIA, NSAccessibility) every cell's accessible
name is the text it shows (``accessible_name``) and its accessible description
says what it is ("points of Ásta", "Plus of You, Winner"); a column header's
accessible name adds its player or side ("Tricks, You"), and the vertical
header, hidden on screen but exposed as row headers, names each row
("Hand 3", "Plus").

A unit's header has two lines: its name (``PlayerNameRole``) over both of its
columns, and the column's own word.  In the total rows each unit's value
belongs to both of its columns and a tied Manillen deal's text runs over all
the sides' columns: a view applies ``spans()`` after every reset, row insert
or removal and whenever ``spans()`` changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication

from manni_desktop.engine.snapshot import (
    ALL_TRICKS_DOUBLE,
    NO_TRUMP_DOUBLE,
    TIE_DOUBLE,
    HandResult,
    Table,
)

from .labels import (
    card_short_text,
    contract_description,
    contract_label,
    contract_short_label,
    suit_name,
    suit_symbol,
)

# A bare ``translate(context, text)`` is what pyside6-lupdate extracts.
translate = QCoreApplication.translate

SEATS_UNITS = "seats"  # Manni: one column pair per player
SIDES_UNITS = "sides"  # Manillen: one column pair per side
RUNNING = "running"  # Manni's traditional running score

FIRST_UNIT_COLUMN = 3
COLUMNS_PER_UNIT = 2
FIRST_PLAYER_COLUMN = FIRST_UNIT_COLUMN  # older names of the same layout
COLUMNS_PER_PLAYER = COLUMNS_PER_UNIT
NUMBER_COLUMN, DEALER_COLUMN, CONTRACT_COLUMN = 0, 1, 2
MINUS_SIGN = "\u2212"
TIMES_TWO = "\u00d72"  # "×2"

# Row kinds, also what ``RowKindRole`` returns.
HAND_ROW = "hand"
PLUS_ROW = "plus"
MINUS_ROW = "minus"
NET_ROW = "net"  # Manni: net (columns) or the running score
SCORE_ROW = "score"  # Manillen: the side's score
TOTAL_ROWS = (PLUS_ROW, MINUS_ROW, NET_ROW)  # Manni's total rows
SIDE_TOTAL_ROWS = (SCORE_ROW,)  # Manillen's

# Extra roles for views and tests: the raw number behind a cell (int or None:
# hand number, dealer seat, tricks, points, card points, score, totals) and
# the kind of its row.
ValueRole = int(Qt.ItemDataRole.UserRole) + 1
RowKindRole = int(Qt.ItemDataRole.UserRole) + 2
# Header role: the player or side a column belongs to (the upper header line,
# shared by the unit's two columns); None for the first columns.
PlayerNameRole = int(Qt.ItemDataRole.UserRole) + 3
UnitNameRole = PlayerNameRole

_Index = QModelIndex | QPersistentModelIndex
Span = tuple[int, int, int, int]  # row, column, row span, column span

_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)


def signed_text(value: int) -> str:
    """``+2``, ``−1`` (a true minus sign) or ``0``, digits in the current locale."""
    locale = QLocale()
    if value > 0:
        return "+" + locale.toString(value)
    if value < 0:
        return MINUS_SIGN + locale.toString(-value)
    return locale.toString(0)


def _number(value: int) -> str:
    return QLocale().toString(value)


def _dark_palette() -> bool:
    return QGuiApplication.palette().base().color().lightness() < 128


def _plus_colour() -> QColor:
    return QColor("#7bd88f") if _dark_palette() else QColor("#1b7a35")


def _minus_colour() -> QColor:
    return QColor("#ff8a80") if _dark_palette() else QColor("#c0262d")


def _muted_colour() -> QColor:
    return QColor("#9a9a9a") if _dark_palette() else QColor("#707070")


def _race_background(value: int, target: int) -> QColor:
    """Green whose strength shows how far a unit is on the way to ``target``."""
    fraction = max(0.0, min(1.0, value / target)) if target > 0 else 0.0
    colour = QColor("#2e9d4f")
    colour.setAlpha(int(25 + 150 * fraction) if value > 0 else 0)
    return colour


def _font(bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setItalic(italic)
    return font


_WINNER_BACKGROUND = QColor(240, 190, 40)
_WINNER_TEXT = QColor(20, 20, 20)


def accessible_name(shown: object) -> str:
    """A cell's name for screen readers: exactly the text it shows.

    What the value means (whose tricks, which total) is the cell's
    accessible description, and the column header names the player: a
    screen reader speaks the name first on every move and the headers only
    when the column or row changes, so the number is not buried in words
    repeated in every cell.  An empty cell stays empty: Qt would fall back
    to its display text, empty too, and screen readers call it blank."""
    return shown if isinstance(shown, str) else ""


def multiplied_text(excess: int, multipliers: Sequence[str]) -> str:
    """A Manillen score with its doublings visible: ``8``, ``8 ×2 = 16``."""
    if not multipliers:
        return _number(excess)
    doubled = " ".join(TIMES_TWO for _ in multipliers)
    return f"{_number(excess)} {doubled} = {_number(excess * 2 ** len(multipliers))}"


class ScoreSheetModel(QAbstractTableModel):
    """Read-only score sheet of one ``Table`` snapshot (Manni or Manillen)."""

    def __init__(self, table: Table | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table: Table | None = None
        self._hand_rows = 0
        self._layout: tuple[object, ...] = ()
        if table is not None:
            self.set_table(table)

    # -- the snapshot ------------------------------------------------------------

    def table(self) -> Table | None:
        """The snapshot shown (None: an empty sheet)."""
        return self._table

    def set_table(self, table: Table | None) -> None:
        """Show ``table``.  With the layout of the one shown (same game, names
        and scoring) the sheet is diffed: rows inserted or removed for hands
        dealt or taken back, ``dataChanged`` for rows whose cells changed.
        Otherwise the model resets."""
        if table is not None and table.standing.units not in (SEATS_UNITS, SIDES_UNITS):
            raise ValueError(f"the score sheet cannot show units {table.standing.units!r}")
        layout = self._layout_of(table)
        old = self._table
        if table is None or old is None or layout != self._layout:
            self.beginResetModel()
            self._table = table
            self._layout = layout
            self._hand_rows = len(table.sheet) if table is not None else 0
            self.endResetModel()
            return
        self._diff(old, table)

    def _diff(self, old: Table, new: Table) -> None:
        count = len(new.sheet)
        before = self._hand_rows
        if count < before:
            # The removed rows still read the old snapshot; the rest changes after.
            self.beginRemoveRows(QModelIndex(), count, before - 1)
            self._hand_rows = count
            self.endRemoveRows()
            self._table = new
        elif count > before:
            self.beginInsertRows(QModelIndex(), before, count - 1)
            self._table = new
            self._hand_rows = count
            self.endInsertRows()
        else:
            self._table = new
        columns = self.columnCount()
        changed = [row for row in range(min(before, count))
                   if old.sheet[row] != new.sheet[row]]
        for first, last in _runs(changed):
            self.dataChanged.emit(self.index(first, 0), self.index(last, columns - 1))
        if old.standing != new.standing or old.seats != new.seats:
            self.dataChanged.emit(self.index(count, 0),
                                  self.index(self.rowCount() - 1, columns - 1))
        if old.standing.winners != new.standing.winners:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)

    @staticmethod
    def _layout_of(table: Table | None) -> tuple[object, ...]:
        if table is None:
            return ()
        standing = table.standing
        return (table.game, table.names, standing.units, standing.scoring, table.sides)

    def retranslate(self) -> None:
        """After a language or locale switch: headers and every cell again."""
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        rows = self.rowCount()
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    # -- geometry ----------------------------------------------------------------

    def sides_layout(self) -> bool:
        """Manillen's layout: one column pair per side."""
        return self._table is not None and self._table.standing.units == SIDES_UNITS

    def unit_count(self) -> int:
        """Players (Manni) or sides (Manillen) with a column pair."""
        table = self._table
        if table is None:
            return 0
        return len(table.sides) if self.sides_layout() else len(table.seats)

    def total_rows(self) -> tuple[str, ...]:
        if self._table is None:
            return ()
        return SIDE_TOTAL_ROWS if self.sides_layout() else TOTAL_ROWS

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid() or self._table is None:
            return 0
        return self._hand_rows + len(self.total_rows())

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid() or self._table is None:
            return 0
        return FIRST_UNIT_COLUMN + COLUMNS_PER_UNIT * self.unit_count()

    def hand_row_count(self) -> int:
        return self._hand_rows

    def row_kind(self, row: int) -> str:
        """``hand`` or a total row: ``plus``, ``minus``, ``net`` (Manni), ``score``
        (Manillen)."""
        if row < self._hand_rows:
            return HAND_ROW
        return self.total_rows()[row - self._hand_rows]

    @staticmethod
    def unit_columns(unit: int) -> tuple[int, int]:
        """The two columns of a player or side."""
        first = FIRST_UNIT_COLUMN + COLUMNS_PER_UNIT * unit
        return first, first + 1

    @staticmethod
    def unit_of_column(column: int) -> int | None:
        """The player (Manni) or side (Manillen) of a column; None for the first three."""
        if column < FIRST_UNIT_COLUMN:
            return None
        return (column - FIRST_UNIT_COLUMN) // COLUMNS_PER_UNIT

    # Manni's names for the column pair.
    @staticmethod
    def tricks_column(seat: int) -> int:
        return ScoreSheetModel.unit_columns(seat)[0]

    @staticmethod
    def points_column(seat: int) -> int:
        return ScoreSheetModel.unit_columns(seat)[1]

    @staticmethod
    def seat_of_column(column: int) -> int | None:
        return ScoreSheetModel.unit_of_column(column)

    # Manillen's.
    @staticmethod
    def card_points_column(side: int) -> int:
        return ScoreSheetModel.unit_columns(side)[0]

    @staticmethod
    def score_column(side: int) -> int:
        return ScoreSheetModel.unit_columns(side)[1]

    def total_column(self, unit: int) -> int:
        """Where a unit's total sits in the total rows (spanning both its columns)."""
        return self.unit_columns(unit)[0]

    def spans(self) -> list[Span]:
        """``(row, column, row_span, column_span)`` for QTableView.setSpan: each
        total row's label over the first three columns, each unit's total over
        its two columns, and a tied Manillen deal's text over the sides' columns."""
        table = self._table
        if table is None:
            return []
        out: list[Span] = []
        if self.sides_layout():
            width = COLUMNS_PER_UNIT * self.unit_count()
            for row, result in enumerate(table.sheet[:self._hand_rows]):
                if result.finished and result.tied:
                    out.append((row, FIRST_UNIT_COLUMN, 1, width))
        for row in range(self._hand_rows, self.rowCount()):
            out.append((row, 0, 1, FIRST_UNIT_COLUMN))
            for unit in range(self.unit_count()):
                out.append((row, self.total_column(unit), 1, COLUMNS_PER_UNIT))
        return out

    def running(self) -> bool:
        """Manni's traditional running score (one net score races to the target)."""
        return self._table is not None and self._table.standing.scoring == RUNNING

    def race_row_kind(self) -> str:
        """The total row that races to the target: plus (columns), net
        (running) or the sides' score (Manillen)."""
        if self.sides_layout():
            return SCORE_ROW
        return NET_ROW if self.running() else PLUS_ROW

    def unit_name(self, unit: int) -> str:
        """A player's name, or a side's two names ("You & Guðrún")."""
        table = self._table
        if table is None:
            return ""
        if not self.sides_layout():
            return table.seats[unit].name
        names = [table.seats[seat].name for seat in table.sides[unit]]
        if len(names) == 2:
            return (
                translate("ScoreSheetModel", "%1 & %2", "a side: the two partners' names")
                .replace("%1", names[0])
                .replace("%2", names[1])
            )
        return ", ".join(names)

    def unit_won(self, unit: int) -> bool:
        """The player or side is among the winners (at game over)."""
        table = self._table
        if table is None:
            return False
        winners = table.standing.winners
        if self.sides_layout():
            return any(seat in winners for seat in table.sides[unit])
        return unit in winners

    # -- headers -----------------------------------------------------------------

    def headerData(  # noqa: N802 - Qt API
        self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY
    ) -> Any:
        table = self._table
        if table is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            return self._row_header(table, section, role)
        if not 0 <= section < self.columnCount():
            return None
        unit = self.unit_of_column(section)
        sides = self.sides_layout()
        if role == _ACCESSIBLE:
            # QAccessibleTableHeaderCell reads AccessibleTextRole before
            # DisplayRole: the column's word with its player, as the painted
            # header shows them (PlayerNameRole over the word).
            shown = self.headerData(section, orientation, _DISPLAY)
            if unit is None:
                return shown
            return (
                translate("ScoreSheetModel", "%1, %2",
                          "accessible column header: the column's word, its player or side")
                .replace("%1", shown)
                .replace("%2", self.unit_name(unit))
            )
        if role == _DESCRIPTION:
            return self.headerData(section, orientation, _TOOLTIP)
        if role == _DISPLAY:
            if unit is None:
                return self._lead_header(section, sides)
            # The unit's name is the upper line over both columns (PlayerNameRole).
            first = section == self.unit_columns(unit)[0]
            if sides:
                if first:
                    return translate("ScoreSheetModel", "Card points", "column under a side")
                return translate("ScoreSheetModel", "Score", "column under a side")
            if first:
                return translate("ScoreSheetModel", "Tricks", "column under a player's name")
            return translate("ScoreSheetModel", "Points", "column under a player's name")
        if role == PlayerNameRole:
            return self.unit_name(unit) if unit is not None else None
        if role == _TOOLTIP:
            if unit is None:
                return self._lead_header_help(section, sides)
            return self._unit_header_help(table, unit, section)
        if role == int(Qt.ItemDataRole.FontRole) and unit is not None and self.unit_won(unit):
            return _font(bold=True)
        return None

    def _row_header(self, table: Table, row: int, role: int) -> str | None:
        """The vertical header, for screen readers only: the view hides it,
        but Qt still exposes its sections as each cell's row header, so they
        name the row ("Hand 3", "Deal 2", "Plus") and describe it (who dealt,
        what the total row counts).  No DisplayRole: nothing is painted."""
        if not 0 <= row < self.rowCount() or role not in (_ACCESSIBLE, _DESCRIPTION):
            return None
        kind = self.row_kind(row)
        if kind != HAND_ROW:
            if role == _ACCESSIBLE:
                return self._total_label(kind)
            return self._total_row_help(table, kind)
        result = table.sheet[row]
        if role == _DESCRIPTION:
            return self._hand_heading(table, result)
        if self.sides_layout():
            name = translate("ScoreSheetModel", "Deal %1", "accessible row header")
        else:
            name = translate("ScoreSheetModel", "Hand %1", "accessible row header")
        return name.replace("%1", _number(result.number + 1))

    @staticmethod
    def _lead_header(section: int, sides: bool) -> str:
        if section == NUMBER_COLUMN:
            if sides:
                return translate("ScoreSheetModel", "Deal")
            return translate("ScoreSheetModel", "Hand")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Dealer")
        if sides:
            return translate("ScoreSheetModel", "Trump")
        return translate("ScoreSheetModel", "Contract")

    @staticmethod
    def _lead_header_help(section: int, sides: bool) -> str:
        if section == NUMBER_COLUMN:
            if sides:
                return translate("ScoreSheetModel", "Deal number")
            return translate("ScoreSheetModel", "Hand number")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Who dealt the hand")
        if sides:
            return translate(
                "ScoreSheetModel", "The dealer's choice: a trump suit, or no-trump (scores ×2)"
            )
        return translate("ScoreSheetModel", "The contract: trump, no-trump or Nullo")

    def _unit_header_help(self, table: Table, unit: int, section: int) -> str:
        name = self.unit_name(unit)
        first = section == self.unit_columns(unit)[0]
        if self.sides_layout():
            if first:
                text = translate("ScoreSheetModel", "Card points %1 captured in each deal")
            else:
                text = translate(
                    "ScoreSheetModel",
                    "What %1 scored in each deal: the card points over half, ×2 for no-trump,"
                    " after a tie and for taking every trick",
                )
            return text.replace("%1", name)
        if first:
            return translate("ScoreSheetModel", "Tricks %1 took in each hand").replace("%1", name)
        text = translate("ScoreSheetModel", "Points %1 scored in each hand (par is %2 tricks)")
        return text.replace("%1", name).replace("%2", _number(table.par or 0))

    # -- cells -------------------------------------------------------------------

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        table = self._table
        if table is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return None
        if role == _ACCESSIBLE:
            return accessible_name(self.data(index, _DISPLAY))
        kind = self.row_kind(row)
        if role == RowKindRole:
            return kind
        if role == int(Qt.ItemDataRole.TextAlignmentRole):
            if column in (DEALER_COLUMN, CONTRACT_COLUMN) or (kind != HAND_ROW and column == 0):
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignCenter
        if kind == HAND_ROW:
            result = table.sheet[row]
            if role == int(Qt.ItemDataRole.FontRole):
                return None if result.finished else _font(italic=True)
            if column < FIRST_UNIT_COLUMN:
                return self._lead_data(table, result, column, role)
            if self.sides_layout():
                return self._side_data(table, row, result, column, role)
            return self._seat_data(table, result, column, role)
        return self._total_data(table, kind, column, role)

    def value(self, row: int, column: int) -> int | None:
        """The number behind a cell (``ValueRole``)."""
        value = self.data(self.index(row, column), ValueRole)
        return value if isinstance(value, int) else None

    # The first three columns of a hand row.

    def _lead_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        if role == ValueRole:
            if column == NUMBER_COLUMN:
                return result.number + 1
            if column == DEALER_COLUMN:
                return result.dealer
            return None
        if role == _DISPLAY:
            return self._lead_text(table, result, column)
        if role == _TOOLTIP:
            return self._hand_tooltip(table, result)
        if role == _DESCRIPTION:
            return self._lead_description(table, result, column)
        return None

    def _lead_description(self, table: Table, result: HandResult, column: int) -> str:
        sides = self.sides_layout()
        if column == NUMBER_COLUMN:
            if sides:
                description = translate("ScoreSheetModel", "deal number", "accessible")
            else:
                description = translate("ScoreSheetModel", "hand number", "accessible")
            if not result.finished:
                description = translate(
                    "ScoreSheetModel", "%1, in progress", "accessible: a hand or deal"
                ).replace("%1", description)
            return description
        if column == DEALER_COLUMN:
            return translate("ScoreSheetModel", "dealer", "accessible")
        if sides:
            # The suit's name, not only its symbol: "Trump: diamonds".
            return self._trump_description(table, result)
        return contract_description(result.contract)

    def _lead_text(self, table: Table, result: HandResult, column: int) -> str:
        if column == NUMBER_COLUMN:
            return _number(result.number + 1)
        if column == DEALER_COLUMN:
            return table.seats[result.dealer].name
        if self.sides_layout():
            return self._trump_text(result)
        return contract_short_label(result.contract)

    @staticmethod
    def _trump_text(result: HandResult) -> str:
        """Manillen's trump column: the suit's symbol, No-trump, or a dash
        before the dealer has chosen."""
        contract = result.contract
        if contract.kind == "trump" and contract.trump is not None:
            return suit_symbol(contract.trump)
        if contract.kind == "notrump":
            return contract_label(contract)
        return "\u2014"

    @staticmethod
    def _trump_description(table: Table, result: HandResult) -> str:
        contract = result.contract
        if contract.kind == "trump" and contract.trump is not None:
            return translate("ScoreSheetModel", "Trump: %1").replace(
                "%1", suit_name(contract.trump))
        if contract.kind == "notrump":
            return translate("ScoreSheetModel", "No-trump: the deal's score counts ×2")
        return translate("ScoreSheetModel", "%1 has not chosen trump yet").replace(
            "%1", table.seats[result.dealer].name)

    def _hand_heading(self, table: Table, result: HandResult) -> str:
        number = _number(result.number + 1)
        dealer = table.seats[result.dealer].name
        if self.sides_layout():
            if result.finished:
                head = translate("ScoreSheetModel", "Deal %1, dealt by %2")
            else:
                head = translate("ScoreSheetModel", "Deal %1 (in progress), dealt by %2")
        elif result.finished:
            head = translate("ScoreSheetModel", "Hand %1, dealt by %2")
        else:
            head = translate("ScoreSheetModel", "Hand %1 (in progress), dealt by %2")
        return head.replace("%1", number).replace("%2", dealer)

    def _hand_tooltip(self, table: Table, result: HandResult) -> str:
        lines = [self._hand_heading(table, result)]
        if self.sides_layout():
            lines.append(self._trump_description(table, result))
            if result.contract.doubled:
                lines.append(self._pending_double_text())
            return "\n".join(lines)
        cut = result.contract.cut
        if cut is not None:
            lines.append(translate("ScoreSheetModel", "Cut card: %1").replace(
                "%1", card_short_text(cut)))
        lines.append(contract_description(result.contract))
        return "\n".join(lines)

    @staticmethod
    def _pending_double_text() -> str:
        return translate("ScoreSheetModel", "This deal counts ×2: the deal before was a tie")

    # Manni: tricks and points per player.

    def _seat_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        seat = self.unit_of_column(column)
        assert seat is not None
        tricks_cell = column == self.tricks_column(seat)
        if tricks_cell:
            value: int | None = result.tricks[seat]
        else:
            value = result.points[seat] if result.points is not None else None
        if role == ValueRole:
            return value
        if role == _DISPLAY:
            return self._seat_text(value, tricks_cell)
        if role == int(Qt.ItemDataRole.ForegroundRole):
            if not tricks_cell and value:
                return _plus_colour() if value > 0 else _minus_colour()
            return None
        if role == _TOOLTIP:
            return self._seat_tooltip(table, result, seat)
        if role == _DESCRIPTION:
            name = table.seats[seat].name
            if tricks_cell:
                return translate("ScoreSheetModel", "tricks of %1").replace("%1", name)
            if value is None:
                return translate(
                    "ScoreSheetModel", "points of %1: the hand is still being played"
                ).replace("%1", name)
            return translate("ScoreSheetModel", "points of %1").replace("%1", name)
        return None

    @staticmethod
    def _seat_text(value: int | None, tricks_cell: bool) -> str:
        if value is None:
            return ""
        return _number(value) if tricks_cell else signed_text(value)

    def _seat_tooltip(self, table: Table, result: HandResult, seat: int) -> str:
        lines = [self._hand_tooltip(table, result)]
        name = table.seats[seat].name
        tricks = translate("ScoreSheetModel", "Tricks taken by %1: %2")
        lines.append(tricks.replace("%1", name).replace("%2", _number(result.tricks[seat])))
        if result.plus is not None and result.minus is not None:
            plus, minus = result.plus[seat], result.minus[seat]
            if plus:
                text = translate("ScoreSheetModel", "Plus points: %1")
                lines.append(text.replace("%1", _number(plus)))
            elif minus:
                text = translate("ScoreSheetModel", "Minus points: %1")
                lines.append(text.replace("%1", _number(minus)))
            else:
                lines.append(translate("ScoreSheetModel", "No points (exactly par)"))
        return "\n".join(lines)

    # Manillen: card points and score per side.

    def _side_data(
        self, table: Table, row: int, result: HandResult, column: int, role: int
    ) -> Any:
        side = self.unit_of_column(column)
        assert side is not None
        points_cell = column == self.card_points_column(side)
        if points_cell:
            value: int | None = result.card_points[side]
        else:
            value = result.points[side] if result.points is not None else None
        if role == ValueRole:
            return value
        tie_cell = result.finished and result.tied
        if role == _DISPLAY:
            if tie_cell and column == FIRST_UNIT_COLUMN:
                return self._tie_text(result)
            return self._side_text(result, side, points_cell)
        if role == int(Qt.ItemDataRole.ForegroundRole):
            if tie_cell:
                return None
            if not points_cell and result.finished:
                return _plus_colour() if value else _muted_colour()
            return None
        if role == _TOOLTIP:
            return self._side_tooltip(table, result, side)
        if role == _DESCRIPTION:
            name = self.unit_name(side)
            if tie_cell and column == FIRST_UNIT_COLUMN:  # the span's text
                return translate("ScoreSheetModel", "both sides, deal %1").replace(
                    "%1", _number(result.number + 1))
            if points_cell:
                return translate("ScoreSheetModel", "card points of %1").replace("%1", name)
            if result.finished:
                return translate("ScoreSheetModel", "score of %1").replace("%1", name)
            return translate(
                "ScoreSheetModel", "score of %1: the deal is still being played"
            ).replace("%1", name)
        return None

    @staticmethod
    def _side_text(result: HandResult, side: int, points_cell: bool) -> str:
        if points_cell:
            return _number(result.card_points[side])
        if not result.finished or result.points is None:
            # The pending double shows on the deal it applies to.
            return TIMES_TWO if result.contract.doubled else ""
        if result.points[side] and not result.tied:
            return multiplied_text(result.excess, result.multipliers)
        return _number(result.points[side])

    @staticmethod
    def _tie_text(result: HandResult) -> str:
        first, second = (result.card_points + (0, 0))[:2]
        return (
            translate("ScoreSheetModel", "%1–%2 tie: next deal ×2", "Manillen: a tied deal")
            .replace("%1", _number(first))
            .replace("%2", _number(second))
        )

    def _side_tooltip(self, table: Table, result: HandResult, side: int) -> str:
        lines = [self._hand_tooltip(table, result)]
        points = result.card_points[side]
        name = self.unit_name(side)
        if not result.finished or result.points is None:
            text = translate("ScoreSheetModel", "Card points of %1 so far: %2")
            lines.append(text.replace("%1", name).replace("%2", _number(points)))
            return "\n".join(lines)
        if result.tied:
            lines.append(self._tie_text(result))
            lines.append(translate(
                "ScoreSheetModel",
                "A tie scores nothing and the next deal counts ×2; ties in a row keep a"
                " single ×2",
            ))
            return "\n".join(lines)
        lines.append(name)
        if result.points[side]:
            half = points - result.excess
            head = (
                translate("ScoreSheetModel", "%1 card points: %2 over %3")
                .replace("%1", _number(points))
                .replace("%2", _number(result.excess))
                .replace("%3", _number(half))
            )
            parts = [head, *(self._multiplier_text(table, m) for m in result.multipliers)]
            lines.append(", ".join(parts))
            lines.append(translate("ScoreSheetModel", "Score: %1").replace(
                "%1", _number(result.points[side])))
        else:
            other = max(result.card_points)
            half = other - result.excess
            lines.append(
                translate("ScoreSheetModel", "%1 card points: not over %2, no score")
                .replace("%1", _number(points))
                .replace("%2", _number(half))
            )
        return "\n".join(lines)

    @staticmethod
    def _multiplier_text(table: Table, multiplier: str) -> str:
        if multiplier == NO_TRUMP_DOUBLE:
            return translate("ScoreSheetModel", "×2 no-trump")
        if multiplier == TIE_DOUBLE:
            return translate("ScoreSheetModel", "×2 after a tie")
        if multiplier == ALL_TRICKS_DOUBLE:
            return translate("ScoreSheetModel", "×2 all %1 tricks").replace(
                "%1", _number(table.tricks_per_hand))
        return TIMES_TWO

    # The total rows.

    def total_value(self, kind: str, unit: int) -> int:
        """A unit's number in a total row, from the snapshot's standing."""
        table = self._table
        assert table is not None
        standing = table.standing
        if kind == PLUS_ROW:
            return standing.plus[unit]
        if kind == MINUS_ROW:
            return standing.minus[unit]
        return standing.score[unit]

    def _total_text(self, table: Table, kind: str, value: int) -> str:
        text = signed_text(value) if kind == NET_ROW else _number(value)
        if kind == self.race_row_kind():
            return (
                translate("ScoreSheetModel", "%1 / %2", "progress towards the winning score")
                .replace("%1", text)
                .replace("%2", _number(table.standing.target))
            )
        return text

    def _total_data(self, table: Table, kind: str, column: int, role: int) -> Any:
        unit = self.unit_of_column(column)
        if column == 0 and role == _DISPLAY:
            return self._total_label(kind)
        if column == 0 and role == int(Qt.ItemDataRole.FontRole):
            return _font(bold=True)
        if unit is None:
            if role == _TOOLTIP:
                return self._total_row_help(table, kind)
            if role == _DESCRIPTION and column == 0:
                return self._total_row_help(table, kind)
            return None
        # Each unit's total sits in its first column; spans() joins both.
        if column != self.total_column(unit):
            return None
        value = self.total_value(kind, unit)
        race = kind == self.race_row_kind()
        won = kind in (NET_ROW, SCORE_ROW) and self.unit_won(unit)
        if role == ValueRole:
            return value
        if role == _DISPLAY:
            return self._total_text(table, kind, value)
        if role == int(Qt.ItemDataRole.ForegroundRole):
            # Cells with a background of their own keep a plain, contrasting text.
            if won:
                return _WINNER_TEXT
            if race:
                return None
            if kind == PLUS_ROW and value > 0:
                return _plus_colour()
            if kind == MINUS_ROW and value > 0:
                return _minus_colour()
            if kind == NET_ROW and value:
                return _plus_colour() if value > 0 else _minus_colour()
            return None
        if role == int(Qt.ItemDataRole.BackgroundRole):
            if won:
                return _WINNER_BACKGROUND
            if race:
                return _race_background(value, table.standing.target)
            return None
        if role == int(Qt.ItemDataRole.FontRole) and kind in (NET_ROW, SCORE_ROW):
            scores = table.standing.score
            if value == max(scores) and (table.standing.over or any(scores)):
                return _font(bold=True)
            return None
        if role == _TOOLTIP:
            return self._total_tooltip(table, kind, unit, value)
        if role == _DESCRIPTION:
            description = (
                translate("ScoreSheetModel", "%1 of %2", "accessible: total row, player or side")
                .replace("%1", self._total_label(kind))
                .replace("%2", self.unit_name(unit))
            )
            if won:
                description += ", " + self._winner_label()
            return description
        return None

    def _total_label(self, kind: str) -> str:
        if kind == PLUS_ROW:
            return translate("ScoreSheetModel", "Plus")
        if kind == MINUS_ROW:
            return translate("ScoreSheetModel", "Minus")
        if kind == SCORE_ROW or self.running():
            return translate("ScoreSheetModel", "Score")
        return translate("ScoreSheetModel", "Net")

    def _winner_label(self) -> str:
        if self.sides_layout():
            return translate("ScoreSheetModel", "Winners")
        return translate("ScoreSheetModel", "Winner")

    def _total_row_help(self, table: Table, kind: str) -> str:
        target = _number(table.standing.target)
        if kind == SCORE_ROW:
            text = translate(
                "ScoreSheetModel", "Each side's score. The first side to reach %1 after a"
                " complete deal wins.")
            return text.replace("%1", target)
        if kind == PLUS_ROW:
            if self.running():
                return translate("ScoreSheetModel", "Plus points so far")
            return translate(
                "ScoreSheetModel",
                "Plus points so far; the game ends after a hand in which someone reaches %1",
            ).replace("%1", target)
        if kind == MINUS_ROW:
            return translate("ScoreSheetModel", "Minus points so far")
        if self.running():
            return translate(
                "ScoreSheetModel",
                "Running score. The game ends when one player alone has the highest score,"
                " %1 or more.",
            ).replace("%1", target)
        return translate("ScoreSheetModel", "Net = plus − minus; the highest net wins")

    def _total_tooltip(self, table: Table, kind: str, unit: int, value: int) -> str:
        shown = signed_text(value) if kind == NET_ROW else _number(value)
        head = translate("ScoreSheetModel", "%1, %2: %3", "tooltip: player, total row, value")
        head = head.replace("%1", self.unit_name(unit)).replace("%2", self._total_label(kind))
        lines = [head.replace("%3", shown)]
        standing = table.standing
        if kind == self.race_row_kind() and not standing.over:
            missing = standing.target - value
            if missing > 0:
                text = translate("ScoreSheetModel", "%1 more to reach %2")
                lines.append(text.replace("%1", _number(missing)).replace(
                    "%2", _number(standing.target)))
        if kind in (NET_ROW, SCORE_ROW) and self.unit_won(unit):
            lines.append(self._winner_label())
        if kind == SCORE_ROW and standing.pending_double and not standing.over:
            lines.append(translate(
                "ScoreSheetModel", "The last deal was a tie: the next deal counts ×2"))
        lines.append(self._total_row_help(table, kind))
        return "\n".join(lines)


def _runs(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Consecutive runs of ascending row numbers, as (first, last)."""
    out: list[tuple[int, int]] = []
    for row in rows:
        if out and out[-1][1] == row - 1:
            out[-1] = (out[-1][0], row)
        else:
            out.append((row, row))
    return out


def sheet_mismatch(model: ScoreSheetModel, table: Table) -> str | None:
    """None if every number the sheet shows (``ValueRole``), its rows and
    columns, dealers and contracts equal ``table``'s; else the first difference."""
    sides = table.standing.units == SIDES_UNITS
    units = len(table.sides) if sides else len(table.seats)
    total_kinds = SIDE_TOTAL_ROWS if sides else TOTAL_ROWS
    rows = len(table.sheet) + len(total_kinds)
    if model.hand_row_count() != len(table.sheet):
        return (f"the score sheet shows {model.hand_row_count()} hands,"
                f" the table has {len(table.sheet)}")
    if model.rowCount() != rows:
        return f"the score sheet has {model.rowCount()} rows, it should have {rows}"
    columns = FIRST_UNIT_COLUMN + COLUMNS_PER_UNIT * units
    if model.columnCount() != columns:
        return f"the score sheet has {model.columnCount()} columns, it should have {columns}"
    for unit in range(units):
        name = model.headerData(model.unit_columns(unit)[0], Qt.Orientation.Horizontal,
                                PlayerNameRole)
        seats = table.sides[unit] if sides else (unit,)
        if not isinstance(name, str) or not all(table.seats[s].name in name for s in seats):
            return f"the score sheet heads unit {unit} {name!r}"
    for row, result in enumerate(table.sheet):
        where = f"hand {row + 1}"
        if model.row_kind(row) != HAND_ROW:
            return f"score sheet row {row} is a {model.row_kind(row)} row, not a hand"
        expected: list[tuple[int, int | None, str]] = [
            (NUMBER_COLUMN, result.number + 1, "number"),
            (DEALER_COLUMN, result.dealer, "dealer"),
        ]
        for unit in range(units):
            first, second = model.unit_columns(unit)
            if sides:
                points = None if result.points is None else result.points[unit]
                expected += [(first, result.card_points[unit], f"card points of side {unit}"),
                             (second, points, f"score of side {unit}")]
            else:
                points = None if result.points is None else result.points[unit]
                expected += [(first, result.tricks[unit], f"tricks of seat {unit}"),
                             (second, points, f"points of seat {unit}")]
        for column, value, what in expected:
            shown = model.value(row, column)
            if shown != value:
                return f"score sheet {where}, {what}: {shown!r}, the table says {value!r}"
        contract = model.data(model.index(row, CONTRACT_COLUMN), _DISPLAY)
        if sides:
            wanted = ScoreSheetModel._trump_text(result)
        else:
            wanted = contract_short_label(result.contract)
        if contract != wanted:
            return f"score sheet {where}, contract: {contract!r}, the table says {wanted!r}"
        italic = model.data(model.index(row, NUMBER_COLUMN), int(Qt.ItemDataRole.FontRole))
        if (italic is not None) == result.finished:
            return f"score sheet {where} is shown {'in progress' if italic else 'finished'}"
    standing = table.standing
    for offset, kind in enumerate(total_kinds):
        row = len(table.sheet) + offset
        if model.row_kind(row) != kind:
            return f"score sheet row {row} is a {model.row_kind(row)} row, not {kind}"
        numbers = {PLUS_ROW: standing.plus, MINUS_ROW: standing.minus,
                   NET_ROW: standing.score, SCORE_ROW: standing.score}[kind]
        for unit in range(units):
            shown = model.value(row, model.total_column(unit))
            if shown != numbers[unit]:
                return (f"score sheet {kind} total of unit {unit}: {shown!r},"
                        f" the table says {numbers[unit]}")
    return None
