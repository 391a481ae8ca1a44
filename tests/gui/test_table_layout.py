"""The table's geometry (pure functions): everything on the table at every size."""

from __future__ import annotations

import pytest

from manni_desktop.engine import new_game
from manni_desktop.engine.contracts import NULLO_CONTRACT, trump_contract
from manni_desktop.gui.table import layout
from manni_desktop.gui.table.scene import sort_hand, suit_order

SIZES = [(480, 360), (760, 620), (1024, 700), (1600, 1000), (2400, 1400)]


@pytest.mark.parametrize("width, height", SIZES)
def test_every_place_lies_on_the_table(width, height):
    g = layout.geometry(width, height)
    places = list(layout.player_fan(g, 12, frozenset({0, 5})))
    for side in ("left", "right"):
        places += layout.opponent_fan(g, side, 12)
        places.append(layout.won_spot(g, side, 11))
    for side in ("bottom", "left", "right"):
        places.append(layout.trick_spot(g, side, 0))
        places.append(layout.deck_spot(g, side))
    places += [layout.cut_spot(g), layout.manni_spot(g, 15), layout.discard_spot(g, 20),
               layout.won_spot(g, "bottom", 11)]
    for place in places:
        half = max(g.card_w, g.card_h) / 2
        assert place.x - (g.card_w / 2 if abs(place.rotation) < 45 else g.card_h / 2) >= -1
        assert place.x + (g.card_w / 2 if abs(place.rotation) < 45 else g.card_h / 2) <= width + 1
        assert half <= place.y + half and place.y - g.card_h / 2 >= -g.card_h * 0.3
        assert place.y + g.card_h / 2 <= height + 1


@pytest.mark.parametrize("width, height", SIZES)
def test_human_fan_keeps_clear_of_the_name_plates_and_opponents(width, height):
    g = layout.geometry(width, height)
    fan = layout.player_fan(g, 12)
    left_edge = fan[0].x - g.card_w / 2
    right_edge = fan[-1].x + g.card_w / 2
    plate_x, _ = layout.name_plate_anchor(g, "bottom")
    assert left_edge >= plate_x + layout.plate_width(g) - 1
    assert right_edge <= layout.won_spot(g, "bottom", 0).x - g.card_w / 2 + 1
    steps = [b.x - a.x for a, b in zip(fan, fan[1:], strict=False)]
    assert min(steps) > g.card_w * 0.2  # every card's index stays readable
    # the centre trick sits between the top row and the fan
    assert layout.trick_spot(g, "bottom", 0).y + g.card_h / 2 < layout.player_fan_top(g) + 1


def test_cards_grow_with_the_table():
    small = layout.geometry(1024, 700)
    large = layout.geometry(1600, 1000)
    assert large.card_h > small.card_h
    assert abs(small.card_h / small.card_w - 350 / 250) < 1e-9


def test_suit_order_puts_trump_first_and_alternates_colours():
    assert suit_order(1) == [1, 0, 2, 3]
    assert suit_order(0)[0] == 0
    for trump in range(4):
        order = suit_order(trump)
        assert sorted(order) == [0, 1, 2, 3] and order[0] == trump
        colours = [s in (1, 2) for s in order]
        assert all(a != b for a, b in zip(colours, colours[1:], strict=False))


def test_hand_sorting_follows_the_contract():
    game = new_game("hornafjardar", seed=1)
    hand = game.hand
    cards = [12, 0, 11, 25, 13]  # AS 2S KS AH 2H
    object.__setattr__(hand, "contract", NULLO_CONTRACT)
    assert sort_hand(cards, hand) == [11, 0, 12, 13, 25]  # ace low under Nullo
    hand.contract = trump_contract(1)
    assert sort_hand(cards, hand) == [25, 13, 12, 11, 0]  # hearts (trump) first, ace high
