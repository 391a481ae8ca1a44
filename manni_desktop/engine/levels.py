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
"""The levels a protocol client or a headless table can ask for; ``random``
is the floor the tests and benchmarks measure against."""

WINDOW_LEVELS = ("easy", "medium", "hard")
"""The levels the window's dialogs offer in every game. A game's registry
entry adds ``expert`` (``GameEntry.window_levels``) only once expert has
measured stronger than hard, since a player who picks "Expert" must get a
stronger opponent: Hornafjarðar Manni's has (since stop 53, its
``bots/levels.py``). Manillen's measured +0.34 [-0.57, +1.28] points a hand on 270 deals and
Mizerka's +0.052 [-0.061, +0.164] a seat on 250 (2026-12-05); Classic
Manni's expert plays as hard."""
