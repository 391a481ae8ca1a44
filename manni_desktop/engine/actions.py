"""Moves as small hashable values, and their JSON form (docs/PROTOCOL.md)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import SUITS, Card, card_text, parse_card
from .errors import RecordError
from .untrusted import brief, is_whole


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard ``cards`` (sorted, distinct) and draw as many from the Manni."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Swap:
    """Classic Manni: take the whole Manni in place of the hand, or not."""

    seat: int
    take: bool


@dataclass(frozen=True, slots=True)
class Declare:
    """Manillen: the dealer names a trump suit (index) or no-trump (None)."""

    seat: int
    trump: int | None


@dataclass(frozen=True, slots=True)
class Choose:
    """A seat picks what the hand is played for.  ``contract`` is the game's own
    code for it (plain data, such as ``S`` or ``NT``): which codes exist, and
    which this seat may still pick, is the game's rule (its ``HandState``)."""

    seat: int
    contract: str


Action = Play | Exchange | Swap | Declare | Choose

CHOICE_CHARS = 4
"""A ``choose`` code is 1 to this many capital letters (the games' codes are
one or two; anything longer is no code of any game)."""


class Phase(StrEnum):
    """Where a hand or a game stands: the kind of decision awaited (the first
    five, each the phase of one kind of action), a finished hand (``DONE``),
    between hands (``DEAL``, the game's) or the game's end (``OVER``)."""

    EXCHANGE = "exchange"
    SWAP = "swap"
    DECLARE = "declare"
    CHOOSE = "choose"
    PLAY = "play"
    DONE = "done"
    DEAL = "deal"
    OVER = "over"


PHASE_OF_ACTION = {Play: Phase.PLAY, Exchange: Phase.EXCHANGE, Swap: Phase.SWAP,
                   Declare: Phase.DECLARE, Choose: Phase.CHOOSE}
ACTION_KEYS = ("play", "exchange", "swap", "declare", "choose")


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Play):
        return {"seat": action.seat, "play": card_text(action.card)}
    if isinstance(action, Exchange):
        return {"seat": action.seat, "exchange": [card_text(c) for c in action.cards]}
    if isinstance(action, Swap):
        return {"seat": action.seat, "swap": action.take}
    if isinstance(action, Choose):
        return {"seat": action.seat, "choose": action.contract}
    trump = "NT" if action.trump is None else SUITS[action.trump]
    return {"seat": action.seat, "declare": trump}


def action_from_json(data: object) -> Action:
    """Parse one action object; raise ``RecordError`` saying what is wrong."""
    if not isinstance(data, dict):
        raise RecordError("an action must be a JSON object")
    seat = data.get("seat")
    if not is_whole(seat):
        raise RecordError("an action needs an integer 'seat'")
    keys = [k for k in data if k != "seat"]
    if len(keys) != 1 or keys[0] not in ACTION_KEYS:
        raise RecordError(
            "an action holds 'seat' and exactly one of play, exchange, swap, declare, choose"
            f" (got {brief(sorted(data))})"
        )
    key = keys[0]
    value = data[key]
    try:
        if key == "play":
            return Play(seat, parse_card(value))
        if key == "exchange":
            if not isinstance(value, list):
                raise RecordError("'exchange' must be a list of cards")
            cards = [parse_card(v) for v in value]
            if len(set(cards)) != len(cards):
                raise RecordError("the exchange names a card twice")
            return Exchange(seat, tuple(sorted(cards)))
        if key == "swap":
            if not isinstance(value, bool):
                raise RecordError("'swap' must be true or false")
            return Swap(seat, value)
        if key == "choose":
            if not (isinstance(value, str) and 1 <= len(value) <= CHOICE_CHARS
                    and value.isascii() and value.isalpha() and value.isupper()):
                raise RecordError("'choose' must be a contract code such as NT"
                                  f" (got {brief(value)})")
            return Choose(seat, value)
        if value == "NT":
            return Declare(seat, None)
        if isinstance(value, str) and len(value) == 1 and value in SUITS:
            return Declare(seat, SUITS.index(value))
        raise RecordError(f"'declare' must be S, H, D, C or NT (got {brief(value)})")
    except ValueError as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(str(exc)) from None
