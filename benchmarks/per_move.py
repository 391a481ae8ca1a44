"""The cost of one move at the table, early and late in a game (issue 32).

For every registered game, a game is played by random legal moves from a
fixed seed until 10 (and 70) hands are finished, and the next hand is then
played at a ``Session`` with the human at seat 0.  At each decision of that
hand, before the move is made, the script times what the window does around
a move:

- ``check legal``: ``Session.check`` of the move about to be played;
- ``check illegal``: ``Session.check`` of a refused move by the seat to act
  (a held card it may not play, else a card it does not hold; a move out of
  turn where every move of the phase is legal);
- ``snapshot``: ``Session.snapshot()``, what the window draws;
- ``record``: ``Session.record()``, the part of an autosave built on the GUI
  thread (``storage.saves.make_payload``);
- ``json``: encoding that record as the autosave file does (``encode_json``, compact),
  on the autosave writer thread;
- ``undo``: ``Session.undone()``, the session at the human's last decision.

The time per move should not grow with the hands played; the record and its
JSON grow with the record's size.  So that a game lasts 70 hands, each hand
is played ``TRIALS`` times by random legal moves and the play that leaves
the leading score lowest (without ending the game) is kept, and the Manni
games use running scoring, the longer race.

Run: PYTHONPATH=. python3 benchmarks/per_move.py [--hands 10,70] [--repeat 3] [--wall]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from percentiles import percentile  # noqa: E402

from manni_desktop.engine.actions import Action, Exchange, Play  # noqa: E402
from manni_desktop.engine.game import Game, game_names, new_game  # noqa: E402
from manni_desktop.engine.session import HUMAN, Session  # noqa: E402
from manni_desktop.engine.snapshot import game_info  # noqa: E402
from manni_desktop.storage.atomic import encode_json  # noqa: E402

SEED = 32
OPS = ("check legal", "check illegal", "snapshot", "record", "json", "undo")
TRIALS = 10
"""How many times each hand is played, keeping the play that leaves the
leading score lowest (without this, a game seldom lasts 70 hands)."""


@dataclasses.dataclass(frozen=True)
class Built:
    """A game with ``finished`` hands done, and the next hand's moves: each
    move with a refused move of the same seat at that point."""

    name: str
    scoring: str | None
    seed: int
    names: list[str]
    hands: list[list[Action]]  # the finished hands' moves
    moves: list[tuple[Action, Action]]  # the measured hand: (played, refused)
    record: dict[str, object]  # the record at the start of the measured hand


def refused(game: Game, action: Action) -> Action:
    """A move the seat to act may not make now."""
    hand = game.hand
    assert hand is not None
    seat = action.seat
    if isinstance(action, Play):
        legal = {a.card for a in game.legal_actions() if isinstance(a, Play)}
        held = hand.hand_cards(seat)
        wrong = [c for c in held if c not in legal]
        if wrong:
            return Play(seat, wrong[0])
        return Play(seat, next(c for c in game.rules.deck() if c not in held))
    if isinstance(action, Exchange) and action.cards:
        held = hand.hand_cards(seat)
        missing = next(c for c in game.rules.deck() if c not in held)
        return Exchange(seat, tuple(sorted((*action.cards[1:], missing))))
    return dataclasses.replace(action, seat=(seat + 1) % game.rules.seats)


def play_hand(game: Game, rng: random.Random) -> list[Action]:
    """Random legal moves to the end of the hand in play."""
    played: list[Action] = []
    hand = game.hand
    assert hand is not None
    while not hand.finished:
        action = rng.choice(game.legal_actions())
        game.apply(action, auto_deal=False)
        played.append(action)
    return played


def build(name: str, finished: int, seed: int = SEED) -> Built:
    info = game_info(name)
    scoring = "running" if "running" in info.scorings else None
    names = [f"P{s}" for s in range(info.seats)]
    options = {"scoring": scoring} if scoring else None
    game = new_game(name, options, seed=seed, players=names)
    rng = random.Random(seed)
    hands: list[list[Action]] = []
    while len(hands) < finished:
        best: tuple[int, Game, list[Action]] | None = None
        for _ in range(TRIALS):
            trial = game.copy()
            played = play_hand(trial, rng)
            lead = max(trial.rules.standing(trial.hands, trial.options).race)
            if not trial.over and (best is None or lead < best[0]):
                best = (lead, trial, played)
        if best is None:
            raise SystemExit(f"{name}: no hand {len(hands) + 1} that keeps the game going")
        _, game, played = best
        hands.append(played)
        game.deal()
    record = game.to_record()
    moves: list[tuple[Action, Action]] = []
    hand = game.hand
    assert hand is not None
    while not hand.finished:
        action = rng.choice(game.legal_actions())
        moves.append((action, refused(game, action)))
        game.apply(action, auto_deal=False)
    return Built(name, scoring, seed, names, hands, moves, record)


def session_of(built: Built) -> Session:
    """The built game at a table, at the start of its measured hand."""
    levels: list[str | None] = ["easy"] * len(built.names)
    levels[HUMAN] = None
    session = Session.new(built.name, built.scoring, built.names, levels, seed=built.seed)
    for moves in built.hands:
        for action in moves:
            session.apply(action)
        assert session.next_hand()
    assert session.record() == built.record, "the session is not the built game"
    return session


def measure(built: Built, repeat: int, clock: Callable[[], float]) -> dict[str, list[float]]:
    """Milliseconds per operation, ``repeat`` times at each decision."""
    session = session_of(built)
    times: dict[str, list[float]] = {op: [] for op in OPS}

    def timed(op: str, call: Callable[[], object]) -> object:
        result: object = None
        for _ in range(repeat):
            start = clock()
            result = call()
            times[op].append(1000 * (clock() - start))
        return result

    for action, wrong in built.moves:
        assert timed("check legal", partial(session.check, action)) is None
        assert timed("check illegal", partial(session.check, wrong)) is not None
        timed("snapshot", session.snapshot)
        record = timed("record", session.record)
        timed("json", partial(encode_json, record, compact=True))
        timed("undo", session.undone)
        session.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", default="10,70",
                        help="finished hands before the measured one (default 10,70)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="times each operation is timed at each decision (default 3)")
    parser.add_argument("--games", default=",".join(game_names()),
                        help="registered games to measure (default all)")
    parser.add_argument("--wall", action="store_true",
                        help="wall clock (default: process CPU time, for a shared machine)")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    counts = [int(h) for h in args.hands.split(",")]
    print(f"per-move cost, ms ({'wall' if args.wall else 'CPU'} clock), at each decision of"
          f" the hand after N finished hands, each timed {args.repeat} times; seed {SEED}")
    print(f"{'game':13} {'N':>3} {'op':14} {'n':>4} {'p50':>8} {'p95':>8} {'record KB':>9}")
    for name in args.games.split(","):
        for finished in counts:
            built = build(name, finished)
            size = len(encode_json(built.record, compact=True)) / 1024
            times = measure(built, args.repeat, clock)
            for op in OPS:
                ms = times[op]
                print(f"{name:13} {finished:3d} {op:14} {len(ms):4d}"
                      f" {percentile(ms, 0.5):8.3f} {percentile(ms, 0.95):8.3f}"
                      f" {size:9.0f}", flush=True)


if __name__ == "__main__":
    main()
