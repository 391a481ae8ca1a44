"""The player's files: the window's part behind Save as…, Open…, Export
record…, Watch a record… and Statistics…, and what the player is told when the
autosave or the statistics cannot be written.  A bad file never changes the
game being played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ... import storage
from ...storage.saves import SAVE_SUFFIX
from ...storage.stats import GameEntry as StatsEntry
from ...storage.stats import in_progress_entry
from .. import storage_messages
from ..dialogs.statistics import StatisticsDialog
from ..file_filters import RECORD_SUFFIX, open_filter, record_filter, save_filter
from ..file_loader import Cancelled, load_off_thread, read_game_file
from ..viewer import RecordViewer, choose_record, read_record_steps

if TYPE_CHECKING:
    from ..main_window import MainWindow


class FileActions(QObject):
    """Save as…, Open…, Export record…, Watch a record…, Statistics…; a problem
    is shown through the window's ``show_storage_problem`` (tests replace it)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._counting_told: str | None = None  # the last reason shown in a box

    def folder(self) -> str:
        return str(Path.home())

    def suggested_file_name(self, suffix: str) -> str:
        """The file dialog's proposal: the game's name and the day and time,
        in the folder used last ("Hornafjarðar Manni 2026-12-01 0910.manni")."""
        c = self._window.controller
        name = self._window.games.session_title(c.session) if c.has_game() else ""
        stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd HHmm")
        safe = "".join(ch for ch in f"{name} {stamp}".strip() if ch not in '<>:"/\\|?*')
        return str(Path(self.folder()) / f"{safe}{suffix}")

    def save_game_as(self) -> bool:
        w = self._window
        if not w.controller.has_game():
            return False
        path, _ = QFileDialog.getSaveFileName(
            w, QCoreApplication.translate("MainWindow", "Save game"),
            self.suggested_file_name(SAVE_SUFFIX), save_filter())
        if not path:
            return False
        try:
            written = storage.save_game_as(path, w.controller.session,
                                           w.games.window_state())
        except storage.StorageError as exc:
            w.show_storage_problem(QCoreApplication.translate("MainWindow", "Save game"),
                                   storage_messages.describe(exc))
            return False
        w.statusBar().showMessage(QCoreApplication.translate(
            "MainWindow", "Saved as %1").replace("%1", str(written)), 6000)
        return True

    def open_game_file(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(
            self._window, QCoreApplication.translate("MainWindow", "Open game"), self.folder(),
            open_filter())
        if not path:
            return False
        return self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a saved game or a game record; a bad file leaves the game as it was.
        The file is read and checked on a worker thread (a large one takes
        seconds), the window painting meanwhile.  A file handed over while
        this one is read or its question is up waits for them
        (``GameStarter.deciding``)."""
        with self._window.games.deciding():
            return self._open_path(path)

    def _open_path(self, path: str) -> bool:
        w = self._window
        label = QCoreApplication.translate("MainWindow", "Opening %1…").replace(
            "%1", Path(path).name)
        try:
            saved = load_off_thread(w, lambda: read_game_file(path), label)
        except Cancelled:
            return False
        except storage.StorageError as exc:
            w.show_storage_problem(
                QCoreApplication.translate("MainWindow", "Open game"),
                QCoreApplication.translate(
                    "MainWindow", "This file cannot be opened as a Manni game.") + "\n\n"
                + storage_messages.describe(exc))
            return False
        if not w.games.confirm_discard(QCoreApplication.translate("MainWindow", "Open game")):
            return False
        w.games.restore(saved, opened=True)
        return True

    def export_record(self) -> bool:
        w = self._window
        if not w.controller.has_game():
            return False
        path, _ = QFileDialog.getSaveFileName(
            w, QCoreApplication.translate("MainWindow", "Export record"),
            self.suggested_file_name(RECORD_SUFFIX), record_filter())
        if not path:
            return False
        try:
            written = storage.export_record(path, w.controller.session)
        except storage.StorageError as exc:
            w.show_storage_problem(QCoreApplication.translate("MainWindow", "Export record"),
                                   storage_messages.describe(exc))
            return False
        w.statusBar().showMessage(QCoreApplication.translate(
            "MainWindow", "Record written to %1").replace("%1", str(written)), 6000)
        return True

    def watch_record(self) -> RecordViewer | None:
        """Game → Watch a record…: choose a file, then watch it."""
        return self._window.open_record_viewer(choose_record(self._window, self.folder()))

    def open_record_viewer(self, path: str) -> RecordViewer | None:
        """Watch the game in ``path`` in a record viewer (every card face up,
        step by step); a bad file is said as Open… says it and nothing changes.
        Its "Review this hand" opens ``review_hand`` for the hand and seat shown."""
        if not path:
            return None
        w = self._window
        try:
            steps = load_off_thread(
                w, lambda: read_record_steps(path),
                QCoreApplication.translate("MainWindow", "Opening %1…").replace(
                    "%1", Path(path).name))
        except Cancelled:
            return None
        except storage.StorageError as exc:
            w.show_storage_problem(
                QCoreApplication.translate("MainWindow", "Watch a record"),
                QCoreApplication.translate(
                    "MainWindow", "This file cannot be opened as a Manni game.") + "\n\n"
                + storage_messages.describe(exc))
            return None
        viewer = RecordViewer(steps, Path(path).name, w.review_hand, w.renderer, w)
        viewer.show()
        return viewer

    def statistics_dialog(self) -> StatisticsDialog | None:
        """The statistics, or None (and the reason shown) when a newer version
        wrote them: they are not read, shown or reset by this one."""
        w = self._window
        try:
            stats, message = storage.load_statistics()
        except storage.NewerSchemaError as exc:
            w.show_storage_problem(QCoreApplication.translate("MainWindow", "Statistics"),
                                   storage_messages.describe(exc))
            return None
        if message:
            w.show_storage_problem(QCoreApplication.translate("MainWindow", "Statistics"),
                                   storage_messages.word_text(message))
        shown = stats.with_game_in_progress(self._game_in_progress())
        return StatisticsDialog(shown, reset=storage.reset_statistics, parent=w)

    def _game_in_progress(self) -> StatsEntry | None:
        """The game on the table as the statistics would count it now (its
        finished hands or deals), if it is the player's and not over: a
        game stopped at deal 10 shows its ten deals, not nothing."""
        c = self._window.controller
        levels = c.levels  # none at a friends' table: that game is the host's
        if not c.has_game() or not levels or levels[0] is not None:
            return None  # a bot in the player's seat (selftest), or a friends' table
        session = c.session
        return in_progress_entry(session.game_copy(), [str(v) for v in session.levels[1:]],
                                 first_hand=session.first_hand)

    def show_statistics(self) -> None:
        dialog = self._window.statistics_dialog()
        if dialog is not None:
            dialog.exec()

    def statistics_failed(self, message: str, final: bool) -> None:
        """A finished game could not be counted: said in the status bar while
        it is tried again, then in a box (the game stays in the autosave and is
        counted at the next start if the file can be written then); the same
        reason again (a newer version's statistics) only in the status bar."""
        w = self._window
        if not final:
            w.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "The statistics could not be written (%1); trying again…"
            ).replace("%1", message), 8000)
            return
        text = QCoreApplication.translate(
            "MainWindow", "The game could not be counted in the statistics: %1").replace(
            "%1", message)
        w.statusBar().showMessage(text, 10000)
        if message == self._counting_told:
            return  # the same reason (a newer version's file): a box after every game nagged
        self._counting_told = message
        box = QMessageBox(QMessageBox.Icon.Warning,
                          QCoreApplication.translate("MainWindow", "Statistics"), text,
                          QMessageBox.StandardButton.Ok, w)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def statistics_notice(self, message: str) -> None:
        """The game was counted, but the statistics file was damaged: said
        once, in a box that does not stop the game (the damaged file was set
        aside, the message says where, and the next game writes normally)."""
        w = self._window
        w.statusBar().showMessage(message, 10000)
        box = QMessageBox(QMessageBox.Icon.Warning,
                          QCoreApplication.translate("MainWindow", "Statistics"), message,
                          QMessageBox.StandardButton.Ok, w)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def storage_failed(self, message: str, first: bool) -> None:
        w = self._window
        text = QCoreApplication.translate(
            "MainWindow", "The game could not be saved: %1").replace("%1", message)
        w.statusBar().showMessage(text, 10000)
        if first:
            box = QMessageBox(QMessageBox.Icon.Warning,
                              QCoreApplication.translate("MainWindow", "Saved game"), text,
                              QMessageBox.StandardButton.Ok, w)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # not modal to the game: play goes on, the last good save stays
