"""What a network table's windows say when no one's turn is the answer:
the joiner seated before the host's Start, the table closed by its host
(the friend is offered to leave, no stale "… is playing"), and the host
asked before a close disconnects friends."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui import friends_windows
from tests.gui.friends_windows import click, host_table, join, play_clicks, start


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_the_joiner_is_told_it_waits_for_the_hosts_start(qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot, "Kitchen")
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        _friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        host_name = hosting.seats()[0][0]["name"]
        waiting = f"Seated at “Kitchen”: waiting for {host_name} to start the game."
        qtbot.waitUntil(lambda: net.turn_label.text() == waiting, timeout=5000)
        assert net.scene.status_text() == waiting  # the table's status badge says it too
        assert net.scene.decor.status_badge.text == waiting
        assert net.windowTitle() == "Playing with friends at Kitchen"  # "— Manni" follows
        assert host_window.turn_label.text().startswith("Your table “Kitchen”: start")
        start(qtbot, main)
        qtbot.waitUntil(lambda: net.net.has_game() and "Seated" not in net.turn_label.text(),
                        timeout=15000)
        assert net.turn_label.text() == net.scene.status_text() != ""
    finally:
        main.friends.shutdown()


def test_a_closed_table_says_so_and_the_friend_may_leave(qtbot: QtBot) -> None:
    """The host's close asks first (the friend's name in the question); Cancel
    keeps the table.  Closed, the friend's window says so in its status line
    instead of whose turn it was, and its Leave button closes it."""
    main, host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        _friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        start(qtbot, main)
        play_clicks(qtbot, [host_window, net], 1)
        friend_name = hosting.seats()[0][1]["name"]
        host_window.close()
        box = host_window.close_box
        assert box is not None and box.isVisible() and host_window.isVisible()
        assert f"{friend_name} will be disconnected" in box.text()
        box.button(QMessageBox.StandardButton.Cancel).click()
        qtbot.wait(300)
        assert hosting.open and host_window.isVisible() and net.host_message == ""
        host_window.close()
        assert host_window.close_box is not None
        click(host_window.close_box, "closeTable")
        qtbot.waitUntil(lambda: not hosting.open, timeout=5000)
        qtbot.waitUntil(lambda: net.host_message != "", timeout=15000)
        closed = "The host closed the table. The game is kept at the host."
        assert net.host_message == closed
        assert net.turn_label.text() == closed and net.scene.status_text() == closed
        assert "playing" not in net.turn_label.text()
        assert not net.scene.decor.seat_notes  # no "Away" left on a plate
        assert not net.scene.decor.toast.isVisible()  # nor the host's leaving as a note
        box = net.host_left_box
        assert box is not None and box.isVisible()
        click(box, "leaveTable")
        qtbot.waitUntil(lambda: not net.isVisible(), timeout=5000)
    finally:
        main.friends.shutdown()


def test_a_table_without_friends_closes_without_a_question(qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot)
    hosting = main.friends.hosting
    assert hosting is not None
    assert main.friends.lobby is not None
    main.friends.lobby.close_button.click()
    qtbot.waitUntil(lambda: not hosting.open and not host_window.isVisible(), timeout=5000)
    assert host_window.close_box is None
    main.friends.shutdown()
