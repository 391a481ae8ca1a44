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

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")

SHOW_AFTER_MS = 400
"""Shorter waits show no dialog: a normal save opens in a few milliseconds."""


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
