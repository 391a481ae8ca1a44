"""What a remote seat may see: the table snapshot with hidden cards as tokens.

``table_snapshot`` names every card, face down ones too, because the window
keeps one item per card and moves it from pile to pile.  Sent as it is, it
would tell a client every hand.  Here every card the seat may not see is put
out as a token (an int of ``TOKEN_BASE`` or more) from a random bijection
drawn per seat and per hand, so the numbers say nothing about the cards and
differ between seats; the window still moves one item per token.  When a
hidden card becomes visible (played, or drawn into the seat's own hand), the
update that shows it carries ``reveals`` {token: card}, so the window turns
the same item over.

Which cards are visible is read from the snapshot itself, not from any game:
a card is visible when it appears anywhere but inside a face-down part (a
dataclass whose ``face_up`` is false: another seat's hand, the stock) or the
deal's packets (which name where every card went).  The history is apart:
the score sheet's rows of earlier hands and the last trick of the hand
before are public and sent as they are, but their cards are dealt again, so
they say nothing about where a card is now and never make it visible.
"""

from __future__ import annotations

import dataclasses
import secrets
from typing import Any

from ..engine.snapshot import DealPacket, Table
from ..engine.untrusted import is_whole
from .codec import TOKEN_BASE, CardSlot, _hints, encode

TOKEN_SPAN = 9000
"""Tokens are drawn from ``TOKEN_BASE`` .. ``TOKEN_BASE + TOKEN_SPAN - 1``."""
SHUFFLED_PILES = frozenset({"discards"})
"""Face-down piles whose order a seat chose (an exchange): written in
ascending order of the numbers sent, which is random for the tokens."""


def visible_cards(table: Table) -> set[int]:
    """Every card ``table`` shows face up to its viewer."""
    seen: set[int] = set()
    _collect(table, type(table), seen)
    return seen


def _collect(value: Any, hint: Any, seen: set[int]) -> None:
    if hint is CardSlot or (is_whole(value)
                            and CardSlot in getattr(hint, "__args__", ())):
        seen.add(value)  # a card, or an optional one that is set (the public cut card)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if getattr(value, "face_up", True) is False or isinstance(value, DealPacket):
            return
        hints = _hints(type(value))
        for field in dataclasses.fields(value):
            _collect(getattr(value, field.name), hints[field.name], seen)
        return
    if isinstance(value, tuple):
        args: tuple[Any, ...] = getattr(hint, "__args__", ())
        for index, item in enumerate(value):
            item_hint = args[0] if len(args) == 2 and args[1] is Ellipsis else (
                args[index] if index < len(args) else None)
            _collect(item, item_hint, seen)


class Redactor:
    """One seat's view over a game: remembers its tokens for the hand in play
    and which of them it has already revealed."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self._hand = -1
        self._tokens: dict[int, int] = {}
        self._sent_hidden: set[int] = set()

    def _start_hand(self, hand_number: int, deck_size: int = 52) -> None:
        self._hand = hand_number
        numbers = secrets.SystemRandom().sample(range(TOKEN_BASE, TOKEN_BASE + TOKEN_SPAN),
                                                deck_size)
        self._tokens = dict(zip(range(deck_size), numbers, strict=True))
        self._sent_hidden = set()

    def redact(self, table: Table) -> tuple[dict[str, Any], dict[str, int]]:
        """``table`` (this seat's snapshot) as JSON with hidden cards as
        tokens, and the reveals {token: card} this update makes."""
        if table.viewer != self.seat:
            raise ValueError(f"seat {self.seat}'s redactor got seat {table.viewer}'s table")
        if table.hand_number != self._hand:
            self._start_hand(table.hand_number)
        # The history (earlier hands' sheet rows, the last trick of the hand
        # before) is public and goes as it is; it takes no part in what is
        # visible now, since its cards are dealt again in this hand.
        history = table.sheet[:table.hand_number]
        previous = table.last_trick if table.last_trick is not None and (
            not table.tricks or table.tricks[-1] != table.last_trick) else None
        current = dataclasses.replace(table, sheet=table.sheet[table.hand_number:],
                                      last_trick=None if previous else table.last_trick)
        visible = visible_cards(current)
        reveals = {}
        for card in visible:
            token = self._tokens[card]
            if token in self._sent_hidden:
                reveals[str(token)] = card
                self._sent_hidden.discard(token)

        def card_out(card: int) -> int:
            if card in visible:
                return card
            token = self._tokens[card]
            self._sent_hidden.add(token)
            return token

        data = encode(current, card_out)
        for pile in data["piles"]:
            if pile["name"] in SHUFFLED_PILES and not pile["face_up"]:
                # the engine lists each exchange in card order: written so, the
                # tokens' places would tell suits (next to a visible cut card,
                # or once a neighbour is known); in token order they say nothing
                pile["cards"] = sorted(pile["cards"])
        data["sheet"] = [encode(row) for row in history] + data["sheet"]
        if previous is not None:
            data["last_trick"] = encode(previous)
        return data, reveals
