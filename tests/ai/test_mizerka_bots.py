"""Mizerka's medium and hard bots (issue 33): legal answers in every phase,
the same answer for the same seed, only the observation read, and the
search's parts (the fast table, the exact solver, the deals sampled)
checked against the engine and against brute force.  The levels are called
directly; tests/games/test_conformance.py asks them through
``ai.choose_action`` as it asks every registered game's."""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from typing import Any

import pytest

from manni_desktop.ai.players import LEVELS as SHARED_LEVELS
from manni_desktop.ai.policy import ObservationError
from manni_desktop.engine import Exchange, Game, Play, action_from_json, new_game
from manni_desktop.engine.actions import Phase
from manni_desktop.engine.cards import card_text, cards_of, parse_card
from manni_desktop.games.mizerka.bots import search
from manni_desktop.games.mizerka.bots.levels import LEVELS
from manni_desktop.games.mizerka.bots.play import Table, roll_out, rule_card
from manni_desktop.games.mizerka.bots.solver import Solver, brute_force
from manni_desktop.games.mizerka.bots.world import Knowledge, knowledge, sample_play
from manni_desktop.games.mizerka.rules import MIZERKA_RULES, MizerkaHand
from manni_desktop.games.mizerka.scoring import CONTRACTS

NAME = MIZERKA_RULES.name
SEARCHING = ("medium", "hard")
Position = tuple[Game, int, dict[str, Any]]


def the_hand(game: Game) -> MizerkaHand:
    hand = game.hand
    assert isinstance(hand, MizerkaHand)
    return hand


def positions(seed: int, forehand_changes: int) -> list[Position]:
    """Every decision of a game's first deal (easy players, forehand changing
    ``forehand_changes`` cards so that the others find a small talon)."""
    game = new_game(NAME, seed=seed)
    hand = the_hand(game)
    out: list[Position] = []
    while not hand.finished:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        out.append((game.copy(), seat, obs))
        if game.phase == Phase.EXCHANGE and seat == hand.chooser:
            action = Exchange(seat, tuple(hand.hand_cards(seat)[:forehand_changes]))
            game.apply(action, auto_deal=False)
            continue
        game.apply(action_from_json(LEVELS["easy"](obs, random.Random(seed))), auto_deal=False)
    return out


def test_the_levels_are_the_shared_ones() -> None:
    assert tuple(LEVELS) == SHARED_LEVELS


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize(("seed", "changes"), [(1, 12), (2, 13), (3, 2)])
def test_every_answer_is_legal(level: str, seed: int, changes: int) -> None:
    """The choice, each exchange (down to a talon of one card or none) and every card."""
    allowances = []
    for game, _seat, obs in positions(seed, changes):
        answer = LEVELS[level](obs, random.Random(seed))
        assert game.check(action_from_json(answer)) is None, (level, obs["phase"], answer)
        if obs["phase"] == "exchange":
            allowances.append(obs["allowance"])
    assert allowances[0] == 13 and allowances[1] == 13 - changes
    assert allowances[2] <= allowances[1]


@pytest.mark.parametrize("level", SEARCHING)
def test_the_last_contract_left_is_chosen(level: str) -> None:
    """A whole game (easy players): each seat's sixth choice has one contract left."""
    game = new_game(NAME, seed=4)
    rng = random.Random(4)
    forced = 0
    while not game.over:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        if obs["phase"] == "choose":
            answer = LEVELS[level](obs, random.Random(9))
            assert game.check(action_from_json(answer)) is None
            if len(obs["legal"]) == 1:
                forced += 1
                assert answer == obs["legal"][0]
            game.apply(action_from_json(answer))
            continue
        game.apply(action_from_json(LEVELS["easy"](obs, rng)))
    assert forced == 3


@pytest.mark.parametrize("level", SEARCHING)
def test_the_same_seed_gives_the_same_answer(level: str) -> None:
    for _, _, obs in positions(5, 4)[::5]:
        answers = {str(LEVELS[level](copy.deepcopy(obs), random.Random(7))) for _ in range(2)}
        assert len(answers) == 1


