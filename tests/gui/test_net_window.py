"""A network game in the real window: seated through the client path, the
table drawn from the host's updates, moves made by clicks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.engine.actions import action_to_json
from manni_desktop.gui.hints import Hint
from manni_desktop.gui.net.window import NetWindow
from manni_desktop.gui.table.hint_texts import hint_text
from manni_desktop.net.client import Hint as NetHint
from manni_desktop.net.client import Over
from manni_desktop.net.referee import REMOTE
from tests.gui.net_helpers import Friend, hidden_items, seated_window, start_host
from tests.gui.table_helpers import click_card


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_a_hand_of_hornafjardar_played_by_clicks(qtbot: QtBot, speed: str) -> None:
    """At "fast" every card is animated: a hidden card flies as a token's item
    and is turned over as the card its reveal names."""
    host, port = start_host("hornafjardar", [REMOTE, REMOTE, "random"])
    try:
        window = seated_window(qtbot, port, speed=speed)
        friend = Friend(port)
        c = window.net
        qtbot.waitUntil(lambda: c.has_game(), timeout=15000)
        clicks = tokens_seen = 0
        while True:
            qtbot.waitUntil(lambda: c.human_to_act() or c.phase() in ("hand_end", "over"),
                            timeout=15000)
            table = c.table
            others = [card for s in table.seats if s.seat != table.viewer for card in s.hand]
            # only tokens, but for the cut card: public, everyone knows who holds it
            assert hidden_items(window, table) in ([], [table.contract.cut])
            assert all(card >= 1000 or card == table.contract.cut for card in others)
            tokens_seen += len(others)
            cut = table.contract.cut
            assert cut is None or cut < 52  # the cut card is public
            if cut is not None and window.scene.cut_item.isVisible():
                assert window.scene.cut_item.card == cut
            assert not any(window.scene.cards[card].face_up for card in others)  # backs
            if c.phase() == "exchange":
                assert window.scene.confirm_exchange()  # keep the hand: the button
                continue
            if c.phase() != "play":
                break
            click_card(qtbot, window, table.prompt.legal_cards[0])
            clicks += 1
        assert clicks >= 8 and tokens_seen > 50 and friend.error is None
        session = host.host.referee.session
        assert c.table.sheet[0] == session.snapshot(0).sheet[0]
        assert c.table.standing == session.snapshot(0).standing
        assert c.table.last_trick == session.snapshot(0).last_trick
    finally:
        host.close()


def test_hints_come_from_the_host_only_where_it_allows_them(qtbot: QtBot) -> None:
    """Allowed, the host's hint comes with its numbers (the local hint's search)
    and the table says them as the local hint does."""
    for allow in (False, True):
        host, port = start_host("hornafjardar", [REMOTE, "random", "random"], allow_hints=allow)
        try:
            window = seated_window(qtbot, port)
            c = window.net
            qtbot.waitUntil(c.human_to_act, timeout=15000)
            if allow:
                messages: list[str] = []
                window.scene.message.connect(messages.append)
                with qtbot.waitSignal(c.hintReady, timeout=60000) as ready:
                    window.hint_action.trigger()
                action, details = ready.args
                assert isinstance(details, Hint) and details.action == action
                assert len(details.options) >= 2  # every card of a hand is an option
                assert host.host.referee.session.check(action) is None  # legal there
                qtbot.waitUntil(window.scene.hint_shown, timeout=5000)
                assert messages[-1] == hint_text(action, details, c.table)
                # a host's numbers that do not check out: the action alone
                sent = action_to_json(action)
                other = action_to_json(details.options[1].action)
                for options in ("many", [{"action": {"seat": 0, "play": "XX"}, "value": 1}],
                                [{"action": sent}], [{"action": sent, "value": "high"}], None,
                                [{"action": other, "value": 2.0}] * 10**4):
                    with qtbot.waitSignal(c.hintReady, timeout=5000) as again:
                        c.received.emit(NetHint(0, sent, {"action": sent, "unit": "tricks",
                                                           "options": options}))
                    assert again.args == [action, None], options
                with qtbot.waitSignal(c.hintReady, timeout=5000) as again:  # numbers of another
                    c.received.emit(NetHint(0, sent, {"action": other, "options": [
                        {"action": other, "value": 1.0}]}))
                assert again.args == [action, None]
            else:
                with qtbot.waitSignal(c.refused, timeout=15000) as refused:
                    window.hint_action.trigger()
                assert refused.args == ["The host has not allowed hints at this table."]
                # greyed out from now on, and saying why (review of issue 54, finding 6)
                qtbot.waitUntil(lambda w=window: not w.hint_action.isEnabled(),  # type: ignore[misc]
                                timeout=5000)
                assert window.hint_action.toolTip() == refused.args[0]
                window.menus.update_states()
                assert not window.hint_action.isEnabled()
            window.undo_action.trigger()  # off: says so, changes nothing
            assert c.human_to_act()
        finally:
            window.close()
            host.close()


def test_the_hosts_record_is_kept_at_the_end(qtbot: QtBot) -> None:
    """The ``over`` message's record goes into the data folder's records/ (a
    whole game takes too long here; the whole-game path is tests/net's)."""
    host, port = start_host("hornafjardar", [REMOTE, "random", "random"])
    try:
        window = seated_window(qtbot, port)
        record = {"format": "manni-record/1", "game": "hornafjardar", "hands": []}
        with qtbot.waitSignal(window.net.finished, timeout=5000):
            window.net.received.emit(Over(record))  # as the client's thread hands it on
        assert window.record_path is not None
        assert json.loads(Path(window.record_path).read_text(encoding="utf-8")) == record
        assert window.net.record() == record
    finally:
        window.close()
        host.close()


def drop(window: NetWindow) -> None:
    """Cut the window's connection as a network would (no bye): abort its socket."""
    client = window.net.client
    writer = client.client._writer
    assert writer is not None
    client._loop.call_soon_threadsafe(writer.transport.abort)


def test_a_dropped_connection_gets_its_seat_back(qtbot: QtBot) -> None:
    """The connection drops (not the host closing): the window rejoins by
    itself with its seat's token, gets the same seat and the game goes on."""
    host, port = start_host("hornafjardar", [REMOTE, "random", REMOTE])
    try:
        window = seated_window(qtbot, port)
        friend = Friend(port)
        c = window.net
        seat = c.seat
        assert seat is not None
        clicks = 0
        while clicks < 6:
            qtbot.waitUntil(lambda: c.human_to_act() or c.phase() in ("hand_end", "over"),
                            timeout=15000)
            if c.phase() == "exchange":
                assert window.scene.confirm_exchange()
                continue
            assert c.phase() == "play"
            if clicks == 2:  # drop while it is this seat's turn
                turn = host.host.referee.turn
                with (qtbot.waitSignal(c.rejoined, timeout=15000),
                      qtbot.waitSignal(c.rejoining, timeout=5000)):
                    drop(window)
                assert c.seat == seat and window.host_message == ""
                assert host.host.referee.turn == turn  # no stand-in played for it
                qtbot.waitUntil(c.human_to_act, timeout=15000)
                assert host.seats()[1] == sorted({0, 2})
            click_card(qtbot, window, c.table.prompt.legal_cards[0])
            clicks += 1
        assert friend.error is None
        session = host.host.referee.session
        qtbot.waitUntil(lambda: c.table.last_trick == session.snapshot(seat).last_trick
                        and not c._queue, timeout=15000)
    finally:
        window.close()
        host.close()
