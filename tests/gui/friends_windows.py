"""The windows of Play with friends, driven through the menus: a window
hosts a table (Host a table…, the lobby), another joins it (Join…), the
host presses Start, seats play by clicks.  Shared by the test_net_* window
tests; the tables listen on 127.0.0.1 (``loopback``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.net.friends import FriendsMenu
from manni_desktop.gui.net.window import NetWindow
from manni_desktop.net.referee import REMOTE
from tests.gui.table_helpers import click_card

GAME = "hornafjardar"


def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables listen on 127.0.0.1 and are not announced on the network."""
    monkeypatch.setattr(FriendsMenu, "bind", "127.0.0.1")
    monkeypatch.setattr(FriendsMenu, "discovery", False)


def host_table(qtbot: QtBot, table_name: str = "") -> tuple[MainWindow, NetWindow]:
    """A window hosts Hornafjarðar: seat 1 for a friend, seat 2 an easy
    computer player; the host's own window is seated and the lobby shown."""
    main = window(qtbot)
    dialog = main.friends.host_dialog()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
    if table_name:
        dialog.name_edit.setText(table_name)
    assert dialog.choice().kinds == [REMOTE, REMOTE, "easy"]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    host_window = main.friends.windows[0]
    qtbot.addWidget(host_window)
    host_window.set_speed("instant")
    lobby = main.friends.lobby
    assert lobby is not None and lobby.isVisible()
    qtbot.waitUntil(lambda: "(joined)" in lobby.seat_list.item(0).text(), timeout=15000)
    assert lobby.free_seats() == [1] and "waiting" in lobby.seat_list.item(1).text()
    return main, host_window


def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def join(qtbot: QtBot, code: str, port: int, name: str = "Bo",
         approve: MainWindow | None = None) -> tuple[MainWindow, NetWindow | None, str]:
    """A second window joins with ``code`` through Join… as ``name``: its
    network window, or the error the dialog shows.  ``approve``: the hosting
    window, whose host gives the seat if asked (a seat taken back by name)."""
    friend = window(qtbot)
    dialog = friend.friends.join_dialog()
    dialog.name_edit.setText(name)
    dialog.address_edit.setText(f"127.0.0.1:{port}")
    dialog.code_edit.setText(code)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def answered() -> bool:
        requests = approve.friends.seat_requests if approve is not None else None
        if requests is not None and requests.boxes:
            click(next(iter(requests.boxes.values())), "giveSeatByName")
        return dialog.error_label.text() != "" or not dialog.isVisible()

    qtbot.waitUntil(answered, timeout=20000)
    if dialog.isVisible():
        return friend, None, dialog.error_label.text()
    net = friend.friends.windows[0]
    qtbot.addWidget(net)
    net.set_speed("instant")
    return friend, net, ""


def start(qtbot: QtBot, main: MainWindow) -> None:
    """The host presses Start once every seat is taken; the lobby closes."""
    lobby, hosting = main.friends.lobby, main.friends.hosting
    assert lobby is not None and hosting is not None
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=15000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: hosting.started and not lobby.isVisible(), timeout=15000)


def click(box: QDialog, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert button is not None
    button.click()


def play_clicks(qtbot: QtBot, windows: list[NetWindow], count: int) -> None:
    """``count`` cards played by clicks (the exchange: keep the hand), then
    wait for a human's turn: the table stands still."""
    clicks = 0
    while True:
        qtbot.waitUntil(lambda: any(w.net.human_to_act() for w in windows), timeout=20000)
        if clicks == count:
            return
        acting = next(w for w in windows if w.net.human_to_act())
        if acting.net.phase() == "exchange":
            assert acting.scene.confirm_exchange()
        else:
            click_card(qtbot, acting, acting.net.table.prompt.legal_cards[0])
            clicks += 1
        moved(qtbot, acting)


def moved(qtbot: QtBot, window: NetWindow) -> None:
    """The window's move went to the host (or it is its exchange again)."""
    qtbot.waitUntil(lambda: not window.net.human_to_act() or window.net.phase() == "exchange",
                    timeout=20000)
