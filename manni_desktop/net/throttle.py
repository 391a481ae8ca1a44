"""Who may knock at a table's door, and how often: kept per peer address.

Two guards, each aimed at the stranger without the code and never at the
friends who have it:

- ``FailureBook`` counts wrong codes per address.  An address that gave
  ``PER_PEER`` wrong codes within ``WINDOW`` seconds waits ``LOCKOUT``
  seconds.  A table-wide ceiling (``TABLE_CEILING`` wrong codes within the
  window, from any number of addresses) then also stops every address that
  failed in that window, but never an address that has not failed: a friend
  with the right code, or with a seat's token, still gets in.  The bound on
  guessing: an attacker needs a new address for every few guesses.
- ``Doorway`` holds the connections that have not yet proved the code (and,
  a second one, those that proved it but have no seat yet): at
  most ``PER_PEER_PENDING`` per address and ``PENDING`` in all, each for at
  most ``PENDING_SECONDS`` (host.py's deadline).  When the room is full a
  newcomer is let in and the oldest waiting connection of the address with
  the most waiting is closed instead, so idle connections from a few
  addresses can never keep a friend out.
"""

from __future__ import annotations

import time
from collections.abc import Callable

PER_PEER = 5
WINDOW = 60.0
LOCKOUT = 60.0
TABLE_CEILING = 30
ADDRESSES = 4096
"""Addresses remembered at most (the oldest are forgotten first)."""

PENDING = 12
PER_PEER_PENDING = 4
PENDING_SECONDS = 5.0
"""From TLS done to the code proved: an honest client needs a few round
trips (well under a second on a home network)."""

UNJOINED = 8
UNJOINED_PER_PEER = 2
JOIN_SECONDS = 5.0
"""A connection that proved the code but has no seat yet (it has not sent
``join``, or its join was refused) is kept at most ``JOIN_SECONDS``, and at
most ``UNJOINED_PER_PEER`` of them per address and ``UNJOINED`` in all: a
newcomer always gets in and the oldest unjoined connection of its address
(or of the biggest crowd) makes room, so connections that know the code
but never sit down cannot keep a friend with a token out."""


class FailureBook:
    """Wrong codes per peer address, and whether an address must wait."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._failures: dict[str, list[float]] = {}
        self._locked: dict[str, float] = {}

    def wait(self, address: str) -> float:
        """Seconds ``address`` must wait before trying a code (0: it may now)."""
        now = self._clock()
        until = self._locked.get(address, 0.0)
        if until > now:
            return until - now
        recent = self._recent(address, now)
        if recent and self._table_failures(now) >= TABLE_CEILING:
            return recent[0] + WINDOW - now  # it failed, and the table is under attack
        return 0.0

    def failed(self, address: str) -> None:
        now = self._clock()
        recent = [*self._recent(address, now), now]
        self._failures.pop(address, None)  # re-inserted last: the dict keeps age order
        self._failures[address] = recent
        if len(recent) >= PER_PEER:
            self._locked[address] = now + LOCKOUT
            self._failures[address] = []
        while len(self._failures) > ADDRESSES:
            del self._failures[next(iter(self._failures))]
        for key in [k for k, until in self._locked.items() if until <= now]:
            del self._locked[key]

    def _recent(self, address: str, now: float) -> list[float]:
        return [t for t in self._failures.get(address, ()) if now - t < WINDOW]

    def _table_failures(self, now: float) -> int:
        return sum(1 for times in self._failures.values() for t in times if now - t < WINDOW)


class Doorway:
    """The connections that have not proved the code yet, by address."""

    def __init__(self, total: int = PENDING, per_peer: int = PER_PEER_PENDING,
                 evict_own: bool = False) -> None:
        self.total, self.per_peer, self.evict_own = total, per_peer, evict_own
        self._waiting: dict[str, list[Callable[[], None]]] = {}

    def enter(self, address: str, close: Callable[[], None]) -> bool:
        """Let a connection wait (``close`` ends it if it must make room);
        False if its address already has its share waiting (with
        ``evict_own``, that address's oldest makes room instead)."""
        mine = self._waiting.get(address, [])
        if len(mine) >= self.per_peer:
            if not self.evict_own:
                return False
            mine.pop(0)()
        if self.count() >= self.total:
            crowd = max(self._waiting.values(), key=len)
            crowd.pop(0)()  # the oldest of the biggest crowd makes room
        self._waiting.setdefault(address, []).append(close)
        return True

    def leave(self, address: str, close: Callable[[], None]) -> None:
        mine = self._waiting.get(address, [])
        if close in mine:
            mine.remove(close)
        if not mine:
            self._waiting.pop(address, None)

    def close_all(self) -> None:
        """Close every waiting connection (the table closes)."""
        waiting, self._waiting = self._waiting, {}
        for closers in waiting.values():
            for close in closers:
                close()

    def count(self) -> int:
        return sum(len(v) for v in self._waiting.values())


__all__ = ["Doorway", "FailureBook"]
