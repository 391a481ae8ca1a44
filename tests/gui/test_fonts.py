"""Text shows on a machine with no fonts, and the selftest catches boxes (issue 12)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from manni_desktop.gui import selftest
from manni_desktop.gui.fonts import (
    BUNDLED_FAMILY,
    NEEDED_CHARACTERS,
    missing_glyphs,
    register_bundled_fonts,
)
from tests.packaging.loader import load

ROOT = Path(__file__).resolve().parents[2]
EMPTY_FONTCONFIG = load("build").EMPTY_FONTCONFIG  # the one build.py selftest --no-fonts uses
PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication(["probe"])
from manni_desktop.gui.fonts import missing_glyphs
print("before:", missing_glyphs(app.font()) or "-")
from manni_desktop.gui.app import application
application()
print("after:", missing_glyphs(app.font()) or "-")
print("font:", app.property("manni_font"))
"""


def test_the_bundled_font_draws_every_character_the_app_needs(qapp: QApplication) -> None:
    assert BUNDLED_FAMILY in register_bundled_fonts()
    assert missing_glyphs(QFont(BUNDLED_FAMILY)) == ""
    assert "♠" in NEEDED_CHARACTERS and "ł" in NEEDED_CHARACTERS and "ð" in NEEDED_CHARACTERS


@pytest.mark.skipif(sys.platform != "linux", reason="fontconfig decides the fonts on Linux")
def test_a_machine_without_fonts_still_shows_text(tmp_path: Path) -> None:
    config = tmp_path / "fonts.conf"
    config.write_text(EMPTY_FONTCONFIG.format(cache=tmp_path / "cache"), encoding="utf-8")
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen",
           "MANNI_DESKTOP_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                         text=True, timeout=120, check=True).stdout
    lines = dict(line.split(": ", 1) for line in out.splitlines() if ": " in line)
    assert "♠" in lines["before"] and "ł" in lines["before"], out  # boxes without our font
    assert lines["after"] == "-", out
    assert "DejaVu Sans" in lines["font"] and "the system has none" in lines["font"], out


def test_the_selftest_refuses_a_platform_other_than_asked(
        qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")  # this process runs offscreen
    assert selftest._display_problem(qapp).startswith("selftest: asked for the xcb platform")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert selftest._display_problem(qapp).startswith("platform offscreen")


def test_the_selftest_refuses_a_font_that_draws_boxes(
        qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr("manni_desktop.gui.fonts.missing_glyphs", lambda font: "♠ł")
    assert "would draw these as boxes: ♠ ł" in selftest._display_problem(qapp)
