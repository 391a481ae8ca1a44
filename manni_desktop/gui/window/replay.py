"""Game → Replay this deal…: asks whose cards the player takes (their own
seat or another one) and deals the hand on the table again as a new game
(``GameController.replay_deal``); the statistics count it as a replay.

The question is a window-modal ``QInputDialog`` opened with ``open()``, so
the game's own timers go on and a test answers it as a player would."""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog

if TYPE_CHECKING:
    from ..main_window import MainWindow

translate = QCoreApplication.translate


def ask_replay(window: MainWindow) -> QInputDialog | None:
    """Open the question (None if there is no deal to replay); its answer
    replays the deal."""
    c = window.controller
    if not c.can_replay():
        return None
    names = list(c.table.names)
    dialog = QInputDialog(window)
    dialog.setObjectName("replayDealDialog")
    dialog.setWindowTitle(translate("MainWindow", "Replay this deal"))
    dialog.setLabelText(translate(
        "MainWindow", "The same cards are dealt again, against the same players. "
        "Whose cards do you want to play?"))
    dialog.setComboBoxItems(names)
    dialog.setComboBoxEditable(False)
    dialog.setTextValue(names[0])
    dialog.textValueSelected.connect(lambda name: _replay(window, names.index(name)))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def _replay(window: MainWindow, seat: int) -> None:
    names = list(window.controller.table.names)
    if not window.games.confirm_discard(translate("MainWindow", "Replay this deal")):
        return
    started = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
    if not window.controller.replay_deal(seat, started):
        return
    if seat == 0:
        text = translate("MainWindow", "This deal again, from your own seat")
    else:
        text = translate("MainWindow", "This deal again: you hold the cards %1 had").replace(
            "%1", names[seat])
    window.scene.show_message(text, error=False)
    window.scene.spoken.emit(text, True)
