"""Play the hint: which of the table's buttons a hinted decision is, and the
words of the hint's own button and of what the screen reader hears when the
hint is used ("Hint played: K♠", "Hint chosen: No-trump.  Space confirms").

A hinted card is played at once (as clicking it would); an exchange,
contract, declaration or take-the-Manni is only selected, its button given
the keyboard focus, so the player confirms it with Space or a click.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Choose, Declare, Exchange, Play, Swap
from ...engine.cards import Card
from ...engine.snapshot import PLAY, Table
from ..labels import card_short_text
from . import choose_texts, texts
from .hint_texts import option_text

translate = QCoreApplication.translate


def button_text(kind: str) -> str:
    """The hint's button beside the decision's own: "Play hint" for a card,
    "Use hint" for a choice the player then confirms."""
    if kind == PLAY:
        return translate("TableScene", "Play hint")
    return translate("TableScene", "Use hint")


def button_tip() -> str:
    return translate("TableScene", "Play the hinted card, or select the hinted choice (Shift+H)")


def button_index(table: Table, action: Action) -> int | None:
    """The table button that makes the hinted choice (the exchange's
    confirmation, take or keep, a suit, a contract); None for a card."""
    if isinstance(action, Exchange):
        return 0
    if isinstance(action, Swap):
        return 0 if action.take else 1
    if isinstance(action, Declare):
        trumps = [trump for _, trump in texts.declare_choices()]
        return trumps.index(action.trump) if action.trump in trumps else None
    if isinstance(action, Choose):
        codes = [b.code for b in choose_texts.choice_buttons(table)]
        return codes.index(action.contract) if action.contract in codes else None
    return None


def played_text(card: Card) -> str:
    return translate("TableScene", "Hint played: %1").replace("%1", card_short_text(card))


def chosen_text(action: Action, table: Table) -> str:
    """What the screen reader says once a hinted choice is selected."""
    if isinstance(action, Play):
        return played_text(action.card)
    choice = option_text(action, table)
    if isinstance(action, Exchange) and action.cards:
        choice = translate("TableScene", "exchange %1").replace("%1", choice)
    return (translate("TableScene", "Hint chosen: %1. Press Space to confirm.")
            .replace("%1", choice))
