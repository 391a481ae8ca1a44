"""How a host runs its table: the choices ``serve``'s options and a hosting
window make, apart from the host's code so either can build them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .messages import Notice


@dataclass
class HostOptions:
    """How the host runs its table (the parts tests and ``serve`` change)."""

    name: str = "Manni table"
    stand_in: str = "medium"  # the level that holds a dropped player's seat
    # seconds before it does: after a drop, and on a turn its (connected)
    # player leaves unanswered
    stand_in_after: float = 15.0
    # The hosting window's own seat: the table itself, never taken by the
    # turn limit (an idle host's game is not finished by computers unseen).
    own_seat: int | None = None
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
    # Called in the host's loop with every ``Notice``: a seat away, a stand-in,
    # a seat back, a ``seat-request`` to answer (``answer_seat_request``), a
    # failed save.  None: no one to ask, so a seat is never given by name.
    on_notice: Callable[[Notice], None] | None = None
    # A join by name for an away player's seat: ``ask`` the host's window
    # (``seat-request``; refused if there is no ``on_notice``), ``refuse`` it
    # (``serve``'s default: no one to ask) or ``approve`` it without asking
    # (``serve --approve-by-name``).  Approved, the seat gets a new token.
    seat_by_name: str = "ask"


__all__ = ["HostOptions"]
