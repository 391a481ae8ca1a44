"""The docked score sheet takes the width its columns need, no more, and
keeps it: at the game's end (the winner's column turns bold) and behind the
Continue question at start."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.storage import SavedGame

from .table_helpers import human_turn, make_window, settle


def _fitted(qtbot: QtBot, window: MainWindow) -> int:
    """The dock's width once the sheet is measured (a timer of the window)."""
    for _ in range(3):
        QCoreApplication.processEvents()
        qtbot.wait(5)
    return window.score_dock.width()


def _columns_width(window: MainWindow) -> int:
    view = window.score_view
    return view.horizontalHeader().length() + 2 * view.frameWidth()


def test_the_sheet_is_as_wide_as_its_columns_and_the_table_gets_the_rest(
        qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=3)
    window.resize(1920, 1080)
    settle(qtbot, window)
    dock = _fitted(qtbot, window)
    view = window.score_view
    assert not view.verticalScrollBar().isVisible()  # two rows: nothing to scroll
    assert _columns_width(window) <= dock <= _columns_width(window) + 12
    assert window.view.width() >= window.width() - dock - 12


def _header_fits(window: MainWindow) -> list[str]:
    """The lower header labels that do not fit their column in bold."""
    view = window.score_view
    header = view.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    model = window.score_model
    cut = []
    for section in range(model.columnCount()):
        if view.isColumnHidden(section):
            continue
        label = model.headerData(section, Qt.Orientation.Horizontal)
        if metrics.horizontalAdvance(str(label)) + 2 * margin > header.sectionSize(section):
            cut.append(f"{label!r}: {header.sectionSize(section)} px")
    return cut


@pytest.mark.parametrize("size", [(1180, 760), (1920, 1080)])
def test_the_game_over_changes_neither_the_sheet_width_nor_clips_its_header(
        qtbot: QtBot, size: tuple[int, int]) -> None:
    """The winner's column turns bold at the end: it was measured in the
    application's font (the sheet's is scaled), clipped "Tricks" to "ricks"
    and made the sheet, and so the table, jump."""
    window = make_window(qtbot, seed=5)
    window.resize(*size)
    c = window.controller
    rng = random.Random(5)
    width_before = 0
    for _ in range(3000):
        settle(qtbot, window, timeout=20000)
        if c.phase() == "over":
            break
        if c.phase() == "play" and c.session.hand_count > 1:
            width_before = _fitted(qtbot, window)
            assert not _header_fits(window)
        human_turn(qtbot, window, rng, use_keys=False)
    assert c.phase() == "over" and width_before
    assert any(window.score_model.unit_won(u) for u in range(len(c.table.seats)))
    assert _fitted(qtbot, window) == width_before
    assert not _header_fits(window)


def test_the_sheet_keeps_its_width_behind_the_continue_question(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The question came before any game was on the table: the empty sheet
    fitted itself to a sliver ("Score…").  Now it shows the saved game."""
    first = make_window(qtbot, seed=4)
    first.resize(1180, 760)
    rng = random.Random(4)
    for _ in range(8):
        settle(qtbot, first)
        human_turn(qtbot, first, rng, use_keys=False)
    settle(qtbot, first)
    normal = _fitted(qtbot, first)
    first.close()

    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1180, 760)
    again.show()
    qtbot.waitExposed(again)
    seen: list[int] = []

    def answer(window: MainWindow, saved: SavedGame) -> bool:
        seen.append(_fitted(qtbot, window))
        return True

    monkeypatch.setattr(MainWindow, "ask_continue", answer)
    again.start_session()
    assert seen, "Continue was not offered"
    assert seen[0] >= normal - 2, (seen[0], normal)
    settle(qtbot, again)
    assert abs(_fitted(qtbot, again) - normal) <= 2
