"""Reviewing the six-contract games' decisions (and hinting them) with the
hard bot's own search, so that the hint's best option is the hard bot's choice.

Every option is weighed on the same sampled deals (paired):

- a card: ``search.score_cards`` with the hard budget, the tricks the seat
  takes on deals consistent with what it saw (the exact solver near the end);
- an exchange: ``search.exchange_scores``, the seat's tricks after each
  candidate discard set (the hard bot's candidates, and the set chosen);
- the choice of the contract: ``search.contract_scores``, forehand's score
  this deal under each contract left.  Its ``value`` is that score minus
  what the contract is worth on an average later deal (``BASELINE``): a
  contract chosen now cannot be chosen again, and hard weighs it so.

The unit is tricks (a contract's score is counted in tricks against the
quota).  ``value`` is higher-is-better: under mizerka, fewer tricks.  The
marks are the Manni games' (``ai/review.py``): under 0.3 tricks good, under
0.8 an inaccuracy, more a mistake.
"""

from __future__ import annotations

import random
from dataclasses import asdict
from typing import Any

from ....ai.review import (
    FORCED,
    GOOD,
    INACCURACY,
    INACCURATE,
    MISTAKE,
    MISTAKEN,
    Decision,
    Option,
    ReviewError,
)
from ....engine.cards import card_text, parse_card
from ....engine.game import Game
from . import search
from .search import BASELINE, MizerkaBudget
from .world import Knowledge, knowledge


def _budget(budget: object) -> MizerkaBudget:
    """The hard budget for None (the window's review and hint), the medium one
    for any other game's budget (the tests' lighter ones)."""
    if isinstance(budget, MizerkaBudget):
        return budget
    return search.HARD if budget is None else search.MEDIUM


def _card_options(know: Knowledge, rng: random.Random, budget: MizerkaBudget) -> list[Option]:
    cards = [parse_card(text) for text in know.legal]
    sign = -1.0 if know.misere else 1.0
    values = search.score_cards(know, cards, rng, budget)
    return [Option({"seat": know.seat, "play": card_text(c)}, sign * v, v)
            for c, v in zip(cards, values, strict=True)]


def _exchange_options(know: Knowledge, rng: random.Random, budget: MizerkaBudget,
                      chosen: tuple[int, ...] | None) -> list[Option]:
    candidates = search.candidate_discards(know, budget.exchange_candidates)
    if chosen is not None and chosen not in candidates:
        candidates.append(chosen)
    sign = -1.0 if know.misere else 1.0
    values = search.exchange_scores(know, candidates, rng, budget.exchange_deals)
    return [Option({"seat": know.seat, "exchange": [card_text(c) for c in cand]}, sign * v, v)
            for cand, v in zip(candidates, values, strict=True)]


def _choice_options(know: Knowledge, rng: random.Random, budget: MizerkaBudget) -> list[Option]:
    codes = know.legal
    scores = search.contract_scores(know, rng, budget.choice_deals, codes)
    baseline = BASELINE[know.quota]
    return [Option({"seat": know.seat, "choose": code}, score, score - baseline[code])
            for code, score in zip(codes, scores, strict=True)]


def _options(know: Knowledge, seed: int, budget: object,
             chosen: dict[str, Any] | None = None) -> list[Option]:
    rng = random.Random(seed)
    b = _budget(budget)
    if know.phase == "choose":
        return _choice_options(know, rng, b)
    if know.phase == "exchange":
        mine = None
        if chosen is not None and isinstance(chosen.get("exchange"), list):
            mine = tuple(sorted(parse_card(str(c)) for c in chosen["exchange"]))
        return _exchange_options(know, rng, b, mine)
    return _card_options(know, rng, b)


def _ordered(options: list[Option]) -> list[Option]:
    """Best first; equal values keep the search's order."""
    return sorted(options, key=lambda o: -o.value)


def _same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same action, an exchange's cards in any order."""
    if "exchange" in a and "exchange" in b:
        return a["seat"] == b["seat"] and sorted(a["exchange"]) == sorted(b["exchange"])
    return a == b


def review_decision(game: Game, hand: int, action_index: int,
                    chosen_json: dict[str, Any], seed: int, budget: object) -> Decision:
    """``ai.review.review_decision`` for the six-contract games (``game``
    stands before the action)."""
    seat = int(chosen_json["seat"])
    if game.to_act != seat:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is out of turn")
    know = knowledge(game.observation(seat))
    options = _ordered(_options(know, seed, budget, chosen_json))
    chosen = next((o for o in options if _same(o.action, chosen_json)), None)
    if chosen is None:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is not a legal choice")
    loss = max(0.0, options[0].value - chosen.value)
    if len(options) == 1:
        mark = FORCED
    elif loss >= MISTAKE:
        mark = MISTAKEN
    elif loss >= INACCURACY:
        mark = INACCURATE
    else:
        mark = GOOD
    played = game.observation(seat).get("tricks") or []
    trick = len(played) + 1 if know.phase == "play" else 0
    return Decision(hand, action_index, know.phase, trick, "tricks", chosen, options, mark,
                    None, know.trump)


def hint_options(observation: dict[str, Any], seed: int, budget: object) -> dict[str, Any]:
    """``review.hint_options`` for a six-contract observation: the hard bot's
    choice first, with every option's numbers."""
    options = _ordered(_options(knowledge(observation), seed, budget))
    return {"action": options[0].action, "unit": "tricks",
            "options": [asdict(o) for o in options]}


__all__ = ["hint_options", "review_decision"]
