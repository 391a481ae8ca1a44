"""The start-time probe: with ``MANNI_DESKTOP_QUIT_ON_FIRST_PAINT=1`` the window
reports its first paint and quits (benchmarks/bundle.py times it; CI starts
the Windows portable ``.exe`` under Wine with it).

The report goes two ways: ``first paint`` on standard output, and a
``first-paint`` file in the data folder, because a windowed Windows program's
standard output is not always there to write to.  The quit is set up before
either is tried, so a failed report cannot leave the window open; and if the
start has still not quit after ``STUCK_SECONDS``, every thread's stack is
written to ``first-paint-stacks.txt`` in the data folder (the caller shows it).
Before that, at ``UNPAINTED_SECONDS`` after the window was shown, the same
file gets the window's state as Qt sees it (visible, exposed, geometry,
screens): CI's start under Wine has, now and then, sat idle in the event loop
with the window never painted, and the stacks alone cannot tell whether the
window was ever exposed.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import traceback
from pathlib import Path
from typing import TextIO

from . import storage

PROBE_VARIABLE = "MANNI_DESKTOP_QUIT_ON_FIRST_PAINT"
MARKER_FILE = "first-paint"
STACKS_FILE = "first-paint-stacks.txt"
STUCK_SECONDS = 60
UNPAINTED_SECONDS = 30


class Probe:
    """What the window calls when shown and when first painted."""

    def __init__(self, folder: Path, unpainted_seconds: float = UNPAINTED_SECONDS) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.unpainted_seconds = unpainted_seconds
        self.stacks = open(folder / STACKS_FILE, "w", encoding="utf-8")  # noqa: SIM115
        self.done = False

    def shown(self, window: object) -> None:
        """Write the window's state if it has not painted ``unpainted_seconds`` on."""
        from PySide6.QtCore import QTimer

        def still_unpainted() -> None:
            if not self.done:
                _note(self.stacks, f"not painted {self.unpainted_seconds:g} s after show():\n"
                      + window_state(window) + "\n")

        QTimer.singleShot(round(self.unpainted_seconds * 1000), still_unpainted)

    def painted(self, window: object) -> None:
        self.done = True
        _quit_soon(window)
        try:
            (self.folder / MARKER_FILE).write_text("first paint\n", encoding="utf-8")
            if sys.stdout is not None:
                print("first paint", flush=True)
        except (OSError, ValueError):  # no usable stdout: the file says it
            _note(self.stacks, traceback.format_exc())


def probe() -> Probe | None:
    """The window's probe when it is asked for, else None."""
    if not os.environ.get(PROBE_VARIABLE):
        return None
    watch = Probe(storage.data_dir())
    faulthandler.dump_traceback_later(STUCK_SECONDS, repeat=True, file=watch.stacks)
    return watch


def window_state(window: object) -> str:
    """The top-level window as Qt sees it, one fact a line."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QWidget

    app = QGuiApplication.instance()
    lines = [f"platform: {QGuiApplication.platformName() if app else '(no application)'}"]
    if isinstance(window, QWidget):
        handle = window.windowHandle()
        lines += [
            f"visible: {window.isVisible()}, minimized: {window.isMinimized()}, "
            f"window state: {window.windowState()}",
            f"geometry: {window.geometry().getRect()}, "
            f"native handle: {handle is not None}, "
            f"exposed: {handle.isExposed() if handle is not None else 'no handle'}",
        ]
    screens = QGuiApplication.screens() if app else []
    lines.append("screens: " + (", ".join(str(s.geometry().getRect()) for s in screens)
                                or "none"))
    focus = QGuiApplication.focusWindow() if app else None
    lines.append(f"focus window: {focus.title() if focus is not None else 'none'}")
    return "\n".join(lines)


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
