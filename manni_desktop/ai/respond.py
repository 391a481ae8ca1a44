"""The end of a hand played out with the viewer choosing well: best reply to the rule.

A rollout (``playout``) plays every seat by the rule, the viewer's own later
cards included, so a card that only pays when it is followed up well scores
as if it would be followed up badly.  Near the end of a hand the viewer has
few enough cards left to try every order of them: the other seats still
play the rule's card (as in a rollout), and at each of the viewer's turns
the value is the best of its legal cards.  Unlike the paranoid endgame
solver (``solver``), which the benchmarks measured weaker because it lets
both other seats see everything and play together against the viewer, the
other seats here play as the rollouts assume they do.

With ``k`` of the viewer's cards left this plays at most ``k!`` orders, so
the searches use it only for the last few tricks (``Budget.respond_cards``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.fast import SUIT, legal_cards, trick_winner
from .playout import NEXT, heuristic_card


def respond_value(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[int],
    won: Sequence[int],
    me: int,
    trump: int,
    nullo: bool,
    values: Sequence[float],
) -> float:
    """The payoff (``values``, per final trick split) of the rest of the hand when
    seat ``me`` picks its best card at each turn and the others play the rule;
    ``hands`` encoded masks, ``trick`` the encoded cards of the open trick led
    by ``leader``, ``won`` the tricks taken so far."""
    return _value(list(hands), list(trick), leader, list(won), me, trump, nullo, values)


def _value(
    h: list[int], played: list[int], leader: int, won: list[int],
    me: int, trump: int, nullo: bool, values: Sequence[float],
) -> float:
    seat = (leader + len(played)) % 3
    while True:
        hand = h[seat]
        if not hand:
            return values[won[0] * 13 + won[1]]
        if seat == me:
            choices = legal_cards(hand, SUIT[played[0]] if played else -1)
            if len(choices) > 1:
                best = float("-inf")
                for card in choices:
                    branch = list(h)
                    branch[seat] = hand ^ (1 << card)
                    trick = played + [card]
                    won_now = list(won)
                    lead_now = leader
                    if len(trick) == 3:
                        lead_now = trick_winner(trick, leader, trump)
                        won_now[lead_now] += 1
                        trick = []
                    best = max(best, _value(branch, trick, lead_now, won_now,
                                            me, trump, nullo, values))
                return best
            card = choices[0]
        else:
            card = heuristic_card(hand, played, h[NEXT[seat]] | h[NEXT[NEXT[seat]]], trump, nullo)
        h[seat] = hand ^ (1 << card)
        played = played + [card]
        if len(played) == 3:
            leader = trick_winner(played, leader, trump)
            won = list(won)
            won[leader] += 1
            played = []
            seat = leader
        else:
            seat = NEXT[seat]


__all__ = ["respond_value"]
