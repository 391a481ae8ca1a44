"""The Qt window: controller, card table, score sheet, dialogs.

Nothing here writes a rule down: the controller asks the engine, the views
observe the controller's signals (docs/ARCHITECTURE.md).
"""

import logging
import sys

import PySide6

if sys.version_info < (3, 12) and tuple(int(p) for p in PySide6.__version__.split(".")[:2]) >= (
    6, 12
):
    # PySide6 6.12.0 assumes immortal None/True (Python >= 3.12); on 3.11 it
    # drops their references on many calls and Python aborts after a while.
    logging.getLogger(__name__).warning(
        "PySide6 %s on Python %d.%d is known to crash; install PySide6-Essentials<6.12 "
        "(see pyproject.toml)", PySide6.__version__, *sys.version_info[:2])
