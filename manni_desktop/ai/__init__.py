"""Computer opponents (pure Python, no Qt): observation in, one legal action out.

``choose_action(observation, level, seed)`` is the single entry point the GUI,
the bot protocol and the benchmarks use; the hint for the human is
``choose_action(observation, "hard", seed)``.  A bot only ever receives one
seat's observation (docs/PROTOCOL.md's shape), never the hidden hands.

Modules: ``view`` (check the observation, derive what the seat knows),
``sampler`` (deals consistent with it), ``playout`` (the card-play rule and
rollouts), ``exchange`` (keep values, discards, classic swap), ``reward``
(par, Nullo and the match), ``solver`` (exact endgames), ``search`` (the
medium/hard sampling search), ``players`` (the levels), ``protocol``
(manni-bot/1).  Manillen's own: ``manillen_rules`` (the easy player),
``manillen_play`` (a fast table), ``manillen_world`` (what a seat knows,
consistent deals), ``manillen_solver`` (exact endgames), ``manillen_search``
(medium and hard), ``manillen_review`` (the hint and the review).
"""

from .players import LEVELS, choose_action
from .view import ObservationError

__all__ = ["LEVELS", "ObservationError", "choose_action"]
