"""Which change a network update is, so the table animates it.

A host's ``table`` update carries the new table, not the move that made it
(the move is in the record at the end).  The table scene animates a change
by its kind and action, so the move is read back from the two tables: a
card that joined the trick is a ``Play`` by the seat that played it; a hand
of a new number is a deal; anything else (an exchange, a declaration) is
shown as a move without an action, which settles the cards where they now
lie.
"""

from __future__ import annotations

from ...engine.actions import Play
from ...engine.snapshot import Table
from ..changes import Change, ChangeKind


def _plays(table: Table) -> list[tuple[int, int]]:
    tricks = [*table.tricks, *([table.trick] if table.trick is not None else [])]
    return [play for trick in tricks for play in trick.plays]


def change_for(before: Table | None, after: Table, turn: int) -> Change:
    """The change from ``before`` (None: nothing shown yet) to ``after``;
    ``turn`` is the host's move count (0: a game not yet begun)."""
    if before is None:
        fresh = turn == 0
        return Change(ChangeKind.NEW if fresh else ChangeKind.RESET, after)
    if after.hand_number != before.hand_number:
        return Change(ChangeKind.DEAL, after, before)
    new = _plays(after)[len(_plays(before)):]
    if len(new) == 1:
        seat, card = new[0]
        return Change(ChangeKind.MOVE, after, before, Play(seat, card))
    return Change(ChangeKind.MOVE, after, before)
