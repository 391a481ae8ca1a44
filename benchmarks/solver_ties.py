"""How often the paranoid solver values the best card alike with another.

Why: hard solves its sampled no-trump deals over the last 27 cards, and the
solver's model (both other seats see every card and play together) values
many cards the same.  Before stop 52 the first of the tied cards in the list
was played; since then a rule play-out on the same deals orders them
(``Budget.solved_tie_break``).  This counts, over decisions of a seat that
hard plays from the first solved card on, how many had a tie at the top
(``tied``), in how many the tied cards' rule play-outs differ (``differ``),
and in how many the tie-break plays another card than the first tied one
(``changed``).  Trump and Nullo are counted as
if hard solved them (it does not; they are for comparison).

Run: PYTHONPATH=. python3 benchmarks/solver_ties.py [--kind notrump] [--decisions 120]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import arena  # noqa: E402

from manni_desktop.engine import Action, Game, new_game  # noqa: E402
from manni_desktop.games.manni.bots import search  # noqa: E402
from manni_desktop.games.manni.bots.fast import encode_card, encode_mask  # noqa: E402
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of  # noqa: E402
from manni_desktop.games.manni.bots.native_solver import (  # noqa: E402
    NodeAllowance,
    endgame_solver,
    native_available,
)
from manni_desktop.games.manni.bots.playout import playout  # noqa: E402
from manni_desktop.games.manni.bots.reward import reward_table  # noqa: E402
from manni_desktop.games.manni.bots.view import View, parse_view  # noqa: E402

Counts = dict[str, int]


def count_ties(view: View, rng: random.Random, counts: Counts) -> None:
    """Solve hard's sampled deals for ``view`` and count a tie at the top."""
    nullo, trump, me = view.nullo, view.trump, view.seat
    moves = [encode_card(c, nullo) for c in legal_cards_of(view)]
    values = reward_table(view, HARD.game_aware)
    follows = [search.after_card(view, [0, 0, 0], c)[1:] for c in moves]
    solved = [0.0] * len(moves)
    rule = [0.0] * len(moves)
    allowance = NodeAllowance(HARD.solver_node_limit)
    for world, weight in search._weighted_deals(view, rng, HARD, None, HARD.max_solved_deals):
        hands = [encode_mask(h, nullo) for h in world.hands]
        afters = []
        for card in moves:
            after = list(hands)
            after[me] ^= 1 << card
            afters.append(after)
        deal = search._solved_values(endgame_solver(me, trump, values, allowance), afters,
                                     follows)
        if deal is None:
            break
        for i, (after, (leader, trick, won)) in enumerate(zip(afters, follows, strict=True)):
            solved[i] += weight * deal[i]
            extra = playout(after, leader, trick, trump, nullo, search._no_random)
            rule[i] += weight * values[(won[0] + extra[0]) * 13 + won[1] + extra[1]]
    top = max(solved)
    tied = [i for i, value in enumerate(solved) if value == top]
    counts["decisions"] += 1
    if len(tied) > 1:
        counts["tied"] += 1
        if len({rule[i] for i in tied}) > 1:
            counts["differ"] += 1
        if max(tied, key=lambda i: (rule[i], -i)) != tied[0]:
            counts["changed"] += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", default="notrump", choices=("notrump", "trump", "nullo"))
    parser.add_argument("--decisions", type=int, default=120)
    parser.add_argument("--first-deal", type=int, default=2000)
    args = parser.parse_args()
    if not native_available():
        raise SystemExit("the C solver is not built: pip install -e . builds it")
    counts: Counts = {"decisions": 0, "tied": 0, "differ": 0, "changed": 0}
    hard = arena.bot("hard")

    def counting(game: Game, seat: int, seed: int) -> Action:
        view = parse_view(game.observation(seat))
        if (view.phase == "play" and sum(view.hand_sizes) <= HARD.solver_cards
                and len(legal_cards_of(view)) > 1):
            count_ties(view, random.Random(seed), counts)
        return hard(game, seat, seed)

    deal = args.first_deal
    while counts["decisions"] < args.decisions:
        game = new_game("hornafjardar", seed=deal)
        assert game.hand is not None
        if game.hand.contract.kind == args.kind:  # type: ignore[attr-defined]
            arena.play_hand(game, [counting, hard, hard], deal)
        deal += 1
    print(f"{args.kind}: {counts['decisions']} decisions of seat 0 from {HARD.solver_cards} "
          f"cards (deals {args.first_deal}-{deal - 1}); a tie at the top in "
          f"{counts['tied']}, tied cards whose rule play-outs differ in {counts['differ']}, "
          f"another card than the first tied one in {counts['changed']}")


if __name__ == "__main__":
    main()
