"""Exact Mizerka endgames: alpha-beta over the cards left, every hand visible.

A seat's score for a deal is linear in its own tricks (tricks minus quota,
or under mizerka quota minus tricks), and the tricks add up to thirteen,
so the solver takes the "paranoid" view of a sampled deal: the seat (``me``)
maximises its tricks (under mizerka, minimises them), the other two
together do the opposite.  Under trump and no-trump that is what each of
them wants too; under mizerka each wants to shed tricks, which mostly
means handing them to someone, so it is a fair, cautious guess.

A node's value is the signed tricks ``me`` still takes from there, so the
transposition table (``ai/alphabeta.py``'s search) is keyed on the hands
and the leader at the start of each trick alone: each trick's winner is
the ``gain`` of its last card.  Touching cards (no card still in play
between them) are the same card to every later trick, so only one of each
run is searched.
"""

from __future__ import annotations

from ....ai.alphabeta import INFINITY, AlphaBeta, follow_suit_moves
from .play import SEATS, Table, beats


def trick_winner(trick: list[int], leader: int, trump: int) -> int:
    top, index = trick[0], 0
    for i in (1, 2):
        if beats(trick[i], top, trump):
            top, index = trick[i], i
    return (leader + index) % SEATS


class Solver(AlphaBeta[int, int]):
    """Solves positions of one fully known deal for seat ``me``; reuse it for
    the cards of one deal.  The position is the solver's own (``hands``,
    ``leader``, ``trick``), played and taken back in place; the search's
    state is the seat to play."""

    def __init__(self, me: int, trump: int) -> None:
        super().__init__()
        self.me = me
        self.trump = trump  # -2: mizerka (no trump, tricks count against)
        self.sign = -1.0 if trump == -2 else 1.0
        self.hands = [0, 0, 0]
        self.leader = 0
        self.trick: list[int] = []
        self.live = 0  # the cards in the hands and the trick: changes once a trick

    def value(self, table: Table) -> float:
        """The signed tricks ``me`` takes in the whole deal with best play from
        ``table`` (the tricks already won included)."""
        self.hands, self.leader, self.trick = list(table.hands), table.leader, list(table.trick)
        hands = self.hands
        self.live = hands[0] | hands[1] | hands[2]
        for c in self.trick:
            self.live |= 1 << c
        key = None if self.trick else (hands[0], hands[1], hands[2], self.leader)
        seat = table.to_act
        done = self.sign * table.won[self.me]
        if table.finished:
            return done
        return done + self.search(seat, key, seat == self.me, -INFINITY, INFINITY)

    def final(self, state: int) -> float:
        return 0.0

    def moves(self, state: int) -> list[int]:
        trick = self.trick
        return follow_suit_moves(self.hands[state], trick[0] // 13 if trick else None, self.live)

    def after(self, state: int, move: int, alpha: float, beta: float) -> float:
        hands = self.hands
        hand = hands[state]
        hands[state] = hand ^ (1 << move)
        trick = self.trick
        trick.append(move)
        if len(trick) == SEATS:
            leader = self.leader
            winner = trick_winner(trick, leader, self.trump)
            gain = self.sign if winner == self.me else 0.0
            if hands[winner]:
                live = self.live
                self.trick, self.leader = [], winner
                self.live = hands[0] | hands[1] | hands[2]
                value = gain + self.search(winner, (hands[0], hands[1], hands[2], winner),
                                           winner == self.me, alpha - gain, beta - gain)
                self.trick, self.leader, self.live = trick, leader, live
            else:  # the last trick: nothing left to search
                self.nodes += 1
                value = gain
        else:
            seat = (state + 1) % SEATS
            value = self.search(seat, None, seat == self.me, alpha, beta)
        trick.pop()
        hands[state] = hand
        return value


def brute_force(table: Table, me: int) -> float:
    """The same value by plain minimax over every legal card (the tests' check)."""
    sign = -1.0 if table.trump == -2 else 1.0
    if table.finished:
        return sign * table.won[me]
    values = []
    mask = table.legal()
    while mask:
        low = mask & -mask
        mask ^= low
        after = table.copy()
        after.play(low.bit_length() - 1)
        values.append(brute_force(after, me))
    return max(values) if table.to_act == me else min(values)


__all__ = ["Solver", "brute_force", "trick_winner"]
