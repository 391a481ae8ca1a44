"""The rule play-out in C against the Python loops, in whole decisions.

Why: ``rule_playout.c`` must change only how long a decision takes, never
its card.  Each decision of the hands (bot_latency's, seeds 50,000 + k, the
level in every seat) is chosen twice in this process, with the library's
play-out and with the Python loops (the C endgame solver in both), and the
two choices are compared; the decision times of each give p50, p95 and the
total (wall clock, one process, so both share the machine's state alike).

Run: PYTHONPATH=. python3 benchmarks/rule_playout_c.py [--hands 10] [--level hard]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from percentiles import percentile  # noqa: E402

from manni_desktop.ai.players import choose_action
from manni_desktop.engine.actions import action_from_json
from manni_desktop.engine.game import new_game
from manni_desktop.games.manni.bots import native_solver, playout


def timed(observation: dict[str, Any], level: str, library: Callable[[], object],
          into: list[float]) -> str:
    """The level's choice with ``playout`` seeing ``library``, timed into ``into``."""
    setattr(playout, "library", library)  # noqa: B010 - the module's name, swapped
    started = time.perf_counter()
    action = choose_action(observation, level, 1)
    into.append(time.perf_counter() - started)
    return json.dumps(action, sort_keys=True)


def describe(name: str, seconds: list[float]) -> str:
    """One line: p50, p95, p99 and max (``percentiles``' rank), and the total."""
    ms = [1000 * value for value in seconds]
    return (f"{name}: p50 {percentile(ms, 0.5):.0f} ms, p95 {percentile(ms, 0.95):.0f} ms, "
            f"p99 {percentile(ms, 0.99):.0f} ms, max {max(ms):.0f} ms, "
            f"total {sum(seconds):.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    library = native_solver.library
    if library() is None:
        raise SystemExit("the C library is not built: pip install -e . first")
    with_c: list[float] = []
    in_python: list[float] = []
    differ = 0
    for k in range(args.hands):
        game = new_game("hornafjardar", seed=50_000 + k)
        hand = game.hand
        assert hand is not None
        while not hand.finished:
            observation = game.observation(game.to_act or 0)
            chosen = timed(observation, args.level, library, with_c)
            again = timed(observation, args.level, lambda: None, in_python)
            differ += chosen != again
            game.apply(action_from_json(json.loads(chosen)), auto_deal=False)
    setattr(playout, "library", library)  # noqa: B010
    print(f"{args.level}, {args.hands} hornafjardar hands: {len(with_c)} decisions, "
          f"{differ} chosen differently")
    print(describe("C play-out     ", with_c))
    print(describe("Python play-out", in_python))


if __name__ == "__main__":
    main()
