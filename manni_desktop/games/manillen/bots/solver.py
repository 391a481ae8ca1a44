"""Exact Manillen endgames: alpha-beta over the two partnerships, every hand visible.

Side 0 (seats 0 and 2) maximises, side 1 minimises the value of
``play.Table`` (card points of side 0, a sweep worth 30 more); the game is
zero-sum since the other side's value is 60 minus it.  A node's value is
what side 0 still gains from there, so the transposition table, filled at
the start of each trick, is keyed on the hands left, the leader and the
sweep status (which side, if any, has won every trick so far): the points
already taken only add a constant, so positions reached with different
points share an entry (the points of a trick are the ``gain`` of its last
card, ``ai/alphabeta.py``, whose search this solver runs).  Entries hold
lower and upper bounds, as the alpha-beta window cuts most searches short.

Moves are tried in an order that finds cutoffs early (win the trick as
cheaply as possible, else feed a winning partner or throw the cheapest
card), and of two pointless cards (nine, eight, seven) of one suit with no
card left in play between them only one is searched: they are the same
card to every later trick.

How many cards it can afford: ``benchmarks/manillen_latency.py``.
"""

from __future__ import annotations

from ....ai.alphabeta import INFINITY, AlphaBeta
from ..obligations import DECK, POWER, beaters, beats, legal_mask
from ..rules import CARD_POINTS
from .play import SWEEP, Table

# Sweep status: which side has won every trick so far (NOBODY: no trick yet).
NOBODY, MIXED = 2, 3
# For a pointless card: the pointless cards of its suit above it, lowest first.
_ZERO_ABOVE = tuple(
    tuple(d for d in sorted((d for d in DECK if d // 13 == c // 13
                             and POWER[c] < POWER[d] and CARD_POINTS[d] == 0),
                            key=lambda d: POWER[d]))
    if c in DECK and CARD_POINTS[c] == 0 else () for c in range(52))

# The move orders as sort keys by card (the outer tuples by trump, no-trump
# last, so that index -1 is no-trump): leading, the strongest card first,
# trumps before the rest; an opponent winning, the cheapest card that beats
# it (trumps last), then the cheapest throw; the partner winning, the most
# points, trumps last, then the lowest card.
_LEAD_ORDER = tuple(tuple(-POWER[c] - 8 * (c // 13 == t) for c in range(52))
                    for t in (0, 1, 2, 3, -1))
_WIN_ORDER = tuple(tuple(POWER[c] + 8 * (c // 13 == t) for c in range(52))
                   for t in (0, 1, 2, 3, -1))
_THROW_ORDER = tuple(CARD_POINTS[c] * 8 + POWER[c] for c in range(52))
_FEED_ORDER = tuple(tuple(64 * (c // 13 == t) - 8 * CARD_POINTS[c] + POWER[c] for c in range(52))
                    for t in (0, 1, 2, 3, -1))


def status_of(won: list[int]) -> int:
    """The sweep status of a hand where the sides have won ``won`` tricks."""
    if won[0] and won[1]:
        return MIXED
    if won[0]:
        return 0
    return 1 if won[1] else NOBODY


Position = tuple[tuple[int, ...], int, tuple[int, ...], int, int, int, int]
"""(hands, seat to play, trick so far, seat and card winning it, sweep status,
the cards in the hands and the trick)."""


class Solver(AlphaBeta[Position, int]):
    """Solves positions of one deal and trump; ``nodes`` counts the positions
    searched (the benchmarks' measure of cost)."""

    def __init__(self, trump: int) -> None:
        super().__init__()
        self.trump = trump

    def value(self, table: Table) -> int:
        """The exact value of ``table`` for side 0 (card points, a sweep 30 more),
        the points already taken included."""
        hands, seat, trick = tuple(table.hands), table.to_act, tuple(table.trick)
        status = status_of(table.won)
        key = None if trick else (hands[0], hands[1], hands[2], hands[3], seat, status)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            live |= 1 << c
        position = (hands, seat, trick, table.win_seat, table.win_card, status, live)
        return table.points[0] + int(self.search(position, key, seat & 1 == 0,
                                                 -INFINITY, INFINITY))

    def final(self, state: Position) -> int:
        status = state[5]
        return SWEEP if status == 0 else (-SWEEP if status == 1 else 0)

    def moves(self, state: Position) -> list[int]:
        hands, seat, trick, win_seat, win_card, _, live = state
        led = trick[0] // 13 if trick else -1
        legal = legal_mask(hands[seat], seat, led, win_seat, win_card, self.trump)
        cards = []
        mask = legal
        while mask:
            low = mask & -mask
            c = low.bit_length() - 1
            mask ^= low
            skip = False
            for d in _ZERO_ABOVE[c]:
                if live >> d & 1:
                    skip = bool(legal >> d & 1)  # the next pointless card in play is ours
                    break
            if not skip:
                cards.append(c)
        if len(cards) > 1:
            trump = self.trump
            if not trick:
                cards.sort(key=_LEAD_ORDER[trump].__getitem__)
            elif (win_seat ^ seat) & 1:  # an opponent is winning: beat it cheaply
                over = beaters(win_card, trump)
                winners = [c for c in cards if over >> c & 1]
                if winners:
                    cards = [c for c in cards if not over >> c & 1]
                    winners.sort(key=_WIN_ORDER[trump].__getitem__)
                    cards.sort(key=_THROW_ORDER.__getitem__)
                    return winners + cards
                cards.sort(key=_THROW_ORDER.__getitem__)
            else:  # partner winning: feed points, keep trumps
                cards.sort(key=_FEED_ORDER[trump].__getitem__)
        return cards

    def after(self, state: Position, move: int, alpha: float, beta: float) -> float:
        hands, seat, trick, win_seat, win_card, status, live = state
        after = list(hands)
        after[seat] &= ~(1 << move)
        if not trick or beats(move, win_card, self.trump):
            win_seat, win_card = seat, move
        if len(trick) < 3:
            seat = (seat + 1) % 4
            return self.search((tuple(after), seat, trick + (move,), win_seat, win_card, status,
                                live), None, seat & 1 == 0, alpha, beta)
        side = win_seat & 1
        status = side if status in (NOBODY, side) else MIXED
        gain = (sum(CARD_POINTS[c] for c in trick) + CARD_POINTS[move]) if side == 0 else 0
        live = after[0] | after[1] | after[2] | after[3]
        if not live:  # the last trick: the hand's value (``final``), not searched
            self.nodes += 1
            return gain + (SWEEP if status == 0 else (-SWEEP if status == 1 else 0))
        key = (after[0], after[1], after[2], after[3], win_seat, status)
        return gain + self.search((tuple(after), win_seat, (), win_seat, -1, status, live), key,
                                  side == 0, alpha - gain, beta - gain)


def brute_force(table: Table) -> int:
    """The same value by plain minimax over every legal card (the tests' check)."""
    if table.finished:
        return table.value(0)
    values = []
    mask = table.legal()
    while mask:
        low = mask & -mask
        mask ^= low
        after = table.copy()
        after.play(low.bit_length() - 1)
        values.append(brute_force(after))
    return max(values) if table.to_act % 2 == 0 else min(values)


__all__ = ["Solver", "brute_force", "status_of"]
