"""A resumed table whose friend does not come back is not stuck: the host
lets a computer player hold the friend's seat and starts; the friend takes
the seat back with its token (review of issue 54, finding 2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui import friends_windows
from tests.gui.friends_windows import click, host_table, join, play_clicks, start


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_an_absent_friends_seat_is_held_by_a_computer_and_the_game_starts(
        qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot)
    hosting = main.friends.hosting
    assert hosting is not None
    code = hosting.shown_code
    friend, net, error = join(qtbot, code, hosting.port, name="Sigga")
    assert net is not None, error
    start(qtbot, main)
    play_clicks(qtbot, [host_window, net], 1)
    turn = hosting.host.host.referee.turn
    host_window.close()
    assert host_window.close_box is not None
    click(host_window.close_box, "closeTable")
    qtbot.waitUntil(lambda: net.host_message != "", timeout=15000)
    net.close()  # the friend does not come back

    box = main.friends.host_table()
    assert isinstance(box, QMessageBox)
    click(box, "resumeTable")
    resumed, lobby = main.friends.hosting, main.friends.lobby
    assert resumed is not None and lobby is not None
    new_host = main.friends.windows[-1]
    qtbot.addWidget(new_host)
    new_host.set_speed("instant")
    qtbot.waitUntil(lambda: "(joined)" in lobby.seat_list.item(0).text(), timeout=15000)
    assert "(away)" in lobby.seat_list.item(1).text()
    assert not lobby.start_button.isEnabled()
    assert lobby.give_button.isEnabled()  # the table is not stuck
    assert "Sigga" in lobby.give_button.text()
    lobby.give_button.click()
    assert "Sigga" in lobby.seat_list.item(1).text()
    assert "computer player" in lobby.seat_list.item(1).text()
    start(qtbot, main)
    engine = resumed.host.host.referee
    assert engine.controller(1) is not None  # a computer plays for Sigga
    qtbot.waitUntil(new_host.net.has_game, timeout=15000)
    play_clicks(qtbot, [new_host], 1)
    assert engine.turn > turn
    friend.close()
    main.friends.shutdown()
