"""The record viewer's positions: every stop of a whole game, trick by trick and
card by card, holds the cards the engine held there, and the last one's
standing is replay's result."""

from __future__ import annotations

from typing import Any

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.engine import new_game
from manni_desktop.engine.actions import action_from_json
from manni_desktop.engine.record import RecordProblem, replay_summary
from manni_desktop.engine.record_steps import CARD, DEALT, READY, TRICK, record_steps


def whole_game(name: str, seed: int) -> dict[str, Any]:
    game = new_game(name, {"scoring": "running"} if name == "classic" else None, seed=seed)
    step = 0
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "random", seed + step)))
        step += 1
    return game.to_record()


@pytest.mark.parametrize("name", ["hornafjardar", "classic", "manillen"])
def test_positions_of_a_whole_game(name: str) -> None:
    record = whole_game(name, 3)
    steps = record_steps(record)
    per_hand = 12 if name != "manillen" else 8
    assert steps.hands == len(record["hands"])
    assert len(steps.positions) == steps.hands * (per_hand + 2)
    first = steps.positions[0]
    assert first.stage == DEALT and first.shown is None
    assert sum(len(s.hand) for s in first.table.seats) == per_hand * len(first.table.seats)
    assert steps.positions[1].stage == READY
    assert {p.stage for p in steps.positions} == {DEALT, READY, TRICK}
    for p in steps.positions:
        assert all(s.face_up for s in p.table.seats)  # an observer's table: every hand
        assert all(pile.face_up for pile in p.table.piles)
        assert (p.hand, p.trick) == (p.table.hand_number, len(p.table.tricks))
        if p.stage == TRICK:
            assert p.shown is not None and p.shown.winner is not None
            assert sum(len(s.hand) for s in p.table.seats) == (
                (per_hand - p.trick) * len(p.table.seats))
    summary = replay_summary(record)
    key = "score" if name == "manillen" else "net"
    assert list(steps.positions[-1].table.standing.score) == summary[key]
    cards = record_steps(record, cards=True)
    assert CARD in {p.stage for p in cards.positions}
    assert len(cards.positions) > len(steps.positions)
    assert cards.index_near(1, 3, 0) == cards.positions.index(
        next(p for p in cards.positions if (p.hand, p.trick, p.played) == (1, 3, 0)))


def test_discards_of_the_exchange_are_listed_per_seat() -> None:
    record = whole_game("hornafjardar", 5)
    steps = record_steps(record)
    ready = steps.positions[1]
    actions = record["hands"][0]["actions"]
    for action in actions[:3]:
        seat = action["seat"]
        gone = set(steps.positions[0].table.seats[seat].hand) - set(ready.table.seats[seat].hand)
        assert set(ready.discards[seat]) == gone


def test_a_bad_record_is_refused() -> None:
    record = whole_game("manillen", 2)
    record["hands"][0]["actions"][3]["play"] = "2H"
    with pytest.raises(RecordProblem, match="hand 1, action 4"):
        record_steps(record)
