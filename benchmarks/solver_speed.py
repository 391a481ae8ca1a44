"""Both exact endgame solvers on fixed positions: CPU time, positions searched, a fingerprint.

Why: a change to a solver's inner loop (such as the alpha-beta core both
share, ``ai/alphabeta.py``) must leave every value and every search exactly
as it was and must not slow it.  This solves fixed positions with Manni's
``EndgameSolver`` (three seats, random deals and payoff tables) and
Manillen's ``Solver`` (positions of seeded games played at random), prints
the best of ``--repeat`` CPU times per group, the positions searched, and a
hash of every value and node count.  The same hash means the same searches.

Run: PYTHONPATH=. python3 benchmarks/solver_speed.py [--positions 30] [--repeat 3]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time
from collections.abc import Callable
from functools import partial

from manni_desktop.engine import new_game
from manni_desktop.games.manillen.bots.play import Table
from manni_desktop.games.manillen.bots.solver import Solver
from manni_desktop.games.manillen.rules import ManillenHand
from manni_desktop.games.manni.bots.solver import EndgameSolver
from tests.ai.positions import endgame_deal

ManniPosition = tuple[int, int, list[float], list[int], int, tuple[int, ...], list[int]]


def manni_positions(count: int, per_hand: int, seed: int) -> list[ManniPosition]:
    """(me, trump, values, hands, leader, trick, won): ``per_hand`` cards a seat
    at the start of a trick, then up to two cards of it played at random."""
    rng = random.Random(seed)
    out: list[ManniPosition] = []
    for k in range(count):
        hands, leader, trick, won = endgame_deal(rng, per_hand)
        values = [rng.uniform(-4, 4) for _ in range(169)]
        out.append((k % 3, rng.choice((-1, 0, 1, 2, 3)), values, hands, leader, trick, won))
    return out


def manillen_positions(count: int, left: int, seed: int) -> list[Table]:
    """Seeded games played at random to ``left`` cards in the hands (some mid-trick)."""
    rng = random.Random(seed)
    out = []
    for k in range(count):
        game = new_game("manillen", seed=seed * 1000 + k)
        game.apply(rng.choice(game.legal_actions()))
        hand = game.hand
        assert isinstance(hand, ManillenHand)
        while sum(bin(x).count("1") for x in hand.hands) > left:
            game.apply(rng.choice(game.legal_actions()), auto_deal=False)
        won = [sum(1 for t in hand.tricks if t.winner % 2 == side) for side in (0, 1)]
        out.append(Table(list(hand.hands), -1 if hand.trump is None else hand.trump,
                         hand.trick_leader, list(hand.trick_cards), hand.card_points(), won))
    return out


def solve_manni(positions: list[ManniPosition]) -> list[tuple[float, int]]:
    results = []
    for me, trump, values, hands, leader, trick, won in positions:
        solver = EndgameSolver(me, trump, values)
        value = solver.value(hands, leader, trick, won)
        results.append((value, solver.nodes))
    return results


def solve_manillen(positions: list[Table]) -> list[tuple[float, int]]:
    results = []
    for table in positions:
        solver = Solver(table.trump)
        value = solver.value(table)
        results.append((float(value), solver.nodes))
    return results


def best_time(run: Callable[[], list[tuple[float, int]]],
              repeat: int) -> tuple[float, list[tuple[float, int]]]:
    best, results = float("inf"), []
    for _ in range(repeat):
        start = time.process_time()
        results = run()
        best = min(best, time.process_time() - start)
    return 1000 * best, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30, help="per group (default 30)")
    parser.add_argument("--repeat", type=int, default=3, help="timings per group, best kept")
    args = parser.parse_args()
    digest = hashlib.sha256()
    groups: list[tuple[str, Callable[[], list[tuple[float, int]]]]] = []
    for per_hand in (6, 7):
        manni = manni_positions(args.positions, per_hand, 10 + per_hand)
        groups.append((f"manni {3 * per_hand} cards", partial(solve_manni, manni)))
    for left in (16, 20):
        manillen = manillen_positions(args.positions, left, 20 + left)
        groups.append((f"manillen {left} cards", partial(solve_manillen, manillen)))
    print(f"exact solvers, {args.positions} positions a group, best of {args.repeat}, CPU ms")
    print(f"{'group':18} {'total ms':>9} {'nodes':>10} {'us/node':>8}")
    for name, run in groups:
        ms, results = best_time(run, args.repeat)
        nodes = sum(n for _, n in results)
        digest.update(repr(results).encode())
        print(f"{name:18} {ms:9.0f} {nodes:10d} {1000 * ms / max(1, nodes):8.2f}")
    print(f"fingerprint {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
