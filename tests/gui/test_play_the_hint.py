"""Play the hint (Shift+H, or the hint's button on the table), through the
window, in every decision kind of every game: the hinted card is played; a
hinted exchange selects all its cards, a hinted contract, declaration or
take-the-Manni puts the keyboard focus on its button for the player to
confirm with Space; the screen reader is told what was chosen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.actions import Choose, Declare, Exchange, Play, Swap
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table import hint_use

from .table_helpers import click_table_button, human_turn, make_window, settle

HINT_MS = 20000

# each game's decision kinds (scoring, kinds the human meets)
CASES = [
    ("hornafjardar", None, {"exchange", "play"}),
    ("classic", None, {"swap", "play"}),
    ("mizerka", "seats", {"choose", "exchange", "play"}),
    ("manillen", None, {"declare", "play"}),
]


def _shift_h(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Press Shift+H with no hint shown: the hint is asked for and used.
    Returns what the screen reader was told."""
    heard: list[str] = []
    window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
    window.view.setFocus()
    with qtbot.waitSignal(window.controller.hintReady, timeout=HINT_MS):
        QTest.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    return heard


def _use_hint_once(qtbot: QtBot, window: MainWindow, kind: str, by_button: bool) -> None:
    c, scene = window.controller, window.scene
    if by_button:  # H, then the hint's own button beside the decision's buttons
        with qtbot.waitSignal(c.hintReady, timeout=HINT_MS) as ready:
            QTest.keyClick(window.view, Qt.Key.Key_H)
        action = ready.args[0]
        bar = scene.buttons
        index = next(i for i, b in enumerate(bar.buttons)
                     if b.isVisible() and b.text() == hint_use.button_text(kind))
        heard: list[str] = []
        window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
        if kind == "play":
            with qtbot.waitSignal(c.actionApplied, timeout=5000) as applied:
                click_table_button(qtbot, window, bar, index)
        else:
            click_table_button(qtbot, window, bar, index)
    elif kind == "play":
        with qtbot.waitSignal(c.actionApplied, timeout=HINT_MS) as applied:
            heard = _shift_h(qtbot, window)
        action = scene.hint_action() or None
    else:
        heard = _shift_h(qtbot, window)
        action = scene.hint_action()
    if kind == "play":
        played = applied.args[0]
        assert played["seat"] == 0 and "play" in played
        assert any("Hint played" in text for text in heard), heard
        return
    assert action is not None, "the hint is gone before it was confirmed"
    assert any("Hint chosen" in text for text in heard), heard
    focused = scene.buttons.buttons[hint_use.button_index(c.table, action) or 0]
    assert focused.hasFocus(), f"{focused.text()} has no focus"
    if isinstance(action, Exchange):
        assert scene.selected_cards() == sorted(action.cards)
    with qtbot.waitSignal(c.actionApplied, timeout=5000) as applied:
        QTest.keyClick(focused, Qt.Key.Key_Space)  # the player confirms
    move = applied.args[0]
    expected = {Exchange: "exchange", Swap: "swap", Declare: "declare", Choose: "choose"}
    assert expected[type(action)] in move, (move, action)
    if isinstance(action, Swap):
        assert move["swap"] == action.take
    if isinstance(action, Choose):
        assert move["choose"] == action.contract
    if isinstance(action, Exchange):
        assert len(move["exchange"]) == len(action.cards)
    assert not isinstance(action, Play)


@pytest.mark.parametrize(("game", "scoring", "kinds"), CASES,
                         ids=[f"{g}-{s}" for g, s, _ in CASES])
def test_the_hint_is_played_in_every_decision_kind(
        qtbot: QtBot, game: str, scoring: str | None, kinds: set[str]) -> None:
    window = make_window(qtbot, seed=3, game=game, scoring=scoring)
    c = window.controller
    rng = random.Random(5)
    by_key: set[str] = set()
    by_button: set[str] = set()
    for _ in range(600):
        settle(qtbot, window, timeout=20000)
        kind = c.phase()
        if kind == "over":
            break
        if kind in kinds and kind not in by_key:
            _use_hint_once(qtbot, window, kind, by_button=False)
            by_key.add(kind)
        elif kind in kinds and kind not in by_button:
            _use_hint_once(qtbot, window, kind, by_button=True)
            by_button.add(kind)
        else:
            human_turn(qtbot, window, rng, use_keys=False)
        if by_key == kinds == by_button:
            break
    assert by_key == kinds == by_button, (by_key, by_button)
