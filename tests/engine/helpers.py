"""Builders for hand-made deals: decks that put chosen cards in chosen hands."""

from __future__ import annotations

import random
from collections.abc import Sequence

from manni_desktop.engine import Action, Exchange, Game, Play, new_game, parse_card
from manni_desktop.engine.cards import card_text


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def build_deck(
    left: Sequence[int],
    right: Sequence[int],
    dealer: Sequence[int],
    manni: Sequence[int],
    classic: bool = False,
) -> list[str]:
    """The deck (deal order) that gives these piles; ``manni`` in dealing order
    (so ``manni[-1]`` is the top of the stack).  For hornafjardar the last
    card of ``dealer`` is the cut card."""
    first = 3 if classic else 4
    deck: list[int] = []
    for k in range(4):
        deck += manni[first * k:first * (k + 1)]
        deck += left[3 * k:3 * k + 3]
        deck += right[3 * k:3 * k + 3]
        deck += dealer[3 * k:3 * k + 3]
    return [card_text(c) for c in deck]


def record(deck: list[str], actions: list[dict[str, object]], first_dealer: int = 0,
           game: str = "hornafjardar", **extra: object) -> dict[str, object]:
    rec: dict[str, object] = {
        "format": "manni-record/1", "game": game, "first_dealer": first_dealer,
        "hands": [{"deck": deck, "actions": actions}],
    }
    rec.update(extra)
    return rec


def play_random(game: Game, rng: random.Random, max_actions: int = 10_000) -> None:
    """Random legal actions until the game is over (exchanges by random subsets)."""
    for _ in range(max_actions):
        if game.over:
            return
        random_step(game, rng)
    raise AssertionError("game did not end")


def random_action(game: Game, rng: random.Random) -> Action:
    """A random legal action for the seat to act (exchanges: a random subset)."""
    hand = game.hand
    seat = game.to_act
    assert hand is not None and seat is not None
    if game.phase == "exchange":
        allowance = hand.exchange_allowance()
        chosen = rng.sample(hand.hand_cards(seat), rng.randint(0, allowance))
        return Exchange(seat, tuple(sorted(chosen)))
    return rng.choice(game.legal_actions())


def random_step(game: Game, rng: random.Random, auto_deal: bool = True) -> None:
    game.apply(random_action(game, rng), auto_deal=auto_deal)


def first_legal(game: Game) -> Action:
    """A fixed choice: keep the hand in an exchange, else the first legal action."""
    seat = game.to_act
    assert seat is not None
    if game.phase == "exchange":
        return Exchange(seat, ())
    return game.legal_actions()[0]


def manillen_deck(by_seat: dict[int, list[int]], dealer: int = 0) -> list[str]:
    """Deal order 3-2-3 starting left of dealer, giving each seat its 8 cards."""
    deck: list[int] = []
    taken = {seat: 0 for seat in by_seat}
    for size in (3, 2, 3):
        for k in range(1, 5):
            seat = (dealer + k) % 4
            deck += by_seat[seat][taken[seat]:taken[seat] + size]
            taken[seat] += size
    return [card_text(c) for c in deck]


def seeded_game(seed: int, name: str = "hornafjardar", scoring: str = "columns") -> Game:
    return new_game(name, {"scoring": scoring}, seed=seed)


__all__ = [
    "Play", "build_deck", "cards", "first_legal", "manillen_deck", "play_random",
    "random_action", "random_step", "record", "seeded_game",
]
