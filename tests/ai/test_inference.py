"""Inference: sampled deals weighed by what the other seats did (``ai.inference``)."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.engine import Exchange, Game, Play, Swap, new_game
from manni_desktop.games.manni.bots.exchange import heuristic_discards
from manni_desktop.games.manni.bots.inference import Inference, OpponentModel
from manni_desktop.games.manni.bots.levels import rule_card
from manni_desktop.games.manni.bots.sampler import World, sample_world
from manni_desktop.games.manni.bots.view import View, parse_view
from manni_desktop.games.manni.rules import ManniHand

from .positions import random_positions

MODEL = OpponentModel(play_agree=0.4, exchange_miss=0.5, temper=0.7)


def _rule_action(game: Game, seat: int) -> Exchange | Play | Swap:
    """The rule without noise: what the model says the other seats do."""
    view = parse_view(game.observation(seat))
    if view.phase == "exchange":
        discards = heuristic_discards(view.hand_mask, view.unseen_mask, view.contract,
                                      view.allowance or 0)
        return Exchange(seat, tuple(sorted(discards)))
    if view.phase == "swap":
        return Swap(seat, False)
    return Play(seat, rule_card(view))


def _rule_positions(game_name: str, deals: int) -> list[tuple[View, World]]:
    """Seat 0's play decisions in hands the rule plays, with the true deal."""
    out = []
    for deal in range(deals):
        game = new_game(game_name, seed=300 + deal)
        hand = game.hand
        assert isinstance(hand, ManniHand)
        while not hand.finished:
            seat = game.to_act
            assert seat is not None
            if seat == 0 and game.phase == "play":
                view = parse_view(game.observation(0))
                out.append((view, World(list(hand.hands), [], 0)))
            game.apply(_rule_action(game, seat), auto_deal=False)
    return out


def test_the_true_deal_outweighs_most_samples_when_the_others_play_the_rule() -> None:
    """Where the others really follow the rule, the real deal is more likely
    under the model than a typical deal that only fits the voids shown."""
    rng = random.Random(5)
    above = total = 0
    for view, truth in _rule_positions("hornafjardar", 4):
        inference = Inference(view, MODEL)
        if not inference.plays:
            continue
        true_log = inference.log_weight(truth)
        sampled = sorted(inference.log_weight(sample_world(view, rng)) for _ in range(40))
        total += 1
        above += true_log > sampled[len(sampled) // 2]
    assert total >= 30
    assert above >= 0.8 * total


def test_a_seat_that_changed_few_cards_is_thought_to_hold_good_ones() -> None:
    game = new_game("hornafjardar", seed=21)
    hand = game.hand
    assert isinstance(hand, ManniHand)
    while game.phase != "play":
        seat = game.to_act
        assert seat is not None
        game.apply(_rule_action(game, seat), auto_deal=False)
    seat = game.to_act
    assert seat is not None
    view = parse_view(game.observation(seat))
    inference = Inference(view, MODEL)
    assert {e.seat for e in inference.exchanges} == set(view.others())
    other = view.others()[0]
    strong = World(list(hand.hands), [], 0)
    # the same deal with that seat's best cards traded for the weakest unseen ones
    weak_hands = list(hand.hands)
    theirs = sorted(c for c in range(52) if hand.hands[other] >> c & 1)
    rest = sorted((c for c in range(52) if not any(h >> c & 1 for h in hand.hands)
                   and view.unseen_mask >> c & 1), key=lambda c: c % 13)
    keep = sorted(theirs, key=lambda c: c % 13)[:4]
    weak = 0
    for c in keep + rest[: len(theirs) - len(keep)]:
        weak |= 1 << c
    weak_hands[other] = weak
    if view.contract.nullo:
        return  # under Nullo low cards are the good ones; the deal is a trump one
    assert inference.log_weight(strong) > inference.log_weight(World(weak_hands, [], 0))


def test_nothing_is_inferred_before_anyone_chose_anything() -> None:
    game = new_game("classic", seed=4)
    while game.phase != "play":
        seat = game.to_act
        assert seat is not None
        game.apply(_rule_action(game, seat), auto_deal=False)
    # Classic has no exchange counts; the first lead has seen no card
    view = parse_view(game.observation(game.to_act or 0))
    inference = Inference(view, MODEL)
    assert not inference.informative
    world = sample_world(view, random.Random(1))
    assert inference.weight(world) == 1.0


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_every_weight_is_positive_and_finite(seed: int) -> None:
    rng = random.Random(seed)
    for game in random_positions(rng.choice(["hornafjardar", "classic"]), 1, seed=seed):
        seat = game.to_act or 0
        if game.phase != "play":
            continue
        view = parse_view(game.observation(seat))
        inference = Inference(view, MODEL)
        for _ in range(5):
            weight = inference.weight(sample_world(view, rng))
            assert 0.0 < weight <= 1.0 and math.isfinite(weight)
