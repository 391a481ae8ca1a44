"""The levels in the window (issue 36): the dialogs offer easy, medium and
hard by name in every language, not yet expert (it does not measure stronger
than hard, ``engine/levels.py``); a session whose seats are expert (a
protocol level) still plays in the window, equal to the engine."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from manni_desktop.engine.cards import card_text
from manni_desktop.engine.levels import WINDOW_LEVELS
from manni_desktop.gui.dialogs import NewGameDialog
from manni_desktop.gui.labels import level_name
from manni_desktop.gui.models import sheet_mismatch

from .table_helpers import human_turn, make_window, settle

pytestmark = pytest.mark.usefixtures("back_to_english")

NAMES = {  # easy, medium, hard, and expert's name for a game that has one
    "en": ["Easy", "Medium", "Hard", "Expert"],
    "pt": ["Fácil", "Médio", "Difícil", "Perito"],
    "es": ["Fácil", "Medio", "Difícil", "Experto"],
    "pl": ["Łatwy", "Średni", "Trudny", "Ekspert"],
}


@pytest.mark.parametrize("language", sorted(NAMES))
def test_every_level_is_offered_by_its_name(qtbot: QtBot, language: str) -> None:
    from manni_desktop.gui.app_language import language_manager

    language_manager().set_language(language)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for combo in dialog.level_combos:
        assert [combo.itemData(i) for i in range(combo.count())] == list(WINDOW_LEVELS)
        assert [combo.itemText(i) for i in range(combo.count())] == NAMES[language][:3]
    # the statistics name an expert seat of a game played elsewhere (a table's stand-in)
    assert level_name("expert") == NAMES[language][-1]


def test_the_strongest_offered_level_is_chosen_with_the_keyboard(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.level_combos[1]
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_End)
    assert combo.currentData() == "hard"
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
    assert dialog.settings().levels == ("medium", "hard")


def test_a_hand_against_two_experts_keeps_the_window_equal_to_the_engine(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=36, levels=("expert", "expert"))
    c = window.controller
    assert c.levels[1:] == ["expert", "expert"]
    rng = random.Random(36)
    turns = 0
    while c.table.prompt.kind != "hand_end":
        settle(qtbot, window, timeout=30000)
        if c.table.prompt.kind == "hand_end":
            break
        shown = sorted(card_text(card) for card in window.scene.human_cards())
        assert shown == sorted(c.session.game_copy().observation(0)["hand"])
        assert sheet_mismatch(window.score_model, c.table) is None
        human_turn(qtbot, window, rng, use_keys=False)
        turns += 1
    game = c.session.game_copy()
    assert game.hand is not None and game.hand.finished
    assert turns >= 12, "the human played a whole hand"
    assert sheet_mismatch(window.score_model, c.table) is None
    assert sum(seat.tricks for seat in c.table.seats) == 12
