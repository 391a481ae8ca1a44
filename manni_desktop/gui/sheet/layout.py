"""``SheetLayout``: what one kind of score sheet says, for the Qt model to show.

The model (``model.py``) owns the rows, the diffing and Qt's API; a layout
owns everything that depends on how a game scores: how many column pairs
there are and whose they are, the total rows, the headers' words, and each
cell's text, number, colours and help per role.  A layout holds no state: it
is asked about a ``Table`` snapshot, so one instance serves every snapshot
of its kind and a layout is made from its ``kind`` alone (see ``kinds.py``).

What every sheet shares lives here: the three leading columns (number,
dealer, contract or trump), each total row's label over them and each unit's
total over its two columns, the race to the target, the winner's colours.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from PySide6.QtGui import QColor

from manni_desktop.engine.snapshot import HandResult, Table

from .common import (
    BACKGROUND,
    COLUMNS_PER_UNIT,
    DEALER_COLUMN,
    DESCRIPTION,
    DISPLAY,
    FIRST_UNIT_COLUMN,
    FONT,
    FOREGROUND,
    MINUS_ROW,
    NUMBER_COLUMN,
    PLUS_ROW,
    TOOLTIP,
    WINNER_BACKGROUND,
    WINNER_TEXT,
    Span,
    ValueRole,
    font,
    number,
    race_background,
    translate,
    unit_columns,
    unit_of_column,
)
from .grid_data import ContractGrid

# What ``cell_checks`` gives for one unit of a hand row: (column, the number
# the cell must hold, what the cell is, for a mismatch message).
CellCheck = tuple[int, int | None, str]


class SheetLayout(ABC):
    """One kind of score sheet.  Subclasses name their ``kind`` (what a
    snapshot's ``standing.units`` says, and what a game names as its sheet),
    their total rows and the one that shows who won."""

    kind: ClassVar[str]
    units: ClassVar[str]  # the ``standing.units`` of the snapshots it shows
    total_rows: ClassVar[tuple[str, ...]]
    score_row: ClassVar[str]  # the total row a winner's cell is marked in

    # -- units and geometry ------------------------------------------------------

    @abstractmethod
    def unit_seats(self, table: Table, unit: int) -> tuple[int, ...]:
        """The seats a column pair belongs to."""

    @abstractmethod
    def unit_count(self, table: Table) -> int:
        """How many column pairs the sheet has."""

    @abstractmethod
    def unit_name(self, table: Table, unit: int) -> str:
        """The upper header line over a unit's two columns."""

    def column_count(self, table: Table) -> int:
        return FIRST_UNIT_COLUMN + COLUMNS_PER_UNIT * self.unit_count(table)

    def unit_won(self, table: Table, unit: int) -> bool:
        """The unit is among the winners (at game over)."""
        winners = table.standing.winners
        return any(seat in winners for seat in self.unit_seats(table, unit))

    @abstractmethod
    def race_row_kind(self, table: Table) -> str:
        """The total row that races to the target."""

    def grid(self, table: Table) -> ContractGrid | None:
        """The grid the sheet shows beside its rows (None: a sheet without one)."""
        return None

    def hand_spans(self, table: Table, hand_rows: int) -> list[Span]:
        """Spans in the hand rows (none unless a layout says so)."""
        return []

    def spans(self, table: Table, hand_rows: int, rows: int) -> list[Span]:
        """The hand rows' spans, then each total row's label over the first
        three columns and each unit's total over its two columns."""
        out = self.hand_spans(table, hand_rows)
        for row in range(hand_rows, rows):
            out.append((row, 0, 1, FIRST_UNIT_COLUMN))
            for unit in range(self.unit_count(table)):
                out.append((row, unit_columns(unit)[0], 1, COLUMNS_PER_UNIT))
        return out

    # -- headers -----------------------------------------------------------------

    @abstractmethod
    def lead_header(self, section: int) -> str:
        """The word over one of the first three columns."""

    @abstractmethod
    def lead_header_help(self, section: int) -> str:
        """The tooltip of one of the first three columns' headers."""

    @abstractmethod
    def unit_header(self, first: bool) -> str:
        """The word over a unit's first or second column."""

    @abstractmethod
    def unit_header_help(self, table: Table, unit: int, first: bool) -> str:
        """The tooltip of a unit's column header."""

    @abstractmethod
    def row_name(self, result: HandResult) -> str:
        """A hand row's accessible row header ("Hand 3")."""

    @abstractmethod
    def hand_heading(self, table: Table, result: HandResult) -> str:
        """A hand's first tooltip line ("Hand 3, dealt by Ásta")."""

    # -- the cells of a hand row ---------------------------------------------------

    def lead_seat(self, table: Table, result: HandResult) -> int:
        """The seat the second column names: the hand's dealer."""
        return result.dealer

    def lead_seat_description(self) -> str:
        """The second column's accessible description."""
        return translate("ScoreSheetModel", "dealer", "accessible")

    def lead_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        """One of the first three cells of a hand row."""
        if role == ValueRole:
            if column == NUMBER_COLUMN:
                return result.number + 1
            if column == DEALER_COLUMN:
                return self.lead_seat(table, result)
            return None
        if role == DISPLAY:
            if column == NUMBER_COLUMN:
                return number(result.number + 1)
            if column == DEALER_COLUMN:
                return table.seats[self.lead_seat(table, result)].name
            return self.contract_text(table, result)
        if role == TOOLTIP:
            return self.hand_tooltip(table, result)
        if role == DESCRIPTION:
            return self._lead_description(table, result, column)
        return None

    def _lead_description(self, table: Table, result: HandResult, column: int) -> str:
        if column == NUMBER_COLUMN:
            description = self.number_description()
            if not result.finished:
                description = translate(
                    "ScoreSheetModel", "%1, in progress", "accessible: a hand or deal"
                ).replace("%1", description)
            return description
        if column == DEALER_COLUMN:
            return self.lead_seat_description()
        return self.contract_description(table, result)

    @abstractmethod
    def number_description(self) -> str:
        """The number column's accessible description ("hand number")."""

    @abstractmethod
    def contract_text(self, table: Table, result: HandResult) -> str:
        """What the third column shows for a hand."""

    @abstractmethod
    def contract_description(self, table: Table, result: HandResult) -> str:
        """The third column's accessible description for a hand."""

    @abstractmethod
    def hand_tooltip(self, table: Table, result: HandResult) -> str:
        """The tooltip of a hand row's cells (a unit's cells add to it)."""

    @abstractmethod
    def unit_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        """A unit's cell in a hand row."""

    @abstractmethod
    def cell_checks(self, result: HandResult, unit: int) -> list[CellCheck]:
        """The numbers a hand row's unit cells must hold (``sheet_mismatch``)."""

    # -- the total rows ------------------------------------------------------------

    @abstractmethod
    def total_label(self, table: Table, kind: str) -> str:
        """A total row's label ("Plus")."""

    @abstractmethod
    def total_row_help(self, table: Table, kind: str) -> str:
        """What a total row counts (its label's tooltip and description)."""

    @abstractmethod
    def winner_label(self) -> str:
        """Said of a winner's total ("Winner")."""

    def total_text(self, kind: str, value: int) -> str:
        """A total's number as shown, before the race's "/ target"."""
        return number(value)

    def total_colour(self, kind: str, value: int) -> QColor | None:
        """A total's text colour, unless it is a race or winner cell."""
        return None

    def total_extra_lines(self, table: Table, kind: str) -> list[str]:
        """Lines a total's tooltip adds before the row's help."""
        return []

    def total_value(self, table: Table, kind: str, unit: int) -> int:
        """A unit's number in a total row, from the snapshot's standing."""
        standing = table.standing
        if kind == PLUS_ROW:
            return standing.plus[unit]
        if kind == MINUS_ROW:
            return standing.minus[unit]
        return standing.score[unit]

    def _race_text(self, table: Table, kind: str, value: int) -> str:
        text = self.total_text(kind, value)
        if kind == self.race_row_kind(table):
            return (
                translate("ScoreSheetModel", "%1 / %2", "progress towards the winning score")
                .replace("%1", text)
                .replace("%2", number(table.standing.target))
            )
        return text

    def total_data(self, table: Table, kind: str, column: int, role: int) -> Any:
        """A cell of a total row."""
        unit = unit_of_column(column)
        if column == 0 and role == DISPLAY:
            return self.total_label(table, kind)
        if column == 0 and role == FONT:
            return font(bold=True)
        if unit is None:
            if role == TOOLTIP:
                return self.total_row_help(table, kind)
            if role == DESCRIPTION and column == 0:
                return self.total_row_help(table, kind)
            return None
        # Each unit's total sits in its first column; spans() joins both.
        if column != unit_columns(unit)[0]:
            return None
        value = self.total_value(table, kind, unit)
        race = kind == self.race_row_kind(table)
        won = kind == self.score_row and self.unit_won(table, unit)
        if role == ValueRole:
            return value
        if role == DISPLAY:
            return self._race_text(table, kind, value)
        if role == FOREGROUND:
            # Cells with a background of their own keep a plain, contrasting text.
            if won:
                return WINNER_TEXT
            if race:
                return None
            return self.total_colour(kind, value)
        if role == BACKGROUND:
            if won:
                return WINNER_BACKGROUND
            if race:
                return race_background(value, table.standing.target)
            return None
        if role == FONT and kind == self.score_row:
            scores = table.standing.score
            if value == max(scores) and (table.standing.over or any(scores)):
                return font(bold=True)
            return None
        if role == TOOLTIP:
            return self._total_tooltip(table, kind, unit, value)
        if role == DESCRIPTION:
            description = (
                translate("ScoreSheetModel", "%1 of %2", "accessible: total row, player or side")
                .replace("%1", self.total_label(table, kind))
                .replace("%2", self.unit_name(table, unit))
            )
            if won:
                description += ", " + self.winner_label()
            return description
        return None

    def _total_tooltip(self, table: Table, kind: str, unit: int, value: int) -> str:
        head = translate("ScoreSheetModel", "%1, %2: %3", "tooltip: player, total row, value")
        head = head.replace("%1", self.unit_name(table, unit)).replace(
            "%2", self.total_label(table, kind))
        lines = [head.replace("%3", self.total_text(kind, value))]
        standing = table.standing
        if kind == self.race_row_kind(table) and not standing.over:
            missing = standing.target - value
            if missing > 0:
                text = translate("ScoreSheetModel", "%1 more to reach %2")
                lines.append(text.replace("%1", number(missing)).replace(
                    "%2", number(standing.target)))
        if kind == self.score_row and self.unit_won(table, unit):
            lines.append(self.winner_label())
        lines += self.total_extra_lines(table, kind)
        lines.append(self.total_row_help(table, kind))
        return "\n".join(lines)
