"""What the node limit changes: the positions each solved card visits,
and whether the limited search plays the unlimited one's card.

Why: hard's and expert's C solver may visit at most ``levels.HARD.solver_node_limit``
positions for one card (issue 36: one card in 576 had taken 9.5 s).  A
strength run cannot see a change this rare, so this looks at the decisions
themselves: the level plays whole Hornafjarðar hands in all three seats without
a limit, and every card it solved is chosen again under each limit with the
same seed.  It prints the distribution of positions a solved card visited,
the CPU time of the unlimited and the limited choice, and how many of the
cards over a limit the limited search chose the same.

Run: PYTHONPATH=. python3 benchmarks/node_limit.py [--hands 12] [--limits 6,12,24]
     [--level hard|expert]  (hard solves up to 100 deals a card, expert 250; the
     file of 2026-12-06 was measured with the expert of that day, which is hard
     now)
     (limits in millions of positions; hands are seeds 50,000 + k, as bot_latency's)
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import Player, budget_player, play_hand  # noqa: E402
from percentiles import percentile  # noqa: E402

from manni_desktop.engine import Action, Game, new_game  # noqa: E402
from manni_desktop.games.manni.bots import native_solver, search  # noqa: E402
from manni_desktop.games.manni.bots.levels import EXPERT, HARD  # noqa: E402
from manni_desktop.games.manni.bots.search import Budget  # noqa: E402

UNLIMITED = 10**15


@dataclass
class SolvedCard:
    """One card the level solved: positions visited and CPU seconds without a
    limit, and per limit (over it only) whether the card stayed and the time."""

    nodes: int
    seconds: float
    limited: dict[int, tuple[bool, float]] = field(default_factory=dict)


class Recorder:
    """Each decision's ``NodeAllowance``, made by ``search.score_plays``."""

    def __init__(self) -> None:
        self.allowances: list[native_solver.NodeAllowance] = []
        recorder = self

        class Recorded(native_solver.NodeAllowance):
            def __init__(self, limit: int) -> None:
                super().__init__(limit)
                recorder.allowances.append(self)

        setattr(search, "NodeAllowance", Recorded)  # noqa: B010 - the module's own name, replaced


def measuring_player(budget: Budget, limits: list[int], recorder: Recorder,
                     cards: list[SolvedCard]) -> Player:
    unlimited = budget_player(replace(budget, solver_node_limit=UNLIMITED))
    limited = {limit: budget_player(replace(budget, solver_node_limit=limit))
               for limit in limits}

    def player(game: Game, seat: int, seed: int) -> Action:
        before = len(recorder.allowances)
        start = time.process_time()
        action = unlimited(game, seat, seed)
        seconds = time.process_time() - start
        if len(recorder.allowances) == before:  # not a solved card
            return action
        card = SolvedCard(recorder.allowances[-1].used, seconds)
        for limit, play in limited.items():
            if card.nodes > limit:
                start = time.process_time()
                same = play(game, seat, seed) == action
                card.limited[limit] = (same, time.process_time() - start)
        cards.append(card)
        return action

    return player


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--limits", default="6,12,24",
                        help="limits in millions of positions (default 6,12,24)")
    parser.add_argument("--level", choices=("hard", "expert"), default="hard")
    args = parser.parse_args()
    if not native_solver.native_available():
        raise SystemExit("the C solver is not built: pip install -e . (with a C compiler)")
    limits = [int(float(x) * 1_000_000) for x in args.limits.split(",")]
    cards: list[SolvedCard] = []
    budget = HARD if args.level == "hard" else EXPERT
    player = measuring_player(budget, limits, Recorder(), cards)
    for k in range(args.hands):
        play_hand(new_game("hornafjardar", seed=50_000 + k), [player] * 3, k)
    nodes = [float(c.nodes) for c in cards]
    print(f"{args.level} in all three seats, {args.hands} Hornafjarðar hands:"
          f" {len(cards)} solved cards")
    print("positions a card, millions: " + ", ".join(
        f"p{round(q * 100)} {percentile(nodes, q) / 1e6:.1f}" for q in (0.5, 0.9, 0.95, 0.99))
        + f", max {max(nodes, default=0) / 1e6:.1f}")
    seconds = [1000 * c.seconds for c in cards]
    print(f"CPU ms a solved card without a limit: p50 {percentile(seconds, 0.5):.0f},"
          f" p95 {percentile(seconds, 0.95):.0f}, max {max(seconds, default=0):.0f}")
    for limit in limits:
        over = [c.limited[limit] for c in cards if limit in c.limited]
        same = sum(1 for kept, _ in over if kept)
        slowest = max((1000 * s for _, s in over), default=0.0)
        print(f"limit {limit / 1e6:g} million: {len(over)} cards over it"
              f" ({100 * len(over) / max(1, len(cards)):.1f} %), the same card {same};"
              f" the slowest limited choice {slowest:.0f} ms")


if __name__ == "__main__":
    main()
