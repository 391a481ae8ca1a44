"""Manillen's bot levels: ``random`` (the shared floor), ``easy`` the rule
player (``rule_player``), ``medium`` and ``hard`` the partnership search
(``search``: sampled deals, rule play-outs and an exact endgame solver)
with a small and a large budget."""

from __future__ import annotations

import random

from ....ai.policy import ActionJson, Observation, Policy, random_policy
from ....engine.cards import card_text
from . import search
from .rule_player import manillen_policy
from .world import knowledge


def _search_policy(budget: search.ManillenBudget) -> Policy:
    def policy(obs: Observation, rng: random.Random) -> ActionJson:
        know = knowledge(obs)
        if know.phase == "declare":
            options = [str(a["declare"]) for a in obs["legal"]]
            choice = search.best_declaration(know, rng, budget, options)
            return {"seat": know.seat, "declare": choice}
        return {"seat": know.seat, "play": card_text(search.best_card(know, rng, budget))}

    return policy


LEVELS: dict[str, Policy] = {
    "random": random_policy,
    "easy": manillen_policy,
    "medium": _search_policy(search.MEDIUM),
    "hard": _search_policy(search.HARD),
    "expert": _search_policy(search.EXPERT),
}
