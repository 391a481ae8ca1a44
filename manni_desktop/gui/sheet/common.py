"""What the score sheet's model and every layout share: roles, row kinds,
the column geometry, and the small number, colour and font helpers.

Kept apart so that a layout module (``seats``, ``sides``, a future game's)
imports these names without importing the Qt model or another layout.

Every layout has three leading columns (number, dealer, contract or trump)
and then two columns per scoring unit (a player, or a side of partners).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication

# A bare ``translate(context, text)`` is what pyside6-lupdate extracts.  Every
# sheet text keeps the context "ScoreSheetModel", whichever module holds it.
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

Index = QModelIndex | QPersistentModelIndex
Span = tuple[int, int, int, int]  # row, column, row span, column span

TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
FONT = int(Qt.ItemDataRole.FontRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)

WINNER_BACKGROUND = QColor(240, 190, 40)
WINNER_TEXT = QColor(20, 20, 20)


def unit_columns(unit: int) -> tuple[int, int]:
    """The two columns of a player or side."""
    first = FIRST_UNIT_COLUMN + COLUMNS_PER_UNIT * unit
    return first, first + 1


def unit_of_column(column: int) -> int | None:
    """The player (Manni) or side (Manillen) of a column; None for the first three."""
    if column < FIRST_UNIT_COLUMN:
        return None
    return (column - FIRST_UNIT_COLUMN) // COLUMNS_PER_UNIT


def signed_text(value: int) -> str:
    """``+2``, ``−1`` (a true minus sign) or ``0``, digits in the current locale."""
    locale = QLocale()
    if value > 0:
        return "+" + locale.toString(value)
    if value < 0:
        return MINUS_SIGN + locale.toString(-value)
    return locale.toString(0)


def number(value: int) -> str:
    """``value``'s digits in the current locale."""
    return QLocale().toString(value)


def multiplied_text(excess: int, multipliers: Sequence[str]) -> str:
    """A Manillen score with its doublings visible: ``8``, ``8 ×2 = 16``."""
    if not multipliers:
        return number(excess)
    doubled = " ".join(TIMES_TWO for _ in multipliers)
    return f"{number(excess)} {doubled} = {number(excess * 2 ** len(multipliers))}"


def accessible_name(shown: object) -> str:
    """A cell's name for screen readers: exactly the text it shows.

    What the value means (whose tricks, which total) is the cell's
    accessible description, and the column header names the player: a
    screen reader speaks the name first on every move and the headers only
    when the column or row changes, so the number is not buried in words
    repeated in every cell.  An empty cell stays empty: Qt would fall back
    to its display text, empty too, and screen readers call it blank."""
    return shown if isinstance(shown, str) else ""


def _dark_palette() -> bool:
    return QGuiApplication.palette().base().color().lightness() < 128


def plus_colour() -> QColor:
    return QColor("#7bd88f") if _dark_palette() else QColor("#1b7a35")


def minus_colour() -> QColor:
    return QColor("#ff8a80") if _dark_palette() else QColor("#c0262d")


def muted_colour() -> QColor:
    return QColor("#9a9a9a") if _dark_palette() else QColor("#707070")


def race_background(value: int, target: int) -> QColor:
    """Green whose strength shows how far a unit is on the way to ``target``."""
    fraction = max(0.0, min(1.0, value / target)) if target > 0 else 0.0
    colour = QColor("#2e9d4f")
    colour.setAlpha(int(25 + 150 * fraction) if value > 0 else 0)
    return colour


def font(bold: bool = False, italic: bool = False) -> QFont:
    out = QFont()
    out.setBold(bold)
    out.setItalic(italic)
    return out
