"""The score sheet: one Qt model (``model.py``) over a per-game layout object.

``layout.py`` says what a layout answers, ``seats.py`` (the Manni games),
``sides.py`` (Manillen) and ``contracts.py`` (Mizerka, with the contract
grid of ``grid_data.py`` shown by ``grid.py``'s model) are the ones there
are, ``kinds.py`` picks one for a snapshot, ``check.py`` compares a model
with a snapshot.  ``gui.models``
re-exports the names other modules and the tests have always imported.
"""

from .contracts import ContractsLayout
from .grid import ContractGridModel
from .kinds import SHEET_LAYOUTS, layout_for, layout_named
from .layout import SheetLayout
from .model import ScoreSheetModel
from .seats import SeatsLayout
from .sides import SidesLayout

__all__ = [
    "SHEET_LAYOUTS",
    "ContractGridModel",
    "ContractsLayout",
    "ScoreSheetModel",
    "SeatsLayout",
    "SheetLayout",
    "SidesLayout",
    "layout_for",
    "layout_named",
]
