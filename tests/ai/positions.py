"""Random positions of both games, reached by easy/random play from seeded deals."""

from __future__ import annotations

import random
from typing import Any

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json, new_game
from manni_desktop.engine.actions import Action, Play
from manni_desktop.games.manni.bots.fast import SUIT, legal_cards


def random_positions(game_name: str, count: int, seed: int) -> list[Game]:
    """``count`` games stopped at a random decision (exchange, swap or play) of
    their first or a later hand, reached by a mix of random and easy moves."""
    rng = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        scoring = "running" if game_name == "classic" or rng.random() < 0.3 else "columns"
        game = new_game(game_name, {"scoring": scoring}, seed=rng.randrange(10**9))
        for _ in range(rng.choice([0, 0, 1, 3])):  # later hands: scores on the board
            while game.hand is not None and not game.hand.finished:
                seat = game.to_act
                assert seat is not None
                action = choose_action(game.observation(seat), "random", rng.randrange(10**6))
                game.apply(action_from_json(action), auto_deal=False)
            if game.over:
                break
            game.deal()
        if game.over:
            continue
        hand = game.hand
        assert hand is not None
        stop = rng.randrange(40)
        step = 0
        while not hand.finished and step < stop:
            seat = game.to_act
            assert seat is not None
            level = "random" if rng.random() < 0.5 else "easy"
            action = choose_action(game.observation(seat), level, rng.randrange(10**6))
            game.apply(action_from_json(action), auto_deal=False)
            step += 1
        if not hand.finished:
            out.append(game)
    return out


def assert_legal(game: Game, action: dict[str, Any]) -> None:
    """The answer is well formed and the engine accepts it."""
    seat = game.to_act
    obs = game.observation(seat) if seat is not None else {}
    assert action.get("seat") == seat
    if obs["phase"] == "exchange":
        assert set(action) == {"seat", "exchange"}
        cards = action["exchange"]
        assert len(cards) <= obs["allowance"]
        assert len(set(cards)) == len(cards)
        assert set(cards) <= set(obs["hand"])
    else:
        assert action in obs["legal"]
    game.copy().apply(action_from_json(action), auto_deal=False)


def played_card(action: Action) -> int:
    """The card of an action the test expects to be a play (fails otherwise)."""
    assert isinstance(action, Play)
    return action.card


EndgameDeal = tuple[list[int], int, tuple[int, ...], list[int]]


def endgame_deal(rng: random.Random, per_hand: int) -> EndgameDeal:
    """A Manni endgame for the solvers, in their encoding: (hands, leader,
    trick, won), ``per_hand`` cards a seat at a trick's start, then up to two
    cards of the trick played at random; the tricks won so far are split
    between seats 0 and 1 (so that the payoff ``values[13 * won[0] + won[1]]``
    exists).  ``benchmarks/solver_speed.py`` deals its positions with it."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * per_hand:(i + 1) * per_hand]) for i in range(3)]
    leader = rng.randrange(3)
    trick: list[int] = []
    for _ in range(rng.randrange(3)):
        seat = (leader + len(trick)) % 3
        card = rng.choice(legal_cards(hands[seat], SUIT[trick[0]] if trick else -1))
        hands[seat] ^= 1 << card
        trick.append(card)
    first = rng.randrange(13 - per_hand)
    return hands, leader, tuple(trick), [first, 12 - per_hand - first, 0]


def playout_position(rng: random.Random, size: int, begun: int, suits: int = 4
                     ) -> tuple[list[int], int, list[int]]:
    """Three hands of ``size`` cards from the first ``suits`` suits (few
    suits: long suits, voids and trumps-only hands come often), the leader,
    and the trick's first ``begun`` cards played by the rule-free chance."""
    deck = list(range(13 * suits))
    rng.shuffle(deck)
    hands = [0, 0, 0]
    for seat in range(3):
        for card in deck[seat * size:(seat + 1) * size]:
            hands[seat] |= 1 << card
    leader = rng.randrange(3)
    trick: list[int] = []
    for i in range(begun):
        seat = (leader + i) % 3
        card = rng.choice(legal_cards(hands[seat], SUIT[trick[0]] if trick else -1))
        hands[seat] ^= 1 << card
        trick.append(card)
    return hands, leader, trick
