"""A resumed table listens on its old port, so a remembered address still
finds it; if that port is taken, it listens on another and the lobby says
so (review of issue 54, finding 7)."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.net import remembered
from tests.gui import friends_windows
from tests.gui.friends_windows import click, host_table, join, start, window


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def host_and_close(qtbot: QtBot) -> tuple[MainWindow, int]:
    """A table played from its first move (so it is autosaved), then closed."""
    main, host_window = host_table(qtbot)
    hosting, lobby = main.friends.hosting, main.friends.lobby
    assert hosting is not None and lobby is not None
    lobby.give_button.click()
    start(qtbot, main)
    saved = hosting.host.host.options.save_path
    assert saved is not None
    qtbot.waitUntil(saved.exists, timeout=15000)
    port = hosting.port
    host_window.close()
    qtbot.waitUntil(lambda: not hosting.open, timeout=5000)
    return main, port


def resume(main: MainWindow) -> None:
    box = main.friends.host_table()
    assert isinstance(box, QMessageBox)
    click(box, "resumeTable")


def test_a_resumed_table_listens_on_its_old_port(qtbot: QtBot) -> None:
    main, port = host_and_close(qtbot)
    try:
        resume(main)
        resumed, lobby = main.friends.hosting, main.friends.lobby
        assert resumed is not None and lobby is not None
        assert resumed.port == port and not resumed.port_moved
        assert f":{port}" in lobby.table_label.text() and "in use" not in lobby.table_label.text()
    finally:
        main.friends.shutdown()


def test_a_taken_old_port_moves_the_table_and_the_lobby_says_so(qtbot: QtBot) -> None:
    main, port = host_and_close(qtbot)
    other = socket.socket()
    try:
        other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        other.bind(("127.0.0.1", port))  # another program took the port meanwhile
        other.listen()
        resume(main)
        resumed, lobby = main.friends.hosting, main.friends.lobby
        assert resumed is not None and lobby is not None
        assert resumed.open and resumed.port != port and resumed.port_moved
        text = lobby.table_label.text()
        assert f":{resumed.port}" in text and f"old port {port} is in use" in text
    finally:
        other.close()
        main.friends.shutdown()


def test_a_friends_remembered_seat_finds_the_resumed_table(qtbot: QtBot) -> None:
    """The friend's app quit with the table; the host resumes it: the
    friend's "Rejoin the table at <host>" reaches it at the same address."""
    main, host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        friend, net, error = join(qtbot, hosting.shown_code, hosting.port, name="Sigga")
        assert net is not None, error
        start(qtbot, main)
        friend.friends.shutdown()  # the friend's app quits mid-table: the seat is held
        held = remembered.held_seat()
        assert held is not None and held.address == f"127.0.0.1:{hosting.port}"
        host_window.close()
        qtbot.waitUntil(lambda: not hosting.open, timeout=5000)
        resume(main)
        resumed = main.friends.hosting
        assert resumed is not None and resumed.port == hosting.port
        again = window(qtbot)
        box = again.friends.offer_rejoin()
        assert box is not None
        click(box, "rejoinTable")
        qtbot.waitUntil(lambda: bool(again.friends.windows)
                        and again.friends.windows[0].isVisible(), timeout=20000)
        assert again.friends.windows[0].net.seat == 1
        qtbot.waitUntil(lambda: 1 in resumed.seats()[1], timeout=15000)
        again.friends.shutdown()
    finally:
        main.friends.shutdown()
