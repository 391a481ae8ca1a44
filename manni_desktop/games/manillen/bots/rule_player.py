"""A rule-based Manillen player (docs/RULES.md §3): the easy level.

These rules are legal by construction (they only choose among the
observation's ``legal`` actions) and sensible: declare the suit that is
long and rich in points, win an opponent's trick as cheaply as possible,
feed points to a partner who is winning, and throw the cheapest card
otherwise.  The same card rule plays out the sampled deals of the medium
and hard search (``manillen_play.rule_card``, on bit masks).
"""

from __future__ import annotations

import random
from typing import Any

from ....ai.policy import ObservationError
from ....engine.cards import SUITS, card_text, parse_card, suit_of
from ..obligations import NO_TRUMP, POWER, beats, trick_winner
from ..rules import CARD_POINTS
from .observation import check_manillen

ActionJson = dict[str, Any]


def _cards(values: object, what: str) -> list[int]:
    if not isinstance(values, list):
        raise ObservationError(f"'{what}' must be a list of cards")
    try:
        return [parse_card(v) for v in values]
    except ValueError as exc:
        raise ObservationError(f"'{what}': {exc}") from None


def _declaration(hand: list[int]) -> str:
    """The suit with the most length and card points; no-trump with a hand of
    tens and aces spread over the suits (no-trump doubles the score)."""
    def strength(suit: int) -> int:
        cards = [c for c in hand if suit_of(c) == suit]
        return 3 * len(cards) + sum(CARD_POINTS[c] for c in cards)

    best = max(range(4), key=strength)
    tops = sum(1 for c in hand if CARD_POINTS[c] >= 4)  # tens and aces
    suits_held = len({suit_of(c) for c in hand})
    if tops >= 4 and suits_held == 4 and len([c for c in hand if suit_of(c) == best]) < 4:
        return "NT"
    return SUITS[best]


def _card_to_play(obs: dict[str, Any], legal: list[int], rng: random.Random) -> int:
    declared = obs.get("declared")
    trump = None if declared in (None, "NT") else SUITS.index(str(declared))
    trick = obs.get("trick") or {}
    cards = _cards(trick.get("cards", []), "trick.cards")
    partner = obs.get("partner")

    def cheap(card: int) -> tuple[int, int, int]:
        return (CARD_POINTS[card], suit_of(card) == trump, POWER[card])

    if not cards:  # lead: a ten (the top card) if held, else the cheapest card
        tens = [c for c in legal if POWER[c] == 7 and suit_of(c) != trump]
        return tens[0] if tens else min(legal, key=cheap)
    suit_or_none = NO_TRUMP if trump is None else trump
    winner, top = trick_winner(cards, int(trick.get("leader", 0)), suit_or_none)
    if winner == partner:  # feed points to the partner, but not a trump
        return max(legal, key=lambda c: (suit_of(c) != trump, CARD_POINTS[c], -POWER[c]))
    winners = [c for c in legal if beats(c, top, suit_or_none)]
    if winners and (len(cards) == 3 or rng.random() < 0.8):
        return min(winners, key=lambda c: (suit_of(c) == trump, POWER[c]))
    return min(legal, key=cheap)


def manillen_policy(obs: dict[str, Any], rng: random.Random) -> ActionJson:
    """The rules above on a Manillen observation (docs/PROTOCOL.md's shape), checked
    first by ``view.check_manillen``."""
    seat, hand, legal = check_manillen(obs)
    if obs.get("phase") == "declare":
        choice = _declaration(hand)
        options = sorted(str(a["declare"]) for a in legal)
        return {"seat": seat, "declare": choice if choice in options else options[0]}
    cards = _cards([a["play"] for a in legal], "legal")
    return {"seat": seat, "play": card_text(_card_to_play(obs, cards, rng))}
