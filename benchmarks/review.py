"""How long a hand's review takes, and how long the window stalls meanwhile.

Part 1 (no window): hands of Hornafjarðar (and, with --games, Classic and
Manillen) are played by the easy bot in every seat, then seat 0's decisions
are reviewed at the hard bot's budget (``ai.review.review_hand``), timed per
decision and per hand.  Target: <= 10 s a Hornafjarðar hand.

Part 2 (the window, offscreen): one hand is played in a real ``MainWindow``,
then its Review window opens and runs in the bot process while a 2 ms timer
records every gap of the event loop.  Target: the longest stall < 50 ms.

Run: PYTHONPATH=. python3 benchmarks/review.py [--hands 10] [--games hornafjardar,classic]
     [--no-window]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from percentiles import percentile  # noqa: E402


def played_hand(game_name: str, seed: int) -> dict[str, object]:
    from manni_desktop.ai import choose_action
    from manni_desktop.engine.actions import action_from_json
    from manni_desktop.engine.game import new_game

    game = new_game(game_name, None, seed=seed)
    while not game.hands[0].finished:
        seat = game.to_act
        assert seat is not None  # an unfinished hand has a seat to act
        obs = game.observation(seat)
        game.apply(action_from_json(choose_action(obs, "easy", seed * 100 + seat)),
                   auto_deal=False)
    return game.to_record()


def review_times(game_name: str, hands: int) -> None:
    from manni_desktop.ai.review import decision_points, review_decision

    per_hand: list[float] = []
    per_kind: dict[str, list[float]] = {}
    marks: dict[str, int] = {}
    for seed in range(1, hands + 1):
        record = played_hand(game_name, seed)
        start = time.perf_counter()
        for index in decision_points(record, 0, 0):
            t0 = time.perf_counter()
            decision = review_decision(record, 0, index, seed=index)
            per_kind.setdefault(decision.kind, []).append(time.perf_counter() - t0)
            marks[decision.mark] = marks.get(decision.mark, 0) + 1
        per_hand.append(time.perf_counter() - start)
    print(f"{game_name}: review of a whole hand at the hard budget over {hands} hands: "
          f"median {statistics.median(per_hand):.2f} s, max {max(per_hand):.2f} s "
          f"(target <= 10 s for hornafjardar)")
    for kind, times in sorted(per_kind.items()):
        ms = [t * 1000 for t in times]
        print(f"  per {kind} decision: p50 {percentile(ms, 0.5):.0f} ms, "
              f"p95 {percentile(ms, 0.95):.0f} ms, max {max(ms):.0f} ms ({len(ms)} decisions)")
    print("  marks: " + ", ".join(f"{k} {v}" for k, v in sorted(marks.items())))


def window_stall() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from loop_gaps import LoopGaps

    from manni_desktop.ai import choose_action
    from manni_desktop.engine.actions import Exchange, Play, action_from_json
    from manni_desktop.gui import bot_worker
    from manni_desktop.gui.app import application
    from manni_desktop.gui.main_window import MainWindow

    app = application(["bench"])
    window = MainWindow()
    window.show()
    window.set_speed("instant")
    app.processEvents()
    deadline = time.monotonic() + 30
    while not bot_worker.SHARED_PROCESS.ready() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    c = window.controller
    c.new_game("hornafjardar", "columns", None, ("easy", "easy"), 77)
    deadline = time.monotonic() + 120
    while c.phase() not in ("hand_end", "over") and time.monotonic() < deadline:
        app.processEvents()
        if c.human_to_act() and not window.scene.is_animating():
            action = action_from_json(choose_action(c.session.observation(0), "easy", 3))
            if isinstance(action, Play):
                c.play_card(action.card)
            elif isinstance(action, Exchange):
                c.exchange(list(action.cards))
        time.sleep(0.002)
    for _ in range(50):
        app.processEvents()
    loop = LoopGaps()
    loop.start()
    started = time.perf_counter()
    dialog = window.review_last_hand()
    opened_ms = (time.perf_counter() - started) * 1000
    assert dialog is not None
    while dialog.runner.running() and time.perf_counter() - started < 120:
        app.processEvents()
        time.sleep(0.001)
    elapsed = time.perf_counter() - started
    loop.stop()
    print(f"window during a review ({len(dialog.decisions())} decisions in {elapsed:.1f} s, "
          f"{dialog.runner.steps_in_process} steps in the bot process): longest event-loop "
          f"stall {loop.longest():.1f} ms, p99 {loop.percentile(0.99):.1f} ms "
          f"over {len(loop.gaps)} ticks "
          f"(target < 50 ms); opening the Review window took {opened_ms:.0f} ms")
    dialog.close()
    window.close()
    c.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--games", default="hornafjardar,classic,manillen")
    parser.add_argument("--no-window", action="store_true")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="manni-bench-")
    os.environ["MANNI_DESKTOP_HOME"] = home
    try:
        for name in args.games.split(","):
            review_times(name, args.hands)
        if not args.no_window:
            window_stall()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
