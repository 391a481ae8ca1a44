"""Follow suit if you can, otherwise play any card: the card-play rule the
Manni games and Mizerka share (docs/RULES.md §1, §2 and §4), written once.

Hands are bit masks of cards (``cards.mask_of``); Manillen adds its
must-beat and must-trump rules and has its own (games/manillen/obligations.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import SUIT_MASKS, SUITS, Card, card_text, cards_of, suit_of
from .contracts import Contract
from .errors import RuleCode, RuleError
from .rules import HandState


def legal_plays(hand: int, trick_cards: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``."""
    if trick_cards:
        follow = hand & SUIT_MASKS[suit_of(trick_cards[0])]
        if follow:
            return cards_of(follow)
    return cards_of(hand)


def play_refusal(hand: int, seat: int, card: Card,
                 trick_cards: Sequence[Card]) -> RuleError | None:
    """Why ``seat``, holding ``hand``, may not play ``card`` now, or None."""
    if not hand >> card & 1:
        return RuleError(f"card not in hand: seat {seat} does not hold {card_text(card)}",
                         RuleCode.NOT_IN_HAND, {"card": card})
    if trick_cards:
        led = suit_of(trick_cards[0])
        if suit_of(card) != led and hand & SUIT_MASKS[led]:
            return RuleError(f"seat {seat} must follow suit (holds {SUITS[led]})",
                             RuleCode.FOLLOW_SUIT, {"suit": led})
    return None


def play(hand: HandState, hands: list[int], tricks_won: list[int], contract: Contract,
         tricks_per_hand: int, seat: int, card: Card) -> None:
    """Carry out a card play ``play_refusal`` allows: the card leaves the
    seat's ``hands`` mask for the trick; a full trick goes to the highest
    card by ``contract``, counted in ``tricks_won``, and its winner leads."""
    seats = len(hands)
    hands[seat] &= ~(1 << card)
    hand.trick_cards.append(card)
    if len(hand.trick_cards) < seats:
        hand.to_act = (seat + 1) % seats
        return
    winner = (hand.trick_leader + contract.trick_winner_index(hand.trick_cards)) % seats
    tricks_won[winner] += 1
    hand._close_trick(winner, tricks_per_hand)
