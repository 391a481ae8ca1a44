"""Hard solving its sampled deals from the last N cards, with the paranoid solver in C.

Why: hard played every card out by rollouts of the rule; its endgame solver
(``games/manni/bots/solver.py``) was measured weaker when it could only
afford the last 15 cards of 24 deals (benchmarks/results, 12-01).  In C
(``games/manni/bots/paranoid.c``, loaded by ``native_solver``) the same
solver is about 25 times faster (a median 1.9 ms a deal of eight cards a
seat against 48 ms, ``--check``), which let this study ask whether solved
deals beat rollouts over the last eight tricks.  Under no-trump they did,
and over the last nine more so: that was the expert level of 2026-12-06
(``ntsolve27x100``); with a node limit it is hard since stop 51
(``levels.HARD``), and expert solves 250 deals a card (``expert250``).

The variants are built on hard before that (``arena.HARD_ROLLOUTS``), so
their saved rows can be played again. ``hardsolve<N>x<K>``: that hard, but
each deal with at most N cards left in the hands is solved, on at most K
deals a card, under trump and no-trump (under Nullo it plays as hard; solved
there too, ``hardsolvenullo24x100``, it measured −0.86 net a hand on 14
deals: both other seats feeding the viewer tricks is far too pessimistic a
model of Nullo). With ``MANNI_PYTHON_SOLVER=1`` in the environment the
Python solver solves (the same cards, slower: for timing a level without the
C library).

Run: PYTHONPATH=. python3 benchmarks/paranoid_native.py --check  (agreement and speed)
     PYTHONPATH=. python3 benchmarks/paranoid_native.py nodes [POSITIONS [CARDS]]
     (positions visited on sampled no-trump deals of 27 cards, or CARDS: the move
     order's yardstick)
     PYTHONPATH=. python3 benchmarks/paranoid_native.py latency BOT_LATENCY_ARGS...
     PYTHONPATH=. python3 benchmarks/paranoid_native.py BOT_STRENGTH_ARGS...
     (for example --pairs hardsolve24x100-hardpoor --games 0 --contracts notrump ...)
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import replace

import arena
import bot_latency
import bot_strength
from solver_speed import manni_positions

from manni_desktop.ai import choose_action
from manni_desktop.engine import action_from_json, new_game
from manni_desktop.games.manni.bots.fast import encode_card, encode_mask
from manni_desktop.games.manni.bots.levels import HARD, legal_cards_of
from manni_desktop.games.manni.bots.native_solver import (
    NativeSolver,
    NodeAllowance,
    Solver,
    library,
)
from manni_desktop.games.manni.bots.reward import reward_table
from manni_desktop.games.manni.bots.search import ContractKind, after_card, deal_sampler
from manni_desktop.games.manni.bots.solver import EndgameSolver
from manni_desktop.games.manni.bots.view import parse_view


def native_solver(me: int, trump: int, values: list[float]) -> NativeSolver:
    lib = library()
    if lib is None:
        raise SystemExit("the C solver is not built: pip install -e . (with a C compiler)")
    return NativeSolver(lib, me, trump, values)


def check(per_size: int = 60) -> int:
    """``solver_speed``'s random positions (1 to 5 cards a seat, part of a
    trick played, any payoff table): the C and Python solvers' values;
    returns the mismatches."""
    mismatches = 0
    for per_hand in range(1, 6):
        for me, trump, values, hands, leader, trick, won in manni_positions(
                per_size, per_hand, seed=per_hand):
            python = EndgameSolver(me, trump, values).value(hands, leader, trick, won)
            native = native_solver(me, trump, values).value(hands, leader, trick, won)
            mismatches += abs(python - native) > 1e-9
    return mismatches


Problem = tuple[int, int, list[float], list[tuple[list[int], int, list[int], list[int]]]]


def no_trump_problems(positions: int, cards_left: int = 27) -> list[Problem]:
    """Expert's solving work at 27 cards (``cards_left``): Hornafjarðar
    no-trump hands played by easy until that many cards are left (seeds 1,
    2, …), each with three sampled deals; a problem is (viewer, trump,
    payoff, the position after each legal card: hands, the seat to play,
    the trick, the tricks won)."""
    problems: list[Problem] = []
    seed = 0
    while len(problems) < 3 * positions:
        seed += 1
        game = new_game("hornafjardar", seed=seed)
        if game.observation(game.to_act or 0)["contract"].split(":")[0] != "notrump":
            continue
        rng = random.Random(seed)
        view = None
        while game.hand is not None and not game.hand.finished:
            obs = game.observation(game.to_act or 0)
            if obs["phase"] == "play" and sum(parse_view(obs).hand_sizes) <= cards_left:
                view = parse_view(obs)
                break
            game.apply(action_from_json(choose_action(obs, "easy", rng.randrange(10**6))),
                       auto_deal=False)
        if view is None or len(legal_cards_of(view)) < 2:
            continue
        values = reward_table(view, True)
        sample = random.Random(seed)
        for _ in range(3):
            world = deal_sampler(HARD)(view, sample)
            hands = [encode_mask(h, False) for h in world.hands]
            problems.append((view.seat, view.trump, values,
                             [after_card(view, list(hands), encode_card(c, False))
                              for c in legal_cards_of(view)]))
    return problems


def nodes(positions: int = 12, cards_left: int = 27) -> str:
    """Positions the C solver visits (and its CPU time) valuing every legal
    card of each sampled deal of ``no_trump_problems``, one solver a deal as
    expert's search uses it."""
    total = 0
    seconds = 0.0
    cards = 0
    problems = no_trump_problems(positions, cards_left)
    for me, trump, values, afters in problems:
        allowance = NodeAllowance(10**15)
        solver = native_solver(me, trump, values)
        solver.allowance = allowance
        start = time.process_time()
        for hands, leader, trick, won in afters:
            solver.value(hands, leader, trick, won)
        seconds += time.process_time() - start
        total += allowance.used
        cards += len(afters)
    return (f"{len(problems)} sampled {cards_left}-card no-trump deals ({cards} cards): "
            f"{total / 1e6:.1f} million positions, {seconds:.2f} s CPU")


