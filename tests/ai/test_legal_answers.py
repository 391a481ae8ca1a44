"""Every answer of every level is legal, over many random positions of both games."""

from __future__ import annotations

import pytest

from manni_desktop.ai import LEVELS, choose_action
from manni_desktop.games import entry, ids

from .positions import assert_legal, random_positions

# (level, positions per game): the search levels are slower, so fewer positions.
BUDGET = [("random", 150), ("easy", 300), ("medium", 80), ("hard", 40), ("expert", 8)]


@pytest.mark.parametrize("game_name", ["hornafjardar", "classic"])
@pytest.mark.parametrize(("level", "count"), BUDGET)
def test_every_answer_is_legal(game_name: str, level: str, count: int) -> None:
    for i, game in enumerate(random_positions(game_name, count, seed=sum(map(ord, level)))):
        seat = game.to_act
        assert seat is not None
        assert_legal(game, choose_action(game.observation(seat), level, seed=i))


def test_levels_registered() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard", "expert")
    for game in ids():
        assert tuple(entry(game).bot_levels()) == LEVELS, game


def test_unknown_level_is_refused() -> None:
    game = random_positions("hornafjardar", 1, seed=1)[0]
    with pytest.raises(ValueError, match="unknown level"):
        choose_action(game.observation(game.to_act or 0), "grandmaster", seed=1)
