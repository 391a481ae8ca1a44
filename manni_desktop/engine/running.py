"""Running totals of a match, kept on its finished hands so that adding up
every hand does not cost every hand again at every move.

A game asks whether it is over before every hand and after every move
(``Rules.over``), and the totals, the standing and the winners add up every
hand's score.  Summing from the first hand each time made replaying a record
quadratic in its hands (6,800 hands took 70 s: the reliability review's
finding 10).  Here each finished hand keeps the total through itself, with
the hand it followed; the next sum starts from the last such total and adds
only the hands after it, so a replay adds each hand once.

``hands`` are a game's hands in order, as ``Game`` passes them to its
``Rules``: each hand at its number, dealt after the hands before it.  A
hand's place never changes in a game (``Game.rewound`` shares only the
hands before its cut; a copied hand does not keep the totals, see
``HandState.copy``), so a total kept on a hand is used while the hand is at
its number after the hand it followed then; it is kept only on a hand whose
hands up to it are all finished and at their numbers, since a finished hand
never changes.  Other lists (hands in another order, another game's hand
put in) are added up afresh, as long as they do not keep two hands of one
game at their places after different hands than that game's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from .rules import RUNNING, HandState

T = TypeVar("T")


def running_total(hands: Sequence[HandState], name: str, zero: T,
                  add: Callable[[T, HandState], T]) -> T:
    """``add`` folded over ``hands`` from ``zero``, as a plain loop would
    give; ``name`` tells this total from the other totals kept on the same
    hands.  ``T`` must be immutable (a tuple): it is shared between calls."""
    start, total = _last_kept(hands, name, zero)
    keep = True  # every hand before ``start`` is finished (it kept its total)
    for index in range(start, len(hands)):
        hand = hands[index]
        total = add(total, hand)
        keep = keep and hand.finished and hand.hand_number == index
        if keep:
            kept: dict[str, tuple[HandState | None, Any]] = hand.__dict__.setdefault(RUNNING, {})
            kept[name] = (hands[index - 1] if index else None, total)
    return total


def _kept(hands: Sequence[HandState], index: int, name: str) -> tuple[Any] | None:
    """The total through ``hands[index]`` kept on it, if it is still good."""
    hand = hands[index]
    kept = hand.__dict__.get(RUNNING)
    if kept is None or name not in kept or hand.hand_number != index:
        return None
    before, total = kept[name]
    if before is not (hands[index - 1] if index else None):
        return None
    return (total,)


def _last_kept(hands: Sequence[HandState], name: str, zero: T) -> tuple[int, T]:
    """Where to start adding, and the total before it: after the last hand
    with a good kept total (the hands after it are at most the one in play
    and the one just finished, so this looks at a few hands)."""
    for index in range(len(hands) - 1, -1, -1):
        found = _kept(hands, index, name)
        if found is not None:
            total: T = found[0]
            return index + 1, total
    return 0, zero
