"""Numbers and dates follow the language's own country where Qt's plain code
means another: "pt" alone is Brazil (dd/MM/yyyy); the app speaks European
Portuguese, so its dates are Portugal's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from manni_desktop.gui.i18n import LanguageManager


@pytest.fixture
def manager(qapp: QApplication) -> Iterator[LanguageManager]:
    languages = LanguageManager()
    yield languages
    languages.set_language("en")
    QLocale.setDefault(QLocale("en"))


def test_portuguese_is_portugals(manager: LanguageManager) -> None:
    manager.set_language("pt")
    assert QLocale().name() == "pt_PT"
    assert QLocale().dateFormat(QLocale.FormatType.ShortFormat) == "dd/MM/yy"


@pytest.mark.parametrize(("code", "name"), [("es", "es_ES"), ("pl", "pl_PL")])
def test_the_other_languages_keep_their_country(manager: LanguageManager, code: str,
                                               name: str) -> None:
    manager.set_language(code)
    assert QLocale().name() == name
