"""How long Game → Open… takes on a large file, and how long it stalls the window.

    python3 benchmarks/open_large.py [--hands 40000]

Writes a record of ``--hands`` hands (a real first hand, repeated: the
loader reads the whole file before it can refuse the second copy, which is
what made such a file freeze the window) under the save size cap, then:

1. ``storage.open_game`` called directly: the time the GUI thread used to
   be blocked for.
2. ``MainWindow.open_path`` (reads on a worker thread): wall time until it
   returns, and the longest gap between ticks of a 2 ms QTimer on the GUI
   thread meanwhile.  Target: < 50 ms.

Offscreen unless QT_QPA_PLATFORM says otherwise.  Prints numbers only.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def large_record(hands: int) -> dict[str, object]:
    from manni_desktop.engine import new_game

    game = new_game("hornafjardar", seed=5)
    while len(game.hands) == 1 and not game.hands[0].finished:
        game.apply(game.legal_actions()[0])
    record = game.to_record()
    first = record["hands"][0]
    record["hands"] = [first] * hands
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=40000)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    home = tempfile.mkdtemp(prefix="manni-open-")
    os.environ["MANNI_DESKTOP_HOME"] = home
    path = Path(home) / "large.manni.json"
    path.write_text(json.dumps(large_record(args.hands)), "utf-8")
    size = path.stat().st_size

    from loop_gaps import LoopGaps
    from PySide6.QtWidgets import QMessageBox

    from manni_desktop import storage
    from manni_desktop.gui.app import application
    from manni_desktop.gui.main_window import MainWindow

    start = time.perf_counter()
    try:
        storage.open_game(path)
        outcome = "opened"
    except storage.StorageError as exc:
        outcome = f"refused: {str(exc)[-80:]}"
    direct = time.perf_counter() - start

    app = application(["bench"])
    window = MainWindow()
    window.show()
    window.set_speed("instant")
    window.start_session()
    app.processEvents()
    from manni_desktop.gui import bot_worker  # the window warms its bot process at start

    bot_worker.SHARED_PROCESS.start_in_background()
    deadline = time.monotonic() + 30
    while not bot_worker.SHARED_PROCESS.ready() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    messages: list[str] = []
    window.show_storage_problem = (  # type: ignore[method-assign]
        lambda title, message: messages.append(message))
    QMessageBox.question = lambda *a, **k: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
    loop = LoopGaps()
    loop.start()
    start = time.perf_counter()
    window.open_path(str(path))
    threaded = time.perf_counter() - start
    loop.stop()
    window.close()
    print(f"file: {args.hands} hands, {size / 1e6:.1f} MB; {outcome}")
    print(f"open_game on the calling thread: {direct * 1000:.0f} ms (the old GUI freeze)")
    print(f"open_path (worker thread): {threaded * 1000:.0f} ms;"
          f" longest GUI stall {loop.longest():.1f} ms over {len(loop.gaps)} ticks"
          f" (target < 50 ms)")


if __name__ == "__main__":
    main()
