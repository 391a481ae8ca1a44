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
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import arena  # noqa: E402

from manni_desktop.engine import Action, Game, new_game  # noqa: E402
from manni_desktop.games.manni.bots import search  # noqa: E402
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of  # noqa: E402
from manni_desktop.games.manni.bots.native_solver import native_available  # noqa: E402
from manni_desktop.games.manni.bots.reward import reward_table  # noqa: E402
from manni_desktop.games.manni.bots.view import View, parse_view  # noqa: E402

Counts = dict[str, int]


# hard's solving, under every contract kind (hard itself solves only no-trump)
WITHOUT = replace(HARD, solved_tie_break=False, solved_contracts=search.ALL_CONTRACTS)
WITH = replace(WITHOUT, solved_tie_break=True)


def best(values: list[float]) -> int:
    """The index ``search_play`` chooses: the highest value, the first of equals."""
    return max(range(len(values)), key=lambda i: (values[i], -i))


def count_ties(view: View, seed: int, counts: Counts) -> None:
    """Score ``view``'s cards as hard does, with and without the tie-break
    (the same deals), and count a tie at the top and what the break did."""
    legal = legal_cards_of(view)
    values = reward_table(view, HARD.game_aware)
    solved = search.score_plays(view, legal, random.Random(seed), WITHOUT, values)
    broken = search.score_plays(view, legal, random.Random(seed), WITH, values)
    top = max(solved)
    tied = [i for i, value in enumerate(solved) if value == top]
    counts["decisions"] += 1
    if len(tied) > 1:
        counts["tied"] += 1
        if len({broken[i] - solved[i] for i in tied}) > 1:
            counts["differ"] += 1
        if best(broken) != best(solved):
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
            count_ties(view, seed, counts)
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
