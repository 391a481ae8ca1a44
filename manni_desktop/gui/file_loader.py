"""Read and check a file on a worker thread while the window keeps painting.

A game file near the size cap takes seconds to parse and replay; done on the
GUI thread that froze the window.  ``load_off_thread`` runs the reading
function on its own thread and waits in a local event loop, so the caller
keeps a plain "call, get the result" shape.  If the wait is noticeable a
modal progress dialog appears (it keeps clicks away from the table, which
must not change under the file being opened) with a Cancel button: the
result is then dropped when it arrives.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from .. import bot_process, storage
from .bot_worker import SHARED_PROCESS, BotProcessUnavailable

T = TypeVar("T")

SHOW_AFTER_MS = 400
"""Shorter waits show no dialog: a normal save opens in a few milliseconds."""


VET_BYTES = 1024 * 1024
"""Files larger than this are checked in the bot process first (the longest
of 2,000 random games saves to under 0.4 MB)."""

VET_TIMEOUT = 60.0


def vet_game_file(path: str) -> None:
    """A large file is checked in the bot process, so a file that cannot be
    opened is refused (``StorageError``) without the window's process parsing
    it.  Its verdict only ever refuses: the file may change before the window
    reads it, so what the window then reads is checked again in full.  If the
    bot process cannot be had, nothing is refused here."""
    try:
        large = os.path.getsize(path) > VET_BYTES
    except OSError:
        large = False  # the window's own read says why
    if large:
        try:
            problem = SHARED_PROCESS.call(bot_process.check_game_file, path).result(VET_TIMEOUT)
        except (BotProcessUnavailable, FutureTimeout, OSError, RuntimeError):
            problem = None
        if problem is not None:
            raise storage.StorageError.from_json(problem)


def read_game_file(path: str) -> storage.SavedGame:
    """``storage.open_game(path)``, for a worker thread, after
    ``vet_game_file``."""
    vet_game_file(path)
    return storage.open_game(path)


class Cancelled(Exception):
    """The player cancelled the wait."""


class _Outcome(QObject, Generic[T]):
    done = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.value: T | None = None
        self.error: BaseException | None = None


def load_off_thread(parent: QWidget, load: Callable[[], T], label: str) -> T:
    """``load()``'s value, computed on a worker thread; its exception is
    raised here; ``Cancelled`` if the player cancelled."""
    outcome: _Outcome[T] = _Outcome()
    loop = QEventLoop()
    outcome.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

    def work() -> None:
        try:
            outcome.value = load()
        except BaseException as exc:  # noqa: BLE001 - handed back to the GUI thread
            outcome.error = exc
        outcome.done.emit()

    thread = threading.Thread(target=work, name="manni-open", daemon=True)
    cancel_text = QCoreApplication.translate("FileLoader", "Cancel")
    progress = QProgressDialog(label, cancel_text, 0, 0, parent)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setAutoClose(False)
    progress.setAutoReset(False)
    progress.hide()  # a busy dialog (no steps) shows by this timer, not by its own
    show_later = QTimer(progress)
    show_later.setSingleShot(True)
    show_later.timeout.connect(progress.show)
    cancelled = False

    def cancel() -> None:
        nonlocal cancelled
        cancelled = True
        loop.quit()

    progress.canceled.connect(cancel)
    thread.start()
    if thread.is_alive():
        show_later.start(SHOW_AFTER_MS)
        loop.exec()
    show_later.stop()
    progress.reset()
    progress.deleteLater()
    if cancelled and thread.is_alive():
        raise Cancelled
    thread.join()
    if outcome.error is not None:
        raise outcome.error
    return outcome.value  # type: ignore[return-value]
