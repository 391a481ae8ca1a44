"""The client API a window uses: ``ThreadedClient`` runs the connection in
its own thread, hands every event to a callback, takes moves from the
caller's thread; the table arrives as the engine's ``Table`` with tokens for
hidden cards, and hints come only when the host allows them."""

from __future__ import annotations

import queue
import threading
from typing import Any

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.ai.review import hint_options
from manni_desktop.engine.snapshot import Table
from manni_desktop.net import host as host_module
from manni_desktop.net.client import (
    Event,
    Failed,
    Hint,
    JoinError,
    Over,
    Seated,
    TableClient,
    TableUpdate,
    ThreadedClient,
)
from manni_desktop.net.codec import TOKEN_BASE
from manni_desktop.net.host import HostOptions, TableHost
from manni_desktop.net.hosting import ThreadedHost
from manni_desktop.net.referee import REMOTE, Referee


class HostThread(ThreadedHost):
    """The window's host: a ``ThreadedHost`` on 127.0.0.1 with a fixed seed."""

    def __init__(self, game: str, kinds: list[str], **options: Any) -> None:
        super().__init__(TableHost(Referee.new(game, {}, kinds, 1), "K7QFM2XD",
                                   HostOptions(bot_seed=1, **options)))
        _, self.port = self.start("127.0.0.1", 0)


def test_a_window_plays_a_whole_game_through_the_threaded_client() -> None:
    host = HostThread("manillen", [REMOTE, "random", "random", "random"])
    seen_in: set[str] = set()
    callback_events: list[Event] = []

    def on_event(event: Event) -> None:
        seen_in.add(threading.current_thread().name)
        callback_events.append(event)

    client = ThreadedClient(TableClient("Window", "k7qf-m2xd"), on_event)
    try:
        client.connect("127.0.0.1", host.port)
        seated = client.events.get(timeout=30)
        assert isinstance(seated, Seated) and seated.seat == 0
        hidden_seen = False
        moves = 0
        while True:
            event = client.events.get(timeout=30)
            assert not isinstance(event, (Failed, JoinError)), event
            if isinstance(event, TableUpdate):
                assert isinstance(event.table, Table) and event.table.viewer == 0
                others = [c for s in event.table.seats if s.seat != 0 for c in s.hand]
                assert all(c >= TOKEN_BASE for c in others)
                hidden_seen = hidden_seen or bool(others)
                if event.observation is not None:  # our turn: the window moves
                    moves += 1
                    client.act(choose_action(event.observation, "random", moves))
            if isinstance(event, Over):
                break
        assert hidden_seen and moves > 10
        assert host.game is not None and event.record == host.game.result(30)
        assert seen_in == {"table-client"}  # the callback runs in the client's thread
        assert len(callback_events) > moves
    finally:
        client.close()
        host.close()


def _first(events: queue.Queue[Event | JoinError], kind: type, timeout: float = 30) -> Any:
    while True:
        event = events.get(timeout=timeout)
        if isinstance(event, kind):
            return event


def test_hints_only_where_the_host_allows_them() -> None:
    for allow in (False, True):
        host = HostThread("hornafjardar", [REMOTE, "random", "random"], allow_hints=allow)
        client = ThreadedClient(TableClient("Window", "K7QFM2XD"))
        try:
            client.connect("127.0.0.1", host.port)
            while True:
                update = _first(client.events, TableUpdate)
                if update.observation is not None:
                    break
            client.ask_hint()
            if allow:
                hint = _first(client.events, Hint)
                assert hint.turn == update.turn and hint.action["seat"] == 0
                legal = choose_action(update.observation, "hard", 1)
                assert set(hint.action) == set(legal)  # the same kind of move
                # with the numbers of the local hint's search: the hint, then best first
                options = hint.details["options"]
                assert hint.details["unit"] == "tricks" and options[0]["action"] == hint.action
                values = [option["value"] for option in options[1:]]
                assert values and values == sorted(values, reverse=True)
            else:
                refused = _first(client.events, Failed)
                assert refused.code == "hints-off"
        finally:
            client.close()
            host.close()


