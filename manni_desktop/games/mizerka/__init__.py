"""Mizerka and Hornafjarðar Manni with six contracts (docs/RULES.md §4).

One game, ``mizerka`` in records and the bot protocol; ``options.quota``
tells the two apart: ``seats`` (Mizerka's quotas 7, 5 and 1, the default) or
``four`` (four tricks for everyone).  Its rules (``rules``), the table view
of a deal (``table``) and its bots (``bots/``: random, easy, and the
searching medium and hard) live here.

The two games are one entry (one record id, one rules page): its scorings
are the ``quota`` values, and each is a game of its own to the player
(``Choice.own_game``), so New game…, the rules, the statistics and the
selftest list "Mizerka" and "Hornafjarðar Manni with six contracts" as two
games, each with its own description.
"""

from ..registry import (
    QT_TRANSLATE_NOOP,
    Choice,
    ContractWords,
    GameEntry,
    RoundWord,
    SheetLayout,
)
from .rules import MIZERKA_RULES
from .scoring import CONTRACTS, contract_of

_SEAT_QUOTAS = Choice("seats", QT_TRANSLATE_NOOP("Games", "Mizerka: quotas 7, 5 and 1"),
                      own_game=True)
_FOUR_EACH = Choice(
    "four", QT_TRANSLATE_NOOP("Games", "Hornafjarðar Manni with six contracts: four tricks each"),
    own_game=True, key="six-contracts",
    game_title=QT_TRANSLATE_NOOP("Games", "Hornafjarðar Manni with six contracts"),
    description=QT_TRANSLATE_NOOP(
        "Games",
        "All 52 cards, three players. Halfway through the deal the player left of the "
        "dealer chooses trump, no-trump or mizerka (take few tricks); each player "
        "chooses each contract once. Everyone may exchange with the talon. Every "
        "player's quota is four tricks in every contract; after 18 deals the highest "
        "total wins.",
    ),
    rules_anchor="six-contracts")

_WORDS = (
    ContractWords(
        "trump", QT_TRANSLATE_NOOP("Games", "Trump %1"), QT_TRANSLATE_NOOP("Games", "Trump %1"),
        QT_TRANSLATE_NOOP("Games", "Trump: %1. Each player scores the tricks taken minus "
                                   "their quota."),
    ),
    ContractWords(
        "notrump", QT_TRANSLATE_NOOP("Games", "No-trump"), QT_TRANSLATE_NOOP("Games", "No-trump"),
        QT_TRANSLATE_NOOP("Games", "No-trump. Each player scores the tricks taken minus "
                                   "their quota."),
    ),
    ContractWords(
        "mizerka", QT_TRANSLATE_NOOP("Games", "Mizerka"), QT_TRANSLATE_NOOP("Games", "Mizerka"),
        QT_TRANSLATE_NOOP("Games", "Mizerka: no trump, take as few tricks as you can. Each "
                                   "player scores their quota minus the tricks taken."),
    ),
    ContractWords(
        "undeclared", QT_TRANSLATE_NOOP("Games", "Contract not chosen yet"),
        QT_TRANSLATE_NOOP("Games", "—"),
        QT_TRANSLATE_NOOP("Games", "Forehand has not chosen the contract yet."),
    ),
)

MIZERKA_ENTRY = GameEntry(
    id=MIZERKA_RULES.name,
    round_word=RoundWord.DEAL,
    title=QT_TRANSLATE_NOOP("Games", "Mizerka"),
    description=QT_TRANSLATE_NOOP(
        "Games",
        "All 52 cards, three players. Halfway through the deal the player left of the "
        "dealer chooses trump, no-trump or mizerka (take few tricks); each player "
        "chooses each contract once. Everyone may exchange with the talon. Tricks count "
        "against quotas of 7, 5 and 1; after 18 deals the highest total wins.",
    ),
    rules=MIZERKA_RULES,
    scorings=(_SEAT_QUOTAS, _FOUR_EACH),
    sheet=SheetLayout.CONTRACTS,
    rules_page="mizerka",
    bots="manni_desktop.games.mizerka.bots.levels",
    review="manni_desktop.games.mizerka.bots.review",
    contract_words=_WORDS,
    talon_label=QT_TRANSLATE_NOOP("Games", "Talon: %1"),
    contract_grid=tuple((code, contract_of(code).kind, contract_of(code).trump)
                        for code in CONTRACTS),
)

ENTRIES = (MIZERKA_ENTRY,)
