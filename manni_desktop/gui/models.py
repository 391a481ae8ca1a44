"""The score sheet's names where other modules and the tests import them.

The sheet itself lives in ``gui/sheet/``: the Qt model (``sheet/model.py``)
over a per-game layout (``sheet/seats.py`` for the Manni games,
``sheet/sides.py`` for Manillen); this module only re-exports.
"""

from __future__ import annotations

from .sheet.check import sheet_mismatch
from .sheet.common import (
    COLUMNS_PER_PLAYER,
    COLUMNS_PER_UNIT,
    CONTRACT_COLUMN,
    DEALER_COLUMN,
    FIRST_PLAYER_COLUMN,
    FIRST_UNIT_COLUMN,
    HAND_ROW,
    MINUS_ROW,
    MINUS_SIGN,
    NET_ROW,
    NUMBER_COLUMN,
    PLUS_ROW,
    RUNNING,
    SCORE_ROW,
    SEATS_UNITS,
    SIDE_TOTAL_ROWS,
    SIDES_UNITS,
    TIMES_TWO,
    TOTAL_ROWS,
    PlayerNameRole,
    RowKindRole,
    Span,
    UnitNameRole,
    ValueRole,
    accessible_name,
    multiplied_text,
    signed_text,
    translate,
)
from .sheet.model import ScoreSheetModel

__all__ = [
    "COLUMNS_PER_PLAYER",
    "COLUMNS_PER_UNIT",
    "CONTRACT_COLUMN",
    "DEALER_COLUMN",
    "FIRST_PLAYER_COLUMN",
    "FIRST_UNIT_COLUMN",
    "HAND_ROW",
    "MINUS_ROW",
    "MINUS_SIGN",
    "NET_ROW",
    "NUMBER_COLUMN",
    "PLUS_ROW",
    "RUNNING",
    "SCORE_ROW",
    "SEATS_UNITS",
    "SIDES_UNITS",
    "SIDE_TOTAL_ROWS",
    "TIMES_TWO",
    "TOTAL_ROWS",
    "PlayerNameRole",
    "RowKindRole",
    "ScoreSheetModel",
    "Span",
    "UnitNameRole",
    "ValueRole",
    "accessible_name",
    "multiplied_text",
    "sheet_mismatch",
    "signed_text",
    "translate",
]
