"""A process whose helper thread never ends still exits once the window has
closed (``manni_desktop/exit_watchdog.py``), with the status it meant to
exit with; a process with no such thread exits at once, without a word."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(body: str) -> tuple[subprocess.CompletedProcess[str], float]:
    script = ("import sys, threading\n"
              f"sys.path.insert(0, {str(ROOT)!r})\n"
              "from manni_desktop.exit_watchdog import guard_the_exit\n" + body)
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, check=False)
    return done, time.monotonic() - started


def test_a_thread_that_never_ends_does_not_keep_the_process() -> None:
    done, _ = run("threading.Thread(target=threading.Event().wait, name='stuck-pool').start()\n"
                  "sys.exit(guard_the_exit(3, grace=0.5))\n")
    assert done.returncode == 3
    assert "stuck-pool" in done.stderr and "ending the process" in done.stderr


def test_a_clean_exit_is_not_held_up() -> None:
    done, seconds = run("print('bye')\nsys.exit(guard_the_exit(0, grace=30))\n")
    assert done.returncode == 0 and done.stdout == "bye\n" and done.stderr == ""
    assert seconds < 20  # the 30 s watchdog did not hold the exit
