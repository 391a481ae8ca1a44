"""The statistics dialog shows the figures of ``Statistics``, draws its charts,
and resets only after the player confirms."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMessageBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from manni_desktop.gui.dialogs.statistics import StatisticsDialog
from manni_desktop.storage.stats import Statistics, record_game
from manni_desktop.storage.stats_file import load_statistics, reset_statistics, save_statistics
from tests.storage.random_play import finished_game

LEVELS = [["easy", "easy"], ["medium", "easy"], ["hard", "medium"]]


@pytest.fixture(scope="module")
def stats() -> Statistics:
    result = Statistics()
    for seed in range(9):
        record_game(result, finished_game(seed), LEVELS[seed % 3])
    return result


def _number(value: float, digits: int) -> str:
    return QLocale().toString(float(value), "f", digits)


def cell(table: QTableWidget, row: int, column: int) -> str:
    """The text of a table cell that must be there."""
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def test_numbers_shown_match_the_statistics(qtbot: QtBot, stats: Statistics) -> None:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.value_text("played") == "9"
    assert dialog.value_text("won") == str(stats.won)
    assert dialog.value_text("shared") == str(stats.shared)
    assert dialog.value_text("lost") == str(stats.lost)
    assert dialog.value_text("win_rate") == _number(100 * stats.win_rate, 0) + "%"
    assert dialog.value_text("hands") == str(stats.hands_played)
    assert dialog.value_text("net_per_hand").lstrip("+").replace("\u2212", "-") == _number(
        stats.average_net_per_hand, 2)
    assert "-" not in dialog.value_text("net_per_hand"), "a hyphen for minus"
    assert dialog.value_text("longest_streak") == str(stats.longest_streak)
    assert dialog.value_text("current_streak") == str(stats.current_streak)
    assert stats.best_game is not None
    assert f"{stats.best_game.net:+d}".replace("-", "\u2212") in dialog.value_text("best_game")
    assert "-" not in dialog.value_text("best_game"), "a hyphen for minus"

    levels = stats.per_level()
    assert dialog.level_table.rowCount() == len(levels) == 3
    for row, result in enumerate(levels.values()):
        assert cell(dialog.level_table, row, 1) == str(result.played)
        assert cell(dialog.level_table, row, 2) == str(result.won)
    contracts = stats.per_contract()
    for row, kind in enumerate(("trump", "notrump", "nullo")):
        assert cell(dialog.contract_table, row, 1) == str(contracts[kind].hands)

    bars = dialog.level_chart.bars()
    assert [b.value for b in bars] == [r.win_rate for r in levels.values()]
    assert [b.label for b in bars] == ["Easy", "Medium", "Hard"]
    assert [b.value for b in dialog.contract_chart.bars()] == [
        contracts[k].average_net for k in ("trump", "notrump", "nullo") if contracts[k].hands]


def test_empty_statistics_and_no_reset_button(qtbot: QtBot) -> None:
    dialog = StatisticsDialog(Statistics())
    qtbot.addWidget(dialog)
    assert dialog.value_text("played") == "0"
    assert dialog.value_text("win_rate") == "—"
    assert dialog.level_chart.bars() == [] and dialog.contract_chart.bars() == []
    assert not dialog.reset_button.isVisibleTo(dialog)
    dialog.show()
    dialog.grab()  # paints the "no games" text without error


def test_reset_asks_first_and_clears_on_yes(
    qtbot: QtBot, stats: Statistics, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_statistics(stats, tmp_path)
    dialog = StatisticsDialog(
        load_statistics(tmp_path)[0], reset=lambda: reset_statistics(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.reset_button.isVisibleTo(dialog)
    questions: list[str] = []

    def answer(
        reply: QMessageBox.StandardButton,
    ) -> Callable[..., QMessageBox.StandardButton]:
        def question(parent: QWidget | None, title: str, text: str,
                     *args: object) -> QMessageBox.StandardButton:
            questions.append(text)
            return reply
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    dialog.reset_button.click()
    assert len(questions) == 1 and "9" in questions[0]
    assert dialog.value_text("played") == "9"
    assert load_statistics(tmp_path)[0].played == 9

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    with qtbot.waitSignal(dialog.statisticsReset, timeout=1000):
        dialog.reset_button.click()
    assert len(questions) == 2
    assert dialog.value_text("played") == "0"
    assert dialog.statistics() == Statistics()
    assert load_statistics(tmp_path)[0] == Statistics()


def test_screenshot(qtbot: QtBot, stats: Statistics, tmp_path: Path) -> None:
    dialog = StatisticsDialog(stats, reset=Statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    image = dialog.grab().toImage()
    assert image.width() > 300 and image.height() > 300
    chart = dialog.level_chart.grab().toImage()
    # the bar chart is really painted: more than the background colour in it
    colours = {chart.pixel(x, y) for x in range(0, chart.width(), 4)
               for y in range(0, chart.height(), 4)}
    assert len(colours) > 3
    assert dialog.grab().save(str(tmp_path / "stats.png"))


def test_per_game_table_and_manni_only_figures(qtbot: QtBot, stats: Statistics) -> None:
    mixed = Statistics(list(stats.games))
    for seed in range(3):
        assert record_game(mixed, finished_game(seed, "manillen"), ["easy", "hard", "easy"])
    dialog = StatisticsDialog(mixed)
    qtbot.addWidget(dialog)
    assert dialog.value_text("played") == "12"
    assert dialog.value_text("won") == str(mixed.won)
    # the plus-and-minus figures are the Manni games' alone
    assert dialog.value_text("hands") == str(stats.hands_played)
    assert dialog.value_text("net_per_hand") == StatisticsDialog(stats).value_text("net_per_hand")
    assert dialog.value_text("best_game") == StatisticsDialog(stats).value_text("best_game")
    table = dialog.game_table
    rows = [[cell(table, r, c) for c in range(4)] for r in range(table.rowCount())]
    manillen_won = sum(g.result == "won" for g in mixed.games if g.game == "manillen")
    assert [row[:3] for row in rows] == [
        ["Hornafjarðar Manni", "9", str(stats.won)],
        ["Classic Manni", "0", "0"],
        ["Manillen", "3", str(manillen_won)],
        ["Mizerka", "0", "0"],
        ["Hornafjarðar Manni with six contracts", "0", "0"],
    ]
    assert rows[1][3] == "—"
    assert rows[2][3] == _number(100 * manillen_won / 3, 0) + "%"
    assert cell(dialog.level_table, 2, 0) == "Hard"
    assert cell(dialog.level_table, 2, 1) == str(mixed.per_level()["hard"].played)


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize("language", ["en", "pt", "es", "pl"])
def test_it_opens_showing_every_column_where_there_is_room(
    qtbot: QtBot, stats: Statistics, language: str
) -> None:
    """m7: on a large screen the dialog opens wide enough for every table's
    columns (win rate, averages) without scrolling sideways."""
    from PySide6.QtCore import QCoreApplication, QSize

    from manni_desktop.gui.app_language import language_manager
    from manni_desktop.gui.dialogs.stat_tables import columns_width

    language_manager().set_language(language)
    QCoreApplication.processEvents()
    dialog = StatisticsDialog(stats, reset=Statistics)
    qtbot.addWidget(dialog)
    room = QSize(1920, 1040)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.fit_to(room)  # as on a full-HD screen (the offscreen one is 800×800)
    QCoreApplication.processEvents()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0
    for table in (dialog.game_table, dialog.level_table, dialog.contract_table):
        assert table.horizontalScrollBar().maximum() == 0, table.objectName()
        assert table.width() >= columns_width(table), table.objectName()
        header = table.horizontalHeader()
        for column in range(table.columnCount()):
            assert header.sectionSize(column) >= table.sizeHintForColumn(column), (
                table.objectName(), column)


def test_it_opens_no_larger_than_a_small_main_window(qtbot: QtBot, stats: Statistics) -> None:
    """m7: from an 800×600 window it opens within that window (and the
    screen), its contents scrolling instead of being cut."""
    from manni_desktop.gui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    dialog = StatisticsDialog(stats, reset=Statistics, parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= min(800, screen.width())
    assert dialog.height() <= min(600, screen.height())
    wanted = dialog.wanted_size()
    assert wanted.width() > dialog.width() or wanted.height() > dialog.height()
    bars = dialog.scroll_area.horizontalScrollBar(), dialog.scroll_area.verticalScrollBar()
    assert any(bar.maximum() > 0 for bar in bars)
