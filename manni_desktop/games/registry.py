"""The game registry: one entry per game, the one place that lists games.

Each game's package (``games/<family>/``) builds a ``GameEntry`` and calls
``add``; everything that lists games (the new-game dialog, settings,
statistics, the sheet, the viewer, the review, the hint, the bots, the
selftest, ``replay`` and ``bot``) reads ``entries()`` or ``entry(id)``, so a
new game joins in its own folder and in ``games/__init__.py``, nowhere else
(docs/ADDING-A-GAME.md).  It plays the role of OpenSpiel's ``GameType`` with
its registration and of KPat's ``DealerInfo``.

Pure Python, no Qt: titles and descriptions are ``Text`` values (a Qt
Linguist context and the English source), which the window translates.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import ModuleType
from typing import Any

from ..engine.game import register
from ..engine.levels import WINDOW_LEVELS
from ..engine.rules import Rules

Policy = Callable[[dict[str, Any], random.Random], dict[str, Any]]
"""A bot level: an observation (docs/PROTOCOL.md's shape) and a seeded random
source in, an action in docs/PROTOCOL.md's JSON form out."""


@dataclass(frozen=True, slots=True)
class Text:
    """A text to show translated: its Qt Linguist context and English source."""

    context: str
    source: str


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # noqa: N802 - lupdate's name
    """Mark ``source`` for translation under ``context`` (pyside6-lupdate finds
    this call by its name; the window translates it when it shows it)."""
    return Text(context, source)


class SheetLayout(StrEnum):
    """How a game's score sheet is laid out (gui/sheet picks the layout)."""

    SEATS = "seats"  # a row per hand, tricks and points per seat (the Manni games)
    SIDES = "sides"  # a row per deal and side, card points and score (Manillen)
    CONTRACTS = "contracts"  # a row per deal and its chooser, tricks and score per
    # seat, and a grid of the contracts each seat has chosen (Mizerka)


class RoundWord(StrEnum):
    """What a game's players call one deal and its play: a "hand" in the
    Manni games, a "deal" in Mizerka, the six-contract game and Manillen.
    The window's sheet, summary, buttons, status, Continue question,
    viewer and statistics use the game's word."""

    HAND = "hand"
    DEAL = "deal"


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of a game option, with the title the new-game dialog shows.
    ``own_game``: to its players this value is a game of its own (Hornafjarðar
    Manni with six contracts is Mizerka with quota four): it is listed as a
    game (``listed_games``) under ``key`` with ``game_title`` and
    ``description`` (the entry's own when None), its rules at ``rules_anchor``
    of the entry's page, and the selftest plays it as one."""

    value: str
    title: Text
    own_game: bool = False
    key: str = ""  # an own game's key ("" for the entry's id)
    game_title: Text | None = None
    description: Text | None = None
    rules_anchor: str = ""


@dataclass(frozen=True, slots=True)
class ListedGame:
    """A game as the player sees it in New game…, the rules, the statistics
    and the selftest: a registry entry, or one of its own-game scorings.

    ``key`` names it (the entry's id, or its own-game choice's ``key``);
    ``game`` is the entry (rules, records, saves) and ``scorings`` the
    values of its scoring option offered under this title."""

    key: str
    game: str
    scorings: tuple[str, ...]
    title: Text
    description: Text
    rules_anchor: str = ""


@dataclass(frozen=True, slots=True)
class ContractWords:
    """A game's own words for a contract kind (``ContractView.kind``): the
    badge's ``label`` and the sheet's ``short`` form (``%1`` the trump suit's
    symbol) and the sentence saying what it means (``%1`` the suit's name).
    Kinds a game gives no words for use the shared ones (gui/labels.py)."""

    kind: str
    label: Text
    short: Text
    meaning: Text


@dataclass(frozen=True)
class GameEntry:
    """Everything the app needs to know of one game besides its rules' code.

    ``bots`` and ``review`` name modules, loaded when first needed, so that
    ``replay`` starts without any bot code: ``bots`` has ``LEVELS`` (level name
    to ``Policy``); ``review`` has ``review_decision(game, hand, action_index,
    chosen_json, seed, budget)`` and ``hint_options(observation, seed,
    budget)``, or is "" when the shared review in ``ai/review.py`` serves the
    game."""

    id: str
    title: Text
    description: Text
    rules: Rules
    scorings: tuple[Choice, ...]  # the ``scoring`` option's values, default first; ()
    sheet: SheetLayout
    rules_page: str  # assets/rules/<language>/<rules_page>.html
    bots: str
    review: str = ""
    guided_seed: int | None = None  # the guided first hand's deal, if the game has one
    contract_words: tuple[ContractWords, ...] = ()  # its own words for its contracts
    # The badge under the face-down stack the exchange draws from ("Talon:
    # %1"); None: the shared "Manni: %1" of the Manni games.
    talon_label: Text | None = None
    # The contracts each player chooses once in a game, as (``choose`` code,
    # kind, trump suit) in the order of the sheet's grid of contracts used;
    # () for a game without that choice.
    contract_grid: tuple[tuple[str, str, int | None], ...] = ()
    # The levels the window's new-game and host dialogs offer for this game,
    # weakest first: ``expert`` only where it measured stronger than hard
    # (benchmarks/results); the protocol offers every level in every game.
    window_levels: tuple[str, ...] = WINDOW_LEVELS
    round_word: RoundWord = RoundWord.HAND  # "hand" or "deal" (RoundWord)

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return self.rules.sides

    def bot_levels(self) -> Mapping[str, Policy]:
        levels: Mapping[str, Policy] = _module(self.bots).LEVELS
        return levels

    def native_check(self) -> tuple[str, bool, str | None] | None:
        """The self-check of the compiled part of the game's bots, if they have
        one (``native_check`` in the bots module: what runs, whether the
        compiled part loaded, a problem or None): the bundle check asks, since
        a bundle must carry it."""
        check: Callable[[], tuple[str, bool, str | None]] | None = getattr(
            _module(self.bots), "native_check", None)
        return None if check is None else check()

    def words_for(self, kind: str) -> ContractWords | None:
        """The game's own words for contract ``kind``, None for the shared ones."""
        return next((w for w in self.contract_words if w.kind == kind), None)

    def review_module(self) -> ModuleType | None:
        return _module(self.review) if self.review else None


_ENTRIES: dict[str, GameEntry] = {}


def _module(name: str) -> ModuleType:
    return importlib.import_module(name)


def add(entry: GameEntry) -> None:
    """Register ``entry`` (and its rules with the engine, for records)."""
    if entry.id != entry.rules.name:
        raise ValueError(f"entry {entry.id!r} has the rules of {entry.rules.name!r}")
    if entry.id in _ENTRIES:
        raise ValueError(f"game {entry.id!r} is registered twice")
    _ENTRIES[entry.id] = entry
    register(entry.rules)


def entries() -> tuple[GameEntry, ...]:
    """Every registered game, in the order the new-game dialog lists them
    (the first is the default game)."""
    return tuple(_ENTRIES.values())


def ids() -> tuple[str, ...]:
    return tuple(_ENTRIES)


def entry(game_id: str) -> GameEntry:
    """The entry of ``game_id`` (``KeyError`` naming the known games)."""
    found = _ENTRIES.get(game_id)
    if found is None:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_ENTRIES)})")
    return found


