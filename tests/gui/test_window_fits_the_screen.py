"""The window's frame lies inside the screen's available area (issue 53, M2):
a real window under Xvfb with a window manager (openbox), one app process per
screen, started as a player starts it (``screen_fit_probe.py`` reports where
the frame settled).

- 800×600, with a size and place saved on a bigger screen (a monitor
  unplugged since): the first window used to open at 1180×760, its hand and
  buttons off-screen.
- 1366×768 with a 40 px panel at the bottom (openbox's margin, which it
  announces in _NET_WORKAREA as a panel's strut is), a first start.
- The same screen, with the size and place saved before the panel was there.
- 2560×1440 at QT_SCALE_FACTOR=2: a 1280×720 screen to the window.

Skipped only when Xvfb is not installed; CI installs it and openbox."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QRect

from manni_desktop import storage

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")

PROBE = Path(__file__).with_name("screen_fit_probe.py")
# The first display number tried (set it to keep clear of displays in use).
FIRST_DISPLAY = int(os.environ.get("MANNI_TEST_FIRST_DISPLAY", "140"))
OPENBOX_RC = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <margins><top>0</top><bottom>{bottom}</bottom><left>0</left><right>0</right></margins>
</openbox_config>
"""


def free_display() -> int:
    for number in range(FIRST_DISPLAY, FIRST_DISPLAY + 60):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(
                f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise RuntimeError("no free X display number")


def wait_for(path: Path, what: str, process: subprocess.Popen[bytes]) -> None:
    """Until ``path`` exists (30 s at most: a server that never comes up fails)."""
    deadline = time.monotonic() + 30
    while not path.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start (exit code {process.poll()})")
        time.sleep(0.05)


@contextmanager
def screen(tmp_path: Path, size: str, panel: int = 0) -> Iterator[str]:
    """An X server of ``size`` with openbox on it (a bottom margin of ``panel``
    pixels); yields the DISPLAY value."""
    if shutil.which("openbox") is None:
        pytest.fail("openbox is not installed (CI's .ci/run installs it beside Xvfb)")
    number = free_display()
    display = f":{number}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    manager: subprocess.Popen[bytes] | None = None
    try:
        wait_for(Path(f"/tmp/.X11-unix/X{number}"), "Xvfb", server)
        rc, ready = tmp_path / f"rc-{number}.xml", tmp_path / f"openbox-{number}-ready"
        rc.write_text(OPENBOX_RC.format(bottom=panel), encoding="utf-8")
        manager = subprocess.Popen(
            ["openbox", "--sm-disable", "--config-file", str(rc), "--startup",
             f"touch {ready}"], env=dict(os.environ, DISPLAY=display),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(ready, "openbox", manager)
        yield display
    finally:
        for process in (manager, server):
            if process is not None:
                process.terminate()
                process.wait(10)


def saved_geometry(frame: QRect, inner: QRect, screen_width: int) -> str:
    """What ``QWidget.saveGeometry()`` (format 3.0) writes for a window with
    this frame and inside on a screen ``screen_width`` wide."""
    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    stream.setVersion(QDataStream.Version.Qt_4_0)
    stream.writeUInt32(0x1D9D0CB)
    stream.writeUInt16(3)
    stream.writeUInt16(0)
    stream << frame  # noqa: B015 - QDataStream's operator writes
    stream << inner  # noqa: B015
    stream.writeInt32(0)  # screen number
    stream.writeUInt8(0)  # maximized
    stream.writeUInt8(0)  # full screen
    stream.writeInt32(screen_width)
    stream << inner  # noqa: B015
    return bytes(data.toBase64().data()).decode("ascii")


def remember_window(frame: QRect, inner: QRect, screen_width: int) -> None:
    settings = storage.load_settings()
    settings.window_geometry = saved_geometry(frame, inner, screen_width)
    storage.save_settings(settings)


def settled_window(display: str, scale: str = "1", *options: str) -> dict[str, Any]:
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_SCALE_FACTOR=scale)
    done = subprocess.run([sys.executable, str(PROBE), *options], env=env, capture_output=True,
                          text=True, timeout=90, check=False)
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["framed"], report  # the window manager's frame was there to measure
    return report


def assert_inside(report: dict[str, Any], available: tuple[int, int, int, int]) -> None:
    assert tuple(report["available"]) == available, report  # the panel is known
    frame, area = QRect(*report["frame"]), QRect(*report["available"])
    assert area.contains(frame), f"frame {report['frame']} outside {report['available']}"


def test_800x600_with_a_size_saved_on_a_bigger_screen(tmp_path: Path) -> None:
    remember_window(QRect(100, 60, 1802, 1025), QRect(101, 80, 1800, 1000), 1920)
    with screen(tmp_path, "800x600") as display:
        report = settled_window(display)
    assert_inside(report, (0, 0, 800, 600))
    assert report["inner"][2] >= 700 and report["inner"][3] >= 500, report  # not shrunk to 2/3


def test_a_frame_bigger_than_allowed_for_is_fitted_once_it_is_known(tmp_path: Path) -> None:
    """The first size allows for a typical frame before the window manager
    has drawn one; here it allows for none, as for a window manager whose
    frame is bigger than the guess: the check after showing fits it."""
    with screen(tmp_path, "800x600") as display:
        report = settled_window(display, "1", "--no-frame-guess")
    assert_inside(report, (0, 0, 800, 600))
    frame, inner = QRect(*report["frame"]), QRect(*report["inner"])
    assert frame.height() - inner.height() >= 10  # a title bar was there to allow for


def test_1366x768_with_a_panel_first_start(tmp_path: Path) -> None:
    with screen(tmp_path, "1366x768", panel=40) as display:
        report = settled_window(display)
    assert_inside(report, (0, 0, 1366, 728))
    assert report["inner"][2] == 1180, report  # the first size's width, as before


def test_1366x768_with_a_panel_added_since_the_last_start(tmp_path: Path) -> None:
    remember_window(QRect(0, 0, 1182, 785), QRect(1, 20, 1180, 760), 1366)
    with screen(tmp_path, "1366x768", panel=40) as display:
        report = settled_window(display)
    assert_inside(report, (0, 0, 1366, 728))


def test_2560x1440_at_scale_2(tmp_path: Path) -> None:
    with screen(tmp_path, "2560x1440") as display:
        report = settled_window(display, scale="2")
    assert report["ratio"] == 2.0
    assert_inside(report, (0, 0, 1280, 720))
