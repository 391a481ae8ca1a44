"""Playing a hand out by the rule (``rule.heuristic_card`` at every seat):
the searches' rollouts, most of a hard decision's time.  ``playout`` is the
entry; ``rule_playout_stepwise`` is its definition, one rule call a card,
and the path with noise; the inlined loops below play a whole trick a turn
and must agree with it (tests check them on random positions).  Where the
C library loaded (``native_solver``), the whole tricks are played by its
``rule_playout`` (``rule_playout.c``), the same loops in C: same answers
(tests check it against these loops), about an eighth of the time (3.8
against 30.9 µs a nine-trick play-out, ctypes' call included).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .fast import M13, SUIT, SUIT_CARDS, hand_cards, legal_cards, trick_winner
from .native_solver import library
from .rule import COUNT, HIGH, LOW, NEXT, SIDE_BASES, SUIT_BASES, heuristic_card, throw_low

Rand = Callable[[], float]


def playout(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[int],
    trump: int,
    nullo: bool,
    rand: Rand,
    noise: float = 0.0,
) -> list[int]:
    """Play out the hand with every seat following the rule (each card replaced by
    a random legal one with probability ``noise``); tricks won per seat from here."""
    if not noise:
        lib = library()
        if lib is not None:
            return _native_playout(lib.rule_playout, hands, leader, trick, trump, nullo)
        if nullo:
            return _nullo_playout(hands, leader, trick)
        return _rule_playout(hands, leader, trick, trump)
    return rule_playout_stepwise(hands, leader, trick, trump, nullo, rand, noise)


def _native_playout(rule_playout: Callable[[int, int, int, int, int, int], int],
                    hands: Sequence[int], leader: int, trick: Sequence[int], trump: int,
                    nullo: bool) -> list[int]:
    """``playout`` without noise in C: the trick begun finished here, the
    whole tricks after it by the library (four bits a seat come back)."""
    h = list(hands)
    won = [0, 0, 0]
    if nullo:
        trump = -1  # as ``_nullo_playout``: Nullo has no trump, whatever is passed
    seat = _finish_trick(h, leader, trick, trump, nullo, won) if trick else leader
    packed = rule_playout(h[0], h[1], h[2], seat, trump, 1 if nullo else 0)
    return [won[0] + (packed & 15), won[1] + (packed >> 4 & 15), won[2] + (packed >> 8 & 15)]


def rule_playout_stepwise(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[int],
    trump: int,
    nullo: bool,
    rand: Rand,
    noise: float = 0.0,
) -> list[int]:
    """``playout`` one ``heuristic_card`` call at a time: the definition the
    inlined loops below must agree with, and the path with noise."""
    h = list(hands)
    won = [0, 0, 0]
    played = list(trick)
    seat = (leader + len(played)) % 3
    while True:
        hand = h[seat]
        if not hand:
            return won
        if noise and rand() < noise:
            led = SUIT[played[0]] if played else -1
            choices = legal_cards(hand, led)
            card = choices[int(rand() * len(choices))]
        else:
            card = heuristic_card(hand, played, h[NEXT[seat]] | h[NEXT[NEXT[seat]]], trump, nullo)
        h[seat] = hand ^ (1 << card)
        played.append(card)
        if len(played) == 3:
            leader = trick_winner(played, leader, trump)
            won[leader] += 1
            played = []
            seat = leader
        else:
            seat = NEXT[seat]


def _finish_trick(
    h: list[int], leader: int, trick: Sequence[int], trump: int, nullo: bool, won: list[int]
) -> int:
    """Play the rest of a trick already begun (the stepwise rule: at most two
    cards), count it in ``won`` and return the seat to lead next."""
    played = list(trick)
    seat = (leader + len(played)) % 3
    while len(played) < 3:
        card = heuristic_card(h[seat], played, h[NEXT[seat]] | h[NEXT[NEXT[seat]]], trump, nullo)
        h[seat] ^= 1 << card
        played.append(card)
        seat = NEXT[seat]
    winner = trick_winner(played, leader, trump)
    won[winner] += 1
    return winner


# The two loops below are ``rule_playout_stepwise`` without noise, a whole
# trick per turn of the loop with the rule written inline for the lead, the
# second and the third card: rollouts are most of a hard decision's time,
# and Python's calls and branches were most of a rollout's.  Tests check
# the loops against the stepwise definition on random positions.


def _rule_playout(hands: Sequence[int], leader: int, trick: Sequence[int], trump: int) -> list[int]:
    h = list(hands)
    won = [0, 0, 0]
    seat = _finish_trick(h, leader, trick, trump, False, won) if trick else leader
    tbase = 13 * trump
    for _ in range(h[seat].bit_count()):
        s1 = NEXT[seat]
        s2 = NEXT[s1]
        h0 = h[seat]
        h1 = h[s1]
        h2 = h[s2]
        # the lead (``_lead``): the top trump, else a sure winner, else low
        # from the longest side suit
        others = h1 | h2
        card = -1
        if trump >= 0:
            tchunk = h0 >> tbase & M13
            otrump = others >> tbase & M13
            if tchunk and otrump and HIGH[tchunk] > HIGH[otrump]:
                card = tbase + HIGH[tchunk]
        if card < 0:
            best_len = -1
            for base in SIDE_BASES[trump]:
                chunk = h0 >> base & M13
                if not chunk:
                    continue
                ochunk = others >> base & M13
                if ochunk and HIGH[chunk] > HIGH[ochunk]:
                    card = base + HIGH[chunk]
                    break
                if COUNT[chunk] > best_len:
                    best_len, card = COUNT[chunk], base + LOW[chunk]
            if card < 0:
                card = tbase + LOW[h0 >> tbase & M13]
        h0 ^= 1 << card
        led = SUIT[card]
        base = 13 * led
        best = card
        win = seat
        # second hand: low, unless it holds a card above everything the
        # others may still hold
        chunk = h1 >> base & M13
        if chunk:
            shift = best - base + 1
            higher = chunk >> shift << shift
            if higher:
                top_other = HIGH[(h2 | h0) >> base & M13]
                if top_other >= 0:
                    sure = chunk >> (top_other + 1) << (top_other + 1) & higher
                else:
                    sure = higher
                card = base + LOW[sure] if sure else base + LOW[chunk]
                if card > best:
                    best = card
                    win = s1
            else:
                card = base + LOW[chunk]
        else:
            card = _void_card(h1, best, trump)
            if SUIT[card] == trump:
                best = card
                win = s1
        h1 ^= 1 << card
        # third hand: win as cheaply as it can, else low
        chunk = h2 >> base & M13
        if chunk:
            if SUIT[best] != led:  # already ruffed: cannot win by following
                card = base + LOW[chunk]
            else:
                shift = best - base + 1
                higher = chunk >> shift << shift
                if higher:
                    card = base + LOW[higher]
                    best = card
                    win = s2
                else:
                    card = base + LOW[chunk]
        else:
            card = _void_card(h2, best, trump)
            if SUIT[card] == trump and (SUIT[best] != trump or card > best):
                best = card
                win = s2
        h[seat] = h0
        h[s1] = h1
        h[s2] = h2 ^ (1 << card)
        won[win] += 1
        seat = win
    return won


def _void_card(hand: int, best: int, trump: int) -> int:
    """The rule's card when void in the suit led: ruff low, over-ruff if that
    wins, else throw low from a short side suit."""
    if trump >= 0:
        tbase = 13 * trump
        tchunk = hand >> tbase & M13
        if tchunk:
            if SUIT[best] != trump:
                return tbase + LOW[tchunk]
            shift = best - tbase + 1
            over = tchunk >> shift << shift
            if over:
                return tbase + LOW[over]
    return throw_low(hand, trump)


def _nullo_playout(hands: Sequence[int], leader: int, trick: Sequence[int]) -> list[int]:
    h = list(hands)
    won = [0, 0, 0]
    seat = _finish_trick(h, leader, trick, -1, True, won) if trick else leader
    for _ in range(h[seat].bit_count()):
        s1 = NEXT[seat]
        s2 = NEXT[s1]
        h0 = h[seat]
        h1 = h[s1]
        h2 = h[s2]
        # the lead: the lowest card of a suit where someone holds a higher one
        others = h1 | h2
        card = -1
        pick_rank = 99
        for base in SUIT_BASES:
            chunk = h0 >> base & M13
            if not chunk:
                continue
            low = LOW[chunk]
            if (others >> base & M13) >> (low + 1) and low < pick_rank:
                card, pick_rank = base + low, low
        if card < 0:
            card = min(hand_cards(h0), key=_rank)
        h0 ^= 1 << card
        base = 13 * SUIT[card]
        best = card
        win = seat
        # second hand: duck under with its highest card that still loses,
        # else low if someone may go above it, else high
        chunk = h1 >> base & M13
        if chunk:
            under = chunk & ((1 << (best - base)) - 1)
            if under:
                card = base + HIGH[under]
            else:
                low = LOW[chunk]
                card = base + low if HIGH[(h2 | h0) >> base & M13] > low else base + HIGH[chunk]
                best = card  # nothing under: any card of the suit wins so far
                win = s1
        else:
            card = max(hand_cards(h1), key=_rank)
        h1 ^= 1 << card
        # third hand: duck under, else take it with its highest
        chunk = h2 >> base & M13
        if chunk:
            under = chunk & ((1 << (best - base)) - 1)
            if under:
                card = base + HIGH[under]
            else:
                card = base + HIGH[chunk]
                best = card
                win = s2
        else:
            card = max(hand_cards(h2), key=_rank)
        h[seat] = h0
        h[s1] = h1
        h[s2] = h2 ^ (1 << card)
        won[win] += 1
        seat = win
    return won


def _rank(card: int) -> int:
    return card % 13


__all__ = ["SUIT_CARDS", "heuristic_card", "playout", "rule_playout_stepwise"]
