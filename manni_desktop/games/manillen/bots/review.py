"""Reviewing Manillen decisions (and hinting them) with the hard bot's own search.

Each option is weighed by ``manillen_search`` with the hard budget: a card on
deals of the unseen cards consistent with what the seat saw (voids, and the
cards the must-overtake rules show it cannot hold), each played out by the
rule player and solved exactly once few cards are left; a declaration on
deals of the other 24 cards, played out under each of the five choices.
Every option is scored on the same deals (paired), so the hint's and the
review's best option is the hard bot's choice.

The unit is card points: a card's ``expected`` is the card points its side
takes on average and its ``value`` the search's (the same, a sweep counted
30 more, the score's exact measure); a declaration's ``value`` is the side's
expected game score minus the other side's (the excess over 30 with the ×2
multipliers), since that is what the declaration changes.  Marks: under 2
points good, under 5 an inaccuracy, 5 or more a mistake (a ten or a manille
given away).
"""

from __future__ import annotations

import random
from dataclasses import asdict
from typing import Any

from ....ai.review import FORCED, GOOD, INACCURATE, MISTAKEN, Decision, Option, ReviewError
from ....engine.cards import card_text
from ....engine.game import Game
from . import search as manillen_search
from .search import DECLARATIONS, ManillenBudget
from .world import Knowledge, knowledge

INACCURACY_POINTS = 2.0
MISTAKE_POINTS = 5.0


def _manillen_budget(budget: object) -> ManillenBudget:
    """The budget to search with: Manillen's own if one is given, the hard one
    for None (the window's review and hint), the medium one for any other
    game's budget (the tests' lighter ones)."""
    if isinstance(budget, ManillenBudget):
        return budget
    return manillen_search.HARD if budget is None else manillen_search.MEDIUM


def _options(know: Knowledge, seed: int, budget: object) -> list[Any]:
    rng = random.Random(seed)
    mb = _manillen_budget(budget)
    if know.phase == "declare":
        scores = manillen_search.score_declarations(know, rng, mb)
        return [Option({"seat": know.seat, "declare": d}, p, v)
                for d, (p, v) in zip(DECLARATIONS, scores, strict=True)]
    cards = list(know.legal)
    scores = manillen_search.score_cards(know, cards, rng, mb)
    return [Option({"seat": know.seat, "play": card_text(c)}, p, v)
            for c, (p, v) in zip(cards, scores, strict=True)]


def _ordered(options: list[Any]) -> list[Any]:
    """Best first; equal values keep the search's order, so the first is the
    hard bot's own choice."""
    return sorted(options, key=lambda o: -o.value)


def review_decision(game: Game, hand: int, action_index: int,
                             chosen_json: dict[str, Any], seed: int, budget: object) -> Any:
    """``ai.review.review_decision`` for Manillen (``game`` stands before the action)."""
    seat = int(chosen_json["seat"])
    if game.to_act != seat:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is out of turn")
    know = knowledge(game.observation(seat))
    options = _ordered(_options(know, seed, budget))
    chosen = next((o for o in options if o.action == chosen_json), None)
    if chosen is None:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is not a legal choice")
    loss = max(0.0, options[0].value - chosen.value)
    if len(options) == 1:
        mark = FORCED
    elif loss >= MISTAKE_POINTS:
        mark = MISTAKEN
    elif loss >= INACCURACY_POINTS:
        mark = INACCURATE
    else:
        mark = GOOD
    trick = 0 if know.phase == "declare" else len(game.hand.tricks) + 1  # type: ignore[union-attr]
    return Decision(hand, action_index, know.phase, trick, "points", chosen, options, mark,
                    None, know.trump)


def hint_options(observation: dict[str, Any], seed: int, budget: object) -> dict[str, Any]:
    """``review.hint_options`` for a Manillen observation."""
    options = _ordered(_options(knowledge(observation), seed, budget))
    return {"action": options[0].action, "unit": "points",
            "options": [asdict(o) for o in options]}


__all__ = ["hint_options", "review_decision"]
