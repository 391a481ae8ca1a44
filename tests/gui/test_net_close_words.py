"""Closing a table with two friends seated names them as a sentence lists
them and agrees in number, in each language; a seat's "Away" is worded for
anyone (review of issue 54, finding 11)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.net.host_dialog import FRIEND
from manni_desktop.gui.net.notices import plate_note
from tests.gui import friends_windows
from tests.gui.friends_windows import GAME, join, window

pytestmark = pytest.mark.usefixtures("back_to_english")


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_two_friends_are_named_with_and_in_the_close_question(qtbot: QtBot) -> None:
    main = window(qtbot)
    dialog = main.friends.host_dialog()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData(FRIEND))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        host_window = main.friends.windows[0]
        for name in ("Sigga", "Jon"):
            _friend, net, error = join(qtbot, hosting.shown_code, hosting.port, name=name)
            assert net is not None, error
        qtbot.waitUntil(lambda: len(hosting.friends_seated(0)) == 2, timeout=15000)
        host_window.close()
        box = host_window.close_box
        assert box is not None and box.isVisible()
        assert box.text().startswith("Close the table? Sigga and Jon will be disconnected.")
        box.button(QMessageBox.StandardButton.Cancel).click()
        language_manager().set_language("pl")
        assert plate_note("seat-away") == "Poza stołem"
        host_window.close()
        box = host_window.close_box
        assert box is not None and box.isVisible()
        assert box.text().startswith("Zamknąć stół? Sigga i Jon zostaną rozłączeni.")
        box.button(QMessageBox.StandardButton.Cancel).click()
    finally:
        main.friends.shutdown()
