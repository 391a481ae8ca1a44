"""Checking a Manillen observation before a bot thinks (docs/PROTOCOL.md, manni-bot/1)."""

from __future__ import annotations

from typing import Any

from ....ai.observation_checks import (
    ObservationError,
    _cards,
    _int,
    _seat_list,
    _seat_of,
    check_legal,
)
from ....engine.cards import Card
from ....engine.untrusted import brief, is_whole
from ..rules import MANILLEN

DECLARATIONS = ("S", "H", "D", "C", "NT")


def check_manillen(obs: dict[str, Any]) -> tuple[int, list[Card], list[dict[str, Any]]]:
    """Check a Manillen observation (docs/PROTOCOL.md) the way ``parse_view`` checks a
    Manni one; return its seat, hand and checked ``legal`` list."""
    seat, partner = obs.get("seat"), obs.get("partner")
    if not is_whole(seat) or not is_whole(partner):
        raise ObservationError("a manillen observation needs integer 'seat' and 'partner'")
    seat = _seat_of(seat, MANILLEN.seats, "'seat'")
    if partner != (seat + 2) % MANILLEN.seats:
        raise ObservationError(f"seat {seat}'s partner is seat {(seat + 2) % MANILLEN.seats}")
    if "seats" in obs and (not is_whole(obs["seats"]) or obs["seats"] != MANILLEN.seats):
        raise ObservationError(f"manillen has {MANILLEN.seats} seats")
    if obs.get("options") not in (None, {}):
        raise ObservationError("manillen takes no options")
    _seat_of(obs.get("dealer"), MANILLEN.seats, "'dealer'")
    if "hand_number" in obs:
        _int(obs, "hand_number", 0, 10**6)
    if "score" in obs:
        _seat_list(obs["score"], "'score'", len(MANILLEN.sides))
    phase = obs.get("phase")
    if phase not in ("declare", "play"):
        raise ObservationError(f"manillen has no decision in phase {brief(phase)}")
    declared = obs.get("declared")
    if declared is not None and declared not in DECLARATIONS:
        raise ObservationError(f"'declared' must be null or one of {', '.join(DECLARATIONS)}")
    hand = _cards(obs.get("hand"), "'hand'", MANILLEN.tricks_per_hand)
    raw_tricks = obs.get("tricks", [])
    if not isinstance(raw_tricks, list) or len(raw_tricks) > MANILLEN.tricks_per_hand or not all(
        isinstance(t, dict) for t in raw_tricks
    ):
        raise ObservationError(
            f"'tricks' must be a list of at most {MANILLEN.tricks_per_hand} objects"
        )
    if phase == "play":
        trick = obs.get("trick")
        if not isinstance(trick, dict):
            raise ObservationError("a play observation needs the current 'trick'")
        _cards(trick.get("cards", []), "'trick'", MANILLEN.seats - 1)
        _seat_of(trick.get("leader"), MANILLEN.seats, "'trick' leader")
    return seat, hand, check_legal(obs.get("legal"), seat, phase, hand)


