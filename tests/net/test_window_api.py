"""The client API a window uses: ``ThreadedClient`` runs the connection in
its own thread, hands every event to a callback, takes moves from the
caller's thread; the table arrives as the engine's ``Table`` with tokens for
hidden cards, and hints come only when the host allows them."""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any

from manni_desktop.ai import choose_action
from manni_desktop.engine.snapshot import Table
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
from manni_desktop.net.referee import REMOTE

from .harness import start_host


class HostThread:
    """An in-process host in its own thread and event loop."""

    def __init__(self, game: str, kinds: list[str], **options: Any) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.host, self.port = asyncio.run_coroutine_threadsafe(
            start_host(game, kinds, **options), self.loop).result(30)
        self.game = asyncio.run_coroutine_threadsafe(self.host.run(), self.loop)

    def close(self) -> None:
        self.game.cancel()
        asyncio.run_coroutine_threadsafe(self.host.close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


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
        assert event.record == host.game.result(30)
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
            else:
                refused = _first(client.events, Failed)
                assert refused.code == "hints-off"
        finally:
            client.close()
            host.close()


def test_the_host_gives_a_seat_no_one_took_to_a_computer_player() -> None:
    from .harness import bot_player, run

    async def case() -> None:
        host, port = await start_host("hornafjardar", [REMOTE, "random", REMOTE])
        game = asyncio.get_running_loop().create_task(host.run())
        player = asyncio.get_running_loop().create_task(
            bot_player(TableClient("Ann", "K7QFM2XD"), port))
        try:
            while host.seats()[1] != [0]:
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.2)
            assert not host.started  # seat 2 is still waiting for a friend
            host.give_seat(2, "random")
            seats, _ = host.seats()
            assert seats[2] == {"name": "Random", "kind": "bot"}
            record = await asyncio.wait_for(game, 60)
            assert (await player).record == record
            assert record["players"][0] == "Ann"
        finally:
            await host.close()

    run(case(), 90)
