"""Where a bot's card choices lose strength: its regret against an evaluation that sees every card.

Why: hard gains much less over the rule player in trump hands than a player
who sees every card does (issue 17), and duplicate runs only say how much,
not where.  This plays Hornafjarðar hands of one contract kind with the bot
in one seat and easy without noise in the other two (each seat in turn),
and at every card the bot chooses among two or more it scores all its legal
cards on the true deal, as the all-seeing reference would (``arena.ALL_SEEING``
with rollouts only, so every position is scored the same way: noisy rule
play-outs of the one true deal).  The regret of a choice is the best card's
mean net minus the chosen card's.  It prints the regret per hand (a sum over
the hand's decisions, averaged over hands) split by the card's place in its
trick (lead, second, third) and by trick number.

This measures the cost of not seeing the cards plus the cost of the bot's
own errors; it cannot tell them apart, but it shows which decisions carry
the loss.  The evaluation plays the rest of the hand by the rule for every
seat, so it is a yardstick, not the truth.

Run: PYTHONPATH=. python3 benchmarks/regret.py [--kind trump] [--deals 12] [--bot hard]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import ALL_SEEING, easy_noiseless, player_for, true_sampler  # noqa: E402
from bot_strength import CONTRACT_KINDS, DEAL_SEED_BASE, deal_contract  # noqa: E402

from manni_desktop.engine import Game, Play, new_game  # noqa: E402
from manni_desktop.games.manni.bots.levels import legal_cards_of  # noqa: E402
from manni_desktop.games.manni.bots.reward import reward_table  # noqa: E402
from manni_desktop.games.manni.bots.search import score_plays  # noqa: E402
from manni_desktop.games.manni.bots.view import View, parse_view  # noqa: E402

EVALUATION = replace(ALL_SEEING, solver_cards=0)  # noisy rule rollouts of the true deal
PLACES = ("lead", "second", "third")


def true_scores(game: Game, view: View, legal: list[int], seed: int) -> list[float]:
    """Mean net of each legal card on the true deal (all hands and the Manni known)."""
    return score_plays(view, legal, random.Random(seed), EVALUATION,
                       reward_table(view, game_aware=False), true_sampler(game))


def regrets_of_hand(deal: int, seat: int, bot_name: str) -> list[tuple[int, int, float]]:
    """(trick number, place in trick, regret) of each card the bot chose in one hand."""
    bot = player_for(bot_name)
    game = new_game("hornafjardar", seed=DEAL_SEED_BASE + deal)
    hand = game.hand
    assert hand is not None
    out: list[tuple[int, int, float]] = []
    step = 0
    while not hand.finished:
        to_act = game.to_act
        assert to_act is not None
        seed = (DEAL_SEED_BASE + deal) * 10 * 1000 + step
        if to_act == seat:
            action = bot(game, to_act, seed)
            if isinstance(action, Play):
                view = parse_view(game.observation(to_act))
                legal = legal_cards_of(view)
                if len(legal) > 1:
                    scores = true_scores(game, view, legal, seed)
                    regret = max(scores) - scores[legal.index(action.card)]
                    out.append((len(view.tricks), len(view.trick_cards), regret))
        else:
            action = easy_noiseless(game, to_act, seed)
        game.apply(action, auto_deal=False)
        step += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", default="trump", choices=CONTRACT_KINDS)
    parser.add_argument("--deals", type=int, default=12, help="deals of that kind")
    parser.add_argument("--first-deal", type=int, default=0)
    parser.add_argument("--bot", default="hard", help="a level or an arena variant")
    args = parser.parse_args()
    deals: list[int] = []
    deal = args.first_deal
    while len(deals) < args.deals:
        if deal_contract("hornafjardar", deal) == args.kind:
            deals.append(deal)
        deal += 1
    by_place: dict[int, list[float]] = defaultdict(list)
    by_trick: dict[int, list[float]] = defaultdict(list)
    for deal in deals:
        for seat in range(3):
            for trick, place, regret in regrets_of_hand(deal, seat, args.bot):
                by_place[place].append(regret)
                by_trick[trick].append(regret)
    hands = 3 * len(deals)
    total = sum(sum(v) for v in by_place.values())
    decisions = sum(len(v) for v in by_place.values())
    print(f"{args.bot}, {args.kind}, {len(deals)} deals x 3 seats: {decisions} card choices, "
          f"regret {total / hands:.3f} net per hand ({total / max(1, decisions):.3f} a choice)")
    print("place    choices  regret/choice  regret/hand")
    for place in range(3):
        values = by_place[place]
        if values:
            print(f"{PLACES[place]:8} {len(values):7d}  {sum(values) / len(values):13.3f}  "
                  f"{sum(values) / hands:11.3f}")
    print("trick    choices  regret/choice  regret/hand")
    for trick in sorted(by_trick):
        values = by_trick[trick]
        print(f"{trick + 1:5d}    {len(values):7d}  {sum(values) / len(values):13.3f}  "
              f"{sum(values) / hands:11.3f}")


if __name__ == "__main__":
    main()
