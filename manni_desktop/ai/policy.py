"""What every game's bot levels share: the ``Policy`` shape and the random floor.

A policy takes an observation (docs/PROTOCOL.md's shape, checked by the game's own
parser) and a seeded ``random.Random`` and returns an action in docs/PROTOCOL.md's
JSON form.  ``random_policy`` needs nothing of a game but the observation's
``legal`` list (or an exchange's ``hand`` and ``allowance``), so every game
offers it as its ``random`` level.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

Observation = dict[str, Any]
ActionJson = dict[str, Any]
Policy = Callable[[Observation, random.Random], ActionJson]


class ObservationError(ValueError):
    """The observation is malformed or not one a bot can answer."""


def random_policy(obs: Observation, rng: random.Random) -> ActionJson:
    """Uniformly random legal play: the floor every level must beat."""
    if not isinstance(obs, dict) or not isinstance(obs.get("seat"), int):
        raise ObservationError("the observation must be an object with a 'seat'")
    seat = obs["seat"]
    if obs.get("phase") == "exchange":
        hand = list(obs.get("hand") or [])
        allowance = obs.get("allowance")
        if not isinstance(allowance, int):
            raise ObservationError("an exchange observation needs an integer 'allowance'")
        count = rng.randint(0, max(0, min(allowance, len(hand))))
        return {"seat": seat, "exchange": rng.sample(hand, count)}
    legal = obs.get("legal")
    if not isinstance(legal, list) or not legal:
        raise ObservationError("the observation lists no 'legal' actions")
    return dict(rng.choice(legal))