def speed(per_seat: int, positions: int = 10) -> str:
    """CPU time of both solvers on random whole deals of ``per_seat`` cards a
    seat, first trick to lead, payoff: the viewer's net (median and largest)."""
    rng = random.Random(5)
    values = [0.0] * 169
    for t0 in range(13):
        for t1 in range(13 - t0):
            values[t0 * 13 + t1] = t0 - 4.0
    times: dict[str, list[float]] = {"C": [], "Python": []}
    for _ in range(positions):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[i * per_seat:(i + 1) * per_seat]) for i in range(3)]
        trump = rng.choice([-1, 0, 1, 2, 3])
        kinds: list[tuple[str, Callable[[int, int, list[float]], Solver]]] = [
            ("C", native_solver), ("Python", EndgameSolver)]
        for name, kind in kinds:
            if name == "Python" and per_seat > 8:
                continue  # seconds to minutes a position
            start = time.process_time()
            kind(0, trump, values).value(hands, 0, [], [0, 0, 0])
            times[name].append(1000 * (time.process_time() - start))
    parts = [f"{per_seat} cards a seat:"]
    for name, ms in times.items():
        if ms:
            ms.sort()
            parts.append(f"{name} median {ms[len(ms) // 2]:.1f} ms, largest {ms[-1]:.1f} ms")
    return parts[0] + " " + "; ".join(parts[1:])


NOT_NULLO: frozenset[ContractKind] = frozenset({"trump", "notrump"})
for cards in (12, 15, 18, 21, 24, 27):
    for deals in (24, 50, 100, 200):
        budget = replace(arena.HARD_ROLLOUTS, solver_cards=cards, max_solved_deals=deals,
                         solved_contracts=NOT_NULLO)
        arena.VARIANTS[f"hardsolve{cards}x{deals}"] = arena.budget_player(budget)
