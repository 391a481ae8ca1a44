"""One alpha-beta search with a transposition table: the core of every game's exact solver.

The exact endgame solvers of Manni (``games/manni/bots/solver.py``) and
Manillen (``games/manillen/bots/solver.py``) search the same way: two sides
(a side maximises the value, the other minimises it), positions stored at
the start of each trick with a lower and an upper bound on their value
(the alpha-beta window cuts most searches short, so a stored value is
often only a bound), and moves tried in an order that finds cutoffs early.
``AlphaBeta.search`` is that search; a solver subclasses it and says what
its positions and moves are:

* ``moves(state)``: the moves to search, the most promising first (none:
  the position is final);
* ``final(state)``: the value of a final position;
* ``after(state, move, alpha, beta)``: the value of playing ``move``.  The
  solver plays it, calls ``search`` on the position it leads to, with that
  position's table key (None: not stored) and whether its side to move
  maximises, and takes the move back.  A solver that counts points as they
  are taken adds the move's ``gain`` to the value and searches the child
  with the window shifted by it (``alpha - gain``, ``beta - gain``), so
  that a stored value does not depend on the points taken before.  It may
  value a final position itself instead of searching it (counting it in
  ``nodes``).

``State`` is whatever ``search`` hands back to these methods: a tuple of the
position, or just the seat to play when the solver keeps the position in
its own fields and plays and takes back moves in place.  Game-specific work
stays in the solver's own methods so that the shared loop costs about one
call a position (``benchmarks/solver_speed.py`` times both solvers).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar

State = TypeVar("State")
Move = TypeVar("Move")
INFINITY = float("inf")


class AlphaBeta(Generic[State, Move]):
    """Alpha-beta over one game's positions.  ``table`` keeps the bounds found
    (reuse one solver for the positions of one deal); ``nodes`` counts the
    positions searched (the benchmarks' measure of cost)."""

    def __init__(self) -> None:
        self.table: dict[Hashable, tuple[float, float]] = {}
        self.nodes = 0

    # -- what a solver says ----------------------------------------------------------

    def moves(self, state: State) -> Sequence[Move]:
        """The moves to search from ``state``, most promising first; none: it is final."""
        raise NotImplementedError

    def final(self, state: State) -> float:
        """The value of ``state``, which has no moves."""
        raise NotImplementedError

    def after(self, state: State, move: Move, alpha: float, beta: float) -> float:
        """The value of ``move`` from ``state`` (see the module's docstring): what
        ``search`` gives for the position it leads to, plus what it gained."""
        raise NotImplementedError

    # -- the search --------------------------------------------------------------------

    def search(self, state: State, key: Hashable | None, maximise: bool, alpha: float,
               beta: float) -> float:
        """The value of ``state`` if it lies inside (``alpha``, ``beta``), else a
        bound on the side of the window it fell.  ``key`` is its place in the
        table (None: not stored), ``maximise`` whether its side to move
        maximises the value."""
        self.nodes += 1
        if key is not None:
            bounds = self.table.get(key)
            if bounds is not None:
                low, high = bounds
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                alpha, beta = max(alpha, low), min(beta, high)
        moves = self.moves(state)
        if not moves:
            return self.final(state)
        alpha0, beta0 = alpha, beta
        best = -INFINITY if maximise else INFINITY
        for move in moves:
            value = self.after(state, move, alpha, beta)
            if maximise:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            low, high = self.table.get(key, (-INFINITY, INFINITY))
            if best <= alpha0:
                high = min(high, best)
            elif best >= beta0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high)
        return best


__all__ = ["INFINITY", "AlphaBeta"]


SUIT_MASK = 0x1FFF  # one suit's 13 cards in a 52-card bit mask (13 a suit)


def follow_suit_moves(hand: int, led: int | None, live: int) -> list[int]:
    """The cards worth searching in a follow-suit game, for 52-card bit masks:
    the led suit's cards if ``hand`` holds any (``led`` None: leading, any
    card), else every card; of cards that touch in rank among the ``live``
    cards (the ones not played yet) only the lowest, since they take the same
    tricks; high cards first, as cutoffs come sooner from them.  The Manni
    and Mizerka solvers share it."""
    suits: tuple[int, ...] = (0, 1, 2, 3)
    if led is not None and hand >> (13 * led) & SUIT_MASK:
        suits = (led,)
    moves: list[int] = []
    for s in suits:
        base = 13 * s
        mine = hand >> base & SUIT_MASK
        rem = live >> base & SUIT_MASK
        while mine:
            low = mine & -mine
            mine ^= low
            below = rem & (low - 1)
            if below and (hand >> base) >> (below.bit_length() - 1) & 1:
                continue  # touches the next lower card held: same outcome
            moves.append(base + low.bit_length() - 1)
    moves.reverse()
    return moves
