"""The Language menu switches every visible text at once, and is remembered.

The check that matters: after switching, walk every visible text of the
window, its open dialogs and the card table, and find none of the English
texts the same state showed before the switch (names, numbers, symbols and
the words every language keeps, "Manni" and "Nullo", aside).

These tests need the compiled catalogs ``i18n/*.qm``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGraphicsProxyWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine import Game, get_rules
from manni_desktop.games.manni.rules import ManniHand
from manni_desktop.gui import i18n
from manni_desktop.gui.app import build_window
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.dialogs.new_game import NewGameDialog
from manni_desktop.gui.dialogs.statistics import StatisticsDialog
from manni_desktop.gui.i18n import LANGUAGES, catalog_file
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.models import sheet_mismatch
from manni_desktop.gui.table.items import Badge, NamePlate
from manni_desktop.gui.table.panel import Panel
from manni_desktop.gui.table.texts import plurals

from .table_helpers import make_window, settle

TRANSLATED = ("pt", "es", "pl")
# Game names, never translated.
KEPT_WORDS = ("Manni", "Nullo", "Hornafjarðar", "Manillen", "Mizerka")
# Texts that are spelt the same in English and the language (checked words,
# not missing translations); "OK" is Qt's own button, the same in all four.
SAME_WORDS = {
    "pt": {"OK", "Normal", "Total", "D"},  # "D": the dealer is the "dador"
    "es": {"OK", "Normal", "Total"},
    "pl": {"OK"},
}


def needs_catalog(code: str) -> None:
    if not Path(catalog_file(code)).is_file():
        pytest.fail(f"{catalog_file(code)} is missing: the {code} translation is not compiled")


pytestmark = pytest.mark.usefixtures("back_to_english")


def switch(window: MainWindow, code: str) -> None:
    window.language_actions[code].trigger()
    QCoreApplication.processEvents()  # LanguageChange is posted, not sent


def _clean(text: str) -> str:
    return re.sub(r"&(?!&)", "", text).replace("&&", "&").strip()


def widget_texts(top: QWidget) -> set[str]:
    """Visible texts of a window or dialog and of its menus."""
    texts = {top.windowTitle()}
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() and not isinstance(widget, QMenu):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.add(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.add(widget.title())
        elif isinstance(widget, QComboBox):
            texts.update(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QLineEdit):
            texts.add(widget.placeholderText())
        elif isinstance(widget, QDockWidget):
            texts.add(widget.windowTitle())
        elif isinstance(widget, QMenu):
            texts.add(widget.title())
            texts.update(a.text() for a in widget.actions() if a.isVisible())
    return {_clean(t) for t in texts if t}


def table_texts(window: MainWindow) -> set[str]:
    """Every text drawn on the card table and in the score sheet."""
    texts: set[str] = set()
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, Badge):
            texts.add(item.text)
        elif isinstance(item, NamePlate):
            texts.update((item.tricks, item.note))
            if item.dealer:
                texts.add(item.dealer_text)
        elif isinstance(item, Panel):
            texts.update((item.title, item.subtitle))
            texts.update(cell for row in item.rows for cell in row)
        elif isinstance(item, QGraphicsTextItem):
            texts.add(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            texts.add(item.text())
        elif isinstance(item, QGraphicsProxyWidget) and item.widget() is not None:
            texts.update(b.text() for b in item.widget().findChildren(QAbstractButton)
                         if b.isVisible())
    model = window.score_model
    for column in range(model.columnCount()):
        texts.add(str(model.headerData(column, Qt.Orientation.Horizontal,
                                       Qt.ItemDataRole.DisplayRole) or ""))
        for row in range(model.rowCount()):
            texts.add(str(model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
                          or ""))
    return {_clean(t) for t in texts if t}


def all_texts(window: MainWindow) -> set[str]:
    """The window, its open dialogs, its table (other tests' windows left aside)."""
    texts = table_texts(window) | widget_texts(window)
    for top in QApplication.topLevelWidgets():
        if top.isVisible() and top.parentWidget() is window:
            texts |= widget_texts(top)
    return texts


def language_neutral(text: str, names: list[str]) -> bool:
    """Names, numbers, symbols and the words kept in every language."""
    rest = text
    for word in [*names, *KEPT_WORDS, *LANGUAGES.values()]:
        rest = rest.replace(word, "")
    return not re.search(r"[^\W\d_]", rest)


def untranslated(before: set[str], after: set[str], names: list[str], code: str) -> set[str]:
    return {t for t in before & after
            if not language_neutral(t, names) and t not in SAME_WORDS[code]}


def open_dialogs(window: MainWindow, qtbot: QtBot) -> None:
    new_game = NewGameDialog(window, window.settings)
    new_game.show()
    stats = StatisticsDialog(storage.load_statistics()[0], reset=storage.reset_statistics,
                             parent=window)
    stats.show()
    window.show_rules()


def advance(qtbot: QtBot, window: MainWindow, until: str) -> None:
    """Play the human's moves through the controller until the phase is ``until``."""
    c = window.controller
    for _ in range(200):
        settle(qtbot, window)
        phase = c.phase()
        if phase == until:
            return
        if phase == "exchange":
            c.exchange([])
        elif phase == "swap":
            c.swap(False)
        elif phase == "play":
            c.play_card(c.legal_cards()[0])
        else:
            raise AssertionError(f"stuck in {phase}")
    raise AssertionError(f"never reached {until}")


def check_switch(window: MainWindow, code: str) -> None:
    """English texts of this state, then the same state in ``code``: none shared."""
    names = list(window.controller.session.game_copy().players)
    english = all_texts(window)
    badge = window.scene.decor.contract_badge.text
    header = window.score_model.headerData(0, Qt.Orientation.Horizontal,
                                           Qt.ItemDataRole.DisplayRole)
    menu = window.game_menu.title()
    new_game = next(w for w in QApplication.topLevelWidgets()
                    if isinstance(w, NewGameDialog) and w.parentWidget() is window)
    dialog_title = new_game.windowTitle()

    switch(window, code)
    assert window.game_menu.title() != menu
    assert window.score_dock.windowTitle() != "Score sheet"
    assert new_game.windowTitle() != dialog_title
    assert window.score_model.headerData(0, Qt.Orientation.Horizontal,
                                         Qt.ItemDataRole.DisplayRole) != header
    assert window.scene.decor.contract_badge.text != badge
    left = untranslated(english, all_texts(window), names, code)
    assert not left, f"still in English after switching to {code}: {sorted(left)}"

    switch(window, "en")
    assert window.game_menu.title() == menu
    assert all_texts(window) == english


@pytest.mark.parametrize("code", TRANSLATED)
def test_switching_translates_every_visible_text(qtbot: QtBot, code: str) -> None:
    needs_catalog(code)
    window = make_window(qtbot, seed=31, speed="instant", levels=("random", "random"))
    open_dialogs(window, qtbot)
    advance(qtbot, window, "exchange")
    check_switch(window, code)  # the exchange buttons, name plates, badges
    advance(qtbot, window, "hand_end")
    check_switch(window, code)  # the hand summary panel, its button, the trick summary
    window.scene.show_last_trick()
    check_switch(window, code)  # the last-trick panel


def test_language_menu_lists_each_language_in_its_own_words(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    actions = window.language_menu.actions()
    assert [a.text() for a in actions] == list(LANGUAGES.values())
    assert all(a.isCheckable() for a in actions)
    assert window.language_group.isExclusive()
    switch(window, "es")
    assert [a.data() for a in actions if a.isChecked()] == ["es"]
    assert [a.text() for a in actions] == list(LANGUAGES.values())


def test_choice_is_remembered_and_first_start_follows_the_system(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda locale_name=None: "pl")
    first = build_window()
    qtbot.addWidget(first)
    assert language_manager().language == "pl"
    assert first.language_actions["pl"].isChecked()
    assert storage.load_settings().language is None  # following the system, not chosen

    switch(first, "es")
    assert storage.load_settings().language == "es"
    second = build_window()
    qtbot.addWidget(second)
    assert language_manager().language == "es"
    assert second.language_actions["es"].isChecked()


def test_polish_plurals_of_tricks(qtbot: QtBot) -> None:
    needs_catalog("pl")
    language_manager().set_language("pl")

    def tricks(n: int) -> str:
        return plurals().tricks(n)

    assert tricks(1).endswith("1 lewa")
    assert tricks(2).endswith("2 lewy")
    assert tricks(5).endswith("5 lew")
    assert tricks(22).endswith("22 lewy")
    assert tricks(12).endswith("12 lew")


def test_english_plurals_of_tricks(qtbot: QtBot) -> None:
    language_manager().set_language("en")
    window = make_window(qtbot, seed=32)
    advance(qtbot, window, "hand_end")
    summary = window.trick_summary()
    hand = window.controller.session.game_copy().hand
    assert isinstance(hand, ManniHand)
    for seat, name in enumerate(window.controller.session.game_copy().players):
        n = hand.tricks_won[seat]
        assert f"{name}: {n} {'trick' if n == 1 else 'tricks'}" in summary
    assert summary in window.turn_label.text()


@pytest.mark.parametrize("code", TRANSLATED)
def test_switching_translates_the_manillen_table(qtbot: QtBot, code: str) -> None:
    """Four seats, the declaration buttons, the side sheet and the deal's end."""
    needs_catalog(code)
    seed = next(s for s in range(200)
                if Game(get_rules("manillen"), seed=s).first_dealer == 0)
    window = make_window(qtbot, seed=seed, speed="instant", game="manillen")
    open_dialogs(window, qtbot)
    settle(qtbot, window)
    assert window.controller.phase() == "declare"
    check_switch(window, code)  # the five declaration buttons, four plates
    window.controller.declare(None)
    c = window.controller
    for _ in range(60):
        settle(qtbot, window)
        if c.phase() == "hand_end":
            break
        c.play_card(c.legal_cards()[0])
    assert c.phase() == "hand_end"
    check_switch(window, code)  # the deal's end by side, the side sheet
    # after the switches the window still equals the engine
    assert sheet_mismatch(window.score_model, c.table) is None
    assert c.table == c.session.snapshot()
