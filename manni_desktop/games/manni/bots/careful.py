"""A careful rule player for the Manni games: a yardstick, not a level.

Issue 36 asks for an opponent stronger than easy without its noise, written
independently of the search levels (no sampling, no rollouts), to measure
them against: ``careful_count`` counts the cards, ``careful_play`` picks the
card and ``careful_exchange`` the exchange (or Classic's swap).  It is not
offered in ``levels.LEVELS``, the new-game dialog or the protocol; the
benchmarks seat it by name (``benchmarks/arena.py``, ``careful``).
"""

from __future__ import annotations

import random

from ....ai.policy import ActionJson, Observation
from ....engine.cards import card_text, parse_card
from .careful_count import Count
from .careful_exchange import careful_discards, careful_swap
from .careful_play import careful_card
from .view import parse_view


def careful_policy(obs: Observation, rng: random.Random) -> ActionJson:
    """The careful player's action for ``obs`` (docs/PROTOCOL.md JSON form)."""
    view = parse_view(obs)
    if view.phase == "exchange":
        cards = careful_discards(view.hand, view.unseen_mask, view.contract,
                                 view.allowance or 0)
        return {"seat": view.seat, "exchange": [card_text(c) for c in cards]}
    if view.phase == "swap":
        options = {a["swap"] for a in view.legal or []}
        take = careful_swap(view.hand, view.unseen_mask, view.contract, rng)
        return {"seat": view.seat, "swap": take if take in options else not take}
    assert view.legal is not None
    legal = [parse_card(a["play"]) for a in view.legal]
    return {"seat": view.seat, "play": card_text(careful_card(Count.of(view), legal))}
