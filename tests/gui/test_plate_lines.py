"""A plate's lower lines are drawn smaller before they are cut, as its name
is (issue 53): Manillen's "Lewy: 3 · punkty: 24" and "Ogłasza brak atutów"
were cut to "Lewy: 3 · punkty:…" and "Ogłasza brak atu…" at the first window's
size, and the sheet, widened by a language, did not give its width back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.actions import Declare
from manni_desktop.engine.session import Session
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table.items import NamePlate

from .table_helpers import make_window, settle

LANGUAGES = ("en", "pt", "es", "pl")


def no_trump_in_the_second_deal(names: tuple[str, ...]) -> Session:
    """A Manillen game in its second deal, declared no-trump, three tricks
    played: each seat plays its first legal card (the engine's own play)."""
    session = Session.new("manillen", None, names, [None, "random", "random", "random"], 3)
    while not session.between_hands:
        session.apply(session.game_copy().legal_actions()[0])
    session.next_hand()
    tricks_played = 0
    while tricks_played < 12:
        actions = session.game_copy().legal_actions()
        no_trump = [a for a in actions if isinstance(a, Declare) and a.trump is None]
        action = no_trump[0] if no_trump else actions[0]
        if not isinstance(action, Declare):
            tricks_played += 1
        session.apply(action)
    return session


def cut_plates(window: MainWindow) -> list[str]:
    plates: list[NamePlate] = window.scene.decor.plates
    return [text for plate in plates if plate.isVisible() for text in plate.elided_texts()]


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot, game="manillen")
    window.resize(1180, 760)  # the first window's size, the sheet beside the table
    settle(qtbot, window)
    window.controller.load_session(no_trump_in_the_second_deal(window.controller.table.names))
    settle(qtbot, window)
    return window


def switch_to(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """The language, and the sheet laid out at the width it asked for it."""
    language_manager().set_language(code)
    pane = window.score_pane
    qtbot.waitUntil(lambda: abs(pane.width() - window.score_view.needed_width()) <= 2,
                    timeout=2000)
    # and the table laid out again in the room the sheet leaves it
    qtbot.waitUntil(lambda: abs(window.scene.sceneRect().width()
                                - window.view.viewport().width()) <= 1, timeout=2000)


def in_each_language(qtbot: QtBot, window: MainWindow) -> dict[str, list[str]]:
    cut: dict[str, list[str]] = {}
    try:
        for code in LANGUAGES:
            switch_to(qtbot, window, code)
            cut[code] = cut_plates(window)
    finally:
        language_manager().set_language("en")
    return cut


def plate_lines(window: MainWindow) -> list[str]:
    return [t for p in window.scene.decor.plates if p.isVisible() for t in (p.tricks, p.note)]


def test_points_and_declaration_are_whole_at_the_first_window_size(
        qtbot: QtBot, window: MainWindow) -> None:
    lines = plate_lines(window)
    assert "Declared no-trump" in lines, lines
    assert any("points: " in t and t[-2:].isdigit() for t in lines), lines  # two-digit points
    assert in_each_language(qtbot, window) == {code: [] for code in LANGUAGES}


def test_points_and_declaration_are_whole_at_1366x768_maximized(
        qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1366, 740)  # a maximized window under its title bar
    assert in_each_language(qtbot, window) == {code: [] for code in LANGUAGES}


def test_the_sheet_gives_its_width_back_after_a_language_switch(
        qtbot: QtBot, window: MainWindow) -> None:
    switch_to(qtbot, window, "en")
    english = window.score_pane.width()
    for code in ("pl", "pt", "en"):
        switch_to(qtbot, window, code)
    assert abs(window.score_pane.width() - english) <= 2, (english, window.score_pane.width())
