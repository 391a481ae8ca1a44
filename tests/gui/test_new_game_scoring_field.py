"""New game…: a game scored one way only shows its scoring whole, in a
wrapping line ("Hornafjarðar Manni with six contracts: four tricks…" was cut
in a greyed box), and the dialog keeps its size as the game changes (it
grew and moved for Mizerka's longer description)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.dialogs.new_game import NewGameDialog


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    yield
    language_manager().set_language("en")
    QCoreApplication.processEvents()


@pytest.mark.parametrize("code", ["en", "pl"])
def test_each_game_keeps_the_dialog_size_and_a_fixed_scoring_is_whole(
        qtbot: QtBot, code: str) -> None:
    language_manager().set_language(code)
    QCoreApplication.processEvents()
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.game_combo
    combo.setFocus()
    combo.setCurrentIndex(0)
    QCoreApplication.processEvents()
    size = dialog.size()
    fixed_seen = 0
    for index in range(combo.count()):
        if index:
            QTest.keyClick(combo, Qt.Key.Key_Down)
            QCoreApplication.processEvents()
        assert combo.currentIndex() == index
        assert dialog.size() == size, (combo.currentText(), dialog.size(), size)
        label = dialog.scoring_fixed
        if not dialog.scoring_combo.isEnabled():
            fixed_seen += 1
            assert label.isVisible() and not dialog.scoring_combo.isVisible()
            assert label.text() == dialog.scoring_combo.currentText() != ""
            # wrapped in full: the label is as tall as its text needs at its width
            assert label.height() >= label.heightForWidth(label.width()) > 0
        else:
            assert not label.isVisible() and dialog.scoring_combo.isVisible()
        description = dialog.game_description
        assert description.height() >= description.heightForWidth(description.width())
    assert fixed_seen >= 2  # Mizerka and six contracts at least
