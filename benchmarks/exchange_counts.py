"""How many cards hard's exchange search changes against the rule, per contract kind.

Why: under no-trump the search changed fewer cards than the rule and lost to
it in duplicate deals (issue 17), so hard exchanges by the rule there.  This
script shows that difference directly, without playing whole hands: for each
Hornafjarðar exchange decision (every seat of seeded deals, the earlier
seats exchanging by the rule) it asks the exchange search with hard's budget
(the no-trump bypass turned off) and the rule, and prints the mean number of
cards each discards and how often they agree.

Run: PYTHONPATH=. python3 benchmarks/exchange_counts.py [--per-kind 20] [--seed 5000]
"""

from __future__ import annotations

import argparse
import random
from dataclasses import replace

from manni_desktop.engine import Exchange, new_game
from manni_desktop.games.manni.bots.exchange_search import rule_discards, search_exchange
from manni_desktop.games.manni.bots.levels import HARD
from manni_desktop.games.manni.bots.view import View, parse_view

KINDS = ("trump", "notrump", "nullo")


def contract_kind(view: View) -> str:
    return "nullo" if view.nullo else "notrump" if view.trump < 0 else "trump"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-kind", type=int, default=20, help="exchange decisions per kind")
    parser.add_argument("--seed", type=int, default=5000, help="first deal seed")
    args = parser.parse_args()
    searching = replace(HARD, notrump_exchange_by_rule=False)
    counts = {k: [0, 0, 0, 0] for k in KINDS}  # decisions, search cards, rule cards, same
    seed = args.seed
    while min(c[0] for c in counts.values()) < args.per_kind:
        seed += 1
        game = new_game("hornafjardar", seed=seed)
        while game.phase == "exchange":
            seat = game.to_act
            assert seat is not None
            view = parse_view(game.observation(seat))
            allowance = view.allowance or 0
            rule = rule_discards(view)
            tally = counts[contract_kind(view)]
            if allowance and tally[0] < args.per_kind:
                chosen = sorted(search_exchange(view, random.Random(seed), searching))
                tally[0] += 1
                tally[1] += len(chosen)
                tally[2] += len(rule)
                tally[3] += chosen == rule
            game.apply(Exchange(seat, tuple(rule)), auto_deal=False)
    print("kind      decisions  search discards  rule discards  same choice")
    for kind, (n, searched, ruled, same) in counts.items():
        print(f"{kind:9} {n:9d}  {searched / n:15.2f}  {ruled / n:13.2f}  {same:5d}/{n}")


if __name__ == "__main__":
    main()
