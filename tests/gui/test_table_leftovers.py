"""Nothing left on the table that is no longer true: the cut card's display
once the dealer has played it, the keyboard's ring while the mouse is used,
the Last-trick overlay's names after it closes, the forced-play note over
the hand's summary."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table.panel import Panel

from .table_helpers import click_card, human_turn, make_window, settle


def test_the_cut_card_leaves_the_display_when_the_dealer_plays_it(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=11)
    c, scene = window.controller, window.scene
    rng = random.Random(11)
    settle(qtbot, window)
    cut, hand_number = c.table.contract.cut, c.table.hand_number
    assert cut is not None and scene.cut_item.isVisible()
    for _ in range(200):
        table = c.table
        if cut not in table.seats[table.dealer].hand:
            break
        assert scene.cut_item.isVisible() and scene.cut_item.card == cut
        human_turn(qtbot, window, rng, use_keys=False)
        settle(qtbot, window)
    else:
        raise AssertionError("the dealer never played the cut card")
    assert c.table.hand_number == hand_number and c.table.prompt.kind != "hand_end"
    assert not scene.cut_item.isVisible(), "two cut cards on the table"
    assert scene.anchor_rect("cut") is None
    assert scene.decor.contract_badge.isVisible()  # the contract is still told


def test_the_focus_ring_follows_the_mouse_and_comes_back_with_the_keys(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=12)
    c, scene = window.controller, window.scene
    while c.phase() != "exchange":
        settle(qtbot, window)
    settle(qtbot, window)
    hand = scene.human_cards()
    assert scene.cards[hand[0]].focused  # a keyboard player sees where the keys are
    clicked = hand[3]
    click_card(qtbot, window, clicked)
    assert scene.selected_cards() == [clicked]
    ringed = [card for card in hand if scene.cards[card].focused]
    assert ringed == [], "the ring stayed while the mouse chose"
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the keys go on from the card clicked
    assert scene.focused_card() == hand[4] and scene.cards[hand[4]].focused
    assert [card for card in hand if scene.cards[card].focused] == [hand[4]]
    click_card(qtbot, window, hand[6])
    assert not any(scene.cards[card].focused for card in hand)
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # first shows the card the keys hold
    assert scene.selected_cards() == [clicked, hand[6]] and scene.cards[hand[6]].focused
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # then acts on it
    assert scene.selected_cards() == [clicked]


def painted_outside(panel: Panel, margin: int = 60, slack: int = 2) -> int:
    """How many pixels ``panel`` paints outside its bounding rect (Qt repaints
    only inside it: anything outside stays on the table when it closes)."""
    rect = panel.boundingRect()
    width, height = int(rect.width()) + 2 * margin, int(rect.height()) + 2 * margin
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(margin, margin)
    panel.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inside = rect.adjusted(-slack, -slack, slack, slack).translated(margin, margin)
    return sum(1 for y in range(0, height, 2) for x in range(0, width, 2)
               if image.pixelColor(x, y).alpha() > 0 and not inside.contains(QPointF(x, y)))


def test_the_last_trick_leaves_nothing_behind_after_a_resize(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=8)
    window.resize(1400, 900)
    c, scene = window.controller, window.scene
    rng = random.Random(8)
    while not c.table.tricks:
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    before = scene.items()
    big = scene.geometry().card_h
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert scene.panel_kind() == "trick"
    window.resize(800, 600)
    qtbot.waitUntil(lambda: scene.geometry().card_h < big * 0.9)
    panel = scene.panel
    assert panel.isVisible() and painted_outside(panel) == 0
    assert scene.sceneRect().contains(panel.sceneBoundingRect())
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert scene.panel_kind() == "" and not panel.isVisible()
    assert scene.items() == before


@pytest.fixture
def polish(back_to_english: None) -> Iterator[None]:
    yield


def test_the_forced_play_note_leaves_the_hand_summary_clear(qtbot: QtBot, polish: None) -> None:
    window: MainWindow = make_window(qtbot, seed=10)
    window.set_language("pl")
    window.resize(800, 600)
    c, scene = window.controller, window.scene
    c.auto_play_single = True
    qtbot.waitUntil(lambda: scene.geometry().width < 820)
    notes: list[str] = []
    scene.message.connect(notes.append)
    rng = random.Random(10)
    for _ in range(300):
        settle(qtbot, window)
        if c.table.prompt.kind == "hand_end":
            break
        if c.table.prompt.kind == "play" and len(c.table.prompt.legal_cards) == 1:
            qtbot.waitUntil(lambda: c.table.prompt.kind != "play" or not c.human_to_act())
            continue
        human_turn(qtbot, window, rng, use_keys=False)
    assert scene.panel_kind() == "hand"
    assert notes and notes[-1].startswith("Zagrano Twoją jedyną"), notes[-1:]
    toast, panel = scene.decor.toast, scene.panel
    if toast.isVisible():
        assert not toast.sceneBoundingRect().intersects(panel.sceneBoundingRect())
    # and a note while the summary is up keeps off it too
    scene.show_message("x" * 40)
    if toast.isVisible():
        assert not toast.sceneBoundingRect().intersects(panel.sceneBoundingRect())
