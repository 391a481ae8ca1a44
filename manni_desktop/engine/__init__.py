"""The rules engine: pure Python, no Qt.  The only place a rule is written down.

The engine knows no particular game: each game's rules live in its package
under ``manni_desktop/games/`` and register themselves there
(``games/registry.py``); ``get_rules`` loads that catalogue on first use.
"""

from .actions import (
    Action,
    Choose,
    Declare,
    Exchange,
    Play,
    Swap,
    action_from_json,
    action_to_json,
)
from .cards import Card, card_name, card_text, parse_card
from .contracts import Contract
from .errors import RecordError, RuleError
from .game import Game, game_names, get_rules, new_game, register
from .record import RecordProblem, load_record, replay_summary

__all__ = [
    "Action", "Card", "Choose", "Contract", "Declare", "Exchange", "Game",
    "Play",
    "RecordError", "RecordProblem", "RuleError", "Swap", "action_from_json",
    "action_to_json", "card_name", "card_text", "game_names", "get_rules", "load_record",
    "new_game", "parse_card", "register", "replay_summary",
]