arena.VARIANTS["hardsolvenullo24x100"] = arena.budget_player(
    replace(arena.HARD_ROLLOUTS, solver_cards=24, max_solved_deals=100))
# Expert with more of its second: solving no-trump deals only (as expert,
# ``ntsolve27x100``, until 2026-12-06 ``ntsolve24x100``) from more cards or on more deals.
NOTRUMP: frozenset[ContractKind] = frozenset({"notrump"})
for cards, deals in ((24, 100), (24, 250), (27, 100), (27, 50)):
    arena.VARIANTS[f"ntsolve{cards}x{deals}"] = arena.budget_player(
        replace(arena.HARD_ROLLOUTS, solver_cards=cards, max_solved_deals=deals,
                solved_contracts=NOTRUMP))
# The expert of most of 2026-12-06 (27 cards, 100 deals, the node limit): the
# `expert` of that day's files, and hard from stop 51 to stop 52.  `expert250`, the
# candidate of stop 50, solves 250 deals a card: expert since stop 51.  Both
# are spelled out in full, not as replace(HARD, ...), so their rows stay
# reproducible should the levels change.
NOTRUMP_SOLVING = replace(arena.HARD_ROLLOUTS, solver_cards=27, solved_contracts=NOTRUMP,
                          native_solver_only=True, solver_node_limit=12_000_000)
arena.VARIANTS["expert100"] = arena.budget_player(replace(NOTRUMP_SOLVING, max_solved_deals=100))
arena.VARIANTS["expert250"] = arena.budget_player(replace(NOTRUMP_SOLVING, max_solved_deals=250))
# Stop 50's candidate for expert: solving from 29 cards (the second and third seats
# of the third trick too) on up to 100 deals a card, with a limit four times as high,
# since a 29-card deal visits about 2.5 times the positions of a 27-card one
# (2026-12-06-solver-move-order.txt).
# The next candidate for hard (stop 51): 250 deals a card within hard's time,
# by a limit of 4 million positions a card (its p95 measured 254 ms, the
# longest 338 ms, as `h250L4` in 2026-12-06-protocol-latency.txt).
arena.VARIANTS["hard250L4"] = arena.budget_player(
    replace(NOTRUMP_SOLVING, max_solved_deals=250, solver_node_limit=4_000_000))
# Hard breaking the solver's ties by one rule play-out a card on each solved
# deal (``Budget.solved_tie_break``): the same solving otherwise.  Hard since
# stop 52 (+0.080 [+0.004, +0.153] a no-trump hand over `expert100`).
arena.VARIANTS["hardtie"] = arena.budget_player(
    replace(NOTRUMP_SOLVING, max_solved_deals=100, solved_tie_break=True))
# Stop 53's candidate for expert: hard whose solved no-trump cards count the
# rule play-out for a quarter of their value (``Budget.solved_rule_share``),
# the solver for three quarters; ties still broken by the rule.
arena.VARIANTS["hardblend25"] = arena.budget_player(
    replace(NOTRUMP_SOLVING, max_solved_deals=100, solved_tie_break=True, solved_rule_share=0.25))
arena.VARIANTS["expert29"] = arena.budget_player(
    replace(NOTRUMP_SOLVING, solver_cards=29, max_solved_deals=100,
            solver_node_limit=48_000_000))

if __name__ == "__main__":
    if sys.argv[1:2] == ["nodes"]:
        print(nodes(*(int(arg) for arg in sys.argv[2:4])))
    elif sys.argv[1:] == ["--check"]:
        print(f"C and Python solvers disagree on {check()} of 300 random positions")
        for per_seat in (6, 8, 10, 12):
            print(speed(per_seat))
    elif sys.argv[1:2] == ["latency"]:
        del sys.argv[1]
        bot_latency.main()
    else:
        bot_strength.main()
