"""How well a deal sampler guesses the other hands: trumps, aces and kings held.

Why: after the exchange the other seats hold the cards they kept, which are
better than random, and their discards lie out of play.  A sampler that
spreads the unseen cards evenly gives them too few trumps, and the search
then plays for a distribution that is rarely there (issue 17).  This plays
Hornafjarðar trump hands to their first lead, every seat exchanging by the
rule (easy without noise), and for the seat to lead compares what the two
other seats really hold with the mean over sampled deals, weighed as hard
weighs them (``ai.inference``), for the even sampler (``ai.sampler``) and
the one that deals the discards from the poor cards (``ai.discard_sampler``).

Run: PYTHONPATH=. python3 benchmarks/hidden_hands.py [--deals 60] [--samples 300]
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import easy_noiseless  # noqa: E402
from bot_strength import DEAL_SEED_BASE, deal_contract  # noqa: E402

from manni_desktop.engine import new_game  # noqa: E402
from manni_desktop.games.manni.bots.discard_sampler import sample_world_poor_discards  # noqa: E402
from manni_desktop.games.manni.bots.levels import HARD  # noqa: E402
from manni_desktop.games.manni.bots.sampler import sample_world  # noqa: E402
from manni_desktop.games.manni.bots.search import Sampler, weighted_deals  # noqa: E402
from manni_desktop.games.manni.bots.view import View, parse_view  # noqa: E402
from manni_desktop.games.manni.rules import ManniHand  # noqa: E402

M13 = 0x1FFF


def trumps(hand: int, trump: int) -> int:
    return (hand >> 13 * trump & M13).bit_count()


def aces_kings(hand: int) -> int:
    return sum(hand >> (13 * suit + rank) & 1 for suit in range(4) for rank in (11, 12))


def at_first_lead(deal: int) -> tuple[ManniHand, View]:
    """The deal played to its first lead, every seat exchanging by the rule."""
    game = new_game("hornafjardar", seed=DEAL_SEED_BASE + deal)
    step = 0
    while True:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        if obs["phase"] == "play":
            hand = game.hand
            assert isinstance(hand, ManniHand)
            return hand, parse_view(obs)
        game.apply(easy_noiseless(game, seat, step), auto_deal=False)
        step += 1


def weighted_means(view: View, sampler: Sampler, samples: int, seed: int) -> tuple[float, float]:
    """(trumps, aces and kings) an other seat holds, averaged over both and
    over the weighted sampled deals."""
    budget = replace(HARD, deals="greedy")
    deals = list(weighted_deals(view, random.Random(seed), budget, sampler, samples))
    total = sum(weight for _, weight in deals)
    held_trumps = held_high = 0.0
    for world, weight in deals:
        for seat in view.others():
            held_trumps += weight * trumps(world.hands[seat], view.trump)
            held_high += weight * aces_kings(world.hands[seat])
    return held_trumps / total / 2, held_high / total / 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=60, help="trump deals")
    parser.add_argument("--samples", type=int, default=300, help="sampled deals per view")
    args = parser.parse_args()
    samplers: dict[str, Sampler] = {"even": sample_world,
                                    "poor discards": sample_world_poor_discards}
    true_trumps = true_high = 0.0
    guessed = {name: [0.0, 0.0] for name in samplers}
    deal = found = 0
    while found < args.deals:
        if deal_contract("hornafjardar", deal) == "trump":
            found += 1
            hand, view = at_first_lead(deal)
            for seat in view.others():
                true_trumps += trumps(hand.hands[seat], view.trump) / 2
                true_high += aces_kings(hand.hands[seat]) / 2
            for name, sampler in samplers.items():
                t, h = weighted_means(view, sampler, args.samples, deal)
                guessed[name][0] += t
                guessed[name][1] += h
        deal += 1
    n = args.deals
    print(f"{n} trump hands at the first lead, an other seat's hand on average "
          f"({args.samples} sampled deals each, weighed as hard weighs them):")
    print(f"{'':16} {'trumps':>7} {'A and K':>8}")
    print(f"{'really held':16} {true_trumps / n:7.2f} {true_high / n:8.2f}")
    for name, (t, h) in guessed.items():
        print(f"{name:16} {t / n:7.2f} {h / n:8.2f}")


if __name__ == "__main__":
    main()
