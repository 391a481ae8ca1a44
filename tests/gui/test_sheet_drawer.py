"""A table that fits: below 1,000 px the score sheet is a drawer over the table
(S or the corner button opens it), the plates show each total, and a wide
window docks the sheet again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.gui.models import sheet_mismatch
from manni_desktop.gui.score_sheet import MAX_GROWTH

from .table_helpers import make_window, settle


def test_a_narrow_window_opens_the_sheet_as_a_drawer(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=3)
    settle(qtbot, window)
    assert not window.sheet_is_drawer() and window.score_dock.isVisible()
    window.resize(800, 600)
    qtbot.waitUntil(window.sheet_is_drawer)
    drawer = window.drawer
    assert not window.score_dock.isVisible() and not drawer.isVisible()
    assert drawer.button.isVisible() and not window.score_toggle.isChecked()
    # the table has the whole width: every card of the hand shows its index
    scene = window.scene
    qtbot.waitUntil(lambda: scene.geometry().width > 760)
    settle(qtbot, window)
    xs = sorted(scene.cards[c].pos().x() for c in scene.human_cards())
    steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    assert min(steps) > scene.geometry().card_w * 0.25
    # each plate shows its seat's total towards 10
    assert all(plate.score == "0/10" for plate in scene.decor.plates[:3])
    QTest.keyClick(window.view, Qt.Key.Key_S)
    assert drawer.isVisible() and window.score_toggle.isChecked()
    assert window.score_pane.parentWidget() is drawer and window.score_view.isVisible()
    assert window.score_view.parentWidget() is window.score_pane
    assert drawer.geometry().right() == window.view.width() - 1
    assert sheet_mismatch(window.score_model, window.controller.table) is None
    QTest.keyClick(window.score_view, Qt.Key.Key_Escape)
    assert not drawer.isVisible() and not window.score_toggle.isChecked()
    QTest.mouseClick(drawer.button, Qt.MouseButton.LeftButton)
    assert drawer.isVisible()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: not window.sheet_is_drawer())
    assert window.score_dock.isVisible() and window.score_dock.widget() is window.score_pane
    assert not drawer.isVisible() and not drawer.button.isVisible()


def test_the_docked_sheet_can_be_closed_and_opened_with_s(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=3)
    settle(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_S)
    assert not window.score_dock.isVisible() and not window.score_toggle.isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_S)
    assert window.score_dock.isVisible() and window.score_toggle.isChecked()


def test_the_sheet_text_grows_with_the_window(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=3)
    settle(qtbot, window)
    window.resize(1100, 740)
    qtbot.waitUntil(lambda: window.height() == 740)
    small = window.score_view.font().pointSizeF()
    window.score_view.set_growth(1.5)  # as a 1,200 px high window would
    assert window.score_view.font().pointSizeF() > small * 1.4
    window.score_view.set_growth(9.0)
    assert window.score_view.font().pointSizeF() <= small * (MAX_GROWTH + 0.01)
