"""Classic Manni's guided first deal (docs/RULES.md §2): the trump by turns,
the swap of the whole hand for the Manni, par 4 of 12 tricks and the one
running score.  Following suit, trumping and leading are taught as in
Hornafjarðar Manni (``lessons.trick_lesson``)."""

from __future__ import annotations

from ...engine.snapshot import HAND_END, PLAY, SWAP, Table
from ...games.registry import guided_games
from . import lessons
from .lessons import CONTRACT, MANNI_PILE, Course, Lesson, plate

TRUMP_TURN = "classic_trump"  # no cut: hearts, spades, diamonds, clubs by turns
SWAP_OFFER = "classic_swap"  # the whole hand for the whole Manni, or keep it
PAR = "classic_par"  # the plate: par 4 of 12, one running score
RUNNING = "classic_running"  # the hand-end note: this hand's points and the race
# A trump takes the trick: said when the player has none of the suit led and
# holds a trump (as ``lessons.VOID``), or sees another seat trump a trick (as
# ``lessons.TRUMPED``, in the trick on the table or the one just taken),
# whichever comes first: with 12 cards a hand each alone came too seldom to
# be sure of in a fixed deal.
TRUMPS = "classic_trumps"

ORDER = (TRUMP_TURN, SWAP_OFFER, PAR, lessons.FOLLOW, TRUMPS, lessons.LEAD, RUNNING)
LASTING = (PAR,)
PRIORITY = (TRUMP_TURN, SWAP_OFFER, TRUMPS, lessons.LEAD,
            lessons.FOLLOW, RUNNING, *LASTING)

# The trumps of the hands in turn, as suits (0 spades, 1 hearts, 2 diamonds,
# 3 clubs): rules.CLASSIC_TRUMPS is "HSDC".
TRUMP_ORDER = (1, 0, 2, 3)

# The deal: the player (seat 0) is left of the dealer, so asked first whether
# to take the Manni.  A trump took a trick before the player's eyes (or the
# player was void) in 198 of 300 simulated deals with random swaps and plays,
# and in 46 of 50 for a player who keeps the hand and plays the leftmost card;
# otherwise the trump lesson comes, in general words, with the last card.
SEED = 340


def applies(key: str, table: Table) -> Lesson | None:
    """``key``'s lesson for ``table``, or None when the table shows no reason for it."""
    kind = table.prompt.kind
    if key == TRUMP_TURN:
        if kind not in (SWAP, PLAY) or table.contract.trump is None:
            return None
        return Lesson(key, CONTRACT, count=table.hand_number)
    if key == SWAP_OFFER:
        return Lesson(key, MANNI_PILE) if kind == SWAP else None
    if key == PAR:
        return Lesson(key, plate(table.viewer)) if kind == PLAY and table.par is not None else None
    if key == RUNNING:
        return Lesson(key, plate(table.viewer)) if kind == HAND_END else None
    if key == TRUMPS:
        found = (lessons.trick_lesson(lessons.TRUMPED, table)
                 or lessons.trick_lesson(lessons.VOID, table))
        if found is None:
            found = _trumped_last(table)
        if found is None and kind == PLAY and len(table.seats[table.viewer].hand) == 1:
            return Lesson(key, CONTRACT)  # the last card: said in general, never lost
        return None if found is None else Lesson(key, found.target, found.card, found.seat)
    return lessons.trick_lesson(key, table)


def _trumped_last(table: Table) -> Lesson | None:
    """The last trick, if another seat took it with a trump on a plain suit led
    (pointing at that seat's plate: the trick is gathered)."""
    trump = table.contract.trump
    if table.prompt.kind != PLAY or not table.tricks or trump is None:
        return None
    last = table.tricks[-1]
    winner = last.winner
    if winner is None or winner == table.viewer or not last.plays:
        return None
    card = next((c for seat, c in last.plays if seat == winner), None)
    if card is None or card // 13 != trump or last.plays[0][1] // 13 == trump:
        return None
    return Lesson(TRUMPS, plate(winner), card, winner)


def _classic_id() -> str:
    """Classic Manni's id, from the registry: the entry whose guided deal is ``SEED``."""
    return next(e.id for e in guided_games() if e.guided_seed == SEED)


COURSE = Course(game=_classic_id(), seed=SEED, scoring="running", order=ORDER, priority=PRIORITY,
                lasting=LASTING, last=RUNNING, applies=applies)
