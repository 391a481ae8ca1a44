"""Statistics that stay true through the window: a crash between the last
autosave and the statistics, a statistics write that fails, a newer version's
statistics; and Open… that reads a file without freezing the window."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, NoReturn

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json
from manni_desktop.engine.session import Session
from manni_desktop.gui import bot_worker, persistence
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.storage.stats import entry_for
from manni_desktop.storage.stats_file import save_statistics, stats_path

from .table_helpers import click_card, make_window, settle
from .test_saves_window import _last_human_card_position, open_window


def finish_the_game(qtbot: QtBot, window: MainWindow, seed: int = 21) -> None:
    window.controller.load_session(
        Session(_last_human_card_position(seed), [None, "random", "random"]))
    settle(qtbot, window)
    with qtbot.waitSignal(window.controller.gameOver, timeout=20000):
        click_card(qtbot, window, window.controller.legal_cards()[0])
    window.store.flush()


def visible_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def test_a_game_finished_just_before_a_crash_is_counted_at_the_next_start(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app stopped between its last autosave and the statistics write:
    stands in here by a statistics write that never happens."""
    window = open_window(qtbot)
    with monkeypatch.context() as patch:
        patch.setattr(storage, "record_finished_game",
                      lambda *a, **k: (storage.Statistics(), False, None))
        finish_the_game(qtbot, window)
    assert storage.load_statistics()[0].played == 0
    saved = storage.load_autosave()
    assert saved is not None and saved.game.over, "the finished game is in the autosave"
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.start_session()  # the next start counts it
    settle(qtbot, again)
    assert storage.load_statistics()[0].played == 1
    again.store.count_finished_save(saved)  # counting it again changes nothing
    assert storage.load_statistics()[0].played == 1


def test_a_failed_statistics_write_is_tried_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = storage.record_finished_game
    calls: list[int] = []

    def flaky(*args: Any, **kwargs: Any) -> tuple[storage.Statistics, bool, str | None]:
        calls.append(1)
        if len(calls) <= 2:
            raise storage.StorageError("The file is held by another program.")
        return real(*args, **kwargs)

    monkeypatch.setattr(storage, "record_finished_game", flaky)
    monkeypatch.setattr(persistence, "STATS_RETRY_MS", (10, 10, 10))
    window = open_window(qtbot)
    finish_the_game(qtbot, window)
    assert "trying again" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: storage.load_statistics()[0].played == 1, timeout=5000)
    assert len(calls) == 3 and visible_boxes() == []


def test_a_statistics_write_that_keeps_failing_is_shown(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: Any, **kwargs: Any) -> NoReturn:
        raise storage.StorageError("The disk is read-only.")

    monkeypatch.setattr(storage, "record_finished_game", broken)
    monkeypatch.setattr(persistence, "STATS_RETRY_MS", (10, 10, 10))
    window = open_window(qtbot)
    finish_the_game(qtbot, window)
    qtbot.waitUntil(lambda: len(visible_boxes()) == 1, timeout=5000)
    box = visible_boxes()[0]
    assert "could not be counted" in box.text() and "read-only" in box.text()
    box.close()


def test_a_damaged_statistics_file_is_said_once_when_a_game_is_counted(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """statistics.json damaged, its backup good: the game is added to the
    backup, the damaged file set aside, and the player told once."""
    entries = [entry_for(_last_finished(seed), ["easy", "easy"]) for seed in (31, 32, 33)]
    save_statistics(storage.Statistics(entries[:2]))
    save_statistics(storage.Statistics(entries))
    main = stats_path()
    main.write_text('{"schema": 2, "games": [', encoding="utf-8")
    window = open_window(qtbot)
    finish_the_game(qtbot, window)
    qtbot.waitUntil(lambda: len(visible_boxes()) == 1, timeout=5000)
    box = visible_boxes()[0]
    assert box.windowTitle() == "Statistics"
    assert "restored from their backup" in box.text() and "kept as" in box.text()
    assert "statistics-unreadable-" in box.text()
    box.close()
    stats, notice = storage.load_statistics()
    assert notice is None and stats.played == 3
    kept = list(main.parent.glob("statistics-unreadable-*"))
    assert [p.read_text("utf-8") for p in kept] == ['{"schema": 2, "games": [']
    finish_the_game(qtbot, window, seed=23)
    QTest.qWait(50)
    assert visible_boxes() == []
    assert storage.load_statistics()[0].played == 4


def _last_finished(seed: int) -> Game:
    game = _last_human_card_position(seed)
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "random", 1)))
    return game


