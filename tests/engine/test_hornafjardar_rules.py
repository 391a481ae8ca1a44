"""One named test per rule and worked example of docs/RULES.md §1 (Hornafjarðar Manni)."""

from __future__ import annotations

import pytest

from manni_desktop.engine import Exchange, Game, Play, RuleError, new_game, parse_card
from manni_desktop.engine.actions import Phase
from manni_desktop.engine.cards import card_text
from manni_desktop.engine.contracts import NOTRUMP, NULLO, TRUMP, contract_from_cut
from manni_desktop.games.manni.rules import ManniHand

from .helpers import build_deck, cards, record

# Dealer 0, so left of dealer is 1 and right of dealer is 2.
LEFT = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S")
RIGHT = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H")
DEALER = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 7C")  # cut card 7C: clubs trump
MANNI = cards("2S 2H 2D 3D AC KC QC JC TC 9C 8C 6C 5C 4C 3C 2C")


def game_from(deck: list[str], actions: list[dict[str, object]] | None = None,
              first_dealer: int = 0, options: dict[str, str] | None = None) -> Game:
    rec = record(deck, actions or [], first_dealer)
    if options is not None:
        rec["options"] = options
    return Game.from_record(rec, deal_next=False)


def standard_game() -> Game:
    return game_from(build_deck(LEFT, RIGHT, DEALER, MANNI))


def hand_of(game: Game) -> ManniHand:
    hand = game.hand
    assert isinstance(hand, ManniHand)
    return hand


# -- cut and contract ----------------------------------------------------------

@pytest.mark.parametrize("rank", "2345")
def test_cut_two_to_five_is_nullo(rank: str) -> None:
    assert contract_from_cut(parse_card(rank + "H")).kind == NULLO


@pytest.mark.parametrize("rank", "6789")
def test_cut_six_to_nine_makes_its_suit_trump(rank: str) -> None:
    for suit in "SHDC":
        contract = contract_from_cut(parse_card(rank + suit))
        assert contract.kind == TRUMP and contract.code() == f"trump:{suit}"


@pytest.mark.parametrize("rank", "TJQKA")
def test_cut_ten_to_ace_is_notrump(rank: str) -> None:
    assert contract_from_cut(parse_card(rank + "D")).kind == NOTRUMP


def test_cut_card_is_last_dealt_and_reaches_the_dealer() -> None:
    game = standard_game()
    hand = hand_of(game)
    assert hand.cut == parse_card("7C") == hand.deck[-1]
    assert parse_card("7C") in hand.hand_cards(hand.dealer)
    assert hand.contract.code() == "trump:C"


def test_cut_card_is_public_in_every_observation() -> None:
    game = standard_game()
    for seat in range(3):
        assert game.observation(seat)["cut"] == "7C"


# -- table and deal ------------------------------------------------------------

def test_deal_is_4_3_3_3_to_manni_left_right_dealer() -> None:
    deck = [parse_card(c) for c in build_deck(LEFT, RIGHT, DEALER, MANNI)]
    game = game_from([card_text(c) for c in deck])
    hand = hand_of(game)
    for k in range(4):
        base = 13 * k
        assert deck[base:base + 4] == hand.manni[4 * k:4 * k + 4]
        assert set(deck[base + 4:base + 7]) <= set(hand.hand_cards(1))
        assert set(deck[base + 7:base + 10]) <= set(hand.hand_cards(2))
        assert set(deck[base + 10:base + 13]) <= set(hand.hand_cards(0))
    assert [len(hand.hand_cards(s)) for s in range(3)] == [12, 12, 12]
    assert len(hand.manni) == 16


def test_manni_is_a_stack_drawn_from_the_top() -> None:
    deck = build_deck(LEFT, RIGHT, DEALER, MANNI)
    game = game_from(deck, [{"seat": 1, "exchange": ["3S", "4S", "5S", "6S", "7S"]}])
    drawn = set(hand_of(game).hand_cards(1)) - set(LEFT)
    # deck[42], deck[41], deck[40], deck[39], deck[29]
    assert drawn == {parse_card(deck[i]) for i in (42, 41, 40, 39, 29)}


