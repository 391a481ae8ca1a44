"""A double-clicked ``*.manni`` opens in the game (issue 12's file
association): ``manni-desktop FILE`` on Linux and Windows, a FileOpen event
on macOS."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.cli import files_to_open
from manni_desktop.engine import Game, new_game
from manni_desktop.gui.app import FileOpenFilter
from manni_desktop.gui.main_window import MainWindow
from tests.engine.helpers import random_step


def saved_game(tmp_path: Path, seed: int = 11) -> tuple[Game, Path]:
    game = new_game("hornafjardar", seed=seed, players=["You", "Ásta", "Hjörtur"])
    rng = random.Random(seed)
    for _ in range(30):
        random_step(game, rng)
    return game, storage.save_game_as(tmp_path / "shared", game)


def open_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed("instant")
    return window


def test_the_command_line_names_files_only_without_a_subcommand() -> None:
    assert files_to_open(["game.manni"]) == ["game.manni"]
    assert files_to_open(["replay", "x.json"]) == [] and files_to_open([]) == []
    assert files_to_open(["--help"]) == [] and files_to_open(["selftest"]) == []


def test_a_start_on_a_file_opens_it(qtbot: QtBot, tmp_path: Path) -> None:
    game, path = saved_game(tmp_path)
    assert path.name == "shared.manni"
    window = open_window(qtbot)
    window.start_session([str(path)])
    shown = window.controller.session.game_copy()
    assert shown.seed == game.seed and shown.actions == game.actions
    assert window.controller.table == game.snapshot(0)


def test_a_file_open_event_opens_it(qtbot: QtBot, tmp_path: Path) -> None:
    game, path = saved_game(tmp_path, seed=12)
    window = open_window(qtbot)
    window.start_session()
    opener = FileOpenFilter(window)
    event = QFileOpenEvent(QUrl.fromLocalFile(str(path)))
    assert opener.eventFilter(window, event)
    qtbot.waitUntil(lambda: window.controller.session.game_copy().seed == game.seed, timeout=10000)
    assert window.controller.session.game_copy().actions == game.actions
    QCoreApplication.processEvents()
