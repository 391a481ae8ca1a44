"""Random hands per second: (a) the public, validating API; (b) the bots' fast path.

Run: python3 benchmarks/engine_speed.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time

from manni_desktop.engine import Exchange, new_game
from manni_desktop.engine.contracts import contract_from_cut
from manni_desktop.games.manni.bots.fast import random_hand


def public_api_hands(seconds: float) -> float:
    rng = random.Random(1)
    hands = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game("hornafjardar", seed=seed)
        seed += 1
        hand = game.hand
        assert hand is not None
        while not hand.finished:
            seat = game.to_act
            assert seat is not None
            if game.phase == "exchange":
                allowance = hand.exchange_allowance()
                cards = rng.sample(hand.hand_cards(seat), rng.randint(0, allowance))
                game.apply(Exchange(seat, tuple(sorted(cards))), auto_deal=False)
            else:
                game.apply(rng.choice(game.legal_actions()), auto_deal=False)
        hands += 1
    return hands / (time.perf_counter() - start)


def fast_path_hands(seconds: float) -> float:
    rng = random.Random(2)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            random_hand(rng, contract_from_cut)
        hands += 200
    return hands / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    print(f"(a) public API with validation: {public_api_hands(args.seconds):,.0f} hands/s")
    print(f"(b) fast path (bit masks):      {fast_path_hands(args.seconds):,.0f} hands/s")


if __name__ == "__main__":
    main()
