"""Exact endgame solver: alpha-beta over the remaining cards, with a transposition table.

With every hand known (a sampled deal), the rest of a hand is a game of
perfect information.  Net points sum to zero over the seats, so the solver
takes the "paranoid" view: the viewer maximises its payoff, the other two
seats minimise it together, and alpha-beta applies (``ai/alphabeta.py``, the
search both games' solvers run).  Positions are stored at trick boundaries
(hands, leader, tricks won so far) with lower/upper bounds.  Touching cards
(no card still in play between them) are equivalent, so only one of each
run is searched.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....ai.alphabeta import INFINITY, AlphaBeta, follow_suit_moves
from .fast import SUIT, trick_winner


class EndgameSolver(AlphaBeta[int, int]):
    """Solves positions of one fully known deal; reuse it for the moves of one deal.

    The position searched is the solver's own (``hands``, ``leader``,
    ``trick``, ``won``), played and taken back card by card in place; the
    search's state is the seat to play."""

    def __init__(self, me: int, trump: int, values: Sequence[float]) -> None:
        super().__init__()
        self.me = me
        self.trump = trump
        self.values = values
        self.hands = [0, 0, 0]
        self.leader = 0
        self.trick: list[int] = []
        self.won = [0, 0, 0]
        self.live = 0  # the cards in the hands and the trick: changes once a trick

    def value(
        self, hands: Sequence[int], leader: int, trick: Sequence[int], won: Sequence[int]
    ) -> float:
        """Payoff to ``me`` with best play from here (``hands`` encoded masks,
        ``trick`` encoded cards already played by ``leader`` and followers,
        ``won`` tricks taken so far in the whole hand)."""
        self.hands, self.leader, self.trick, self.won = list(hands), leader, list(trick), list(won)
        self.live = hands[0] | hands[1] | hands[2]
        for c in trick:
            self.live |= 1 << c
        key = None if trick else (hands[0], hands[1], hands[2], leader, won[0], won[1])
        seat = (leader + len(trick)) % 3
        return self.search(seat, key, seat == self.me, -INFINITY, INFINITY)

    def final(self, state: int) -> float:
        won = self.won
        return self.values[won[0] * 13 + won[1]]

    def moves(self, state: int) -> list[int]:
        trick = self.trick
        return follow_suit_moves(self.hands[state], SUIT[trick[0]] if trick else None, self.live)

    def after(self, state: int, move: int, alpha: float, beta: float) -> float:
        hands = self.hands
        hand = hands[state]
        hands[state] = hand ^ (1 << move)
        trick = self.trick
        trick.append(move)
        if len(trick) == 3:
            leader = self.leader
            winner = trick_winner(trick, leader, self.trump)
            won = self.won
            won[winner] += 1
            if hands[winner]:
                live = self.live
                self.trick, self.leader, self.live = [], winner, hands[0] | hands[1] | hands[2]
                value = self.search(winner, (hands[0], hands[1], hands[2], winner, won[0],
                                             won[1]), winner == self.me, alpha, beta)
                self.trick, self.leader, self.live = trick, leader, live
            else:  # the last trick: the hand's value (``final``), not searched
                self.nodes += 1
                value = self.values[won[0] * 13 + won[1]]
            won[winner] -= 1
        else:
            seat = (state + 1) % 3
            value = self.search(seat, None, seat == self.me, alpha, beta)
        trick.pop()
        hands[state] = hand
        return value
