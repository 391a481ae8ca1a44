"""A network seat words a refused card from its own view (gui/net/refusal.py):
for every game, in random positions, the rule it reads from the seat's table
is the engine's own (code and parameters), and a legal card is not refused
(review of issue 54, finding 4)."""

from __future__ import annotations

import random

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.engine.actions import Play, action_from_json
from manni_desktop.engine.game import get_rules
from manni_desktop.engine.session import Session
from manni_desktop.engine.snapshot import PLAY
from manni_desktop.gui.net.refusal import view_refusal
from manni_desktop.storage.settings import window_games


@pytest.mark.parametrize("game", window_games())
def test_the_seats_view_names_the_engines_rule(game: str) -> None:
    seats = get_rules(game).seats
    session = Session.new(game, None, [f"P{s}" for s in range(seats)], [None] * seats, seed=5)
    rng = random.Random(5)
    refused = 0
    for _ in range(120):
        if session.over:
            break
        if session.between_hands:
            session.next_hand()
            continue
        seat = session.to_act
        assert seat is not None
        table = session.snapshot(seat)
        if table.prompt.kind == PLAY:
            own = next(s for s in table.seats if s.seat == seat)
            for card in own.hand:
                engine = session.check(Play(seat, card))
                mine = view_refusal(table, card)
                if engine is None:
                    assert mine is None, (card, mine)
                else:
                    assert mine is not None, (card, engine)
                    assert (mine.code, mine.params) == (engine.code, engine.params)
                    refused += 1
        action = choose_action(session.observation(seat), "random", rng.randrange(2**31))
        session.apply(action_from_json(action))
    assert refused > 0  # the positions held cards to refuse
