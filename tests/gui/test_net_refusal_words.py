"""A card the rules refuse, clicked in a network window, is refused there in
the local table's words, before anything is sent (review of issue 54,
finding 4: the window said "The host refused the move: seat 0 must follow
suit (holds H)")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.cards import suit_of
from tests.gui import friends_windows
from tests.gui.friends_windows import host_table, moved, start
from tests.gui.table_helpers import click_card


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_a_card_that_must_follow_suit_is_refused_in_the_local_words(qtbot: QtBot) -> None:
    main, host_window = host_table(qtbot)
    try:
        hosting, lobby = main.friends.hosting, main.friends.lobby
        assert hosting is not None and lobby is not None
        lobby.give_button.click()  # seat 1 to a computer: the host plays alone
        start(qtbot, main)
        net = host_window.net
        referee = hosting.host.host.referee
        for _ in range(40):
            qtbot.waitUntil(net.human_to_act, timeout=20000)
            table = net.table
            if net.phase() == "exchange":
                assert host_window.scene.confirm_exchange()
                moved(qtbot, host_window)
                continue
            legal = table.prompt.legal_cards
            hand = next(s.hand for s in table.seats if s.seat == table.viewer)
            wrong = [c for c in hand if c not in legal]
            if table.trick is not None and table.trick.cards and wrong:
                led = suit_of(table.trick.cards[0])
                turn = referee.turn
                assert net.refusal_for(wrong[0]) != ""
                with qtbot.waitSignal(net.refused, timeout=5000) as refused:
                    click_card(qtbot, host_window, wrong[0])
                suit = ("spades", "hearts", "diamonds", "clubs")[led]
                assert refused.args == [f"You must follow suit: play {suit}."]
                assert "host" not in refused.args[0]
                assert net.human_to_act() and referee.turn == turn  # nothing was sent
                return
            click_card(qtbot, host_window, legal[0])
            moved(qtbot, host_window)
        pytest.fail("no card to refuse came up")
    finally:
        main.friends.shutdown()
