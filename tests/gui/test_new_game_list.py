"""Game → New game… lists the player's five games, Hornafjarðar Manni with six
contracts among them (one rules package with Mizerka underneath), each with
its own description, in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from manni_desktop.gui.i18n import LANGUAGES

from .table_helpers import make_window

FIVE = ("hornafjardar", "classic", "manillen", "mizerka", "six-contracts")
TITLES = ("Hornafjarðar Manni", "Classic Manni", "Manillen", "Mizerka",
          "Hornafjarðar Manni with six contracts")


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    yield
    language_manager().set_language("en")
    QCoreApplication.processEvents()


def _listing(dialog: NewGameDialog) -> list[tuple[str, str, str, bool]]:
    """Each game of the list chosen in turn with the keyboard: its title, its
    description, the scoring shown and whether the scoring can be changed."""
    combo = dialog.game_combo
    combo.setFocus()
    out = []
    for index in range(combo.count()):
        if index:
            QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() == index
        out.append((combo.currentText(), dialog.game_description.text(),
                    dialog.scoring_combo.currentText(), dialog.scoring_combo.isEnabled()))
    return out


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_new_game_lists_five_games_each_with_its_own_description(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, code: str,
) -> None:
    language_manager().set_language(code)
    QCoreApplication.processEvents()
    window = make_window(qtbot, seed=3)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    seen: dict[str, list[tuple[str, str, str, bool]]] = {}

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen["list"] = _listing(dialog)
        assert dialog.listed_game() == "six-contracts"
        assert dialog.settings().game == "mizerka" and dialog.settings().scoring == "four"
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, drive)
    window.new_action.trigger()
    listing = seen["list"]
    titles = [title for title, *_ in listing]
    tr = QCoreApplication.translate
    assert titles == [tr("Games", t) for t in TITLES]
    descriptions = [text for _, text, *_ in listing]
    assert len(set(descriptions)) == 5 and all(descriptions), descriptions
    if code == "en":
        mizerka, six = descriptions[3], descriptions[4]
        assert "7, 5 and 1" in mizerka and "four tricks" not in mizerka
        assert "7, 5" not in six and "quota is four tricks in every contract" in six
        assert "Manni" in descriptions[0] and "48 cards" in descriptions[1]
        assert "32" in descriptions[2] or "partner" in descriptions[2].lower()
    else:  # translated, not the English source
        from manni_desktop.games.registry import listed

        for key, text in zip(FIVE, descriptions, strict=True):
            assert text != listed(key).description.source, (code, key)
    # Mizerka and the six-contract game each show their one scoring, fixed.
    assert listing[3][2] == tr("Games", "Mizerka: quotas 7, 5 and 1") and not listing[3][3]
    assert listing[4][2] == tr(
        "Games", "Hornafjarðar Manni with six contracts: four tricks each") and not listing[4][3]
    assert listing[0][3], "Hornafjarðar Manni keeps its two scorings"
    # The game dealt is the one chosen: Mizerka's rules with four tricks each.
    session = window.controller.session
    assert (session.name, session.scoring) == ("mizerka", "four")
    assert window.app_settings.game == "mizerka" and window.app_settings.scoring == "four"


def test_the_dialog_opens_on_the_six_contract_game_last_played(qtbot: QtBot) -> None:
    """The settings keep Mizerka's rules and the scoring ``four``: the dialog
    shows them as the six-contract game, and back to Mizerka on a switch."""
    dialog = NewGameDialog(defaults=NewGameSettings("mizerka", "four"))
    qtbot.addWidget(dialog)
    assert dialog.listed_game() == "six-contracts"
    assert dialog.game_combo.currentText() == "Hornafjarðar Manni with six contracts"
    assert "four tricks" in dialog.game_description.text()
    dialog.game_combo.setCurrentIndex(FIVE.index("mizerka"))
    assert dialog.settings().game == "mizerka" and dialog.settings().scoring == "seats"
    assert "7, 5 and 1" in dialog.game_description.text()
