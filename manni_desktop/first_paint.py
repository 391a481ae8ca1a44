"""The start-time probe: with ``MANNI_DESKTOP_QUIT_ON_FIRST_PAINT=1`` the window
reports its first paint and quits (benchmarks/bundle.py times it; CI starts
the Windows portable ``.exe`` under Wine with it).

The report goes two ways: ``first paint`` on standard output, and a
``first-paint`` file in the data folder, because a windowed Windows program's
standard output is not always there to write to.  The quit is set up before
either is tried, so a failed report cannot leave the window open; and if the
start has still not quit after ``STUCK_SECONDS``, every thread's stack is
written to ``first-paint-stacks.txt`` in the data folder (the caller shows it).
"""

from __future__ import annotations

import faulthandler
import os
import sys
import traceback
from collections.abc import Callable
from typing import TextIO

from . import storage

PROBE_VARIABLE = "MANNI_DESKTOP_QUIT_ON_FIRST_PAINT"
MARKER_FILE = "first-paint"
STACKS_FILE = "first-paint-stacks.txt"
STUCK_SECONDS = 60


def probe() -> Callable[[object], None] | None:
    """The window's first-paint callback when the probe is asked for, else None."""
    if not os.environ.get(PROBE_VARIABLE):
        return None
    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stacks = open(folder / STACKS_FILE, "w", encoding="utf-8")  # noqa: SIM115 - open till exit
    faulthandler.dump_traceback_later(STUCK_SECONDS, repeat=True, file=stacks)

    def painted(window: object) -> None:
        _quit_soon(window)
        try:
            (folder / MARKER_FILE).write_text("first paint\n", encoding="utf-8")
            if sys.stdout is not None:
                print("first paint", flush=True)
        except (OSError, ValueError):  # no usable stdout: the file says it
            _note(stacks, traceback.format_exc())

    return painted


def _quit_soon(window: object) -> None:
    """Leave 20 ms from now, and again every 20 ms until it takes: a question
    asked at start (continue the saved game?) runs its own event loop, where
    quit() does nothing, so it is closed first; then the window, as a player
    closes it (its closeEvent ends the bot process), then the application."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    def leave() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            modal.close()
        if isinstance(window, QWidget):
            window.close()
        QCoreApplication.quit()

    timer = QTimer(QCoreApplication.instance())
    timer.timeout.connect(leave)
    timer.start(20)


def _note(stream: TextIO, text: str) -> None:
    stream.write(text)
    stream.flush()