def test_the_answer_depends_on_the_observation_alone() -> None:
    """Two hidden cards of the other seats swapped (same suit, so no void shown
    is broken): the seat's observation is the same, and so are the answers."""
    game, seat, obs = next(p for p in positions(6, 3) if p[2]["phase"] == "play"
                           and len(p[2]["tricks"]) == 4)
    hand = the_hand(game)
    a, b = (s for s in range(3) if s != seat)
    pairs = [(x, y) for x in hand.hand_cards(a) for y in hand.hand_cards(b)
             if x // 13 == y // 13]
    x, y = pairs[0]
    other = hand.copy()
    other.hands[a] ^= (1 << x) | (1 << y)
    other.hands[b] ^= (1 << x) | (1 << y)
    assert other.observation(seat) == hand.observation(seat)
    for level in SEARCHING:
        assert (LEVELS[level](obs, random.Random(3))
                == LEVELS[level](dict(obs, **other.observation(seat)), random.Random(3)))


def test_the_seat_knows_what_it_has_seen_and_the_voids_shown() -> None:
    for game, seat, obs in positions(7, 5):
        if obs["phase"] != "play":
            continue
        hand = the_hand(game)
        know = knowledge(obs)
        seen = hand.hands[seat] | sum(1 << c for c in hand.discards[seat])
        for trick in hand.tricks:
            seen |= sum(1 << c for c in trick.cards)
        seen |= sum(1 << c for c in hand.trick_cards)
        assert know.unseen == ((1 << 52) - 1) & ~seen
        for s in range(3):
            assert not know.voids[s] & hand.hands[s]  # a void shown is a real void
        rng = random.Random(1)
        for _ in range(5):
            hands = sample_play(know, rng)
            assert hands[seat] == hand.hands[seat]
            for s in range(3):
                assert hands[s].bit_count() == len(hand.hand_cards(s))
                assert not hands[s] & know.voids[s]
                assert not hands[s] & ~know.unseen or s == seat


def test_a_doctored_observation_is_refused() -> None:
    _, _, obs = next(p for p in positions(8, 0) if p[2]["phase"] == "play" and p[2]["tricks"])
    twice = copy.deepcopy(obs)
    twice["tricks"][0]["cards"][1] = obs["hand"][0]
    wrong_leader = copy.deepcopy(obs)
    wrong_leader["tricks"][0]["leader"] = (obs["tricks"][0]["leader"] + 1) % 3
    for bad in (twice, wrong_leader, dict(obs, talon_left=14)):
        for level in SEARCHING:
            with pytest.raises(ObservationError):
                LEVELS[level](bad, random.Random(0))


@pytest.mark.parametrize("trump", [0, -1, -2])
def test_the_fast_table_plays_as_the_engine(trump: int) -> None:
    """Rule play-outs on the fast table and on the engine, card by card."""
    code = {0: "S", -1: "NT", -2: "M"}[trump]
    for seed in range(15):
        deck = list(range(52))
        random.Random(seed).shuffle(deck)
        hand = MizerkaHand(deck, seed % 3, 0, "seats", CONTRACTS)
        hand.apply(action_from_json({"seat": hand.chooser, "choose": code}))
        for _ in range(3):
            assert hand.to_act is not None
            hand.apply(Exchange(hand.to_act, ()))
        table = Table(list(hand.hands), trump, hand.trick_leader, [], [0, 0, 0])
        while not hand.finished:
            assert table.to_act == hand.to_act
            assert cards_of(table.legal()) == hand.legal_plays()
            card = rule_card(table)
            hand.apply(Play(table.to_act, card))
            table.play(card)
            assert table.won == hand.tricks_won
        assert table.finished


@pytest.mark.parametrize("trump", [1, -1, -2])
def test_the_solver_agrees_with_brute_force(trump: int) -> None:
    rng = random.Random(trump)
    for k in range(25):
        deck = list(range(52))
        rng.shuffle(deck)
        table = Table([sum(1 << c for c in deck[13 * s:13 * s + 13]) for s in range(3)],
                      trump, k % 3, [], [0, 0, 0])
        roll_out(table, 9 + 3 * (k % 2))  # three or four tricks left
        for _ in range(k % 3):  # sometimes from inside a trick
            table.play(rule_card(table))
        me = k % 3
        assert Solver(me, trump).value(table) == brute_force(table, me)


def observation(seat: int, phase: str, hand: str, **fields: Any) -> dict[str, Any]:
    obs: dict[str, Any] = {"game": NAME, "options": {"quota": "seats"}, "seats": 3,
                           "seat": seat, "dealer": 2, "hand_number": 0, "chooser": 0,
                           "contract": None, "phase": phase, "hand": hand.split(),
                           "exchanges": [], "my_discards": [], "talon_left": 13,
                           "tricks": [], "trick": None}
    obs.update(fields)
    return obs


def test_hard_chooses_and_exchanges_sensibly() -> None:
    choose = observation(0, "choose", "2S 3S 4H 5H 2D 3C", talon_left=6,
                         legal=[{"seat": 0, "choose": c} for c in CONTRACTS])
    assert LEVELS["hard"](choose, random.Random(0))["choose"] == "M"
    choose["hand"] = ["AS", "KS", "QS", "JS", "TS", "AH"]
    assert LEVELS["hard"](choose, random.Random(0))["choose"] == "S"
    misere = observation(0, "exchange", "AS AH AD KC 2S 3S 4S 2H 3H 4D 5D 2C 3C",
                         contract="mizerka", allowance=13)
    thrown = LEVELS["hard"](misere, random.Random(0))["exchange"]
    assert {"AS", "AH", "AD"} <= set(thrown)


@pytest.mark.parametrize(("contract", "legal", "best"),
                         [("notrump", ("2H", "AS"), "AS"), ("mizerka", ("AS", "2H"), "2H")])
def test_hard_plays_the_last_two_tricks_exactly(contract: str, legal: tuple[str, str],
                                                best: str) -> None:
    """Seat 0 leads holding AS and 2H, every other spade played: the ace first
    takes a trick for sure (no-trump); under mizerka the two first sheds the
    lead, and the ace goes on a later lead of another suit.  The other card
    is listed first, so a tie would not pass."""
    obs = observation(0, "play", "AS 2H", contract=contract, talon_left=0,
                      trick={"leader": 0, "cards": []},
                      legal=[{"seat": 0, "play": c} for c in legal],
                      exchanges=[{"seat": s, "count": 0} for s in (0, 1, 2)],
                      tricks=played_tricks())
    assert LEVELS["hard"](obs, random.Random(0)) == {"seat": 0, "play": best}


def played_tricks() -> list[dict[str, Any]]:
    """Eleven tricks, each of one suit, its highest card led by seat 0 (so seat 0
    wins and leads again): every spade but the ace, twelve diamonds, nine clubs."""
    spades = list(range(12))
    diamonds = [26 + r for r in range(1, 13)]
    clubs = [39 + r for r in range(4, 13)]
    tricks = []
    for pile in (spades, diamonds, clubs):
        ranked = sorted(pile, reverse=True)
        for k in range(0, len(ranked), 3):
            tricks.append({"leader": 0, "cards": [card_text(c) for c in ranked[k:k + 3]],
                           "winner": 0})
    assert len(tricks) == 11
    return tricks


def test_the_candidate_cards_keep_one_of_each_run() -> None:
    """Holding 9S TS JS with the 3S led: one card of the three is enough (no
    spade between them is in play); with the TS out of sight, two runs."""
    hand = sum(1 << parse_card(c) for c in ("9S", "TS", "JS", "2H"))
    know = Knowledge(1, (0, 1, 2), "play", "seats", -1, False, hand,
                     ((1 << 52) - 1) & ~hand & ~(1 << parse_card("3S")), 0, (0, 0, 0), 0, 0,
                     (parse_card("3S"),), (0, 0, 0), (12, 13, 13), (0, 0, 0),
                     ("9S", "TS", "JS"))
    assert [card_text(c) for c in search.candidate_cards(know)] == ["9S"]
    hand &= ~(1 << parse_card("TS"))
    know = replace(know, hand=hand, unseen=know.unseen | 1 << parse_card("TS"),
                   legal=("9S", "JS"))
    assert [card_text(c) for c in search.candidate_cards(know)] == ["9S", "JS"]
