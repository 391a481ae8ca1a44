"""What a hand's result is worth to a seat: par, Nullo and the state of the game.

A hand's net points are linear in tricks (tricks above 4 count, under Nullo
tricks below 4) and sum to zero over the three seats, so "my net" is already
a zero-sum payoff against the other two, which is what lets the endgame
solver use alpha-beta.  The game-aware payoff adds the match: a result that
ends the game (someone's plus column reaches 10, or under traditional
scoring a single leader reaches 10 net) is worth a bonus if we then win and
a penalty if we do not, and the net of an opponent ahead of us in the
match counts a little extra, so the bot holds back whoever leads.

Values are tabulated per final trick split ``(t0, t1, t2)``, indexed
``t0 * 13 + t1`` (``t2`` follows from the 12 tricks).
"""

from __future__ import annotations

from ..rules import HORNAFJARDAR
from .view import View

PAR = HORNAFJARDAR.par or 0  # the rule numbers live on the game's Rules
TRICKS = HORNAFJARDAR.tricks_per_hand
WIN_PLUS = HORNAFJARDAR.target
GAME_END_BONUS = 4.0
LEADER_WEIGHT = 0.25


def hand_points(tricks: int, nullo: bool) -> tuple[int, int]:
    """(plus, minus) one seat scores for ``tricks`` under par 4."""
    over, under = max(0, tricks - PAR), max(0, PAR - tricks)
    return (under, over) if nullo else (over, under)


def _game_ends(plus: list[int], minus: list[int], scoring: str) -> bool:
    if scoring == "columns":
        return max(plus) >= WIN_PLUS
    net = [p - m for p, m in zip(plus, minus, strict=True)]
    return max(net) >= WIN_PLUS and net.count(max(net)) == 1


def reward_table(view: View, game_aware: bool) -> list[float]:
    """Value to ``view.seat`` of every final split of the 12 tricks."""
    me = view.seat
    net_now = [p - m for p, m in zip(view.plus, view.minus, strict=True)]
    opponents = [s for s in range(3) if s != me]
    leader = max(opponents, key=lambda s: (net_now[s], -s))
    # Only an opponent ahead of us is worth holding back at a cost to our own net.
    leader_weight = LEADER_WEIGHT if net_now[leader] > net_now[me] else 0.0
    table = [0.0] * (13 * 13)
    for t0 in range(TRICKS + 1):
        for t1 in range(TRICKS + 1 - t0):
            split = (t0, t1, TRICKS - t0 - t1)
            points = [hand_points(t, view.nullo) for t in split]
            delta = [p - m for p, m in points]
            value = float(delta[me])
            if game_aware:
                value -= leader_weight * delta[leader]
                plus = [view.plus[s] + points[s][0] for s in range(3)]
                minus = [view.minus[s] + points[s][1] for s in range(3)]
                if _game_ends(plus, minus, view.scoring):
                    net = [p - m for p, m in zip(plus, minus, strict=True)]
                    best = max(net)
                    if net[me] == best:
                        value += GAME_END_BONUS / net.count(best)
                    else:
                        value -= GAME_END_BONUS
            table[t0 * 13 + t1] = value
    return table
