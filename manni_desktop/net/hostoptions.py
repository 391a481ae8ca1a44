"""How a host runs its table: the choices ``serve``'s options and a hosting
window make, apart from the host's code so either can build them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class HostOptions:
    """How the host runs its table (the parts tests and ``serve`` change)."""

    name: str = "Manni table"
    stand_in: str = "medium"  # the level that holds a dropped player's seat
    stand_in_after: float = 15.0  # seconds before it does
    allow_hints: bool = False
    hand_pause: float = 0.0  # seconds a finished hand stays on the table
    save_path: Path | None = None
    bot_seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # ``serve`` starts the game once every seat is filled (tests and outside
    # tools expect it); a hosting window waits for its host's Start instead
    # (issue 37: "the host starts the game when the seats are filled").
    start_when_filled: bool = True
    # Called in the host's loop after the seating or the game changed (a
    # hosting window refreshes its list of who joined from ``seats()``).
    on_change: Callable[[], None] | None = None


__all__ = ["HostOptions"]
