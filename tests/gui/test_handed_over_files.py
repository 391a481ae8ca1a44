"""A file handed over by a later start (``manni-desktop other.manni.json``
while the window is open) is never lost behind a question that decides what
game the table holds (reliability review 2026-12-04, finding 6): it waits until
the question is answered, nothing plays behind the question, and then it is
opened as if the app had been started on it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.main_window import ContinuePrompt, MainWindow

from .table_helpers import make_window
from .test_open_with import saved_game
from .test_saves_window import Recorder, open_window, play_human_turns


def leave_an_unfinished_game(qtbot: QtBot) -> dict[str, Any]:
    window = make_window(qtbot, seed=12)
    play_human_turns(qtbot, window, 2)
    old = window.controller.session.game_copy().to_record()
    window.store.flush()
    window.close()
    return old


def hand_over_then_answer(qtbot: QtBot, window: MainWindow, path: Path, choice: str,
                          seen: dict[str, Any]) -> None:
    """Once the start question is up: hand ``path`` over the way the
    single-instance listener does (``activated`` → ``bring_to_front``), wait,
    note what the table and the autosave hold, then click ``choice``."""

    def step() -> None:
        prompt = QApplication.activeModalWidget()
        if not isinstance(prompt, ContinuePrompt):
            QTimer.singleShot(20, step)
            return
        window.bring_to_front([str(path)])
        QTest.qWait(300)  # long enough for the bots, had a game been opened behind it
        seen["prompt still up"] = QApplication.activeModalWidget() is prompt
        seen["table had a game"] = window.controller.has_game()
        window.store.flush()
        saved = storage.load_autosave()
        seen["autosave"] = saved.game.to_record() if saved is not None else None
        button = prompt.continue_button if choice == "continue" else prompt.new_button
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, step)


@pytest.mark.parametrize("choice", ["continue", "new"])
def test_a_file_handed_over_during_the_start_question_is_opened_after_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, choice: str
) -> None:
    old = leave_an_unfinished_game(qtbot)
    game, path = saved_game(tmp_path)
    discard = Recorder(QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", discard)

    window = open_window(qtbot)
    seen: dict[str, Any] = {}
    hand_over_then_answer(qtbot, window, path, choice, seen)
    window.start_session()

    # nothing was opened or played behind the question
    assert seen == {"prompt still up": True, "table had a game": False, "autosave": old}
    # the file is on the table, whatever the answer was
    assert window.controller.session.game_copy().to_record() == game.to_record()
    # after Continue the continued game is only replaced if the player agrees;
    # after New game nothing is thrown away, so nothing is asked
    assert len(discard.calls) == (1 if choice == "continue" else 0)
    window.store.flush()
    saved = storage.load_autosave()
    assert saved is not None and saved.game.to_record() == game.to_record()


def test_continue_then_keeping_the_game_keeps_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = leave_an_unfinished_game(qtbot)
    _game, path = saved_game(tmp_path)
    keep = Recorder(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", keep)

    window = open_window(qtbot)
    seen: dict[str, Any] = {}
    hand_over_then_answer(qtbot, window, path, "continue", seen)
    window.start_session()

    assert seen["table had a game"] is False
    assert len(keep.calls) == 1  # asked, not dropped without a word
    assert window.controller.session.game_copy().to_record() == old


def test_a_file_handed_over_during_open_waits_for_its_question(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first, first_path = saved_game(tmp_path / "one", seed=11)
    second, second_path = saved_game(tmp_path / "two", seed=12)
    window = make_window(qtbot, seed=13)
    play_human_turns(qtbot, window, 2)
    tables: list[dict[str, Any]] = []

    def answer(parent: QWidget | None, title: str, text: str,
               *args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        tables.append(window.controller.session.game_copy().to_record())
        if len(tables) == 1:
            window.bring_to_front([str(second_path)])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    assert window.open_path(str(first_path))
    # the second file waited for the first one's question, then asked its own
    assert len(tables) == 2 and tables[1] == first.to_record()
    assert window.controller.session.game_copy().to_record() == second.to_record()
