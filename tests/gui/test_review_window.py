"""The Review window, driven as a player would: a hand played by clicks, the
hand panel's Review button, the marks filling in from the bot process, Cancel,
a language switch, a record that cannot be reviewed, and the hint's numbers."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.actions import action_from_json
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.game_texts import in_deals
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.review import ReviewDialog, words
from manni_desktop.gui.review.model import CHOSEN, DECISION, MARK
from manni_desktop.gui.table.hint_texts import option_text

from .table_helpers import click_table_button, human_turn, make_window, settle

pytestmark = pytest.mark.usefixtures("back_to_english")


def play_one_hand(qtbot: QtBot, window: MainWindow, seed: int = 3) -> None:
    rng = random.Random(seed)
    c = window.controller
    while True:
        settle(qtbot, window, timeout=20000)
        if c.phase() in ("hand_end", "over"):
            return
        human_turn(qtbot, window, rng, use_keys=False)


def open_review_by_click(qtbot: QtBot, window: MainWindow) -> ReviewDialog:
    scene = window.scene
    bar = scene.panel.button_bar
    labels = [b.text() for b in bar.buttons if b.isVisible()]
    # in the game's own word: a hand of the Manni games, a deal of Mizerka and Manillen
    assert labels[-1] in ("Review this hand", "Review this deal"), labels
    assert labels[-1].endswith("deal") == in_deals(window.controller.session.name)
    click_table_button(qtbot, window, bar, len(labels) - 1)
    qtbot.waitUntil(lambda: window.review_dialog is not None, timeout=3000)
    dialog = window.review_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def human_actions(record: dict[str, Any], hand: int = 0) -> list[dict[str, Any]]:
    return [a for a in record["hands"][hand]["actions"] if a["seat"] == 0]


@pytest.mark.parametrize("game", ["hornafjardar", "manillen", "mizerka"])
def test_review_of_a_hand_played_by_clicks(qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot, seed=4, game=game, levels=("easy",) * (3 if game == "manillen"
                                                                      else 2))
    play_one_hand(qtbot, window)
    record = window.controller.record()
    dialog = open_review_by_click(qtbot, window)
    assert "Reviewing" in dialog.verdict.text()
    qtbot.waitUntil(dialog.finished_reviewing, timeout=120000)
    mine = human_actions(record)
    model = dialog.model
    assert model.rowCount() == len(mine)
    assert dialog.progress.value() == dialog.progress.maximum() == len(mine)
    for row, action in enumerate(mine):
        shown = model.index(row, CHOSEN).data()
        assert shown == option_text(action_from_json(action)), (row, action)
        assert model.index(row, MARK).data() == words.decision_mark_text(
            dialog.decisions()[row])
        assert model.index(row, DECISION).data()
    assert dialog.verdict.text() == words.verdict_text(dialog.decisions())
    assert dialog.verdict.text() and "Reviewing" not in dialog.verdict.text()
    if window.controller._bots.uses_process():
        assert dialog.runner.steps_in_process == len(mine) + 1  # the list, then each decision
    assert not dialog.cancel_button.isVisible()
    # selecting a row lists every option weighed
    dialog.table.selectRow(len(mine) - 1)
    assert "every option weighed" in dialog.details.text()


def test_cancel_stops_the_review_and_keeps_what_was_reviewed(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=6, levels=("easy", "easy"))
    play_one_hand(qtbot, window)
    dialog = open_review_by_click(qtbot, window)
    qtbot.waitUntil(lambda: dialog.model.rowCount() >= 1, timeout=60000)
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    rows = dialog.model.rowCount()
    assert dialog.runner.cancelled
    assert "cancelled" in dialog.verdict.text()
    qtbot.wait(1500)  # a step in flight is dropped, nothing more arrives
    assert dialog.model.rowCount() == rows < len(human_actions(window.controller.record()))
    # the game goes on meanwhile: the next hand is dealt and played by the bots
    click_table_button(qtbot, window, window.scene.panel.button_bar, 0)
    settle(qtbot, window, timeout=20000)
    assert window.controller.phase() in ("exchange", "play")


def test_review_follows_a_language_switch(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=4, levels=("easy", "easy"))
    play_one_hand(qtbot, window)
    dialog = window.review_last_hand()
    assert dialog is not None
    qtbot.waitUntil(dialog.finished_reviewing, timeout=120000)
    english = dialog.verdict.text()
    header = dialog.model.headerData(CHOSEN, Qt.Orientation.Horizontal)
    language_manager().set_language("pl")
    QCoreApplication.processEvents()
    assert dialog.model.headerData(CHOSEN, Qt.Orientation.Horizontal) != header
    assert dialog.verdict.text() != english
    assert dialog.verdict.text() == words.verdict_text(dialog.decisions())
    assert dialog.model.index(0, MARK).data() == words.decision_mark_text(
        dialog.decisions()[0])
    assert "Trick" not in dialog.model.index(1, DECISION).data()


def test_a_record_that_cannot_be_reviewed_says_why(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=4)
    record = window.controller.record()
    record["hands"][0]["actions"] = [{"seat": 0, "play": "nonsense"}]
    dialog = window.review_hand(record, 0, 0)
    qtbot.waitUntil(lambda: bool(dialog.error), timeout=30000)
    assert dialog.verdict.text().startswith("This hand cannot be reviewed")
    assert window.controller.has_game()  # the game is untouched


def test_review_before_any_finished_hand_is_refused_kindly(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=4)
    with qtbot.waitSignal(window.scene.message, timeout=2000) as said:
        assert window.review_last_hand() is None
    assert "Finish a hand first" in said.args[0]


def test_the_hint_says_by_how_much(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=5)
    c, scene = window.controller, window.scene
    rng = random.Random(5)
    while not (c.phase() == "play" and c.human_to_act() and len(c.legal_cards()) > 1):
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
        settle(qtbot, window)
    with (qtbot.waitSignal(c.hintReady, timeout=20000) as hint,
          qtbot.waitSignal(scene.message, timeout=20000) as said):
        QTest.keyClick(window.view, Qt.Key.Key_H)
    action, details = hint.args
    options = details.options
    assert options[0].action == action
    text = said.args[0]
    assert text.startswith("Hint: play ")
    assert ("better than" in text) or ("about as good as" in text), text
    runner_up = option_text(options[1].action)
    assert runner_up in text
