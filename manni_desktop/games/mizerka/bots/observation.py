"""Checking a mizerka observation before a bot thinks (docs/PROTOCOL.md, manni-bot/1).

Every field a bot reads is checked for its type and range first, lists for
their length before their items; ``legal`` is checked by the shared
``check_legal`` in play, and here for the choice (its codes are this game's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....ai.observation_checks import (
    ObservationError,
    _cards,
    _int,
    _seat_list,
    _seat_of,
    check_legal,
)
from ....engine.cards import Card, parse_card
from ....engine.contracts import NOTRUMP
from ....engine.untrusted import brief, is_whole
from ..rules import MIZERKA_RULES, PAUSE_ROUND, SEATS
from ..scoring import CONTRACTS, MIZERKA, QUOTA_OPTIONS

PHASES = ("choose", "exchange", "play")
CONTRACT_CODES = (*(f"trump:{s}" for s in "SHDC"), NOTRUMP, MIZERKA)


@dataclass(frozen=True)
class MizerkaView:
    """What the easy bot reads of a checked observation."""

    seat: int
    dealer: int
    phase: str
    quota: str
    hand: list[Card]
    contract: str | None  # as in replay: trump:S … notrump, mizerka
    allowance: int  # the exchange's (0 outside it)
    trick_leader: int
    trick: list[Card]  # the trick in play, in play order
    legal: list[dict[str, Any]]  # choose and play: the checked legal list

    @property
    def trump(self) -> int | None:
        if self.contract is None or not self.contract.startswith("trump:"):
            return None
        return "SHDC".index(self.contract[-1])

    @property
    def misere(self) -> bool:
        return self.contract == MIZERKA


def _check_choices(raw: object, seat: int) -> list[dict[str, Any]]:
    """The choice's ``legal`` list: distinct ``{"seat": seat, "choose": code}``
    with codes of this game's contracts (its length checked first)."""
    if not isinstance(raw, list) or not raw:
        raise ObservationError("a choose observation needs a non-empty 'legal' list")
    if len(raw) > len(CONTRACTS):
        raise ObservationError(
            f"'legal' lists {len(raw)} actions; at most {len(CONTRACTS)} contracts exist")
    seen: set[str] = set()
    for action in raw:
        if (not isinstance(action, dict) or set(action) != {"seat", "choose"}
                or not is_whole(action["seat"]) or action["seat"] != seat
                or action["choose"] not in CONTRACTS):
            raise ObservationError(f"bad legal action {brief(action)} for seat {seat}")
        if action["choose"] in seen:
            raise ObservationError(f"'legal' lists {brief(action)} twice")
        seen.add(action["choose"])
    return raw


def check_mizerka(obs: dict[str, Any]) -> MizerkaView:
    """Check a mizerka observation for the seat to act (``ObservationError``)."""
    seat = _seat_of(obs.get("seat"), SEATS, "'seat'")
    if "seats" in obs and (not is_whole(obs["seats"]) or obs["seats"] != SEATS):
        raise ObservationError(f"mizerka has {SEATS} seats")
    options = obs.get("options", {})
    if not isinstance(options, dict) or not set(options) <= {"quota"}:
        raise ObservationError("mizerka's only option is 'quota'")
    quota = options.get("quota", QUOTA_OPTIONS[0])
    if quota not in QUOTA_OPTIONS:
        raise ObservationError(f"'quota' must be one of {', '.join(QUOTA_OPTIONS)}")
    dealer = _seat_of(obs.get("dealer"), SEATS, "'dealer'")
    if "hand_number" in obs:
        _int(obs, "hand_number", 0, 10**6)
    if "score" in obs:
        _seat_list(obs["score"], "'score'", SEATS)
    phase = obs.get("phase")
    if phase not in PHASES:
        raise ObservationError(f"mizerka has no decision in phase {brief(phase)}")
    contract = obs.get("contract")
    if phase == "choose":
        if contract is not None:
            raise ObservationError("'contract' must be null while it is being chosen")
    elif contract not in CONTRACT_CODES:
        raise ObservationError(f"'contract' must be one of {', '.join(CONTRACT_CODES)}")
    most = PAUSE_ROUND if phase == "choose" else MIZERKA_RULES.tricks_per_hand
    hand = _cards(obs.get("hand"), "'hand'", most)
    allowance = 0
    leader, trick = seat, []
    legal: list[dict[str, Any]] = []
    if phase == "choose":
        legal = _check_choices(obs.get("legal"), seat)
    elif phase == "exchange":
        allowance = _int(obs, "allowance", 0, MIZERKA_RULES.tricks_per_hand)
    else:
        raw = obs.get("trick")
        if not isinstance(raw, dict):
            raise ObservationError("a play observation needs the current 'trick'")
        trick = _cards(raw.get("cards", []), "'trick'", SEATS - 1)
        leader = _seat_of(raw.get("leader"), SEATS, "'trick' leader")
        legal = check_legal(obs.get("legal"), seat, "play", hand)
    return MizerkaView(seat, dealer, str(phase), str(quota), hand,
                       None if contract is None else str(contract), allowance, leader,
                       trick, legal)


def legal_cards(view: MizerkaView) -> list[Card]:
    return [parse_card(a["play"]) for a in view.legal]
