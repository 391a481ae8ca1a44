"""The review's marks on constructed hands where the best card is known.

The deal below gives the human (seat 0, first to lead under no-trump) the
eleven spades from the ace down to the four and the two of hearts, while
both opponents hold hearts.  Leading a spade wins a sure trick; leading the
two of hearts loses one for certain (any heart beats it) and hands the lead
to an opponent.  So every spade lead is good and the heart lead a mistake,
whatever the hidden cards are, early (sampled play-outs) or late (with the
exact solver and every hand visible).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from manni_desktop.ai import choose_action
from manni_desktop.ai.review import (
    FORCED,
    GOOD,
    MISTAKEN,
    Decision,
    ReviewError,
    decision_points,
    hint_options,
    review_decision,
    review_hand,
)
from manni_desktop.engine.actions import Play, action_from_json, action_to_json
from manni_desktop.engine.cards import card_text, parse_card, suit_of
from manni_desktop.engine.game import Game, get_rules, new_game
from manni_desktop.games.manni.bots.exchange_search import rule_discards
from manni_desktop.games.manni.bots.levels import HARD
from manni_desktop.games.manni.bots.view import parse_view
from manni_desktop.games.manni.rules import ManniHand

from .positions import played_card

HUMAN = 0
HEARTS = 1


def _hand(game: Game) -> ManniHand:
    hand = game.hand
    assert isinstance(hand, ManniHand)
    return hand


def _cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def constructed_deck() -> list[int]:
    """Deal order: per round of 4, Manni 4, left (seat 0) 3, right (seat 1) 3,
    dealer (seat 2) 3; the last card, the cut, is the dealer's."""
    seat0 = _cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 2H")
    seat1 = _cards("3H 4H 5H 6H 7H 8H 2C 3C 4C 5C 6C 7C")
    seat2 = _cards("9H TH JH QH KH AH 2D 3D 4D 5D 6D AD")  # AD last: the cut, no-trump
    used = set(seat0) | set(seat1) | set(seat2)
    manni = [c for c in range(52) if c not in used]
    deck: list[int] = []
    for r in range(4):
        deck += manni[4 * r:4 * r + 4]
        deck += seat0[3 * r:3 * r + 3]
        deck += seat1[3 * r:3 * r + 3]
        deck += seat2[3 * r:3 * r + 3]
    assert deck[-1] == parse_card("AD")
    return deck


def constructed_record(heart_at_trick: int) -> dict[str, Any]:
    """Everyone keeps their hand; the human leads spades, except the two of
    hearts at trick ``heart_at_trick``; the others keep their hearts."""
    game = Game(get_rules("hornafjardar"), {"scoring": "columns"}, first_dealer=2, seed=0)
    game.deal(constructed_deck())
    game.apply(action_from_json({"seat": 0, "exchange": []}), auto_deal=False)
    game.apply(action_from_json({"seat": 1, "exchange": []}), auto_deal=False)
    game.apply(action_from_json({"seat": 2, "exchange": []}), auto_deal=False)
    assert _hand(game).contract.code() == "notrump"
    while game.to_act == HUMAN or not _hand(game).finished:
        seat = game.to_act
        if seat == HUMAN and not _hand(game).trick_cards:
            trick = len(_hand(game).tricks) + 1
            hand = _hand(game).hand_cards(HUMAN)
            heart = parse_card("2H")
            card = heart if trick == heart_at_trick and heart in hand else next(
                c for c in sorted(hand, reverse=True) if c != heart or len(hand) == 1)
            game.apply(Play(seat, card), auto_deal=False)
        else:  # the opponents keep their hearts to the end
            legal = game.legal_actions()
            game.apply(min(legal, key=lambda a: suit_of(played_card(a)) == HEARTS), auto_deal=False)
        if _hand(game).finished:
            break
    return game.to_record()


def _decision_at_trick(record: dict[str, Any], trick: int) -> Decision:
    actions = record["hands"][0]["actions"]
    for index in decision_points(record, 0, HUMAN):
        plays_before = sum("play" in a for a in actions[:index])
        if "play" in actions[index] and plays_before // 3 + 1 == trick:
            decision = review_decision(record, 0, index, seed=index)
            assert decision.trick == trick
            return decision
    raise AssertionError(f"no decision at trick {trick}")


