"""Computer opponents (pure Python, no Qt): observation in, one legal action out.

``choose_action(observation, level, seed)`` is the single entry point the GUI,
the bot protocol and the benchmarks use.  A bot only ever receives one seat's
observation (PROTOCOL.md's shape), never the hidden hands.
"""

from .players import LEVELS, choose_action

__all__ = ["LEVELS", "choose_action"]
