"""Decision time of each bot level, per phase: p50 / p95 / p99 in milliseconds.

Plays hands with one easy, one medium and one hard bot at the table (seats
rotating), in both games, and times every ``choose_action`` call.  Targets
(issue 3): easy < 5 ms; medium p95 < 100 ms; hard p95 <= 300 ms a card and
<= 1 s an exchange decision, on one core.

Run: PYTHONPATH=. python3 benchmarks/bot_latency.py [--hands N] [--quick] [--cpu]
     [--levels easy,medium,hard] [--games hornafjardar,classic]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import time  # noqa: E402

import arena  # noqa: E402
from arena import play_hand, player_for  # noqa: E402
from percentiles import timing_columns  # noqa: E402

from manni_desktop.engine import new_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=30, help="hands per game (default 30)")
    parser.add_argument("--quick", action="store_true", help="6 hands per game")
    parser.add_argument("--cpu", action="store_true",
                        help="time with process CPU time (a shared, busy machine)")
    parser.add_argument("--levels", default="easy,medium,hard",
                        help="the three seats' levels, rotated (default easy,medium,hard)")
    parser.add_argument("--games", default="hornafjardar,classic",
                        help="the Manni games to play, each --hands hands (default both)")
    args = parser.parse_args()
    if args.cpu:
        arena.CLOCK[0] = time.process_time
    hands = 6 if args.quick else args.hands
    timings: dict[tuple[str, str], list[float]] = {}
    levels = args.levels.split(",")
    if len(levels) != 3:
        parser.error("--levels needs three levels")
    games = args.games.split(",")
    if not set(games) <= {"hornafjardar", "classic"}:
        parser.error("--games takes hornafjardar and classic")
    for game_name in games:
        for k in range(hands):
            rotation = levels[k % 3:] + levels[:k % 3]
            players = [player_for(level, timings) for level in rotation]
            play_hand(new_game(game_name, seed=50_000 + k), players, k)
    clock = "CPU" if args.cpu else "wall"
    print(f"bot decision time ({clock} clock), {hands} hands of each game"
          f" ({', '.join(games)}), ms")
    print(f"{'level':8} {'phase':9} {'n':>5} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}")
    for (level, phase), values in sorted(timings.items()):
        print(f"{level:8} {phase:9} {timing_columns(values)}")


if __name__ == "__main__":
    main()
