"""How much stronger each Mizerka level is than the one below, on duplicate deals.

Each deal (a seeded deck, the dealer rotating with the deal number) is
played in six seatings: level A in one seat and B in the other two, the A
seat rotated over the three seats, then A in two seats and B in one,
rotated likewise.  Every seat is then held by A three times and by B three
times, as forehand (who chooses the contract), middlehand and dealer
alike.  The deal's figure is the mean score per seat of A minus that of B
over the six plays (the game's ``deal_scores``: tricks minus quota, under
mizerka quota minus tricks).  The report gives each pair's mean with a
95 % interval, normal approximation over deals (the six plays of a deal
are one paired observation, so the interval is clustered by deal).

Deals are single deals: by default the first deal of a game (``--used
none``: forehand may choose any of the six contracts); ``--used random``
gives forehand a random set of contracts already used (none to five, so
the last one is sometimes forced), which weighs the choice as it is made
later in a game.  The bots' choice spends a contract for the game
(``search.BASELINE``): a single deal does not reward that, so the medium
and hard figures under ``--used`` measure the deal alone.

Rows go to ``--out`` as JSON lines as each deal finishes (compress the
file when the run is done; ``--report FILE...`` prints saved runs, plain
or gzip-compressed), so a long run can be stopped and its deals kept.

Run: PYTHONPATH=. python3 benchmarks/mizerka_strength.py [--deals N] [--first K]
     [--pairs easy-random,medium-easy,hard-medium] [--quota seats|four]
     [--used none|random] [--out FILE] [--report FILE...]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_strength import check_out, read_rows, row_number  # noqa: E402

from manni_desktop.engine import action_from_json  # noqa: E402
from manni_desktop.games.mizerka.bots.levels import LEVELS  # noqa: E402
from manni_desktop.games.mizerka.rules import MizerkaHand  # noqa: E402
from manni_desktop.games.mizerka.scoring import CONTRACTS  # noqa: E402

DEAL_SEED_BASE = 5_000_000
SEATINGS = (("A", "B", "B"), ("B", "A", "B"), ("B", "B", "A"),
            ("B", "A", "A"), ("A", "B", "A"), ("A", "A", "B"))


def deal_setup(deal: int, used_mode: str) -> tuple[list[int], int, list[list[str]]]:
    """(deck, dealer, contracts used per seat) of deal ``deal``."""
    rng = random.Random(DEAL_SEED_BASE + deal)
    deck = list(range(52))
    rng.shuffle(deck)
    dealer = deal % 3
    used: list[list[str]] = [[], [], []]
    if used_mode == "random":
        forehand = (dealer + 1) % 3
        used[forehand] = rng.sample(CONTRACTS, rng.randrange(len(CONTRACTS)))
    return deck, dealer, used


def observation(hand: MizerkaHand, seat: int, quota: str,
                used: list[list[str]]) -> dict[str, Any]:
    """What ``Game.observation`` gives the seat (a fresh game's totals)."""
    obs: dict[str, Any] = {"game": "mizerka", "options": {"quota": quota}, "seats": 3,
                           "seat": seat, "score": [0, 0, 0], "used": used}
    obs.update(hand.observation(seat))
    return obs


def play_deal(deal: int, levels: tuple[str, str, str], quota: str,
              used_mode: str) -> tuple[list[int], str]:
    """Each seat's score for deal ``deal`` with ``levels`` by seat, and the contract."""
    deck, dealer, used = deal_setup(deal, used_mode)
    forehand = (dealer + 1) % 3
    available = tuple(c for c in CONTRACTS if c not in used[forehand])
    hand = MizerkaHand(deck, dealer, 3 * len(used[forehand]), quota, available)
    step = 0
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        rng = random.Random(f"{deal}:{seat}:{step}")
        action = LEVELS[levels[seat]](observation(hand, seat, quota, used), rng)
        hand.apply(action_from_json(action))
        step += 1
    scores = hand.scores()
    assert scores is not None and hand.choice is not None
    return scores, hand.choice


def duplicate(deal: int, a: str, b: str, quota: str, used_mode: str) -> dict[str, object]:
    """One deal in the six seatings: A's mean score per seat minus B's."""
    start = time.perf_counter()
    a_total = b_total = 0
    plays = []
    for seating in SEATINGS:
        levels = (a if seating[0] == "A" else b, a if seating[1] == "A" else b,
                  a if seating[2] == "A" else b)
        scores, choice = play_deal(deal, levels, quota, used_mode)
        plays.append({"levels": list(levels), "scores": scores, "contract": choice})
        for seat in range(3):
            if seating[seat] == "A":
                a_total += scores[seat]
            else:
                b_total += scores[seat]
    per_seat = 3 * len(SEATINGS) // 2  # A and B each hold nine seats of the eighteen
    return {"pair": f"{a}-{b}", "deal": deal, "quota": quota, "used": used_mode,
            "diff": (a_total - b_total) / per_seat, "plays": plays,
            "seconds": round(time.perf_counter() - start, 2)}


def interval(values: list[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean with a 95 % normal-approximation interval."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def report(rows: list[dict[str, object]]) -> None:
    groups: dict[str, list[dict[str, object]]] = {}
    for row in rows:
        key = f"{row['pair']} {row.get('quota', 'seats')} used={row.get('used', 'none')}"
        groups.setdefault(key, []).append(row)
    print("pair, quota, used                   deals  A-B score/seat/deal  95% CI"
          "            s/deal")
    for key, group in groups.items():
        diffs = [row_number(r, "diff") for r in group]
        mean, low, high = interval(diffs)
        seconds = sum(row_number(r, "seconds") for r in group) / len(group)
        print(f"{key:36} {len(group):5d}  {mean:+8.3f}             "
              f"[{low:+6.3f}, {high:+6.3f}]  {seconds:6.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="first deal number")
    parser.add_argument("--pairs", default="easy-random,medium-easy,hard-medium")
    parser.add_argument("--quota", choices=("seats", "four"), default="seats")
    parser.add_argument("--used", choices=("none", "random"), default="none")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--report", type=Path, nargs="+", metavar="FILE",
                        help="print the rows of saved runs (all files together)")
    args = parser.parse_args()
    if args.report:
        report(read_rows(args.report))
        return
    check_out(parser, args.out)
    rows = []
    for pair in args.pairs.split(","):
        a, b = pair.split("-")
        if a not in LEVELS or b not in LEVELS:
            parser.error(f"unknown level in {pair} (known: {', '.join(LEVELS)})")
        for deal in range(args.first, args.first + args.deals):
            row = duplicate(deal, a, b, args.quota, args.used)
            rows.append(row)
            if args.out:
                with args.out.open("a") as out:
                    out.write(json.dumps(row) + "\n")
    report(rows)


if __name__ == "__main__":
    main()
