"""The Manni games' score sheet: a row per hand, a column pair per player.

The leading columns are the hand's number, its dealer and its contract;
then per player the tricks taken and the hand's points (plus or minus
against par).  The total rows are Plus, Minus and Net, or with the
traditional running score Plus, Minus and Score, where one net score races
to the target.  Both scorings share this layout: ``running`` reads which one
the snapshot's standing uses.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtGui import QColor

from manni_desktop.engine.snapshot import HandResult, Table

from ..labels import card_short_text, contract_description, contract_short_label
from .common import (
    DEALER_COLUMN,
    DESCRIPTION,
    DISPLAY,
    FOREGROUND,
    MINUS_ROW,
    NET_ROW,
    NUMBER_COLUMN,
    PLUS_ROW,
    RUNNING,
    SEATS_UNITS,
    TOOLTIP,
    TOTAL_ROWS,
    ValueRole,
    minus_colour,
    number,
    plus_colour,
    signed_text,
    translate,
    unit_columns,
    unit_of_column,
)
from .layout import CellCheck, SheetLayout


def running(table: Table) -> bool:
    """Manni's traditional running score (one net score races to the target)."""
    return table.standing.scoring == RUNNING


class SeatsLayout(SheetLayout):
    """Tricks and points per player; Plus, Minus and Net (or Score)."""

    kind: ClassVar[str] = SEATS_UNITS
    units: ClassVar[str] = SEATS_UNITS
    total_rows: ClassVar[tuple[str, ...]] = TOTAL_ROWS
    score_row: ClassVar[str] = NET_ROW

    # -- units -------------------------------------------------------------------

    def unit_seats(self, table: Table, unit: int) -> tuple[int, ...]:
        return (unit,)

    def unit_count(self, table: Table) -> int:
        return len(table.seats)

    def unit_name(self, table: Table, unit: int) -> str:
        return table.seats[unit].name

    def race_row_kind(self, table: Table) -> str:
        return NET_ROW if running(table) else PLUS_ROW

    # -- headers -----------------------------------------------------------------

    def lead_header(self, section: int) -> str:
        if section == NUMBER_COLUMN:
            return translate("ScoreSheetModel", "Hand")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Dealer")
        return translate("ScoreSheetModel", "Contract")

    def lead_header_help(self, section: int) -> str:
        if section == NUMBER_COLUMN:
            return translate("ScoreSheetModel", "Hand number")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Who dealt the hand")
        return translate("ScoreSheetModel", "The contract: trump, no-trump or Nullo")

    def unit_header(self, first: bool) -> str:
        if first:
            return translate("ScoreSheetModel", "Tricks", "column under a player's name")
        return translate("ScoreSheetModel", "Points", "column under a player's name")

    def unit_header_help(self, table: Table, unit: int, first: bool) -> str:
        name = self.unit_name(table, unit)
        you = unit == table.viewer  # "You" is a name that needs its own verb
        if first:
            if you:
                return translate("ScoreSheetModel", "Tricks you took in each hand")
            return translate("ScoreSheetModel", "Tricks %1 took in each hand").replace("%1", name)
        text = (translate("ScoreSheetModel", "Points you scored in each hand (par is %2 tricks)")
                if you else
                translate("ScoreSheetModel", "Points %1 scored in each hand (par is %2 tricks)"))
        return text.replace("%1", name).replace("%2", number(table.par or 0))

    def row_name(self, result: HandResult) -> str:
        name = translate("ScoreSheetModel", "Hand %1", "accessible row header")
        return name.replace("%1", number(result.number + 1))

    def hand_heading(self, table: Table, result: HandResult) -> str:
        if result.finished:
            head = translate("ScoreSheetModel", "Hand %1, dealt by %2")
        else:
            head = translate("ScoreSheetModel", "Hand %1 (in progress), dealt by %2")
        return head.replace("%1", number(result.number + 1)).replace(
            "%2", table.seats[result.dealer].name)

    # -- hand rows ---------------------------------------------------------------

    def number_description(self) -> str:
        return translate("ScoreSheetModel", "hand number", "accessible")

    def contract_text(self, table: Table, result: HandResult) -> str:
        return contract_short_label(result.contract, table.game)

    def contract_description(self, table: Table, result: HandResult) -> str:
        return contract_description(result.contract, table.game)

    def hand_tooltip(self, table: Table, result: HandResult) -> str:
        lines = [self.hand_heading(table, result)]
        cut = result.contract.cut
        if cut is not None:
            lines.append(translate("ScoreSheetModel", "Cut card: %1").replace(
                "%1", card_short_text(cut)))
        lines.append(contract_description(result.contract, table.game))
        return "\n".join(lines)

    def unit_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        seat = unit_of_column(column)
        assert seat is not None
        tricks_cell = column == unit_columns(seat)[0]
        if tricks_cell:
            value: int | None = result.tricks[seat]
        else:
            value = result.points[seat] if result.points is not None else None
        if role == ValueRole:
            return value
        if role == DISPLAY:
            if value is None:
                return ""
            return number(value) if tricks_cell else signed_text(value)
        if role == FOREGROUND:
            if not tricks_cell and value:
                return plus_colour() if value > 0 else minus_colour()
            return None
        if role == TOOLTIP:
            return self._seat_tooltip(table, result, seat)
        if role == DESCRIPTION:
            name = table.seats[seat].name
            if tricks_cell:
                return translate("ScoreSheetModel", "tricks of %1").replace("%1", name)
            if value is None:
                return translate(
                    "ScoreSheetModel", "points of %1: the hand is still being played"
                ).replace("%1", name)
            return translate("ScoreSheetModel", "points of %1").replace("%1", name)
        return None

    def _seat_tooltip(self, table: Table, result: HandResult, seat: int) -> str:
        lines = [self.hand_tooltip(table, result)]
        name = table.seats[seat].name
        tricks = translate("ScoreSheetModel", "Tricks taken by %1: %2")
        lines.append(tricks.replace("%1", name).replace("%2", number(result.tricks[seat])))
        if result.plus is not None and result.minus is not None:
            plus, minus = result.plus[seat], result.minus[seat]
            if plus:
                text = translate("ScoreSheetModel", "Plus points: %1")
                lines.append(text.replace("%1", number(plus)))
            elif minus:
                text = translate("ScoreSheetModel", "Minus points: %1")
                lines.append(text.replace("%1", number(minus)))
            else:
                lines.append(translate("ScoreSheetModel", "No points (exactly par)"))
        return "\n".join(lines)

    def cell_checks(self, result: HandResult, unit: int) -> list[CellCheck]:
        first, second = unit_columns(unit)
        points = None if result.points is None else result.points[unit]
        return [(first, result.tricks[unit], f"tricks of seat {unit}"),
                (second, points, f"points of seat {unit}")]

    # -- total rows --------------------------------------------------------------

    def total_label(self, table: Table, kind: str) -> str:
        if kind == PLUS_ROW:
            return translate("ScoreSheetModel", "Plus")
        if kind == MINUS_ROW:
            return translate("ScoreSheetModel", "Minus")
        if running(table):
            return translate("ScoreSheetModel", "Score")
        return translate("ScoreSheetModel", "Net")

    def total_row_help(self, table: Table, kind: str) -> str:
        target = number(table.standing.target)
        if kind == PLUS_ROW:
            if running(table):
                return translate("ScoreSheetModel", "Plus points so far")
            return translate(
                "ScoreSheetModel",
                "Plus points so far; the game ends after a hand in which someone reaches %1",
            ).replace("%1", target)
        if kind == MINUS_ROW:
            return translate("ScoreSheetModel", "Minus points so far")
        if running(table):
            return translate(
                "ScoreSheetModel",
                "Running score. The game ends when one player alone has the highest score,"
                " %1 or more.",
            ).replace("%1", target)
        return translate("ScoreSheetModel", "Net = plus − minus; the highest net wins")

    def winner_label(self) -> str:
        return translate("ScoreSheetModel", "Winner")

    def total_text(self, kind: str, value: int) -> str:
        return signed_text(value) if kind == NET_ROW else number(value)

    def total_colour(self, kind: str, value: int) -> QColor | None:
        if kind == PLUS_ROW and value > 0:
            return plus_colour()
        if kind == MINUS_ROW and value > 0:
            return minus_colour()
        if kind == NET_ROW and value:
            return plus_colour() if value > 0 else minus_colour()
        return None

