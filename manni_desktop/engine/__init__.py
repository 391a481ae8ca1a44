"""The rules engine: pure Python, no Qt.  The only place a rule is written down."""

from .actions import Action, Declare, Exchange, Play, Swap, action_from_json, action_to_json
from .cards import Card, card_name, card_text, parse_card
from .contracts import Contract
from .errors import RecordError, RuleError
from .game import Game, game_names, get_rules, new_game, register
from .manillen import MANILLEN, ManillenHand
from .manni import CLASSIC, HORNAFJARDAR, ManniHand
from .record import RecordProblem, load_record, replay_summary

register(HORNAFJARDAR)
register(CLASSIC)
register(MANILLEN)

__all__ = [
    "Action", "Card", "Contract", "Declare", "Exchange", "Game", "ManillenHand", "ManniHand",
    "Play",
    "RecordError", "RecordProblem", "RuleError", "Swap", "action_from_json",
    "action_to_json", "card_name", "card_text", "game_names", "get_rules", "load_record",
    "new_game", "parse_card", "register", "replay_summary",
]
