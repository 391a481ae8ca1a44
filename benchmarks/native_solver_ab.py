"""Two builds of the C endgame solver, A/B, on hard's heaviest no-trump decisions.

Why: on a shared machine one timing of a build says little (two runs of the
same build differed by 10 %), so a change to ``paranoid.c`` that is meant
only to be faster is measured here in alternating rounds, the two builds in
one process: the paired difference of the rounds gives the saving with a
95 % interval.  Both builds must play the same card in every decision and
visit the same number of positions: the script stops if they do not, since
then the change was more than a speed-up (the node allowance would decide
other cards on other machines' builds).

The decisions: Hornafjarðar hands of seeds 50,000 + k (protocol_latency's)
played by hard in every seat, seed 1; of the no-trump cards among them, the
``--positions`` whose C searches visited the most positions.  Each build is
compiled here from its source with the same flags (the running Python's,
as setup.py's would be).

Run: PYTHONPATH=. python3 benchmarks/native_solver_ab.py --other OLD.c
     [--hands 12] [--positions 20] [--rounds 8]
(e.g. ``git show HEAD~1:manni_desktop/games/manni/bots/paranoid.c > /tmp/old.c``;
A is this checkout's paranoid.c.)
"""

from __future__ import annotations

import argparse
import ctypes
import json
import math
import shlex
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path
from typing import Any

from manni_desktop.ai.players import choose_action
from manni_desktop.engine import action_from_json, new_game
from manni_desktop.games.manni.bots import native_solver

SOURCE = Path(native_solver.__file__).with_name("paranoid.c")
Observation = dict[str, Any]


def build(source: Path, folder: Path, name: str) -> ctypes.CDLL:
    """``source`` compiled to a shared library with the interpreter's flags,
    with this checkout's rule play-out (both builds share it: the A/B is of
    the solver, and both must have this checkout's interface version)."""
    target = folder / f"{name}.so"
    flags = shlex.split(str(sysconfig.get_config_var("CFLAGS") or "-O3"))
    subprocess.run(["cc", *flags, "-fPIC", "-shared", str(source),
                    str(SOURCE.with_name("rule_playout.c")), "-o", str(target)], check=True)
    return native_solver._declared(ctypes.CDLL(str(target)))


class Counted:
    """``native_solver`` using ``lib``, counting the positions its searches visit."""

    nodes = 0

    def __init__(self) -> None:
        original = native_solver.NodeAllowance.charge

        def charge(allowance: native_solver.NodeAllowance, nodes: int) -> None:
            Counted.nodes += nodes
            original(allowance, nodes)

        native_solver.NodeAllowance.charge = charge  # type: ignore[method-assign,assignment]

    @staticmethod
    def use(lib: ctypes.CDLL) -> None:
        native_solver.library = lambda: lib
        native_solver._per_thread.solver = None  # a new table, from this library


def decisions(hands: int) -> list[tuple[int, Observation]]:
    """(positions visited, observation) of hard's no-trump cards in ``hands`` hands."""
    found = []
    for k in range(hands):
        game = new_game("hornafjardar", seed=50_000 + k)
        hand = game.hand
        assert hand is not None
        while not hand.finished:
            observation = game.observation(game.to_act or 0)
            before = Counted.nodes
            action = choose_action(observation, "hard", 1)
            if observation["phase"] == "play" and str(observation["contract"]).startswith("no"):
                found.append((Counted.nodes - before, observation))
            game.apply(action_from_json(action), auto_deal=False)
    return found


def play(observations: list[Observation]) -> tuple[float, int, list[str]]:
    """CPU seconds, positions visited and the cards hard chose, over ``observations``."""
    before = Counted.nodes
    start = time.process_time()
    cards = [json.dumps(choose_action(o, "hard", 1)) for o in observations]
    return time.process_time() - start, Counted.nodes - before, cards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--other", type=Path, required=True, help="B: another paranoid.c")
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    Counted()
    with tempfile.TemporaryDirectory() as folder:
        libs = {"A": build(SOURCE, Path(folder), "a"), "B": build(args.other, Path(folder), "b")}
        Counted.use(libs["A"])
        heaviest = sorted(decisions(args.hands), key=lambda d: -d[0])[:args.positions]
        observations = [o for _nodes, o in heaviest]
        seconds: dict[str, list[float]] = {"A": [], "B": []}
        for _round in range(args.rounds):
            results = {}
            for name, lib in libs.items():
                Counted.use(lib)
                spent, nodes, cards = play(observations)
                seconds[name].append(spent)
                results[name] = (nodes, cards)
            if results["A"] != results["B"]:
                sys.exit("A and B visited other positions or chose other cards: not a speed-up")
    differences = [b - a for a, b in zip(seconds["A"], seconds["B"], strict=True)]
    mean_b = statistics.mean(seconds["B"])
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    saving = statistics.mean(differences)
    print(f"{len(observations)} no-trump decisions of hard ({args.hands} hands), "
          f"{results['A'][0]:,} positions a round, {args.rounds} rounds, CPU seconds")
    print(f"A {SOURCE.name}: mean {statistics.mean(seconds['A']):.2f} s"
          f"  B {args.other}: mean {mean_b:.2f} s")
    print(f"A saves {saving:+.2f} s a round [{saving - half:+.2f}, {saving + half:+.2f}]"
          f" = {100 * saving / mean_b:+.1f} % of B; faster in {sum(d > 0 for d in differences)}"
          f" of {len(differences)} rounds; the same cards and positions in every round")


if __name__ == "__main__":
    main()
