"""Run by test_window_fits_the_screen.py in a process of its own, on a real X
display: the app starts as a player starts it, and once the window manager has
framed the window and its size has settled, one JSON line says where the frame
lies and what the screen leaves free; then the app quits.

The app is given a settled window (one whose frame and size stayed the same
over a few checks) before it is measured: the window manager answers a move or
resize asynchronously."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QMargins, QTimer  # noqa: E402

from manni_desktop.gui import app  # noqa: E402
from manni_desktop.gui.main_window import MainWindow  # noqa: E402
from manni_desktop.gui.window import screen_fit  # noqa: E402

SAME_CHECKS = 5  # checks 100 ms apart that must see the same frame
LAST_CHECK = 150  # give up (and report what is there) after 15 s


def state(window: MainWindow) -> dict[str, object]:
    screen = window.screen()
    return {
        "frame": window.frameGeometry().getRect(),
        "inner": window.geometry().getRect(),
        "available": screen.availableGeometry().getRect(),
        "screen": screen.geometry().getRect(),
        "ratio": screen.devicePixelRatio(),
        "maximized": window.isMaximized(),
    }


def watch(window: MainWindow) -> None:
    seen: list[dict[str, object]] = []

    def check() -> None:
        framed = window.frameGeometry() != window.geometry()
        seen.append(state(window))
        settled = len(seen) >= SAME_CHECKS and all(s == seen[-1] for s in seen[-SAME_CHECKS:])
        if (framed and settled) or len(seen) >= LAST_CHECK:
            print(json.dumps(dict(seen[-1], framed=framed)), flush=True)
            timer.stop()
            window.close()
            QCoreApplication.quit()

    timer = QTimer(window)
    timer.timeout.connect(check)
    timer.start(100)


if __name__ == "__main__":
    if "--no-frame-guess" in sys.argv:  # only the check of the real frame can fit it
        sys.argv.remove("--no-frame-guess")
        screen_fit.GUESSED_FRAME = QMargins()
    sys.exit(app.run(sys.argv, on_shown=watch))
