"""Every level answers Manillen observations legally (easy: rules; medium, hard: search)."""

from __future__ import annotations

import random

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.engine import action_from_json, new_game


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_answer_is_legal_through_whole_games(level: str) -> None:
    """Whole games; hard's (about 2 s a hand) only their first hand."""
    for seed in range(3):
        game = new_game("manillen", seed=seed)
        first = game.hand
        steps = 0
        while not game.over and steps < 400 and (level != "hard" or game.hand is first):
            seat = game.to_act
            assert seat is not None
            answer = action_from_json(choose_action(game.observation(seat), level, seed + steps))
            assert answer in game.legal_actions()
            game.apply(answer)
            steps += 1


def test_same_seed_same_answer_and_a_sensible_declaration() -> None:
    game = new_game("manillen", seed=11)
    obs = game.observation(game.to_act or 0)
    assert choose_action(obs, "hard", 5) == choose_action(obs, "hard", 5)
    declared = choose_action(obs, "easy", 1)["declare"]
    assert declared in ("S", "H", "D", "C", "NT")


def test_rules_beat_random_play() -> None:
    """The side playing the rules captures more card points than random play."""
    rules_points = random_points = 0
    for seed in range(30):
        game = new_game("manillen", seed=seed)
        rng = random.Random(seed)
        hand = game.hand
        while game.hand is hand and not game.over:
            seat = game.to_act or 0
            if seat % 2 == 0:
                action = action_from_json(choose_action(game.observation(seat), "easy", seed))
            else:
                action = rng.choice(game.legal_actions())
            game.apply(action)
        points = hand.card_points()  # type: ignore[union-attr]
        rules_points += points[0]
        random_points += points[1]
    assert rules_points > random_points
