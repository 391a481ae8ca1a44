"""How ``replay`` (and so Game → Open…, which loads a record the same way)
scales with the number of hands: the reliability review's finding 10 found
it quadratic (2,000 hands 6.2 s, 6,800 hands 70 s).

    python3 benchmarks/replay_scaling.py [--game hornafjardar] [--hands 500 1000 2000 4000]
                                         [--profile 2000] [--saves]

Each record is a never-ending game (every hand scoreless, tests/engine/endless.py).
Prints, per hand count, the record's compact size, the seconds
``replay_summary`` takes and the seconds per 1,000 hands (flat when linear).
``--profile N`` prints cProfile's top functions for a record of N hands.
``--saves`` also autosaves each game and reads it back (finding 9: a
6,800-hand game's autosave was 17.8 MB indented, over the 16 MiB that is
read): the autosave's size, the seconds to write and to load, and whether
the game came back the same.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from manni_desktop.engine import Game  # noqa: E402
from manni_desktop.engine.record import replay_summary  # noqa: E402
from manni_desktop.storage import atomic, saves  # noqa: E402
from manni_desktop.storage.errors import StorageError  # noqa: E402
from tests.engine.endless import endless_record  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="hornafjardar")
    parser.add_argument("--hands", type=int, nargs="+", default=[500, 1000, 2000, 4000])
    parser.add_argument("--profile", type=int, default=0)
    parser.add_argument("--saves", action="store_true")
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
        if args.saves:
            autosave(record)


def autosave(record: dict[str, object]) -> None:
    """Autosave the record's game and load it back, as the app does."""
    game = Game.from_record(record, seed=1)
    indented = len(atomic.encode_json(game.to_record()))
    with tempfile.TemporaryDirectory(prefix="manni-saves-") as folder:
        start = time.perf_counter()
        try:
            path = saves.write_autosave(game, {}, folder)
        except StorageError as exc:
            print(f"  autosave refused: {exc}")
            return
        written = time.perf_counter() - start
        size = path.stat().st_size
        start = time.perf_counter()
        loaded = saves.load_autosave(folder)
        read = time.perf_counter() - start
    same = loaded is not None and loaded.game.to_record() == game.to_record()
    print(f"  autosave {size / 2**20:5.2f} MiB (indented it would be {indented / 2**20:5.2f} MiB;"
          f" the limit {atomic.MAX_BYTES / 2**20:.0f} MiB): written in {written:.2f} s,"
          f" loaded in {read:.2f} s, {'the same game' if same else 'NOT THE SAME GAME'}")


if __name__ == "__main__":
    main()
