"""Replay this deal: a new game whose first hand is a hand of another game,
dealt again card for card, with the player in the seat they pick.

The deck is the same, and the dealer is the same chair: when the player
moves to seat ``k``, every seat's number turns by ``k`` (the new seat ``i``
is the old seat ``i + k``), so dealing the same deck from the turned dealer
gives the player the cards seat ``k`` had.  The computer player who sat in
seat ``k`` takes the player's old chair; every other one keeps its chair,
name and level.  The game keeps the seed, so a replay of the first hand
from the player's own seat deals every later hand as the first game did.

A replay is marked (``REPLAY_KEYS``: the hand, the seat and when it
began): ``Game.identity`` includes the mark, so the statistics count a
replay as a game of its own, and can tell it is a replay.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .game import Game
from .untrusted import is_text, is_whole

REPLAY_KEYS = ("hand", "seat", "started")


def turned(values: Sequence[Any], seat: int, human: int = 0) -> list[Any]:
    """``values`` per old seat, as the new seats see them once the player
    (old seat ``human``) moves to old seat ``seat``: turned by ``seat``, the
    player's and the displaced seat's values swapped back."""
    n = len(values)
    new = [values[(i + seat) % n] for i in range(n)]
    displaced = (human - seat) % n  # the player's old chair, in the new numbering
    new[human], new[displaced] = values[human], values[seat]
    return new


def replay_deal(game: Game, hand: int, seat: int, started: str) -> Game:
    """A new game of ``game``'s rules and options whose first hand is hand
    ``hand`` of ``game`` dealt again, the player (seat 0) in old seat ``seat``."""
    seats = game.rules.seats
    if not 0 <= hand < len(game.hands):
        raise ValueError(f"no hand {hand}")
    if not 0 <= seat < seats:
        raise ValueError(f"no seat {seat}")
    dealer = (game.dealer_of(hand) - seat) % seats  # the same chair, renumbered
    new = Game(game.rules, dict(game.options), players=turned(game.players, seat),
               first_dealer=dealer, seed=game.seed)
    new.replay_of = {"hand": hand, "seat": seat, "started": started}
    new.deal(list(game.hands[hand].deck))
    return new


def check_replay_of(value: object, seats: int) -> dict[str, Any] | None:
    """A saved replay mark, checked (``ValueError`` names what is wrong)."""
    if value is None:
        return None
    if not (isinstance(value, dict) and set(value) == set(REPLAY_KEYS)
            and is_whole(value["hand"]) and value["hand"] >= 0
            and is_whole(value["seat"]) and 0 <= value["seat"] < seats
            and is_text(value["started"])):
        raise ValueError("session.replay_of: must be {hand, seat, started} of this game")
    return dict(value)
