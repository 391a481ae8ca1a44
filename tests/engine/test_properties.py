"""Invariants over random seeded games (hypothesis): cards, tricks, scores, records,
observations."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.engine import Game, new_game
from manni_desktop.engine.cards import card_text
from manni_desktop.engine.contracts import NULLO_CONTRACT, contract_from_cut, trump_contract
from manni_desktop.engine.rules import HandState
from manni_desktop.games.manni.bots.fast import encode_card, trick_winner
from manni_desktop.games.manni.rules import ManniHand

from .helpers import random_step

VARIANTS = st.sampled_from(
    [("hornafjardar", "columns"), ("hornafjardar", "running"), ("classic", "running")]
)


def plus_points(hand: HandState, seat: int) -> int:
    """A finished Manni hand's plus points for ``seat``."""
    assert isinstance(hand, ManniHand)
    points = hand.points()
    assert points is not None
    return points[0][seat]


def check_cards_accounted(hand: ManniHand) -> None:
    piles = [hand.hand_cards(s) for s in range(3)]
    piles += [hand.discards[s] for s in range(3)]
    piles.append(hand.manni)
    piles += [list(t.cards) for t in hand.tricks]
    piles.append(hand.trick_cards)
    everything = [c for pile in piles for c in pile]
    assert len(everything) == len(set(everything)) == len(hand.deck)
    assert set(everything) == set(hand.deck)


def check_observation_hides_other_hands(game: Game, hand: ManniHand) -> None:
    for seat in range(3):
        obs = game.observation(seat)
        assert sorted(obs["hand"]) == sorted(card_text(c) for c in hand.hand_cards(seat))
        text = json.dumps(obs)
        hidden = {
            card_text(c)
            for other in range(3) if other != seat
            for c in hand.hand_cards(other) + hand.discards[other]
        } | {card_text(c) for c in hand.manni}
        hidden.discard(obs["cut"])
        assert not any(f'"{card}"' in text for card in hidden)


def check_finished_hand(hand: ManniHand) -> None:
    assert len(hand.tricks) == 12 and sum(hand.tricks_won) == 12
    points = hand.points()
    assert points is not None
    for seat, tricks in enumerate(hand.tricks_won):
        net = points[0][seat] - points[1][seat]
        assert net == ((4 - tricks) if hand.contract.nullo else (tricks - 4))


def same_state(a: Game, b: Game) -> None:
    assert a.summary() == b.summary()
    assert a.to_record() == b.to_record()
    for seat in range(3):
        assert a.observation(seat) == b.observation(seat)


@given(seed=st.integers(0, 2**32), variant=VARIANTS)
@settings(max_examples=40)
def test_random_games_keep_every_invariant(seed: int, variant: tuple[str, str]) -> None:
    name, scoring = variant
    game = new_game(name, {"scoring": scoring}, seed=seed)
    rng = random.Random(seed)
    checked_exchange_legal = False
    steps = 0
    while not game.over:
        hand = game.hand
        assert isinstance(hand, ManniHand)
        check_cards_accounted(hand)
        if game.phase == "play":
            if not hand.tricks and not hand.trick_cards:
                assert [len(hand.hand_cards(s)) for s in range(3)] == [12, 12, 12]
            assert game.legal_actions()
        elif not checked_exchange_legal:
            assert game.legal_actions()
            checked_exchange_legal = True
        if steps % 17 == 0:
            check_observation_hides_other_hands(game, hand)
            same_state(game, Game.from_record(game.to_record(), seed=game.seed))
        random_step(game, rng)
        steps += 1
        if hand.finished:
            check_finished_hand(hand)
            check_cards_accounted(hand)
    assert game.winners and game.legal_actions() == []
    totals = game.totals()
    net = totals["net"]
    assert game.winners == [s for s in range(3) if net[s] == max(net)]
    assert totals["plus"] == [sum(plus_points(h, s) for h in game.hands) for s in range(3)]
    same_state(game, Game.from_record(game.to_record(), seed=game.seed))


@given(seed=st.integers(0, 2**32))
def test_same_seed_same_game(seed: int) -> None:
    a = new_game("hornafjardar", seed=seed)
    b = new_game("hornafjardar", seed=seed)
    assert a.to_record() == b.to_record()


@given(
    cards=st.lists(st.integers(0, 51), min_size=3, max_size=3, unique=True),
    cut=st.integers(0, 51),
    leader=st.integers(0, 2),
)
def test_fast_path_trick_winner_agrees_with_the_engine(
    cards: list[int], cut: int, leader: int
) -> None:
    for contract in (contract_from_cut(cut), NULLO_CONTRACT, trump_contract(cut // 13)):
        expected = (leader + contract.trick_winner_index(cards)) % 3
        encoded = [encode_card(c, contract.nullo) for c in cards]
        trump = -1 if contract.trump is None else contract.trump
        assert trick_winner(encoded, leader, trump) == expected


@given(seed=st.integers(0, 2**32))
@settings(max_examples=30)
def test_random_manillen_games_keep_every_invariant(seed: int) -> None:
    from manni_desktop.games.manillen.rules import ManillenHand

    game = new_game("manillen", seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.over:
        hand = game.hand
        assert isinstance(hand, ManillenHand)
        played = [c for t in hand.tricks for c in t.cards] + hand.trick_cards
        held = [c for s in range(4) for c in hand.hand_cards(s)]
        assert sorted(played + held) == sorted(hand.deck)
        legal = game.legal_actions()
        assert legal
        if steps % 11 == 0:
            same_state(game, Game.from_record(game.to_record(), seed=game.seed))
        game.apply(rng.choice(legal))
        steps += 1
        if hand.finished:
            assert len(hand.tricks) == 8
            assert sum(hand.card_points()) == 60
            score = hand.score()
            assert score is not None and min(score) == 0
    assert max(game.totals()["score"]) >= 101