def test_first_dealer_random_and_deal_passes_left() -> None:
    dealers = {new_game("hornafjardar", seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2}
    game = new_game("hornafjardar", seed=7)
    assert [game.dealer_of(k) for k in range(4)] == [
        (game.first_dealer + k) % 3 for k in range(4)
    ]


def test_three_players_and_a_52_card_deck() -> None:
    game = new_game("hornafjardar", seed=1)
    assert game.rules.seats == 3 and len(game.rules.deck()) == 52
    assert game.players == ["You", "Ásta", "Hjörtur"]


# -- exchange ------------------------------------------------------------------

def test_exchange_order_left_right_dealer() -> None:
    game = standard_game()
    assert game.to_act == 1
    game.apply(Exchange(1, ()), auto_deal=False)
    assert game.to_act == 2
    game.apply(Exchange(2, ()), auto_deal=False)
    assert game.to_act == 0
    game.apply(Exchange(0, ()), auto_deal=False)
    assert game.phase == "play"


def test_exchange_allowances_seven_five_and_the_rest() -> None:
    game = standard_game()
    hand = hand_of(game)
    assert hand.exchange_allowance() == 7
    game.apply(Exchange(1, tuple(LEFT[:7])), auto_deal=False)
    assert hand.exchange_allowance() == 5
    game.apply(Exchange(2, tuple(RIGHT[:5])), auto_deal=False)
    assert hand.exchange_allowance() == 4  # 16 - 7 - 5


def test_dealer_allowance_capped_at_twelve() -> None:
    game = standard_game()
    game.apply(Exchange(1, ()), auto_deal=False)
    game.apply(Exchange(2, ()), auto_deal=False)
    assert hand_of(game).exchange_allowance() == 12


def test_exchange_over_the_allowance_is_refused() -> None:
    game = standard_game()
    game.apply(Exchange(1, ()), auto_deal=False)
    with pytest.raises(RuleError, match="exchange of 6 cards over the allowance of 5"):
        game.apply(Exchange(2, tuple(sorted(RIGHT[:6]))), auto_deal=False)


def test_exchange_of_a_card_not_held_is_refused() -> None:
    game = standard_game()
    with pytest.raises(RuleError, match="card not in hand"):
        game.apply(Exchange(1, (parse_card("AH"),)), auto_deal=False)


def test_discards_are_out_of_the_game_and_twelve_cards_kept() -> None:
    game = standard_game()
    game.apply(Exchange(1, tuple(sorted(LEFT[-3:]))), auto_deal=False)
    hand = hand_of(game)
    assert len(hand.hand_cards(1)) == 12
    assert not set(LEFT[-3:]) & set(hand.hand_cards(1))
    assert hand.discards[1] == sorted(LEFT[-3:])
    # others see only the count
    assert game.observation(2)["exchanges"] == [{"seat": 1, "count": 3}]
    assert game.observation(2)["my_discards"] == []
    assert game.observation(1)["my_discards"] == [card_text(c) for c in sorted(LEFT[-3:])]


# -- play ----------------------------------------------------------------------

def after_exchanges(game: Game) -> Game:
    for seat in (1, 2, 0):
        game.apply(Exchange(seat, ()), auto_deal=False)
    return game


def test_left_of_dealer_leads_the_first_trick() -> None:
    game = after_exchanges(standard_game())
    assert game.phase == "play" and game.to_act == 1


def test_must_follow_suit_when_able() -> None:
    left = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H")
    right = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3S")
    game = after_exchanges(game_from(build_deck(left, right, DEALER, MANNI)))
    game.apply(Play(1, parse_card("AS")), auto_deal=False)
    with pytest.raises(RuleError, match=r"seat 2 must follow suit \(holds S\)"):
        game.apply(Play(2, parse_card("AH")), auto_deal=False)
    assert game.legal_actions() == [Play(2, parse_card("3S"))]


def test_void_may_play_anything_and_trumping_is_not_forced() -> None:
    game = after_exchanges(standard_game())  # clubs trump; dealer holds 7C, no spades
    game.apply(Play(1, parse_card("AS")), auto_deal=False)
    game.apply(Play(2, parse_card("3H")), auto_deal=False)
    legal = {a.card for a in game.legal_actions() if isinstance(a, Play)}
    assert legal == set(hand_of(game).hand_cards(0))  # any card, trump or not
    game.apply(Play(0, parse_card("4D")), auto_deal=False)
    assert hand_of(game).tricks[-1].winner == 1


def test_highest_trump_wins_the_trick() -> None:
    game = after_exchanges(standard_game())
    game.apply(Play(1, parse_card("AS")), auto_deal=False)
    game.apply(Play(2, parse_card("3H")), auto_deal=False)
    game.apply(Play(0, parse_card("7C")), auto_deal=False)  # the only trump
    assert hand_of(game).tricks[-1].winner == 0
    assert game.to_act == 0  # the winner leads next


def test_without_trump_highest_card_of_suit_led_wins() -> None:
    dealer = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D TC")  # cut TC: no-trump
    manni = cards("2S 2H 2D 3D AC KC QC JC 7C 9C 8C 6C 5C 4C 3C 2C")
    game = after_exchanges(game_from(build_deck(LEFT, RIGHT, dealer, manni)))
    assert hand_of(game).contract.kind == NOTRUMP
    game.apply(Play(1, parse_card("3S")), auto_deal=False)
    game.apply(Play(2, parse_card("AH")), auto_deal=False)
    game.apply(Play(0, parse_card("AD")), auto_deal=False)
    assert hand_of(game).tricks[-1].winner == 1  # aces of other suits don't win


def test_trump_may_be_led_at_any_time() -> None:
    left = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 8C")
    manni = cards("2S 2H 2D 3D AC KC QC JC TC 9C 3S 6C 5C 4C 3C 2C")
    game = after_exchanges(game_from(build_deck(left, RIGHT, DEALER, manni)))
    game.apply(Play(1, parse_card("8C")), auto_deal=False)  # a trump lead on trick 1
    assert hand_of(game).trick_cards == [parse_card("8C")]


def test_nullo_ace_is_the_lowest_card() -> None:
    dealer = cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3C")  # cut 3C: Nullo
    manni = cards("2S 3H 2D 3D AC KC QC JC TC 9C 8C 6C 5C 4C 7C 2C")
    left = cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 2H")
    right = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3S")
    game = after_exchanges(game_from(build_deck(left, right, dealer, manni)))
    assert hand_of(game).contract.kind == NULLO
    game.apply(Play(1, parse_card("2H")), auto_deal=False)
    game.apply(Play(2, parse_card("AH")), auto_deal=False)
    game.apply(Play(0, parse_card("AD")), auto_deal=False)
    assert hand_of(game).tricks[-1].winner == 1  # 2H beats the ace of hearts
    assert hand_of(game).contract.trump is None


def test_twelve_tricks_are_played() -> None:
    game = after_exchanges(standard_game())
    while not hand_of(game).finished:
        game.apply(game.legal_actions()[0], auto_deal=False)
    assert len(hand_of(game).tricks) == 12 and sum(hand_of(game).tricks_won) == 12


# -- scoring -------------------------------------------------------------------

def finished_hand(kind_cut: str, tricks: list[int], dealer: int = 0) -> ManniHand:
    """A hand whose trick counts are set directly, for the scoring rules."""
    deck = build_deck(LEFT, RIGHT, DEALER[:-1] + cards(kind_cut), MANNI)
    hand = ManniHand([parse_card(c) for c in deck], dealer, 0, classic=False)
    hand.tricks_won = list(tricks)
    hand.phase = Phase.DONE
    hand.to_act = None
    return hand


def test_par_four_example_three_four_five_in_trump() -> None:
    assert finished_hand("7C", [3, 4, 5]).points() == ([0, 0, 1], [1, 0, 0])


def test_nullo_scoring_is_reversed() -> None:
    assert finished_hand("3C", [3, 4, 5]).points() == ([1, 0, 0], [0, 0, 1])


def test_notrump_scores_like_trump() -> None:
    assert finished_hand("KC", [0, 4, 8]).points() == ([0, 0, 4], [4, 0, 0])


def game_with_hands(points: list[list[int]], scoring: str = "columns") -> Game:
    """A game whose finished hands had these trick counts (trump contracts)."""
    game = new_game("hornafjardar", {"scoring": scoring}, seed=1)
    game.hands = [finished_hand("7C", t) for t in points]
    game.actions = [[] for _ in points]
    return game


def test_plus_and_minus_columns_never_cancel() -> None:
    game = game_with_hands([[6, 3, 3], [2, 5, 5]])
    assert game.totals() == {"plus": [2, 1, 1], "minus": [2, 1, 1], "net": [0, 0, 0]}


def test_game_ends_when_a_plus_column_reaches_ten() -> None:
    assert not game_with_hands([[8, 2, 2], [8, 2, 2]]).over  # plus 8
    game = game_with_hands([[8, 2, 2], [8, 2, 2], [6, 3, 3]])  # plus 10
    assert game.over and game.phase == "over" and game.next_turn() is None


def test_highest_net_wins_even_if_another_player_triggered_the_end() -> None:
    # seat 0: 10 plus, 6 minus = net 4; seat 1: 7 plus, 1 minus = net 6 (docs/RULES.md §1).
    hands = [[8, 4, 0], [8, 4, 0], [2, 5, 5], [0, 10, 2]]
    assert not game_with_hands(hands).over  # plus 8 and 7 so far
    game = game_with_hands(hands + [[6, 3, 3]])  # seat 0 reaches 10 plus
    totals = game.totals()
    assert (totals["plus"][0], totals["minus"][0]) == (10, 6)
    assert (totals["plus"][1], totals["minus"][1]) == (7, 1)
    assert game.over and game.winners == [1]


def test_equal_highest_nets_share_the_win() -> None:
    game = game_with_hands([[12, 0, 0], [0, 12, 0]])  # +8 -4 each for seats 0 and 1
    assert game.totals()["net"] == [4, 4, -8]
    game = game_with_hands([[12, 0, 0], [0, 12, 0], [6, 6, 0]])
    assert game.over and game.winners == [0, 1]


def test_live_game_deals_the_next_hand_until_the_end() -> None:
    game = new_game("hornafjardar", seed=3)
    first = game.hand
    game.apply(Exchange(game.to_act or 0, ()))
    while game.hand is first:
        if game.phase == "exchange":
            game.apply(Exchange(game.to_act or 0, ()))
        else:
            game.apply(game.legal_actions()[0])
    assert len(game.hands) == 2 and game.hand is not None and first is not None
    assert game.hand.dealer == (first.dealer + 1) % 3
