"""The viewer's best reply to the rule over the last tricks (``ai.respond``)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.ai.playout import heuristic_card, playout
from manni_desktop.ai.respond import respond_value
from manni_desktop.engine.fast import SUIT, legal_cards, trick_winner

# the payoff of a split: seat 0's tricks, so "best" means most tricks for seat 0
TRICKS_OF_SEAT0 = [float(i // 13) for i in range(13 * 13)]


def deal(rng: random.Random, size: int) -> list[int]:
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [0, 0, 0]
    for seat in range(3):
        for c in deck[seat * size:(seat + 1) * size]:
            hands[seat] |= 1 << c
    return hands


def tricks_with_my_order(
    hands: list[int], leader: int, order: tuple[int, ...], trump: int, nullo: bool
) -> int | None:
    """Seat 0's tricks when it plays ``order`` (None if that order is illegal)
    and the others play the rule: a brute-force reference."""
    h = list(hands)
    mine = list(order)
    played: list[int] = []
    won = 0
    seat = leader
    while h[seat]:
        led = SUIT[played[0]] if played else -1
        if seat == 0:
            card = mine.pop(0)
            if card not in legal_cards(h[0], led):
                return None
        else:
            card = heuristic_card(h[seat], played, h[(seat + 1) % 3] | h[(seat + 2) % 3],
                                  trump, nullo)
        h[seat] ^= 1 << card
        played.append(card)
        if len(played) == 3:
            leader = trick_winner(played, leader, trump)
            won += leader == 0
            played = []
            seat = leader
        else:
            seat = (seat + 1) % 3
    return won


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 4), st.sampled_from([-1, 0, 2]),
       st.booleans(), st.integers(0, 2))
def test_best_reply_is_the_best_legal_order_against_the_rule(
    rng: random.Random, size: int, trump: int, nullo_wanted: bool, leader: int
) -> None:
    nullo = nullo_wanted and trump < 0
    hands = deal(rng, size)
    mine = [c for c in range(52) if hands[0] >> c & 1]
    outcomes = [tricks_with_my_order(hands, leader, order, trump, nullo)
                for order in itertools.permutations(mine)]
    best = max(o for o in outcomes if o is not None)
    value = respond_value(hands, leader, [], [0, 0, 0], 0, trump, nullo, TRICKS_OF_SEAT0)
    assert value == best
    # never worse than playing its own cards by the rule too
    rule_line = playout(hands, leader, [], trump, nullo, rng.random)
    assert value >= rule_line[0]


def test_an_open_trick_and_tricks_already_won_count() -> None:
    # encoded cards: suit * 13 + rank, rank 12 the ace.  Seat 1 led the king of
    # suit 0 and seat 2 followed low; seat 0 holds that suit's ace and the
    # lowest card of suit 1, the others one higher card of suit 1 each.
    hands = [1 << 12 | 1 << 13, 1 << 14, 1 << 15]
    trick = [11, 1]
    value = respond_value(hands, 1, trick, [2, 0, 0], 0, -1, False, TRICKS_OF_SEAT0)
    # the ace takes the open trick (3 with the 2 before); the low lead loses the last
    assert value == 3.0
