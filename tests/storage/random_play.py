"""A seeded game played by random legal actions, identical in every process:
the crash test's child and the parent replay the very same sequence."""

from __future__ import annotations

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json, new_game

WINDOW = {"names": ["You", "Ásta", "Hjörtur"], "levels": ["random", "random"], "speed": "fast"}


def play_step(game: Game, step: int) -> None:
    """Apply the ``step``-th action (numbered from 0) of the seeded random game."""
    seat = game.to_act
    assert seat is not None
    game.apply(action_from_json(choose_action(game.observation(seat), "random", seed=step)))


def game_after(seed: int, actions: int, variant: str = "hornafjardar") -> Game:
    """The seeded random game after exactly ``actions`` actions."""
    game = new_game(variant, seed=seed)
    for step in range(actions):
        play_step(game, step)
    return game


def finished_game(seed: int, variant: str = "hornafjardar") -> Game:
    """The seeded random game played to its end."""
    game = new_game(variant, seed=seed)
    step = 0
    while not game.over:
        play_step(game, step)
        step += 1
    return game


def action_count(game: Game) -> int:
    return sum(len(actions) for actions in game.actions)
