"""The sampler that deals the other seats' exchange discards from the poor
cards (``ai.discard_sampler``): it must still fit every fact the view shows,
and it must move the good cards into the other hands, as real exchanges do."""

from __future__ import annotations

import random

from pytest import MonkeyPatch

from manni_desktop.engine import Exchange, Game, new_game
from manni_desktop.engine.cards import mask_of
from manni_desktop.games.manni.bots import discard_sampler
from manni_desktop.games.manni.bots.discard_sampler import (
    others_discarded,
    poor_cards,
    sample_world_poor_discards,
)
from manni_desktop.games.manni.bots.exchange import heuristic_discards
from manni_desktop.games.manni.bots.levels import HARD
from manni_desktop.games.manni.bots.sampler import play_places, sample_world
from manni_desktop.games.manni.bots.search import deal_sampler
from manni_desktop.games.manni.bots.view import ObservationError, View, parse_view
from manni_desktop.games.manni.rules import ManniHand

from .positions import random_positions

M13 = 0x1FFF


def first_lead(seed: int) -> tuple[Game, View]:
    """A Hornafjarðar trump hand whose seats exchanged by the rule, at the first lead."""
    while True:
        game = new_game("hornafjardar", seed=seed)
        hand = game.hand
        assert isinstance(hand, ManniHand)
        if hand.contract.trump is not None:
            break
        seed += 1
    while True:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        if obs["phase"] == "play":
            return game, parse_view(obs)
        view = parse_view(obs)
        discards = heuristic_discards(view.hand_mask, view.unseen_mask, view.contract,
                                      view.allowance or 0)
        game.apply(Exchange(seat, tuple(discards)), auto_deal=False)


def test_the_discards_are_poor_cards_out_of_play() -> None:
    game, view = first_lead(5)
    thrown = others_discarded(view)
    assert thrown > 0
    unseen, allowed, _ = play_places(view, view.cut_must_be_with_dealer())
    poor = {unseen[i] for i in poor_cards(view, unseen, allowed)}
    rng = random.Random(2)
    for _ in range(50):
        world = sample_world_poor_discards(view, rng)
        out_poor = sum(1 for c in poor if world.out >> c & 1)
        assert out_poor >= thrown
        for seat in view.others():
            assert world.hands[seat].bit_count() == view.hand_sizes[seat]


def test_the_other_hands_hold_the_trumps_a_real_exchange_leaves_them() -> None:
    """Over many hands the even deal gives the other seats too few trumps;
    this one comes close to what they really hold."""
    true_trumps = even = poor = 0.0
    rng = random.Random(7)
    samples = 40
    for seed in range(0, 400, 20):
        game, view = first_lead(seed)
        hand = game.hand
        assert isinstance(hand, ManniHand)
        trump = view.trump
        for seat in view.others():
            true_trumps += (hand.hands[seat] >> 13 * trump & M13).bit_count()
            for _ in range(samples):
                even += (sample_world(view, rng).hands[seat] >> 13 * trump & M13).bit_count()
                dealt = sample_world_poor_discards(view, rng).hands[seat]
                poor += (dealt >> 13 * trump & M13).bit_count()
    even /= samples
    poor /= samples
    # the even deal's shortfall is at least a tenth of a trump a hand ...
    assert true_trumps - even > 0.1 * 40
    # ... and this sampler makes up most of it
    assert abs(true_trumps - poor) < 0.5 * (true_trumps - even)


def test_before_anyone_exchanged_it_deals_as_the_plain_sampler() -> None:
    game = new_game("hornafjardar", seed=3)
    seat = game.to_act
    assert seat is not None
    view = parse_view(game.observation(seat))
    assert view.phase == "exchange" and not view.exchanges
    poor = sample_world_poor_discards(view, random.Random(4))
    assert poor == sample_world(view, random.Random(4))


def test_at_the_dealers_exchange_the_earlier_discards_are_poor_cards() -> None:
    game = new_game("hornafjardar", seed=8)
    for _ in range(2):  # the two seats before the dealer exchange by the rule
        seat = game.to_act
        assert seat is not None
        view = parse_view(game.observation(seat))
        discards = heuristic_discards(view.hand_mask, view.unseen_mask, view.contract,
                                      view.allowance or 0)
        game.apply(Exchange(seat, tuple(discards)), auto_deal=False)
    seat = game.to_act
    assert seat is not None
    view = parse_view(game.observation(seat))
    assert view.phase == "exchange" and view.seat == view.dealer
    thrown = others_discarded(view)
    assert thrown > 0
    unseen, allowed, _ = play_places(view, False)
    poor = {unseen[i] for i in poor_cards(view, unseen, allowed)}
    rng = random.Random(5)
    for _ in range(30):
        world = sample_world_poor_discards(view, rng)
        assert world.out.bit_count() == thrown
        assert all(c in poor for c in range(52) if world.out >> c & 1)
        assert len(world.manni) == view.manni_left
        for other in view.others():
            assert world.hands[other].bit_count() == 12


def test_when_no_deal_fits_the_discards_it_falls_back(monkeypatch: MonkeyPatch) -> None:
    """If the pre-dealt discards leave no deal that fits the view (the fill
    gives up), it deals as the plain sampler does rather than fail."""
    _, view = first_lead(11)

    def stuck(*_args: object, **_kwargs: object) -> list[list[int]]:
        raise ObservationError("stuck")

    monkeypatch.setattr(discard_sampler, "_assign", stuck)
    world = sample_world_poor_discards(view, random.Random(1))
    assert world.hands[view.seat] == view.hand_mask
    for seat in view.others():
        assert world.hands[seat].bit_count() == view.hand_sizes[seat]
    assert (world.out | world.hands[0] | world.hands[1] | world.hands[2]
            | view.played_mask | mask_of(view.my_discards)) == view.deck_mask


def test_hard_deals_the_discards_from_the_poor_cards() -> None:
    """The hard bot (and so the hint and the review) uses this sampler."""
    assert deal_sampler(HARD) is sample_world_poor_discards


def test_the_kept_plan_follows_the_view_being_decided() -> None:
    """A decision samples many deals of one view from a kept plan; sampling
    views in turn (exchanges and play, across hands) must deal what each
    view dealt with nothing kept."""
    views = [parse_view(game.observation(game.to_act or 0))
             for game in random_positions("hornafjardar", 60, seed=3)]
    assert {view.phase for view in views} == {"exchange", "play"}
    alone = []
    for number, view in enumerate(views):
        discard_sampler._last_plan = None
        alone.append(sample_world_poor_discards(view, random.Random(number)))
    in_turn = [sample_world_poor_discards(view, random.Random(number))
               for number, view in enumerate(views)]
    assert in_turn == alone