def test_a_sure_trick_thrown_away_early_is_a_mistake() -> None:
    record = constructed_record(heart_at_trick=1)
    decision = _decision_at_trick(record, 1)
    assert decision.chosen.action["play"] == "2H"
    assert decision.mark == MISTAKEN
    assert decision.best.action["play"].endswith("S")
    assert decision.loss >= 0.8
    assert decision.chosen.exact is None  # 36 cards: beyond the exact solver


def test_a_sure_trick_thrown_away_late_is_a_mistake_also_with_every_card_visible() -> None:
    record = constructed_record(heart_at_trick=9)
    decision = _decision_at_trick(record, 9)
    assert decision.chosen.action["play"] == "2H"
    assert decision.mark == MISTAKEN
    assert decision.best.action["play"].endswith("S")
    assert decision.best_exact is not None and decision.chosen.exact is not None
    assert decision.best_exact - decision.chosen.exact >= 1
    # the same hand's spade leads before it were the best cards
    for trick in (2, 5, 8):
        assert _decision_at_trick(record, trick).mark in (GOOD, FORCED)


def test_expected_tricks_add_up_to_what_the_hand_can_give() -> None:
    record = constructed_record(heart_at_trick=12)
    decision = _decision_at_trick(record, 3)
    assert decision.mark in (GOOD, FORCED)
    # leading spades wins the 11 spade tricks for sure, and the last with the
    # two of hearts only if both opponents are out of hearts by then
    assert 11.0 - 1e-9 <= decision.best.expected <= 12.0 + 1e-9
    spades = [o for o in decision.options if o.action["play"].endswith("S")]
    assert max(o.expected for o in spades) - min(o.expected for o in spades) < 1e-9


def test_review_steps_are_plain_json_and_read_back() -> None:
    record = constructed_record(heart_at_trick=1)
    decisions = review_hand(record, 0, HUMAN)
    assert [d.kind for d in decisions][:2] == ["exchange", "play"]
    assert len(decisions) == 13  # the exchange and twelve cards
    for d in decisions:
        again = Decision.from_json(json.loads(json.dumps(d.to_json())))
        assert again == d
        assert any(o.action == d.chosen.action for o in d.options)
        # best first; under no-trump hard's exchange is the rule's, which leads
        ranked = d.options[1:] if d.kind == "exchange" else d.options
        assert ranked == sorted(ranked, key=lambda o: -o.value)
        assert d.loss >= 0


@pytest.mark.parametrize("game_name", ["hornafjardar", "classic", "manillen", "mizerka"])
def test_every_decision_of_a_played_hand_is_reviewed(game_name: str) -> None:
    game = new_game(game_name, None, seed=5)
    while not game.hands[0].finished:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "easy", seat)),
                   auto_deal=False)
    record = game.to_record()
    decisions = review_hand(record, 0, HUMAN)
    mine = [a for a in record["hands"][0]["actions"] if a["seat"] == HUMAN]
    assert [d.chosen.action for d in decisions] == [
        action_to_json(action_from_json(a)) for a in mine]
    unit = "points" if game_name == "manillen" else "tricks"
    assert {d.unit for d in decisions} == {unit}
    for d in decisions:
        if d.kind == "play" and len(d.options) == 1:
            assert d.mark == FORCED


def test_bad_requests_are_review_errors() -> None:
    record = constructed_record(heart_at_trick=1)
    with pytest.raises(ReviewError):
        review_decision(record, 3, 0)
    with pytest.raises(ReviewError):
        review_decision(record, 0, 999)
    with pytest.raises(ReviewError):
        decision_points(record, 0, 7)
    broken = json.loads(json.dumps(record))
    broken["hands"][0]["actions"][5] = {"seat": 0, "play": "ZZ"}
    with pytest.raises(ReviewError):
        review_decision(broken, 0, 5)
    with pytest.raises(ReviewError):
        review_decision({"format": "nonsense"}, 0, 0)


