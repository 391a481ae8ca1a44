"""Start the window: ``run()`` is what ``manni-desktop`` without a subcommand calls."""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .. import storage
from ..logs import end_the_session, watch_the_session
from ..resources import asset_path
from ..storage.atomic import remove_stale_temps, shared_folder_notice
from ..storage.errors import StorageError
from . import storage_messages
from .app_language import language_manager
from .crash_report import CrashReporter, show_last_crash
from .fonts import ensure_readable_font
from .main_window import MainWindow
from .single_instance import Answer, SingleInstance, ask_running_window
from .termination import TerminationWatch

_log = logging.getLogger(__name__)


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (created once) with the app's names, icon and language manager."""
    # Bots are pure Python on a worker thread: hand the GIL back to the GUI
    # thread every millisecond (default 5 ms) so painting is not kept waiting.
    sys.setswitchinterval(0.001)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName("Manni")
    app.setOrganizationName("Manni Desktop")
    app.setApplicationDisplayName("Manni")
    icon = asset_path("icon", "manni-desktop.svg")
    if not icon.is_file():
        icon = asset_path("icon", "manni-desktop.png")
    app.setWindowIcon(QIcon(str(icon)))
    if app.property("manni_font") is None:  # once per application
        app.setProperty("manni_font", ensure_readable_font(app))
    language_manager()
    return app


def build_window() -> MainWindow:
    """The main window with the player's settings, its texts in their language.

    The language is set before the window is built, so the first paint is
    already in the player's language (the stored choice, else the system's)."""
    settings = storage.load_settings()
    language_manager().set_language(settings.language)
    return MainWindow(settings=settings)


def already_open(folder: Path, files: list[str] | None = None) -> int:
    """A second start on a data folder in use: the running window is asked to
    come to the front; if it does not answer (still starting, or hung), the
    player is told.  Nothing is written either way."""
    paths = [str(Path(f).resolve()) for f in files or []]
    for _ in range(10):  # the first start may still be getting ready to answer
        answer = ask_running_window(folder, paths)
        if answer is Answer.ANSWERED:
            _log.warning("Manni Desktop is already open; its window was brought to the front.")
            return 0
        if answer is Answer.NO_ANSWER:  # it listens but is hung: asking again would not help
            break
        time.sleep(0.3)
    language_manager().set_language(storage.load_settings().language)  # reads only
    text = QCoreApplication.translate(
        "SingleInstance", "Manni Desktop is already open with the game folder %1. "
        "Close that window first, or switch to it.").replace("%1", str(folder))
    _log.warning("%s", text)
    QMessageBox.information(None, QApplication.applicationDisplayName(), text)
    return 0


def take_the_data_folder(instance: SingleInstance) -> bool | StorageError:
    """Lock the data folder for this window; False if another window has it.
    A folder that cannot even be made, or a lock file that cannot be opened
    or locked (a full disk, a read-only folder), is not another window: the
    window starts and is given the problem (returned) to show the player,
    never "already open"."""
    try:
        if not instance.acquire():
            return False
    except StorageError as exc:
        _log.warning("%s", exc)
        return exc
    storage.make_private(instance.folder)
    storage.make_private(storage.config_dir())
    remove_stale_temps(instance.folder)  # left by writes that a crash cut off
    return True


def shared_folder_warnings(folders: Sequence[Path]) -> list[str]:
    """The player's folders (data, settings) that other users of the computer
    may write in, each said once, at start: anyone could swap ``instance.json``
    or the saves there.  Nothing is changed in a folder that is not ours."""
    notices = (shared_folder_notice(folder) for folder in dict.fromkeys(folders))
    return [storage_messages.word_text(notice) for notice in notices if notice is not None]


class FileOpenFilter(QObject):
    """Opens the file of a ``QFileOpenEvent``: how macOS hands a double-clicked
    ``*.manni`` (Info.plist's CFBundleDocumentTypes) to a running app."""

    def __init__(self, window: MainWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                QTimer.singleShot(0, lambda: self.window.games.open_handed(path))
                return True
        return super().eventFilter(watched, event)


def run(argv: Sequence[str] | None = None,
        on_first_paint: Callable[[MainWindow], None] | None = None,
        files: Sequence[str] = (),
        on_shown: Callable[[MainWindow], None] | None = None) -> int:
    """Open the window: the unfinished game if the player wants it, else a new
    one, then ``files[0]`` if given (a double-clicked ``*.manni``); or,
    if a window is already open on this data folder, bring that one to the
    front and hand it the files.  ``on_shown`` and ``on_first_paint`` are the
    start-time probe's (manni_desktop/first_paint.py)."""
    app = application(argv)
    instance = SingleInstance(storage.data_dir())
    taken = take_the_data_folder(instance)
    if taken is False:
        return already_open(instance.folder, list(files))
    window = build_window()
    reporter = CrashReporter(window)
    reporter.install()  # an uncaught exception: logged, and said once
    if isinstance(taken, StorageError) and taken.code != "cannot_create_folder":
        # (a folder that cannot be made is said by the first save that fails)
        problem = storage_messages.describe(taken)
        QTimer.singleShot(0, window, lambda: window.show_storage_problem(
            QApplication.applicationDisplayName(), problem))
    for warning in shared_folder_warnings([instance.folder, storage.config_dir()]):
        QTimer.singleShot(0, window, lambda text=warning: window.show_storage_problem(
            QApplication.applicationDisplayName(), text))
    instance.activated.connect(window.bring_to_front)
    opener = FileOpenFilter(window, app)  # macOS: a double-clicked file comes as an event
    app.installEventFilter(opener)
    app.aboutToQuit.connect(window.end_session)  # a quit() closes no window
    app.aboutToQuit.connect(instance.release)
    if on_first_paint is not None:
        window.view.firstPainted.connect(lambda: on_first_paint(window))
    terminate = TerminationWatch(app)  # SIGTERM and co.: as Game → Quit, not a kill
    terminate.requested.connect(lambda: quit_as_asked(window))
    terminate.install()
    window.show()
    if on_shown is not None:
        on_shown(window)
    window.start_session(files)
    crashed = watch_the_session()  # the last window's hard crash, said once
    if crashed is not None:
        QTimer.singleShot(0, window, lambda: show_last_crash(window, crashed))
    # A seat at a friends' table held when the app last stopped: offered back.
    QTimer.singleShot(0, window, window.friends.offer_rejoin)
    try:
        if terminate.received:  # during the start question: the main loop never ran
            window.controller.shutdown()  # whatever the start went on to begin
            window.store.flush()
            instance.release()
            return 0
        return app.exec()
    finally:
        terminate.uninstall()
        reporter.uninstall()
        end_the_session()


def quit_as_asked(window: MainWindow) -> None:
    """A termination signal: close the window (its last autosave, the bot
    process ended, as Game → Quit) and leave every event loop.  Open dialogs
    are dismissed first, as if cancelled (a question then keeps the game):
    each holds its own event loop, and during the start question the main
    loop, which ``quit`` ends, is not running yet.  ``quit`` runs
    ``end_session`` again through ``aboutToQuit``; it does its work once."""
    dismissed: list[QDialog] = []
    while isinstance(dialog := QApplication.activeModalWidget(), QDialog) and (
            dialog not in dismissed):
        dismissed.append(dialog)
        dialog.done(QDialog.DialogCode.Rejected)
    window.close()
    QCoreApplication.quit()
