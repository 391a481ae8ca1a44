"""Statistics count what the player played, finished or not (new-player
review 2026-12-07, finding 8): a Mizerka game stopped after a deal shows
that deal, on the table and after it is given up, in the game's own
word; one damaged entry of statistics.json is set aside alone and every
other game stays counted (reliability review, failure 3)."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.dialogs.new_game import NewGameSettings
from manni_desktop.gui.dialogs.statistics import StatisticsDialog
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.storage.stats import Statistics, record_game
from manni_desktop.storage.stats_file import stats_path

from ..storage.random_play import finished_game
from .table_helpers import make_window
from .test_statistics_counting import play_hands


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    """The English catalogue: its plural forms ("2 deals", not "2 deal(s)")."""
    language_manager().set_language("en")
    QCoreApplication.processEvents()


def cell(dialog: StatisticsDialog, row: int, column: int) -> str:
    item = dialog.game_table.item(row, column)
    return item.text() if item is not None else ""


def game_row(dialog: StatisticsDialog, title: str) -> list[str]:
    rows = [[cell(dialog, r, c) for c in range(5)] for r in range(dialog.game_table.rowCount())]
    return next(row for row in rows if row[0] == title)


def open_statistics(window: MainWindow) -> dict[str, Any]:
    """Game → Statistics through its menu action; what its dialog shows."""
    seen: dict[str, Any] = {}

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StatisticsDialog)
        seen.update({key: dialog.value_text(key) for key in ("played", "abandoned", "deals",
                                                              "in_progress", "hands")})
        seen["mizerka"] = game_row(dialog, "Mizerka")
        seen["hornafjardar"] = game_row(dialog, "Hornafjarðar Manni")
        dialog.reject()

    QTimer.singleShot(0, read)
    window.statistics_action.trigger()
    assert seen, "the statistics dialog did not open"
    return seen


def test_a_mizerka_game_stopped_after_a_deal_shows_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window(qtbot, seed=21, game="mizerka", scoring="seats")
    play_hands(qtbot, window, 1, random.Random(21))
    shown = open_statistics(window)
    # on the table: counted as played, said to be unfinished, in deals
    assert shown["deals"] == "1 (1 in unfinished games)"
    assert shown["in_progress"] == "Mizerka: 1 deal"
    assert shown["mizerka"][1:] == ["0", "0", "—", "1 deal"]
    assert shown["abandoned"] == "0" and shown["played"] == "0"
    assert storage.load_statistics()[0].games == [], "nothing is stored while it is played"
    # given up for another game: stored, still shown, no longer on the table
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "ask_new_game_settings", lambda: NewGameSettings())
    window.new_action.trigger()
    shown = open_statistics(window)
    assert shown["deals"] == "1 (1 in unfinished games)"
    assert shown["in_progress"] == "—" and shown["abandoned"] == "1"
    assert shown["mizerka"][4] == "1 deal" and shown["hornafjardar"][4] == "0 hands"
    # Manni hands on the table count in "Hands played" at once, in hands
    play_hands(qtbot, window, 2, random.Random(3))
    shown = open_statistics(window)
    assert shown["hands"] == "2" and shown["hornafjardar"][4] == "2 hands"
    assert shown["deals"] == "3 (3 in unfinished games)"
    assert shown["in_progress"] == "Hornafjarðar Manni: 2 hands"


def test_one_damaged_entry_is_set_aside_alone_and_the_rest_shown(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
) -> None:
    stats = Statistics()
    for seed in range(3):
        assert record_game(stats, finished_game(seed), ["easy", "hard"])
    stats.games[1] = dataclasses.replace(stats.games[1], key="damaged")
    storage.save_statistics(stats)
    path = stats_path()
    data = json.loads(path.read_text("utf-8"))
    data["games"][1]["side_scores"] = "x"
    path.write_text(json.dumps(data), "utf-8")
    told: list[str] = []
    window = make_window(qtbot, seed=8)
    monkeypatch.setattr(window, "show_storage_problem", lambda _title, text: told.append(text))
    shown = open_statistics(window)
    assert shown["played"] == "2", "the two good games stay counted"
    assert len(told) == 1 and "game 2" in told[0] and "every other game" in told[0]
    # the next game counted keeps the damaged entry in a file of its own
    play_hands(qtbot, window, 1, random.Random(8))
    notices: list[str] = []
    window.store.statisticsNotice.connect(notices.append)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "ask_new_game_settings", lambda: NewGameSettings())
    window.new_action.trigger()
    assert len(notices) == 1 and "were kept in" in notices[0]
    kept = list(path.parent.glob("statistics-unreadable-*.json"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text("utf-8"))["games"] == [data["games"][1]]
    after, message = storage.load_statistics()
    assert message is None and len(after.games) == 3 and after.abandoned == 1
    assert "damaged" not in after.recorded_keys()
