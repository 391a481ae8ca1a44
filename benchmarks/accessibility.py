"""What the accessible table costs while a screen reader is on.

    python3 benchmarks/accessibility.py [--moves 300]

With Qt's accessibility switched on (as when a screen reader runs), plays
``--moves`` decisions of a Hornafjarðar game in the real window with instant
animations, and after each one reads the whole table tree the way a screen
reader walks it (every child's role, name, description and state, the hand's
cards included).  Prints, in milliseconds:

- one tree walk (p50, p95, max);
- one move shown with accessibility on and off (p50), the difference being
  what the announcements, focus events and the factory add to a move.

Offscreen unless QT_QPA_PLATFORM says otherwise.  Prints numbers only.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from percentiles import percentile

ROOT = Path(__file__).resolve().parents[1]


def walk(iface: object) -> int:
    """Read every node under ``iface`` as a screen reader would; the count."""
    from PySide6.QtGui import QAccessible

    count = 0
    stack = [iface]
    while stack:
        node = stack.pop()
        node.role()  # type: ignore[attr-defined]
        node.text(QAccessible.Text.Name)  # type: ignore[attr-defined]
        node.text(QAccessible.Text.Description)  # type: ignore[attr-defined]
        node.state()  # type: ignore[attr-defined]
        count += 1
        stack.extend(node.child(i) for i in range(node.childCount()))  # type: ignore[attr-defined]
    return count


def moves(window: object, count: int, accessible: bool, walks: list[float],
          nodes: list[int]) -> list[float]:
    """Make ``count`` decisions for the human (bots play between); each
    decision's time until the window waits again."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    QAccessible.setActive(accessible)
    c = window.controller  # type: ignore[attr-defined]
    rng = random.Random(3)
    times = []
    for _ in range(count):
        start = time.perf_counter()
        while not (c.human_to_act() or c.phase() in ("hand_end", "over")):
            QApplication.processEvents()
        times.append((time.perf_counter() - start) * 1000)
        if accessible:
            t0 = time.perf_counter()
            nodes.append(walk(QAccessible.queryAccessibleInterface(window.view)))  # type: ignore[attr-defined]
            walks.append((time.perf_counter() - t0) * 1000)
        phase = c.phase()
        if phase == "over":
            c.new_game("hornafjardar", "columns", None, ("random", "random"), rng.randrange(99))
        elif phase == "hand_end":
            c.continue_to_next_hand()
        elif phase == "exchange":
            c.exchange([])
        else:
            c.play_card(rng.choice(c.legal_cards()))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MANNI_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="manni-a11y-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from manni_desktop.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.resize(1100, 740)
    window.show()
    window.set_speed("instant")
    window.controller.new_game("hornafjardar", "columns", None, ("random", "random"), 3)
    app.processEvents()
    walks: list[float] = []
    nodes: list[int] = []
    on = moves(window, args.moves, True, walks, nodes)
    off = moves(window, args.moves, False, [], [])
    print(f"tree walk: p50 {statistics.median(walks):.2f} ms, p95 {percentile(walks, 0.95):.2f} ms,"
          f" max {max(walks):.2f} ms ({min(nodes)}-{max(nodes)} nodes)")
    print(f"move shown: p50 {statistics.median(on):.2f} ms with accessibility on, "
          f"{statistics.median(off):.2f} ms off")
    window.close()


if __name__ == "__main__":
    main()
