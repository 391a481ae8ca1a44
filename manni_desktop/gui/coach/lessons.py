"""Which lesson of the guided hand fits the table now: a pure function of the
snapshot and of the lessons already shown (no Qt, so it is tested without a
window).

A lesson names what it explains (``Lesson.key``), the thing on the table it
points at (``Lesson.target``: a name the scene's ``anchor_rect`` knows) and the
facts its words need (``Lesson.card``, ``Lesson.seat``, ``Lesson.count``), so
the words can be said again in another language without asking the game.
Lessons are offered only when the player decides (their turn, or the
end-of-hand summary): while the computer players move the table changes too
fast to read a note, and a note that vanishes teaches nothing.

Each game with a guided first deal has a ``Course`` (``courses.COURSES``):
its fixed deal, its lessons in order and which of them fits a table.  This
module holds the shared machinery and Hornafjarðar Manni's course; the
lessons of following suit, trumping and leading fit every trump game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.errors import RuleCode
from ...engine.snapshot import EXCHANGE, HAND_END, PLAY, Table
from ...games.registry import guided_game
from ..table.places import viewer_cards

# Every lesson, in the order of the hand.
CUT = "cut"  # the cut card and the contract it sets
NULLO = "nullo"  # what a cut of 2 to 5 would have made of the hand
MANNI = "manni"  # the spare cards and the exchange allowance
DISCARDS = "discards"  # thrown-away cards are out of the game
PLATES = "plates"  # the name plate: tricks, par 4, plus and minus
FOLLOW = "follow"  # follow suit when you can
VOID = "void"  # no card of the suit led: anything goes, a trump takes it
TRUMPED = "trumped"  # someone else trumped the trick
LEAD = "lead"  # the winner of a trick leads the next
RACE = "race"  # the end of the hand: the race to 10 plus points
ORDER = (CUT, NULLO, MANNI, DISCARDS, PLATES, FOLLOW, VOID, TRUMPED, LEAD, RACE)

# The order they are offered in at one decision of the player's: first the
# lessons of the moment, which may not come again (the contract and what a
# Nullo cut would have made of it before the exchange they shape, the
# exchange, the discards as soon as they lie on the table, a trick as it lies
# now; the rarer first: a hurried player met the Nullo and discards notes
# only tricks later, over a card decision: new-player review 2026-12-08, 1),
# then one of those that fit every decision of the play until the last trick
# (more only when fewer decisions are left than lessons of that kind).  Each
# decision's lessons are all shown before its move is made
# (``Guide``: a move is held while one is still due), so a lesson of the
# moment is never lost behind another (the Manni's went by unseen, issue 38).
LASTING = (PLATES,)
PRIORITY = (CUT, NULLO, MANNI, DISCARDS, TRUMPED, VOID, LEAD, FOLLOW, RACE, *LASTING)

# Not lessons of the table but notes the guide shows on request.
WELCOME = "welcome"  # the offer of a guided hand on the first start
REFUSAL = "refusal"  # a card the rules refuse, said in the guide's words

# Targets: names the scene turns into rectangles (``TableScene.anchor_rect``);
# "a|b" points at both together (the cut card and the contract under it).
CUT_CARD = "cut"
CONTRACT = "contract"
MANNI_PILE = "manni"
DISCARD_PILE = "discards"


def plate(seat: int) -> str:
    return f"plate:{seat}"


def card_target(card: Card) -> str:
    return f"card:{card}"


@dataclass(frozen=True)
class Lesson:
    """One note of the guide: what it says (``key``), what it points at and the
    facts its words need (a card, a seat, a number; -1 when unused)."""

    key: str
    target: str = ""
    card: Card = -1
    seat: int = -1
    count: int = -1
    code: RuleCode = RuleCode.OTHER  # a refusal's rule (``RuleError.code``)


def _suit(card: Card) -> int:
    return card // 13


def _trump_in_trick(table: Table) -> tuple[int, Card] | None:
    """The first trump another seat played on a plain suit led in the trick now."""
    trick, trump = table.trick, table.contract.trump
    if trick is None or not trick.plays or table.contract.kind != "trump" or trump is None:
        return None
    if _suit(trick.plays[0][1]) == trump:
        return None
    for seat, card in trick.plays[1:]:
        if _suit(card) == trump and seat != table.viewer:
            return seat, card
    return None


def _applies(key: str, table: Table) -> Lesson | None:
    """``key``'s lesson for ``table``, or None when the table shows no reason for it."""
    me = table.seats[table.viewer]
    kind = table.prompt.kind
    contract = table.contract
    if key in (CUT, NULLO):
        if contract.kind != "trump" or contract.cut is None or kind not in (EXCHANGE, PLAY):
            return None
        # the cut card lies face up while the dealer holds it (as the scene shows it)
        held = contract.cut in table.seats[table.dealer].hand
        target = f"{CUT_CARD}|{CONTRACT}" if held else CONTRACT
        return Lesson(key, target, card=contract.cut)
    if key == MANNI:
        if kind != EXCHANGE or not table.exchange_limits:
            return None
        return Lesson(key, MANNI_PILE, count=table.prompt.allowance)
    if key == DISCARDS:  # the others' discards lie there while the player exchanges
        if kind not in (EXCHANGE, PLAY) or not table.pile("discards").cards:
            return None
        return Lesson(key, DISCARD_PILE)
    if kind == HAND_END:
        return Lesson(RACE, plate(table.viewer)) if key == RACE and table.par is not None else None
    if kind != PLAY:
        return None
    trick = table.trick
    led = trick.plays[0][1] if trick is not None and trick.plays else None
    if key == PLATES:
        return Lesson(key, plate(table.viewer)) if table.par is not None else None
    if key == FOLLOW:
        if led is None or not any(_suit(c) == _suit(led) for c in me.hand):
            return None
        return Lesson(key, card_target(led), card=led)
    if key == VOID:
        trump = contract.trump
        if led is None or any(_suit(c) == _suit(led) for c in me.hand) or trump is None:
            return None
        trumps = [c for c in me.hand if _suit(c) == trump]
        if not trumps:
            return None
        return Lesson(key, card_target(max(trumps)), card=led)
    if key == TRUMPED:
        found = _trump_in_trick(table)
        if found is None:
            return None
        return Lesson(key, card_target(found[1]), card=found[1], seat=found[0])
    if key == LEAD:
        if led is not None or not table.tricks or table.tricks[-1].winner != table.viewer:
            return None
        fan = viewer_cards(table)  # the middle card as the fan shows it, not as dealt
        return Lesson(key, card_target(fan[len(fan) // 2]) if fan else "")
    return None


@dataclass(frozen=True)
class Course:
    """One game's guided first deal: the deal (``seed``, ``scoring``, the
    computer players' ``levels``), its lessons in the order of the deal
    (``order``), the order they are offered in at one decision
    (``priority``), those that fit every decision of the play (``lasting``),
    the hand-end note that closes it (``last``) and ``applies``: a key's
    lesson for a table, or None."""

    game: str
    seed: int
    scoring: str | None
    order: tuple[str, ...]
    priority: tuple[str, ...]
    lasting: tuple[str, ...]
    last: str
    applies: Callable[[str, Table], Lesson | None]
    levels: tuple[str, ...] = ("easy", "easy")


HORNAFJARDAR = Course(
    game=guided_game().id, seed=guided_game().guided_seed or 0,
    scoring=guided_game().scorings[0].value if guided_game().scorings else None,
    order=ORDER, priority=PRIORITY, lasting=LASTING, last=RACE,
    applies=lambda key, table: _applies(key, table))

TRICK_LESSONS = (FOLLOW, VOID, TRUMPED, LEAD)


def trick_lesson(key: str, table: Table) -> Lesson | None:
    """The lessons of a trick that fit every trump game (``TRICK_LESSONS``)."""
    return _applies(key, table) if key in TRICK_LESSONS else None


def course_of(game: str) -> Course | None:
    """The guided first deal of ``game``, None if it has none."""
    from .courses import COURSES  # the courses import this module's pieces

    return COURSES.get(game)


def due_lessons(table: Table, shown: Collection[str]) -> list[Lesson]:
    """The lessons of the decision on ``table``, in the order to show them:
    those not yet ``shown`` that fit it, the lessons of the moment first,
    then one lasting lesson (all of them once no more decisions are left
    than lessons).  Only the player's own decisions (and the end-of-hand
    summary) get lessons: while the computer players move the table changes
    too fast to read a note.  Each lesson is given once, at the first
    decision it fits."""
    course = course_of(table.game)
    if course is None or table.hand_number != 0:
        return []
    if not (table.my_turn() or table.prompt.kind == HAND_END):
        return []
    fitting = [lesson for key in course.priority if key not in shown
               if (lesson := course.applies(key, table)) is not None]
    moment = [lesson for lesson in fitting if lesson.key not in course.lasting]
    lasting = [lesson for lesson in fitting if lesson.key in course.lasting]
    left = [key for key in course.lasting if key not in shown]
    if len(left) < len(table.seats[table.viewer].hand):
        lasting = lasting[:1]
    return moment + lasting


def choose_lesson(table: Table, shown: Collection[str]) -> Lesson | None:
    """The first of ``due_lessons``, or None."""
    due = due_lessons(table, shown)
    return due[0] if due else None


def met_before(tables: Iterable[Table]) -> list[str]:
    """The lessons a guided hand gave before its last move, in order: the
    guide's progress in a saved game (it is not saved itself), found again
    by asking ``due_lessons`` at each of the player's past decisions
    (``Session.tables_before_moves``): a decision's move is made only once
    all its lessons were shown.  The lessons of the decision still to make
    are not among them: they are shown (again) when the game is continued."""
    shown: list[str] = []
    for table in tables:
        shown += [lesson.key for lesson in due_lessons(table, shown)]
    return shown
