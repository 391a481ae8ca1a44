"""The tricks of this hand (L, then ←/→, Home, End or the panel's buttons):
after each trick of a hand, every trick the panel steps to, as the screen
reader hears it (who led, who took it, the cards in play order), equals the
game's record."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.cards import parse_card
from manni_desktop.gui.access.spoken import card_in_trick_text
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table.trick_words import finished_text

from .table_helpers import click_table_button, human_turn, make_window, settle


def _record_tricks(window: MainWindow) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """(leader, winner, plays) of each finished trick of the hand in play,
    read from the record alone: a trick's winner is who led the next one
    (or, with none begun, who is to lead it now)."""
    c = window.controller
    seats = len(c.table.seats)
    plays = [(a["seat"], parse_card(a["play"])) for a in c.record()["hands"][-1]["actions"]
             if "play" in a]
    tricks = [plays[i:i + seats] for i in range(0, len(plays), seats)]
    finished = [t for t in tricks if len(t) == seats]
    out = []
    for number, trick in enumerate(finished):
        later = tricks[number + 1] if number + 1 < len(tricks) else []
        winner = later[0][0] if later else c.table.prompt.seat
        assert winner is not None
        out.append((trick[0][0], winner, trick))
    return out


def _expected(window: MainWindow, number: int, count: int,
              trick: tuple[int, int, list[tuple[int, int]]]) -> str:
    table = window.controller.table
    leader, winner, plays = trick
    title = f"Trick {number + 1} of {count}"
    who = finished_text(table.seats[leader].name, leader == 0, table.seats[winner].name,
                        winner == 0)
    return ". ".join([title, who, *(card_in_trick_text(table, s, c) for s, c in plays)])


def _check_history(qtbot: QtBot, window: MainWindow) -> None:
    scene = window.scene
    heard: list[str] = []
    window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
    record = _record_tricks(window)
    count = len(record)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert scene.trick_shown() == count - 1
    assert _expected(window, count - 1, count, record[-1]) in heard[-1], heard
    for number in range(count - 2, -1, -1):  # back to the first trick, a key a trick
        QTest.keyClick(window.view, Qt.Key.Key_Left)
        assert scene.trick_shown() == number
        assert _expected(window, number, count, record[number]) in heard[-1]
    QTest.keyClick(window.view, Qt.Key.Key_Left)  # nothing before the first
    assert scene.trick_shown() == 0
    if count > 1:  # the panel's buttons step too
        later = scene.panel.button_bar
        assert not later.buttons[0].isEnabled()  # "Earlier" is greyed at the first
        click_table_button(qtbot, window, later, 1)
        assert scene.trick_shown() == 1
        assert _expected(window, 1, count, record[1]) in heard[-1]
        QTest.keyClick(window.view, Qt.Key.Key_End)
        assert scene.trick_shown() == count - 1
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert scene.panel_kind() == ""


@pytest.mark.parametrize("game", ["hornafjardar", "manillen"])
def test_the_trick_history_equals_the_record_after_each_trick(
        qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot, seed=4, game=game)
    c = window.controller
    rng = random.Random(2)
    checked = 0
    for _ in range(200):
        settle(qtbot, window)
        if c.phase() in ("hand_end", "over"):
            break
        done = len(c.table.tricks)
        if done > checked:
            _check_history(qtbot, window)
            checked = done
        human_turn(qtbot, window, rng, use_keys=False)
    assert c.phase() == "hand_end"
    assert checked >= len(c.table.tricks) - 1 > 3
