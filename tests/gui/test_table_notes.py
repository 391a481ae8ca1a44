"""Notes and buttons over the table keep to the table's scale and room: the
hint's note stays between the side hands, and the summary's buttons follow
the table's text size when the window shrinks."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from manni_desktop.gui.table.view import TABLE_MIN_HEIGHT, TABLE_MIN_WIDTH

from .table_helpers import human_turn, make_window, settle
from .table_overlaps import table_shapes


def test_the_exchange_hint_keeps_between_the_side_hands(qtbot: QtBot) -> None:
    """At 1920x1080 the hint ("exchange 8♠ J♠ 6♦ 6♣ 7♣ (about 0.2 tricks
    better than …)") was one line wider than the room between the side
    hands, and lay over both columns of cards: it wraps instead."""
    window = make_window(qtbot, seed=3)
    window.resize(1920, 1080)
    settle(qtbot, window)
    assert window.controller.phase() == "exchange"
    window.hint()
    toast = window.scene.decor.toast
    qtbot.waitUntil(toast.isVisible, timeout=20000)
    assert toast.lines() > 1  # the long hint did need wrapping
    bubble = toast.sceneBoundingRect()
    sides = [s for s in table_shapes(window)
             if s.group in ("hand of seat 1", "hand of seat 2", "plate of seat 1",
                            "plate of seat 2")]
    assert sides
    hit = [s.label for s in sides if s.path.intersects(bubble)]
    assert not hit, hit


def test_the_summary_buttons_shrink_with_the_table(qtbot: QtBot) -> None:
    """The hand's summary came up in a larger window; made as small as it
    goes, its buttons kept their size, far larger than the table's text."""
    window = make_window(qtbot, seed=3)
    window.resize(1920, 1080)
    rng = random.Random(3)
    c = window.controller
    while c.phase() != "hand_end":
        settle(qtbot, window)
        if c.phase() != "hand_end":
            human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    panel = window.scene.panel
    button = panel.button_bar.buttons[0]
    large = button.font().pixelSize()
    window.resize(window.minimumSizeHint())
    for _ in range(3):
        QCoreApplication.processEvents()
        qtbot.wait(5)
    assert window.width() <= TABLE_MIN_WIDTH and window.height() <= TABLE_MIN_HEIGHT + 45
    assert panel.isVisible()
    assert button.font().pixelSize() <= round(panel.text_pixels) < large
    assert panel.button_bar.sceneBoundingRect().bottom() <= panel.sceneBoundingRect().bottom()
