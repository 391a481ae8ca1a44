"""The parts of the searches: observation checks, deal sampling, the exact solver,
the payoff table and the exchange judgement."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from itertools import product

import pytest

from manni_desktop.engine import new_game, parse_card
from manni_desktop.engine.cards import cards_of, mask_of
from manni_desktop.engine.contracts import NOTRUMP_CONTRACT, NULLO_CONTRACT, trump_contract
from manni_desktop.games.manni.bots.discard_sampler import sample_world_poor_discards
from manni_desktop.games.manni.bots.exchange import (
    candidate_discards,
    discard_order,
    draw_value,
    heuristic_discards,
    keep_value,
    suit_lengths,
)
from manni_desktop.games.manni.bots.exchange_search import search_exchange
from manni_desktop.games.manni.bots.fast import SUIT, legal_cards, trick_winner
from manni_desktop.games.manni.bots.levels import HARD
from manni_desktop.games.manni.bots.reward import reward_table
from manni_desktop.games.manni.bots.sampler import World, sample_world
from manni_desktop.games.manni.bots.solver import EndgameSolver
from manni_desktop.games.manni.bots.view import ObservationError, View, parse_view

from .positions import random_positions


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


@pytest.mark.parametrize("sampler", [sample_world, sample_world_poor_discards])
@pytest.mark.parametrize("game_name", ["hornafjardar", "classic"])
def test_sampled_deals_agree_with_everything_the_seat_knows(
    game_name: str, sampler: Callable[[View, random.Random], World]
) -> None:
    rng = random.Random(1)
    for game in random_positions(game_name, 40, seed=13):
        seat = game.to_act or 0
        view = parse_view(game.observation(seat))
        hand = game.hand
        assert hand is not None
        for _ in range(5):
            world = sampler(view, rng)
            assert world.hands[seat] == view.hand_mask
            everything = world.out | mask_of(world.manni)
            for s in range(3):
                assert not everything & world.hands[s]
                everything |= world.hands[s]
            # the sample and the seen cards are the whole deck, each card once
            assert everything | view.played_mask | mask_of(view.my_discards) == view.deck_mask
            assert not everything & view.played_mask
            for s in range(3):
                if s != seat:
                    assert bin(world.hands[s]).count("1") == view.hand_sizes[s]
                    for suit in range(4):
                        if view.voids[s] >> suit & 1:
                            assert not world.hands[s] >> (13 * suit) & 0x1FFF
            if view.phase == "exchange":
                assert len(world.manni) == view.manni_left
            if view.cut is not None and view.seat != view.dealer and view.cut_must_be_with_dealer():
                assert world.hands[view.dealer] >> view.cut & 1


def test_void_is_derived_from_a_failure_to_follow() -> None:
    game = new_game("hornafjardar", seed=1)
    obs = game.observation(game.to_act or 0)
    obs = dict(obs, phase="play", tricks=[], trick={"leader": 0, "cards": []}, legal=[])
    with pytest.raises(ObservationError):
        parse_view(obs)  # empty legal list is refused


@pytest.mark.parametrize(
    "mutate",
    [
        lambda o: o.pop("phase"),
        lambda o: o.update(seat=5),
        lambda o: o.update(hand="AS KS"),
        lambda o: o.update(hand=o["hand"][:-1]),
        lambda o: o.update(contract="trump:X"),
        lambda o: o.update(game="chess"),
        lambda o: o.update(plus=[1, 2]),
        lambda o: o.update(allowance=-1),
        lambda o: o.update(my_discards=[o["hand"][0]]),
    ],
)
def test_malformed_observations_are_refused_with_a_message(mutate: object) -> None:
    game = new_game("hornafjardar", seed=2)
    obs = game.observation(game.to_act or 0)
    mutate(obs)  # type: ignore[operator]
    with pytest.raises(ObservationError) as info:
        parse_view(obs)
    assert str(info.value)


def _brute_force(hands: list[int], leader: int, trick: tuple[int, ...], won: list[int],
                 me: int, trump: int, values: list[float]) -> float:
    seat = (leader + len(trick)) % 3
    if not trick and not hands[leader]:
        return values[won[0] * 13 + won[1]]
    led = SUIT[trick[0]] if trick else -1
    results = []
    for card in legal_cards(hands[seat], led):
        h = list(hands)
        h[seat] ^= 1 << card
        t = trick + (card,)
        if len(t) == 3:
            w = trick_winner(t, leader, trump)
            wn = list(won)
            wn[w] += 1
            results.append(_brute_force(h, w, (), wn, me, trump, values))
        else:
            results.append(_brute_force(h, leader, t, won, me, trump, values))
    return max(results) if seat == me else min(results)


def test_endgame_solver_matches_brute_force_minimax() -> None:
    rng = random.Random(3)
    for trial in range(60):
        deck = list(range(52))
        rng.shuffle(deck)
        n = rng.choice([2, 3, 4])
        hands = [sum(1 << c for c in deck[i * n:(i + 1) * n]) for i in range(3)]
        trump = rng.choice([-1, 0, 1, 2, 3])
        me = trial % 3
        won = [rng.randrange(3), rng.randrange(3), 0]
        won[2] = 12 - n - won[0] - won[1]
        values = [rng.uniform(-3, 3) for _ in range(169)]
        leader = rng.randrange(3)
        solver = EndgameSolver(me, trump, values)
        got = solver.value(hands, leader, (), won)
        assert got == pytest.approx(_brute_force(hands, leader, (), won, me, trump, values))


def test_payoff_counts_par_and_nullo() -> None:
    game = new_game("hornafjardar", seed=5)
    view = parse_view(game.observation(game.to_act or 0))
    table = reward_table(view, game_aware=False)
    me = view.seat
    for split in product(range(13), repeat=2):
        t0, t1 = split
        if t0 + t1 > 12:
            continue
        mine = (t0, t1, 12 - t0 - t1)[me]
        expected = (4 - mine) if view.nullo else (mine - 4)
        assert table[t0 * 13 + t1] == expected


def test_payoff_knows_the_race_to_ten() -> None:
    game = new_game("hornafjardar", seed=5)
    obs = game.observation(game.to_act or 0)
    me = obs["seat"]
    other = (me + 1) % 3
    obs = dict(obs, contract="notrump", plus=[0, 0, 0], minus=[0, 0, 0])
    obs["plus"][me], obs["plus"][other] = 9, 9
    obs["minus"][other] = 0
    obs["minus"][me] = 3
    view = parse_view(obs)
    aware = reward_table(view, game_aware=True)
    # I take 5 tricks (+1, plus column 10: the game ends but the other leads on net)
    split = [0, 0, 0]
    split[me], split[other] = 5, 4
    split[3 - me - other] = 3
    assert aware[split[0] * 13 + split[1]] < 0


def test_nullo_exchange_throws_high_cards_and_keeps_the_low_ace() -> None:
    hand = mask_of(cards("AS 2S KS QS AH 3H KH 4D 5D JD 2C QC"))
    unseen = ((1 << 52) - 1) & ~hand
    discards = set(heuristic_discards(hand, unseen, NULLO_CONTRACT, 7))
    assert set(cards("KS QS KH QC JD")) <= discards
    assert not discards & set(cards("AS AH 2S 2C"))


def test_trump_exchange_empties_a_short_side_suit() -> None:
    hand = mask_of(cards("AH KH 9H 7H 5H AS KS 8S 3D 4C 6C QD"))
    contract = trump_contract(1)
    candidates = candidate_discards(hand, contract, 5, limit=20)
    assert tuple(sorted(cards("3D QD"))) in candidates
    assert tuple(sorted(cards("4C 6C"))) in candidates
    unseen = ((1 << 52) - 1) & ~hand
    discards = set(heuristic_discards(hand, unseen, contract, 5))
    assert not discards & set(cards("AH KH 9H 7H 5H AS"))


def test_nullo_void_candidates_empty_each_short_suit_when_asked() -> None:
    """Hard also tests emptying a short suit under Nullo (a void lets it throw
    its high cards); the k-least-valuable sets stay, and without the flag
    only they are offered."""
    hand = mask_of(cards("KC QC 2S 3S 4S 5S 6S 2H 3H 4H 7D 8D"))
    plain = candidate_discards(hand, NULLO_CONTRACT, 5, limit=20)
    voids = candidate_discards(hand, NULLO_CONTRACT, 5, limit=20, nullo_voids=True)
    assert plain == voids[:len(plain)]
    assert tuple(sorted(cards("7D 8D"))) in voids
    assert tuple(sorted(cards("KC QC"))) in plain  # the two highest are the rule's first
    assert not any(set(cards("7D 8D")) == set(c) for c in plain)
    # a suit longer than the allowance (or than 4) is never emptied
    assert not any(set(cards("2S 3S 4S 5S 6S")) <= set(c) for c in voids)
    assert all(len(c) <= 5 for c in voids)


def test_notrump_exchange_keeps_long_strong_suits() -> None:
    hand = mask_of(cards("AS KS QS 9S 7S 5S 2H 3H 4D 6D 8C 9C"))
    unseen = ((1 << 52) - 1) & ~hand
    discards = set(heuristic_discards(hand, unseen, NOTRUMP_CONTRACT, 7))
    assert not discards & set(cards("AS KS QS 9S 7S 5S"))
    assert set(cards("2H 3H 4D")) <= discards


def test_hard_exchanges_by_the_rule_under_notrump_and_searches_otherwise() -> None:
    """Hard's exchange search lost to the rule under no-trump (issue 17), so
    there it discards what the rule does; under trump and Nullo the flag
    changes nothing and the search decides."""
    budget = replace(HARD, exchange_evaluations=60, exchange_candidates=5)
    searching = replace(budget, notrump_exchange_by_rule=False)
    kinds: set[str] = set()
    seed = 0
    while len(kinds) < 3:
        seed += 1
        game = new_game("hornafjardar", seed=seed)
        seat = game.to_act
        assert seat is not None
        view = parse_view(game.observation(seat))
        kind = "nullo" if view.nullo else "notrump" if view.trump < 0 else "trump"
        if kind in kinds:
            continue
        kinds.add(kind)
        chosen = search_exchange(view, random.Random(seed), budget)
        if kind == "notrump":
            assert chosen == sorted(heuristic_discards(
                view.hand_mask, view.unseen_mask, view.contract, view.allowance or 0
            ))
        else:
            assert chosen == search_exchange(view, random.Random(seed), searching)
        assert len(chosen) <= (view.allowance or 0)
        assert all(view.hand_mask >> c & 1 for c in chosen)


def test_the_cached_keep_values_are_the_keep_value_of_every_card() -> None:
    """``discard_order`` and ``draw_value`` read per-suit caches; they must
    give exactly (to the last bit of the float) what ``keep_value`` defines."""
    rng = random.Random(5)
    contracts = [NULLO_CONTRACT, NOTRUMP_CONTRACT] + [trump_contract(s) for s in range(4)]
    for _ in range(300):
        deck = list(range(52))
        rng.shuffle(deck)
        hand = mask_of(deck[:rng.randint(0, 20)])
        unseen = mask_of(deck[20:20 + rng.randint(0, 32)])
        contract = rng.choice(contracts)
        lengths = suit_lengths(hand)
        assert discard_order(hand, contract) == sorted(
            (keep_value(c, lengths[c // 13], contract), c) for c in cards_of(hand))
        drawn = [keep_value(c, lengths[c // 13] + 1, contract) for c in cards_of(unseen)]
        assert draw_value(hand, unseen, contract) == (sum(drawn) / len(drawn) if drawn else 0.0)
