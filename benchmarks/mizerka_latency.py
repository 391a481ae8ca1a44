"""Decision time of the Mizerka search bots, per level and decision: p50 / p95 / max in ms.

Plays single deals (``mizerka_strength``'s seeded decks, forehand free to
choose any of the six contracts, the most a choice can cost) with the
level under test in all three seats and times every decision, split into
the choice, the exchange and the card plays (forced cards, a single card
to search, are listed apart: they cost nothing).  Targets (issue 33):
hard p95 <= 300 ms a card and <= 1 s a choice or an exchange.

Run: PYTHONPATH=. python3 benchmarks/mizerka_latency.py [--deals N]
     [--levels medium,hard] [--quota seats|four]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mizerka_strength import deal_setup, observation  # noqa: E402
from percentiles import percentile  # noqa: E402

from manni_desktop.engine import action_from_json  # noqa: E402
from manni_desktop.games.mizerka.bots import search  # noqa: E402
from manni_desktop.games.mizerka.bots.levels import LEVELS  # noqa: E402
from manni_desktop.games.mizerka.bots.world import knowledge  # noqa: E402
from manni_desktop.games.mizerka.rules import MizerkaHand  # noqa: E402
from manni_desktop.games.mizerka.scoring import CONTRACTS  # noqa: E402

KINDS = ("choose", "exchange", "play", "forced")
LATENCY_SEED_BASE = 90_000


def time_level(level: str, deals: int, quota: str) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for deal in range(deals):
        deck, dealer, used = deal_setup(LATENCY_SEED_BASE + deal, "none")
        hand = MizerkaHand(deck, dealer, 0, quota, CONTRACTS)
        step = 0
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            obs = observation(hand, seat, quota, used)
            kind = str(obs["phase"])
            if kind == "play" and len(search.candidate_cards(knowledge(obs))) == 1:
                kind = "forced"
            start = time.perf_counter()
            action = LEVELS[level](obs, random.Random(f"{deal}:{step}"))
            timings[kind].append((time.perf_counter() - start) * 1000)
            hand.apply(action_from_json(action))
            step += 1
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--levels", default="medium,hard")
    parser.add_argument("--quota", choices=("seats", "four"), default="seats")
    args = parser.parse_args()
    print(f"{args.deals} deals a level, quota {args.quota}, every seat the level under test")
    print("level   decision   count    p50 ms    p95 ms    max ms")
    for level in args.levels.split(","):
        timings = time_level(level, args.deals, args.quota)
        for kind in KINDS:
            values = timings[kind]
            if values:
                print(f"{level:7} {kind:9} {len(values):6d} {percentile(values, 0.5):9.1f}"
                      f" {percentile(values, 0.95):9.1f} {max(values):9.1f}")


if __name__ == "__main__":
    main()
