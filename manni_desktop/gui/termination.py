"""SIGTERM, SIGINT and SIGHUP end the window as Game → Quit does (POSIX).

Python's default for SIGTERM ends the process on the spot: no last autosave,
and the bot pool's semaphores left to ``multiprocessing``'s resource tracker,
which printed "There appear to be 5 leaked semaphore objects to clean up at
shutdown".  A Python handler alone would only run when Python code next
runs, which Qt's event loop may not do for a long time; so the signal's
number is written to a socket (``signal.set_wakeup_fd``) that a
``QSocketNotifier`` watches, and ``requested`` is emitted from the event
loop, where closing the window is safe.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP")
                if hasattr(signal, name))


def _note(_number: int, _frame: FrameType | None) -> None:
    """The Python-level handler: nothing to do here (the notifier acts)."""


class TerminationWatch(QObject):
    """While installed, a termination signal emits ``requested`` in the GUI
    thread instead of ending the process; ``received`` says one came (a
    signal during the start question, before the main event loop runs)."""

    requested = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.received = False
        self._reader: socket.socket | None = None
        self._writer: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._previous: dict[int, object] = {}
        self._previous_fd = -1

    def install(self) -> bool:
        """Take over the signals (from the main thread only); False where
        that cannot be done (Windows, or not the main thread)."""
        if os.name != "posix" or self._reader is not None:
            return False
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        try:
            self._previous_fd = signal.set_wakeup_fd(writer.fileno())
            for number in SIGNALS:
                self._previous[number] = signal.signal(number, _note)
        except ValueError:  # not the main thread
            reader.close()
            writer.close()
            return False
        self._reader, self._writer = reader, writer
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        return True

    def uninstall(self) -> None:
        """Give the signals back to what handled them before."""
        if self._reader is None:
            return
        for number, previous in self._previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(number, previous)  # type: ignore[arg-type]
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._previous_fd)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
        self._reader.close()
        if self._writer is not None:
            self._writer.close()
        self._reader = self._writer = self._notifier = None

    def _woken(self) -> None:
        reader = self._reader
        if reader is None:
            return
        try:
            numbers = reader.recv(64)
        except OSError:
            return
        if any(number in SIGNALS for number in numbers) and not self.received:
            self.received = True
            self.requested.emit()
