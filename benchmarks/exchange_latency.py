"""Exchange decision time of hard budgets on the same exchanges: p50 / p95 / max in ms.

Why: a change to hard's exchange search (more discard sets, say) should be
timed against the budget it changes on the very same decisions, on the
process's CPU clock, so a busy machine blurs both alike.  Walks the first
Hornafjarðar deals of one contract kind, times each seat's exchange for
every budget named (arena variants or levels' budgets: ``hard``), then lets
the rule exchange so the next seat's view is the one play would give.

Run: PYTHONPATH=. python3 benchmarks/exchange_latency.py [--kind nullo] [--decisions 45]
     [--budgets hardeven,hard]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import HARD_EVEN  # noqa: E402
from bot_strength import CONTRACT_KINDS, DEAL_SEED_BASE, deal_contract  # noqa: E402
from percentiles import percentile  # noqa: E402

from manni_desktop.engine import Exchange, new_game  # noqa: E402
from manni_desktop.games.manni.bots.exchange_search import (  # noqa: E402
    rule_discards,
    search_exchange,
)
from manni_desktop.games.manni.bots.levels import HARD  # noqa: E402
from manni_desktop.games.manni.bots.search import Budget  # noqa: E402
from manni_desktop.games.manni.bots.view import parse_view  # noqa: E402

BUDGETS: dict[str, Budget] = {"hard": HARD, "hardeven": HARD_EVEN}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", default="nullo", choices=CONTRACT_KINDS)
    parser.add_argument("--decisions", type=int, default=45)
    parser.add_argument("--budgets", default="hardeven,hard")
    args = parser.parse_args()
    names = args.budgets.split(",")
    for name in names:
        if name not in BUDGETS:
            parser.error(f"unknown budget {name!r} (known: {', '.join(BUDGETS)})")
    times: dict[str, list[float]] = {name: [] for name in names}
    deal = 0
    while len(times[names[0]]) < args.decisions:
        if deal_contract("hornafjardar", deal) != args.kind:
            deal += 1
            continue
        game = new_game("hornafjardar", seed=DEAL_SEED_BASE + deal)
        while game.phase == "exchange" and len(times[names[0]]) < args.decisions:
            seat = game.to_act
            assert seat is not None
            view = parse_view(game.observation(seat))
            for name in names:
                start = time.process_time()
                search_exchange(view, random.Random(deal), BUDGETS[name])
                times[name].append(1000 * (time.process_time() - start))
            game.apply(Exchange(seat, tuple(rule_discards(view))), auto_deal=False)
        deal += 1
    print(f"{args.kind} exchanges, CPU ms: p50 / p95 / max")
    for name in names:
        t = times[name]
        print(f"{name:10} {len(t):4}  {percentile(t, 0.5):6.0f} {percentile(t, 0.95):6.0f} "
              f"{max(t):6.0f}")


if __name__ == "__main__":
    main()
