"""The six-contract games' bot levels.

* ``random``: the shared floor;
* ``easy``: the rule player (``rule_player``);
* ``medium``: the search of ``search`` with a small budget: few sampled
  deals, every play-out by the rule, no exact solver;
* ``hard``: the same search with a large budget: more deals for every
  decision, more discard sets tried, play-outs finished by the exact
  solver (``solver``) and, near the end, every card solved outright.

Both searches read only their observation (``world.knowledge``).
``ai.players.choose_action`` finds ``LEVELS`` through the game's registry entry.
"""

from __future__ import annotations

import random

from ....ai.policy import ActionJson, Observation, Policy, random_policy
from ....engine.cards import card_text
from . import search
from .rule_player import easy_policy
from .world import knowledge


def _search_policy(budget: search.MizerkaBudget) -> Policy:
    def policy(obs: Observation, rng: random.Random) -> ActionJson:
        know = knowledge(obs)
        if know.phase == "choose":
            return {"seat": know.seat, "choose": search.best_choice(know, rng, budget)}
        if know.phase == "exchange":
            cards = search.best_exchange(know, rng, budget)
            return {"seat": know.seat, "exchange": [card_text(c) for c in sorted(cards)]}
        return {"seat": know.seat, "play": card_text(search.best_card(know, rng, budget))}

    return policy


LEVELS: dict[str, Policy] = {
    "random": random_policy,
    "easy": easy_policy,
    "medium": _search_policy(search.MEDIUM),
    "hard": _search_policy(search.HARD),
    "expert": _search_policy(search.EXPERT),
}
