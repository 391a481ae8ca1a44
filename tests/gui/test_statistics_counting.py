"""The statistics count what the player played: a game given up counts its
hands (not a result); a game opened from a file counts only the hands played
after it was opened, and says it was opened."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine import new_game
from manni_desktop.gui.dialogs.new_game import NewGameSettings
from manni_desktop.gui.dialogs.statistics import StatisticsDialog
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import human_turn, make_window, play_to_the_end, settle


def play_hands(qtbot: QtBot, window: MainWindow, hands: int, rng: random.Random) -> None:
    c = window.controller
    target = c.session.finished_hands() + hands
    while c.session.finished_hands() < target:
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)


def test_a_game_given_up_counts_its_hands_but_no_result(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, seed=12)
    play_hands(qtbot, window, 2, random.Random(12))
    assert storage.load_statistics()[0].hands_played == 0
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window, "ask_new_game_settings", lambda: NewGameSettings())
    window.new_action.trigger()  # "The current game is not finished. Discard it?" Yes
    stats = storage.load_statistics()[0]
    assert stats.abandoned == 1 and stats.played == 0 and stats.won == 0
    assert stats.hands_played == 2, "once: five hands played, 'Hands played: 0'"
    dialog = StatisticsDialog(stats, reset=storage.reset_statistics, parent=window)
    assert dialog.value_text("abandoned") == "1" and dialog.value_text("hands") == "2"


def test_an_opened_game_counts_only_what_you_played(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = new_game("hornafjardar", seed=40, players=["You", "Ásta", "Hjörtur"])
    rng = random.Random(40)
    while sum(h.finished for h in game.hands) < 2:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "someone-elses.json"
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    window = make_window(qtbot, seed=1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.open_action.trigger()
    settle(qtbot, window)
    c = window.controller
    assert c.session.first_hand == 2
    window.store.flush()
    saved = json.loads(storage.autosave_path().read_text(encoding="utf-8"))
    assert saved["session"]["first_hand"] == 2  # kept across a restart (the session's own state)
    play_to_the_end(qtbot, window, random.Random(2))
    window.store.flush()
    stats = storage.load_statistics()[0]
    entry = stats.games[-1]
    played_here = sum(h.finished for h in c.session.game_copy().hands) - 2
    assert entry.opened and stats.opened == 1
    assert entry.hands == played_here and stats.hands_played == played_here
