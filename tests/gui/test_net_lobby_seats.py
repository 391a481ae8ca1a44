"""The lobby says where each seat sits, as the host's table and form call
it, with the form's name for a friend's seat (review of issue 54, finding 12)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.gui import friends_windows
from tests.gui.friends_windows import GAME, join, window


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_the_lobby_names_each_seats_place_and_the_forms_name(qtbot: QtBot) -> None:
    main = window(qtbot)
    dialog = main.friends.host_dialog()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
    dialog.name_edits[0].setText("Jon")  # the left seat, for a friend
    dialog.name_edits[1].setText("Tölva")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    try:
        lobby, hosting = main.friends.lobby, main.friends.hosting
        assert lobby is not None and hosting is not None
        qtbot.waitUntil(lambda: "(joined)" in lobby.seat_list.item(0).text(), timeout=15000)
        rows = [lobby.seat_list.item(i).text() for i in range(lobby.seat_list.count())]
        assert rows[0].startswith("You: ")
        assert rows[1] == "Left opponent: waiting for a friend (Jon in your form)"
        assert rows[2] == "Right opponent: Tölva, computer player (Easy)"
        _friend, net, error = join(qtbot, hosting.shown_code, hosting.port, name="Sigga")
        assert net is not None, error
        qtbot.waitUntil(lambda: lobby.seat_list.item(1).text()
                        == "Left opponent: Sigga (joined)", timeout=15000)
    finally:
        main.friends.shutdown()
