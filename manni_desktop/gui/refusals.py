"""A refused move in the player's words: the engine's ``RuleError`` code and
parameters, worded through ``tr()``.  The engine decided the rule; this only
says it (so legality is never worked out a second time in the window)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.errors import RuleError
from ..engine.snapshot import DECLARE, EXCHANGE, SWAP, Table
from .labels import card_short_text, suit_name

# The messages keep the controller's context, where their translations live.
_CONTEXT = "GameController"


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, disambiguation, n)


def _cards(cards: object) -> str:
    if not isinstance(cards, tuple):
        return ""
    return " ".join(card_short_text(c) for c in cards if isinstance(c, Card))


def wait_text(table: Table) -> str:
    """Why the human must wait, in words that fit what the acting seat does."""
    seat = table.prompt.seat
    name = table.seats[seat].name if seat is not None else ""
    kind = table.prompt.kind
    if kind == EXCHANGE:
        return _tr("Wait for your turn: %1 is exchanging.").replace("%1", name)
    if kind == SWAP:
        return _tr("Wait for your turn: %1 is deciding.").replace("%1", name)
    if kind == DECLARE:
        return _tr("Wait for your turn: %1 is choosing trump.").replace("%1", name)
    return _tr("Wait for your turn: %1 is to play.").replace("%1", name)


def refusal_text(error: RuleError, table: Table) -> str:
    """One short sentence for the refusal ``error`` on ``table``."""
    code, params = error.code, error.params
    suit = params.get("suit")
    top = params.get("top")
    legal = _cards(params.get("legal"))
    if code == "follow_suit" and isinstance(suit, int):
        return _tr("You must follow suit: play %1.").replace("%1", suit_name(suit))
    if code == "must_beat" and isinstance(top, int):
        return _tr("You must beat the %1: play %2.").replace(
            "%1", card_short_text(top)).replace("%2", legal)
    if code == "must_trump":
        return _tr("You must trump: play %1.").replace("%1", legal)
    if code == "no_undertrump" and isinstance(top, int):
        return _tr("You may not under-trump the %1: play %2.").replace(
            "%1", card_short_text(top)).replace("%2", legal)
    if code in ("not_in_hand", "card_twice"):
        return _tr("That card is not in your hand.")
    if code == "over_allowance":
        allowance = params.get("allowance")
        n = allowance if isinstance(allowance, int) else 0
        return _tr("You may exchange at most %n card(s).", "", n)
    if code == "out_of_turn":
        return wait_text(table)
    if code in ("hand_over", "hand_end"):
        return _tr("The hand is over: start the next hand.")
    if code in ("over", "game_over"):
        return _tr("The game is over.")
    return _tr("That move is not possible now.")
