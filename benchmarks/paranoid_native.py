"""Hard solving its sampled deals from the last 24 cards, with the paranoid solver in C.

Why: hard plays every card out by rollouts of the rule; its endgame solver
(``games/manni/bots/solver.py``) was measured weaker when it could only
afford the last 15 cards of 24 deals (benchmarks/results, 12-01).  In C the
same solver is about 25 times faster (a median 1.9 ms a deal of eight cards a
seat against 48 ms, ``--check``), which lets a measurement ask whether solved
deals beat rollouts over the last eight tricks.  This is a study, not a
level: ``native/paranoid_dd.c`` is built here with the machine's C compiler
and loaded with ctypes.

Variants (``hardsolve<N>x<K>``): hard, but each deal with at most N cards left
in the hands is solved, on at most K deals a card (``hardsolvepy<N>x<K>``: the
same with the Python solver, for timing); under Nullo it plays as hard
(solved there too, ``hardsolvenullo24x100``, it measured −0.86 net a hand on
14 deals: both other seats feeding the viewer tricks is far too pessimistic a
model of Nullo).

Run: PYTHONPATH=. python3 benchmarks/paranoid_native.py --check  (agreement and speed)
     PYTHONPATH=. python3 benchmarks/paranoid_native.py latency BOT_LATENCY_ARGS...
     PYTHONPATH=. python3 benchmarks/paranoid_native.py BOT_STRENGTH_ARGS...
     (for example --pairs hardsolve24x100-hardpoor --games 0 --contracts notrump ...)
"""

from __future__ import annotations

import ctypes
import functools
import random
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import arena
import bot_latency
import bot_strength
from solver_speed import manni_positions

from manni_desktop.engine.actions import Action, Exchange, Play, Swap
from manni_desktop.engine.game import Game
from manni_desktop.games.manni.bots import search
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of
from manni_desktop.games.manni.bots.search import Budget
from manni_desktop.games.manni.bots.solver import EndgameSolver
from manni_desktop.games.manni.bots.view import parse_view

SOURCE = Path(__file__).with_name("native") / "paranoid_dd.c"
LIBRARY = SOURCE.with_suffix(".so")
TABLE_BITS = 18  # 262,144 entries of 48 bytes, one table reused (a generation a deal)


@functools.cache
def library() -> ctypes.CDLL:
    """Build the library if it is missing or older than its source, and load
    it: on the first solve, not on import (``--help`` and mypy need no compiler)."""
    if not LIBRARY.exists() or LIBRARY.stat().st_mtime < SOURCE.stat().st_mtime:
        subprocess.run(["cc", "-O2", "-Wall", "-shared", "-fPIC", "-o", str(LIBRARY),
                        str(SOURCE)], check=True)
    lib = ctypes.CDLL(str(LIBRARY))
    lib.dd_value.restype = ctypes.c_double
    if not lib.dd_init(TABLE_BITS):
        raise MemoryError("no room for the solver's table")
    return lib


Hands = ctypes.c_uint64 * 3
Triple = ctypes.c_int * 3
Values = ctypes.c_double * 169


class NativeSolver:
    """``EndgameSolver``'s ``value`` in C: one solver a sampled deal, as in
    ``search.score_plays`` (a new deal starts a new generation of the table)."""

    def __init__(self, me: int, trump: int, values: Sequence[float]) -> None:
        library().dd_clear()
        self.me = me
        self.trump = trump
        self.values = Values(*values)

    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int],
              won: Sequence[int]) -> float:
        cards = [*trick, 0, 0, 0][:3]
        result: float = library().dd_value(Hands(*hands), leader, Triple(*cards), len(trick),
                                           Triple(*won), self.trump, self.me, self.values, None)
        return result


def solving_player(budget: Budget, native: bool = True, nullo: bool = False) -> arena.Player:
    """Hard's exchange and swap; its play with ``budget`` except under Nullo
    (``nullo``: there too), solving with the C solver, or with ``native``
    False the Python one (the same values and so the same cards, slower: for
    timing a level that would ship without C)."""
    solver = NativeSolver if native else EndgameSolver

    def player(game: Game, seat: int, seed: int) -> Action:
        view = parse_view(game.observation(seat))
        rng = random.Random(seed)
        if view.phase == "exchange":
            return Exchange(seat, tuple(sorted(search.search_exchange(view, rng, HARD))))
        if view.phase == "swap":
            return Swap(seat, search.search_swap(view, rng, HARD))
        play_budget = HARD if view.nullo and not nullo else budget
        search.EndgameSolver = solver  # type: ignore[attr-defined,assignment]
        return Play(seat, search.search_play(view, legal_cards_of(view), rng, play_budget))

    return player


def check(per_size: int = 60) -> int:
    """``solver_speed``'s random positions (1 to 5 cards a seat, part of a
    trick played, any payoff table): the C and Python solvers' values;
    returns the mismatches."""
    mismatches = 0
    for per_hand in range(1, 6):
        for me, trump, values, hands, leader, trick, won in manni_positions(
                per_size, per_hand, seed=per_hand):
            python = EndgameSolver(me, trump, values).value(hands, leader, trick, won)
            native = NativeSolver(me, trump, values).value(hands, leader, trick, won)
            mismatches += abs(python - native) > 1e-9
    return mismatches


def speed(per_seat: int, positions: int = 10) -> str:
    """CPU time of both solvers on random whole deals of ``per_seat`` cards a
    seat, first trick to lead, payoff: the viewer's net (median and largest)."""
    rng = random.Random(5)
    values = [0.0] * 169
    for t0 in range(13):
        for t1 in range(13 - t0):
            values[t0 * 13 + t1] = t0 - 4.0
    times: dict[str, list[float]] = {"C": [], "Python": []}
    for _ in range(positions):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[i * per_seat:(i + 1) * per_seat]) for i in range(3)]
        trump = rng.choice([-1, 0, 1, 2, 3])
        kinds: list[tuple[str, type[NativeSolver] | type[EndgameSolver]]] = [
            ("C", NativeSolver), ("Python", EndgameSolver)]
        for name, kind in kinds:
            if name == "Python" and per_seat > 8:
                continue  # seconds to minutes a position
            start = time.process_time()
            kind(0, trump, values).value(hands, 0, [], [0, 0, 0])
            times[name].append(1000 * (time.process_time() - start))
    parts = [f"{per_seat} cards a seat:"]
    for name, ms in times.items():
        if ms:
            ms.sort()
            parts.append(f"{name} median {ms[len(ms) // 2]:.1f} ms, largest {ms[-1]:.1f} ms")
    return parts[0] + " " + "; ".join(parts[1:])


for cards in (12, 15, 18, 21, 24, 27):
    for deals in (24, 50, 100, 200):
        budget = replace(HARD, solver_cards=cards, max_solved_deals=deals)
        arena.VARIANTS[f"hardsolve{cards}x{deals}"] = solving_player(budget)
        arena.VARIANTS[f"hardsolvepy{cards}x{deals}"] = solving_player(budget, native=False)
arena.VARIANTS["hardsolvenullo24x100"] = solving_player(
    replace(HARD, solver_cards=24, max_solved_deals=100), nullo=True)

if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        print(f"C and Python solvers disagree on {check()} of 300 random positions")
        for per_seat in (6, 8, 10, 12):
            print(speed(per_seat))
    elif sys.argv[1:2] == ["latency"]:
        del sys.argv[1]
        bot_latency.main()
    else:
        bot_strength.main()
