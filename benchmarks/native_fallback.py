"""Hard with and without the C library: the fallback's strength and latency.

Why (issue 57): an install that found no C compiler plays hard without the
library: it never solves (``Budget.native_solver_only``) and its play-outs
run in Python.  This measures what that player loses, on duplicate deals,
and how much longer its decisions take, both players in one process (the
library is switched off around the fallback's decisions,
``native_solver.switched_off()``, as ``MANNI_PYTHON_SOLVER=1`` would).

Only no-trump deals are played by default: hard solves only there, and the
Python play-out gives the C one's tricks without drawing random numbers, so
on trump and Nullo deals both players play the same cards (``--contracts
all`` plays those too and checks that the difference is 0 on them).  The
figure over all deals is the no-trump one times the share of no-trump deals
(402 of deals 0-999).

Each deal is played with hard (with the library) in one seat and the
fallback in the other two, for each seat, and with ``--arrangements 6`` also
the reverse; the difference is hard's mean net points a hand minus the
fallback's, with a 95 % paired bootstrap interval over deals.  Latency:
each decision's CPU time (``time.process_time``: the machine is shared),
p50/p95/p99/max per player and phase.

Measured 2026-12-08 (benchmarks/results/README.md): +0.260 [+0.096, +0.438]
net a no-trump hand over 120 deals, +0.105 a hand over all deals; a card's
p95 657 ms with the library (which solves) and 202 ms without it.

Run: PYTHONPATH=. nice python3 benchmarks/native_fallback.py [--deals 60]
        [--first-deal 0] [--arrangements 6] [--out rows.jsonl]
     PYTHONPATH=. python3 benchmarks/native_fallback.py --report rows.jsonl [...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import CLOCK, Player, bot, duplicate_deal, timed  # noqa: E402
from bot_strength import (  # noqa: E402
    DEAL_SEED_BASE,
    bootstrap_interval,
    deal_contract,
    read_rows,
    row_number,
)
from percentiles import timing_columns  # noqa: E402

from manni_desktop.engine import Game  # noqa: E402
from manni_desktop.engine.actions import Action  # noqa: E402
from manni_desktop.games.manni.bots import native_solver  # noqa: E402

WITH, WITHOUT = "hard", "hard-without-library"
NOTRUMP_SHARE = 402 / 1000  # no-trump deals among deals 0-999 (benchmarks/results)


def without_library(player: Player) -> Player:
    """``player`` deciding as on an install without the library."""
    def fallback(game: Game, seat: int, seed: int) -> Action:
        with native_solver.switched_off():
            return player(game, seat, seed)

    return fallback


def run(args: argparse.Namespace) -> None:
    if not native_solver.native_available():
        raise SystemExit("the C library is not built here: nothing to compare")
    CLOCK[0] = time.process_time
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    played = 0
    deal = args.first_deal
    while played < args.deals:
        contract = deal_contract(args.game, deal)
        if args.contracts == "notrump" and contract != "notrump":
            deal += 1
            continue
        timings: dict[tuple[str, str], list[float]] = {}
        hard = timed(WITH, bot("hard"), timings)
        fallback = without_library(timed(WITHOUT, bot("hard"), timings))
        start = time.perf_counter()
        diff = duplicate_deal(args.game, DEAL_SEED_BASE + deal, hard, fallback,
                              args.arrangements)
        row = {"game": args.game, "deal": deal, "contract": contract,
               "arrangements": args.arrangements, "diff": diff,
               "seconds": round(time.perf_counter() - start, 1),
               "times": {f"{name}/{phase}": [round(t, 4) for t in values]
                         for (name, phase), values in timings.items()}}
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
        print(f"deal {deal} {contract}: {diff:+.3f} ({row['seconds']} s)", flush=True)
        played += 1
        deal += 1
    if out is not None:
        out.close()


def report(rows: list[dict[str, object]]) -> None:
    by_contract: dict[str, list[float]] = {}
    times: dict[str, list[float]] = {}
    for row in rows:
        by_contract.setdefault(str(row["contract"]), []).append(row_number(row, "diff"))
        row_times = row["times"]
        assert isinstance(row_times, dict)
        for key, values in row_times.items():
            times.setdefault(key, []).extend(float(v) for v in values)
    print("strength: hard (with the library) minus hard without it, net points a hand")
    for contract, diffs in sorted(by_contract.items()):
        low, high = bootstrap_interval(diffs)
        mean = sum(diffs) / len(diffs)
        print(f"  {contract:8s} {mean:+.3f} [{low:+.3f}, {high:+.3f}] over {len(diffs)} deals")
        if contract == "notrump":
            print(f"  all deals (x {NOTRUMP_SHARE:.3f} no-trump): {mean * NOTRUMP_SHARE:+.3f} "
                  f"[{low * NOTRUMP_SHARE:+.3f}, {high * NOTRUMP_SHARE:+.3f}]")
    print("latency, CPU ms a decision:      n      p50      p95      p99      max")
    for key in sorted(times):
        print(f"  {key:30s} {timing_columns(times[key])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=60, help="deals to play")
    parser.add_argument("--first-deal", type=int, default=0)
    parser.add_argument("--arrangements", type=int, default=6, choices=(3, 6))
    parser.add_argument("--game", default="hornafjardar", choices=("hornafjardar", "classic"))
    parser.add_argument("--contracts", default="notrump", choices=("notrump", "all"))
    parser.add_argument("--out", help="append one JSON line a deal to this file")
    parser.add_argument("--report", nargs="+", metavar="FILE")
    args = parser.parse_args()
    if args.report:
        report(read_rows(args.report))
    else:
        run(args)


if __name__ == "__main__":
    main()
