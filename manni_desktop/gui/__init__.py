"""The Qt window: controller, card table, score sheet, dialogs.

Nothing here writes a rule down: the controller asks the engine, the views
observe the controller's signals (docs/ARCHITECTURE.md).
"""

import sys

import PySide6

if sys.version_info < (3, 12) and tuple(int(p) for p in PySide6.__version__.split(".")[:2]) >= (
    6, 12
):
    # PySide6 6.12.0 assumes immortal None/True (Python >= 3.12); on 3.11 it
    # drops their references on many calls and Python aborts after a while.
    print(
        f"manni-desktop: PySide6 {PySide6.__version__} on Python "
        f"{sys.version_info.major}.{sys.version_info.minor} is known to crash; "
        "install PySide6-Essentials<6.12 (see pyproject.toml)",
        file=sys.stderr,
    )
