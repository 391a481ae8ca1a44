"""The Manni games: Hornafjarðar Manni and Classic (traditional Icelandic) Manni.

One family, two registry entries: they share the hand's rules
(``rules.ManniRules``, with ``classic`` for the traditional options), the
table view of a hand (``table``) and the bots (``bots/``).  docs/RULES.md
§1 and §2.
"""

from ...engine.levels import SEAT_LEVELS
from ..registry import QT_TRANSLATE_NOOP, Choice, GameEntry, SheetLayout
from .rules import CLASSIC, HORNAFJARDAR

BOTS = "manni_desktop.games.manni.bots.levels"
REVIEW = "manni_desktop.games.manni.bots.review"

_COLUMNS = Choice("columns", QT_TRANSLATE_NOOP("Games", "Separate plus and minus columns"))
_RUNNING = Choice("running", QT_TRANSLATE_NOOP("Games", "Traditional running score"))

HORNAFJARDAR_ENTRY = GameEntry(
    id=HORNAFJARDAR.name,
    title=QT_TRANSLATE_NOOP("Games", "Hornafjarðar Manni"),
    description=QT_TRANSLATE_NOOP(
        "Games",
        "The cut card sets trump, no-trump or Nullo. Everyone may exchange cards "
        "with the Manni. The game ends when someone has 10 or more plus points; "
        "the highest net score wins.",
    ),
    rules=HORNAFJARDAR,
    scorings=(_COLUMNS, _RUNNING),
    sheet=SheetLayout.SEATS,
    rules_page="hornafjardar",
    bots=BOTS,
    review=REVIEW,
    guided_seed=1851,  # see gui/coach/guide.py: every lesson comes, whatever you play
    # Expert again since stop 53: counting a quarter of a solved no-trump
    # card's value by the rule measured stronger than hard (bots/levels.py,
    # benchmarks/results).
    window_levels=SEAT_LEVELS,
)

CLASSIC_ENTRY = GameEntry(
    id=CLASSIC.name,
    title=QT_TRANSLATE_NOOP("Games", "Classic Manni"),
    description=QT_TRANSLATE_NOOP(
        "Games",
        "48 cards, trump by turns (hearts, spades, diamonds, clubs). One player may "
        "swap their hand for the Manni. Running score. The game ends when one player "
        "alone has the highest score, 10 or more.",
    ),
    rules=CLASSIC,
    scorings=(_RUNNING,),
    sheet=SheetLayout.SEATS,
    rules_page="classic",
    bots=BOTS,
    review=REVIEW,
    guided_seed=340,  # see gui/coach/classic.py: every lesson comes in 40 of 40 random plays
)

ENTRIES = (HORNAFJARDAR_ENTRY, CLASSIC_ENTRY)
