"""The start-time probe (``manni_desktop/first_paint.py``) in a real second
process: it reports the first paint on stdout and as a file, quits, and quits
even when its stdout cannot be written (CI's Windows check under Wine waited
300 s on a start that never reported)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from manni_desktop.first_paint import MARKER_FILE, PROBE_VARIABLE, STACKS_FILE, Probe


def start(home: Path, stdout: int) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MANNI_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env[PROBE_VARIABLE] = "1"
    return subprocess.run([sys.executable, "-m", "manni_desktop"], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, env=env, timeout=120,
                          check=False, cwd=home)


def test_reports_the_first_paint_and_quits(tmp_path: Path) -> None:
    done = start(tmp_path, subprocess.PIPE)
    assert done.returncode == 0, done.stderr
    assert "first paint" in done.stdout.splitlines()
    assert (tmp_path / "data" / MARKER_FILE).read_text(encoding="utf-8") == "first paint\n"
    assert (tmp_path / "data" / STACKS_FILE).read_text(encoding="utf-8") == ""  # not stuck


def test_quits_and_says_so_in_a_file_when_stdout_cannot_be_written(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # every write to stdout fails (broken pipe)
    try:
        done = start(tmp_path, write_end)  # the timeout would raise if it never quit
    finally:
        os.close(write_end)
    assert (tmp_path / "data" / MARKER_FILE).is_file(), done.stderr
    assert "BrokenPipeError" in (tmp_path / "data" / STACKS_FILE).read_text(encoding="utf-8")


def test_a_window_not_painted_in_time_has_its_state_written(qtbot: QtBot, tmp_path: Path) -> None:
    """The state written when no paint came: a window never shown is neither
    visible nor exposed, and the file says so; a painted one writes nothing."""
    never_shown, painted = QWidget(), QWidget()
    qtbot.addWidget(never_shown)
    qtbot.addWidget(painted)
    late = Probe(tmp_path / "late", unpainted_seconds=0.05)
    late.shown(never_shown)
    on_time = Probe(tmp_path / "on-time", unpainted_seconds=0.05)
    on_time.shown(painted)
    on_time.done = True  # as painted() sets it, without its quit
    stacks = tmp_path / "late" / STACKS_FILE
    qtbot.waitUntil(lambda: "focus window" in stacks.read_text(encoding="utf-8"))
    text = stacks.read_text(encoding="utf-8")
    assert "not painted 0.05 s after show()" in text
    assert "visible: False" in text
    assert "exposed: no handle" in text or "exposed: False" in text
    assert "platform: offscreen" in text
    qtbot.wait(200)
    assert (tmp_path / "on-time" / STACKS_FILE).read_text(encoding="utf-8") == ""
