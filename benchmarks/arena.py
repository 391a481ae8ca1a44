"""Seat bots at a table and play hands or whole games (shared by the bot benchmarks).

A player is a function ``(game, seat, seed) -> Action``.  Bot levels only
ever see ``game.observation(seat)``; the all-seeing reference (measurement
only, never in play) reads the true hands and the Manni from the engine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from manni_desktop.ai import LEVELS, choose_action
from manni_desktop.engine import Exchange, Game, Play, Swap, action_from_json, new_game
from manni_desktop.engine.actions import Action
from manni_desktop.games.manni.bots.careful import careful_policy
from manni_desktop.games.manni.bots.exchange import heuristic_swap
from manni_desktop.games.manni.bots.exchange_search import (
    rule_discards,
    search_exchange,
    search_swap,
)
from manni_desktop.games.manni.bots.fast import encode_card, encode_mask
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of, rule_card
from manni_desktop.games.manni.bots.playout import playout
from manni_desktop.games.manni.bots.reward import reward_table
from manni_desktop.games.manni.bots.sampler import World, sample_world
from manni_desktop.games.manni.bots.search import Budget, Sampler, after_card, search_play
from manni_desktop.games.manni.bots.view import View, parse_view
from manni_desktop.games.manni.rules import ManniHand

Player = Callable[[Game, int, int], Action]
# The all-seeing player: hard's machinery on the one true deal (so no sampling
# error); rollouts get a little noise so repeated rollouts of it differ.
# Its numbers are fixed (not derived from HARD) so the yardstick does not move
# when hard's budget is tuned.
ALL_SEEING = Budget(
    play_evaluations=5000, max_deals=125, rollouts=2,
    solver_cards=15, exchange_evaluations=5000,
    exchange_candidates=14, swap_samples=500,
    game_aware=True, rollout_noise=0.1, max_solved_deals=1,
)


# The clock the timings use: wall time, or (bot_latency --cpu) this process's
# CPU time, which on a machine shared with other work estimates one free core.
CLOCK: list[Callable[[], float]] = [time.perf_counter]


def bot(level: str, timings: dict[tuple[str, str], list[float]] | None = None) -> Player:
    def player(game: Game, seat: int, seed: int) -> Action:
        return action_from_json(choose_action(game.observation(seat), level, seed))

    return player if timings is None else timed(level, player, timings)


def timed(name: str, player: Player, timings: dict[tuple[str, str], list[float]]) -> Player:
    """``player`` with each decision's time recorded under (``name``, phase)
    (``bot_latency``: the levels and the variants alike)."""
    def timed_player(game: Game, seat: int, seed: int) -> Action:
        phase = game.phase
        start = CLOCK[0]()
        action = player(game, seat, seed)
        timings.setdefault((name, phase), []).append(CLOCK[0]() - start)
        return action

    return timed_player


def true_sampler(game: Game) -> Sampler:
    """A "sampler" that always deals the true hands and Manni order of ``game``:
    the searches run on it see every card (measurement only)."""
    hand = game.hand
    assert isinstance(hand, ManniHand)
    hands, manni = list(hand.hands), list(hand.manni)

    def sampler(_view: View, _rng: random.Random) -> World:
        return World(list(hands), list(manni), 0)

    return sampler


def all_seeing(game: Game, seat: int, seed: int) -> Action:
    """Reference player that sees every card (hands and Manni order)."""
    view: View = parse_view(game.observation(seat))
    rng = random.Random(seed)
    sampler = true_sampler(game)
    if view.phase == "exchange":
        return Exchange(seat, tuple(sorted(search_exchange(view, rng, ALL_SEEING, sampler))))
    if view.phase == "swap":
        return Swap(seat, search_swap(view, rng, ALL_SEEING, sampler))
    return Play(seat, search_play(view, legal_cards_of(view), rng, ALL_SEEING, sampler))


def random_player(game: Game, seat: int, seed: int) -> Action:
    return action_from_json(choose_action(game.observation(seat), "random", seed))


def _rule_exchange(view: View, seat: int) -> Action:
    """The rule's exchange without noise (what easy does, minus its blur)."""
    return Exchange(seat, tuple(rule_discards(view)))


def _rule_swap(view: View, seat: int, rng: random.Random) -> Action:
    take = heuristic_swap(view.hand_mask, view.unseen_mask, view.trump, rng)
    options = {a["swap"] for a in view.legal or []}
    return Swap(seat, take if take in options else not take)


def easy_noiseless(game: Game, seat: int, seed: int) -> Action:
    """Easy without its random noise: the rule's card and the rule's exchange."""
    view = parse_view(game.observation(seat))
    if view.phase == "exchange":
        return _rule_exchange(view, seat)
    if view.phase == "swap":
        return _rule_swap(view, seat, random.Random(seed))
    return Play(seat, rule_card(view))


def careful(game: Game, seat: int, seed: int) -> Action:
    """Issue 36's yardstick: the careful rule player (``bots.careful``), which
    counts cards, voids and the cut card; no sampling, not a level."""
    return action_from_json(careful_policy(game.observation(seat), random.Random(seed)))


PLAIN_DEALS = 200


