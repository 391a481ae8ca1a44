"""Exact endgame solver: alpha-beta over the remaining cards, with a transposition table.

With every hand known (a sampled deal), the rest of a hand is a game of
perfect information.  Net points sum to zero over the seats, so the solver
takes the "paranoid" view: the viewer maximises its payoff, the other two
seats minimise it together, and alpha-beta applies.  Positions are stored
at trick boundaries (hands, leader, tricks won so far) with lower/upper
bounds.  Touching cards (no card still in play between them) are
equivalent, so only one of each run is searched.
"""

from __future__ import annotations

from collections.abc import Sequence

from .fast import M13, SUIT, trick_winner

INF = float("inf")


class EndgameSolver:
    """Solves positions of one fully known deal; reuse it for the moves of one deal."""

    def __init__(self, me: int, trump: int, values: Sequence[float]) -> None:
        self.me = me
        self.trump = trump
        self.values = values
        self.table: dict[tuple[int, int, int, int, int, int], tuple[float, float]] = {}
        self.nodes = 0

    def value(
        self, hands: Sequence[int], leader: int, trick: Sequence[int], won: Sequence[int]
    ) -> float:
        """Payoff to ``me`` with best play from here (``hands`` encoded masks,
        ``trick`` encoded cards already played by ``leader`` and followers,
        ``won`` tricks taken so far in the whole hand)."""
        return self._search(list(hands), leader, tuple(trick), list(won), -INF, INF)

    def _moves(self, hands: list[int], seat: int, trick: tuple[int, ...]) -> list[int]:
        hand = hands[seat]
        remaining = hands[0] | hands[1] | hands[2]
        for c in trick:
            remaining |= 1 << c
        suits: Sequence[int] = range(4)
        if trick:
            led = SUIT[trick[0]]
            if hand >> (13 * led) & M13:
                suits = (led,)
        moves: list[int] = []
        for s in suits:
            base = 13 * s
            mine = hand >> base & M13
            rem = remaining >> base & M13
            while mine:
                low = mine & -mine
                mine ^= low
                below = rem & (low - 1)
                if below and (hand >> base) >> (below.bit_length() - 1) & 1:
                    continue  # touches the next lower card held: same outcome
                moves.append(base + low.bit_length() - 1)
        moves.reverse()  # high cards first: cutoffs come sooner in practice
        return moves

    def _search(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[int, ...],
        won: list[int],
        alpha: float,
        beta: float,
    ) -> float:
        self.nodes += 1
        n = len(trick)
        key = None
        if n == 0:
            if not hands[leader]:
                return self.values[won[0] * 13 + won[1]]
            key = (hands[0], hands[1], hands[2], leader, won[0], won[1])
            entry = self.table.get(key)
            if entry is not None:
                low, high = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
                alpha = max(alpha, low)
                beta = min(beta, high)
        start_alpha, start_beta = alpha, beta
        seat = (leader + n) % 3
        hand = hands[seat]
        maximize = seat == self.me
        best = -INF if maximize else INF
        for card in self._moves(hands, seat, trick):
            hands[seat] = hand ^ (1 << card)
            played = trick + (card,)
            if n == 2:
                winner = trick_winner(played, leader, self.trump)
                won[winner] += 1
                value = self._search(hands, winner, (), won, alpha, beta)
                won[winner] -= 1
            else:
                value = self._search(hands, leader, played, won, alpha, beta)
            hands[seat] = hand
            if maximize:
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
            low, high = self.table.get(key, (-INF, INF))
            if best <= start_alpha:
                high = min(high, best)
            elif best >= start_beta:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high)
        return best
