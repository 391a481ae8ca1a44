"""docs/RULES.md §2: traditional running scoring and Classic Manni."""

from __future__ import annotations

import pytest

from manni_desktop.engine import Game, Play, RecordProblem, Swap, new_game, parse_card
from manni_desktop.games.manni.rules import ManniHand

from .helpers import build_deck, cards, record
from .test_hornafjardar_rules import game_with_hands

# -- traditional (running) scoring ----------------------------------------------


def test_running_score_is_one_net_per_player() -> None:
    game = game_with_hands([[6, 3, 3], [2, 5, 5]], scoring="running")
    assert game.totals()["net"] == [0, 0, 0]


def test_running_ends_when_one_player_alone_holds_ten_or_more() -> None:
    hands = [[12, 0, 0], [7, 5, 0]]  # seat 0: +8 +3 = 11
    game = game_with_hands(hands, scoring="running")
    assert game.over and game.winners == [0]


def test_running_plays_on_while_the_top_score_is_shared() -> None:
    hands = [[12, 0, 0], [0, 12, 0], [7, 5, 0], [5, 7, 0]]
    game = game_with_hands(hands, scoring="running")
    net = game.totals()["net"]
    assert net[0] == net[1] == 8 + -4 + 3 + 1
    assert not game.over
    game = game_with_hands(hands + [[6, 6, 0], [6, 5, 1]], scoring="running")
    # after the 5th hand both have 10 (shared: play on); the 6th breaks the tie
    assert game_with_hands(hands + [[6, 6, 0]], scoring="running").totals()["net"][:2] == [10, 10]
    assert not game_with_hands(hands + [[6, 6, 0]], scoring="running").over
    assert game.over and game.winners == [0]


def test_columns_scoring_is_the_default() -> None:
    assert new_game("hornafjardar", seed=1).options == {"scoring": "columns"}


# -- classic Manni ---------------------------------------------------------------

LEFT = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S")
RIGHT = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H")
DEALER = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D")
MANNI = cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C")


def classic_game(first_dealer: int = 0, actions: list[dict[str, object]] | None = None) -> Game:
    deck = build_deck(LEFT, RIGHT, DEALER, MANNI, classic=True)
    rec = record(deck, actions or [], first_dealer, game="classic")
    return Game.from_record(rec, deal_next=False)


def classic_hand(game: Game) -> ManniHand:
    assert isinstance(game.hand, ManniHand)
    return game.hand


def test_classic_uses_48_cards_without_twos() -> None:
    deck = new_game("classic", seed=1).rules.deck()
    assert len(deck) == 48 and not any(c % 13 == 0 for c in deck)


def test_classic_deals_3_3_3_3_and_leaves_12_in_the_manni() -> None:
    hand = classic_hand(classic_game())
    assert sorted(hand.hand_cards(1)) == sorted(LEFT)
    assert sorted(hand.hand_cards(2)) == sorted(RIGHT)
    assert sorted(hand.hand_cards(0)) == sorted(DEALER)
    assert sorted(hand.manni) == sorted(MANNI)


def test_classic_trump_rotates_hearts_spades_diamonds_clubs() -> None:
    game = new_game("classic", seed=2)
    codes = []
    for _ in range(5):
        codes.append(classic_hand(game).contract.code())
        while game.hand is not None and not game.hand.finished and not game.over:
            actions = game.legal_actions()
            game.apply(actions[0], auto_deal=False)
        game.deal()
    assert codes == ["trump:H", "trump:S", "trump:D", "trump:C", "trump:H"]


def test_classic_has_no_cut_card() -> None:
    game = classic_game()
    assert classic_hand(game).cut is None
    assert game.observation(0)["cut"] is None and game.summary()["hands"][0]["cut"] is None


def test_classic_swap_order_left_right_dealer() -> None:
    game = classic_game()
    assert game.phase == "swap" and game.to_act == 1
    game.apply(Swap(1, False), auto_deal=False)
    assert game.to_act == 2
    game.apply(Swap(2, False), auto_deal=False)
    assert game.to_act == 0
    game.apply(Swap(0, False), auto_deal=False)
    assert game.phase == "play" and game.to_act == 1


def test_classic_swap_takes_the_whole_manni_and_ends_the_phase() -> None:
    game = classic_game()
    game.apply(Swap(1, False), auto_deal=False)
    game.apply(Swap(2, True), auto_deal=False)
    hand = classic_hand(game)
    assert sorted(hand.hand_cards(2)) == sorted(MANNI)
    assert hand.discards[2] == sorted(RIGHT)  # the discarded hand is out of the game
    assert game.phase == "play" and game.to_act == 1  # the dealer is not asked
    assert game.observation(0)["exchanges"] == [
        {"seat": 1, "swap": False}, {"seat": 2, "swap": True}
    ]


def test_classic_action_after_a_swap_is_refused_in_records() -> None:
    with pytest.raises(RecordProblem, match="hand 1, action 2: seat 1 cannot swap during the play"):
        classic_game(actions=[{"seat": 1, "swap": True}, {"seat": 1, "swap": False}])


def test_classic_trump_of_hand_zero_is_hearts_and_wins_tricks() -> None:
    game = classic_game()
    for seat in (1, 2, 0):
        game.apply(Swap(seat, False), auto_deal=False)
    game.apply(Play(1, parse_card("AS")), auto_deal=False)
    game.apply(Play(2, parse_card("4H")), auto_deal=False)  # void: may trump
    game.apply(Play(0, parse_card("3D")), auto_deal=False)
    assert classic_hand(game).tricks[-1].winner == 2
    assert game.options == {"scoring": "running"}


def test_classic_refuses_columns_scoring() -> None:
    with pytest.raises(RecordProblem, match="scoring='columns' is not allowed for classic"):
        Game.from_record({**record([], [], game="classic"), "options": {"scoring": "columns"}})
