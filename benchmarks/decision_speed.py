"""Hard's card and exchange decisions on fixed positions: CPU time and a fingerprint.

Why: a change meant only to make hard faster must leave every choice, and
every score behind it, exactly as it was.  This walks the first Hornafjarðar
deals (the seats exchange and play by the rule, so the positions never
depend on the code under test), scores each decision with hard's budget and
a fixed seed, and prints the CPU time per phase and a hash of all the
scores.  Run it before and after: the same hash means the same bot; the
times say how much faster.

Run: PYTHONPATH=. python3 benchmarks/decision_speed.py [--deals 4] [--first-deal 0]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_strength import DEAL_SEED_BASE  # noqa: E402
from percentiles import percentile  # noqa: E402

from manni_desktop.engine import Exchange, Play, new_game  # noqa: E402
from manni_desktop.games.manni.bots.exchange_search import (  # noqa: E402
    discard_candidates,
    rule_decides_exchange,
    rule_discards,
    score_discards,
)
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of, rule_card  # noqa: E402
from manni_desktop.games.manni.bots.reward import reward_table  # noqa: E402
from manni_desktop.games.manni.bots.search import score_plays  # noqa: E402
from manni_desktop.games.manni.bots.view import parse_view  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--first-deal", type=int, default=0)
    args = parser.parse_args()
    digest = hashlib.sha256()
    times: dict[str, list[float]] = {"play": [], "exchange": []}
    for deal in range(args.first_deal, args.first_deal + args.deals):
        game = new_game("hornafjardar", seed=DEAL_SEED_BASE + deal)
        step = 0
        while game.phase in ("exchange", "play"):
            seat = game.to_act
            assert seat is not None
            view = parse_view(game.observation(seat))
            values = reward_table(view, HARD.game_aware)
            rng = random.Random(1000 * deal + step)
            start = time.process_time()
            if game.phase == "exchange":
                if view.allowance and not rule_decides_exchange(view, HARD):
                    scores = score_discards(view, discard_candidates(view, HARD), rng, HARD,
                                            values)
                    times["exchange"].append(1000 * (time.process_time() - start))
                    digest.update(repr(scores).encode())
                game.apply(Exchange(seat, tuple(rule_discards(view))), auto_deal=False)
            else:
                legal = legal_cards_of(view)
                if len(legal) > 1:
                    scores = score_plays(view, legal, rng, HARD, values)
                    times["play"].append(1000 * (time.process_time() - start))
                    digest.update(repr(scores).encode())
                game.apply(Play(seat, rule_card(view)), auto_deal=False)
            step += 1
    print(f"hard on deals {args.first_deal}-{args.first_deal + args.deals - 1}, CPU ms")
    print(f"{'phase':9} {'n':>4} {'p50':>7} {'p95':>7} {'total':>8}")
    for phase, t in times.items():
        if t:
            print(f"{phase:9} {len(t):4} {percentile(t, 0.5):7.0f} {percentile(t, 0.95):7.0f} "
                  f"{sum(t):8.0f}")
    print(f"fingerprint {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
