"""A network window's game is the host's: its deals are not written into
this app's autosave (review of issue 54, finding 9: every new deal printed
``persistence.autosave: RuntimeError: no game started``)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from tests.gui import friends_windows
from tests.gui.friends_windows import host_table, moved, start
from tests.gui.table_helpers import click_card


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_the_next_deal_at_a_friends_table_touches_no_local_autosave(qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot)
    try:
        hosting, lobby = main.friends.hosting, main.friends.lobby
        assert hosting is not None and lobby is not None
        hosting.host.host.options.hand_pause = 0.0
        lobby.give_button.click()  # seat 1 to a computer: the host plays alone
        with qtbot.capture_exceptions() as exceptions:
            start(qtbot, main)
            net = host_window.net
            while True:  # the host's seat plays its first hand by clicks
                qtbot.waitUntil(lambda: net.human_to_act() or len(
                    hosting.host.host.referee.session.record()["hands"]) > 1, timeout=20000)
                if len(hosting.host.host.referee.session.record()["hands"]) > 1:
                    break
                if net.phase() == "exchange":
                    assert host_window.scene.confirm_exchange()
                else:
                    click_card(qtbot, host_window, net.table.prompt.legal_cards[0])
                moved(qtbot, host_window)
            first = net.table.hand_number
            # the second deal reaches the window (its change is a deal)
            qtbot.waitUntil(lambda: net.table.hand_number > first, timeout=20000)
            host_window.store.flush()
        assert exceptions == []
        assert not storage.autosave_path().exists()
    finally:
        main.friends.shutdown()
