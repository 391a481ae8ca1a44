"""Decision time of the Manillen bots, per level and decision: p50 / p95 / p99 in ms.

Plays whole first hands of seeded Manillen games with the level under test
in all four seats and times every ``choose_action`` call, split into the
declaration and the card plays (forced cards, a single legal one, are
listed apart: they cost nothing).  Targets (issue 17): hard p95 <= 300 ms a
card and <= 1 s a declaration; medium p95 <= 60 ms.  Also, for the exact
solver, the median and p95 time and positions searched by cards left, which
is how ``manillen_search.HARD.solver_cards`` was chosen.

Run: PYTHONPATH=. python3 benchmarks/manillen_latency.py [--hands N]
     [--levels medium,hard] [--cpu] [--solver]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from percentiles import percentile, timing_columns

from manni_desktop.ai import choose_action
from manni_desktop.engine import action_from_json, new_game
from manni_desktop.games.manillen.bots.play import Table
from manni_desktop.games.manillen.bots.solver import Solver
from manni_desktop.games.manillen.rules import ManillenHand


def time_level(level: str, hands: int, now: Callable[[], float]) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {"declare": [], "play": [], "forced": []}
    for k in range(hands):
        game = new_game("manillen", seed=70_000 + k)
        hand = game.hand
        assert hand is not None  # a new game has dealt its first hand
        while not hand.finished:
            seat = game.to_act
            assert seat is not None
            obs = game.observation(seat)
            start = now()
            action = choose_action(obs, level, k * 100 + len(hand.tricks))
            spent = now() - start
            kind = obs["phase"] if len(obs["legal"]) > 1 else "forced"
            timings[kind].append(spent)
            game.apply(action_from_json(action), auto_deal=False)
    return timings


def solver_costs(samples: int) -> None:
    rng = random.Random(3)
    print(f"exact solver, {samples} random positions per size (ms, positions searched)")
    print(f"{'cards':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'p50 nodes':>10}")
    for left in (8, 12, 16, 20, 24):
        times, nodes = [], []
        for s in range(samples):
            game = new_game("manillen", seed=80_000 + s)
            game.apply(rng.choice(game.legal_actions()))
            hand = game.hand
            assert isinstance(hand, ManillenHand)
            while sum(bin(x).count("1") for x in hand.hands) > left or hand.trick_cards:
                game.apply(rng.choice(game.legal_actions()), auto_deal=False)
            won = [sum(1 for t in hand.tricks if t.winner % 2 == side) for side in (0, 1)]
            table = Table(list(hand.hands), -1 if hand.trump is None else hand.trump,
                          hand.trick_leader, [], hand.card_points(), won)
            solver = Solver(table.trump)
            start = time.perf_counter()
            solver.value(table)
            times.append(1000 * (time.perf_counter() - start))
            nodes.append(float(solver.nodes))
        print(f"{left:5d} {percentile(times, 0.5):8.2f} {percentile(times, 0.95):8.2f}"
              f" {max(times):8.2f} {percentile(nodes, 0.5):10.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20, help="hands per level (default 20)")
    parser.add_argument("--levels", default="medium,hard")
    parser.add_argument("--cpu", action="store_true",
                        help="time with process CPU time (a shared, busy machine)")
    parser.add_argument("--solver", action="store_true", help="also time the solver alone")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    print(f"Manillen bot decision time ({'CPU' if args.cpu else 'wall'} clock), "
          f"{args.hands} hands, ms")
    print(f"{'level':8} {'decision':9} {'n':>5} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}")
    for level in args.levels.split(","):
        for kind, values in time_level(level, args.hands, clock).items():
            if not values:
                continue
            print(f"{level:8} {kind:9} {timing_columns(values)}")
    if args.solver:
        solver_costs(40)


if __name__ == "__main__":
    main()
