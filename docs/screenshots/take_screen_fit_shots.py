"""The first window on a small screen, as a new player sees it (issue 53):
the whole screen under a window manager, not only the window.

    python3 docs/screenshots/take_screen_fit_shots.py [--out DIR] [--display 140]

For each shot it starts Xvfb and openbox (a bottom margin stands for a
panel: openbox announces it in _NET_WORKAREA, as a panel's strut is), starts
the app as a player does (a fresh data folder, the language chosen in its
settings), waits until the window manager has framed the window, its size has
settled and the human is to act, and saves the whole screen:

- window-1366x768-LANG.png (en, pt, es, pl): 1366×768 with a 40 px panel,
  the most common laptop screen; the panel's strip is the black band below;
- window-800x600-en.png: 800×600.

Needs Xvfb and openbox on the PATH.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHOTS = [("1366x768", 40, code) for code in ("en", "pt", "es", "pl")] + [("800x600", 0, "en")]
OPENBOX_RC = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <margins><top>0</top><bottom>{bottom}</bottom><left>0</left><right>0</right></margins>
</openbox_config>
"""


def child(path: str) -> int:
    """In the app's process: the screen once the window has settled."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QCoreApplication, QTimer

    from manni_desktop.gui import app
    from manni_desktop.gui.main_window import MainWindow

    def watch(window: MainWindow) -> None:
        seen: list[tuple[object, ...]] = []

        def check() -> None:
            c = window.controller
            seen.append((window.frameGeometry().getRect(), window.geometry().getRect()))
            framed = window.frameGeometry() != window.geometry()
            steady = len(seen) >= 5 and len(set(seen[-5:])) == 1
            ready = c.has_game() and c.human_to_act() and window.scene.is_settled()
            if (framed and steady and ready) or len(seen) > 300:
                timer.stop()
                window.screen().grabWindow(0).save(path)
                print("saved", path, "frame", seen[-1][0],
                      "available", window.screen().availableGeometry().getRect(), flush=True)
                window.close()
                QCoreApplication.quit()

        timer = QTimer(window)
        timer.timeout.connect(check)
        timer.start(100)

    return app.run(["manni-desktop"], on_shown=watch)


def wait_for(path: Path, what: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while not path.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start")
        time.sleep(0.05)


def shot(size: str, panel: int, code: str, display: int, out: Path) -> None:
    work = Path(tempfile.mkdtemp(prefix="manni-screen-fit-"))
    server = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", f"{size}x24",
                               "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
    manager = None
    try:
        wait_for(Path(f"/tmp/.X11-unix/X{display}"), "Xvfb", server)
        rc, ready = work / "rc.xml", work / "openbox-ready"
        rc.write_text(OPENBOX_RC.format(bottom=panel), encoding="utf-8")
        env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb")
        manager = subprocess.Popen(["openbox", "--sm-disable", "--config-file", str(rc),
                                    "--startup", f"touch {ready}"], env=env,
                                   stderr=subprocess.DEVNULL)
        wait_for(ready, "openbox", manager)
        home = work / "home"
        env["MANNI_DESKTOP_HOME"] = str(home)  # a fresh player, the language chosen
        subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]);"
                        "from manni_desktop import storage;"
                        "storage.save_settings(storage.Settings(language=sys.argv[2]))",
                        str(ROOT), code], env=env, check=True)
        name = out / f"window-{size}-{code}.png"
        subprocess.run([sys.executable, __file__, "--child", str(name)], env=env, check=True,
                       timeout=120)
    finally:
        for process in (manager, server):
            if process is not None:
                process.terminate()
                process.wait(10)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    parser.add_argument("--display", type=int, default=140, help="a free X display number")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.child)
    for size, panel, code in SHOTS:
        shot(size, panel, code, args.display, Path(args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
