"""A sensible card-play rule on bit masks: the easy bot's play and the searches' rollouts.

Works on the fast path's encoding (``engine/fast.py``: within a suit a higher
bit is a stronger card, so Nullo's low ace needs no special case).  The rule
is what a decent club player does without counting much:

* trump/no-trump: cash sure winners (pull trumps first when holding the top
  one), otherwise lead low from the longest side suit; second hand low unless
  holding the boss card; last hand wins as cheaply as it can; ruff when void,
  over-ruff if it wins, else throw the lowest card of a short suit;
* Nullo: lead the lowest card of a suit where someone still holds a higher
  one; duck under the card winning the trick with the highest card that still
  loses; when void, throw the highest card in hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine.fast import M13, SUIT, SUIT_CARDS, hand_cards, legal_cards, trick_winner

Rand = Callable[[], float]

# Per 13-bit suit chunk: its lowest and highest rank bit (-1 when empty) and
# its card count.  The rule asks these of every suit at every card of every
# rollout, so table lookups instead of calls make the searches' rollouts
# (most of a hard decision's time) faster at the same answers.
LOW = tuple((v & -v).bit_length() - 1 for v in range(M13 + 1))
HIGH = tuple(v.bit_length() - 1 for v in range(M13 + 1))
COUNT = tuple(v.bit_count() for v in range(M13 + 1))
NEXT = (1, 2, 0)  # the seat after each seat in play order
# SIDE_BASES[trump]: the first card index of each suit other than ``trump``
# (index -1: no trump, so all four), in suit order.
SIDE_BASES = tuple(tuple(13 * s for s in range(4) if s != t) for t in (0, 1, 2, 3, -1))


def _best_card(trick: Sequence[int], trump: int) -> int:
    best = trick[0]
    for c in trick[1:]:
        s = SUIT[c]
        if s == trump:
            if SUIT[best] != trump or c > best:
                best = c
        elif s == SUIT[best] and c > best:
            best = c
    return best


def heuristic_card(
    hand: int, trick: Sequence[int], others: int, trump: int, nullo: bool
) -> int:
    """The rule's card for a seat holding ``hand`` (encoded mask) facing ``trick``
    (encoded cards so far); ``others`` are the cards the other seats may hold."""
    if nullo:
        return _nullo_card(hand, trick, others)
    if not trick:
        return _lead(hand, others, trump)
    led = SUIT[trick[0]]
    chunk = hand >> (13 * led) & M13
    best = _best_card(trick, trump)
    last = len(trick) == 2
    if chunk:
        base = 13 * led
        if SUIT[best] != led:  # already ruffed: cannot win by following
            return base + LOW[chunk]
        higher = chunk >> (best - base + 1) << (best - base + 1)
        if not higher:
            return base + LOW[chunk]
        if last:
            return base + LOW[higher]
        top_other = HIGH[others >> base & M13]
        sure = chunk >> (top_other + 1) << (top_other + 1) if top_other >= 0 else chunk
        if sure & higher:
            return base + LOW[sure & higher]
        return base + LOW[chunk]
    if trump >= 0:
        tchunk = hand >> (13 * trump) & M13
        if tchunk:
            if SUIT[best] == trump:
                over = tchunk >> (best - 13 * trump + 1) << (best - 13 * trump + 1)
                if over:
                    return 13 * trump + LOW[over]
            else:
                return 13 * trump + LOW[tchunk]
    return _throw_low(hand, trump)


def _lead(hand: int, others: int, trump: int) -> int:
    if trump >= 0:
        tchunk = hand >> (13 * trump) & M13
        otrump = others >> (13 * trump) & M13
        if tchunk and otrump and HIGH[tchunk] > HIGH[otrump]:
            return 13 * trump + HIGH[tchunk]
    best_len = -1
    best_low = -1
    for s in range(4):
        chunk = hand >> (13 * s) & M13
        if not chunk or s == trump:
            continue
        ochunk = others >> (13 * s) & M13
        if ochunk and HIGH[chunk] > HIGH[ochunk]:
            return 13 * s + HIGH[chunk]
        n = COUNT[chunk]
        if n > best_len:
            best_len, best_low = n, 13 * s + LOW[chunk]
    if best_low >= 0:
        return best_low
    return 13 * trump + LOW[hand >> (13 * trump) & M13]


def _throw_low(hand: int, trump: int) -> int:
    """Lowest card of a side suit, the shorter suit first on equal rank."""
    best = -1
    best_low = 99
    best_count = 99
    for s in range(4):
        chunk = hand >> (13 * s) & M13
        if not chunk or s == trump:
            continue
        low = LOW[chunk]
        if low < best_low or (low == best_low and COUNT[chunk] < best_count):
            best_low, best_count, best = low, COUNT[chunk], 13 * s + low
    if best >= 0:
        return best
    return 13 * trump + LOW[hand >> (13 * trump) & M13]


def _nullo_card(hand: int, trick: Sequence[int], others: int) -> int:
    if not trick:
        pick = -1
        pick_rank = 99
        for s in range(4):
            chunk = hand >> (13 * s) & M13
            if not chunk:
                continue
            low = LOW[chunk]
            if (others >> (13 * s) & M13) >> (low + 1) and low < pick_rank:
                pick, pick_rank = 13 * s + low, low
        if pick >= 0:
            return pick
        return min(hand_cards(hand), key=lambda c: c % 13)
    led = SUIT[trick[0]]
    base = 13 * led
    chunk = hand >> base & M13
    if not chunk:
        return max(hand_cards(hand), key=lambda c: c % 13)
    best = _best_card(trick, -1)
    under = chunk & ((1 << (best - base)) - 1)
    if under:
        return base + HIGH[under]
    if len(trick) == 2:
        return base + HIGH[chunk]
    low = LOW[chunk]
    if HIGH[others >> base & M13] > low:
        return base + low
    return base + HIGH[chunk]


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
        if nullo:
            return _nullo_playout(hands, leader, trick)
        return _rule_playout(hands, leader, trick, trump)
    return rule_playout_stepwise(hands, leader, trick, trump, nullo, rand, noise)


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


def _trick_state(trick: Sequence[int], leader: int, trump: int) -> tuple[int, int, int]:
    """(suit led, the card winning so far, its seat) of a trick begun by ``leader``."""
    if not trick:
        return -1, -1, -1
    best = _best_card(trick, trump)
    return SUIT[trick[0]], best, (leader + list(trick).index(best)) % 3


# The two loops below are ``rule_playout_stepwise`` without noise, with the
# rule's follow and Nullo branches written inline and the trick kept as (suit
# led, winning card, its seat) instead of a list: rollouts are most of a hard
# decision's time, and Python's calls were most of a rollout's.  Tests check
# the loops against the stepwise definition on random positions.


def _rule_playout(hands: Sequence[int], leader: int, trick: Sequence[int], trump: int) -> list[int]:
    h = list(hands)
    won = [0, 0, 0]
    count = len(trick)
    led, best, best_seat = _trick_state(trick, leader, trump)
    seat = (leader + count) % 3
    tbase = 13 * trump
    while True:
        hand = h[seat]
        if not hand:
            return won
        nxt = NEXT[seat]
        if not count:
            # ``_lead``, inline: the top trump, else a sure winner, else low
            # from the longest side suit
            others = h[nxt] | h[NEXT[nxt]]
            card = -1
            if trump >= 0:
                tchunk = hand >> tbase & M13
                otrump = others >> tbase & M13
                if tchunk and otrump and HIGH[tchunk] > HIGH[otrump]:
                    card = tbase + HIGH[tchunk]
            if card < 0:
                best_len = -1
                for base in SIDE_BASES[trump]:
                    chunk = hand >> base & M13
                    if not chunk:
                        continue
                    ochunk = others >> base & M13
                    if ochunk and HIGH[chunk] > HIGH[ochunk]:
                        card = base + HIGH[chunk]
                        break
                    if COUNT[chunk] > best_len:
                        best_len, card = COUNT[chunk], base + LOW[chunk]
                if card < 0:
                    card = tbase + LOW[hand >> tbase & M13]
        else:
            base = 13 * led
            chunk = hand >> base & M13
            if chunk:
                if SUIT[best] != led:  # already ruffed: cannot win by following
                    card = base + LOW[chunk]
                else:
                    shift = best - base + 1
                    higher = chunk >> shift << shift
                    if not higher:
                        card = base + LOW[chunk]
                    elif count == 2:
                        card = base + LOW[higher]
                    else:
                        top_other = HIGH[(h[nxt] | h[NEXT[nxt]]) >> base & M13]
                        if top_other >= 0:
                            sure = chunk >> (top_other + 1) << (top_other + 1) & higher
                        else:
                            sure = higher
                        card = base + LOW[sure] if sure else base + LOW[chunk]
            else:
                card = -1
                if trump >= 0:
                    tchunk = hand >> tbase & M13
                    if tchunk:
                        if SUIT[best] == trump:
                            shift = best - tbase + 1
                            over = tchunk >> shift << shift
                            if over:
                                card = tbase + LOW[over]
                        else:
                            card = tbase + LOW[tchunk]
                if card < 0:
                    card = _throw_low(hand, trump)
        h[seat] = hand ^ (1 << card)
        if not count:
            led = SUIT[card]
            best = card
            best_seat = seat
        else:
            suit = SUIT[card]
            if suit == trump:
                if SUIT[best] != trump or card > best:
                    best = card
                    best_seat = seat
            elif suit == SUIT[best] and card > best:
                best = card
                best_seat = seat
        if count == 2:
            won[best_seat] += 1
            seat = best_seat
            count = 0
        else:
            count += 1
            seat = nxt


def _nullo_playout(hands: Sequence[int], leader: int, trick: Sequence[int]) -> list[int]:
    h = list(hands)
    won = [0, 0, 0]
    count = len(trick)
    led, best, best_seat = _trick_state(trick, leader, -1)
    seat = (leader + count) % 3
    while True:
        hand = h[seat]
        if not hand:
            return won
        nxt = NEXT[seat]
        if not count:
            others = h[nxt] | h[NEXT[nxt]]
            card = -1
            pick_rank = 99
            for s in range(4):
                chunk = hand >> (13 * s) & M13
                if not chunk:
                    continue
                low = LOW[chunk]
                if (others >> (13 * s) & M13) >> (low + 1) and low < pick_rank:
                    card, pick_rank = 13 * s + low, low
            if card < 0:
                card = min(hand_cards(hand), key=_rank)
            led = SUIT[card]
            best = card
            best_seat = seat
        else:
            base = 13 * led
            chunk = hand >> base & M13
            if not chunk:
                card = max(hand_cards(hand), key=_rank)
            else:
                under = chunk & ((1 << (best - base)) - 1)
                if under:
                    card = base + HIGH[under]
                elif count == 2:
                    card = base + HIGH[chunk]
                else:
                    low = LOW[chunk]
                    if HIGH[(h[nxt] | h[NEXT[nxt]]) >> base & M13] > low:
                        card = base + low
                    else:
                        card = base + HIGH[chunk]
                if card > best:
                    best = card
                    best_seat = seat
        h[seat] = hand ^ (1 << card)
        if count == 2:
            won[best_seat] += 1
            seat = best_seat
            count = 0
        else:
            count += 1
            seat = nxt


def _rank(card: int) -> int:
    return card % 13


__all__ = ["SUIT_CARDS", "heuristic_card", "playout", "rule_playout_stepwise"]
