"""Failures in the window reach the log a player can send (issue 57): an
exception raised in a slot is logged with its stack, the player gets one
message naming the log file and the game goes on; a bot that fails is
logged ("bot failed …; playing at random") and a random card is played."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NoReturn

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from manni_desktop import logs, storage
from manni_desktop.gui import bot_pool, bot_worker, persistence
from manni_desktop.gui.crash_report import CrashReporter

from .table_helpers import make_window, settle
from .test_saves_window import play_human_turns


@pytest.fixture
def log_path() -> Iterator[Path]:
    """The log, set up as at start (the GUI conftest gives each test its own home)."""
    path = logs.setup_logging(console=False)
    assert path is not None
    yield path
    logs.close_logging()
    logging.captureWarnings(False)


def _log_text(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text(encoding="utf-8") if path.exists() else ""


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_named_to_the_player(
        qtbot: QtBot, log_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot)
    reporter = CrashReporter(window)
    monkeypatch.setattr("sys.excepthook", reporter.hook)  # what install() sets, undone after
    button = QPushButton("break", window)
    button.show()

    def broken_slot() -> None:
        raise ZeroDivisionError("the slot's own mistake")

    button.clicked.connect(broken_slot)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: reporter.message is not None and reporter.message.isVisible())
    text = _log_text(log_path)
    assert "uncaught exception" in text and "ZeroDivisionError: the slot's own mistake" in text
    assert "broken_slot" in text  # with its stack
    box = reporter.message
    assert isinstance(box, QMessageBox)
    assert str(log_path) in box.informativeText()
    assert "ZeroDivisionError" in box.detailedText()
    # A second exception while the message is up is logged, not shown again.
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: reporter.reported == 2)
    QApplication.processEvents()
    assert [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()] == [box]
    assert _log_text(log_path).count("uncaught exception") == 2
    box.close()
    # The game goes on: the window still deals and plays a hand.
    settle(qtbot, window)
    assert window.controller.phase() != ""


def test_a_failing_bot_is_logged_and_a_random_card_played(
        qtbot: QtBot, log_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = bot_pool.task_call

    def failing(purpose: str, *args: Any) -> tuple[Callable[..., Any], tuple[Any, ...]]:
        if purpose != "move":
            return real(purpose, *args)

        def fail(*_: Any) -> Any:
            raise RuntimeError("the bot's own mistake")

        return fail, ()

    monkeypatch.setattr(bot_worker, "USE_PROCESS", False)  # on a thread, where the patch is
    monkeypatch.setattr(bot_worker, "task_call", failing)
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: "playing at random" in _log_text(log_path), timeout=10000)
    text = _log_text(log_path)
    assert "bot failed (RuntimeError: the bot's own mistake); playing at random" in text
    assert "Traceback" in text  # the failure's stack, from the bot worker
    settle(qtbot, window)  # the random card was played and the game went on


def test_a_storage_problem_shown_to_the_player_is_logged(
        qtbot: QtBot, log_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"The game could not be saved: …" reached the player only: now the log
    holds it too, once while every move's autosave fails the same way."""
    window = make_window(qtbot, seed=18)
    settle(qtbot, window)

    def full_disk(*args: Any, **kwargs: Any) -> NoReturn:
        raise storage.StorageError("No space left on the disk.")

    monkeypatch.setattr(persistence, "write_autosave_payload", full_disk)
    play_human_turns(qtbot, window, 2)
    assert "No space left on the disk." in window.statusBar().currentMessage()
    text = _log_text(log_path)
    assert text.count("storage problem shown to the player (text: No space left on the disk.)") == 1
    for box in [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.isVisible()]:
        box.close()


def test_about_opens_the_log_folder(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from manni_desktop.gui import crash_report
    from manni_desktop.gui.dialogs.about import AboutDialog

    opened: list[str] = []
    def open_url(url: QUrl) -> bool:
        opened.append(url.toLocalFile())
        return True

    monkeypatch.setattr(crash_report, "open_url", open_url)
    window = make_window(qtbot)
    window.about_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, AboutDialog) and w.isVisible())
    qtbot.addWidget(dialog)
    QTest.mouseClick(dialog.log_button, Qt.MouseButton.LeftButton)
    assert opened == [str(logs.log_dir())] and logs.log_dir().is_dir()
    dialog.close()


def test_the_log_folder_is_named_where_nothing_opens_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """About names the log folder beside its button; where the desktop opens
    nothing (``openUrl`` False) the button shows the path to copy."""
    from manni_desktop.gui import crash_report
    from manni_desktop.gui.dialogs.about import AboutDialog

    monkeypatch.setattr(crash_report, "open_url", lambda url: False)
    window = make_window(qtbot)
    window.about_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, AboutDialog) and w.isVisible())
    qtbot.addWidget(dialog)
    assert dialog.log_path.isVisible()
    assert dialog.log_path.text() == f"Log folder: {logs.log_dir()}"
    QTest.mouseClick(dialog.log_button, Qt.MouseButton.LeftButton)
    box = next(w for w in QApplication.topLevelWidgets()
               if isinstance(w, QMessageBox) and w.objectName() == "logFolderPath")
    assert box.isVisible() and str(logs.log_dir()) in box.text()
    box.close()
    dialog.close()


def test_the_last_sessions_crash_is_said_with_the_folder_button(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from manni_desktop.gui import crash_report

    opened: list[str] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url.toLocalFile())
        return True

    monkeypatch.setattr(crash_report, "open_url", open_url)
    window = make_window(qtbot)
    crash = logs.log_dir() / logs.CRASH_FILE
    box = crash_report.show_last_crash(window, crash)
    assert box.text() == (f"The last session ended unexpectedly; the details are in {crash}. "
                          "If it happens again, please send that file with your report.")
    button = next(b for b in box.buttons() if "log" in b.text())
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened == [str(logs.log_dir())]
