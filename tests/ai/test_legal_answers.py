"""Every answer of every level is legal, over many random positions of both games."""

from __future__ import annotations

import pytest

from manni_desktop.ai import LEVELS, choose_action
from manni_desktop.games import entry, ids
from manni_desktop.games.manni.bots.levels import EXPERT, HARD, expert_budget
from manni_desktop.games.manni.bots.view import parse_view

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


def test_expert_thinks_longer_only_under_trump() -> None:
    """Expert's extra deals measured a gain only under a trump contract
    (``bots/levels.expert_budget``): under no-trump and Nullo it must answer
    exactly as hard does, on every decision."""
    contracts: set[str] = set()
    for i, game in enumerate(random_positions("hornafjardar", 30, seed=36)):
        seat = game.to_act
        assert seat is not None
        view = parse_view(game.observation(seat))
        kind = "trump" if not view.nullo and view.trump >= 0 else "other"
        assert expert_budget(view) is (EXPERT if kind == "trump" else HARD)
        if kind == "other":
            contracts.add(view.contract.code())
            observation = game.observation(seat)
            assert choose_action(observation, "expert", seed=i) == choose_action(
                observation, "hard", seed=i)
    assert {"nullo", "notrump"} <= contracts
