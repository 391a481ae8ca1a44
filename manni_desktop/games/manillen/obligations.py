"""Manillen's card order and must-overtake rules (docs/RULES.md §3), on bit masks: the rule itself.

This is the one place that says which card takes a trick and which cards a
seat may play.  The engine's ``ManillenHand.legal_plays`` (and so every
move's check and refusal) asks ``legal_mask``; the bots' fast table
(``bots/play.py``), their exact solver and what their inference reads from
a trick (``bots/world.py``) use the same functions and tables.

Cards are the engine's (``suit * 13 + rank``, rank 0..12 the two to the
ace); a hand is a mask with bit ``c`` set for card ``c``; trump is a suit
or ``NO_TRUMP`` (-1).

The rules, for the seat to play:

* leading, it may play any card;
* holding the suit led, it must follow; if an opponent is winning with a
  card of the suit led, it must beat it when it can;
* void in the suit led, with no trump declared, it may play any card;
* void, no trump in the trick yet: with an opponent winning it must trump
  when it can; with its partner winning it may play anything;
* void, a trump in the trick: with an opponent winning it must over-trump
  when it can; otherwise it may play any card but a lower trump, unless it
  holds only lower trumps.
"""

from __future__ import annotations

from collections.abc import Sequence

NO_TRUMP = -1
# Rank index 0..12 is 2..A.  Manillen order high→low: T A K Q J 9 8 7.
_POWER_BY_RANK = {8: 7, 12: 6, 11: 5, 10: 4, 9: 3, 7: 2, 6: 1, 5: 0}
POWER = tuple(_POWER_BY_RANK.get(c % 13, -1) for c in range(52))
"""A card's strength within its suit (7 the seven, 0 the ten); -1: not in the deck."""

DECK = tuple(c for c in range(52) if c % 13 >= 5)  # seven to ace
DECK_MASK = sum(1 << c for c in DECK)
SUIT_MASK = tuple(sum(1 << c for c in DECK if c // 13 == s) for s in range(4))
"""The cards of each suit."""
ABOVE = tuple(sum(1 << d for d in DECK if d // 13 == c // 13 and POWER[d] > POWER[c])
              if c in DECK else 0 for c in range(52))
"""For each card, the cards of its suit that beat it."""
BELOW = tuple(sum(1 << d for d in DECK if d // 13 == c // 13 and POWER[d] < POWER[c])
              if c in DECK else 0 for c in range(52))
"""For each card, the cards of its suit that it beats."""


def beats(card: int, win_card: int, trump: int) -> bool:
    """Whether ``card`` takes the trick from ``win_card``, the card winning it so
    far (which is always of the suit led or a trump)."""
    if card // 13 == win_card // 13:
        return POWER[card] > POWER[win_card]
    return card // 13 == trump


def beaters(win_card: int, trump: int) -> int:
    """The cards that take the trick from ``win_card`` (``beats`` as a mask): the
    higher cards of its suit and, unless it is a trump, every trump."""
    if trump < 0 or win_card // 13 == trump:
        return ABOVE[win_card]
    return ABOVE[win_card] | SUIT_MASK[trump]


def trick_winner(cards: Sequence[int], leader: int, trump: int) -> tuple[int, int]:
    """(seat, card) winning the trick ``cards`` led by ``leader`` so far (four
    seats; ``cards`` not empty)."""
    win_seat, win_card = leader, cards[0]
    for i in range(1, len(cards)):
        if beats(cards[i], win_card, trump):
            win_seat, win_card = (leader + i) % 4, cards[i]
    return win_seat, win_card


def legal_mask(hand: int, seat: int, led: int, win_seat: int, win_card: int,
               trump: int) -> int:
    """The cards of ``hand`` that ``seat`` may play: ``led`` is the suit led (-1:
    ``seat`` leads), ``win_seat`` and ``win_card`` win the trick so far."""
    if led < 0:
        return hand
    opponent = (win_seat ^ seat) & 1
    follow = hand & SUIT_MASK[led]
    if follow:
        if opponent and win_card // 13 == led:
            higher = follow & ABOVE[win_card]
            if higher:
                return higher
        return follow
    if trump < 0:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if win_card // 13 != trump:  # no trump in the trick yet
        return trumps if (opponent and trumps) else hand
    over = trumps & ABOVE[win_card]
    if opponent and over:
        return over
    return ((hand & ~SUIT_MASK[trump]) | over) or hand


__all__ = ["ABOVE", "BELOW", "DECK", "DECK_MASK", "NO_TRUMP", "POWER", "SUIT_MASK", "beaters",
           "beats", "legal_mask", "trick_winner"]
