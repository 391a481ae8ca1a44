"""The Manni games' bot levels (Hornafjarðar and Classic Manni).

* ``random``: uniformly random legal action (the floor, ``ai.players``);
* ``easy``: the rule of ``rule``/``exchange`` with some randomness;
* ``medium``: sampling search with a small budget, payoff = the hand's net;
* ``hard``: sampling search with a larger budget, each sampled deal weighed
  by how likely the other seats' exchanges and cards make it (``inference``),
  and a payoff that knows the match (``reward``).  Under no-trump it solves
  its sampled deals over the last 27 cards exactly, in C (``native_solver``);
  every other card it plays out by rollouts;
* ``expert``: hard, counting a quarter of each solved no-trump card's value
  by the rule's play-out (``EXPERT``).

Hard breaks the solver's ties by a rule play-out (``Budget.solved_tie_break``).

``ai.players.choose_action`` finds ``LEVELS`` through the game's registry entry.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ....ai.policy import ActionJson, Observation, Policy, random_policy
from ....engine.cards import card_text, parse_card
from .exchange import heuristic_discards, heuristic_swap
from .exchange_search import search_exchange, search_swap
from .fast import decode_card, encode_card, encode_mask
from .inference import OpponentModel
from .native_solver import self_check as native_check  # noqa: F401 - registry.GameEntry's
from .rule import heuristic_card
from .search import Budget, search_play
from .view import View, parse_view

MEDIUM = Budget(
    play_evaluations=160, max_deals=24, rollouts=1, solver_cards=0,
    exchange_evaluations=200, exchange_candidates=8, swap_samples=24, game_aware=False,
)
HARD_INFERENCE = OpponentModel(play_agree=0.5, lead_agree=0.2, exchange_miss=0.5, temper=0.7)
"""Fitted on positions of plain-sampling and hard players: the other seats
play the rule's card about half the time (a lead a third), and this model
lowers the log-loss of where the hidden cards are by about 6 %."""
# Up to 750 deals a card (10,000 play-outs): with inference only some of the
# deals carry weight, so more of them measured stronger (+0.09 net a hand
# over 300 deals, benchmarks/results), and the faster play-outs fit them in
# about 250 ms a card at the 95th percentile.
HARD = Budget(
    play_evaluations=10_000, max_deals=750, rollouts=1,
    exchange_evaluations=5000, exchange_candidates=14, swap_samples=1000, game_aware=True,
    inference=HARD_INFERENCE, notrump_exchange_by_rule=True,
    # Under Nullo it also tests emptying a short suit: measured +0.28 net a
    # Nullo hand (56 paired deals, benchmarks/results).
    nullo_void_candidates=True,
    # During play (and before its own exchange) the other seats' discards
    # are dealt from the poor cards (``discard_sampler``): against easy
    # without noise it measured +0.16 net a trump hand over the even deal,
    # and no loss under no-trump or Nullo (benchmarks/results, 2026-12-03).
    deals="poor_discards",
    # Under no-trump, up to 100 of its sampled deals a card are solved
    # exactly once 27 cards are left (the last nine tricks), in C, instead
    # of played out by the rule: see the note below.
    solver_cards=27, max_solved_deals=100, solved_contracts=frozenset({"notrump"}),
    native_solver_only=True, solver_node_limit=12_000_000,
    # Cards the solver values alike are ordered by one rule play-out a card
    # on each solved deal (since stop 52): see the note below.
    solved_tie_break=True,
)
"""Under no-trump hard solves up to 100 sampled deals a card over the last
27 cards (since stop 51; expert's way before).  Solving from 24 cards
measured +0.136 [+0.052, +0.221] net a no-trump hand over the hard that
played every card out by rollouts, on all 402 no-trump deals among 0-999;
from 27, +0.124 [+0.039, +0.210] more, so +0.104 [+0.045, +0.162] a hand
over the 1,000 deals.  Against plain sampling hard reads +0.383 [+0.314,
+0.448] a hand where rollouts alone read +0.283 (benchmarks/results).
Solving 250 deals a card added only +0.021 [-0.008, +0.052] a hand and
took a Hornafjarðar card's p95 to 440 ms through the protocol, over hard's
300 ms; with 100 it is 220 ms (``protocol_latency.py``, CPU clock).
Without a limit, one card in 576 took 9.5 s in C (``native_solver``), so
the solving of one card may visit at most 12 million positions (about a
second here); a card that needs more is chosen on the deals solved by then
(``solver_node_limit``): 8 of 106 solved cards reached it, 7 kept their card.
Since stop 52 it breaks the solver's ties by the rule
(``solved_tie_break``): the solver, whose other two seats see every card and
play together, values the top card alike with another in most solved
decisions (84 of 124), and the first of them was played (now another card
is, in 18 of them). Ordering them by a rule play-out on the same deals
measured +0.080 [+0.004, +0.153] net a no-trump hand over the hard without
it (all 402 no-trump deals among 0-999), +0.032 [+0.002, +0.063] a hand over
the 1,000, and took hard − plain sampling to +0.414 [+0.339, +0.488]
(chained), at no cost measurable: a card p95 300 ms through the protocol,
310 ms without it on the same machine (277-279 ms on stop 55's slower
machine once the rule play-out ran in C, 340 ms before). (The ties:
``benchmarks/solver_ties.py``.)
Without the library (an install that found no C compiler) hard plays every
card out by rollouts, since the Python solver, whose values are the same,
took up to 42 s a card.
Trump and Nullo are played out by rollouts: solving there measured -0.03
and -0.86 (both other seats playing together against the viewer is too
pessimistic a model of Nullo)."""
EXPERT_RULE_SHARE = 0.25
EXPERT = replace(HARD, solved_rule_share=EXPERT_RULE_SHARE)
"""Hard whose solved no-trump cards count their rule play-out for a quarter
of their value and the solver for three quarters (``Budget.solved_rule_share``),
since stop 53: the other seats are neither the solver's (seeing every card,
playing together) nor the rule's, and the inference model fitted them as
playing the rule's card about half the time.  Its cost is hard's: the rule
play-outs are the tie-break's, already made.  Over hard it measured
+0.095 [+0.022, +0.165] net a no-trump hand on all 402 no-trump deals among
0-999, +0.038 [+0.009, +0.068] a hand over the 1,000 (benchmarks/results,
``hardblend25``); through the protocol a card's p95 335 ms against hard's
340 ms on the same quiet machine (2026-12-07-expert-protocol-latency.txt),
276 ms against hard's 277-279 ms since the rule play-out runs in C
(2026-12-07-rule-playout-in-c.txt).
Every trump and Nullo card for a seed is hard's.

