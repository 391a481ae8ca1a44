"""The table's keys: arrows move between the player's cards, Enter or Space
plays or selects the focused card, Ctrl+Enter presses the first button, and
with a panel up Enter or Escape answers it (in the trick panel the arrows,
Home and End step through the tricks of this hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ...engine.snapshot import CHOOSE, DECLARE, EXCHANGE, PLAY, SWAP

if TYPE_CHECKING:
    from .scene import TableScene

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
_TRICK_STEPS = {Qt.Key.Key_Left: (-1, True), Qt.Key.Key_Right: (1, True),
                Qt.Key.Key_Home: (0, False), Qt.Key.Key_End: (-1, False)}


def handle_key(scene: TableScene, event: QKeyEvent) -> bool:
    """Act on ``event``; True if the table used it."""
    key = event.key()
    enter = key in _ENTER
    if (enter or key == Qt.Key.Key_Escape) and scene.end_trick_rest():
        return True  # the trick resting in the middle is gathered
    if scene.panel.isVisible():
        if scene.panel_kind() == "trick" and key in _TRICK_STEPS:  # the tricks of this hand
            step, relative = _TRICK_STEPS[Qt.Key(key)]
            scene.step_trick(step, relative)
            return True
        if enter or key == Qt.Key.Key_Escape:
            if scene.panel_kind() == "trick" or not scene.panel.button_bar.trigger(0):
                scene.decor.hide_panel()
            return True
        return False
    if key in _STEPS:
        scene.move_focus(_STEPS[Qt.Key(key)], relative=True)
        return True
    if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
        scene.move_focus(0 if key == Qt.Key.Key_Home else -1, relative=False)
        return True
    if not enter:
        return False
    if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
        return scene.buttons.trigger(0)
    table = scene.table
    kind = table.prompt.kind if table is not None else ""
    card = scene.focused_card()
    if card is not None and kind in (PLAY, EXCHANGE):
        if not scene.reveal_focus():  # after the mouse: first show which card the keys hold
            scene.activate_card(card)
    elif kind in (SWAP, DECLARE, CHOOSE) and scene.buttons.isVisible():
        first = scene.buttons.first_enabled()
        if first is not None:
            first.setFocus()
    return True
