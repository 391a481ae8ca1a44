"""The bots' fast path: whole hands played on bit masks, no validation objects.

Cards are re-encoded per contract so that, within a suit, a higher bit is a
stronger card (``encode_mask`` rotates the ace to the bottom under Nullo).  A
trick is then won by the highest trump bit, else the highest bit of the suit
led: no rank tables in the inner loop.  The rules here are the same as in
``manni.py`` and tests check that both agree on random hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ....engine.cards import Card
from ....engine.contracts import Contract

M13 = 0x1FFF

# SUIT_CARDS[s][v]: the cards (encoded indices) of suit s present in 13-bit chunk v.
SUIT_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(13 * s + r for r in range(13) if v >> r & 1) for v in range(M13 + 1))
    for s in range(4)
)
SUIT = tuple(c // 13 for c in range(52))


def encode_card(card: Card, nullo: bool) -> int:
    """Engine card → fast-path card (ace lowest under Nullo)."""
    if not nullo:
        return card
    suit, rank = divmod(card, 13)
    return 13 * suit + (rank + 1) % 13


def decode_card(code: int, nullo: bool) -> Card:
    if not nullo:
        return code
    suit, rank = divmod(code, 13)
    return 13 * suit + (rank - 1) % 13


def encode_mask(mask: int, nullo: bool) -> int:
    if not nullo:
        return mask
    out = 0
    for s in range(4):
        chunk = mask >> (13 * s) & M13
        out |= (((chunk << 1) & M13) | (chunk >> 12)) << (13 * s)
    return out


def hand_cards(mask: int) -> tuple[int, ...]:
    """All cards of an encoded mask."""
    return (
        SUIT_CARDS[0][mask & M13]
        + SUIT_CARDS[1][mask >> 13 & M13]
        + SUIT_CARDS[2][mask >> 26 & M13]
        + SUIT_CARDS[3][mask >> 39 & M13]
    )


def legal_cards(mask: int, led: int) -> tuple[int, ...]:
    """Follow suit if you can, else anything (``led`` = -1 when leading)."""
    if led >= 0:
        follow = SUIT_CARDS[led][mask >> (13 * led) & M13]
        if follow:
            return follow
    return hand_cards(mask)


def trick_winner(cards: Sequence[int], leader: int, trump: int, seats: int = 3) -> int:
    """Seat winning a full trick of encoded cards played from ``leader``."""
    best = cards[0]
    led = SUIT[best]
    win = 0
    for i in range(1, len(cards)):
        c = cards[i]
        s = SUIT[c]
        if s == trump:
            if SUIT[best] != trump or c > best:
                best, win = c, i
        elif s == led and SUIT[best] == led and c > best:
            best, win = c, i
    return (leader + win) % seats


def random_playout(
    hands: Sequence[int],
    leader: int,
    trump: int,
    rand: Callable[[], float],
    trick: Sequence[int] = (),
) -> list[int]:
    """Play the rest of a three-seat hand at random; return tricks won per seat.

    ``hands`` are encoded masks (not modified), ``trump`` a suit or -1,
    ``trick`` the encoded cards already played to the current trick by
    ``leader`` and the seats after it.
    """
    h = list(hands)
    won = [0, 0, 0]
    played = list(trick)
    while True:
        seat = (leader + len(played)) % 3
        hand = h[seat]
        if not hand:
            return won
        led = SUIT[played[0]] if played else -1
        choices = legal_cards(hand, led)
        card = choices[int(rand() * len(choices))]
        h[seat] = hand ^ (1 << card)
        played.append(card)
        if len(played) == 3:
            leader = trick_winner(played, leader, trump)
            won[leader] += 1
            played = []


def deal_masks(deck: Sequence[Card]) -> tuple[list[int], list[int]]:
    """Hornafjarðar 4-3-3-3 deal: (hands by order left/right/dealer, manni stack)."""
    hands = [0, 0, 0]
    manni: list[int] = []
    for base in range(0, 52, 13):
        manni.extend(deck[base:base + 4])
        for i in range(3):
            for c in deck[base + 4 + 3 * i: base + 7 + 3 * i]:
                hands[i] |= 1 << c
    return hands, manni


def random_hand(rng: random.Random, contract_of: Callable[[Card], Contract]) -> list[int]:
    """A whole random hand (shuffle, deal, random exchanges, random play) on the
    fast path; returns tricks won by left, right, dealer.  Used by the benchmark
    and as the bots' rollout baseline."""
    deck = list(range(52))
    rng.shuffle(deck)
    contract = contract_of(deck[-1])
    nullo = contract.nullo
    hands, manni = deal_masks(deck)
    rand = rng.random
    for i, limit in enumerate((7, 5, 12)):
        n = int(rand() * (min(limit, len(manni)) + 1))
        if n:
            cards = hand_cards(hands[i])
            for c in rng.sample(cards, n):
                hands[i] ^= 1 << c
            for _ in range(n):
                hands[i] |= 1 << manni.pop()
    encoded = [encode_mask(m, nullo) for m in hands]
    trump = -1 if contract.trump is None else contract.trump
    return random_playout(encoded, 0, trump, rand)
