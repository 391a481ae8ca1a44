"""A refused move in the player's words: the engine's ``RuleError`` code and
parameters, worded through ``translate()``.  The engine decided the rule; this
only says it (so legality is never worked out a second time in the window)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.errors import RuleCode, RuleError
from ..engine.snapshot import CHOOSE, DECLARE, EXCHANGE, SWAP, Table
from .game_texts import in_deals
from .labels import card_short_text, suit_name
from .table import choose_texts
from .table.texts import plurals

# Literal calls in the controller's context, where these texts always lived.
translate = QCoreApplication.translate


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
        return translate("GameController", "Wait for your turn: %1 is exchanging.").replace(
            "%1", name
        )
    if kind == SWAP:
        return translate("GameController", "Wait for your turn: %1 is deciding.").replace(
            "%1", name
        )
    if kind == DECLARE:
        return translate("GameController", "Wait for your turn: %1 is choosing trump.").replace(
            "%1", name
        )
    if kind == CHOOSE:
        return choose_texts.wait_text(name)
    return translate("GameController", "Wait for your turn: %1 is to play.").replace("%1", name)


def refusal_text(error: RuleError, table: Table) -> str:
    """One short sentence for the refusal ``error`` on ``table``."""
    code, params = error.code, error.params
    suit = params.get("suit")
    top = params.get("top")
    legal = _cards(params.get("legal"))
    if code == RuleCode.FOLLOW_SUIT and isinstance(suit, int):
        return translate("GameController", "You must follow suit: play %1.").replace(
            "%1", suit_name(suit)
        )
    if code == RuleCode.MUST_BEAT and isinstance(top, int):
        return (
            translate("GameController", "You must beat the %1: play %2.")
            .replace("%1", card_short_text(top))
            .replace("%2", legal)
        )
    if code == RuleCode.MUST_TRUMP:
        return translate("GameController", "You must trump: play %1.").replace("%1", legal)
    if code == RuleCode.NO_UNDERTRUMP and isinstance(top, int):
        return (
            translate("GameController", "You may not under-trump the %1: play %2.")
            .replace("%1", card_short_text(top))
            .replace("%2", legal)
        )
    if code in (RuleCode.NOT_IN_HAND, RuleCode.CARD_TWICE):
        return translate("GameController", "That card is not in your hand.")
    if code == RuleCode.OVER_ALLOWANCE:
        allowance = params.get("allowance")
        n = allowance if isinstance(allowance, int) else 0
        return plurals().too_many(n)
    if code == RuleCode.CONTRACT_USED and isinstance(params.get("contract"), str):
        return choose_texts.used_text(table, str(params.get("contract")))
    if code == RuleCode.OUT_OF_TURN:
        return wait_text(table)
    if code == RuleCode.HAND_OVER:
        if in_deals(table.game):
            return translate("GameController", "The deal is over: start the next deal.")
        return translate("GameController", "The hand is over: start the next hand.")
    if code == RuleCode.GAME_OVER:
        return translate("GameController", "The game is over.")
    return translate("GameController", "That move is not possible now.")