def test_the_host_gives_a_seat_no_one_took_to_a_computer_player() -> None:
    changes = threading.Event()
    host = HostThread("hornafjardar", [REMOTE, "random", REMOTE], on_change=changes.set)
    client = ThreadedClient(TableClient("Ann", "K7QFM2XD"))
    try:
        client.connect("127.0.0.1", host.port)
        _first(client.events, Seated)
        assert changes.wait(10)  # the window hears that Ann joined
        seats, connected = host.seats()
        assert connected == [0] and seats[0] == {"name": "Ann", "kind": "remote"}
        assert not host.host.started  # seat 2 still waits for a friend
        host.give_seat(2, "random", "Hjörtur")  # the name in the host's form
        assert host.seats()[0][2] == {"name": "Hjörtur", "kind": "bot", "level": "random"}
        moves = 0
        while True:
            event = client.events.get(timeout=30)
            if isinstance(event, TableUpdate) and event.observation is not None:
                moves += 1
                client.act(choose_action(event.observation, "random", moves))
            elif isinstance(event, Over):
                break
        assert host.game is not None and host.game.result(30) == event.record
        assert event.record["players"][0] == "Ann"
    finally:
        client.close()
        host.close()


def test_a_window_hosted_table_waits_for_the_hosts_start() -> None:
    """``start_when_filled`` off (a hosting window): a full table waits for
    ``start_game``; starting with an empty seat is refused."""
    host = HostThread("hornafjardar", [REMOTE, "random", REMOTE], start_when_filled=False)
    client = ThreadedClient(TableClient("Ann", "K7QFM2XD"))
    try:
        client.connect("127.0.0.1", host.port)
        _first(client.events, Seated)
        assert not host.filled()
        with pytest.raises(ValueError):
            host.start_game()
        host.give_seat(2, "random")
        assert host.filled()
        threading.Event().wait(1.0)  # time enough to start by itself
        assert not host.host.started
        assert client.events.empty() or not any(
            isinstance(e, TableUpdate) for e in list(client.events.queue))
        host.start_game()
        _first(client.events, TableUpdate)
        assert host.host.started
    finally:
        client.close()
        host.close()


def test_a_hint_is_weighed_from_the_seats_own_view_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host hands its search the seat's observation and nothing else,
    and sends no number computed with every hand visible (``exact``) even
    if its search had one."""
    weighed: list[dict[str, Any]] = []

    def spying(observation: dict[str, Any], seed: int) -> dict[str, Any]:
        weighed.append(observation)
        hint = hint_options(observation, seed)
        hint["options"] = [{**option, "exact": 4.0} for option in hint["options"]]
        return hint

    monkeypatch.setattr(host_module, "hint_options", spying)
    host = HostThread("hornafjardar", [REMOTE, "random", "random"], allow_hints=True)
    client = ThreadedClient(TableClient("Window", "K7QFM2XD"))
    try:
        client.connect("127.0.0.1", host.port)
        asked = 0
        while asked < 3:  # three of the seat's turns, the last ones nearer the end
            update = _first(client.events, TableUpdate)
            if update.observation is None:
                continue
            client.ask_hint()
            hint = _first(client.events, Hint)
            assert weighed[-1] == update.observation  # what the seat itself was sent
            assert hint.details["options"]
            assert all(option["exact"] is None for option in hint.details["options"])
            client.act(choose_action(update.observation, "random", asked))
            asked += 1
    finally:
        client.close()
        host.close()


def test_computer_seats_keep_the_names_from_the_hosts_form() -> None:
    referee = Referee.new("hornafjardar", {}, [REMOTE, "hard", "easy"], 1,
                          names=[None, "Hjörtur", ""])
    assert referee.seats_json() == [
        {"name": "Seat 1", "kind": "remote"},
        {"name": "Hjörtur", "kind": "bot", "level": "hard"},
        {"name": "Easy", "kind": "bot", "level": "easy"},  # no name given: the level's
    ]
    assert referee.seats_json(levels=False)[1] == {"name": "Hjörtur", "kind": "bot"}
