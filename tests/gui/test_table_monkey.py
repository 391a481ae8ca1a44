"""A monkey on the window: thousands of random clicks and keys, no exception and
no stuck game (pytest-qt fails the test on any exception raised in a Qt slot)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.gui.dialogs.new_game import NewGameSettings

from .table_helpers import click_table_button, make_window, settle, visible_point

KEYS = [
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Home, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_End, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_L, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier),
]
EVENTS = 3000


def test_monkey_clicks_and_keys(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(2024)
    window = make_window(qtbot, seed=99, levels=("easy", "easy"))
    games: list[int] = []

    def new_settings() -> NewGameSettings:
        games.append(1)
        return NewGameSettings(levels=("easy", "easy"), seed=rng.randrange(1000),
                               game=rng.choice(("hornafjardar", "classic")),
                               scoring="running")

    monkeypatch.setattr(window, "ask_new_game_settings", new_settings)
    c, scene, view = window.controller, window.scene, window.view
    for n in range(EVENTS):
        roll = rng.random()
        if roll < 0.35:
            key, modifier = rng.choice(KEYS)
            QTest.keyClick(view, key, modifier)
        elif roll < 0.6:
            size = view.viewport().size()
            point = QPoint(rng.randrange(size.width()), rng.randrange(size.height()))
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        elif roll < 0.85:
            cards = scene.human_cards()
            if cards:
                item = scene.cards[rng.choice(cards)]
                try:
                    point = visible_point(window, item)
                except AssertionError:
                    continue  # covered mid-animation: a person could not click it either
                QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        elif roll < 0.97:
            for bar in (scene.buttons, scene.panel.button_bar):
                visible = [i for i, b in enumerate(bar.buttons) if b.isVisible()]
                if bar.isVisible() and visible:
                    click_table_button(qtbot, window, bar, rng.choice(visible))
                    break
        else:
            window.resize(rng.randrange(700, 1500), rng.randrange(520, 1000))
        if n % 50 == 0:
            qtbot.wait(1)
            if c.has_game() and not scene.is_animating():
                shown = c.session.game_copy().hand
                assert shown is not None
                assert sorted(scene.human_cards()) == sorted(shown.hand_cards(0))
    # not stuck: at instant speed the game reaches a decision, a summary or its end
    window.set_speed("instant")
    settle(qtbot, window, timeout=30000)
    final = c.session.game_copy()
    played = sum(len(a) for a in final.actions) + len(final.hands) * 40
    assert played > 40 or games  # the monkey really played (or started new games)
