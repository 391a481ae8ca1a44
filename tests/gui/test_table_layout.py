"""The table's geometry (pure functions): everything on the table at every size."""

from __future__ import annotations

import pytest

from manni_desktop.engine import new_game
from manni_desktop.engine.contracts import NULLO_CONTRACT, Contract, trump_contract
from manni_desktop.engine.snapshot import ContractView
from manni_desktop.gui.table import layout
from manni_desktop.gui.table.places import sort_hand, suit_order

SIZES = [(480, 360), (760, 620), (1024, 700), (1600, 1000), (2400, 1400)]


@pytest.mark.parametrize("width, height", SIZES)
def test_every_place_lies_on_the_table(width: int, height: int) -> None:
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
def test_human_fan_keeps_clear_of_the_name_plates_and_opponents(width: int, height: int) -> None:
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


def test_cards_grow_with_the_table() -> None:
    small = layout.geometry(1024, 700)
    large = layout.geometry(1600, 1000)
    assert large.card_h > small.card_h
    assert abs(small.card_h / small.card_w - 350 / 250) < 1e-9


def test_suit_order_puts_trump_first_and_alternates_colours() -> None:
    assert suit_order(1) == [1, 0, 2, 3]
    assert suit_order(0)[0] == 0
    for trump in range(4):
        order = suit_order(trump)
        assert sorted(order) == [0, 1, 2, 3] and order[0] == trump
        colours = [s in (1, 2) for s in order]
        assert all(a != b for a, b in zip(colours, colours[1:], strict=False))


def _contract_view(contract: Contract) -> ContractView:
    return ContractView(contract.kind, contract.trump, None, False, contract.power)


def test_hand_sorting_follows_the_contract() -> None:
    cards = [12, 0, 11, 25, 13]  # AS 2S KS AH 2H
    nullo = _contract_view(NULLO_CONTRACT)
    assert sort_hand(cards, nullo) == [11, 0, 12, 13, 25]  # ace low under Nullo
    hearts = _contract_view(trump_contract(1))
    assert sort_hand(cards, hearts) == [25, 13, 12, 11, 0]  # hearts (trump) first, ace high


def test_manillen_hands_sort_ten_above_ace() -> None:
    game = new_game("manillen", seed=1)
    game.apply(game.legal_actions()[0])  # the dealer declares spades
    table = game.snapshot(0)
    cards = [8, 12, 11, 5]  # TS AS KS 7S
    assert sort_hand(cards, table.contract) == [8, 12, 11, 5]
    assert sort_hand([5, 12, 8], table.contract) == [8, 12, 5]


def test_four_seats_sit_bottom_left_top_right() -> None:
    assert [layout.side_of(s, 0, 4) for s in range(4)] == ["bottom", "left", "top", "right"]
    assert [layout.side_of(s, 0, 3) for s in range(3)] == ["bottom", "left", "right"]
    g = layout.geometry(1000, 700)
    top = layout.opponent_fan(g, "top", 8)
    assert len(top) == 8 and all(p.y == top[0].y for p in top) and top[0].x < top[-1].x
    plate_x, plate_y = layout.name_plate_anchor(g, "top")
    assert plate_x + layout.plate_width(g) <= top[0].x - g.card_w / 2 + 1
    assert layout.trick_spot(g, "top", 0).y < layout.trick_spot(g, "bottom", 0).y


@pytest.mark.parametrize(("width", "height"), [(720, 500), (800, 559), (1180, 719)])
def test_the_partners_plate_takes_what_the_left_plate_leaves(width: int, height: int) -> None:
    """In a four-seat game the left seat's plate and the partner's share the
    row left of the hand across: the left one grows to half the row at most,
    the partner's to whatever the left one leaves (its "Guðrún 40/101 D" was
    cut to "Guð…" at 800×600 in a later hand, though the row had room)."""
    g = layout.geometry(width, height, seats=4)
    plate_x, plate_y = layout.name_plate_anchor(g, "top")
    if plate_y > g.margin:  # under the hand across: nothing beside it
        return
    row_right = plate_x + layout.plate_width(g)
    left = layout.plate_room(g, "left")
    for left_width in (layout.plate_width(g), left):
        left_edge = g.margin + left_width
        top = layout.plate_room(g, "top", left_edge)
        top_x, _ = layout.name_plate_anchor(g, "top", top)
        assert top_x + top == pytest.approx(row_right)  # it grows leftwards
        assert top_x >= left_edge + g.margin - 1e-6, "the two plates do not meet"
    # a narrow left plate leaves the partner more than the first guess
    assert layout.plate_room(g, "top", g.margin + layout.plate_width(g)) > layout.plate_width(g)
