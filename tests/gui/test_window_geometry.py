"""The window comes back at the size it was closed at; a damaged value is ignored;
a size or place that would reach past the screen's free area is brought inside
it (the real window under a window manager: test_window_fits_the_screen.py).
(Sizes within the offscreen screen, 800×600: Qt fits a restored window to its screen.)"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.window.screen_fit import first_size, fitted


def test_the_window_size_is_remembered(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    first.resize(760, 560)
    qtbot.waitUntil(lambda: first.width() == 760)
    first.close()
    assert storage.load_settings().window_geometry
    again = MainWindow()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 560)


def test_a_damaged_window_geometry_is_dropped() -> None:
    settings = storage.Settings.from_json({"window_geometry": "not base64 !!"})
    assert settings.window_geometry == ""
    settings = storage.Settings.from_json({"window_geometry": ["x"]})
    assert settings.window_geometry == ""


def test_a_frame_is_moved_and_shrunk_into_the_available_area() -> None:
    area = QRect(0, 0, 1366, 728)  # a 1366x768 screen above a 40 px panel
    assert fitted(QRect(100, 50, 1182, 785), area) == QRect(100, 0, 1182, 728)
    assert fitted(QRect(-300, 700, 400, 300), area) == QRect(0, 428, 400, 300)
    assert fitted(QRect(2000, 1200, 2400, 1500), area) == area  # from a bigger screen
    assert fitted(QRect(10, 10, 500, 400), area) == QRect(10, 10, 500, 400)


def test_the_first_size_is_comfortable_and_fits() -> None:
    frame = QMargins(4, 32, 4, 6)
    assert first_size(QSize(1366, 728), frame) == QSize(1180, 690)
    assert first_size(QSize(800, 600), frame) == QSize(792, 562)
    big = first_size(QSize(2560, 1400), frame)
    assert big.width() > 1180 and big.height() > 760  # more of a big screen
    assert big.width() <= 2552 and big.height() <= 1362
