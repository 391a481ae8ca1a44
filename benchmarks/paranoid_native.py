"""Hard solving its sampled deals from the last N cards, with the paranoid solver in C.

Why: hard plays every card out by rollouts of the rule; its endgame solver
(``games/manni/bots/solver.py``) was measured weaker when it could only
afford the last 15 cards of 24 deals (benchmarks/results, 12-01).  In C
(``games/manni/bots/paranoid.c``, loaded by ``native_solver``) the same
solver is about 25 times faster (a median 1.9 ms a deal of eight cards a
seat against 48 ms, ``--check``), which let this study ask whether solved
deals beat rollouts over the last eight tricks.  Under no-trump they did,
and over the last nine more so: that is the expert level now
(``levels.EXPERT``, ``ntsolve27x100``).

Variants (``hardsolve<N>x<K>``): hard, but each deal with at most N cards left
in the hands is solved, on at most K deals a card, under trump and no-trump
(under Nullo it plays as hard; solved there too, ``hardsolvenullo24x100``, it
measured −0.86 net a hand on 14 deals: both other seats feeding the viewer
tricks is far too pessimistic a model of Nullo).  With
``MANNI_PYTHON_SOLVER=1`` in the environment the Python solver solves (the
same cards, slower: for timing a level without the C library).

Run: PYTHONPATH=. python3 benchmarks/paranoid_native.py --check  (agreement and speed)
     PYTHONPATH=. python3 benchmarks/paranoid_native.py latency BOT_LATENCY_ARGS...
     PYTHONPATH=. python3 benchmarks/paranoid_native.py BOT_STRENGTH_ARGS...
     (for example --pairs hardsolve24x100-hardpoor --games 0 --contracts notrump ...)
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import replace

import arena
import bot_latency
import bot_strength
from solver_speed import manni_positions

from manni_desktop.games.manni.bots.levels import HARD
from manni_desktop.games.manni.bots.native_solver import NativeSolver, Solver, library
from manni_desktop.games.manni.bots.search import ContractKind
from manni_desktop.games.manni.bots.solver import EndgameSolver


def native_solver(me: int, trump: int, values: list[float]) -> NativeSolver:
    lib = library()
    if lib is None:
        raise SystemExit("the C solver is not built: pip install -e . (with a C compiler)")
    return NativeSolver(lib, me, trump, values)


def check(per_size: int = 60) -> int:
    """``solver_speed``'s random positions (1 to 5 cards a seat, part of a
    trick played, any payoff table): the C and Python solvers' values;
    returns the mismatches."""
    mismatches = 0
    for per_hand in range(1, 6):
        for me, trump, values, hands, leader, trick, won in manni_positions(
                per_size, per_hand, seed=per_hand):
            python = EndgameSolver(me, trump, values).value(hands, leader, trick, won)
            native = native_solver(me, trump, values).value(hands, leader, trick, won)
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
        kinds: list[tuple[str, Callable[[int, int, list[float]], Solver]]] = [
            ("C", native_solver), ("Python", EndgameSolver)]
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


NOT_NULLO: frozenset[ContractKind] = frozenset({"trump", "notrump"})
for cards in (12, 15, 18, 21, 24, 27):
    for deals in (24, 50, 100, 200):
        budget = replace(HARD, solver_cards=cards, max_solved_deals=deals,
                         solved_contracts=NOT_NULLO)
        arena.VARIANTS[f"hardsolve{cards}x{deals}"] = arena.budget_player(budget)
arena.VARIANTS["hardsolvenullo24x100"] = arena.budget_player(
    replace(HARD, solver_cards=24, max_solved_deals=100))
# Expert with more of its second: solving no-trump deals only (as expert,
# ``ntsolve27x100``, until 2026-12-06 ``ntsolve24x100``) from more cards or on more deals.
NOTRUMP: frozenset[ContractKind] = frozenset({"notrump"})
for cards, deals in ((24, 100), (24, 250), (27, 100), (27, 50)):
    arena.VARIANTS[f"ntsolve{cards}x{deals}"] = arena.budget_player(
        replace(HARD, solver_cards=cards, max_solved_deals=deals, solved_contracts=NOTRUMP))

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
