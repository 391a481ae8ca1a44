"""The registry of bot levels and the dispatching entry point."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

Observation = dict[str, Any]
ActionJson = dict[str, Any]
Policy = Callable[[Observation, random.Random], ActionJson]


def random_policy(obs: Observation, rng: random.Random) -> ActionJson:
    """Uniformly random legal play: the floor every level must beat."""
    seat = obs["seat"]
    if obs["phase"] == "exchange":
        hand = list(obs["hand"])
        count = rng.randint(0, min(obs["allowance"], len(hand)))
        return {"seat": seat, "exchange": rng.sample(hand, count)}
    return dict(rng.choice(obs["legal"]))


LEVELS: dict[str, Policy] = {"random": random_policy}


def choose_action(obs: Observation, level: str, seed: int | None = None) -> ActionJson:
    """The action (PROTOCOL.md JSON form) the bot of ``level`` takes in ``obs``."""
    policy = LEVELS.get(level)
    if policy is None:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return policy(obs, random.Random(seed))