def plain_sampler(game: Game, seat: int, seed: int) -> Action:
    """The issue's yardstick: plain sampling, no solver, no game awareness.

    For a card: ``PLAIN_DEALS`` deals consistent with the seat's view
    (``sample_world``), each shared by all legal cards (paired), each card
    finished by the noiseless rule rollout (``playout``); the card with the
    best mean net of the hand for the seat is played.  Its exchange (and
    classic swap) is the rule's, without noise, like ``easynoiseless``."""
    view = parse_view(game.observation(seat))
    rng = random.Random(seed)
    if view.phase == "exchange":
        return _rule_exchange(view, seat)
    if view.phase == "swap":
        return _rule_swap(view, seat, rng)
    legal = legal_cards_of(view)
    if len(legal) == 1:
        return Play(seat, legal[0])
    nullo, trump = view.nullo, view.trump
    net = reward_table(view, game_aware=False)  # the hand's net points, nothing else
    moves = [encode_card(c, nullo) for c in legal]
    totals = [0.0] * len(moves)
    for _ in range(PLAIN_DEALS):
        world = sample_world(view, rng)
        hands = [encode_mask(h, nullo) for h in world.hands]
        for i, card in enumerate(moves):
            after, leader, trick, won = after_card(view, hands, card)
            extra = playout(after, leader, trick, trump, nullo, rng.random)
            totals[i] += net[(won[0] + extra[0]) * 13 + won[1] + extra[1]]
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    return Play(seat, legal[best])


def budget_player(budget: Budget, rule_exchange: bool = False) -> Player:
    """A search player with ``budget`` (hard's variants); ``rule_exchange``
    replaces its exchange search by the noiseless rule."""
    def player(game: Game, seat: int, seed: int) -> Action:
        view = parse_view(game.observation(seat))
        rng = random.Random(seed)
        if view.phase == "exchange":
            if rule_exchange:
                return _rule_exchange(view, seat)
            return Exchange(seat, tuple(sorted(search_exchange(view, rng, budget))))
        if view.phase == "swap":
            return Swap(seat, search_swap(view, rng, budget))
        return Play(seat, search_play(view, legal_cards_of(view), rng, budget))

    return player


# Hard before it solved its no-trump deals in C (stop 51, 2026-12-06): every card
# played out by rollouts.  With no solver cards it never solves, so it plays
# the cards of that hard for every seed.  Its rows are named ``hardpoor``
# (and ``hard`` in the files up to 2026-12-03's hard-vs-easynoiseless-330-999).
HARD_ROLLOUTS = replace(HARD, solver_cards=0)
# Hard before it dealt the other seats' discards from the poor cards
# (2026-12-03): the "hard before it" of that figure (benchmarks/results).
HARD_EVEN = replace(HARD_ROLLOUTS, deals="greedy")

# The variants a headline figure of benchmarks/results/README.md can be run
# again with.  The one-change variants of earlier studies were retired on
# 2026-12-05 (their rows still report; the code is in 7ec182e's arena.py).
VARIANTS: dict[str, Player] = {
    # hard before it solved no-trump deals, under the name its rows were
    # measured by (hard as it ships is the level ``hard``); and before that
    "hardpoor": budget_player(HARD_ROLLOUTS),
    "hardeven": budget_player(HARD_EVEN),
}

YARDSTICKS: dict[str, Player] = {
    "allseeing": all_seeing,
    "random": random_player,
    "easynoiseless": easy_noiseless,
    "plain": plain_sampler,
    "careful": careful,
}
"""The players that are not levels: the reference, the floor and the yardsticks."""


def player_names() -> tuple[str, ...]:
    """Every name a pair may use: the levels, the yardsticks and the variants."""
    return tuple(dict.fromkeys([*LEVELS, *YARDSTICKS, *VARIANTS]))


def player_for(name: str, timings: dict[tuple[str, str], list[float]] | None = None) -> Player:
    if name in YARDSTICKS:
        return YARDSTICKS[name]
    if name in VARIANTS:
        return VARIANTS[name] if timings is None else timed(name, VARIANTS[name], timings)
    return bot(name, timings)



def play_hand(game: Game, players: list[Player], seed: int) -> list[int]:
    """Play the current hand to its end; the net points per seat it scored."""
    hand = game.hand
    assert hand is not None
    step = 0
    while not hand.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat](game, seat, seed * 1000 + step), auto_deal=False)
        step += 1
    assert isinstance(hand, ManniHand)
    points = hand.points()
    assert points is not None
    return [p - m for p, m in zip(points[0], points[1], strict=True)]


def duplicate_deal(
    game_name: str, deal_seed: int, a: Player, b: Player, arrangements: int
) -> float:
    """Mean over seat arrangements of (A's mean net − B's mean net) for one deal.

    Arrangements put A in one seat and B in the other two (3 of them), and
    with ``arrangements`` = 6 also B in one seat and A in two, so every seat's
    cards are played by both sides and the luck of the deal cancels."""
    layouts: list[tuple[bool, bool, bool]] = []
    for s in range(3):
        layouts.append(tuple(i == s for i in range(3)))  # type: ignore[arg-type]
    if arrangements == 6:
        for s in range(3):
            layouts.append(tuple(i != s for i in range(3)))  # type: ignore[arg-type]
    diffs = []
    for k, layout in enumerate(layouts):
        game = new_game(game_name, seed=deal_seed)
        players = [a if is_a else b for is_a in layout]
        net = play_hand(game, players, deal_seed * 10 + k)
        a_net = [n for n, is_a in zip(net, layout, strict=True) if is_a]
        b_net = [n for n, is_a in zip(net, layout, strict=True) if not is_a]
        diffs.append(sum(a_net) / len(a_net) - sum(b_net) / len(b_net))
    return sum(diffs) / len(diffs)


def whole_game(game_name: str, game_seed: int, players: list[Player]) -> list[int]:
    """Play a whole game; the winning seats."""
    game = new_game(game_name, seed=game_seed)
    hands = 0
    while not game.over and hands < 200:
        play_hand(game, players, game_seed * 1000 + hands)
        hands += 1
        if not game.over:
            game.deal()
    return list(game.winners)
