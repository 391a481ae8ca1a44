"""The Manillen search's parts: the fast table, what a seat knows, the solver,
and the medium/hard bots (legal, deterministic, sensible declarations)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from manni_desktop.ai import ObservationError, choose_action
from manni_desktop.engine import Game, action_from_json, new_game, parse_card
from manni_desktop.engine.actions import Declare
from manni_desktop.engine.cards import cards_of
from manni_desktop.games.manillen.bots.play import Table, score_difference
from manni_desktop.games.manillen.bots.search import MEDIUM, best_declaration
from manni_desktop.games.manillen.bots.solver import Solver, brute_force, status_of
from manni_desktop.games.manillen.bots.world import knowledge, sample_hands
from manni_desktop.games.manillen.obligations import POWER, beats
from manni_desktop.games.manillen.rules import CARD_POINTS, ManillenHand

from .positions import played_card


def _hand(game: Game) -> ManillenHand:
    hand = game.hand
    assert isinstance(hand, ManillenHand)
    return hand


def _table(hand: ManillenHand) -> Table:
    won = [sum(1 for t in hand.tricks if t.winner % 2 == side) for side in (0, 1)]
    return Table(list(hand.hands), -1 if hand.trump is None else hand.trump,
                 hand.trick_leader, list(hand.trick_cards), hand.card_points(), won)


def _random_games(count: int, seed: int) -> list[Game]:
    """Games stopped at a random card of their first hand (random play)."""
    rng = random.Random(seed)
    games = []
    for k in range(count):
        game = new_game("manillen", seed=seed * 1000 + k)
        game.apply(rng.choice(game.legal_actions()))
        for _ in range(rng.randrange(32)):
            game.apply(rng.choice(game.legal_actions()), auto_deal=False)
        games.append(game)
    return games


def test_the_table_plays_as_the_engine_and_scores_as_it() -> None:
    rng = random.Random(1)
    for seed in range(60):
        game = new_game("manillen", seed=seed)
        game.apply(Declare(_hand(game).dealer, rng.choice((0, 1, 2, 3, None))))
        hand = _hand(game)
        table = _table(hand)
        while not hand.finished:
            assert cards_of(table.legal()) == sorted(played_card(a) for a in game.legal_actions())
            action = rng.choice(game.legal_actions())
            game.apply(action, auto_deal=False)
            table.play(played_card(action))
        assert table.finished and table.points == hand.card_points()
        score = hand.score() or [0, 0]
        assert score_difference(table.value(0), table.trump) == score[0] - score[1]
        assert table.value(1) == 60 - table.value(0)


def test_what_a_seat_cannot_hold_is_true_and_every_sample_respects_it() -> None:
    rng = random.Random(2)
    for game in _random_games(80, 2):
        seat = game.to_act
        assert seat is not None
        know = knowledge(game.observation(seat))
        hand = _hand(game)
        for s in range(4):
            assert not know.forbidden[s] & hand.hands[s]
        for _ in range(3):
            hands = sample_hands(know, rng)
            assert hands[seat] == hand.hands[seat]
            assert sum(hands) == sum(hand.hands)  # the same cards, each once
            for s in range(4):
                assert bin(hands[s]).count("1") == bin(hand.hands[s]).count("1")
                assert not know.forbidden[s] & hands[s]


def test_a_seat_that_did_not_follow_or_trump_holds_neither() -> None:
    """Dealer 0 declared hearts; seat 1 leads the seven of spades and seat 2,
    with an opponent winning, plays the nine of clubs: it holds no spade (it
    would follow) and no heart (it would have to trump)."""
    hand = ["AS", "KS", "QS", "JS", "TH", "AH", "KH", "QH"]
    obs: dict[str, Any] = {
        "game": "manillen", "seat": 3, "partner": 1, "dealer": 0, "hand_number": 0,
        "score": [0, 0], "phase": "play", "declared": "H", "hand": hand, "tricks": [],
        "trick": {"leader": 1, "cards": ["7S", "9C"]},
        "legal": [{"seat": 3, "play": c} for c in hand[:4]]}
    know = knowledge(obs)
    for card in ("TS", "8S", "9S", "JH", "9H", "8H", "7H"):
        assert know.forbidden[2] >> parse_card(card) & 1
    assert not know.forbidden[2] >> parse_card("AD") & 1
    assert know.forbidden[0] == know.forbidden[1] == 0
    assert choose_action(obs, "hard", 1) in obs["legal"]


@pytest.mark.parametrize("bad", [
    lambda o: o["trick"].__setitem__("leader", (o["trick"]["leader"] + 1) % 4),
    lambda o: o.__setitem__("declared", None),
    lambda o: o["tricks"][0].__setitem__("cards", o["tricks"][0]["cards"][:3]),
    lambda o: o["tricks"][0].__setitem__("cards", [o["hand"][0]] + o["tricks"][0]["cards"][1:]),
    lambda o: o["tricks"][0].__setitem__("cards", ["2S"] + o["tricks"][0]["cards"][1:]),
    lambda o: o.__setitem__("tricks", o["tricks"][1:]),
])
def test_impossible_play_observations_are_refused(
        bad: Callable[[dict[str, Any]], None]) -> None:
    game = new_game("manillen", seed=4)
    rng = random.Random(4)
    game.apply(rng.choice(game.legal_actions()))
    for _ in range(9):
        game.apply(rng.choice(game.legal_actions()), auto_deal=False)
    seat = game.to_act
    assert seat is not None
    obs = json.loads(json.dumps(game.observation(seat)))
    bad(obs)
    for level in ("medium", "hard"):
        with pytest.raises(ObservationError):
            choose_action(obs, level, 1)


def test_the_solver_agrees_with_plain_minimax() -> None:
    rng = random.Random(5)
    for seed in range(40):
        game = new_game("manillen", seed=500 + seed)
        game.apply(Declare(_hand(game).dealer, rng.choice((0, 1, 2, 3, None))))
        hand = _hand(game)
        stop = rng.randrange(20, 26)  # 6 to 12 cards left, sometimes mid-trick
        while sum(bin(h).count("1") for h in hand.hands) > 32 - stop:
            game.apply(rng.choice(game.legal_actions()), auto_deal=False)
        table = _table(hand)
        assert Solver(table.trump).value(table) == brute_force(table)


def _first_move_order(cards: list[int], trick: tuple[int, ...], seat: int, win_seat: int,
                      win_card: int, trump: int) -> list[int]:
    """The solver's move order as it was first written (sort keys by lambda)."""
    if not trick:
        return sorted(cards, key=lambda c: -POWER[c] - 8 * (c // 13 == trump))
    if (win_seat ^ seat) & 1:
        return sorted(cards, key=lambda c: (0, POWER[c] + 8 * (c // 13 == trump))
                      if beats(c, win_card, trump) else (1, CARD_POINTS[c] * 8 + POWER[c]))
    return sorted(cards, key=lambda c: (c // 13 == trump, -CARD_POINTS[c], POWER[c]))


def test_the_solver_tries_cards_in_the_order_it_always_did() -> None:
    """The order by tables is the order by the first sort keys, at every card
    of 100 random first hands (the order decides the cutoffs, so the nodes
    searched and the ties the search breaks)."""
    rng = random.Random(9)
    for seed in range(100):
        game = new_game("manillen", seed=900 + seed)
        trump = (0, 1, 2, 3, None)[seed % 5]
        game.apply(Declare(_hand(game).dealer, trump))
        hand = _hand(game)
        while not hand.finished:
            table = _table(hand)
            live = sum(table.hands) | sum(1 << c for c in table.trick)
            position = (tuple(table.hands), table.to_act, tuple(table.trick), table.win_seat,
                        table.win_card, status_of(table.won), live)
            moves = Solver(table.trump).moves(position)
            assert moves == _first_move_order(sorted(moves), tuple(table.trick), table.to_act,
                                              table.win_seat, table.win_card, table.trump)
            game.apply(rng.choice(game.legal_actions()), auto_deal=False)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_search_answers_are_legal_and_the_same_for_a_seed(level: str) -> None:
    games = _random_games(30 if level == "medium" else 12, 6)
    for k, game in enumerate(games):
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        answer = choose_action(obs, level, k)
        assert answer in obs["legal"]
        assert choose_action(obs, level, k) == answer


def test_medium_plays_whole_games_legally() -> None:
    game = new_game("manillen", seed=7)
    steps = 0
    while not game.over and steps < 120:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        answer = choose_action(obs, "medium", steps)
        assert answer in obs["legal"]
        game.apply(action_from_json(answer))
        steps += 1


def _declare_with(cards: str, seed: int = 8) -> str:
    game = new_game("manillen", seed=seed)
    obs = game.observation(_hand(game).dealer)
    mine = cards.split()
    obs = dict(obs, hand=mine)
    return best_declaration(knowledge(obs), random.Random(seed), MEDIUM,
                            ["S", "H", "D", "C", "NT"])


def test_the_declaration_takes_the_obvious_suit_or_no_trump() -> None:
    assert _declare_with("TH AH KH QH JH 9H 8H 7H") == "H"
    assert _declare_with("TC AC KC QC JC 9C 8S 7D") == "C"
    assert _declare_with("TS AS TH AH TD AD TC AC") == "NT"
