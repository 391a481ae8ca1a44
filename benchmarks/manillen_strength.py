"""How much stronger each Manillen level is than the one below, on duplicate deals.

Each deal (the first hand of a seeded game, so no 30-30 tie doubles it) is
played twice: A's pair at seats 0 and 2 against B's at 1 and 3, then the
sides swapped; the same seeds go to the same seats' decisions both times.
Per deal the paired difference is the mean over the two plays of A's
side's score for the hand minus B's (game points, with the ×2s), and the
same for card points.  It prints each pair's mean with a 95 % bootstrap
interval over deals (``bot_strength.bootstrap_interval``), and by side: a
third play, B's pair against itself, is the baseline for what A gains over
B as the declaring side (the dealer's side names trump) and as the
defending side.  The goal (issue 17): hard - medium and
medium - easy with each interval above zero, on both sides.

Rows go to ``--out`` as JSON lines as they finish (``--report FILE...`` prints
saved runs together, plain or gzip-compressed: a name ending in ``.gz``), so
a long run can be stopped and its deals kept.

Run: PYTHONPATH=. python3 benchmarks/manillen_strength.py [--deals N]
     [--pairs hard-medium,medium-easy] [--out FILE] [--report FILE...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_strength import bootstrap_interval, check_out, read_rows, row_number  # noqa: E402

from manni_desktop.ai import choose_action  # noqa: E402
from manni_desktop.engine import action_from_json, new_game  # noqa: E402
from manni_desktop.games.manillen.rules import ManillenHand, side_of  # noqa: E402

DEAL_SEED_BASE = 3_000_000


def play_deal(deal: int, levels: tuple[str, str, str, str]) -> tuple[list[int], list[int], int]:
    """(score, card points) per side of deal ``deal`` with ``levels`` per seat,
    and the declaring side (the dealer's: it names trump or passes it on)."""
    game = new_game("manillen", seed=DEAL_SEED_BASE + deal)
    hand = game.hand
    assert isinstance(hand, ManillenHand)
    step = 0
    while not hand.finished:
        seat = game.to_act
        assert seat is not None
        action = choose_action(game.observation(seat), levels[seat], deal * 1000 + step)
        game.apply(action_from_json(action), auto_deal=False)
        step += 1
    return hand.score() or [0, 0], hand.card_points(), side_of(hand.dealer)


def duplicate(deal: int, a: str, b: str) -> dict[str, object]:
    """One deal played twice, sides swapped: A's mean margin over B; and by
    side, against a third play of B against itself as the baseline: what A
    gains over B as the declaring side (the dealer's: it names trump) and as
    the defending side.  The two gains add up to twice the mean margin."""
    start = time.perf_counter()
    score1, points1, declaring = play_deal(deal, (a, b, a, b))  # A is side 0
    score2, points2, _ = play_deal(deal, (b, a, b, a))  # A is side 1
    baseline, _, _ = play_deal(deal, (b, b, b, b))
    margin_as_side0 = score1[0] - score1[1]
    margin_as_side1 = score2[1] - score2[0]
    diff = (margin_as_side0 + margin_as_side1) / 2
    points = ((points1[0] - points1[1]) + (points2[1] - points2[0])) / 2

    def declarers_margin(score: list[int]) -> int:
        return score[declaring] - score[1 - declaring]

    a_declares, b_declares = (score1, score2) if declaring == 0 else (score2, score1)
    return {"pair": f"{a}-{b}", "deal": deal, "diff": diff, "points": points,
            "declaring": declarers_margin(a_declares) - declarers_margin(baseline),
            "defending": declarers_margin(baseline) - declarers_margin(b_declares),
            "seconds": round(time.perf_counter() - start, 2)}


def report(rows: list[dict[str, object]]) -> None:
    pairs: dict[str, list[dict[str, object]]] = {}
    for row in rows:
        pairs.setdefault(str(row["pair"]), []).append(row)
    print("pair          deals  score diff/hand  95% CI             card points/hand  95% CI"
          "            s/deal")
    for pair, group in pairs.items():
        diffs = [row_number(r, "diff") for r in group]
        points = [row_number(r, "points") for r in group]
        seconds = sum(row_number(r, "seconds") for r in group) / len(group)
        n = len(group)
        line = f"{pair:13} {n:5d}"
        for values in (diffs, points):
            mean = sum(values) / n
            low, high = bootstrap_interval(values) if n >= 2 else (mean, mean)
            line += f"  {mean:+8.2f}        [{low:+6.2f}, {high:+6.2f}]"
        print(line + f"  {seconds:6.2f}")
    print("\nby side: what A gains over B per hand as the declaring side (the dealer's)"
          " and as the defending side, B against itself the baseline")
    print("pair          deals  declaring  95% CI             defending  95% CI")
    for pair, group in pairs.items():
        sided = [r for r in group if "declaring" in r]
        if len(sided) < 2:
            continue  # rows from before the split (2026-12-03) carry only the mean
        line = f"{pair:13} {len(sided):5d}"
        for key in ("declaring", "defending"):
            values = [row_number(r, key) for r in sided]
            low, high = bootstrap_interval(values)
            line += f"  {sum(values) / len(values):+8.2f}  [{low:+6.2f}, {high:+6.2f}]"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="first deal number")
    parser.add_argument("--pairs", default="hard-medium,medium-easy")
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
        for deal in range(args.first, args.first + args.deals):
            row = duplicate(deal, a, b)
            rows.append(row)
            if args.out:
                with args.out.open("a") as out:
                    out.write(json.dumps(row) + "\n")
    report(rows)


if __name__ == "__main__":
    main()
