"""The registry's words for the window: each game's title, description and
option titles, translated in the running language.

The game packages are pure Python and mark their words with
``QT_TRANSLATE_NOOP("Games", ...)`` (games/registry.py); this module is
where the window translates them, so a new game's title reaches the
new-game dialog, the statistics, the rules and the unfinished-game question
without any of them naming it.  The words are translated on every call, so
a language switch shows at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games import entries, entry
from ..games.registry import ListedGame, RoundWord, Text, listed, listed_key


def translated(text: Text) -> str:
    return QCoreApplication.translate(text.context, text.source)


def _listing(game: str) -> ListedGame | None:
    """The listed game ``game`` names (a listed key or an entry's id)."""
    try:
        return listed(game)
    except KeyError:
        try:
            return listed(listed_key(game, {}))
        except KeyError:
            return None


def game_title(game: str) -> str:
    """The title of ``game`` (a listed game's key, or an entry's id: its first
    listing) in the running language (``game`` itself if unknown)."""
    found = _listing(game)
    return game if found is None else translated(found.title)


def game_description(game: str) -> str:
    found = _listing(game)
    return "" if found is None else translated(found.description)


def listed_game(game: str) -> str:
    """The registry entry (rules, records) of ``game``, a listed key or an
    entry's id (``game`` itself if unknown)."""
    found = _listing(game)
    return game if found is None else found.game


def round_word(game: str) -> RoundWord:
    """What ``game`` (a listed key or an entry's id) calls one deal and its
    play: a hand or a deal (``GameEntry.round_word``); "hand" if unknown."""
    found = _listing(game)
    return RoundWord.HAND if found is None else entry(found.game).round_word


def in_deals(game: str) -> bool:
    """Whether ``game``'s players call a deal and its play a "deal" (Mizerka,
    the six-contract game, Manillen) rather than a "hand" (the Manni games):
    the window words its buttons, status, summary, Continue and viewer so."""
    return round_word(game) == RoundWord.DEAL


def title_of(game: str, options: dict[str, Any]) -> str:
    """The title the player knows a game of entry ``game`` with engine
    ``options`` by: "Hornafjarðar Manni with six contracts" for Mizerka's
    quota four."""
    return game_title(listed_key(game, options))


def scoring_title(scoring: str) -> str | None:
    """The title of a ``scoring`` option value of any game, or None."""
    for game in entries():
        for choice in game.scorings:
            if choice.value == scoring:
                return translated(choice.title)
    return None


def first_decision(game: str) -> str:
    """The phase a hand of ``game`` starts with (exchange, swap, declare)."""
    return entry(game).rules.first_phase()


def has_talon(game: str) -> bool:
    """Whether cards stay out of the hands after the deal (the Manni)."""
    rules = entry(game).rules
    return len(rules.deck()) > rules.seats * rules.tricks_per_hand
