"""docs/RULES.md §3: Manillen, one named test per rule and worked example."""

from __future__ import annotations

import json
import random

import pytest

from manni_desktop.engine import Declare, Game, Play, RecordProblem, RuleError, new_game
from manni_desktop.engine.actions import Phase
from manni_desktop.engine.cards import card_text
from manni_desktop.games.manillen.rules import CARD_POINTS, ManillenHand

from .helpers import cards, manillen_deck


def manillen_game(by_seat: dict[int, list[int]], declare: str | None, dealer: int = 0,
                  plays: list[tuple[int, str]] = ()) -> Game:  # type: ignore[assignment]
    actions: list[dict[str, object]] = []
    if declare is not None:
        actions.append({"seat": dealer, "declare": declare})
    actions += [{"seat": s, "play": c} for s, c in plays]
    rec = {"format": "manni-record/1", "game": "manillen", "first_dealer": dealer,
           "hands": [{"deck": manillen_deck(by_seat, dealer), "actions": actions}]}
    return Game.from_record(rec, deal_next=False)


def legal(game: Game) -> set[str]:
    return {card_text(a.card) for a in game.legal_actions() if isinstance(a, Play)}


# Dealer 0: seat 1 leads. Seats 1 and 3 are opponents of seats 0 and 2.
HANDS = {
    1: cards("JC 8C 7H 8H 9H 7S 8S 9S"),
    2: cards("TC AC 7D KH QH JH TS AS"),
    3: cards("KC 9C TD AD KD QD JD 9D"),
    0: cards("QC 7C 8D TH AH KS QS JS"),
}


def test_thirty_two_cards_and_sixty_points() -> None:
    deck = new_game("manillen", seed=1).rules.deck()
    assert len(deck) == 32 and sum(CARD_POINTS[c] for c in deck) == 60
    assert {card_text(c)[0] for c in deck} == set("789TJQKA")


def test_deal_is_3_2_3_starting_left_of_dealer() -> None:
    game = manillen_game(HANDS, None)
    hand = game.hand
    assert isinstance(hand, ManillenHand)
    deck = [c for c in hand.deck]
    assert deck[:3] == HANDS[1][:3] and deck[3:6] == HANDS[2][:3]
    assert deck[12:14] == HANDS[1][3:5]
    for seat in range(4):
        assert sorted(hand.hand_cards(seat)) == sorted(HANDS[seat])


def test_the_dealer_declares_and_may_not_pass() -> None:
    game = manillen_game(HANDS, None)
    assert game.phase == "declare" and game.to_act == 0
    assert {a.trump for a in game.legal_actions() if isinstance(a, Declare)} == {0, 1, 2, 3, None}
    with pytest.raises(RuleError):
        game.apply(Play(0, HANDS[0][0]), auto_deal=False)


def test_dealers_partner_sees_no_cards_before_the_declaration() -> None:
    game = manillen_game(HANDS, None)
    assert game.observation(2)["hand"] == []
    assert len(game.observation(1)["hand"]) == 8
    game.apply(Declare(0, 2), auto_deal=False)
    assert len(game.observation(2)["hand"]) == 8


def test_left_of_dealer_leads() -> None:
    assert manillen_game(HANDS, "D").to_act == 1


def test_example_qc_must_be_played_over_jc() -> None:
    hands = {1: cards("JC 8C 7H 8H 9H 7S 8S 9S"), 2: cards("QC 7C 7D KH QH JH TS AS"),
             3: cards("KC 9C TD AD KD QD JD 9D"), 0: cards("TC AC 8D TH AH KS QS JS")}
    game = manillen_game(hands, "D", plays=[(1, "JC")])
    assert legal(game) == {"QC"}  # holding QC and 7C: must play QC
    with pytest.raises(RuleError, match="must beat"):
        game.apply(Play(2, cards("7C")[0]), auto_deal=False)


def test_partner_winning_need_not_beat() -> None:
    game = manillen_game(HANDS, "D", plays=[(1, "8C"), (2, "AC")])
    # seat 3 must beat? seat 2 (opponent of 3) is winning with AC; seat 3 has KC 9C: can't beat
    assert legal(game) == {"KC", "9C"}
    game.apply(Play(3, cards("9C")[0]), auto_deal=False)
    assert legal(game) == {"QC", "7C"}  # seat 0's partner (2) is winning: any club