def listed_games() -> tuple[ListedGame, ...]:
    """The games as the player sees them, in the registry's order: one per
    entry, or one per own-game scoring of an entry that has them."""
    out: list[ListedGame] = []
    for game in _ENTRIES.values():
        own = [c for c in game.scorings if c.own_game]
        if not own:
            out.append(ListedGame(game.id, game.id, tuple(c.value for c in game.scorings),
                                  game.title, game.description))
            continue
        for choice in own:
            out.append(ListedGame(
                choice.key or game.id, game.id, (choice.value,),
                choice.game_title or game.title, choice.description or game.description,
                choice.rules_anchor))
    return tuple(out)


def listed(key: str) -> ListedGame:
    """The listed game ``key`` (``KeyError`` naming the known ones)."""
    games = listed_games()
    found = next((g for g in games if g.key == key), None)
    if found is None:
        raise KeyError(f"unknown game {key!r} (known: {', '.join(g.key for g in games)})")
    return found


def listed_for(game_id: str, scoring: str | None = None) -> ListedGame:
    """The listed game a game of entry ``game_id`` with ``scoring`` is (the
    entry's first listing when ``scoring`` is None or not one of its own)."""
    games = [g for g in listed_games() if g.game == game_id]
    if not games:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_ENTRIES)})")
    return next((g for g in games if scoring in g.scorings), games[0])


def listed_key(game_id: str, options: Mapping[str, Any]) -> str:
    """The listed game's key for a game of ``game_id`` with engine ``options``
    (a record's, a save's); ``game_id`` itself for a game not registered."""
    if game_id not in _ENTRIES:
        return game_id
    return listed_for(game_id, _ENTRIES[game_id].rules.scoring_of(dict(options))).key


def default_game() -> str:
    return next(iter(_ENTRIES))


def guided_game() -> GameEntry:
    """The game the guided first hand teaches: the first entry of the
    catalogue with a ``guided_seed`` (the others have guided first deals of
    their own, ``guided_games``)."""
    found = guided_games()
    if not found:
        raise LookupError("no game has a guided first hand; the guide needs one")
    return found[0]


def guided_games() -> list[GameEntry]:
    """Every entry with a guided first deal (a ``guided_seed``), in catalogue order."""
    return [e for e in _ENTRIES.values() if e.guided_seed is not None]
