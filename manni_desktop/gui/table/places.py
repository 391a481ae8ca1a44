"""Where every card of a table snapshot rests (pure geometry, no Qt).

Given a ``Table`` and the table's ``Geometry``, ``card_places`` says where
each card lies, turned which way and face up or down: the viewer's hand
fanned at the bottom (sorted), the others' hands at their sides, the Manni
and discard piles, the trick in play, and each seat's won tricks.  The scene
animates cards from where they are to these places.
"""

from __future__ import annotations

from ...engine.cards import Card, suit_of
from ...engine.snapshot import ContractView, Table, TrickView
from . import layout
from .layout import Geometry, Place

_RED = (1, 2)
STOCK = "stock"  # the pile of cards still to be dealt, held by the dealer


def suit_order(trump: int | None) -> list[int]:
    """Suits left to right: trump first, then alternating black and red."""
    if trump is None:
        return [0, 1, 3, 2]
    rest = [s for s in range(4) if s != trump]
    order = [trump]
    want_red = trump not in _RED
    while rest:
        pick = next((s for s in rest if (s in _RED) == want_red), rest[0])
        order.append(pick)
        rest.remove(pick)
        want_red = not want_red
    return order


def sort_hand(cards: list[Card] | tuple[Card, ...], contract: ContractView) -> list[Card]:
    """By suit (trump first) and then by strength under the contract, high first."""
    order = suit_order(contract.trump)
    return sorted(cards, key=lambda c: (order.index(suit_of(c)), -contract.order[c]))


def side(table: Table, seat: int) -> str:
    """Where ``seat`` sits on the viewer's screen."""
    return layout.side_of(seat, table.viewer, len(table.seats))


def viewer_cards(table: Table) -> list[Card]:
    """The viewer's cards left to right as shown (sorted once they may be seen)."""
    me = table.seats[table.viewer]
    return sort_hand(me.hand, table.contract) if me.face_up else list(me.hand)


def trick_places(table: Table, g: Geometry, trick: TrickView) -> dict[Card, Place]:
    return {card: layout.trick_spot(g, side(table, seat), order)
            for order, (seat, card) in enumerate(trick.plays)}


def card_places(
    table: Table,
    g: Geometry,
    selected: frozenset[Card] = frozenset(),
    centre: TrickView | None = None,
) -> dict[Card, Place]:
    """Every visible card's resting place; ``centre`` is a completed trick still
    shown in the middle (before it is gathered), ``selected`` the viewer's
    cards lifted for the exchange."""
    out: dict[Card, Place] = {}
    mine = viewer_cards(table)
    me = table.seats[table.viewer]
    lifted = frozenset(i for i, c in enumerate(mine) if c in selected)
    for card, place in zip(mine, layout.player_fan(g, len(mine), lifted), strict=False):
        out[card] = place if me.face_up else Place(place.x, place.y, place.rotation,
                                                   place.z, False)
    for seat in table.seats:
        if seat.seat == table.viewer:
            continue
        cards = sort_hand(seat.hand, table.contract) if seat.face_up else list(seat.hand)
        fan = layout.opponent_fan(g, side(table, seat.seat), len(cards))
        for card, place in zip(cards, fan, strict=False):
            out[card] = Place(place.x, place.y, place.rotation, place.z, seat.face_up)
    for name, pile_spot in (("manni", layout.manni_spot), ("discards", layout.discard_spot)):
        pile = table.pile(name)  # face up only in an observer's (revealed) table
        for i, card in enumerate(pile.cards):
            place = pile_spot(g, i)
            out[card] = Place(place.x, place.y, place.rotation, place.z, pile.face_up)
    stock = table.pile(STOCK)  # cards not dealt yet (a deal that pauses for a choice)
    if stock.cards:
        spot = layout.deck_spot(g, side(table, table.dealer))
        for i, card in enumerate(stock.cards):
            out[card] = Place(spot.x - i * 0.15, spot.y - i * 0.15, spot.rotation,
                              spot.z + len(stock.cards) - i, stock.face_up)
    won = [0] * len(table.seats)
    for trick in table.tricks:
        if centre is not None and trick == centre:
            out.update(trick_places(table, g, trick))
            continue
        winner = trick.winner if trick.winner is not None else trick.leader
        spot = layout.won_spot(g, side(table, winner), won[winner])
        won[winner] += 1
        for order, card in enumerate(trick.cards):
            out[card] = Place(spot.x, spot.y, spot.rotation, spot.z + order * 0.1, False)
    if table.trick is not None:
        out.update(trick_places(table, g, table.trick))
    return out
