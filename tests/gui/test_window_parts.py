"""The main window is split by job (issue 32): the window wires its parts, and
each part (menus, files, games, view preferences) is a module of its own,
each short enough to read in one sitting."""

from __future__ import annotations

from pathlib import Path

import manni_desktop.gui

GUI = Path(manni_desktop.gui.__file__).parent
LIMIT = 400


def test_the_window_and_each_of_its_parts_stay_under_400_lines() -> None:
    modules = [GUI / "main_window.py", *sorted((GUI / "window").glob("*.py"))]
    assert len(modules) >= 5
    long = {path.name: n for path in modules
            if (n := len(path.read_text(encoding="utf-8").splitlines())) >= LIMIT}
    assert long == {}
