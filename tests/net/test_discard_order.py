"""The face-down discard pile against a real ``serve`` process on loopback:
its items come in ascending order of the numbers written (the seat's
random tokens), never in the order of the cards, which would tell another
seat which suits were put away."""

from __future__ import annotations

import asyncio
from pathlib import Path

from manni_desktop.ai import choose_action
from manni_desktop.net.client import Closed, Failed, TableClient, TableUpdate
from manni_desktop.net.codec import TOKEN_BASE

from .harness import CODE, run, serve

SEEN = 4
"""Face-down discards (others' and ours) in one view, enough to show an order."""


def test_the_discard_pile_is_written_in_token_order(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,easy,easy",
                          "--stand-in-after", "60")
    where, _, port = address.rpartition(":")

    async def case() -> list[tuple[int, ...]]:
        ann = TableClient("Ann", CODE)
        await ann.connect(where, int(port))
        views = []
        while True:
            event = await asyncio.wait_for(ann.next_event(), 60)
            assert not isinstance(event, (Closed, Failed)), event
            if not isinstance(event, TableUpdate):
                continue
            pile = event.table.pile("discards")
            if not pile.face_up:
                views.append(pile.cards)
            if len([c for c in pile.cards if c >= TOKEN_BASE]) >= SEEN:
                await ann.close()
                return views
            if event.observation is not None:
                await ann.act(choose_action(event.observation, "random", event.turn))

    try:
        views = run(case(), 120)
    finally:
        host.kill()
    assert views and all(list(cards) == sorted(cards) for cards in views), views
