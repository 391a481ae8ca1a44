"""NetWindow: the main window's table, sheet and status line for a seat at
a network table.

It is the same ``MainWindow`` (the table scene, its animations, the sheet,
the status line, every setting) with a ``NetController`` in place of the
local one.  What a local game does with its own ``Session`` is off here:
undo (every move is final once the host took it), new game / open / save
(the host holds the game and autosaves it), review (the review replays a
session this window does not have).  Network games do not count in the
statistics: the computer seats and stand-ins are the host's, so the result
is not the player's against known levels.  At the end the host's record is
kept in the data folder's ``records/``, as a finished game's record is.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from ... import storage
from ...storage.atomic import ensure_folder, write_json_atomic
from ...storage.paths import data_dir
from ..main_window import MainWindow
from .controller import NetController


class NetWindow(MainWindow):
    """A window that draws one seat of a network table."""

    left = Signal()  # the window closed: it left the table

    def __init__(self, controller: NetController,
                 settings: storage.Settings | None = None) -> None:
        super().__init__(controller, settings)
        self.net = controller
        self.record_path: str | None = None
        self.host_message = ""
        controller.revealed.connect(self.scene.take_tokens)
        controller.finished.connect(self._finished)
        controller.hostLeft.connect(self._host_left)
        controller.rejoining.connect(lambda: self.statusBar().showMessage(
            self.tr("The connection to the host was lost. Rejoining…")))
        controller.rejoined.connect(lambda _seated: self.statusBar().showMessage(
            self.tr("Back at the table."), 5000))
        for action in (self.new_action, self.open_action, self.save_as_action,
                       self.export_action, self.review_action, self.guide_action):
            action.setEnabled(False)
        self.undo_action.setEnabled(False)
        self.friends.menu.menuAction().setVisible(False)  # one table per window
        self.scene.playAgainRequested.disconnect()
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "net"):
            self.setWindowTitle(self.tr("Manni — playing with friends"))
            self.undo_action.setToolTip(self.tr("Undo is off in games with friends"))

    def _turn_changed(self, table: object) -> None:
        super()._turn_changed(table)  # type: ignore[arg-type]
        self.undo_action.setEnabled(False)

    def undo(self) -> None:
        self.controller.undo()

    def review_last_hand(self) -> None:
        self.scene.show_message(self.tr("Review is not available in games with friends."))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        super().closeEvent(event)
        self.left.emit()

    def _finished(self, record: dict[str, object]) -> None:
        """Keep the host's record of the game, as every machine at the table does."""
        folder = data_dir() / "records"
        try:
            ensure_folder(folder)
            path = folder / f"friends-{time.strftime('%Y%m%d-%H%M%S')}.json"
            write_json_atomic(path, record)
            self.record_path = str(path)
        except (storage.StorageError, OSError) as exc:
            self.show_storage_problem(self.tr("The game's record was not saved"), str(exc))

    def _host_left(self, reason: str) -> None:
        """The host closed the table (or the connection was lost): say so;
        the game is kept at the host, and this window stops taking moves."""
        if reason == "host-closed":
            text = self.tr("The host closed the table. The game is kept at the host.")
        else:
            text = self.tr("The connection to the host was lost. The game is kept at the host.")
        self.host_message = text
        self.statusBar().showMessage(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Playing with friends"),
                          text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("hostLeftBox")
        box.open()
