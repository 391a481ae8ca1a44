"""The host's window is told what happens at its table: a friend drops, a
computer player stands in, the friend is back (a notice, and the seat's
plate), a save that fails and works again; and the host is asked before an
away friend's seat is given to someone who joins by that name."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.net import remembered
from manni_desktop.gui.net.window import NetWindow
from tests.gui import friends_windows
from tests.gui.friends_windows import click, host_table, join, play_clicks, start, window
from tests.gui.table_helpers import click_card


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def plate_note(window: NetWindow, seat: int) -> str:
    """The note on ``seat``'s plate in ``window``."""
    table = window.net.table
    index = next(i for i, s in enumerate(table.seats) if s.seat == seat)
    return window.scene.decor.plates[index].note


def said(window: NetWindow, text: str) -> bool:
    return any(text in notice for notice in window.notices)


def test_the_host_sees_a_friend_drop_a_computer_stand_in_and_the_friend_come_back(
        qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        name = net.net.client.client.name
        start(qtbot, main)
        play_clicks(qtbot, [host_window, net], 1)
        held = remembered.held_seat()
        assert held is not None
        # the test's patience, not a minute (a turn left that long goes to the stand-in too)
        hosting.host.host.options.stand_in_after = 0.5
        friend.friends.shutdown()  # the friend's app quits mid-game
        qtbot.waitUntil(lambda: said(host_window, f"{name} has left the table"), timeout=10000)
        qtbot.waitUntil(lambda: said(host_window, f"plays for {name} until {name} is back"),
                        timeout=10000)
        stand_in = next(n for n in host_window.notices if f"plays for {name}" in n)
        assert stand_in == f"A computer player (Medium) plays for {name} until {name} is back."
        qtbot.waitUntil(lambda: plate_note(host_window, 1) == "Away: computer plays",
                        timeout=5000)
        assert host_window.statusBar().currentMessage() in host_window.notices

        again = window(qtbot)
        back = again.friends.rejoin(held)
        assert back is not None
        qtbot.addWidget(back)
        qtbot.waitUntil(lambda: said(host_window, f"{name} is back at the table."),
                        timeout=15000)
        qtbot.waitUntil(lambda: plate_note(host_window, 1) != "Away: computer plays",
                        timeout=5000)
        assert "Away" not in plate_note(host_window, 1)
    finally:
        main.friends.shutdown()


def test_a_failed_save_is_told_and_play_goes_on(qtbot: QtBot, tmp_path: Path) -> None:
    main, host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None and main.friends.lobby is not None
        options = hosting.host.host.options
        good = options.save_path
        blocker = tmp_path / "a-file"
        blocker.write_text("not a folder")
        options.save_path = blocker / "table.json"  # cannot be written
        main.friends.lobby.give_button.click()
        start(qtbot, main)
        qtbot.waitUntil(lambda: host_window.save_box is not None, timeout=15000)
        box = host_window.save_box
        assert isinstance(box, QMessageBox) and box.isVisible()
        assert box.text().startswith("The table could not be saved:")
        assert "the last good save is kept" in box.text()
        assert host_window.statusBar().currentMessage() == box.text()
        box.accept()
        options.save_path = good
        play_clicks(qtbot, [host_window], 2)  # the game goes on
        qtbot.waitUntil(lambda: said(host_window, "The table is saved again."), timeout=15000)
        assert good is not None and good.exists()
    finally:
        main.friends.shutdown()


def seat_asked(qtbot: QtBot, main: MainWindow) -> QMessageBox:
    requests = main.friends.seat_requests
    assert requests is not None
    qtbot.waitUntil(lambda: bool(requests.boxes), timeout=15000)
    box = next(iter(requests.boxes.values()))
    assert box.isVisible()
    return box


@pytest.mark.parametrize("give", [True, False])
def test_the_host_is_asked_before_an_away_seat_is_given_by_name(
        qtbot: QtBot, give: bool) -> None:
    main, _host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        first, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        old = net.net.client.client.token
        name = net.net.client.client.name
        net.close()  # gone: its token with it
        qtbot.waitUntil(lambda: 1 not in hosting.seats()[1], timeout=10000)

        other = window(qtbot)
        dialog = other.friends.join_dialog()
        assert dialog.name_edit.text() == name and dialog.code_edit.text() != ""
        dialog.address_edit.setText(f"127.0.0.1:{hosting.port}")
        dialog.try_join()
        box = seat_asked(qtbot, main)
        assert f"joined as “{name}” asks for the seat of {name}" in box.text()
        click(box, "giveSeatByName" if give else "refuseSeatByName")
        if give:
            qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=15000)
            seated = other.friends.windows[0]
            qtbot.addWidget(seated)
            assert seated.net.seat == 1
            assert seated.net.client.client.token not in (None, old)  # a new key
        else:
            qtbot.waitUntil(lambda: dialog.error_label.text() != "", timeout=15000)
            assert "did not give you that seat" in dialog.error_label.text()
            assert not other.friends.windows
        del first
    finally:
        main.friends.shutdown()


