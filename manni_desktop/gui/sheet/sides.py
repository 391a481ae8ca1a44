"""Manillen's score sheet: a row per deal, a column pair per side.

The leading columns are the deal's number, its dealer and the trump the
dealer chose (a suit's symbol or No-trump).  Per side the card points it
captured and the deal's score: the excess over half the card points with
each ×2 shown (no-trump, after a tie, all tricks), a pending ×2 on the deal
it applies to, and a 30–30 tie's text over both sides' columns.  One total
row, each side's score racing to the target.
"""

from __future__ import annotations

from typing import Any, ClassVar

from manni_desktop.engine.snapshot import (
    ALL_TRICKS_DOUBLE,
    NO_TRUMP_DOUBLE,
    TIE_DOUBLE,
    HandResult,
    Table,
)

from ..labels import contract_label, suit_name, suit_symbol
from .common import (
    COLUMNS_PER_UNIT,
    DEALER_COLUMN,
    DESCRIPTION,
    DISPLAY,
    FIRST_UNIT_COLUMN,
    FOREGROUND,
    NUMBER_COLUMN,
    SCORE_ROW,
    SIDE_TOTAL_ROWS,
    SIDES_UNITS,
    TIMES_TWO,
    TOOLTIP,
    Span,
    ValueRole,
    multiplied_text,
    muted_colour,
    number,
    plus_colour,
    translate,
    unit_columns,
    unit_of_column,
)
from .layout import CellCheck, SheetLayout


def trump_text(result: HandResult) -> str:
    """Manillen's trump column: the suit's symbol, No-trump, or a dash
    before the dealer has chosen."""
    contract = result.contract
    if contract.kind == "trump" and contract.trump is not None:
        return suit_symbol(contract.trump)
    if contract.kind == "notrump":
        return contract_label(contract)
    return "\u2014"


def tie_text(result: HandResult) -> str:
    """A tied deal's text over both sides' columns: "30–30 tie: next deal ×2"."""
    first, second = (result.card_points + (0, 0))[:2]
    return (
        translate("ScoreSheetModel", "%1–%2 tie: next deal ×2", "Manillen: a tied deal")
        .replace("%1", number(first))
        .replace("%2", number(second))
    )


