"""Checks every game's bot observation shares (docs/PROTOCOL.md, manni-bot/1).

A bot reads what another program wrote, so every field is checked for its
type and range, and every list for its length before its items are read;
each game's parser (``games/<game>/bots``) builds on these.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card, card_text, parse_card
from ..engine.untrusted import brief, is_whole
from .policy import ObservationError

__all__ = [
    "MAX_SCORE", "ObservationError", "_cards", "_int", "_need", "_seat_list",
    "_seat_of", "check_legal",
]

MAX_SCORE = 10**9
"""Scores (``plus``, ``minus``, manillen's ``score``) beyond this are refused: a
game of a million hands (the most ``hand_number`` allows) scores a few million
at most, and a larger number could only be meant to slow the arithmetic."""

LEGAL_KEYS = {"play": "play", "swap": "swap", "declare": "declare"}
"""The action key a ``legal`` entry holds in each phase that lists ``legal``."""

DECLARATIONS = ("S", "H", "D", "C", "NT")


def _need(obs: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in obs:
        raise ObservationError(f"observation lacks {key!r}")
    value = obs[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        name = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise ObservationError(f"observation field {key!r} must be {name}, got {brief(value)}")
    return value


def _int(obs: dict[str, Any], key: str, low: int, high: int) -> int:
    value = _need(obs, key, int)
    if isinstance(value, bool) or not low <= value <= high:
        raise ObservationError(f"observation field {key!r} must be an integer {low}..{high}")
    return int(value)


def _cards(values: object, what: str, most: int = 52) -> list[Card]:
    """A list of at most ``most`` distinct cards (its length checked before any is read)."""
    if not isinstance(values, list):
        raise ObservationError(f"{what} must be a list of cards")
    if len(values) > most:
        raise ObservationError(f"{what} lists {len(values)} cards, at most {most} possible")
    try:
        cards = [parse_card(v) for v in values]
    except ValueError as exc:
        raise ObservationError(f"{what}: {exc}") from None
    if len(set(cards)) != len(cards):
        raise ObservationError(f"{what} names a card twice")
    return cards


def _seat_list(values: object, what: str, seats: int) -> list[int]:
    if (
        not isinstance(values, list)
        or len(values) != seats
        or not all(is_whole(v) and -MAX_SCORE <= v <= MAX_SCORE for v in values)
    ):
        raise ObservationError(f"{what} must be a list of {seats} integers (at most {MAX_SCORE})")
    return [int(v) for v in values]


def _seat_of(value: object, seats: int, what: str) -> int:
    if is_whole(value) and 0 <= value < seats:
        return value
    raise ObservationError(f"{what} must be a seat number 0..{seats - 1}")


def check_legal(raw: object, seat: int, phase: str, hand: list[Card]) -> list[dict[str, Any]]:
    """The observation's ``legal`` list, checked before any thinking (docs/PROTOCOL.md).

    A list of objects ``{"seat": seat, key: value}`` with the phase's key, no
    entry twice, each a move the seat can make: in play a card of ``hand``
    (so at most ``len(hand)`` entries), in Classic's swap ``true``/``false``
    (at most two), in Manillen's declaration one of S, H, D, C, NT (at most
    five).  The length is checked first, so a list of a million duplicates is
    refused at once instead of being searched."""
    key = LEGAL_KEYS.get(phase)
    if key is None:
        raise ObservationError(f"phase {brief(phase)} lists no 'legal' actions")
    if not isinstance(raw, list) or not raw:
        raise ObservationError(f"a {phase} observation needs a non-empty 'legal' list")
    most = {"play": len(hand), "swap": 2, "declare": len(DECLARATIONS)}[key]
    if len(raw) > most:
        raise ObservationError(
            f"'legal' lists {len(raw)} actions; at most {most} are possible in this {phase}"
        )
    seen: set[object] = set()
    for action in raw:
        if (
            not isinstance(action, dict)
            or set(action) != {"seat", key}
            or not is_whole(action["seat"])
            or action["seat"] != seat
        ):
            raise ObservationError(f"bad legal action {brief(action)} for seat {seat}")
        value = action[key]
        move: object
        if key == "play":
            move = _cards([value], "legal play")[0]
            if move not in hand:
                raise ObservationError(f"legal play {card_text(move)} is not in the hand")
        elif key == "swap":
            if not isinstance(value, bool):
                raise ObservationError(f"bad legal action {brief(action)}")
            move = value
        else:
            if not isinstance(value, str) or value not in DECLARATIONS:
                raise ObservationError(f"bad legal action {brief(action)}")
            move = value
        if move in seen:
            raise ObservationError(f"'legal' lists {brief(action)} twice")
        seen.add(move)
    return raw


