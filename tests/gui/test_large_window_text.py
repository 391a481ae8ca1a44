"""At large sizes the score sheet's text grows as the table's does (issue 53:
maximized at 2560×1440 the cards and plates grew, the sheet stayed small)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow

from .table_helpers import make_window, settle


def sizes(window: MainWindow) -> tuple[float, int, int, int, int]:
    """The table's card height; the pixel size of a plate's name, the sheet's
    cells, the sheet's title and the contract grid's title."""
    plate = window.scene.decor.plates[0]
    return (window.scene.geometry().card_h, plate.name_line_font().pixelSize(),
            window.score_view.fontInfo().pixelSize(),
            window.score_dock.fontInfo().pixelSize(),
            window.score_pane.grid_title.fontInfo().pixelSize())


def test_the_sheet_text_grows_with_the_table_in_a_maximized_2560_window(qtbot: QtBot) -> None:
    window = make_window(qtbot, game="mizerka")
    window.resize(1180, 760)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.score_view.growth() == 1.0)
    card, plate, cells, title, grid_title = sizes(window)
    assert window.score_pane.grid_title.isVisible()
    window.resize(2560, 1421)  # maximized on 2560x1440 under a title bar
    qtbot.waitUntil(lambda: window.scene.geometry().card_h > card * 1.5)
    settle(qtbot, window)
    big_card, big_plate, big_cells, big_title, big_grid_title = sizes(window)
    table_growth = big_plate / plate
    assert table_growth > 1.6  # the table's text grew: so must the sheet's
    assert big_cells / cells > 0.85 * table_growth, (cells, big_cells, plate, big_plate)
    assert big_title / title > 0.85 * table_growth
    assert big_grid_title / grid_title > 0.85 * table_growth
    # and the table keeps its room: the sheet stays within half the window
    assert not window.sheet_is_drawer() and window.score_dock.width() <= window.width() // 2
