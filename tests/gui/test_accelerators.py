"""No two commands in one menu or one dialog share an Alt letter, in any
language (issue 13: pt's "&Jogo" / "A&juda", en's "Animation &speed" /
"Score &sheet").  A clash makes Alt+letter pick the first and hide the other,
so the translated mnemonics are checked in the window the player gets: every
menu of the menu bar (and the bar's own titles), the new-game, statistics
and rules dialogs and the continue prompt, after a live language switch.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.dialogs.new_game import NewGameDialog
from manni_desktop.gui.dialogs.statistics import StatisticsDialog
from manni_desktop.gui.i18n import LANGUAGES
from manni_desktop.gui.main_window import ContinuePrompt, MainWindow

from .table_helpers import make_window

MNEMONIC = re.compile(r"&([^&\s])")


def mnemonic(text: str) -> str | None:
    """The Alt letter of a label ("Save &as…" → "a"), None without one."""
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def clashes(group: str, texts: list[str]) -> list[str]:
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(text)
    return [f"{group}: {letter!r} in {', '.join(repr(t) for t in same)}"
            for letter, same in sorted(by_letter.items()) if len(same) > 1]


def menu_groups(window: MainWindow) -> dict[str, list[str]]:
    """The bar's titles, then each menu's (and submenu's) entries."""
    bar = window.menuBar()
    groups = {"menu bar": [a.text() for a in bar.actions() if a.isVisible()]}
    pending = [a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu)]
    while pending:
        menu = pending.pop()
        assert isinstance(menu, QMenu)
        groups[f"menu {menu.title()!r}"] = [a.text() for a in menu.actions()
                                            if a.isVisible() and not a.isSeparator()]
        pending += [a.menu() for a in menu.actions() if isinstance(a.menu(), QMenu)]
    return groups


def dialog_texts(dialog: QWidget) -> list[str]:
    """Every label the dialog's Alt letters are read from: buttons (check
    boxes, radio buttons, push buttons), buddy labels and group box titles."""
    texts = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel)
                                                   and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
    return texts


def switch(window: MainWindow, code: str) -> None:
    window.language_actions[code].trigger()
    QCoreApplication.processEvents()  # LanguageChange is posted, not sent


pytestmark = pytest.mark.usefixtures("back_to_english")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_alt_letter_is_shared_within_a_menu_or_dialog(qtbot: QtBot, code: str) -> None:
    window = make_window(qtbot)
    switch(window, code)
    problems: list[str] = []
    groups = menu_groups(window)
    assert len(groups) >= 6, groups  # the bar, Game, View and its submenus, Help
    for group, texts in groups.items():
        problems += clashes(group, texts)
        assert mnemonic(texts[0]) is not None or group != "menu bar"

    new_game = NewGameDialog(window, window.settings)
    stats = StatisticsDialog(storage.load_statistics()[0], reset=storage.reset_statistics,
                             parent=window)
    prompt = ContinuePrompt(window, "text", "details")
    for name, dialog in (("new game", new_game), ("statistics", stats),
                         ("rules", window.show_rules()), ("continue", prompt)):
        qtbot.addWidget(dialog)
        texts = dialog_texts(dialog)
        assert texts, name
        problems += clashes(f"{name} dialog", texts)
    assert problems == [], f"{code}:\n" + "\n".join(problems)


def test_the_check_sees_a_clash() -> None:
    assert clashes("x", ["&Jogo", "A&juda", "&Ver"]) == ["x: 'j' in '&Jogo', 'A&juda'"]
    assert mnemonic("Rock && &roll") == "r" and mnemonic("No letter") is None


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_keyboard_help_shows_the_keys_that_work_beside_each_command(
    qtbot: QtBot, code: str
) -> None:
    """Help → Keyboard and the menus show H, L, S beside the translated
    commands in every language: the letters come from the actions, so a
    translation cannot change or drop them."""
    window = make_window(qtbot)
    switch(window, code)
    lines = window.keys_text().splitlines()
    for action, command in ((window.hint_action, "hint"), (window.last_trick_action, "last trick"),
                            (window.score_toggle, "open or close the score sheet")):
        letter = action.shortcut().toString()
        assert len(letter) == 1, letter
        translated = QCoreApplication.translate("MainWindow", command)
        assert f"{letter}: {translated}" in lines, (code, lines)
        if code != "en":
            assert translated != command
    assert window.hint_action.shortcut().toString() == "H"
    assert window.last_trick_action.shortcut().toString() == "L"
    game_menu = [a for a in window.game_menu.actions() if not a.isSeparator()]
    assert window.hint_action in game_menu and window.last_trick_action in game_menu
    assert window.score_panel.drawer.button.toolTip().endswith("(S)")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_keyboard_help_lists_every_key_the_window_has(qtbot: QtBot, code: str) -> None:
    """m12: every action of the window that has a key (R for the review among
    them) is in Help → Keyboard, beside words from its own menu item."""
    window = make_window(qtbot)
    switch(window, code)
    text = window.keys_text()
    keys = [line.split(": ", 1)[0].split(" / ") for line in text.splitlines()]
    shown = {k for line_keys in keys for k in line_keys}
    with_keys = [a for a in window.findChildren(QAction) if not a.shortcut().isEmpty()]
    assert window.review_action in with_keys
    for action in with_keys:
        assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in shown, (
            code, action.text(), text)
    review = window.review_action.text().replace("&", "")
    assert any(line.lower().endswith(review.lower()) for line in text.splitlines()), text
