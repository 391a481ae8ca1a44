"""What a hand is played for: trump suit, no-trump or Nullo, and card order.

Card order lives here and only here: ``power`` gives every card its strength
within its suit under the contract, so Nullo's ace-low order needs no special
case anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import ACE, SUITS, Card, rank_of, suit_of
from .untrusted import brief

TRUMP = "trump"
NOTRUMP = "notrump"
NULLO = "nullo"

_ACE_HIGH = tuple(rank_of(c) for c in range(52))
_ACE_LOW = tuple((rank_of(c) + 1) % 13 for c in range(52))


@dataclass(frozen=True)
class Contract:
    """A hand's contract. ``trump`` is a suit index or None."""

    kind: str
    trump: int | None = None
    power: tuple[int, ...] = field(default=_ACE_HIGH, repr=False, compare=False)

    @property
    def nullo(self) -> bool:
        return self.kind == NULLO

    def code(self) -> str:
        """The record's notation: ``nullo``, ``notrump`` or ``trump:S``."""
        if self.kind == TRUMP:
            assert self.trump is not None
            return f"trump:{SUITS[self.trump]}"
        return self.kind

    def trick_winner_index(self, cards: list[Card] | tuple[Card, ...]) -> int:
        """Index in ``cards`` (play order) of the card that wins the trick."""
        led = suit_of(cards[0])
        best = 0
        best_key = self._key(cards[0], led)
        for i in range(1, len(cards)):
            key = self._key(cards[i], led)
            if key > best_key:
                best, best_key = i, key
        return best

    def _key(self, card: Card, led: int) -> int:
        suit = suit_of(card)
        if self.trump is not None and suit == self.trump:
            return 200 + self.power[card]
        if suit == led:
            return 100 + self.power[card]
        return -1


def trump_contract(suit: int) -> Contract:
    return Contract(TRUMP, suit)


NOTRUMP_CONTRACT = Contract(NOTRUMP)
NULLO_CONTRACT = Contract(NULLO, None, _ACE_LOW)


def contract_from_cut(cut: Card) -> Contract:
    """docs/RULES.md §1: 2-5 Nullo, 6-9 the cut card's suit is trump, T-A no-trump."""
    rank = rank_of(cut)
    if rank <= 3:
        return NULLO_CONTRACT
    if rank <= 7:
        return trump_contract(suit_of(cut))
    return NOTRUMP_CONTRACT


def parse_contract(code: str) -> Contract:
    if code == NULLO:
        return NULLO_CONTRACT
    if code == NOTRUMP:
        return NOTRUMP_CONTRACT
    if code.startswith("trump:") and len(code) == 7 and code[6] in SUITS:
        return trump_contract(SUITS.index(code[6]))
    raise ValueError(f"not a contract: {brief(code)}")


assert _ACE_LOW[ACE] == 0
