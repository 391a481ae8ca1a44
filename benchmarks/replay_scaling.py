"""How ``replay`` (and so Game → Open…, which loads a record the same way)
scales with the number of hands: the reliability review's finding 10 found
it quadratic (2,000 hands 6.2 s, 6,800 hands 70 s).

    python3 benchmarks/replay_scaling.py [--game hornafjardar] [--hands 500 1000 2000 4000]
                                         [--profile 2000]

Each record is a never-ending game (every hand scoreless, tests/engine/endless.py).
Prints, per hand count, the record's compact size, the seconds
``replay_summary`` takes and the seconds per 1,000 hands (flat when linear).
``--profile N`` prints cProfile's top functions for a record of N hands.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from manni_desktop.engine.record import replay_summary  # noqa: E402
from tests.engine.endless import endless_record  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="hornafjardar")
    parser.add_argument("--hands", type=int, nargs="+", default=[500, 1000, 2000, 4000])
    parser.add_argument("--profile", type=int, default=0)
    args = parser.parse_args()
    if args.profile:
        record = endless_record(args.game, args.profile)
        profiler = cProfile.Profile()
        profiler.runcall(replay_summary, record)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return
    for hands in args.hands:
        record = endless_record(args.game, hands)
        size = len(json.dumps(record, separators=(",", ":")))
        start = time.perf_counter()
        replay_summary(record)
        seconds = time.perf_counter() - start
        print(f"{args.game}: {hands:6d} hands, {size / 2**20:5.2f} MiB compact:"
              f" replay {seconds:7.2f} s, {seconds / hands * 1000:.2f} s per 1,000 hands")


if __name__ == "__main__":
    main()
