"""Mizerka and Hornafjarðar Manni with six contracts (docs/RULES.md §4).

One game, ``mizerka`` in records and the bot protocol; ``options.quota``
tells the two apart: ``seats`` (Mizerka's quotas 7, 5 and 1, the default) or
``four`` (four tricks for everyone).  Its rules (``rules``), the table view
of a deal (``table``) and its bots (``bots/``: random, easy, and the
searching medium and hard) live here.

Not in the catalogue yet (``games/__init__.py``): the window cannot show
the choice of the contract, so the new-game dialog must not offer it.  Its
engine, records and ``replay`` work once its rules are registered with the
engine (``engine.game.register(MIZERKA_RULES)``, as the tests do).
"""

from ..registry import QT_TRANSLATE_NOOP, GameEntry, SheetLayout
from .rules import MIZERKA_RULES

MIZERKA_ENTRY = GameEntry(
    id=MIZERKA_RULES.name,
    title=QT_TRANSLATE_NOOP("Games", "Mizerka"),
    description=QT_TRANSLATE_NOOP(
        "Games",
        "All 52 cards, three players. Halfway through the deal the player left of the "
        "dealer chooses trump, no-trump or mizerka (take few tricks); each player "
        "chooses each contract once. Everyone may exchange with the talon. Tricks count "
        "against quotas of 7, 5 and 1; after 18 deals the highest total wins.",
    ),
    rules=MIZERKA_RULES,
    scorings=(),
    sheet=SheetLayout.SEATS,
    rules_page="mizerka",
    bots="manni_desktop.games.mizerka.bots.levels",
)

ENTRIES = (MIZERKA_ENTRY,)
