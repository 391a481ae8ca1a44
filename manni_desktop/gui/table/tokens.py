"""Card items for hidden cards a network table sends as tokens.

At a network table a card the seat may not see arrives as a token (an int
of ``TOKEN_BASE`` or more) instead of its card.  The scene keeps one item
per card it is told of; these functions keep that bookkeeping right: a token
gets an item of its own (always drawn as a back, it is never placed face
up), and when ``reveals`` says which card a token was, the token's item
*becomes* that card's item, so the same card flies from a hand face down
and turns over, instead of one item vanishing and another appearing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...engine.cards import Card
from ...engine.snapshot import Table
from .card_item import CardItem

TOKEN_BASE = 1000  # manni_desktop.net.codec.TOKEN_BASE (the GUI does not import the net)


def cards_of(table: Table) -> set[Card]:
    """Every card or token the table names."""
    out: set[Card] = set()
    for seat in table.seats:
        out.update(seat.hand)
    for pile in table.piles:
        out.update(pile.cards)
    for packet in table.deal:
        out.update(packet.cards)
    for trick in (table.trick, *table.tricks):
        if trick is not None:
            out.update(trick.cards)
    return out


def adopt(cards: dict[Card, CardItem], table: Table, reveals: Mapping[int, int],
          make: Callable[[Card], CardItem], drop: Callable[[CardItem], None]) -> None:
    """Bring ``cards`` (the scene's items by card) in line with ``table``:
    revealed tokens hand their item to their card, new tokens get an item
    (``make``), tokens no longer on the table lose theirs (``drop``)."""
    for token, card in reveals.items():
        item = cards.pop(token, None)
        if item is None:
            continue
        spare = cards.get(card)
        item.card = card
        cards[card] = item
        if spare is not None and spare is not item:
            drop(spare)
            cards[card] = item
    named = cards_of(table)
    for token in [c for c in cards if c >= TOKEN_BASE and c not in named]:
        drop(cards.pop(token))
    for card in sorted(named):
        if card not in cards:
            cards[card] = make(card)


class TokenItems:
    """The scene's items for tokens.  An item a token no longer needs is
    hidden and kept for the next token rather than deleted: the scene's
    index, a finished animation or the accessibility tree may still hold it."""

    def __init__(self, cards: dict[Card, CardItem], make: Callable[[Card], CardItem]) -> None:
        self._cards = cards
        self._make = make
        self._spare: list[CardItem] = []

    def adopt(self, table: Table, reveals: Mapping[int, int]) -> None:
        adopt(self._cards, table, reveals, self._item, self._keep)

    def _item(self, card: Card) -> CardItem:
        if not self._spare:
            return self._make(card)
        item = self._spare.pop()
        item.card = card
        item.set_face_up(False)
        return item

    def _keep(self, item: CardItem) -> None:
        item.hide()
        self._spare.append(item)
