"""The record viewer names the stack the exchange draws from as the table does.

Translation review SRC-2: in a Mizerka record the viewer said "Manni, top
first: …" where the table's badge, the rules page and the contract words say
talon (talão, talón, talon).  The viewer's line starts with the badge's word,
in each language, and a Manni game keeps "Manni".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.table.decor import talon_word

from .test_record_viewer import open_viewer, whole_game

pytestmark = pytest.mark.usefixtures("back_to_english")


def badge_word(game: str) -> str:
    """The table badge's name for the stack: "Talon" of "Talon: %1"."""
    return talon_word(game).split(":")[0]


@pytest.mark.parametrize("code", ["en", "pt", "es", "pl"])
def test_the_viewer_calls_mizerkas_talon_a_talon(qtbot: QtBot, tmp_path: Path,
                                                  code: str) -> None:
    _window, viewer = open_viewer(qtbot, tmp_path, whole_game("mizerka", 5))
    language_manager().set_language(code)
    QCoreApplication.processEvents()
    word = badge_word("mizerka")
    assert word != badge_word("hornafjardar")  # "Talon" against "Manni"
    dealt = viewer.facts.text().splitlines()[-1]  # the whole talon, just dealt
    assert dealt.startswith(word + ", ") and "Manni" not in viewer.facts.text(), dealt
    QTest.keyClick(viewer, Qt.Key.Key_End)  # the last deal: what its exchanges left
    last = viewer.facts.text().splitlines()[-1]
    assert last.startswith(word) and "Manni" not in last, last


def test_a_manni_game_keeps_its_manni(qtbot: QtBot, tmp_path: Path) -> None:
    _window, viewer = open_viewer(qtbot, tmp_path, whole_game("hornafjardar", 5))
    assert viewer.facts.text().splitlines()[-1].startswith("Manni, top first: ")
