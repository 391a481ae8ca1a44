"""The bots never receive hidden cards: their answer is a function of the observation.

Two deals that look the same from one seat (the hidden cards moved between
the other hands and the Manni) must get the same answer from every level,
and the observation a bot gets holds no card the seat may not know."""

from __future__ import annotations

import random
from typing import Any

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json, card_text, load_record, parse_card

from .positions import random_positions

SEAT_LEVELS = ["easy", "medium", "hard"]


def _known_cards(obs: dict[str, Any]) -> set[str]:
    known: set[str] = set(obs["hand"]) | set(obs["my_discards"])
    for trick in obs["tricks"]:
        known |= set(trick["cards"])
    if obs.get("trick"):
        known |= set(obs["trick"]["cards"])
    if obs.get("cut"):
        known.add(obs["cut"])
    return known


def _cards_in(value: object) -> set[str]:
    """Every string anywhere in ``value`` that is a card."""
    if isinstance(value, str):
        try:
            parse_card(value)
        except ValueError:
            return set()
        return {value}
    if isinstance(value, dict):
        return set().union(*(_cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_cards_in(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("game_name", ["hornafjardar", "classic"])
def test_observation_shows_only_known_cards(game_name: str) -> None:
    for game in random_positions(game_name, 40, seed=21):
        obs = game.observation(game.to_act or 0)
        assert _cards_in(obs) <= _known_cards(obs)


def _reshuffle_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game with every card the seat cannot see re-dealt at random
    among the places it cannot see (the first hand's deck is rewritten)."""
    record = game.to_record()
    deck = [parse_card(c) for c in record["hands"][0]["deck"]]
    obs = game.observation(seat)
    visible = {parse_card(c) for c in _known_cards(obs)}
    hidden_positions = [i for i, c in enumerate(deck) if c not in visible]
    hidden_cards = [deck[i] for i in hidden_positions]
    rng.shuffle(hidden_cards)
    for i, c in zip(hidden_positions, hidden_cards, strict=True):
        deck[i] = c
    record["hands"][0]["deck"] = [card_text(c) for c in deck]
    return load_record(record, deal_next=False)


@pytest.mark.parametrize("game_name", ["hornafjardar", "classic"])
def test_answer_does_not_depend_on_hidden_cards(game_name: str) -> None:
    from manni_desktop.engine import new_game

    rng = random.Random(4)
    checked = 0
    for k in range(12):
        game = new_game(game_name, seed=900 + k)
        seat = game.to_act
        assert seat is not None
        # The first decision of the hand: nothing played yet, so any re-deal of
        # the hidden cards keeps the record valid and the observation unchanged.
        twin = _reshuffle_hidden(game, seat, rng)
        assert twin.observation(seat) == game.observation(seat)
        assert twin.hand is not None and game.hand is not None
        assert twin.hand.deck != game.hand.deck
        for level in SEAT_LEVELS:
            assert choose_action(twin.observation(seat), level, seed=k) == choose_action(
                game.observation(seat), level, seed=k
            )
        checked += 1
    assert checked == 12


def test_answers_in_play_do_not_depend_on_hidden_cards() -> None:
    """Mid-hand: swap two unplayed hidden cards between the other two seats'
    starting hands when neither card was played; the seat's view is unchanged."""
    rng = random.Random(8)
    checked = 0
    for game in random_positions("hornafjardar", 30, seed=33):
        if game.phase != "play":
            continue
        hand = game.hand
        assert hand is not None
        seat = game.to_act or 0
        others = [(seat + 1) % 3, (seat + 2) % 3]
        a_cards = hand.hand_cards(others[0])
        b_cards = hand.hand_cards(others[1])
        # same suit, so every past follow-suit decision stays legal
        pairs = [(x, y) for x in a_cards for y in b_cards if x // 13 == y // 13]
        if not pairs:
            continue
        x, y = rng.choice(pairs)
        record = game.to_record()
        deck = record["hands"][-1]["deck"]
        deck_cards = [parse_card(c) for c in deck]
        if x in (deck_cards[-1],) or y in (deck_cards[-1],):
            continue
        i, j = deck_cards.index(x), deck_cards.index(y)
        deck[i], deck[j] = deck[j], deck[i]
        try:
            twin = load_record(record, deal_next=False)
        except ValueError:
            continue  # an exchange drew or discarded one of them: not a twin deal
        if twin.observation(seat) != game.observation(seat):
            continue
        for level in SEAT_LEVELS[:2]:
            assert choose_action(twin.observation(seat), level, seed=1) == choose_action(
                game.observation(seat), level, seed=1
            )
        checked += 1
    assert checked >= 3


def test_bot_answer_applies_to_the_real_game() -> None:
    game = random_positions("hornafjardar", 1, seed=2)[0]
    action = choose_action(game.observation(game.to_act or 0), "easy", seed=0)
    game.apply(action_from_json(action), auto_deal=False)
