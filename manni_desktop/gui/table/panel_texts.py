"""The end-of-hand and game-over panels' words, as plain functions of a snapshot.

(title, subtitle, rows, highlighted rows) for the panel the table shows
when a hand ends or the game is over, for every way a game is scored:
plus and minus, the running score, quotas (Mizerka), and two sides
(Manillen).  They read a ``Table`` and nothing else.  Each text is a
literal ``translate("TableScene", …)`` call, the context where the table's
texts have always been translated (``texts``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.snapshot import HandResult, Table
from ..labels import contract_label
from ..models import signed_text
from .texts import QUOTA, multiplier_text, name_list, number, side_name

# Literal calls, so pyside6-lupdate files each text under "TableScene".
translate = QCoreApplication.translate


def hand_panel(table: Table) -> tuple[str, str, list[list[str]], set[int]]:
    """(title, subtitle, rows, highlighted rows) of the end-of-hand summary."""
    result = table.result
    title = translate("TableScene", "Hand %1 over").replace("%1", number(result.number + 1))
    subtitle = contract_label(result.contract, table.game)
    if table.standing.units == "sides":  # pt: a Manillen deal is a "distribuição"
        title = translate("TableScene", "Deal %1 over", "Manillen: the end of a deal").replace(
            "%1", number(result.number + 1))
        return title, subtitle + _deal_verdict(table, result), _side_rows(table, result), set()
    standing = table.standing
    if standing.scoring == QUOTA:
        title = translate("TableScene", "Deal %1 over").replace("%1", number(result.number + 1))
        return title, subtitle, _quota_rows(table, result), set()
    running = standing.scoring == "running"  # the running score decides: show it
    rows = [
        [
            translate("TableScene", "Player"),
            translate("TableScene", "Tricks"),
            translate("TableScene", "Points"),
        ]
        + (
            [translate("TableScene", "Score")]
            if running
            else [translate("TableScene", "Plus"), translate("TableScene", "Minus")]
        )
    ]
    for seat in table.seats:
        s = seat.seat
        delta = result.points[s] if result.points is not None else 0
        totals = (
            [signed_text(standing.score[s])]
            if running
            else [number(standing.plus[s]), number(standing.minus[s])]
        )
        rows.append([seat.name, number(result.tricks[s]), signed_text(delta), *totals])
    return title, subtitle, rows, set()


def _quota_rows(table: Table, result: HandResult) -> list[list[str]]:
    """Per player the deal's tricks, its score against the quota and the total."""
    rows = [[translate("TableScene", "Player"), translate("TableScene", "Tricks"),
             translate("TableScene", "Score"), translate("TableScene", "Total")]]
    for seat in table.seats:
        s = seat.seat
        delta = result.points[s] if result.points is not None else 0
        rows.append([seat.name, number(result.tricks[s]), signed_text(delta),
                     signed_text(table.standing.score[s])])
    return rows


def _deal_verdict(table: Table, result: HandResult) -> str:
    if result.tied:
        return " — " + translate("TableScene", "30–30: nobody scores, the next deal counts double")
    if result.points is None:
        return ""
    side = 0 if result.points[0] else 1
    text = (
        translate("TableScene", "%1 score %2")
        .replace("%1", side_name(table, side))
        .replace("%2", number(result.points[side]))
    )
    if result.multipliers:
        text += (
            " ("
            + translate("TableScene", "%1 over 30").replace("%1", number(result.excess))
            + ", "
            + ", ".join(multiplier_text(m) for m in result.multipliers)
            + ")"
        )
    return " — " + text


def _side_rows(table: Table, result: HandResult) -> list[list[str]]:
    rows = [
        [
            translate("TableScene", "Side"),
            translate("TableScene", "Card points"),
            translate("TableScene", "Score"),
            translate("TableScene", "Total"),
        ]
    ]
    for side in range(len(table.sides)):
        score = result.points[side] if result.points is not None else 0
        rows.append(
            [
                side_name(table, side),
                number(result.card_points[side]),
                number(score),
                translate("TableScene", "%1 / %2", "score towards the target")
                .replace("%1", number(table.standing.score[side]))
                .replace("%2", number(table.standing.target)),
            ]
        )
    return rows


def over_panel(table: Table) -> tuple[str, str, list[list[str]], set[int]]:
    """(title, subtitle, rows, highlighted rows) of the game-over panel."""
    standing = table.standing
    winners = list(standing.winners)
    if standing.units == "sides":
        side = table.seats[winners[0]].side if winners else 0
        mine = table.seats[table.viewer].side
        subtitle = (
            translate("TableScene", "Your side wins!")
            if side == mine
            else translate("TableScene", "%1 win").replace("%1", side_name(table, side))
        )
        rows = [[translate("TableScene", "Side"), translate("TableScene", "Score")]]
        for s in range(len(table.sides)):
            rows.append([side_name(table, s), number(standing.score[s])])
        return translate("TableScene", "Game over"), subtitle, rows, {1 + side}
    names = [table.seats[s].name for s in winners]
    if len(names) == 1:
        subtitle = (
            translate("TableScene", "You win!")
            if winners == [table.viewer]
            else translate("TableScene", "%1 wins").replace("%1", names[0])
        )
    else:
        subtitle = translate("TableScene", "Shared win: %1").replace("%1", name_list(names))
    if standing.scoring == QUOTA:
        rows = [[translate("TableScene", "Player"), translate("TableScene", "Total")]]
        rows += [[seat.name, signed_text(standing.score[seat.seat])] for seat in table.seats]
        return translate("TableScene", "Game over"), subtitle, rows, {1 + s for s in winners}
    rows = [
        [
            translate("TableScene", "Player"),
            translate("TableScene", "Plus"),
            translate("TableScene", "Minus"),
            translate("TableScene", "Net"),
        ]
    ]
    for seat in table.seats:
        s = seat.seat
        rows.append(
            [
                seat.name,
                number(standing.plus[s]),
                number(standing.minus[s]),
                signed_text(standing.score[s]),
            ]
        )
    return translate("TableScene", "Game over"), subtitle, rows, {1 + s for s in winners}
