"""The engine's two kinds of refusal: a rule broken, and a record malformed."""

from __future__ import annotations

from collections.abc import Mapping


class RuleError(ValueError):
    """An action that breaks a rule; the message names the rule in English.

    ``code`` says which rule (``follow_suit``, ``must_beat``, ``must_trump``,
    ``no_undertrump``, ``not_in_hand``, ``out_of_turn``, ``over_allowance``,
    ``wrong_phase``, ``hand_over``, ``game_over``; empty for the rest) and
    ``params`` carries what the rule names (a suit index, a card, an
    allowance), so a window can word the refusal in its own language without
    working legality out a second time."""

    def __init__(
        self, message: str, code: str = "", params: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, object] = dict(params or {})


class RecordError(ValueError):
    """A game record (or observation) that is not well formed."""
