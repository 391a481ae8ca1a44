"""Why a card may not be played, from a network seat's own view.

A local window asks its ``Session``; a network seat has only its table
(its hand, the trick, the trump and the cards the host says it may play).
The rule broken is read from that view with the engine's own wording
functions, before anything is sent, so the player reads the same words as
at a local table (gui/refusals.py) and not the host's raw refusal.
"""

from __future__ import annotations

from ...engine.cards import Card
from ...engine.errors import RuleCode, RuleError
from ...engine.snapshot import PLAY, Table
from ...games.registry import entry


def view_refusal(table: Table, card: Card) -> RuleError | None:
    """The rule playing ``card`` breaks on ``table`` (the viewer's turn to
    play), or None: legal, or not a rule this view can name (the host says)."""
    if table.prompt.kind != PLAY or table.prompt.seat != table.viewer:
        return None
    legal = table.prompt.legal_cards
    if not legal or card in legal:
        return None
    own = next((s for s in table.seats if s.seat == table.viewer), None)
    if own is None or card not in own.hand:
        return RuleError("not in hand", RuleCode.NOT_IN_HAND, {"card": card})
    trick = table.trick.cards if table.trick is not None else ()
    if not trick:
        return None
    assert table.trick is not None
    return entry(table.game).rules.view_refusal(table.viewer, card, legal, trick,
                                                table.trick.leader, table.contract.trump)
