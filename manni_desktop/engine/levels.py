"""The names of the computer players' levels: the one list of them.

The engine keeps a level per seat (``Session.levels``) and the saves,
settings, dialogs, network tables, command line and protocol all name
levels, so the list lives here, below every layer that reads it; the bots
that play each level live in ``ai/`` and each game's ``bots`` package.
"""

from __future__ import annotations

LEVELS = ("random", "easy", "medium", "hard", "expert")
"""The levels every game's bots offer, weakest first."""

SEAT_LEVELS = LEVELS[1:]
"""The levels a player can seat or a protocol client can ask for; ``random``
is the floor the tests and benchmarks measure against."""
