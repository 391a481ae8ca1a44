"""The words of a hint and of a choice's value: the hint's bubble ("Hint:
play K♠ (about 0.6 tricks better than 9♠)"), a choice in a few words, and
the numbers the review shows.  Kept apart from ``texts`` (whose turn, the
panels' rows) because the hint, the review and the menus share them.  Each
text is a literal ``translate("TableScene", …)`` call, the context where
these texts have always been translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine.actions import Action, Choose, Declare, Exchange, Play, Swap
from ...engine.cards import Card
from ...engine.snapshot import Table
from ..hints import Hint
from ..labels import card_short_text
from . import choose_texts
from .texts import declare_text

# Literal calls, so pyside6-lupdate files each text under "TableScene".
translate = QCoreApplication.translate


def hinted_cards(action: Action) -> tuple[Card, ...]:
    """The cards a hint marks on the table."""
    if isinstance(action, Play):
        return (action.card,)
    if isinstance(action, Exchange):
        return action.cards
    return ()


def hint_text(action: Action, details: Hint | None = None, table: Table | None = None) -> str:
    """The hint's bubble: the choice, and by how much it beats the next best
    (``details``: the hint with its numbers; ``table`` names a contract choice)."""
    text = (choose_texts.hint_text(table, action.contract) if isinstance(action, Choose)
            else _hint_choice_text(action))
    detail = hint_detail_text(details) if details else ""
    return f"{text} ({detail})" if detail else text


def _hint_choice_text(action: Action) -> str:
    if isinstance(action, Play):
        return translate("TableScene", "Hint: play %1").replace("%1", card_short_text(action.card))
    if isinstance(action, Exchange):
        if not action.cards:
            return translate("TableScene", "Hint: keep your hand")
        return translate("TableScene", "Hint: exchange %1").replace(
            "%1", " ".join(card_short_text(c) for c in action.cards)
        )
    if isinstance(action, Swap):
        return (
            translate("TableScene", "Hint: take the Manni")
            if action.take
            else translate("TableScene", "Hint: keep your hand")
        )
    assert isinstance(action, Declare)
    return translate("TableScene", "Hint: declare %1").replace("%1", declare_text(action.trump))


def option_text(action: Action, table: Table | None = None) -> str:
    """A choice in a few words: a card, the cards exchanged, the declaration,
    the contract chosen."""
    if isinstance(action, Choose):
        return choose_texts.choice_label(table, action.contract)
    if isinstance(action, Play):
        return card_short_text(action.card)
    if isinstance(action, Exchange):
        if not action.cards:
            return translate("TableScene", "keeping your hand")
        return " ".join(card_short_text(c) for c in action.cards)
    if isinstance(action, Swap):
        return (translate("TableScene", "taking the Manni") if action.take
                else translate("TableScene", "keeping your hand"))
    assert isinstance(action, Declare)
    return declare_text(action.trump)


def decimal(value: float) -> str:
    """One decimal, in the language's own way ("0.6", "0,6")."""
    return QLocale().toString(float(value), "f", 1)


def amount_text(value: float, unit: str) -> str:
    """ "0.6 tricks", "2.5 card points": review and hint numbers, one decimal
    (a fraction takes one form in every language here, Polish's genitive
    "0,6 lewy" included)."""
    if unit == "points":
        return translate("TableScene", "%1 card points").replace("%1", decimal(value))
    return translate("TableScene", "%1 tricks").replace("%1", decimal(value))


def hint_detail_text(details: Hint) -> str:
    """ "about 0.6 tricks better than K♠", from the hint's options (best first)."""
    options = details.options
    if len(options) < 2:
        return translate("TableScene", "the only choice")
    runner_up = options[1].action
    gap = options[0].value - options[1].value
    if gap < 0.05:
        return translate("TableScene", "about as good as %1").replace("%1", option_text(runner_up))
    return (translate("TableScene", "about %1 better than %2")
            .replace("%1", amount_text(gap, details.unit))
            .replace("%2", option_text(runner_up)))
