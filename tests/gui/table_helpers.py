"""Helpers for driving the real window the way a person would: clicks and keys."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QTransform
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.engine import get_rules
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.storage.settings import scorings_for
from manni_desktop.gui.table.card_item import CardItem
from manni_desktop.gui.table.items import ButtonBar


def make_window(qtbot: QtBot, seed: int = 7, speed: str = "instant", game: str = "hornafjardar",
                levels: tuple[str, ...] | None = None, scoring: str | None = None) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 740)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed(speed)
    if scoring is None:
        scoring = scorings_for(game)[0]
    if levels is None:
        levels = ("random",) * (get_rules(game).seats - 1)
    window.controller.new_game(game, scoring, None, levels, seed)
    return window


def settle(qtbot: QtBot, window: MainWindow, timeout: int = 10000) -> None:
    """Wait until the human must act, the hand summary is up, or the game is over."""
    c = window.controller
    scene = window.scene

    def ready() -> bool:
        if scene.is_animating():
            return False
        phase = c.phase()
        if phase in ("hand_end", "over"):
            return scene.panel_kind() in (("hand",) if phase == "hand_end" else ("last", "over"))
        return c.human_to_act()

    qtbot.waitUntil(ready, timeout=timeout)
    window.store.flush()  # the autosave is written on its own thread


def visible_point(window: MainWindow, item: CardItem) -> QPoint:
    """A viewport point where ``item`` is the topmost item (cards overlap in a fan)."""
    scene = window.scene
    rect = item.boundingRect()
    for fx in (0.15, 0.08, 0.3, 0.5):
        for fy in (0.5, 0.3, 0.15):
            local = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            point = item.mapToScene(local)
            if scene.itemAt(point, QTransform()) is item:
                return window.view.mapFromScene(point)
    centre = item.mapToScene(rect.center())
    raise AssertionError(
        f"card {item.card} is nowhere visible: at {centre}"
        f" lies {scene.itemAt(centre, QTransform())}"
        f" visible={item.isVisible()} pos={item.pos()} flip={item.flip}"
        f" scene={scene.sceneRect()}"
    )


def click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    item = window.scene.cards[card]
    qtbot.waitUntil(window.scene.is_settled, timeout=3000)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=visible_point(window, item))


def key_to_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    """Move the keyboard focus to ``card`` with the arrow keys."""
    scene = window.scene
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    for _ in range(len(scene.human_cards())):
        if scene.focused_card() == card:
            return
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert scene.focused_card() == card


def human_turn(qtbot: QtBot, window: MainWindow, rng: random.Random, use_keys: bool) -> None:
    """Make the human's decision by clicks (or keys), whatever the phase."""
    c = window.controller
    scene = window.scene
    phase = c.phase()
    if phase == "exchange":
        allowance = c.exchange_allowance()
        chosen = rng.sample(scene.human_cards(), rng.randint(0, allowance))
        for card in chosen:
            if use_keys:
                key_to_card(qtbot, window, card)
                QTest.keyClick(window.view, Qt.Key.Key_Space)
            else:
                click_card(qtbot, window, card)
        assert sorted(scene.selected_cards()) == sorted(chosen)
        if use_keys:
            QTest.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        else:
            click_table_button(qtbot, window, scene.buttons, 0)
    elif phase == "swap":
        click_table_button(qtbot, window, scene.buttons, rng.randrange(2))
    elif phase == "declare":
        if use_keys:  # Enter puts the focus on the first button, Space presses it
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            QTest.keyClick(scene.buttons.buttons[0], Qt.Key.Key_Space)
        else:
            click_table_button(qtbot, window, scene.buttons, rng.randrange(5))
    elif phase == "choose":
        bar = scene.buttons
        open_ = [i for i, b in enumerate(bar.buttons) if b.isVisible() and b.isEnabled()]
        assert open_, "no contract left to choose"
        if use_keys:  # Enter puts the focus on the first open contract, Space presses it
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            QTest.keyClick(bar.buttons[open_[0]], Qt.Key.Key_Space)
        else:
            click_table_button(qtbot, window, bar, rng.choice(open_))
    elif phase == "play":
        card = rng.choice(c.legal_cards())
        if use_keys:
            key_to_card(qtbot, window, card)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
        else:
            click_card(qtbot, window, card)
    elif phase == "hand_end":
        click_table_button(qtbot, window, scene.panel.button_bar, 0)


def click_table_button(qtbot: QtBot, window: MainWindow, bar: ButtonBar, index: int = 0) -> None:
    """Click a push button on the table where it is drawn (through the view)."""
    button = bar.buttons[index]
    assert button.isVisible() and bar.isVisible(), "the button is not shown"
    centre = QPointF(button.geometry().center())
    point = bar.mapToScene(centre)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(point))


def play_to_the_end(qtbot: QtBot, window: MainWindow, rng: random.Random,
                    limit: int = 5000) -> None:
    """Make every human decision by clicks until the game is over."""
    c = window.controller
    for _ in range(limit):
        settle(qtbot, window, timeout=20000)
        if c.table.prompt.kind == "over":
            return
        human_turn(qtbot, window, rng, use_keys=False)
    raise AssertionError(f"the game did not end within {limit} decisions")


def play_until_a_forced_card(qtbot: QtBot, window: MainWindow, seed: int = 10) -> None:
    """Play the human's turns (with the game playing a lone legal card by
    itself) until it has played one forced card for them."""
    c = window.controller
    c.auto_play_single = True
    rng = random.Random(seed)
    automatic: list[int] = []
    c.autoPlayed.connect(automatic.append)
    for _ in range(200):
        settle(qtbot, window)
        if automatic or c.table.prompt.kind in ("hand_end", "over"):
            break
        if c.table.prompt.kind == "play" and len(c.table.prompt.legal_cards) == 1:
            with qtbot.waitSignal(c.autoPlayed, timeout=3000):
                pass
            continue
        human_turn(qtbot, window, rng, use_keys=False)
    assert automatic, "no forced card came up"
    settle(qtbot, window)
