"""Long valid records, built cheaply: a game whose hands never change the
score (Manni: every hand 4-4-4; Manillen: every deal tied at 30-30), so it
never ends and may run to thousands of hands.

For each place in the cycle of dealers and Classic's trumps (the hand's
number modulo 12) and, in Manillen, whether the deal is doubled, one such
hand is found by random play and then repeated, so a record of any length
costs a few searches and a replay-speed loop (the reliability review's
``endless`` records: finding 9, the autosave, and finding 10, replay time).
"""

from __future__ import annotations

import random
from typing import Any

from manni_desktop.engine import Game
from manni_desktop.engine.actions import Action, action_to_json
from manni_desktop.engine.cards import card_text
from manni_desktop.engine.game import get_rules, shuffled_deck

from .helpers import random_action

Found = tuple[list[int], list[Action]]
CYCLE = 12  # the dealer comes round every 3 or 4 hands, Classic's trump every 4


def _scoreless_hand(game: Game, rng: random.Random, tries: int = 20_000) -> Found:
    """A deck and actions for the next hand of ``game`` that leave its totals
    as they are and the game going on (``AssertionError`` if none is found)."""
    before = game.totals()
    for _ in range(tries):
        trial = game.copy()
        deck = shuffled_deck(trial.rules, rng.random(), len(trial.hands))
        trial.deal(list(deck))
        actions: list[Action] = []
        while trial.hand is not None and not trial.hand.finished:
            action = random_action(trial, rng)
            trial.apply(action, auto_deal=False)
            actions.append(action)
        if trial.totals() == before and not trial.over:
            return deck, actions
    raise AssertionError(f"no scoreless hand of {game.rules.name} in {tries} tries")


def endless_record(name: str, hands: int, options: dict[str, Any] | None = None,
                   seed: int = 1) -> dict[str, Any]:
    """A valid ``manni-record/1`` of ``hands`` hands of game ``name`` that
    has not ended (every hand scoreless)."""
    rules = get_rules(name)
    game = Game(rules, options, first_dealer=0, seed=0)
    rng = random.Random(seed)
    found: dict[tuple[int, bool], Found] = {}
    out: list[dict[str, Any]] = []
    for number in range(hands):
        previous = game.hands[-1] if game.hands else None
        key = (number % CYCLE, bool(getattr(previous, "tied", False)))
        if key not in found:
            found[key] = _scoreless_hand(game, rng)
        deck, actions = found[key]
        game.deal(list(deck))
        for action in actions:
            game.apply(action, auto_deal=False)
        out.append({"deck": [card_text(c) for c in deck],
                    "actions": [action_to_json(a) for a in actions]})
    record = game.to_record()
    assert record["hands"] == out
    return record
