"""The tricks of this hand in the trick panel (L): the buttons that step to
an earlier or a later trick, and what the screen reader hears about the
keys that do the same (← →, Home, End)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from .items import TableButton

translate = QCoreApplication.translate


def buttons(index: int, count: int, earlier: Callable[[], None],
            later: Callable[[], None]) -> list[TableButton]:
    """◀ Earlier and Later ▶, each greyed where the hand's tricks end."""
    return [
        TableButton(translate("TableScene", "◀ Earlier", "an earlier trick of this hand"),
                    earlier, translate("TableScene", "The trick before (Left arrow)"),
                    index > 0),
        TableButton(translate("TableScene", "Later ▶", "a later trick of this hand"),
                    later, translate("TableScene", "The trick after (Right arrow)"),
                    index < count - 1),
    ]


def keys_text() -> str:
    return translate("TableScene",
                     "Left and Right arrows: the trick before or after. Escape: close")
