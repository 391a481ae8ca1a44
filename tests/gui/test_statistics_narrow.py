"""In a 1180 px window on a 1366×768 screen the statistics dialog opens
without a sideways scroll bar:
the per-game table wraps the games' names ("Hornafjarðar Manni with six
contracts" on two lines) instead of pushing the three tables past the screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from pytestqt.qtbot import QtBot

from manni_desktop.gui.dialogs.stat_tables import columns_width
from manni_desktop.gui.dialogs.statistics import StatisticsDialog
from manni_desktop.storage.stats import Statistics, record_game
from tests.storage.random_play import finished_game


def test_the_per_game_table_fits_a_1366_screen(qtbot: QtBot) -> None:
    stats = Statistics()
    for seed, game in enumerate(("hornafjardar", "manillen")):
        record_game(stats, finished_game(seed, game), ["easy", "hard", "easy"][:2 + seed])
    dialog = StatisticsDialog(stats, reset=Statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # The room of a 1180 px main window with the desktop's fonts (the offscreen
    # fonts are narrower): 80 px less than the tables side by side want.
    dialog.fit_to(QSize(4000, 2000))
    room = QSize(dialog.wanted_size().width() - 80, 700)
    dialog.fit_to(room)
    QCoreApplication.processEvents()
    assert dialog.width() <= room.width()
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0
    table = dialog.game_table
    assert table.horizontalScrollBar().maximum() == 0
    assert table.width() >= columns_width(table)
    names = [item.text() if (item := table.item(r, 0)) else "" for r in range(table.rowCount())]
    six = names.index("Hornafjarðar Manni with six contracts")
    # wrapped, not cut: its row is as tall as two lines
    assert table.rowHeight(six) >= 2 * table.fontMetrics().height()
