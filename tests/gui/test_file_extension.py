"""One extension, ``.manni``, for saved games and records (issue 35): what
Save as… and Export record… write, what every file dialog's filter shows, and
saves named ``*.manni.json`` by older versions still opening."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import make_window, settle
from .test_saves_window import Recorder, play_human_turns, snapshot


def _patterns(name_filter: str) -> list[str]:
    """The globs of a Qt filter's first entry: "Games (*.a *.b);;All (*)" → ["*.a", "*.b"]."""
    found = re.search(r"\(([^)]*)\)", name_filter.split(";;")[0])
    assert found is not None, name_filter
    return found.group(1).split()


def _shows(name_filter: str, name: str) -> bool:
    return any(fnmatch.fnmatch(name.lower(), pattern) for pattern in _patterns(name_filter))


class Dialogs:
    """QFileDialog's static functions, answering with ``answer`` and keeping
    each call's suggested name and filter."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answer = ""
        self.calls: list[tuple[str, str]] = []
        for function in ("getSaveFileName", "getOpenFileName"):
            monkeypatch.setattr(QFileDialog, function, self._dialog)

    def _dialog(self, parent: QWidget | None, title: str, name: str, name_filter: str,
                *args: object, **kwargs: object) -> tuple[str, str]:
        self.calls.append((name, name_filter))
        return (self.answer, "")


def test_save_and_export_write_manni_files_their_dialogs_show(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(qtbot, seed=31)
    play_human_turns(qtbot, window, 2)
    dialogs = Dialogs(monkeypatch)
    written: list[Path] = []
    for action, typed in ((window.save_as_action, "my game"),
                          (window.export_action, "my record")):
        dialogs.answer = str(tmp_path / typed)  # typed without an extension
        action.trigger()
        suggested, name_filter = dialogs.calls[-1]
        assert Path(suggested).suffix == ".manni"
        written.append(tmp_path / f"{typed}.manni")
        assert written[-1].is_file()
        assert _patterns(name_filter) == ["*.manni"]
    dialogs.answer = ""
    window.open_action.trigger()
    window.watch_action.trigger()
    for _name, name_filter in dialogs.calls[-2:]:
        for path in written:
            assert _shows(name_filter, path.name)
        assert _shows(name_filter, "from an older version.manni.json")
        assert _shows(name_filter, "RECORD.MANNI")


@pytest.mark.parametrize("name", ["shared.manni", "older.manni.json"])
def test_open_reads_a_save_by_either_name(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str
) -> None:
    window: MainWindow = make_window(qtbot, seed=32)
    play_human_turns(qtbot, window, 3)
    before = snapshot(window)
    path = storage.save_game_as(tmp_path / name, window.controller.session,
                                window.games.window_state())
    assert path.name == name
    monkeypatch.setattr(QMessageBox, "question", Recorder(QMessageBox.StandardButton.Yes))
    window.controller.new_game("classic", "running", None, ("random", "random"), 1)
    settle(qtbot, window)
    dialogs = Dialogs(monkeypatch)
    dialogs.answer = str(path)
    window.open_action.trigger()
    settle(qtbot, window)
    assert _shows(dialogs.calls[-1][1], name)
    assert snapshot(window) == before
