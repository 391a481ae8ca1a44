"""An uncaught exception in the window: into the log, and one message to the player.

Why: an exception raised in a slot ends only that slot (Qt's event loop goes
on), so the game can usually go on; but in a bundle without a console it
left no trace at all.  ``install`` makes ``sys.excepthook`` (what PySide6
calls for an exception a slot let through) and ``threading.excepthook`` log
it with its stack (``manni_desktop.logs``), and the window shows one message
that names the log file, the details to copy, and a button that opens the
log folder.  While that message is open, further exceptions are only logged.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from ..logs import log_dir, log_exception, log_file, log_uncaught_threads


def open_log_folder(parent: QWidget | None = None) -> bool:
    """Open the log folder in the desktop's file manager (made if missing);
    where nothing opens it (no file manager, ``openUrl`` says False) the
    folder's path is shown in a message the player can copy from."""
    folder = log_dir()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    if folder.is_dir() and open_url(QUrl.fromLocalFile(str(folder))):
        return True
    translate = QCoreApplication.translate
    box = QMessageBox(
        QMessageBox.Icon.Information, translate("CrashReport", "Log folder"),
        translate("CrashReport", "The log folder could not be opened here. It is:")
        + "\n" + str(folder), parent=parent)
    box.setObjectName("logFolderPath")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return False


def show_last_crash(parent: QWidget, crash: Path) -> QMessageBox:
    """Said once at the start after a hard crash (``logs.watch_the_session``)."""
    translate = QCoreApplication.translate
    box = QMessageBox(
        QMessageBox.Icon.Information, translate("CrashReport", "The last session"),
        translate("CrashReport", "The last session ended unexpectedly; the details are "
                  "in %1. If it happens again, please send that file with your report.")
        .replace("%1", str(crash)), parent=parent)
    box.setObjectName("lastCrash")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    open_button = box.addButton(translate("CrashReport", "Open the log &folder"),
                                QMessageBox.ButtonRole.ActionRole)
    open_button.clicked.connect(lambda: open_log_folder(parent))
    box.addButton(QMessageBox.StandardButton.Close)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


open_url = QDesktopServices.openUrl  # the desktop's file manager (tests put another here)


class CrashReporter(QObject):
    """``sys.excepthook`` for the window's process, parented to the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.message: QMessageBox | None = None
        self.reported = 0  # exceptions logged (tests)

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.hook
        log_uncaught_threads()

    def uninstall(self) -> None:
        """The hooks as they were (``app.run`` returns: in a process that goes
        on, such as a test worker, a hook must not outlive its window)."""
        previous = getattr(self, "_previous", None)
        if previous is not None and sys.excepthook == self.hook:
            sys.excepthook, threading.excepthook = previous

    def hook(self, kind: type[BaseException], value: BaseException,
             trace: TracebackType | None) -> None:
        log_exception(kind, value, trace)
        if not shiboken6.isValid(self):  # the window is gone: the log is all
            return
        self.reported += 1
        if issubclass(kind, KeyboardInterrupt):
            return
        details = "".join(traceback.format_exception(kind, value, trace))
        # After the slot has returned: no dialog opened inside the hook.
        QTimer.singleShot(0, self, lambda: self.show_message(details))

    def show_message(self, details: str) -> QMessageBox:
        """The one message (a second exception meanwhile does not add another)."""
        if self.message is not None and self.message.isVisible():
            return self.message
        translate = QCoreApplication.translate
        box = QMessageBox(
            QMessageBox.Icon.Warning, translate("CrashReport", "Something went wrong"),
            translate("CrashReport", "Something went wrong. Your games are saved as you "
                      "play; the game goes on where it can."), parent=self.window)
        box.setObjectName("crashReport")
        box.setInformativeText(translate(
            "CrashReport", "The details are in the log file %1. If it happens again, "
            "please send that file with your report.").replace("%1", str(log_file())))
        box.setDetailedText(details)
        open_button = box.addButton(translate("CrashReport", "Open the log &folder"),
                                    QMessageBox.ButtonRole.ActionRole)
        open_button.clicked.connect(lambda: open_log_folder(self.window))
        box.addButton(QMessageBox.StandardButton.Close)
        self.message = box
        box.show()
        return box