TRUMPING = {1: cards("KC 8C 7H 8H 9H 7S 8S 9S"), 2: cards("TC AC 7D KH QH JH TS AS"),
            3: cards("QC 9C TD AD KD QD JD 9D"), 0: cards("JC 7C 8D TH AH KS QS JS")}


def test_void_with_an_opponent_winning_must_trump() -> None:
    game = manillen_game(TRUMPING, "D", plays=[(1, "7H"), (2, "JH")])
    # seat 3 has no hearts and seat 2, an opponent, is winning: trump
    assert legal(game) == {"TD", "AD", "KD", "QD", "JD", "9D"}


def test_opponent_trumped_you_follow_without_beating_the_trump() -> None:
    game = manillen_game(TRUMPING, "D", plays=[(1, "7H"), (2, "JH"), (3, "9D")])
    assert legal(game) == {"TH", "AH"}  # follow hearts; no need to beat 9D


def test_partner_winning_need_not_be_beaten() -> None:
    game = manillen_game(TRUMPING, "D", plays=[(1, "KC"), (2, "AC")])
    # seat 3 follows clubs with QC/9C (can't beat AC); then seat 0, whose partner wins,
    # plays any club: no duty to beat the partner's card
    game.apply(Play(3, cards("9C")[0]), auto_deal=False)
    assert legal(game) == {"JC", "7C"}


def test_opponent_trumped_plain_lead_void_player_must_overtrump_if_able() -> None:
    hands = {1: cards("7H 8H 9H 7S 8S 9S 8C 7C"), 2: cards("TS AS KS QS JS 7D TC AC"),
             3: cards("KH QH JH TH AH 8D KC 9C"), 0: cards("TD AD KD QD JD 9D QC JC")}
    # dealer 0 declares diamonds. seat 1 leads 7S, seat 2 plays AS (winning), seat 3 is void in
    # spades with an opponent (2) winning: must trump with 8D.
    game = manillen_game(hands, "D", plays=[(1, "7S")])
    game.apply(Play(2, cards("AS")[0]), auto_deal=False)
    assert legal(game) == {"8D"}
    game.apply(Play(3, cards("8D")[0]), auto_deal=False)
    # seat 0, void in spades, opponent 3 winning with 8D: must over-trump (any higher diamond)
    assert legal(game) == {"TD", "AD", "KD", "QD", "JD", "9D"}


def test_no_under_trumping_even_when_partner_wins() -> None:
    hands = {1: cards("7H 8H 9H 7S 8S 9S 8C 7C"), 2: cards("TS AS KS QS JS 7D TC AC"),
             3: cards("KH QH JH TH AH 8D KC 9C"), 0: cards("TD 9D QC JC AD KD QD JD")}
    # clubs? use diamonds trump: seat 1 leads 7H, seat 2 void in hearts trumps with 7D,
    # seat 3 follows hearts with AH; seat 0 void in hearts, partner (2) winning with 7D.
    game = manillen_game(hands, "D", plays=[(1, "7H"), (2, "7D"), (3, "AH")])
    # seat 0 may discard clubs or over-trump, but never under-trump (there is no lower trump
    # than 7D, so every diamond is higher: all cards allowed)
    assert legal(game) == {"TD", "9D", "QC", "JC", "AD", "KD", "QD", "JD"}


def test_under_trump_forbidden_unless_only_lower_trumps() -> None:
    hands = {1: cards("7H 8H 9H 7S 8S 9S 8C 7C"), 2: cards("TS AS KS QS JS TD TC AC"),
             3: cards("KH QH JH TH AH AD KC 9C"), 0: cards("7D 8D 9D JD QD KD QC JC")}
    game = manillen_game(hands, "D", plays=[(1, "7H"), (2, "TD"), (3, "AH")])
    # partner 2 is winning with the top trump TD; seat 0 may not under-trump: clubs only
    assert legal(game) == {"QC", "JC"}
    with pytest.raises(RuleError, match="under-trump"):
        game.apply(Play(0, cards("7D")[0]), auto_deal=False)


