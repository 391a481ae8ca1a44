"""The bots' one entry point: an observation and a level in, an action out.

``choose_action(observation, level, seed)`` finds the observation's game in
the registry, lets that game's level decide (its ``bots`` module's
``LEVELS``) and returns the action in docs/PROTOCOL.md's JSON form.  Every game
offers the same level names, ``LEVELS``; a malformed observation raises
``ObservationError``, an unknown level ``ValueError``.
"""

from __future__ import annotations

import random

from ..engine.levels import LEVELS, SEAT_LEVELS
from ..engine.untrusted import brief
from ..games.registry import entry, ids
from .policy import ActionJson, Observation, ObservationError

__all__ = ["LEVELS", "SEAT_LEVELS", "choose_action"]


def choose_action(obs: Observation, level: str, seed: int | None = None) -> ActionJson:
    """The action (docs/PROTOCOL.md JSON form) the bot of ``level`` takes in ``obs``.

    Raises ``ValueError`` for an unknown level and ``ObservationError`` (a
    ``ValueError``) for a malformed or unsupported observation."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    if not isinstance(obs, dict):
        raise ObservationError("the observation must be a JSON object")
    if "game" not in obs:
        raise ObservationError("observation lacks 'game'")
    game = obs["game"]
    if not isinstance(game, str) or game not in ids():
        raise ObservationError(f"unknown game {brief(game)} (known: {', '.join(ids())})")
    policy = entry(game).bot_levels()[level]
    return policy(obs, random.Random(seed))
