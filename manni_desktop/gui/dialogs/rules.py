"""Help → Rules: the rules page of each game in the language the app speaks.

The pages are plain HTML files in ``assets/rules/<language>/<game>.html``
(written for a QTextBrowser: no scripts, no outside files).  A language
without its own page falls back to English.  The selector lists the
player's games (``listed_games``): a game of its own that shares another's
page (Hornafjarðar Manni with six contracts, on Mizerka's) opens at its
section's anchor.  On a language change the dialog
retranslates its own texts and loads the page of the new language.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...games import entry
from ...games.registry import listed, listed_for, listed_games
from ...resources import asset_path
from ...storage.settings import window_games
from ..game_texts import game_title
from .field_names import name_field

GAMES = window_games()  # the registry's games, each with its own rules page
LISTED = tuple(g.key for g in listed_games())  # the selector's games
FALLBACK_LANGUAGE = "en"


def rules_file(language: str, game: str) -> Path:
    """The page for ``game`` in ``language``, or the English one if it has none."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    name = f"{entry(game).rules_page}.html"
    page = asset_path("rules", language, name)
    if page.is_file():
        return page
    return asset_path("rules", FALLBACK_LANGUAGE, name)


class RulesDialog(QDialog):
    """A game selector above a text browser showing that game's rules page."""

    def __init__(
        self,
        parent: QWidget | None = None,
        game: str = "",
        language: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self._language = language or _app_language
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("rulesGame")
        for key in LISTED:
            self.game_combo.addItem("", key)
        self.game_label.setBuddy(self.game_combo)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)

        self.game_combo.setCurrentIndex(LISTED.index(game) if game in LISTED else 0)  # "": first
        self.game_combo.currentIndexChanged.connect(self.load_page)
        self.shown_file: Path | None = None
        self.retranslate()
        self.resize(640, 720)

    def game(self) -> str:
        """The key of the game shown (``listed_games``)."""
        return str(self.game_combo.currentData())

    def set_game(self, game: str, scoring: str | None = None) -> None:
        """Show listed game ``game``, or the listing of entry ``game`` played
        with ``scoring``."""
        key = game if game in LISTED and scoring is None else listed_for(game, scoring).key
        self.game_combo.setCurrentIndex(LISTED.index(key))

    def load_page(self) -> None:
        """Show the page of the chosen game in the current language, at its
        own section if it shares the page."""
        shown = listed(self.game())
        page = rules_file(self._language(), shown.game)
        try:
            html = page.read_text(encoding="utf-8")
        except OSError as exc:
            html = "<p>" + self.tr("The rules page could not be read: %1").replace(
                "%1", str(exc)) + "</p>"
        self.browser.setHtml(html)
        if shown.rules_anchor:
            self.browser.scrollToAnchor(shown.rules_anchor)
        self.shown_file = page

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.browser.setAccessibleName(self.windowTitle())  # not "text, read-only" alone
        self.game_label.setText(self.tr("&Game:"))
        name_field(self.game_combo, self.game_label.text())
        for index, key in enumerate(LISTED):
            self.game_combo.setItemText(index, game_title(key))
        self.load_page()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _app_language() -> str:
    from ..app_language import current_language

    return current_language()
