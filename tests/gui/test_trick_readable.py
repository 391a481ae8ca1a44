"""A finished trick readable at any speed: it rests as long as the player chose
(or until a click) whatever the animation speed, its winner's card on top and
its winner's plate gold; "click to go on" only when a click is needed."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTransform
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.snapshot import TrickView
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table.animator import TRICK_PAUSES_MS

from .table_helpers import human_turn, make_window
from .test_trick_rest import play_until_a_trick_rests


def resting_trick(window: MainWindow) -> TrickView:
    trick = window.scene.rest.trick
    assert trick is not None and trick.winner is not None
    return trick


def assert_trick_shown(window: MainWindow, trick: TrickView) -> None:
    """The trick's cards lie face up in the middle of the table."""
    scene = window.scene
    g = scene.geometry()
    for card in trick.cards:
        item = scene.cards[card]
        assert item.isVisible() and item.face_up, card
        assert math.dist((item.pos().x(), item.pos().y()), (g.cx, g.cy)) < g.card_h * 1.5, card


def click_table(window: MainWindow) -> None:
    scene = window.scene
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(scene.geometry().cx, 20))


@pytest.mark.parametrize("speed", ["normal", "fast", "instant"])
@pytest.mark.parametrize("pause", ["short", "normal", "click"])
def test_a_finished_trick_stays_as_long_as_chosen_at_every_speed(
        qtbot: QtBot, speed: str, pause: str) -> None:
    window = make_window(qtbot, seed=4, speed=speed)
    window.set_trick_pause(pause)
    scene = window.scene
    play_until_a_trick_rests(qtbot, window, random.Random(4))
    trick = resting_trick(window)
    assert_trick_shown(window, trick)
    stays = 2500 if pause == "click" else TRICK_PAUSES_MS[pause]
    qtbot.wait(stays - 250)  # nearly the whole rest (for "click": longer than any rest)
    assert scene.trick_resting(), f"gathered before {stays} ms at {speed}"
    assert_trick_shown(window, trick)
    if pause == "click":
        click_table(window)
        assert not scene.trick_resting()
    else:  # a timed rest ends by itself
        qtbot.waitUntil(lambda: not scene.trick_resting(), timeout=3000)
    qtbot.waitUntil(lambda: scene.cards[trick.cards[0]].pos().y() != 0 and scene.is_settled(),
                    timeout=3000)
    assert not any(scene.cards[card].winner for card in trick.cards)


def test_the_menu_says_how_long_a_trick_stays(qtbot: QtBot, back_to_english: None) -> None:
    window = make_window(qtbot, seed=2)
    texts = {pause: action.text() for pause, action in window.pause_actions.items()}
    assert texts["short"] == "A moment (0.8 s)"
    assert texts["normal"] == "Long enough to read it (1.6 s)"
    assert texts["click"] == "Until I click"
    assert texts["none"] == "Not at all"
    window.set_language("pl")  # the language's own decimal comma
    qtbot.waitUntil(lambda: window.pause_actions["short"].text() == "Chwilę (0,8 s)")
    window.set_language("en")
    window.pause_actions["none"].trigger()
    window.set_speed("normal")
    rng = random.Random(3)
    for _ in range(300):  # no rest at all: the trick goes straight to its winner
        assert not window.scene.trick_resting()
        if window.controller.table.tricks:
            return
        if window.controller.human_to_act() and window.scene.is_settled():
            human_turn(qtbot, window, rng, use_keys=False)
        qtbot.wait(10)
    raise AssertionError("no trick was finished")


def test_the_winner_is_marked_and_on_top_while_the_trick_rests(qtbot: QtBot) -> None:
    """Gold marks the trick's winner (not the last to play), and the winning
    card lies over the others even when it was led."""
    window = make_window(qtbot, seed=5, speed="fast")
    window.set_trick_pause("click")
    scene = window.scene
    rng = random.Random(5)
    led_and_won = None
    for _ in range(30):
        play_until_a_trick_rests(qtbot, window, rng)
        trick = resting_trick(window)
        assert trick.winner is not None
        plates = scene.decor.plates
        gold = [seat for seat in range(len(trick.plays)) if plates[seat].active]
        assert gold == [trick.winner], (gold, trick)
        winning = scene.cards[dict(trick.plays)[trick.winner]]
        assert winning.winner
        others = [scene.cards[card] for card in trick.cards if scene.cards[card] is not winning]
        assert all(winning.zValue() > other.zValue() for other in others)
        rect = winning.boundingRect()  # the card's own corners (it may lie turned)
        for fx, fy in ((0.15, 0.15), (0.5, 0.5), (0.85, 0.85), (0.15, 0.85), (0.85, 0.15)):
            point = winning.mapToScene(QPointF(rect.left() + rect.width() * fx,
                                               rect.top() + rect.height() * fy))
            assert scene.itemAt(point, QTransform()) is winning, (fx, fy)
        if trick.winner == trick.leader:
            led_and_won = trick
            break
        click_table(window)
    assert led_and_won is not None, "no trick was won by its lead card"


def test_click_to_go_on_only_when_a_click_is_needed(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=4, speed="fast")
    window.set_trick_pause("normal")
    scene = window.scene
    rng = random.Random(4)
    play_until_a_trick_rests(qtbot, window, rng)
    status = scene.status_text()
    assert "takes the trick" in status and "click" not in status
    assert window.turn_label.text() == status
    window.set_trick_pause("click")
    qtbot.waitUntil(lambda: not scene.trick_resting(), timeout=3000)
    play_until_a_trick_rests(qtbot, window, rng)
    assert scene.status_text().endswith("takes the trick (click to go on)")
