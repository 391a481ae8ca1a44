"""Exchanging with a talon: discard up to an allowance, draw as many from its
top.  The rule the Manni games (the Manni, docs/RULES.md §1) and Mizerka
(its talon, §4) share, written once so that a refusal reads alike in both
and a fix reaches both.

Hands are bit masks of cards (``cards.mask_of``); a talon is a list whose
last card is its top.
"""

from __future__ import annotations

from itertools import combinations

from .actions import Action, Exchange
from .cards import Card, card_text, cards_of, mask_of
from .errors import RuleCode, RuleError


def exchange_refusal(hand: int, seat: int, cards: tuple[Card, ...],
                     allowance: int) -> RuleError | None:
    """Why ``seat``, holding ``hand``, may not discard ``cards`` with
    ``allowance`` cards to draw, or None."""
    if len(cards) > allowance:
        return RuleError(
            f"exchange of {len(cards)} cards over the allowance of {allowance}",
            RuleCode.OVER_ALLOWANCE, {"allowance": allowance},
        )
    if len(set(cards)) != len(cards):
        return RuleError("the exchange names a card twice", RuleCode.CARD_TWICE)
    discard = mask_of(cards)
    if discard & ~hand:
        missing = cards_of(discard & ~hand)[0]
        return RuleError(f"card not in hand: seat {seat} does not hold {card_text(missing)}",
                         RuleCode.NOT_IN_HAND, {"card": missing})
    return None


def exchange_options(seat: int, hand: int, allowance: int) -> list[Action]:
    """Every exchange ``seat`` may make: each set of up to ``allowance`` of its
    cards, keeping the whole hand first."""
    cards = cards_of(hand)
    return [Exchange(seat, combo)
            for n in range(allowance + 1)
            for combo in combinations(cards, n)]


def draw(hand: int, cards: tuple[Card, ...], talon: list[Card]) -> int:
    """``hand`` once ``cards`` (which ``exchange_refusal`` allows) are
    discarded and as many drawn from the top of ``talon``, which loses them."""
    hand &= ~mask_of(cards)
    for _ in cards:
        hand |= 1 << talon.pop()
    return hand
