"""The careful rule player (issue 36's yardstick): always legal, and the
careful card in positions where a club player knows it.

The positions are the first trick of a hand, so the observation is small:
the seat's twelve cards, the trick so far, the public cut card (held by the
dealer) and the legal cards."""

from __future__ import annotations

import random
from typing import Any

import pytest

from manni_desktop.engine import action_from_json, new_game, parse_card
from manni_desktop.engine.cards import suit_of
from manni_desktop.engine.contracts import parse_contract
from manni_desktop.games.manni.bots.careful import careful_policy
from manni_desktop.games.manni.bots.careful_exchange import careful_discards

from .positions import assert_legal, random_positions


def play_obs(hand: str, trick: str = "", contract: str = "notrump", cut: str = "TD",
             dealer: int = 2, leader: int = 0) -> dict[str, Any]:
    """A first-trick play observation for the seat to play after ``trick``."""
    cards = hand.split()
    played = trick.split()
    seat = (leader + len(played)) % 3
    follow = [c for c in cards if played and c[1] == played[0][1]]
    legal = follow or cards
    return {
        "game": "hornafjardar", "options": {"scoring": "columns"}, "seats": 3,
        "seat": seat, "plus": [0, 0, 0], "minus": [0, 0, 0], "dealer": dealer,
        "hand_number": 0, "cut": cut, "contract": contract, "phase": "play",
        "hand": cards, "exchanges": [], "my_discards": [], "manni_left": 0,
        "tricks": [], "trick": {"leader": leader, "cards": played},
        "legal": [{"seat": seat, "play": c} for c in legal],
    }


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def careful_card(hand: str, trick: str = "", **kw: Any) -> str:
    action = careful_policy(play_obs(hand, trick, **kw), random.Random(0))
    return str(action["play"])


FILLER = "2H 3H 4H 5H 6H 2D 3D 4D"  # eight cards of no interest to the tests


def test_follows_low_when_it_cannot_win() -> None:
    assert careful_card("5S 9S KS " + FILLER + " 7C", "AS") == "5S"


def test_last_in_the_trick_wins_with_the_lowest_winning_card() -> None:
    assert careful_card("2S TS QS KS " + FILLER, "5S 9S") == "TS"


def test_second_seat_wins_with_the_lowest_sure_winner() -> None:
    # holding the ace, the king is sure too: it wins as cheaply as is sure
    assert careful_card("3S KS AS " + FILLER + " 7C", "5S") == "KS"


def test_second_seat_follows_low_when_a_later_seat_may_go_over() -> None:
    assert careful_card("3S QS " + FILLER + " 7C 8C", "5S") == "3S"


def test_the_public_cut_card_counts() -> None:
    # dealer 0 led the five and still holds the cut ace of spades: the seat
    # after the next cannot hold it, so the king is sure in second seat
    assert careful_card("4S KS " + FILLER + " 7C 8C", "5S", cut="AS", dealer=0) == "KS"
    # the same hand when the ace may be anywhere: follow low
    assert careful_card("4S KS " + FILLER + " 7C 8C", "5S", cut="TD", dealer=0) == "4S"


def test_discards_from_the_shortest_side_suit_to_make_a_void_in_a_trump_hand() -> None:
    # hearts trump; the diamond lead was ruffed with the top trump, so the
    # seat cannot win: it throws its singleton spade, keeping its trumps
    hand = "4S 2H 3H 2C 7C 9C JC 5C 6C 8C TC QC"
    assert careful_card(hand, "5D AH", contract="trump:H", cut="6H") == "4S"


def test_ruffs_when_no_later_seat_can_overruff() -> None:
    hand = "4S 2H 3H 2C 7C 9C JC 5C 6C 8C TC QC"
    assert careful_card(hand, "5D KD", contract="trump:H", cut="6H") == "2H"


def test_draws_trumps_with_the_top_trump() -> None:
    hand = "AH 7H 3H 5S 8S 2D 3D 4D 9C 6C 5C 4C"
    assert careful_card(hand, contract="trump:H", cut="6H", dealer=1) == "AH"


def test_cashes_a_sure_winner_before_leading_low() -> None:
    assert careful_card("AS 4S 5S 6S 7S 2D 3D 4D 5D 6D 7D 8D") == "AS"


def test_nullo_ducks_with_the_highest_card_below_the_winner() -> None:
    # the ace is the lowest card under Nullo
    hand = "AS 2S 5S 8S JS KS " + "2H 3H 4H 5H 6H 7H"
    assert careful_card(hand, "9S", contract="nullo", cut="3D") == "8S"


def test_nullo_last_seat_that_must_win_wins_with_its_highest_card() -> None:
    hand = "7S JS " + FILLER + " 2C 3C"
    assert careful_card(hand, "3S 4S", contract="nullo", cut="3D") == "JS"


def test_nullo_void_throws_a_high_card() -> None:
    hand = "KC 2H 3H 4H 5H 6H 7H 8H 2D 3D 4D 5D"
    assert careful_card(hand, "9S", contract="nullo", cut="3D") == "KC"


def test_exchange_keeps_trumps_and_throws_low_side_cards() -> None:
    contract = parse_contract("trump:H")
    hand = cards("AH KH 7H 3H AS 2S 4D 5D 2C 3C 6C 8C")
    unseen = sum(1 << c for c in range(52) if c not in hand)
    thrown = careful_discards(hand, unseen, contract, 7)
    assert thrown and all(suit_of(c) != 1 for c in thrown)
    assert parse_card("AS") not in thrown and parse_card("2C") in thrown


def test_nullo_exchange_throws_high_cards_and_keeps_low_ones() -> None:
    contract = parse_contract("nullo")
    hand = cards("KS QS AH 2H 3D 4D KD 2C 3C 4C 5C JC")
    unseen = sum(1 << c for c in range(52) if c not in hand)
    thrown = careful_discards(hand, unseen, contract, 7)
    assert {parse_card("KS"), parse_card("QS"), parse_card("KD")} <= set(thrown)
    assert not {parse_card("AH"), parse_card("2H"), parse_card("2C")} & set(thrown)


@pytest.mark.parametrize("game_name", ["hornafjardar", "classic"])
def test_whole_hands_of_careful_play_are_legal(game_name: str) -> None:
    """Careful in every seat over seeded hands: the engine refuses any
    illegal action, so finishing each hand is the check."""
    for seed in range(12):
        game = new_game(game_name, seed=7000 + seed)
        hand = game.hand
        assert hand is not None
        step = 0
        while not hand.finished:
            seat = game.to_act
            assert seat is not None
            action = careful_policy(game.observation(seat), random.Random(seed * 100 + step))
            game.apply(action_from_json(action), auto_deal=False)
            step += 1


@pytest.mark.parametrize("game_name", ["hornafjardar", "classic"])
def test_answers_are_legal_in_random_positions(game_name: str) -> None:
    for game in random_positions(game_name, 40, seed=36):
        seat = game.to_act
        assert seat is not None
        assert_legal(game, careful_policy(game.observation(seat), random.Random(1)))
