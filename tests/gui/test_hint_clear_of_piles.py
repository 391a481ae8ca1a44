"""The hint's bubble keeps clear of the pile labels (issue 53): an exchange
hint names up to nine cards and wraps into several lines, and grew up over
"Talon: 9" and "Discards: 4"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from manni_desktop.engine import Game, get_rules
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import make_window, settle


def drawn(item: QGraphicsItem) -> QRectF:
    """Where ``item`` is drawn on the table (its shape, not its border's room)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


def exchange_from_a_full_talon_after_the_others(qtbot: QtBot, window: MainWindow) -> None:
    """The human deals, so exchanges last, with many cards still in the talon
    and the others' in the discards, as in the review ("Talon: 9",
    "Discards: 4"): the first such deal of the seeds where the human deals."""
    rules = get_rules("mizerka")
    c = window.controller
    for seed in (s for s in range(400) if Game(rules, seed=s).first_dealer == 0):
        c.new_game("mizerka", "seats", None, ("random", "random"), seed)
        settle(qtbot, window)
        if c.phase() == "exchange" and c.exchange_allowance() >= 6:
            return
    raise AssertionError("no deal leaves the human six or more cards to exchange")


@pytest.mark.parametrize("size", [(1180, 760), (800, 600)])
def test_an_exchange_hint_leaves_the_talon_and_discard_labels_readable(
        qtbot: QtBot, size: tuple[int, int]) -> None:
    window = make_window(qtbot, game="mizerka")
    window.resize(*size)
    decor = window.scene.decor
    exchange_from_a_full_talon_after_the_others(qtbot, window)
    assert decor.manni_badge.isVisible() and decor.discard_badge.isVisible()
    window.hint()
    qtbot.waitUntil(lambda: decor.toast.isVisible() and "xchange" in decor.toast.text,
                    timeout=20000)
    note = drawn(decor.toast)
    assert note.height() > 2 * decor.toast.pixels  # a hint of more than one line
    for label in (decor.manni_badge, decor.discard_badge, decor.contract_badge):
        if label.isVisible():
            assert not note.intersects(drawn(label)), (label.text, note, drawn(label))
    # and it still sits over the table's middle, clear of the status line
    assert not note.intersects(drawn(decor.status_badge))
    assert note.bottom() < window.scene.sceneRect().bottom()