def answer_at_once(qtbot: QtBot, window: NetWindow) -> None:
    """``window``'s turn, if it is: answered now (the exchange: keep the hand)."""
    if window.net.human_to_act():
        if window.net.phase() == "exchange":
            window.scene.confirm_exchange()
        else:
            click_card(qtbot, window, window.net.table.prompt.legal_cards[0])


def test_a_friend_whose_turn_went_to_the_stand_in_takes_the_seat_back(qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        _friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        options = hosting.host.host.options
        options.stand_in_after = 1.0  # the friend does not answer its turn for a second
        start(qtbot, main)

        def asked() -> bool:
            answer_at_once(qtbot, host_window)  # only the friend leaves its turn
            return net.back_box is not None and net.back_box.isVisible()

        qtbot.waitUntil(asked, timeout=20000)
        assert net.back_box is not None
        assert "a computer player plays for you" in net.back_box.text()
        options.stand_in_after = 600.0
        click(net.back_box, "takeSeatBack")
        qtbot.waitUntil(lambda: said(host_window, f"{net.net.client.client.name} is back"),
                        timeout=15000)

        def my_turn() -> bool:
            answer_at_once(qtbot, host_window)
            return net.net.human_to_act()

        qtbot.waitUntil(my_turn, timeout=30000)  # the seat is the friend's again
    finally:
        main.friends.shutdown()


def test_a_second_window_with_the_same_key_replaces_the_first_which_is_told(
        qtbot: QtBot) -> None:
    main, _host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        _friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        held = remembered.held_seat()
        assert held is not None
        second = window(qtbot).friends.rejoin(held)
        assert second is not None
        qtbot.addWidget(second)
        qtbot.waitUntil(lambda: net.host_message != "", timeout=15000)
        assert "taken by another window" in net.host_message
        qtbot.waitUntil(lambda: second.net.seat == 1, timeout=15000)
        qtbot.wait(1500)  # time enough for a rejoin that must not come
        assert not net.net.reconnecting and 1 in hosting.seats()[1]
        assert second.net.client.client.token == held.token
    finally:
        main.friends.shutdown()


def test_the_hosts_own_seat_is_never_taken_by_the_turn_limit(qtbot: QtBot) -> None:
    """Review of issue 54, finding 5: the stand-in time is for friends; the
    host's own seat is the table itself and waits for its host."""
    main = window(qtbot)
    dialog = main.friends.host_dialog()
    assert "friend" in dialog._stand_in_label.text()
    assert "Your own seat always waits for you" in dialog.stand_in_combo.toolTip()
    dialog.reject()
    main, host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None and hosting.host.host.options.own_seat == 0
        assert main.friends.lobby is not None
        main.friends.lobby.give_button.click()  # no friend: a computer at seat 1
        hosting.host.host.options.stand_in_after = 0.2
        start(qtbot, main)
        qtbot.waitUntil(host_window.net.human_to_act, timeout=20000)
        turn = hosting.host.host.referee.turn
        qtbot.wait(1500)  # many times the stand-in time
        assert host_window.net.human_to_act() and hosting.host.host.referee.turn == turn
        assert hosting.host.host.referee.controller(0) is None and not host_window.notices
    finally:
        main.friends.shutdown()
