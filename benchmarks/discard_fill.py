"""How often a pick of the other seats' discards leaves a deal that fits.

Why: ``ai.discard_sampler`` first picks the discards from the poor cards,
then fills the hands as ``ai.sampler`` does; a pick can leave no fitting
deal (a seat void in the suits that are left), and the plain sampler's 200
tries on such a pick made a hard decision take up to 0.7 s.  This counts,
over random Hornafjarðar positions in play, at which try a pick fills, to
choose ``discard_sampler.FILL_TRIES``.

Run: PYTHONPATH=. python3 benchmarks/discard_fill.py [--positions 300] [--picks 30]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from manni_desktop.games.manni.bots.discard_sampler import pick_discards, poor_cards  # noqa: E402
from manni_desktop.games.manni.bots.sampler import _assign, play_places  # noqa: E402
from manni_desktop.games.manni.bots.view import ObservationError, parse_view  # noqa: E402
from tests.ai.positions import random_positions  # noqa: E402

MAX_TRIES = 200


def tries_to_fill(cards: list[int], places: list[int], sizes: list[int],
                  rng: random.Random) -> int | None:
    """The try at which the greedy fill succeeds, None if none of 200 does."""
    for attempt in range(1, MAX_TRIES + 1):
        try:
            _assign(cards, places, sizes, rng, tries=1)
        except ObservationError:
            continue
        return attempt
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--picks", type=int, default=30, help="picks of discards per position")
    args = parser.parse_args()
    counts: Counter[str] = Counter()
    views = 0
    for game in random_positions("hornafjardar", args.positions, seed=5):
        view = parse_view(game.observation(game.to_act or 0))
        if view.phase != "play":
            continue
        unseen, allowed, sizes = play_places(view, view.cut_must_be_with_dealer())
        poor = poor_cards(view, unseen, allowed)
        rng = random.Random(1)
        for pick_number in range(args.picks):
            pick = pick_discards(view, unseen, allowed, sizes, poor, rng)
            if pick is None:
                break
            if pick_number == 0:
                views += 1
            attempt = tries_to_fill(pick.cards, pick.places, pick.sizes, rng)
            if attempt is None:
                counts["never (200 tries)"] += 1
            elif attempt <= 4:
                counts[f"try {attempt}"] += 1
            else:
                counts["tries 5-200"] += 1
    total = sum(counts.values())
    print(f"{total} picks of discards in {views} positions in play:")
    for label in ("try 1", "try 2", "try 3", "try 4", "tries 5-200", "never (200 tries)"):
        print(f"  {label:18} {counts[label]:6d}  {100 * counts[label] / max(1, total):5.1f} %")


if __name__ == "__main__":
    main()
