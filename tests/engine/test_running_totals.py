"""The match totals kept on finished hands (engine/running.py) are the plain
sums at every move, through copies, rewinds and what-ifs; and replaying a
long record costs each hand once (the reliability review's finding 10:
replay was quadratic, 6,800 hands took 70 s)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from manni_desktop.engine import Game, new_game
from manni_desktop.engine.record import replay_summary
from manni_desktop.engine.rules import HandState
from manni_desktop.games.manillen.rules import ManillenHand
from manni_desktop.games.manni.rules import ManniHand

from .endless import endless_record
from .helpers import random_step

GAMES = [("hornafjardar", "columns"), ("hornafjardar", "running"), ("classic", "running"),
         ("manillen", None)]


def plain_totals(game: Game) -> dict[str, object]:
    """The totals as the engine added them up before: every hand, every time."""
    hands: Sequence[HandState] = game.hands
    if game.rules.name == "manillen":
        score = [0, 0]
        for hand in hands:
            assert isinstance(hand, ManillenHand)
            points = hand.score()
            if points is not None:
                score = [score[0] + points[0], score[1] + points[1]]
        return {"score": score}
    plus, minus = [0, 0, 0], [0, 0, 0]
    for hand in hands:
        assert isinstance(hand, ManniHand)
        pts = hand.points()
        if pts is not None:
            plus = [a + b for a, b in zip(plus, pts[0], strict=True)]
            minus = [a + b for a, b in zip(minus, pts[1], strict=True)]
    return {"plus": plus, "minus": minus, "net": [p - m for p, m in zip(plus, minus, strict=True)]}


@pytest.mark.parametrize(("name", "scoring"), GAMES)
def test_the_kept_totals_are_the_plain_sums_at_every_move(name: str, scoring: str | None) -> None:
    rng = random.Random(11)
    for seed in range(3):
        game = new_game(name, game_options(name, scoring), seed=seed)
        moves = 0
        while not game.over:
            random_step(game, rng)
            moves += 1
            assert game.totals() == plain_totals(game)
            if moves % 17 == 0:  # a copy, a rewind and a what-if on the copy
                copy = game.copy()
                assert copy.totals() == game.totals() and copy.over == game.over
                back = game.rewound(rng.randrange(len(game.hands)), 0)
                assert back.totals() == plain_totals(back)
                if copy.legal_actions():
                    random_step(copy, rng)
                    assert copy.totals() == plain_totals(copy)
                assert game.totals() == plain_totals(game)
        assert game.totals() == plain_totals(game)


def game_options(name: str, scoring: str | None) -> dict[str, str]:
    return {} if scoring is None else {"scoring": scoring}


def test_a_hand_moved_after_another_hand_is_added_up_again() -> None:
    """A total kept on a hand counts only after the hand it followed: the
    same hands in another list (a test's, a tool's) are added up afresh."""
    game = Game.from_record(endless_record("hornafjardar", 6), seed=1)
    while len(game.hands) < 9:
        random_step(game, random.Random(len(game.hands)))
    expected = plain_totals(game)
    assert game.totals() == expected
    backwards = game.hands[::-1]
    other = game.copy()
    other.hands = backwards
    assert other.rules.totals(backwards, other.options) == expected
    other.hands = backwards[:4]
    assert other.totals() == plain_totals(other)
    other.hands = [*game.copy().hands[:3], *game.hands[3:]]  # copies at the start
    assert other.totals() == expected
    assert game.totals() == expected


@pytest.mark.parametrize("name", ["hornafjardar", "classic", "manillen"])
def test_a_long_endless_record_replays(name: str) -> None:
    """300 scoreless hands replay to a game still going, every total zero."""
    summary = replay_summary(endless_record(name, 300))
    assert len(summary["hands"]) == 300
    assert summary["over"] is False and summary["winners"] == []
    totals = summary.get("net", summary.get("score"))
    assert totals is not None and not any(totals)
