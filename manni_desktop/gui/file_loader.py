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
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from .. import bot_process, storage
from ..storage.messages import source_file
from ..storage.save_format import game_from_payload
from .bot_worker import SHARED_PROCESS, BotProcessUnavailable

T = TypeVar("T")

SHOW_AFTER_MS = 400
"""Shorter waits show no dialog: a normal save opens in a few milliseconds."""


VET_BYTES = 1024 * 1024
"""Files larger than this are checked in the bot process first (the longest
of 2,000 random games saves to under 0.4 MB)."""

VET_TIMEOUT = 60.0


def vetted_game_data(path: str) -> object | None:
    """A large file's data, read and checked in the bot process (padding left
    out: ``saves.read_checked_data``), so the window parses the file once,
    there, and never itself; ``StorageError`` if the file cannot be opened.
    None for a small file, or when the bot process cannot be had: the window
    then reads the file itself.  The caller checks the data again in full."""
    try:
        large = os.path.getsize(path) > VET_BYTES
    except OSError:
        large = False  # the window's own read says why
    if not large:
        return None
    try:
        answer = SHARED_PROCESS.call(bot_process.read_game_data, path).result(VET_TIMEOUT)
    except (BotProcessUnavailable, FutureTimeout, OSError, RuntimeError):
        return None
    if "problem" in answer:
        raise storage.StorageError.from_json(answer["problem"])
    data: object = answer["data"]
    return data


def read_game_file(path: str) -> storage.SavedGame:
    """``storage.open_game(path)``, for a worker thread: a large file is read
    in the bot process (``vetted_game_data``) and only its data checked here."""
    data = vetted_game_data(path)
    if data is None:
        return storage.open_game(path)
    return game_from_payload(data, source=source_file(Path(path)))


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