The expert before it solved 250 deals a card instead of 100: +0.021
[-0.008, +0.052] net a hand over hard before either broke the solver's ties
(stop 52), with a card's p95 at 440 ms.  Starting to solve two cards
earlier (29 cards, ``expert29`` in benchmarks/paranoid_native.py) measured
+0.040 [-0.016, +0.095] a hand over hard with a card taking up to 3.4 s;
three times hard's deals (the expert of the 2026-12-05 files) measured no
gain (benchmarks/results)."""
EASY_PLAY_NOISE = 0.15
EASY_EXCHANGE_NOISE = 2.0


def legal_cards_of(view: View) -> list[int]:
    """The cards of a play view's ``legal`` list."""
    assert view.legal is not None
    return [parse_card(a["play"]) for a in view.legal]


def _play(view: View, card: int) -> ActionJson:
    return {"seat": view.seat, "play": card_text(card)}


def _exchange(view: View, cards: list[int]) -> ActionJson:
    return {"seat": view.seat, "exchange": [card_text(c) for c in sorted(cards)]}


def _swap(view: View, take: bool) -> ActionJson:
    options = {a["swap"] for a in view.legal or []}
    if take not in options:
        take = not take
    return {"seat": view.seat, "swap": take}


def rule_card(view: View) -> int:
    """The rule's card for the view (no search), always one of the legal cards."""
    nullo = view.nullo
    legal = legal_cards_of(view)
    card = decode_card(
        heuristic_card(
            encode_mask(view.hand_mask, nullo),
            [encode_card(c, nullo) for c in view.trick_cards],
            encode_mask(view.unseen_mask, nullo),
            view.trump,
            nullo,
        ),
        nullo,
    )
    return card if card in legal else legal[0]


def easy_policy(obs: Observation, rng: random.Random) -> ActionJson:
    """A beginner: the rule, a random card now and then, a blurred exchange."""
    view = parse_view(obs)
    if view.phase == "exchange":
        discards = heuristic_discards(
            view.hand_mask, view.unseen_mask, view.contract, view.allowance or 0,
            rng, EASY_EXCHANGE_NOISE,
        )
        return _exchange(view, discards)
    if view.phase == "swap":
        return _swap(view, heuristic_swap(view.hand_mask, view.unseen_mask, view.trump, rng,
                                          noise=0.5))
    if rng.random() < EASY_PLAY_NOISE:
        return _play(view, rng.choice(legal_cards_of(view)))
    return _play(view, rule_card(view))


def _search_policy(budget: Budget) -> Policy:
    def policy(obs: Observation, rng: random.Random) -> ActionJson:
        view = parse_view(obs)
        if view.phase == "exchange":
            return _exchange(view, search_exchange(view, rng, budget))
        if view.phase == "swap":
            return _swap(view, search_swap(view, rng, budget))
        return _play(view, search_play(view, legal_cards_of(view), rng, budget))

    return policy


NATIVE_SOLVED: dict[str, frozenset[str]] = {
    name: budget.solved_contracts for name, budget in (("hard", HARD), ("expert", EXPERT))
    if budget.native_solver_only
}
"""The levels that solve in C only, and the contracts they solve: without the
library these play weaker (``native_status.solves``, the new-game marks)."""

LEVELS: dict[str, Policy] = {
    "random": random_policy,
    "easy": easy_policy,
    "medium": _search_policy(MEDIUM),
    "hard": _search_policy(HARD),
    "expert": _search_policy(EXPERT),
}