class SidesLayout(SheetLayout):
    """Card points and score per side; one Score row."""

    kind: ClassVar[str] = SIDES_UNITS
    units: ClassVar[str] = SIDES_UNITS
    total_rows: ClassVar[tuple[str, ...]] = SIDE_TOTAL_ROWS
    score_row: ClassVar[str] = SCORE_ROW

    # -- units -------------------------------------------------------------------

    def unit_seats(self, table: Table, unit: int) -> tuple[int, ...]:
        return table.sides[unit]

    def unit_count(self, table: Table) -> int:
        return len(table.sides)

    def unit_name(self, table: Table, unit: int) -> str:
        """A side's two names ("You & Guðrún")."""
        names = [table.seats[seat].name for seat in table.sides[unit]]
        if len(names) == 2:
            return (
                translate("ScoreSheetModel", "%1 & %2", "a side: the two partners' names")
                .replace("%1", names[0])
                .replace("%2", names[1])
            )
        return ", ".join(names)

    def race_row_kind(self, table: Table) -> str:
        return SCORE_ROW

    def hand_spans(self, table: Table, hand_rows: int) -> list[Span]:
        """A tied deal's text over all the sides' columns."""
        width = COLUMNS_PER_UNIT * self.unit_count(table)
        return [(row, FIRST_UNIT_COLUMN, 1, width)
                for row, result in enumerate(table.sheet[:hand_rows])
                if result.finished and result.tied]

    # -- headers -----------------------------------------------------------------

    def lead_header(self, section: int) -> str:
        # "Manillen" comments: words Mizerka's sheet shares in English get their
        # own message, as pt calls a Manillen deal "distribuição" (seed 002)
        if section == NUMBER_COLUMN:
            return translate("ScoreSheetModel", "Deal", "Manillen: the deal number column")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Dealer")
        return translate("ScoreSheetModel", "Trump")

    def lead_header_help(self, section: int) -> str:
        if section == NUMBER_COLUMN:
            return translate("ScoreSheetModel", "Deal number", "Manillen")
        if section == DEALER_COLUMN:
            return translate("ScoreSheetModel", "Who dealt the hand")
        return translate(
            "ScoreSheetModel", "The dealer's choice: a trump suit, or no-trump (scores ×2)"
        )

    def unit_header(self, first: bool) -> str:
        if first:
            return translate("ScoreSheetModel", "Card points", "column under a side")
        return translate("ScoreSheetModel", "Score", "column under a side")

    def unit_header_help(self, table: Table, unit: int, first: bool) -> str:
        if first:
            text = translate("ScoreSheetModel", "Card points %1 captured in each deal")
        else:
            text = translate(
                "ScoreSheetModel",
                "What %1 scored in each deal: the card points over half, ×2 for no-trump,"
                " after a tie and for taking every trick",
            )
        return text.replace("%1", self.unit_name(table, unit))

    def row_name(self, result: HandResult) -> str:
        name = translate("ScoreSheetModel", "Deal %1", "Manillen: accessible row header")
        return name.replace("%1", number(result.number + 1))

    def hand_heading(self, table: Table, result: HandResult) -> str:
        if result.finished:
            head = translate("ScoreSheetModel", "Deal %1, dealt by %2")
        else:
            head = translate("ScoreSheetModel", "Deal %1 (in progress), dealt by %2")
        return head.replace("%1", number(result.number + 1)).replace(
            "%2", table.seats[result.dealer].name)

    # -- deal rows ---------------------------------------------------------------

    def number_description(self) -> str:
        return translate("ScoreSheetModel", "deal number", "Manillen: accessible")

    def contract_text(self, table: Table, result: HandResult) -> str:
        return trump_text(result)

    def contract_description(self, table: Table, result: HandResult) -> str:
        """The suit's name, not only its symbol: "Trump: diamonds"."""
        contract = result.contract
        if contract.kind == "trump" and contract.trump is not None:
            return translate("ScoreSheetModel", "Trump: %1").replace(
                "%1", suit_name(contract.trump))
        if contract.kind == "notrump":
            return translate("ScoreSheetModel", "No-trump: the deal's score counts ×2")
        if result.dealer == table.viewer:
            return translate("ScoreSheetModel", "You have not chosen trump yet")
        return translate("ScoreSheetModel", "%1 has not chosen trump yet").replace(
            "%1", table.seats[result.dealer].name)

    def hand_tooltip(self, table: Table, result: HandResult) -> str:
        lines = [self.hand_heading(table, result), self.contract_description(table, result)]
        if result.contract.doubled:
            lines.append(
                translate("ScoreSheetModel", "This deal counts ×2: the deal before was a tie"))
        return "\n".join(lines)

    def unit_data(self, table: Table, result: HandResult, column: int, role: int) -> Any:
        side = unit_of_column(column)
        assert side is not None
        points_cell = column == unit_columns(side)[0]
        if points_cell:
            value: int | None = result.card_points[side]
        else:
            value = result.points[side] if result.points is not None else None
        if role == ValueRole:
            return value
        tie_cell = result.finished and result.tied
        if role == DISPLAY:
            if tie_cell and column == FIRST_UNIT_COLUMN:
                return tie_text(result)
            return self._side_text(result, side, points_cell)
        if role == FOREGROUND:
            if tie_cell:
                return None
            if not points_cell and result.finished:
                return plus_colour() if value else muted_colour()
            return None
        if role == TOOLTIP:
            return self._side_tooltip(table, result, side)
        if role == DESCRIPTION:
            name = self.unit_name(table, side)
            if tie_cell and column == FIRST_UNIT_COLUMN:  # the span's text
                return translate("ScoreSheetModel", "both sides, deal %1").replace(
                    "%1", number(result.number + 1))
            if points_cell:
                return translate("ScoreSheetModel", "card points of %1").replace("%1", name)
            if result.finished:
                return translate("ScoreSheetModel", "score of %1").replace("%1", name)
            return translate(
                "ScoreSheetModel", "score of %1: the deal is still being played", "Manillen"
            ).replace("%1", name)
        return None

    @staticmethod
    def _side_text(result: HandResult, side: int, points_cell: bool) -> str:
        if points_cell:
            return number(result.card_points[side])
        if not result.finished or result.points is None:
            # The pending double shows on the deal it applies to.
            return TIMES_TWO if result.contract.doubled else ""
        if result.points[side] and not result.tied:
            return multiplied_text(result.excess, result.multipliers)
        return number(result.points[side])

    def _side_tooltip(self, table: Table, result: HandResult, side: int) -> str:
        lines = [self.hand_tooltip(table, result)]
        points = result.card_points[side]
        name = self.unit_name(table, side)
        if not result.finished or result.points is None:
            text = translate("ScoreSheetModel", "Card points of %1 so far: %2")
            lines.append(text.replace("%1", name).replace("%2", number(points)))
            return "\n".join(lines)
        if result.tied:
            lines.append(tie_text(result))
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
                .replace("%1", number(points))
                .replace("%2", number(result.excess))
                .replace("%3", number(half))
            )
            parts = [head, *(self._multiplier_text(table, m) for m in result.multipliers)]
            lines.append(", ".join(parts))
            lines.append(translate("ScoreSheetModel", "Score: %1").replace(
                "%1", number(result.points[side])))
        else:
            other = max(result.card_points)
            half = other - result.excess
            lines.append(
                translate("ScoreSheetModel", "%1 card points: not over %2, no score")
                .replace("%1", number(points))
                .replace("%2", number(half))
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
                "%1", number(table.tricks_per_hand))
        return TIMES_TWO

    def cell_checks(self, result: HandResult, unit: int) -> list[CellCheck]:
        first, second = unit_columns(unit)
        points = None if result.points is None else result.points[unit]
        return [(first, result.card_points[unit], f"card points of side {unit}"),
                (second, points, f"score of side {unit}")]

    # -- the total row -----------------------------------------------------------

    def total_label(self, table: Table, kind: str) -> str:
        return translate("ScoreSheetModel", "Score")

    def total_row_help(self, table: Table, kind: str) -> str:
        text = translate(
            "ScoreSheetModel", "Each side's score. The first side to reach %1 after a"
            " complete deal wins.")
        return text.replace("%1", number(table.standing.target))

    def winner_label(self) -> str:
        return translate("ScoreSheetModel", "Winners")

    def total_extra_lines(self, table: Table, kind: str) -> list[str]:
        standing = table.standing
        if standing.pending_double and not standing.over:
            return [translate(
                "ScoreSheetModel", "The last deal was a tie: the next deal counts ×2")]
        return []
