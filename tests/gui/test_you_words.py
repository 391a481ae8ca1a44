"""Lines that name a seat agree with "You" when the seat is the player's.

Seat 0 is called "You" (in the language shown), so a line built as
"%1 led · %2 takes the trick" read "You led · You takes the trick", in
Spanish "Tú salió · Tú se lleva la baza" and in Polish "Ty wychodzi · Ty
bierze lewę".  Each line is built here, in every language, for the player
and for a computer seat, through the real catalogs: the player's form must
be the second person, and Polish must not put a name before a gendered past
tense ("Ásta wyszedł").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from manni_desktop.engine import new_game
from manni_desktop.engine.record_steps import CARD, READY, Position
from manni_desktop.engine.snapshot import PLAY, Table, TrickView, table_snapshot
from manni_desktop.gui.i18n import catalog_file
from manni_desktop.gui.table import choose_texts
from manni_desktop.gui.table.texts import trick_rest_text
from manni_desktop.gui.table.trick_words import you_name
from manni_desktop.gui.viewer.texts import ViewerTexts

# (words the player's line must hold, words it must not) per language
YOU_FORMS = {
    "en": (("You led", "you take the trick"), ("You takes", "You leads")),
    # pt-PT speaks to the player without "você" (translation review PT-2)
    "pt": (("A saída foi sua", "a vaza é sua"), ("Você", "você")),
    "es": (("Has salido", "te llevas la baza"), ("Tú salió", "Tú se lleva", "Tú sale")),
    "pl": (("Twoje wyjście", "bierzesz lewę"), ("Ty wychodzi", "Ty bierze", "wyszedł")),
}


@pytest.fixture(params=list(YOU_FORMS))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    translator = QTranslator()
    if code != "en":
        assert translator.load(catalog_file(code))
        QCoreApplication.installTranslator(translator)
    yield code
    QCoreApplication.removeTranslator(translator)


def table_in(language: str) -> Table:
    """A Hornafjarðar table for seat 0, named as the window names it."""
    del language  # the translator is installed: you_name() is in that language
    game = new_game("hornafjardar", seed=7, players=[you_name(), "Ásta", "Hjörtur"])
    return table_snapshot(game, 0)


def finished(leader: int, winner: int) -> TrickView:
    return TrickView(leader, (), winner)


def test_the_table_line_agrees_with_you(language: str) -> None:
    table = table_in(language)
    must, must_not = YOU_FORMS[language]
    mine = trick_rest_text(table, finished(0, 0))
    for text in must:
        assert text in mine, mine
    for text in must_not:
        assert text not in mine, mine
    others = trick_rest_text(table, finished(1, 2))
    assert "Ásta" in others and "Hjörtur" in others, others
    for text in must:
        assert text not in others, others
    mixed = trick_rest_text(table, finished(1, 0))
    assert "Ásta" in mixed and must[1] in mixed and must[0] not in mixed, mixed


def test_the_viewer_lines_agree_with_you(language: str) -> None:
    table = table_in(language)
    viewer = ViewerTexts()
    position = Position(0, 0, 1, CARD, table, None)
    must, must_not = YOU_FORMS[language]
    mine = viewer.trick_text(position, finished(0, 0))
    under_way = viewer.trick_text(position, TrickView(0, (), None))
    assert must[0] in mine and must[1] in mine, mine
    assert must[0] in under_way, under_way
    for text in must_not:
        assert text not in mine and text not in under_way, (mine, under_way)
    theirs = viewer.trick_text(position, TrickView(1, (), None))
    assert "Ásta" in theirs and must[0] not in theirs, theirs
    if language == "pl":
        assert "wyszedł" not in theirs and "wyszła" not in theirs, theirs


def leads_line(position: Position, seat: int) -> str:
    """The viewer's line before a trick, ``seat`` to lead it."""
    table = position.table
    table = dataclasses.replace(table, prompt=dataclasses.replace(table.prompt, seat=seat))
    return ViewerTexts().trick_text(
        dataclasses.replace(position, stage=READY, table=table), None)


def test_the_viewer_says_you_lead(language: str) -> None:
    table = table_in(language)
    position = Position(0, 0, 0, READY, table, None)
    # the prompt as it stands once the exchange is over: a seat to lead
    position = dataclasses.replace(position, table=dataclasses.replace(
        table, prompt=dataclasses.replace(table.prompt, kind=PLAY)))
    mine, theirs = leads_line(position, 0), leads_line(position, 1)
    assert "Ásta" in theirs, theirs
    assert mine != theirs.replace("Ásta", you_name()), mine
    if language == "en":
        assert mine == "You lead", mine


def test_the_choice_is_worded_for_you(language: str) -> None:
    game = new_game("mizerka", seed=7, players=[you_name(), "Ásta", "Hjörtur"])
    table = table_snapshot(game, 0)
    mine = choose_texts.chosen_text(table, 0)
    theirs = choose_texts.chosen_text(table, 1)
    assert "Ásta" in theirs, theirs
    # the player's sentence is its own, not the others' with "You" put in
    assert mine != theirs.replace("Ásta", you_name()), mine
    if language == "en":
        assert mine.startswith("You choose "), mine

