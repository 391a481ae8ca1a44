"""Mizerka's score sheet as players keep it on paper (issue 33).

A row per deal: its number, who chose the contract (forehand, the dealer's
left-hand neighbour), the contract, and per player the tricks taken and the
deal's score against their quota.  One total row, each player's running
total.  Beside the rows a grid of the contracts each player has chosen: a
row per player, a column per contract (the four trumps, no-trump, the
misère) and the deal it was chosen in, empty while it is still open.

The cells of a seat's column pair are the Manni games' (``SeatsLayout``):
tricks, and a signed score coloured like Manni's points.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtGui import QColor

from manni_desktop.engine.snapshot import HandResult, Table

from ...games import entry, ids
from .common import (
    DEALER_COLUMN,
    DESCRIPTION,
    NUMBER_COLUMN,
    SCORE_ROW,
    SEATS_UNITS,
    minus_colour,
    number,
    plus_colour,
    signed_text,
    translate,
    unit_columns,
    unit_of_column,
)
from .grid_data import ContractGrid, GridColumn, GridMark
from .seats import SeatsLayout

CONTRACTS_SHEET = "contracts"  # games.registry.SheetLayout.CONTRACTS


def grid_columns(table: Table) -> tuple[GridColumn, ...]:
    """The grid's columns: the contracts each player chooses once in the game
    (its registry entry's ``contract_grid``)."""
    known = entry(table.game).contract_grid if table.game in ids() else ()
    return tuple(GridColumn(kind, trump) for _code, kind, trump in known)


def chooser(table: Table, result: HandResult) -> int:
    """The seat that chose a deal's contract, as the snapshot says: who
    chooses is the game's rule, not the sheet's (a game with this layout
    names the chooser in every ``HandResult``)."""
    if result.chooser is None:
        raise ValueError(f"{table.game}: deal {result.number + 1} names no chooser")
    return result.chooser


def grid_column(result: HandResult, columns: tuple[GridColumn, ...]) -> GridColumn | None:
    """The grid's column of a deal's contract (None before it is chosen)."""
    contract = result.contract
    column = GridColumn(contract.kind, contract.trump if contract.kind == "trump" else None)
    return column if column in columns else None


def contract_grid(table: Table) -> ContractGrid:
    """Who has chosen which contract in which deal, read from the snapshot's rows."""
    columns = grid_columns(table)
    seats = tuple(range(len(table.seats)))
    marks: list[list[GridMark | None]] = [[None] * len(columns) for _ in seats]
    for result in table.sheet:
        column = grid_column(result, columns)
        if column is not None:
            marks[chooser(table, result)][columns.index(column)] = GridMark(
                result.number, result.finished)
    return ContractGrid(columns, seats, tuple(tuple(row) for row in marks))


class ContractsLayout(SeatsLayout):
    """Tricks and score per player, a Total row and the contract grid."""

    kind: ClassVar[str] = CONTRACTS_SHEET
    units: ClassVar[str] = SEATS_UNITS
    total_rows: ClassVar[tuple[str, ...]] = (SCORE_ROW,)
    score_row: ClassVar[str] = SCORE_ROW

    def grid(self, table: Table) -> ContractGrid | None:
        return contract_grid(table)

    def race_row_kind(self, table: Table) -> str:
        return ""  # no total races to a target: the game lasts a fixed number of deals

    # -- headers -----------------------------------------------------------------

    def lead_header(self, section: int) -> str:
        if section == NUMBER_COLUMN:
            return translate("ScoreSheetModel", "Deal")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Chooser", "who chose the deal's contract")
        return translate("ScoreSheetModel", "Contract")

    def lead_header_help(self, section: int) -> str:
        if section == NUMBER_COLUMN:
            return translate("ScoreSheetModel", "Deal number")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel",
                             "Who chose the contract: forehand, left of the dealer")
        return translate("ScoreSheetModel", "The contract forehand chose")

    def unit_header(self, first: bool) -> str:
        if first:
            return translate("ScoreSheetModel", "Tricks", "column under a player's name")
        return translate("ScoreSheetModel", "Score", "column under a player's name")

    def unit_header_help(self, table: Table, unit: int, first: bool) -> str:
        name = self.unit_name(table, unit)
        if unit == table.viewer:  # "You" is a name that needs its own verb
            if first:
                return translate("ScoreSheetModel", "Tricks you took in each deal")
            return translate("ScoreSheetModel",
                             "What you scored in each deal: the tricks against the quota")
        if first:
            return translate("ScoreSheetModel", "Tricks %1 took in each deal").replace("%1", name)
        return translate(
            "ScoreSheetModel", "What %1 scored in each deal: the tricks against the quota"
        ).replace("%1", name)

    def row_name(self, result: HandResult) -> str:
        name = translate("ScoreSheetModel", "Deal %1", "accessible row header")
        return name.replace("%1", number(result.number + 1))

    def hand_heading(self, table: Table, result: HandResult) -> str:
        if result.finished:
            head = translate("ScoreSheetModel", "Deal %1, dealt by %2, contract chosen by %3")
        else:
            head = translate("ScoreSheetModel",
                             "Deal %1 (in progress), dealt by %2, contract chosen by %3")
        return (head.replace("%1", number(result.number + 1))
                .replace("%2", table.seats[result.dealer].name)
                .replace("%3", table.seats[chooser(table, result)].name))

    # -- hand rows ---------------------------------------------------------------

    def lead_seat(self, table: Table, result: HandResult) -> int:
        return chooser(table, result)

    def lead_seat_description(self) -> str:
        return translate("ScoreSheetModel", "chose the contract", "accessible")

    def number_description(self) -> str:
        return translate("ScoreSheetModel", "deal number", "accessible")

    def unit_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        seat = unit_of_column(column)
        assert seat is not None
        if role == DESCRIPTION and column == unit_columns(seat)[1]:
            name = table.seats[seat].name
            if result.points is None:
                return translate(
                    "ScoreSheetModel", "score of %1: the deal is still being played"
                ).replace("%1", name)
            return translate("ScoreSheetModel", "score of %1").replace("%1", name)
        return super().unit_data(table, result, column, role)

    def _seat_tooltip(self, table: Table, result: HandResult, seat: int) -> str:
        lines = [self.hand_tooltip(table, result)]
        name = table.seats[seat].name
        tricks = translate("ScoreSheetModel", "Tricks taken by %1: %2")
        lines.append(tricks.replace("%1", name).replace("%2", number(result.tricks[seat])))
        if result.points is not None:
            score = translate("ScoreSheetModel", "Score of %1 in this deal: %2")
            lines.append(score.replace("%1", name).replace(
                "%2", signed_text(result.points[seat])))
        return "\n".join(lines)

    # -- the total row -------------------------------------------------------------

    def total_label(self, table: Table, kind: str) -> str:
        return translate("ScoreSheetModel", "Total")

    def total_row_help(self, table: Table, kind: str) -> str:
        standing = table.standing
        played = standing.race[0] if standing.race else 0
        return (
            translate("ScoreSheetModel",
                      "Running total after %1 of %2 deals; after the last deal the highest"
                      " total wins")
            .replace("%1", number(played))
            .replace("%2", number(standing.target))
        )

    def total_text(self, kind: str, value: int) -> str:
        return signed_text(value)

    def total_colour(self, kind: str, value: int) -> QColor | None:
        if value:
            return plus_colour() if value > 0 else minus_colour()
        return None
