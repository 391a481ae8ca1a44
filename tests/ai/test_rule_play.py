"""The card-play rule (``ai.playout``): what easy plays, what the searches' rollouts
assume of every seat, and what inference expects of the other seats.

These pin the rule's documented choices on small positions, so a change made
for speed (its table lookups) cannot change what it plays."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.engine import card_text, parse_card
from manni_desktop.engine.cards import mask_of
from manni_desktop.games.manni.bots.fast import (
    M13,
    SUIT,
    decode_card,
    encode_card,
    encode_mask,
    legal_cards,
)
from manni_desktop.games.manni.bots.playout import (
    _nullo_playout,
    _rule_playout,
    playout,
    rule_playout_stepwise,
)
from manni_desktop.games.manni.bots.rule import COUNT, HIGH, LOW, heuristic_card

from .positions import playout_position

HEARTS = 1


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def rule(hand: str, trick: str, others: str, trump: int = -1) -> str:
    """The rule's card, as text, for a trump or no-trump position."""
    return card_text(heuristic_card(mask_of(cards(hand)), cards(trick), mask_of(cards(others)),
                                    trump, False))


def test_the_tables_are_each_chunks_lowest_and_highest_bit_and_count() -> None:
    for chunk in (0, 1, 0b1010, 1 << 12, M13):
        bits = [b for b in range(13) if chunk >> b & 1]
        assert LOW[chunk] == (bits[0] if bits else -1)
        assert HIGH[chunk] == (bits[-1] if bits else -1)
        assert COUNT[chunk] == len(bits)


def test_leads_pull_trumps_with_the_top_trump_then_cash_sure_winners() -> None:
    assert rule("AH 3H KS 4D", "", "QH 2H AS 5D", trump=HEARTS) == "AH"
    # no top trump: the ace of a side suit is a sure winner
    assert rule("KH 3H AD 4D 5S", "", "AH 2H KD 6S", trump=HEARTS) == "AD"
    # nothing sure: low from the longest side suit
    assert rule("KS 5S 3S QD 4D", "", "AS AD 2S", trump=-1) == "3S"


def test_second_hand_plays_low_unless_it_holds_the_boss() -> None:
    assert rule("KS 4S 9D", "7S", "AS 2S", trump=-1) == "4S"
    assert rule("AS 4S 9D", "7S", "KS 2S", trump=-1) == "AS"


def test_third_hand_wins_as_cheaply_as_it_can() -> None:
    assert rule("AS QS 4S", "7S 9S", "KS", trump=-1) == "QS"
    assert rule("8S 4S", "7S 9S", "KS", trump=-1) == "4S"


def test_void_it_ruffs_low_overruffs_if_it_wins_else_throws_low_from_a_short_suit() -> None:
    assert rule("9H 3H 8D 5C 6C", "AS", "KS", trump=HEARTS) == "3H"
    assert rule("9H 3H 8D", "AS 5H", "KS", trump=HEARTS) == "9H"
    assert rule("4H 3H 8D 2C 7C", "AS 5H", "KS", trump=HEARTS) == "2C"
    # on equal ranks, the shorter suit goes first
    assert rule("4H 2D 2C 7C", "AS 5H", "KS", trump=HEARTS) == "2D"


def test_nullo_ducks_under_the_winning_card_and_throws_high_when_void() -> None:
    def nullo(hand: str, trick: str, others: str) -> str:
        enc = heuristic_card(encode_mask(mask_of(cards(hand)), True),
                             [encode_card(c, True) for c in cards(trick)],
                             encode_mask(mask_of(cards(others)), True), -1, True)
        return card_text(decode_card(enc, True))

    assert nullo("QS 8S 5S KD", "9S", "3S") == "8S"
    assert nullo("QS KD 2C", "9H", "3H") == "KD"  # void: the highest card (aces are low)


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 12), st.sampled_from([-1, 0, 1, 2, 3]),
       st.booleans())
def test_playouts_play_legal_cards_and_share_out_every_trick(
    rng: random.Random, size: int, trump: int, noisy: bool
) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [0, 0, 0]
    for seat in range(3):
        for c in deck[seat * size:(seat + 1) * size]:
            hands[seat] |= 1 << c
    nullo = trump < 0 and rng.random() < 0.5
    leader = rng.randrange(3)
    for seat in range(3):
        others = hands[(seat + 1) % 3] | hands[(seat + 2) % 3]
        for trick in ([], [deck[(seat + 1) % 3 * size]]):
            chosen = heuristic_card(hands[seat], trick, others, trump, nullo)
            led = SUIT[trick[0]] if trick else -1
            assert chosen in legal_cards(hands[seat], led)
    won = playout(hands, leader, [], trump, nullo, rng.random, 0.3 if noisy else 0.0)
    assert sum(won) == size
    assert min(won) >= 0


@pytest.mark.parametrize("trump,nullo", [(0, False), (3, False), (-1, False), (-1, True)])
def test_the_inlined_playouts_play_exactly_the_rule_card_by_card(trump: int, nullo: bool) -> None:
    """``playout`` without noise runs inlined loops for speed; from any
    position, a trick begun or not, they must give the stepwise rule's tricks."""
    rng = random.Random(trump * 2 + nullo)
    for _ in range(600):
        # the first seats from the leader may have played a card already
        hands, leader, trick = playout_position(rng, rng.randint(1, 12),
                                                rng.choice([0, 0, 1, 2]))
        expected = rule_playout_stepwise(hands, leader, trick, trump, nullo, rng.random)
        loops = (_nullo_playout(hands, leader, trick) if nullo
                 else _rule_playout(hands, leader, trick, trump))
        assert loops == expected
        assert playout(hands, leader, trick, trump, nullo, rng.random) == expected
