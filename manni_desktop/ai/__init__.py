"""Computer opponents (pure Python, no Qt): observation in, one legal action out.

``choose_action(observation, level, seed)`` is the single entry point the GUI,
the bot protocol and the benchmarks use; the hint for the human is the
review's best option (``review.hint_options``, the game's strongest measured
search).  A bot only ever receives one seat's observation
(docs/PROTOCOL.md's shape), never the hidden hands.

What is here is shared by every game: ``players`` (the dispatch through the
game registry), ``policy`` (the policy shape, the random floor),
``observation_checks`` (the checks every observation parser uses),
``protocol`` (manni-bot/1) and ``review`` (the marks and the dispatch of a
review or hint).  Each game's own bots live in its folder,
``games/<game>/bots/``.
"""

from .players import LEVELS, SEAT_LEVELS, choose_action
from .policy import ObservationError

__all__ = ["LEVELS", "SEAT_LEVELS", "ObservationError", "choose_action"]
