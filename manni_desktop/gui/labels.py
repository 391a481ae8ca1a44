"""Translated names for things the engine names in English or in codes.

Shared by the score sheet, the table's contract badge and accessibility text,
so a contract or a card reads the same everywhere and is translated once.
Every string is a literal in a ``QCoreApplication.translate("Labels", ...)``
call so that ``pyside6-lupdate`` finds it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from manni_desktop.ai import LEVELS
from manni_desktop.engine.cards import Card
from manni_desktop.games import entry, ids
from manni_desktop.games.registry import Text

from .game_texts import translated

SUIT_SYMBOLS = "♠♥♦♣"  # suit index order S, H, D, C as in engine/cards.py


class ContractLike(Protocol):
    """What the labels read of a contract: the snapshot's ``ContractView`` (or
    the engine's ``Contract``)."""

    @property
    def kind(self) -> str: ...

    @property
    def trump(self) -> int | None: ...


def suit_symbol(suit: int) -> str:
    """The suit's symbol (``♥``); symbols need no translation."""
    return SUIT_SYMBOLS[suit]


def suit_name(suit: int) -> str:
    """The suit's name on its own, e.g. in "Trump: hearts"."""
    names = (
        QCoreApplication.translate("Labels", "spades", "suit on its own"),
        QCoreApplication.translate("Labels", "hearts", "suit on its own"),
        QCoreApplication.translate("Labels", "diamonds", "suit on its own"),
        QCoreApplication.translate("Labels", "clubs", "suit on its own"),
    )
    return names[suit]


def level_name(level: str) -> str:
    """A bot level's name (``ai.players.LEVELS``) in the dialogs and statistics."""
    names = {
        "random": QCoreApplication.translate("Labels", "Random", "bot level"),
        "easy": QCoreApplication.translate("Labels", "Easy", "bot level"),
        "medium": QCoreApplication.translate("Labels", "Medium", "bot level"),
        "hard": QCoreApplication.translate("Labels", "Hard", "bot level"),
        "expert": QCoreApplication.translate("Labels", "Expert", "bot level"),
    }
    return names.get(level, level)


def name_levels(combo: QComboBox) -> None:
    """Give each item of ``combo`` whose data is a level its translated name."""
    for index in range(combo.count()):
        level = combo.itemData(index)
        if isinstance(level, str) and level in LEVELS:
            combo.setItemText(index, level_name(level))


def _rank_name(rank: int) -> str:
    names = (
        QCoreApplication.translate("Labels", "two", "card rank"),
        QCoreApplication.translate("Labels", "three", "card rank"),
        QCoreApplication.translate("Labels", "four", "card rank"),
        QCoreApplication.translate("Labels", "five", "card rank"),
        QCoreApplication.translate("Labels", "six", "card rank"),
        QCoreApplication.translate("Labels", "seven", "card rank"),
        QCoreApplication.translate("Labels", "eight", "card rank"),
        QCoreApplication.translate("Labels", "nine", "card rank"),
        QCoreApplication.translate("Labels", "ten", "card rank"),
        QCoreApplication.translate("Labels", "jack", "card rank"),
        QCoreApplication.translate("Labels", "queen", "card rank"),
        QCoreApplication.translate("Labels", "king", "card rank"),
        QCoreApplication.translate("Labels", "ace", "card rank"),
    )
    return names[rank]


def _suit_in_card_name(suit: int) -> str:
    # Separate from suit_name(): some languages inflect the suit inside a card
    # name (Polish "dama pik", Portuguese "dama de espadas").
    names = (
        QCoreApplication.translate("Labels", "spades", "suit inside a card name"),
        QCoreApplication.translate("Labels", "hearts", "suit inside a card name"),
        QCoreApplication.translate("Labels", "diamonds", "suit inside a card name"),
        QCoreApplication.translate("Labels", "clubs", "suit inside a card name"),
    )
    return names[suit]


def card_accessible_name(card: Card) -> str:
    """A card's spoken name, e.g. "queen of spades" (for screen readers and tooltips)."""
    if not 0 <= card < 52:
        raise ValueError(f"not a card: {card!r}")
    template = QCoreApplication.translate(
        "Labels", "%1 of %2", "card name: %1 is the rank, %2 the suit"
    )
    return template.replace("%1", _rank_name(card % 13)).replace(
        "%2", _suit_in_card_name(card // 13)
    )


SHORT_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def card_short_text(card: Card) -> str:
    """A compact card for hints, tooltips and messages, e.g. "Q♠" or "10♥": the
    ten is written 10 as on the cards and the rules pages (the record's "T" is
    notation, not something a player reads)."""
    if not 0 <= card < 52:
        raise ValueError(f"not a card: {card!r}")
    return SHORT_RANKS[card % 13] + SUIT_SYMBOLS[card // 13]


def _own_words(contract: ContractLike, game: str | None, part: str) -> str | None:
    """The game's own ``part`` (label, short or meaning) for the contract's
    kind, translated, with ``%1`` filled in; None where it has none."""
    if game is None or game not in ids():
        return None
    words = entry(game).words_for(contract.kind)
    if words is None:
        return None
    text: Text = getattr(words, part)
    suit = contract.trump
    fill = "" if suit is None else (suit_name(suit) if part == "meaning" else suit_symbol(suit))
    return translated(text).replace("%1", fill)


def contract_label(contract: ContractLike, game: str | None = None) -> str:
    """The contract badge text: "Trump ♥", "No-trump" or "Nullo: aces low"
    (``game``'s own words where it has them: "Mizerka")."""
    own = _own_words(contract, game, "label")
    if own is not None:
        return own
    if contract.kind == "trump" and contract.trump is not None:
        return QCoreApplication.translate("Labels", "Trump %1").replace(
            "%1", suit_symbol(contract.trump)
        )
    if contract.kind == "notrump":
        return QCoreApplication.translate("Labels", "No-trump")
    if contract.kind == "nullo":
        return QCoreApplication.translate("Labels", "Nullo: aces low")
    if contract.kind == "undeclared":
        return QCoreApplication.translate("Labels", "Trump not chosen yet")
    raise ValueError(f"unknown contract kind {contract.kind!r}")


def contract_short_label(contract: ContractLike, game: str | None = None) -> str:
    """The score sheet's narrower form: "Trump ♥", "No-trump" or "Nullo"."""
    own = _own_words(contract, game, "short")
    if own is not None:
        return own
    if contract.kind == "nullo":
        return QCoreApplication.translate("Labels", "Nullo")
    if contract.kind == "undeclared":
        return "—"
    return contract_label(contract, game)


def contract_description(contract: ContractLike, game: str | None = None) -> str:
    """One sentence for tooltips and screen readers: what the contract means."""
    own = _own_words(contract, game, "meaning")
    if own is not None:
        return own
    if contract.kind == "trump" and contract.trump is not None:
        return QCoreApplication.translate(
            "Labels", "Trump: %1. Tricks over 4 score plus, under 4 minus."
        ).replace("%1", suit_name(contract.trump))
    if contract.kind == "notrump":
        return QCoreApplication.translate(
            "Labels", "No-trump. Tricks over 4 score plus, under 4 minus."
        )
    if contract.kind == "nullo":
        return QCoreApplication.translate(
            "Labels", "Nullo: no trump suit, aces low. Tricks under 4 score plus, over 4 minus."
        )
    raise ValueError(f"unknown contract kind {contract.kind!r}")