def test_only_lower_trumps_left_may_be_played() -> None:
    hands = {1: cards("7H 8H 9H 7S 8S 9S 8C 7C"), 2: cards("TS AS KS QS JS TD TC AC"),
             3: cards("KH QH JH TH AH AD KC 9C"), 0: cards("7D 8D 9D JD QD KD QC JC")}
    game = manillen_game(hands, "D", plays=[(1, "7H"), (2, "TD"), (3, "AH")])
    assert isinstance(game.hand, ManillenHand)
    hand = game.hand
    hand.hands[0] = sum(1 << c for c in cards("7D 8D"))  # a hand of lower trumps only
    hand.trick_leader, hand.trick_cards, hand.to_act = 1, cards("7H TD AH"), 0
    assert legal(game) == {"7D", "8D"}


def test_no_trump_follow_suit_compulsory_and_nobody_trumps() -> None:
    game = manillen_game(HANDS, "NT", plays=[(1, "7H")])
    assert legal(game) == {"KH", "QH", "JH"}
    game = manillen_game(HANDS, "NT", plays=[(1, "7S"), (2, "TS")])
    assert legal(game) == {"KC", "9C", "TD", "AD", "KD", "QD", "JD", "9D"}  # void: anything


def test_ten_is_the_highest_card() -> None:
    game = manillen_game(HANDS, "NT", plays=[(1, "7S"), (2, "TS"), (3, "TD"), (0, "KS")])
    assert isinstance(game.hand, ManillenHand) and game.hand.tricks[-1].winner == 2


def scored_hand(points_side0: int, trump: int | None, doubled: bool = False,
                sweep_side: int | None = None) -> ManillenHand:
    hand = ManillenHand([c for c in range(52) if c % 13 >= 5], 0, 0, doubled)
    hand.trump, hand.declared, hand.phase, hand.to_act = trump, True, Phase.DONE, None
    hand.card_points = lambda: [points_side0, 60 - points_side0]  # type: ignore[method-assign]
    from manni_desktop.engine.rules import Trick
    winners = [0] * 8 if sweep_side == 0 else [1] * 8 if sweep_side == 1 else [0, 1] * 4
    hand.tricks = [Trick(0, (), w) for w in winners]
    return hand


def test_example_no_trump_38_scores_16() -> None:
    assert scored_hand(38, None).score() == [16, 0]


def test_excess_over_thirty_only_for_the_winning_side() -> None:
    assert scored_hand(25, 1).score() == [0, 5]


def test_tie_scores_nothing_and_doubles_the_next_deal() -> None:
    assert scored_hand(30, 1).score() == [0, 0]
    assert scored_hand(30, 1).tied
    assert scored_hand(35, 1, doubled=True).score() == [10, 0]


def test_multipliers_combine_and_a_sweep_doubles() -> None:
    assert scored_hand(60, None, doubled=True, sweep_side=0).score() == [30 * 8, 0]


def test_pending_double_does_not_accumulate_and_decisive_deal_clears_it() -> None:
    rules = new_game("manillen", seed=1).rules
    deck = rules.deck()
    tie = scored_hand(30, 1)
    tie2 = scored_hand(30, 1, doubled=True)
    after_two_ties = rules.new_hand(deck, 0, [tie, tie2], {})
    assert isinstance(after_two_ties, ManillenHand) and after_two_ties.doubled
    decisive = scored_hand(40, 1, doubled=True)
    after = rules.new_hand(deck, 0, [tie, decisive], {})
    assert isinstance(after, ManillenHand) and not after.doubled


def test_game_to_101_after_a_complete_deal() -> None:
    for seed in range(5):
        game = new_game("manillen", seed=seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        score = game.totals()["score"]
        assert max(score) >= 101 > min(score)
        side = score.index(max(score))
        assert game.winners == [side, side + 2]
        out = json.loads(json.dumps(game.summary()))
        assert set(out["hands"][0]) == {"dealer", "declared", "tricks", "points", "score"}
        assert out["next"] is None and out["over"] is True


def test_manillen_takes_no_options() -> None:
    rec = {"format": "manni-record/1", "game": "manillen", "first_dealer": 0,
           "options": {"scoring": "columns"}, "hands": []}
    with pytest.raises(RecordProblem, match="takes no options"):
        Game.from_record(rec)


def test_manillen_observation_has_score_partner_declared_and_no_cut() -> None:
    game = manillen_game(HANDS, "S")
    obs = game.observation(1)
    assert obs["score"] == [0, 0] and obs["partner"] == 3 and obs["declared"] == "S"
    assert "cut" not in obs and "plus" not in obs
    assert obs["legal"] and obs["seats"] == 4
