"""The engine's two kinds of refusal: a rule broken, and a record malformed."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class RuleCode(StrEnum):
    """Which rule a refused action breaks (``RuleError.code``): the window words
    each in its own language (gui/refusals.py)."""

    OTHER = ""
    FOLLOW_SUIT = "follow_suit"
    MUST_BEAT = "must_beat"
    MUST_TRUMP = "must_trump"
    NO_UNDERTRUMP = "no_undertrump"
    NOT_IN_HAND = "not_in_hand"
    CARD_TWICE = "card_twice"
    OVER_ALLOWANCE = "over_allowance"
    CONTRACT_USED = "contract_used"
    OUT_OF_TURN = "out_of_turn"
    WRONG_PHASE = "wrong_phase"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


class RuleError(ValueError):
    """An action that breaks a rule; the message names the rule in English.

    ``code`` says which rule (a ``RuleCode``; ``RuleCode.OTHER`` for the rest) and
    ``params`` carries what the rule names (a suit index, a card, an
    allowance), so a window can word the refusal in its own language without
    working legality out a second time."""

    def __init__(
        self, message: str, code: RuleCode = RuleCode.OTHER,
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, object] = dict(params or {})


class RecordError(ValueError):
    """A game record (or observation) that is not well formed."""
