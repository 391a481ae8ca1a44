"""Play with friends through the menus: a window hosts a table (Host a
table…, the lobby with its code), a second window joins it (Join…, the
code typed), the host presses Start, both play a whole hand by clicks; a
wrong code; the host closes the table."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.net.host_dialog import HostDialog
from manni_desktop.gui.net.join_dialog import JoinDialog
from manni_desktop.gui.net.window import NetWindow
from manni_desktop.net.discovery import FoundTable
from manni_desktop.storage.settings import DEFAULT_LEVEL, offered_levels
from tests.gui import friends_windows
from tests.gui.friends_windows import (
    GAME,
    click,
    host_table,
    join,
    play_clicks,
    start,
    window,
)
from tests.gui.table_helpers import click_card


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


@pytest.fixture
def hosted(qtbot: QtBot) -> Iterator[tuple[MainWindow, NetWindow]]:
    """A window hosts Hornafjarðar: seat 1 for a friend, seat 2 an easy computer player."""
    main, host_window = host_table(qtbot)
    yield main, host_window
    main.friends.shutdown()


def play_until_hand_end(qtbot: QtBot, windows: list[NetWindow]) -> int:
    """Each window plays its seat by clicks (the exchange: keep the hand)."""
    clicks = 0
    while True:
        qtbot.waitUntil(lambda: any(w.net.human_to_act() for w in windows)
                        or all(w.net.phase() in ("hand_end", "over") for w in windows),
                        timeout=20000)
        acting = [w for w in windows if w.net.human_to_act()]
        if not acting:
            return clicks
        w = acting[0]
        table = w.net.table
        others = [c for s in table.seats if s.seat != table.viewer for c in s.hand]
        # another seat's cards: tokens only, but for the public cut card
        assert all(c >= 1000 or c == table.contract.cut for c in others)
        assert not any(w.scene.cards[c].face_up for c in others)  # drawn as backs
        if w.net.phase() == "exchange":
            assert w.scene.confirm_exchange()
        else:
            click_card(qtbot, w, table.prompt.legal_cards[0])
            clicks += 1


def test_host_and_friend_windows_play_a_hand(qtbot: QtBot,
                                             hosted: tuple[MainWindow, NetWindow]) -> None:
    main, host_window = hosted
    hosting = main.friends.hosting
    assert hosting is not None
    code = main.friends.lobby.code_label.text()  # type: ignore[union-attr]
    assert len(code) == 9 and code[4] == "-"
    _friend, net, error = join(qtbot, code, hosting.port)
    assert net is not None, error
    assert net.net.seat == 1
    start(qtbot, main)
    clicks = play_until_hand_end(qtbot, [host_window, net])
    assert clicks >= 10  # two seats' eight or so cards each
    engine = hosting.host.host.referee.session
    for w in (host_window, net):
        assert w.net.table.sheet[0] == engine.snapshot(0).sheet[0]
        assert w.net.table.last_trick == engine.snapshot(w.net.table.viewer).last_trick
        assert not w.undo_action.isEnabled()
        assert w.undo_action.toolTip() == "Undo is off in games with friends"


def test_the_game_waits_for_the_hosts_start(qtbot: QtBot,
                                            hosted: tuple[MainWindow, NetWindow]) -> None:
    """Issue 37: "the host starts the game when the seats are filled" — a
    full table does not start by itself; Start begins it."""
    main, host_window = hosted
    hosting, lobby = main.friends.hosting, main.friends.lobby
    assert hosting is not None and lobby is not None
    assert not lobby.start_button.isEnabled()  # seat 2 is still free
    _friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
    assert net is not None, error
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=15000)
    qtbot.wait(1500)  # time enough for a table that started by itself
    assert not hosting.started and lobby.isVisible()
    assert not host_window.net.has_game() and not net.net.has_game()
    start(qtbot, main)
    qtbot.waitUntil(lambda: host_window.net.has_game() and net.net.has_game(), timeout=15000)


def test_a_seat_given_to_a_computer_fills_the_table(
        qtbot: QtBot, hosted: tuple[MainWindow, NetWindow]) -> None:
    main, host_window = hosted
    lobby = main.friends.lobby
    assert lobby is not None and not lobby.start_button.isEnabled()
    combo = lobby.level_combo  # the table's game's levels, the default chosen
    assert [combo.itemData(i) for i in range(combo.count())] == list(offered_levels(GAME))
    assert combo.currentData() == DEFAULT_LEVEL
    qtbot.waitUntil(lambda: 1 in host_window.scene.decor.seat_notes, timeout=15000)
    assert host_window.scene.decor.seat_notes[1] == "Away"  # no friend there yet
    lobby.give_button.click()
    start(qtbot, main)
    qtbot.waitUntil(host_window.net.has_game, timeout=15000)
    # a computer's seat from the start: no "Away" on its plate (review 54, finding 3)
    assert 1 not in host_window.seat_notes and host_window.scene.decor.seat_notes == {}


def test_a_wrong_code_is_refused_and_nothing_is_lost(
        qtbot: QtBot, hosted: tuple[MainWindow, NetWindow]) -> None:
    main, _host_window = hosted
    hosting = main.friends.hosting
    assert hosting is not None
    wrong = "K7QF-M2XD" if hosting.shown_code != "K7QF-M2XD" else "K7QF-M2XE"
    friend, net, error = join(qtbot, wrong, hosting.port)
    assert net is None and "code is wrong" in error
    dialog = friend.friends.dialog
    assert isinstance(dialog, JoinDialog) and dialog.isVisible()
    assert dialog.code_edit.text() == wrong  # typed text kept: fix it and try again
    assert main.friends.lobby is not None and main.friends.lobby.free_seats() == [1]


def test_the_friend_is_told_when_the_host_closes(
        qtbot: QtBot, hosted: tuple[MainWindow, NetWindow]) -> None:
    main, _host_window = hosted
    hosting = main.friends.hosting
    assert hosting is not None and main.friends.lobby is not None
    _friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
    assert net is not None, error
    main.friends.lobby.close_button.click()  # Close the table: a friend sits there
    question = _host_window.close_box
    assert question is not None and "will be disconnected" in question.text()
    click(question, "closeTable")
    qtbot.waitUntil(lambda: net.host_message != "", timeout=15000)
    assert not main.friends.lobby.isVisible()
    assert "host closed the table" in net.host_message
    box = net.findChild(QMessageBox, "hostLeftBox")
    assert box is not None and box.isVisible() and box.text() == net.host_message


def test_a_found_table_fills_the_address(qtbot: QtBot) -> None:
    """The browse's answer (a worker thread's signal) lists tables by name and
    host; picking one fills its address."""
    main = window(qtbot)
    dialog = main.friends.join_dialog()
    dialog.browser.found.emit([FoundTable("Sigrún's table", "hornafjardar", "manni-table/1",
                                          "kitchen", "192.168.1.20", 50123)])
    qtbot.waitUntil(lambda: dialog.tables.count() == 1, timeout=5000)
    assert dialog.tables.item(0).text() == "Sigrún's table — on kitchen"
    dialog.tables.setCurrentRow(0)
    assert dialog.target() == ("192.168.1.20", 50123)
    dialog.code_edit.setText("K7QF")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert "8 letters and digits" in dialog.error_label.text()
    dialog.reject()


def test_a_closed_table_is_resumed_with_the_same_code(
        qtbot: QtBot, hosted: tuple[MainWindow, NetWindow]) -> None:
    """Issue 37: the host quits, the game is kept; Host a table… offers to
    resume it: the same code, the friend joins again by name (its window was
    closed) into its own seat, and the game goes on from the same move."""
    main, host_window = hosted
    hosting = main.friends.hosting
    assert hosting is not None
    code = hosting.shown_code
    friend, net, error = join(qtbot, code, hosting.port)
    assert net is not None, error
    start(qtbot, main)
    play_clicks(qtbot, [host_window, net], 3)
    referee = hosting.host.host.referee
    turn, record = referee.turn, referee.session.record()
    assert turn > 3
    host_window.close()  # closes the table: the game is kept in its autosave
    assert host_window.close_box is not None
    click(host_window.close_box, "closeTable")  # the friend is disconnected
    qtbot.waitUntil(lambda: net.host_message != "", timeout=15000)
    net.close()
    friend.close()

    box = main.friends.host_table()
    assert isinstance(box, QMessageBox) and box.objectName() == "resumeTableBox"
    assert code in box.text()
    click(box, "resumeTable")
    resumed, lobby = main.friends.hosting, main.friends.lobby
    assert resumed is not None and resumed is not hosting and lobby is not None
    assert lobby.code_label.text() == code and resumed.shown_code == code
    new_host = main.friends.windows[-1]
    qtbot.addWidget(new_host)
    new_host.set_speed("instant")
    qtbot.waitUntil(lambda: "(joined)" in lobby.seat_list.item(0).text(), timeout=15000)
    assert lobby.free_seats() == [] and not lobby.start_button.isEnabled()
    # by name, from a new window: the host is asked, and gives the seat
    _friend2, net2, error = join(qtbot, code, resumed.port, approve=main)
    assert net2 is not None, error
    assert net2.net.seat == 1 and new_host.net.seat == 0
    start(qtbot, main)
    engine = resumed.host.host.referee
    assert engine.turn == turn
    assert engine.session.record()["hands"] == record["hands"]
    qtbot.waitUntil(lambda: new_host.net.has_game() and net2.net.has_game(), timeout=15000)
    play_clicks(qtbot, [new_host, net2], 1)
    assert engine.turn > turn  # the game goes on
    assert engine.session.record()["hands"][0]["actions"][:len(
        record["hands"][0]["actions"])] == record["hands"][0]["actions"]


def test_a_new_table_sets_the_unfinished_one_aside(
        qtbot: QtBot, hosted: tuple[MainWindow, NetWindow]) -> None:
    main, host_window = hosted
    hosting = main.friends.hosting
    assert hosting is not None and hosting.host.host.options.save_path is not None
    saved = hosting.host.host.options.save_path
    main.friends.lobby.give_button.click()  # type: ignore[union-attr]
    start(qtbot, main)  # a table is saved from its first move on
    qtbot.waitUntil(saved.exists, timeout=15000)
    host_window.close()
    click(main.friends.host_table(), "newTable")
    assert not saved.exists() and (saved.parent / "set-aside" / saved.name).exists()
    assert isinstance(main.friends.dialog, HostDialog) and main.friends.dialog.isVisible()
    main.friends.dialog.reject()
