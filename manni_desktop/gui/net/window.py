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

The status line says what the table is waiting for when no one's turn is
the answer: seated before the host's Start, rejoining after a lost
connection, and the table closed by its host (the window then offers to
leave, and stops taking moves).  Closing a hosting window while friends
sit at the table asks first: they are disconnected.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from ... import storage
from ...net.client import Lobby, Notice, Seated
from ...storage.atomic import ensure_folder, write_json_atomic
from ...storage.paths import data_dir
from ..main_window import MainWindow
from .controller import NetController
from .notices import notice_text, plate_note


class NetWindow(MainWindow):
    """A window that draws one seat of a network table."""

    left = Signal()  # the window closed: it left the table

    def __init__(self, controller: NetController,
                 settings: storage.Settings | None = None) -> None:
        super().__init__(controller, settings)
        self.net = controller
        self.record_path: str | None = None
        self.host_message = ""
        self.table_name = ""
        self.host_name = ""
        # Set by the hosting window's menu: whom closing this window disconnects
        # (``None``: a friend's window, whose close only leaves the table).
        self.friends_seated: Callable[[], list[str]] | None = None
        self.close_confirmed = False  # the host answered "Close the table" (or the app quits)
        self.quitting = False  # the app quits with this window: it does not leave the table
        self.close_box: QMessageBox | None = None
        self.host_left_box: QMessageBox | None = None
        self.seat_notes: dict[int, str] = {}  # seat -> notice code ("seat-away", "stand-in")
        self.notices: list[str] = []  # every notice said, in order
        self.save_box: QMessageBox | None = None
        self.back_box: QMessageBox | None = None
        self.store.detach()  # the host autosaves the table; nothing here to save
        controller.revealed.connect(self.scene.take_tokens)
        controller.finished.connect(self._finished)
        controller.hostLeft.connect(self._host_left)
        controller.joined.connect(self._seated)
        controller.rejoined.connect(self._seated)
        controller.lobbyChanged.connect(self._lobby_changed)
        controller.noticed.connect(self.show_notice)
        controller.hintsOff.connect(self._hints_off)
        controller.tableChanged.connect(self._say_waiting)
        controller.rejoining.connect(self._say_waiting)
        controller.rejoined.connect(lambda _seated: self.statusBar().showMessage(
            self.tr("Back at the table."), 5000))
        for action in (self.new_action, self.open_action, self.save_as_action,
                       self.export_action, self.review_action, self.guide_action):
            action.setEnabled(False)
        self.undo_action.setEnabled(False)
        self.friends.menu.menuAction().setVisible(False)  # one table per window
        self.scene.playAgainRequested.disconnect()
        # Play again and New game… are not this window's to do: the host
        # hosts a new table from its main window (the end says so)
        self.scene.withheld = {"again", "new"}
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "net"):
            # The app's name follows by itself on most desktops ("… — Manni").
            self.setWindowTitle(
                self.tr("Playing with friends at %1").replace("%1", self.table_name)
                if self.table_name else self.tr("Playing with friends"))
            self.undo_action.setToolTip(self.tr("Undo is off in games with friends"))
            if not self.net.hints_allowed():
                self.hint_action.setToolTip(
                    self.tr("The host has not allowed hints at this table."))
            self._say_waiting()

    # -- what the table waits for --------------------------------------------------------

    def _seated(self, seated: Seated) -> None:
        info = self.net.client.client.table_info
        self.table_name = str(info.get("name") or "")[:40]
        if seated.seats:
            self.host_name = seated.seats[0].name
        self.retranslate()

    def _lobby_changed(self, lobby: Lobby) -> None:
        if lobby.seats and lobby.seats[0].name != self.host_name:
            self.host_name = lobby.seats[0].name
            self._say_waiting()
        # a friend's seat no one is connected to is away (a notice may say
        # more); a seat given to a computer player in the lobby is no one's
        for seat, info in enumerate(lobby.seats):
            if info.kind == "remote" and seat not in lobby.connected:
                self.seat_notes.setdefault(seat, "seat-away")
            elif seat in lobby.connected or info.kind != "remote":
                self.seat_notes.pop(seat, None)
        self._show_seat_notes()

    # -- notices: what happens to the seats, and the host's saves ----------------------

    def show_notice(self, notice: Notice) -> None:
        """Say a notice once (status line, a note over the table) and keep a
        seat's state on its plate until it changes."""
        if self.host_message:
            return  # the table is closed: nothing happens at it any more
        if notice.code == "stand-in" or (notice.code == "seat-away"
                                         and self.seat_notes.get(notice.seat) != "stand-in"):
            self.seat_notes[notice.seat] = notice.code  # (a computer standing in stays)
        elif notice.code == "seat-back":
            self.seat_notes.pop(notice.seat, None)
            if notice.seat == self.net.seat and self.back_box is not None:
                self.back_box.done(0)  # back already (a move of ours did it)
        self._show_seat_notes()
        text = notice_text(notice, self.net.seat)
        if not text:
            return
        self.notices.append(text)
        if notice.code == "save-failed":
            self.statusBar().showMessage(text)  # until the saves work again
            if self.save_box is None:  # said once, not at every move
                self.save_box = QMessageBox(QMessageBox.Icon.Warning,
                                            self.tr("Playing with friends"), text,
                                            QMessageBox.StandardButton.Ok, self)
                self.save_box.setObjectName("saveFailedBox")
                self.save_box.open()
            return
        if notice.code == "save-ok":
            self.save_box = None
        self.statusBar().showMessage(text, 12000)
        self.scene.show_message(text, error=False)
        if notice.code == "stand-in" and notice.seat == self.net.seat:
            self.offer_seat_back(text)

    def offer_seat_back(self, text: str) -> QMessageBox:
        """A computer player plays for this seat (its turn went unanswered):
        one click takes the seat back."""
        if self.back_box is not None and self.back_box.isVisible():
            return self.back_box
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Playing with friends"),
                          text, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("seatBackBox")
        back = box.addButton(self.tr("&Take my seat back"), QMessageBox.ButtonRole.AcceptRole)
        back.setObjectName("takeSeatBack")
        box.finished.connect(lambda: self.net.take_back() if box.clickedButton() is back
                             else None)
        self.back_box = box
        box.open()
        return box

    def show_host_notice(self, notice: Notice) -> None:
        """A notice for the hosting window only (its saves); the seats'
        notices reach it as they reach every seat, through its connection."""
        if notice.code in ("save-failed", "save-ok"):
            self.show_notice(notice)

    def _show_seat_notes(self) -> None:
        self.scene.set_seat_notes({seat: plate_note(code) for seat, code
                                   in self.seat_notes.items() if seat != self.net.seat})

    def waiting_text(self) -> str:
        """What the status line says instead of whose turn it is ("" for nothing)."""
        if self.host_message:
            return self.host_message
        if self.net.reconnecting:
            return self.tr("The connection to the host was lost. Rejoining…")
        if self.net.seat is None or self.net.has_game():
            return ""
        if self.friends_seated is not None:  # the host's own window
            return self.tr("Your table “%1”: start the game once every seat"
                           " is taken.").replace("%1", self.table_name)
        return (self.tr("Seated at “%1”: waiting for %2 to start the game.")
                .replace("%1", self.table_name).replace("%2", self.host_name))

    def _say_waiting(self, *_args: object) -> None:
        self.scene.set_status_override(self.waiting_text())
        self._update_turn_label()

    def _update_turn_label(self) -> None:
        if not hasattr(self, "net") or not self.waiting_text():
            super()._update_turn_label()
            return
        text = self.scene.status_text()
        self.turn_label.setText(text)
        self.turn_label.setAccessibleName(text)

    def _hints_off(self) -> None:
        """Hint greyed out, its tooltip and the status line saying why."""
        text = self.tr("The host has not allowed hints at this table.")
        self.hint_action.setEnabled(False)
        self.hint_action.setToolTip(text)
        self.statusBar().showMessage(text, 8000)

    def _turn_changed(self, table: object) -> None:
        super()._turn_changed(table)  # type: ignore[arg-type]
        self.undo_action.setEnabled(False)

    def undo(self) -> None:
        self.controller.undo()

    def review_last_hand(self) -> None:
        self.scene.show_message(self.tr("Review is not available in games with friends."))

    # -- leaving -------------------------------------------------------------------------

    def seated_friends(self) -> list[str]:
        """The friends a hosting window's close would disconnect (none for a friend's)."""
        return self.friends_seated() if self.friends_seated is not None else []

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        friends = [] if self.close_confirmed else self.seated_friends()
        if friends:
            event.ignore()
            self.ask_to_close(friends)
            return
        super().closeEvent(event)
        self.left.emit()

    def name_list(self, names: list[str]) -> str:
        """``names`` as a sentence lists them: "Sigga and Jon", "A, B and C"."""
        if len(names) < 2:
            return "".join(names)
        return (self.tr("%1 and %2", "a list of names: all but the last, and the last")
                .replace("%1", ", ".join(names[:-1])).replace("%2", names[-1]))

    def ask_to_close(self, friends: list[str]) -> QMessageBox:
        """Close the table? The friends seated at it are disconnected."""
        if self.close_box is not None and self.close_box.isVisible():
            return self.close_box
        text = (self.tr("Close the table? %1 will be disconnected. The game is kept and"
                        " can be resumed with the same code.", "", len(friends))
                .replace("%1", self.name_list(friends)))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Close the table"), text,
                          QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("closeTableBox")
        close = box.addButton(self.tr("&Close the table"), QMessageBox.ButtonRole.AcceptRole)
        close.setObjectName("closeTable")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def answered() -> None:
            if box.clickedButton() is close:
                self.close_confirmed = True
                self.close()

        box.finished.connect(answered)
        self.close_box = box
        box.open()
        return box

    def _finished(self, record: dict[str, object]) -> None:
        """Keep the host's record of the game, as every machine at the table
        does, and say what comes next (the end panel has no Play again here)."""
        self.statusBar().showMessage(self.over_text())
        folder = data_dir() / "records"
        try:
            ensure_folder(folder)
            path = folder / f"friends-{time.strftime('%Y%m%d-%H%M%S')}.json"
            write_json_atomic(path, record)
            self.record_path = str(path)
        except (storage.StorageError, OSError) as exc:
            self.show_storage_problem(self.tr("The game's record was not saved"), str(exc))

    def over_text(self) -> str:
        """What follows a friends' game: a new table, from the main window."""
        if self.friends_seated is not None:  # the host's own window
            return self.tr("The game is over. To play again, host a new table from the main"
                           " window: Game → Play with friends → Host a table…")
        return self.tr("The game is over. To play again, ask the host to host a new table,"
                       " then join it: Game → Play with friends → Join…")

    def _host_left(self, reason: str) -> None:
        """The host closed the table (or the connection was lost): say so, on
        the status line for as long as the window stays, and offer to leave;
        the game is kept at the host, and this window stops taking moves."""
        if reason == "host-closed":
            text = self.tr("The host closed the table. The game is kept at the host.")
        elif reason == "replaced":
            text = self.tr("Your seat was taken by another window with this seat's key"
                           " (Manni started twice?). This window has left the table.")
        else:
            text = self.tr("The connection to the host was lost. The game is kept at the host.")
        self.host_message = text
        # what the seats were doing is over: no "Away" plate, no note of the
        # host's own leaving (its connection closes just before its bye)
        self.seat_notes.clear()
        self._show_seat_notes()
        self.scene.decor.hide_toast()
        self._say_waiting()
        self.statusBar().showMessage(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Playing with friends"),
                          text, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("hostLeftBox")
        leave = box.addButton(self.tr("&Leave the table"), QMessageBox.ButtonRole.AcceptRole)
        leave.setObjectName("leaveTable")
        stay = box.addButton(self.tr("&Stay and look"), QMessageBox.ButtonRole.RejectRole)
        stay.setObjectName("stayAtTable")
        box.setDefaultButton(leave)
        box.finished.connect(lambda: self.close() if box.clickedButton() is leave else None)
        self.host_left_box = box
        box.open()