def test_a_newer_versions_statistics_are_refused_in_the_window(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = storage.data_dir() / "statistics.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    newer = '{"schema": 99, "games": []}'
    path.write_text(newer, "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_storage_problem",
                        lambda self, title, text: shown.append(text))
    window = open_window(qtbot)
    assert window.statistics_dialog() is None
    assert shown and "newer version" in shown[0]
    finish_the_game(qtbot, window)
    qtbot.waitUntil(lambda: len(visible_boxes()) == 1, timeout=5000)
    assert "newer version" in visible_boxes()[0].text()
    visible_boxes()[0].close()
    assert path.read_text("utf-8") == newer, "never written over"
    # the next games: the same reason is not a new box each time (review 13:
    # a box after every finished game), only the status bar says it again
    for seed in (23, 25):
        window.statusBar().clearMessage()
        finish_the_game(qtbot, window, seed=seed)
        qtbot.waitUntil(lambda: "newer version" in window.statusBar().currentMessage(),
                        timeout=5000)
        QTest.qWait(50)
        assert visible_boxes() == [], "the same reason was shown in a box again"
    assert path.read_text("utf-8") == newer


def test_open_reads_the_file_while_the_window_keeps_running(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A file that takes a second to read: the event loop goes on meanwhile
    (a timer keeps ticking), a progress dialog shows, and the game opens."""
    window = make_window(qtbot, seed=23)
    settle(qtbot, window)
    game = _last_human_card_position(23)
    path = storage.save_game_as(tmp_path / "slow", game, {})
    real_open = storage.open_game

    def slow_open(p: str | os.PathLike[str]) -> storage.SavedGame:
        time.sleep(1.0)
        return real_open(p)

    monkeypatch.setattr(storage, "open_game", slow_open)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    dialogs: list[bool] = []
    QTimer.singleShot(700, lambda: dialogs.append(any(
        isinstance(w, QProgressDialog) and w.isVisible() for w in QApplication.topLevelWidgets())))
    assert window.open_path(str(path))
    timer.stop()
    assert len(ticks) >= 10, "the window froze while the file was read"
    assert dialogs == [True]
    assert window.controller.session.game_copy().to_record() == game.to_record()


def test_open_can_be_cancelled_and_keeps_the_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(qtbot, seed=24)
    settle(qtbot, window)
    before = window.controller.session.game_copy().to_record()
    path = storage.save_game_as(tmp_path / "slow", _last_human_card_position(24), {})
    real_open = storage.open_game

    def slow_open(p: str | os.PathLike[str]) -> storage.SavedGame:
        time.sleep(1.5)
        return real_open(p)

    monkeypatch.setattr(storage, "open_game", slow_open)

    def cancel() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QProgressDialog) and widget.isVisible():
                button = widget.findChild(QPushButton)
                assert button is not None
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                return
        QTimer.singleShot(50, cancel)

    QTimer.singleShot(450, cancel)
    assert not window.open_path(str(path))
    assert window.controller.session.game_copy().to_record() == before


KILLED_AFTER_THE_LAST_AUTOSAVE = """
import os, signal, sys
sys.path.insert(0, {root!r})
from tests.storage.random_play import finished_game
from manni_desktop.storage.saves import write_autosave
game = finished_game(31)
write_autosave(game, {{"names": list(game.players), "levels": [None, "easy", "easy"]}})
os.kill(os.getpid(), signal.SIGKILL)  # before the statistics are written
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_process_killed_after_its_last_autosave_has_its_game_counted(qtbot: QtBot) -> None:
    root = str(Path(__file__).resolve().parents[2])
    done = subprocess.run([sys.executable, "-c", KILLED_AFTER_THE_LAST_AUTOSAVE.format(root=root)],
                          env=dict(os.environ), timeout=60, check=False)
    assert done.returncode == -signal.SIGKILL
    assert storage.load_statistics()[0].played == 0
    window = MainWindow()
    qtbot.addWidget(window)
    window.start_session()
    settle(qtbot, window)
    stats = storage.load_statistics()[0]
    assert stats.played == 1 and stats.games[0].opponent_levels == ("easy", "easy")


@pytest.mark.skipif(os.name != "posix", reason="named pipes")
def test_open_on_a_named_pipe_says_why_and_keeps_the_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(qtbot, seed=25)
    settle(qtbot, window)
    before = window.controller.session.game_copy().to_record()
    fifo = tmp_path / "pipe.manni.json"
    os.mkfifo(fifo)
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_storage_problem",
                        lambda self, title, text: shown.append(text))
    assert not window.open_path(str(fifo))
    assert shown and "not a regular file" in shown[0]
    assert window.controller.session.game_copy().to_record() == before


def test_save_as_and_export_suggest_the_game_and_the_time(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(qtbot, seed=26)
    settle(qtbot, window)
    proposed: list[str] = []

    def cancelled_save(parent: QWidget | None, title: str, name: str,
                       *a: object, **k: object) -> tuple[str, str]:
        proposed.append(name)
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancelled_save)
    window.save_as_action.trigger()
    window.export_action.trigger()
    save, record = (Path(p).name for p in proposed)
    assert save.startswith("Hornafjarðar Manni 20") and save.endswith(".manni")
    assert record.startswith("Hornafjarðar Manni 20") and record.endswith(".record.manni")
    assert save != "manni.manni"


def test_a_large_file_is_checked_in_the_bot_process_first(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The parser holds the interpreter lock for the whole file: a large file is
    refused by the bot process, so the window's process never parses it."""
    from manni_desktop.gui import file_loader

    record = _last_human_card_position(27).to_record()
    record["hands"] = [record["hands"][0]] * 1200  # about 1.6 MB, not a game
    path = tmp_path / "large.manni.json"
    path.write_text(json.dumps(record), "utf-8")
    assert path.stat().st_size > file_loader.VET_BYTES
    calls: list[tuple[object, ...]] = []
    shared = bot_worker.SHARED_PROCESS  # the process file_loader imported
    real_call = shared.call

    def recorded_call(fn: Callable[..., Any], *args: Any) -> Future[Any]:
        calls.append((fn.__name__, *args))
        return real_call(fn, *args)

    monkeypatch.setattr(shared, "call", recorded_call)
    parsed_here: list[str] = []
    monkeypatch.setattr(storage, "open_game", lambda p: parsed_here.append(p))
    with pytest.raises(storage.StorageError, match="invalid: hand 2"):
        file_loader.read_game_file(str(path))
    assert calls == [("read_game_data", str(path))]
    assert parsed_here == []
