"""The Manillen must-overtake rules on bit masks (``obligations``) allow exactly
the cards the engine's card-list rules allowed before they moved there.

``_reference_legal`` is the engine's ``ManillenHand.legal_plays`` (with its
``_winning`` and ``_beats``) as it stood before the rule was written once, on
masks; it is kept here as the reference."""

from __future__ import annotations

import random

from manni_desktop.engine import Declare, Play, RuleError, new_game
from manni_desktop.engine.cards import cards_of, mask_of, suit_of
from manni_desktop.games.manillen.obligations import (
    DECK,
    NO_TRUMP,
    POWER,
    beaters,
    beats,
    legal_mask,
    trick_winner,
)
from manni_desktop.games.manillen.rules import ManillenHand


def _reference_winning(trick: list[int], leader: int, trump: int | None) -> tuple[int, int]:
    def beats(card: int, other: int, led: int) -> bool:
        suit, other_suit = suit_of(card), suit_of(other)
        if suit == other_suit:
            return POWER[card] > POWER[other]
        return suit == trump or (suit == led and other_suit != trump)

    led = suit_of(trick[0])
    best = 0
    for i, card in enumerate(trick):
        if beats(card, trick[best], led):
            best = i
    return (leader + best) % 4, trick[best]


def _reference_legal(hand: list[int], seat: int, trick: list[int], leader: int,
                     trump: int | None) -> list[int]:
    """The old ``legal_plays``: ``hand`` sorted, ``trick`` led by ``leader``."""
    if not trick:
        return hand
    led = suit_of(trick[0])
    winner, top = _reference_winning(trick, leader, trump)
    opponent_winning = winner % 2 != seat % 2
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        if opponent_winning and suit_of(top) == led:
            higher = [c for c in follow if POWER[c] > POWER[top]]
            if higher:
                return higher
        return follow
    if trump is None:
        return hand
    trumps = [c for c in hand if suit_of(c) == trump]
    trick_trumps = [c for c in trick if suit_of(c) == trump]
    if not trick_trumps:
        return trumps if (opponent_winning and trumps) else hand
    highest = max(POWER[c] for c in trick_trumps)
    over = [c for c in trumps if POWER[c] > highest]
    if opponent_winning and over:
        return over
    allowed = [c for c in hand if suit_of(c) != trump or POWER[c] > highest]
    return allowed or hand


def _mask_legal(hand: list[int], seat: int, trick: list[int], leader: int,
                trump: int | None) -> list[int]:
    suit = NO_TRUMP if trump is None else trump
    if not trick:
        return cards_of(legal_mask(mask_of(hand), seat, -1, leader, -1, suit))
    win_seat, win_card = trick_winner(trick, leader, suit)
    assert (win_seat, win_card) == _reference_winning(trick, leader, trump)
    return cards_of(legal_mask(mask_of(hand), seat, suit_of(trick[0]), win_seat, win_card,
                               suit))


def test_whole_games_of_random_play_allow_the_same_cards_as_before() -> None:
    """Every position of 300 first hands (9,600 plays): the engine's legal
    cards are the old rule's, and every other card of the hand is refused."""
    rng = random.Random(32)
    positions = 0
    for k in range(300):
        game = new_game("manillen", seed=32_000 + k)
        hand = game.hand
        assert isinstance(hand, ManillenHand)
        game.apply(Declare(hand.dealer, (0, 1, 2, 3, None)[k % 5]))
        while not hand.finished:
            seat = game.to_act
            assert seat is not None
            legal = hand.legal_plays()
            expected = _reference_legal(hand.hand_cards(seat), seat, list(hand.trick_cards),
                                        hand.trick_leader, hand.trump)
            assert legal == expected
            assert [a for a in game.legal_actions()] == [Play(seat, c) for c in expected]
            if k % 10 == 0:  # the refusals: every card of the hand not allowed
                for card in set(hand.hand_cards(seat)) - set(legal):
                    try:
                        hand.copy().apply(Play(seat, card))
                    except RuleError as error:
                        assert error.code in ("follow_suit", "must_beat", "no_undertrump",
                                              "must_trump")
                    else:
                        raise AssertionError(f"{card} was accepted")
            game.apply(Play(seat, rng.choice(legal)), auto_deal=False)
            positions += 1
    assert positions == 300 * 32


def test_any_hand_and_trick_allow_the_same_cards_as_before() -> None:
    """20,000 positions random play rarely reaches: any hand of one to eight
    cards, any cards before it in the trick, every trump."""
    rng = random.Random(33)
    for k in range(20_000):
        cards = rng.sample(DECK, 11)
        played, leader = rng.randrange(4), rng.randrange(4)
        trump = (0, 1, 2, 3, None)[k % 5]
        trick = cards[:played]
        hand = sorted(cards[played:played + rng.randint(1, 8)])
        seat = (leader + played) % 4
        assert _mask_legal(hand, seat, trick, leader, trump) == _reference_legal(
            hand, seat, trick, leader, trump), (hand, seat, trick, leader, trump)


def test_the_cards_that_beat_a_card_are_those_it_beats() -> None:
    for trump in (0, 1, 2, 3, NO_TRUMP):
        for win_card in DECK:
            mask = beaters(win_card, trump)
            assert [c for c in DECK if beats(c, win_card, trump)] == cards_of(mask)
