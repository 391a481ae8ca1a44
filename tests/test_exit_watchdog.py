"""A process whose helper thread never ends still exits once the window has
closed (``manni_desktop/exit_watchdog.py``), with the status it meant to
exit with; a process with no such thread exits at once, without a word."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(body: str) -> subprocess.CompletedProcess[str]:
    script = ("import sys, threading\n"
              f"sys.path.insert(0, {str(ROOT)!r})\n"
              "from manni_desktop.exit_watchdog import guard_the_exit\n" + body)
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, check=False)


def test_a_thread_that_never_ends_does_not_keep_the_process() -> None:
    done = run("threading.Thread(target=threading.Event().wait, name='stuck-pool').start()\n"
                  "sys.exit(guard_the_exit(3, grace=0.5))\n")
    assert done.returncode == 3
    assert "stuck-pool" in done.stderr and "ending the process" in done.stderr


def test_a_clean_exit_is_not_held_up() -> None:
    done = run("print('bye')\nsys.exit(guard_the_exit(0, grace=30))\n")
    # A held exit would end only when the watchdog fired, saying so on stderr.
    assert done.returncode == 0 and done.stdout == "bye\n" and done.stderr == ""
