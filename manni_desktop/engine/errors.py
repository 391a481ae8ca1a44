"""The engine's two kinds of refusal: a rule broken, and a record malformed."""


class RuleError(ValueError):
    """An action that breaks a rule; the message names the rule."""


class RecordError(ValueError):
    """A game record (or observation) that is not well formed."""
