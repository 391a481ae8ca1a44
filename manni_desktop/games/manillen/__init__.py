"""Manillen, the Flemish partnership game (docs/RULES.md §3).

Its rules (``rules``), the table view of a deal (``table``) and its bots
(``bots/``: the rule player, the partnership search, the exact solver and
the review) live here; the registry entry below is how the rest of the app
knows it.
"""

from ..registry import QT_TRANSLATE_NOOP, GameEntry, RoundWord, SheetLayout
from .rules import MANILLEN

MANILLEN_ENTRY = GameEntry(
    id=MANILLEN.name,
    round_word=RoundWord.DEAL,
    title=QT_TRANSLATE_NOOP("Games", "Manillen"),
    description=QT_TRANSLATE_NOOP(
        "Games",
        "32 cards, seven to ace; you and your partner across play against the two "
        "opponents. The dealer chooses trump or no-trump. Follow suit and beat an "
        "opponent's card when you can. The first partnership to reach 101 points wins.",
    ),
    rules=MANILLEN,
    scorings=(),
    sheet=SheetLayout.SIDES,
    rules_page="manillen",
    bots="manni_desktop.games.manillen.bots.levels",
    review="manni_desktop.games.manillen.bots.review",
    # Not expert in the dialogs yet: it measured +0.34 [-0.57, +1.28] points a
    # hand over hard on 270 deals, not above zero (benchmarks/results,
    # 2026-12-05-manillen-expert-vs-hard).
)

ENTRIES = (MANILLEN_ENTRY,)
