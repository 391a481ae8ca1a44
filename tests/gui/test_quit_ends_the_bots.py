"""``QCoreApplication.quit()`` closes no window, yet the bot process must end
before the program does (``MainWindow.end_session`` on ``aboutToQuit``).

A one-file bundle deletes its unpacked files as it exits; a bot process still
alive or starting then fails on a missing file, and on Windows its error box
waits for a click nobody gives (CI's start-to-first-paint check under Wine
hung on that).  The window runs in a real second process, as the app does.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.gui.test_bot_process import running

ROOT = Path(__file__).resolve().parents[2]


def test_quit_ends_the_bot_process_before_the_program_ends(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from PySide6.QtCore import QCoreApplication, QTimer
        from manni_desktop.gui import app as gui_app
        from manni_desktop.gui.bot_worker import SHARED_PROCESS

        def painted(window):
            def quit_once_warm():
                if not SHARED_PROCESS.ready():
                    QTimer.singleShot(20, quit_once_warm)  # the warm-up comes from a timer
                    return
                print("pids", *SHARED_PROCESS.pids(), flush=True)
                QCoreApplication.quit()  # no window is closed
            quit_once_warm()

        status = gui_app.run(sys.argv[:1], on_first_paint=painted)
        print("executor", SHARED_PROCESS.executor(), flush=True)
        sys.exit(status)
    """)
    env = dict(os.environ, MANNI_DESKTOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, check=False, env=env, cwd=tmp_path)
    lines = result.stdout.splitlines()
    pids = [int(p) for line in lines if line.startswith("pids ") for p in line.split()[1:]]
    assert result.returncode == 0, result.stderr
    assert pids, result.stdout + result.stderr
    # Ended by the window, not by the interpreter's exit: nothing left to end.
    assert "executor None" in lines, result.stdout
    assert not any(running(pid) for pid in pids)
    # The last autosave was written as a close would have written it.
    assert any(tmp_path.rglob("autosave*")), sorted(p.name for p in tmp_path.rglob("*"))
