"""The window comes back at the size it was closed at; a damaged value is ignored.
(Sizes within the offscreen screen, 800×600: Qt fits a restored window to its screen.)"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.main_window import MainWindow


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
