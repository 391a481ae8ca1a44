"""Hints against a real ``serve --allow-hints`` process on loopback: a seat
waits for one hint at a time (asked again meanwhile, the requests share its
answer), a move drops the hint on its way, and hints never hold up the
computer players' moves."""

from __future__ import annotations

import asyncio
from pathlib import Path

from manni_desktop.ai import choose_action
from manni_desktop.net.client import Closed, Failed, Hint, TableClient, TableUpdate

from .harness import CODE, run, serve

FLOOD = 20


def test_a_hint_flood_gets_one_answer_and_holds_up_no_one(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,easy,easy", "--allow-hints",
                          "--stand-in-after", "60")
    where, _, port = address.rpartition(":")

    async def case() -> int:
        ann = TableClient("Ann", CODE)
        await ann.connect(where, int(port))
        flooded = -1
        answers = 0
        while True:
            event = await asyncio.wait_for(ann.next_event(), 60)
            assert not isinstance(event, (Closed, Failed)), event
            if isinstance(event, Hint):
                answers += event.turn == flooded
            if not isinstance(event, TableUpdate) or event.observation is None:
                continue
            if flooded >= 0 and event.turn >= flooded + 3:
                await ann.close()  # our turn again, the computers moved since the flood
                return answers
            if flooded < 0 and event.observation["phase"] == "play":
                flooded = event.turn
                for _ in range(FLOOD):  # under the rate limit (bursts of 60)
                    await ann.ask_hint()
            await ann.act(choose_action(event.observation, "random", event.turn))

    try:
        answers = run(case(), 120)
    finally:
        host.kill()
    assert answers <= 1  # one outstanding hint; the move dropped it if it was not done
