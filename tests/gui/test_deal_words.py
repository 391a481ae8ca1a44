"""Each game's own word for a deal and its play (new-player review
2026-12-07, finding 9): the six-contract games and Manillen say "deal" on
the summary, its buttons, the status, the Continue question and the record
viewer; the Manni games keep "hand"; the viewer names Mizerka's talon as
its table does ("Talon", not "Manni")."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.ai import choose_action
from manni_desktop.engine import new_game
from manni_desktop.engine.actions import action_from_json
from manni_desktop.engine.errors import RuleCode, RuleError
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.refusals import refusal_text

from .table_helpers import click_table_button, make_window
from .test_statistics_counting import play_hands


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    language_manager().set_language("en")
    QCoreApplication.processEvents()
    yield


def end_of_first_deal(qtbot: QtBot, window: MainWindow) -> dict[str, object]:
    """Play the first hand or deal by clicks; the words shown at its end."""
    play_hands(qtbot, window, 1, random.Random(5))
    scene, c = window.scene, window.controller
    assert c.phase() == "hand_end" and scene.panel_kind() == "hand"
    window.store.flush()
    saved = storage.load_autosave()
    assert saved is not None
    prompt = window.games.continue_prompt(saved)
    prompt.deleteLater()
    click_table_button(qtbot, window, scene.panel.button_bar, 1)  # Review this hand/deal
    review = window.review_dialog
    assert review is not None
    review_title = review.windowTitle()
    review.close()
    return {
        "menu": window.review_action.text(),
        "review": review_title,
        "title": scene.panel.title,
        "buttons": [b.text() for b in scene.panel.button_bar.buttons if b.isVisible()],
        "status": scene.status_text(),
        "refusal": refusal_text(RuleError("over", RuleCode.HAND_OVER), c.table),
        "continue": prompt.text(),
        "details": prompt.informativeText().splitlines()[0],
    }


def test_the_six_contract_game_says_deal_everywhere(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=6, game="mizerka", scoring="four")
    shown = end_of_first_deal(qtbot, window)
    assert shown["title"] == "Deal 1 over"
    assert shown["review"] == "Review of deal 1: You"
    assert shown["menu"] == "&Review the last deal"
    assert shown["buttons"] == ["Next deal", "Review this deal"]
    assert shown["status"] == "Deal over"
    assert shown["refusal"] == "The deal is over: start the next deal."
    assert shown["continue"] == ("You have an unfinished game of Hornafjarðar Manni with "
                                 "six contracts.")
    # the number is the deal Continue opens on (the data helpers' part); the word is ours
    assert str(shown["details"]).startswith("Deal ")


def test_the_manni_games_keep_their_hands(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=6, game="classic")
    shown = end_of_first_deal(qtbot, window)
    assert shown["title"] == "Hand 1 over"
    assert shown["review"] == "Review of hand 1: You"
    assert shown["menu"] == "&Review the last hand"
    assert shown["buttons"] == ["Next hand", "Review this hand"]
    assert shown["status"] == "Hand over"
    assert shown["refusal"] == "The hand is over: start the next hand."
    assert shown["continue"] == "You have an unfinished game of Classic Manni."
    assert str(shown["details"]).startswith("Hand ")


def _first_deal_record(name: str, options: dict[str, str] | None, seed: int) -> dict[str, object]:
    game = new_game(name, options, seed=seed)
    while not game.hands[0].finished:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "random", seed)))
    return game.to_record()


@pytest.mark.parametrize(("name", "options", "word", "talon"), [
    ("mizerka", {"quota": "four"}, "Deal", "Talon"),
    ("hornafjardar", None, "Hand", "Manni"),
])
def test_the_viewer_uses_the_games_words(
    qtbot: QtBot, tmp_path: Path, name: str, options: dict[str, str] | None, word: str,
    talon: str,
) -> None:
    path = tmp_path / "game.record.json"
    path.write_text(json.dumps(_first_deal_record(name, options, 9)), encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    viewer = window.open_record_viewer(str(path))
    assert viewer is not None
    qtbot.addWidget(viewer)
    viewer.board.glide_ms = 0
    assert viewer.position_label.text().startswith(f"{word} 1 of ")
    assert viewer.next_hand_button.text() == f"Next {word.lower()}"
    assert viewer.previous_hand_button.text() == f"Previous {word.lower()}"
    facts = viewer.facts.text()
    assert f"{talon}, top first: " in facts, facts
    other = "Manni" if talon == "Talon" else "Talon"
    assert f"{other}," not in facts and f"{other}:" not in facts
    QTest.keyClick(viewer, Qt.Key.Key_End)  # the end of the deal
    facts = viewer.facts.text()
    assert f"{talon}: none left" in facts or f"{talon}, top first: " in facts, facts
