"""Cards as small integers, so that hands can be bit masks for the bots' search.

A card is ``suit * 13 + rank`` where suits are ``S H D C`` (0..3) and ranks
``2..A`` (0..12).  The text notation of docs/RULES.md (``TS``, ``AH``) is only used
at the edges: records, observations and messages.
"""

from __future__ import annotations

from collections.abc import Iterable

from .untrusted import brief

RANKS = "23456789TJQKA"
SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = (
    "two", "three", "four", "five", "six", "seven", "eight", "nine",
    "ten", "jack", "queen", "king", "ace",
)

Card = int

ALL_CARDS: tuple[Card, ...] = tuple(range(52))
SUIT_MASKS: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
ACE = 12


def suit_of(card: Card) -> int:
    return card // 13


def rank_of(card: Card) -> int:
    return card % 13


def make_card(rank: int, suit: int) -> Card:
    return suit * 13 + rank


_TEXT = tuple(RANKS[c % 13] + SUITS[c // 13] for c in ALL_CARDS)
_PARSE = {text: c for c, text in enumerate(_TEXT)}


def card_text(card: Card) -> str:
    """``TS`` for the ten of spades."""
    return _TEXT[card]


def parse_card(text: object) -> Card:
    """Parse ``TS``; raise ``ValueError`` naming the bad text otherwise."""
    if isinstance(text, str):
        card = _PARSE.get(text)
        if card is not None:
            return card
    raise ValueError(f"not a card: {brief(text)}")


def parse_suit(text: str) -> int:
    index = SUITS.find(text)
    if len(text) != 1 or index < 0:
        raise ValueError(f"not a suit: {brief(text)}")
    return index


def card_name(card: Card) -> str:
    """English name, e.g. ``queen of spades`` (the GUI translates its own)."""
    return f"{RANK_NAMES[card % 13]} of {SUIT_NAMES[card // 13]}"


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def full_deck(min_rank: int = 0) -> list[Card]:
    """Every card whose rank index is at least ``min_rank`` (2s out: 1; 7 up: 5)."""
    return [c for c in ALL_CARDS if c % 13 >= min_rank]
