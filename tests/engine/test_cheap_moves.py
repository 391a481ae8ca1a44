"""Checking a move copies nothing (issue 32), and gives exactly what the old
way gave, for every registered game.

The old way is kept here as the reference: ``Game.check`` was "apply the
move to a copy of the game and see what it raises".  Random games of every
game are walked; at each position the check of many moves (legal, refused
for every rule, out of turn, wrong phase) must agree with the reference.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from manni_desktop.engine import Action, Declare, Exchange, Game, Play, RuleError, Swap
from manni_desktop.engine.game import game_names, get_rules

from .helpers import random_action

GAMES = game_names()


def copied_check(game: Game, action: Action) -> RuleError | None:
    """The old ``Game.check``: the move made on a copy of the game."""
    trial = game.copy()
    try:
        trial.apply(action, auto_deal=False)
    except RuleError as exc:
        return exc
    return None


def verdict(error: RuleError | None) -> tuple[str, str, dict[str, object]] | None:
    return None if error is None else (str(error), error.code, error.params)


def candidates(game: Game, rng: random.Random) -> list[Action]:
    """Moves to check here: every card by every seat, the legal moves (a
    sample of the exchanges), exchanges over the allowance, naming a card
    twice or one not held, swaps and declarations by every seat."""
    seats = game.rules.seats
    deck = game.rules.deck()
    moves: list[Action] = [Play(seat, card) for seat in range(seats) for card in deck]
    legal = game.legal_actions()
    moves += rng.sample(legal, min(len(legal), 20))
    hand = game.hand
    for seat in range(seats):
        moves += [Swap(seat, True), Swap(seat, False), Declare(seat, None), Declare(seat, 2)]
        held = hand.hand_cards(seat) if hand is not None else []
        for size in (0, 1, 5, 7, 8, 12):
            if size <= len(held):
                moves.append(Exchange(seat, tuple(rng.sample(held, size))))
        if len(held) >= 2:
            moves.append(Exchange(seat, (held[0], held[0], held[1])))
            missing = next(c for c in deck if c not in held)
            moves.append(Exchange(seat, (*held[:2], missing)))
    if game.phase == "exchange" and hand is not None and game.to_act is not None:
        held = hand.hand_cards(game.to_act)
        moves += [Exchange(game.to_act, combo) for combo in combinations(held[:4], 2)]
    return moves


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_check_agrees_with_making_the_move_on_a_copy(name: str, seed: int) -> None:
    rng = random.Random(seed)
    scoring = rng.choice(get_rules(name).scorings or ("",))
    game = Game(get_rules(name), get_rules(name).options_for(scoring), seed=seed)
    game.deal()
    checked = 0
    for step in range(400):
        if game.over:
            break
        if game.hand is not None and game.hand.finished:
            # between hands: every move is refused with hand_over
            for action in candidates(game, rng)[:30]:
                assert verdict(game.check(action)) == verdict(copied_check(game, action))
            game.deal()
            continue
        if step % 4 == 0:
            before = game.to_record()
            table = game.snapshot(0)
            for action in candidates(game, rng):
                assert verdict(game.check(action)) == verdict(copied_check(game, action)), action
                checked += 1
            assert game.to_record() == before and game.snapshot(0) == table
        game.apply(random_action(game, rng), auto_deal=False)
    assert checked > 1000
    if game.over:  # after the end: game_over for every move
        for action in candidates(game, rng)[:30]:
            assert verdict(game.check(action)) == verdict(copied_check(game, action))
            assert verdict(game.check(action)) is not None