def test_the_hint_names_the_best_card_with_its_margin() -> None:
    record = constructed_record(heart_at_trick=12)
    cut = json.loads(json.dumps(record))
    cut["hands"][0]["actions"] = cut["hands"][0]["actions"][:3]  # the human to lead trick 1
    game = Game.from_record(cut, seed=0, deal_next=False)
    hint = hint_options(game.observation(HUMAN))
    assert hint["unit"] == "tricks"
    assert hint["action"]["play"].endswith("S")
    values = [o["value"] for o in hint["options"]]
    assert values == sorted(values, reverse=True)
    heart = next(o for o in hint["options"] if o["action"]["play"] == "2H")
    assert values[0] - heart["value"] >= 0.8


def _notrump_exchange() -> Game:
    for seed in range(1, 50):
        game = new_game("hornafjardar", None, seed=seed)
        seat = game.to_act
        assert seat is not None
        view = parse_view(game.observation(seat))
        if view.trump < 0 and not view.nullo and view.allowance:
            return game
    raise AssertionError("no no-trump deal")


def test_under_notrump_the_exchange_hint_and_review_follow_hard_and_the_rule() -> None:
    """Hard exchanges by the rule under no-trump (its search changed too few
    cards there), so the hint offers the rule's cards, and a player who
    changes them is not marked down for it by the search's numbers."""
    game = _notrump_exchange()
    seat = game.to_act
    assert seat is not None
    view = parse_view(game.observation(seat))
    rule = [card_text(c) for c in rule_discards(view)]
    budget = replace(HARD, exchange_evaluations=120, exchange_candidates=5)
    hint = hint_options(game.observation(seat), seed=3, budget=budget)
    assert hint["action"]["exchange"] == rule
    assert len(hint["options"]) >= 2
    assert choose_action(game.observation(seat), "hard", 3)["exchange"] == rule
    game.apply(action_from_json({"seat": seat, "exchange": rule}), auto_deal=False)
    record = game.to_record()
    decision = review_decision(record, 0, 0, seed=3, budget=budget)
    assert decision.kind == "exchange"
    assert decision.best.action["exchange"] == rule
    assert decision.loss == 0.0
    assert decision.mark == GOOD


def test_a_manillen_hint_is_a_legal_card() -> None:
    game = new_game("manillen", None, seed=2)
    while game.to_act != HUMAN or game.phase != "play":
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "easy", 1)),
                   auto_deal=False)
    obs = game.observation(HUMAN)
    hint = hint_options(obs)
    assert hint["unit"] == "points"
    legal = [a["play"] for a in obs["legal"]]
    assert hint["action"]["play"] in legal
    assert sorted(o["action"]["play"] for o in hint["options"]) == sorted(legal)
    assert card_text(parse_card(hint["action"]["play"])) == hint["action"]["play"]


def test_a_contract_choice_is_reviewed_against_every_contract_left() -> None:
    """Mizerka: forehand's choice is weighed against all six contracts (the
    value is the score this deal beyond what the contract is worth later),
    the exchange's chosen set is among the options even if the search would
    not have tried it."""
    rules_game = next(new_game("mizerka", None, seed=s) for s in range(100)
                      if new_game("mizerka", None, seed=s).first_dealer == 2)
    game = rules_game
    while not game.hands[0].finished:
        seat = game.to_act
        assert seat is not None
        answer = choose_action(game.observation(seat), "random", seat)
        game.apply(action_from_json(answer), auto_deal=False)
    decisions = review_hand(game.to_record(), 0, HUMAN)
    choice, exchange = decisions[0], decisions[1]
    assert choice.kind == "choose" and len(choice.options) == 6
    assert {o.action["choose"] for o in choice.options} == {"S", "H", "D", "C", "NT", "M"}
    assert choice.options == sorted(choice.options, key=lambda o: -o.value)
    assert exchange.kind == "exchange" and exchange.chosen in exchange.options
    assert all(d.unit == "tricks" for d in decisions)
