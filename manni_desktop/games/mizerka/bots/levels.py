"""The six-contract games' bot levels so far: ``random`` (the shared floor) and
``easy`` (the rule player, ``rule_player``).

``medium`` and ``hard`` (the search of issue 33: sampled deals for the
choice, the exchange and the play, the exact solver near the end) are not
written yet, so they are left out rather than stood in for by another level;
the game joins the catalogue only once every level of ``ai.players.LEVELS``
is here (tests/games/test_one_entry.py checks it for every registered game).
"""

from __future__ import annotations

from ....ai.policy import Policy, random_policy
from .rule_player import easy_policy

LEVELS: dict[str, Policy] = {
    "random": random_policy,
    "easy": easy_policy,
}
