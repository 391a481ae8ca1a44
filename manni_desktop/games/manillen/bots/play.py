"""A fast Manillen table for the bots' search: bit-mask hands, legal plays, the rule card.

The engine's ``ManillenHand`` validates every move and keeps records; the
search plays millions of cards, so this module keeps only what a play-out
needs (four hand masks, the trick in progress, points and tricks per side)
and asks the must-overtake rules on masks where the engine does
(``obligations.legal_mask``, docs/RULES.md §3).  The tests check it against the
engine move by move.

Cards are the engine's (``suit * 13 + rank``); trump ``-1`` is no-trump.

The payoff of a finished hand for a side is ``value(side)``: its card points,
plus 30 if it took every trick, minus 30 if the other side did.  The hand's
score difference (the side's game points minus the other's) is exactly
``multiplier * (value - 30)``, with ``multiplier`` 2 under no-trump and 1
otherwise (docs/RULES.md §3's excess over 30 with its ×2s: 38 points score +8, 22
score -8, a sweep +60).  So maximising the value maximises the score, a
card point is always worth the same, and no tie-breaker is needed.  The ×2
after a 30–30 tie scales every choice alike and is left out.  Since a sweep
takes all 60 points, the card points are ``min(60, max(0, value))``.
"""

from __future__ import annotations

import random

from ....engine.cards import cards_of
from ..obligations import POWER, beats, legal_mask
from ..rules import CARD_POINTS

SWEEP = 30  # a sweep doubles the winner's 30 excess points: worth 30 more card points
HALF = 30


class Table:
    """One deal in play, every hand visible (a sampled world)."""

    __slots__ = ("hands", "trump", "leader", "trick", "win_seat", "win_card", "points",
                 "won", "to_act", "left")

    def __init__(self, hands: list[int], trump: int, leader: int, trick: list[int],
                 points: list[int], won: list[int]) -> None:
        self.hands = hands
        self.trump = trump
        self.leader = leader
        self.trick: list[int] = []
        self.points = points
        self.won = won
        self.to_act = leader
        self.win_seat = leader
        self.win_card = -1
        self.left = sum(bin(h).count("1") for h in hands)
        for card in trick:  # replay the trick in progress (cards not in hands)
            self._add(card)

    def copy(self) -> Table:
        new = object.__new__(Table)
        new.hands = list(self.hands)
        new.trump = self.trump
        new.leader = self.leader
        new.trick = list(self.trick)
        new.win_seat = self.win_seat
        new.win_card = self.win_card
        new.points = list(self.points)
        new.won = list(self.won)
        new.to_act = self.to_act
        new.left = self.left
        return new

    @property
    def finished(self) -> bool:
        return self.left == 0 and not self.trick

    def led(self) -> int:
        return self.trick[0] // 13 if self.trick else -1

    def legal(self) -> int:
        seat = self.to_act
        return legal_mask(self.hands[seat], seat, self.led(), self.win_seat, self.win_card,
                          self.trump)

    def _add(self, card: int) -> None:
        seat = self.to_act
        if not self.trick or beats(card, self.win_card, self.trump):
            self.win_seat, self.win_card = seat, card
        self.trick.append(card)
        if len(self.trick) < 4:
            self.to_act = (seat + 1) % 4
            return
        side = self.win_seat & 1
        self.points[side] += sum(CARD_POINTS[c] for c in self.trick)
        self.won[side] += 1
        self.leader = self.to_act = self.win_seat
        self.trick = []

    def play(self, card: int) -> None:
        """Play ``card`` from the hand of the seat to act (not checked: the
        search only plays legal cards)."""
        self.hands[self.to_act] &= ~(1 << card)
        self.left -= 1
        self._add(card)

    def value(self, side: int) -> int:
        """The finished hand's payoff for ``side`` (see the module's docstring)."""
        sweep = SWEEP if self.won[1 - side] == 0 else (-SWEEP if self.won[side] == 0 else 0)
        return self.points[side] + sweep


def score_difference(value: float, trump: int) -> float:
    """The side's game points minus the other's for a payoff ``value``."""
    return (2 if trump < 0 else 1) * (value - HALF)


def rule_card(table: Table, rng: random.Random) -> int:
    """The easy bot's rule (``manillen_rules``) on a table: lead a ten, else the
    cheapest card; feed points to a winning partner; beat an opponent as
    cheaply as possible (in second and third hand four times in five)."""
    seat = table.to_act
    legal = cards_of(table.legal())
    trump = table.trump
    if not table.trick:
        for c in legal:
            if POWER[c] == 7 and c // 13 != trump:
                return c
        return min(legal, key=lambda c: (CARD_POINTS[c], c // 13 == trump, POWER[c]))
    if table.win_seat == (seat + 2) % 4:
        return max(legal, key=lambda c: (c // 13 != trump, CARD_POINTS[c], -POWER[c]))
    top = table.win_card
    winners = [c for c in legal if beats(c, top, trump)]
    if winners and (len(table.trick) == 3 or rng.random() < 0.8):
        return min(winners, key=lambda c: (c // 13 == trump, POWER[c]))
    return min(legal, key=lambda c: (CARD_POINTS[c], c // 13 == trump, POWER[c]))


def roll_out(table: Table, rng: random.Random, stop_at: int = 0) -> Table:
    """Play ``table`` on by the rule until at most ``stop_at`` cards are left in
    the hands at the start of a trick (0: to the end)."""
    while table.left > stop_at or (table.trick and table.left):
        table.play(rule_card(table, rng))
    return table


__all__ = ["Table", "roll_out", "rule_card", "score_difference"]
