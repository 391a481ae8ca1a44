"""Help → Rules: each game's page in the app's language, English as fallback,
the page following a language switch."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from manni_desktop.games import entry
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.dialogs.rules import GAMES, LISTED, RulesDialog, rules_file
from manni_desktop.gui.i18n import LANGUAGES
from manni_desktop.resources import asset_path

from .table_helpers import make_window


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    language_manager().set_language("en")
    QCoreApplication.processEvents()
    yield
    language_manager().set_language("en")
    QCoreApplication.processEvents()


@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize("game", GAMES)
def test_every_page_exists_and_shows(qtbot: QtBot, code: str, game: str) -> None:
    assert rules_file(code, game) == asset_path("rules", code, f"{entry(game).rules_page}.html")
    dialog = RulesDialog(language=lambda: code, game=game)
    qtbot.addWidget(dialog)
    assert dialog.shown_file == rules_file(code, game)
    text = dialog.browser.toPlainText()
    assert len(text.split()) > 300, "the rules page is nearly empty"
    assert "<" not in text[:200], "the page was shown as source, not HTML"


def test_a_language_without_pages_falls_back_to_english() -> None:
    assert rules_file("is", "classic") == asset_path("rules", "en", "classic.html")
    with pytest.raises(ValueError):
        rules_file("en", "bridge")


def test_the_selector_changes_the_page(qtbot: QtBot) -> None:
    dialog = RulesDialog(language=lambda: "en")
    qtbot.addWidget(dialog)
    assert dialog.game() == "hornafjardar"
    first = dialog.browser.toPlainText()
    dialog.game_combo.setCurrentIndex(LISTED.index("classic"))
    assert dialog.shown_file == rules_file("en", "classic")
    assert dialog.browser.toPlainText() != first
    assert "48" in dialog.browser.toPlainText()


def test_help_rules_opens_on_the_game_being_played(qtbot: QtBot) -> None:
    window = make_window(qtbot, game="classic")
    window.rules_action.trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.game() == "classic"
    assert dialog.shown_file == rules_file("en", "classic")
    window.rules_action.trigger()
    assert window.rules_dialog is dialog, "a second Rules opens no second window"


def _top_line(dialog: RulesDialog) -> str:
    """The text of the line shown at the top of the page."""
    browser = dialog.browser
    return browser.cursorForPosition(browser.viewport().rect().topLeft()).block().text()


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_f1_on_the_six_contract_game_opens_its_own_section(qtbot: QtBot, code: str) -> None:
    """Hornafjarðar Manni with six contracts is a game of its own in the
    selector; F1 in one opens Mizerka's page at that game's section, and
    choosing Mizerka shows the page from its top."""
    language_manager().set_language(code)
    QCoreApplication.processEvents()
    window = make_window(qtbot, game="mizerka", scoring="four")
    window.rules_action.trigger()  # F1 (the offscreen window gets no shortcut keys)
    dialog = window.rules_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    six = QCoreApplication.translate("Games", "Hornafjarðar Manni with six contracts")
    assert dialog.game() == "six-contracts" and dialog.game_combo.currentText() == six
    assert dialog.shown_file == rules_file(code, "mizerka")
    qtbot.waitUntil(lambda: dialog.browser.verticalScrollBar().value() > 0)
    assert _top_line(dialog).startswith("Hornafjarðar Manni "), _top_line(dialog)
    dialog.game_combo.setCurrentIndex(LISTED.index("mizerka"))
    assert dialog.game_combo.currentText() == QCoreApplication.translate("Games", "Mizerka")
    assert dialog.browser.verticalScrollBar().value() == 0


@pytest.mark.parametrize("code", ["pt", "es", "pl"])
def test_the_page_follows_a_language_switch(qtbot: QtBot, code: str) -> None:
    window = make_window(qtbot)
    dialog = window.show_rules()
    english_text = dialog.browser.toPlainText()
    english_title = dialog.windowTitle()
    window.set_language(code)
    QCoreApplication.processEvents()
    assert dialog.shown_file == rules_file(code, "hornafjardar")
    assert dialog.browser.toPlainText() != english_text
    assert dialog.windowTitle() != english_title  # needs i18n/manni_desktop_<code>.qm
    assert dialog.game_combo.itemText(1) != "Classic Manni"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_manillen_is_offered_in_every_language(qtbot: QtBot, code: str) -> None:
    language_manager().set_language(code)
    QCoreApplication.processEvents()
    dialog = RulesDialog(language=lambda: code)
    qtbot.addWidget(dialog)
    labels = [dialog.game_combo.itemText(i) for i in range(dialog.game_combo.count())]
    assert labels[LISTED.index("manillen")] == QCoreApplication.translate("Games", "Manillen")
    assert all(labels) and len(set(labels)) == len(LISTED) == 5, labels
    dialog.game_combo.setCurrentIndex(LISTED.index("manillen"))
    assert dialog.game() == "manillen"
    assert dialog.shown_file == asset_path("rules", code, "manillen.html")
    text = dialog.browser.toPlainText()
    assert "Manillen" in text and "101" in text and "240" in text


def test_the_selector_reaches_manillen_and_back(qtbot: QtBot) -> None:
    dialog = RulesDialog(language=lambda: "en", game="manillen")
    qtbot.addWidget(dialog)
    assert dialog.game_combo.currentText() == "Manillen"
    assert dialog.shown_file == rules_file("en", "manillen")
    assert "32 cards" in dialog.browser.toPlainText()
    dialog.set_game("classic")
    assert dialog.shown_file == rules_file("en", "classic")
