"""Start-up time and event-loop stalls of the game window.

    python3 benchmarks/startup.py [--runs 5] [--stall-moves 40] [--bots process|thread]
                                  [--stall-only]

1. Start-up: wall time from spawning ``python3`` to the first paint of the
   table (the window's QGraphicsView painted once), from source.  Target
   <= 0.6 s on the project's machine.
2. Stall: the longest gap between ticks of a 2 ms QTimer on the GUI thread
   from the first move on, while hard bots think (all three seats, instant animations), in the bot
   process or, with ``--bots thread``, on a thread of the window's process
   (the fallback; it measured 67-150 ms).  Target < 50 ms.  Starting the game
   (new_game, the deal, the first layout) is reported on its own line.
3. New game: the longest gap in the 400 ms after Game -> New game in a
   running window, five times.  Target <= 30 ms.

Offscreen unless QT_QPA_PLATFORM says otherwise.  Prints numbers only; it
asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import sys, time
sys.path.insert(0, {root!r})
from manni_desktop.gui.app import run

def painted(window):
    print(f"{{time.time():.6f}}", flush=True)
    window.close()
    from PySide6.QtWidgets import QApplication
    QApplication.instance().quit()

sys.exit(run(["manni-desktop"], on_first_paint=painted))
"""


def startup_times(runs: int, home: str) -> list[float]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    code = CHILD.format(root=str(ROOT))
    times = []
    for run in range(runs):
        # each run its own home: no "continue your game?" prompt from an autosave
        env["MANNI_DESKTOP_HOME"] = os.path.join(home, f"start-{run}")
        start = time.time()
        result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                text=True, timeout=60, check=False)
        lines = [ln for ln in result.stdout.splitlines() if ln.strip()]
        if result.returncode != 0 or not lines:
            raise SystemExit(f"start-up run failed: {result.stderr.strip()[-400:]}")
        times.append(float(lines[-1]) - start)
    return times


def stall(moves: int, bots: str) -> tuple[float, float, float, int, float, str]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QElapsedTimer, QTimer

    from manni_desktop.gui import bot_worker
    from manni_desktop.gui.app import application
    from manni_desktop.gui.bot_worker import effective_level
    from manni_desktop.gui.main_window import MainWindow

    bot_worker.USE_PROCESS = bots == "process"
    app = application(["bench"])
    window = MainWindow()
    window.show()
    window.set_speed("instant")
    # The first paint of the window is start-up (part 1), not a stall while
    # bots think: let it happen before the clock starts.
    app.processEvents()
    if bots == "process":  # moves before the bot process is warm think on a thread
        deadline = time.monotonic() + 30
        while not bot_worker.SHARED_PROCESS.ready() and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
    controller = window.controller
    controller.auto_continue = True
    level = effective_level("hard")
    gaps: list[float] = []
    setup_gaps: list[float] = []  # before the first move: new_game, deal, first layout
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]
    applied = [0]

    def tick() -> None:
        now = clock.nsecsElapsed()
        (gaps if applied[0] else setup_gaps).append((now - last[0]) / 1e6)
        last[0] = now

    def counted(_action: object) -> None:
        applied[0] += 1
        if applied[0] >= moves:
            app.quit()

    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(tick)
    controller.actionApplied.connect(counted)
    controller.gameOver.connect(lambda _w: app.quit())
    started = time.perf_counter()
    timer.start()
    controller.new_game("hornafjardar", "columns", None, (level, level), 1234, human_level=level)
    app.exec()
    elapsed = time.perf_counter() - started
    timer.stop()
    controller.shutdown()
    gaps.sort()
    p99 = gaps[int(len(gaps) * 0.99)] if gaps else 0.0
    setup = max(setup_gaps) if setup_gaps else 0.0
    return (max(gaps) if gaps else 0.0), p99, setup, applied[0], elapsed, level


def new_game_stalls(games: int) -> list[float]:
    """The longest event-loop gap in the 400 ms after each of ``games`` new
    games started in a running window (what Game -> New game costs the
    player), the first one after the window's own first game."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from manni_desktop.gui.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    window = MainWindow()
    window.show()
    window.set_speed("instant")
    controller = window.controller
    controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 1)
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:  # the first game, then the face warm-up
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    worst: list[float] = []
    for seed in range(games):
        clock = QElapsedTimer()
        gaps: list[float] = []
        last = [0]
        timer = QTimer()
        timer.setInterval(2)

        def tick(gaps: list[float] = gaps, last: list[int] = last,
                 clock: QElapsedTimer = clock) -> None:
            now = clock.nsecsElapsed()
            gaps.append((now - last[0]) / 1e6)
            last[0] = now

        timer.timeout.connect(tick)
        clock.start()
        timer.start()
        controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 100 + seed)
        end = time.monotonic() + 0.4
        while time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        timer.stop()
        worst.append(max(gaps, default=0.0))
    controller.shutdown()
    window.close()
    return worst


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--stall-moves", type=int, default=40)
    parser.add_argument("--bots", choices=("process", "thread"), default="process",
                        help="where the bots think: the bot process (the app's way) or, "
                        "for comparison, a thread of the window's process (the fallback)")
    parser.add_argument("--stall-only", action="store_true", help="skip the start-up runs")
    args = parser.parse_args()
    # A fresh home each time: the window autosaves, and the player's own
    # folder must neither be written nor offer a saved game to continue.
    home = tempfile.mkdtemp(prefix="manni-bench-")
    os.environ["MANNI_DESKTOP_HOME"] = home
    try:
        return _measure(args, home)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def _measure(args: argparse.Namespace, home: str) -> int:
    if not args.stall_only:
        times = startup_times(args.runs, home)
        print(f"start-up to first painted table: median {statistics.median(times):.3f} s, "
              f"min {min(times):.3f} s, max {max(times):.3f} s over {len(times)} runs "
              f"(target <= 0.6 s)")
    longest, p99, setup, count, elapsed, level = stall(args.stall_moves, args.bots)
    print(f"event-loop stall while {level} bots think ({args.bots}): longest {longest:.1f} ms, "
          f"p99 {p99:.1f} ms over {count} bot moves in {elapsed:.1f} s (target < 50 ms)")
    print(f"event-loop stall starting the new game (new_game, deal, first layout, before "
          f"the first move): longest {setup:.1f} ms")
    again = new_game_stalls(5)
    print(f"event-loop stall of Game -> New game in a running window (easy bots): "
          f"median {statistics.median(again):.1f} ms, longest {max(again):.1f} ms over "
          f"{len(again)} new games (target <= 30 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
