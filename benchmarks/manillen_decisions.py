"""The Manillen bots' decisions on fixed positions: CPU time and a fingerprint.

Why: a change meant to leave the Manillen bots as they are (a faster solver,
the rules moved) must leave every choice, and every score behind it,
exactly as it was.  This plays seeded games at random to fixed positions
(declarations and cards at every stage of the first hand) and hashes the
engine's legal moves there, easy's answer, and the scores medium and hard
choose by, each with a fixed seed.  Run it before and after: the same hash
means the same bots (the ``decision_speed.py`` of Manillen).

Run: PYTHONPATH=. python3 benchmarks/manillen_decisions.py [--plays 60] [--declarations 8]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_to_json, new_game
from manni_desktop.games.manillen.bots.search import (
    HARD,
    MEDIUM,
    score_cards,
    score_declarations,
)
from manni_desktop.games.manillen.bots.world import knowledge


def position(k: int, declare: bool) -> Game:
    """Game ``k``'s first hand, played at random to a random card (or the declaration)."""
    rng = random.Random(k)
    game = new_game("manillen", seed=95_000 + k)
    if not declare:
        game.apply(rng.choice(game.legal_actions()))
        for _ in range(rng.randrange(32)):
            game.apply(rng.choice(game.legal_actions()), auto_deal=False)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=60, help="card positions (default 60)")
    parser.add_argument("--declarations", type=int, default=8,
                        help="declaration positions (default 8)")
    args = parser.parse_args()
    digest = hashlib.sha256()
    spent = {"medium": 0.0, "hard": 0.0}
    cases = [(k, False) for k in range(args.plays)]
    cases += [(k, True) for k in range(args.plays, args.plays + args.declarations)]
    for k, declare in cases:
        game = position(k, declare)
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        digest.update(repr([action_to_json(a) for a in game.legal_actions()]).encode())
        digest.update(repr(choose_action(obs, "easy", k)).encode())
        know = knowledge(obs)
        for name, budget in (("medium", MEDIUM), ("hard", HARD)):
            rng = random.Random(1000 + k)
            start = time.process_time()
            if declare:
                scores = score_declarations(know, rng, budget)
            else:
                scores = score_cards(know, list(know.legal), rng, budget)
            spent[name] += time.process_time() - start
            digest.update(repr(scores).encode())
    print(f"{args.plays} card and {args.declarations} declaration positions, CPU s: "
          + ", ".join(f"{name} {s:.1f}" for name, s in spent.items()))
    print(f"fingerprint {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
