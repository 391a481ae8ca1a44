"""``manni-desktop selftest``: one whole game through the real window, offscreen.

Bots sit in all three seats, the table animates at instant speed, and at the
end the score sheet shown in the window must equal the engine's totals.  One
line is printed; the exit code is 0 only if everything held.  The installers
run it to prove the installed app starts, plays and scores.

The window autosaves and writes settings like any other: unless
``MANNI_DESKTOP_HOME`` is set, the selftest points it at a temporary folder
(removed afterwards) so the player's own saves and settings are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

SELFTEST_LEVEL = "easy"
TIME_LIMIT_S = 240.0


@dataclass
class SelftestResult:
    ok: bool
    message: str


def _check_sheet(window: object) -> str | None:
    """None if the score sheet's totals equal the engine's, else what differs."""
    from .main_window import MainWindow
    from .models import ValueRole

    assert isinstance(window, MainWindow)
    model = window.score_model
    game = window.controller.game
    totals = game.totals()
    hand_rows = model.hand_row_count()
    controller = window.controller
    # Between hands the next hand is dealt but not shown until "Next hand".
    expected = (controller.shown_hand_index() + 1 if controller.between_hands()
                else len(game.hands))
    if hand_rows != expected:
        return f"score sheet shows {hand_rows} hands, it should show {expected}"
    for offset, kind in enumerate(("plus", "minus", "net")):
        row = hand_rows + offset
        for seat in range(3):
            value = model.data(model.index(row, model.tricks_column(seat)), ValueRole)
            if value != totals[kind][seat]:
                return (f"score sheet {kind} of seat {seat} is {value!r},"
                        f" the engine says {totals[kind][seat]}")
    for row, hand in enumerate(game.hands[:hand_rows]):
        for seat in range(3):
            value = model.data(model.index(row, model.tricks_column(seat)), ValueRole)
            if value != hand.tricks_won[seat]:  # type: ignore[attr-defined]
                return f"score sheet hand {row + 1} tricks of seat {seat} is {value!r}"
    return None


@contextmanager
def _private_home() -> Iterator[None]:
    """``MANNI_DESKTOP_HOME`` set to a temporary folder unless the caller set one."""
    from ..storage import HOME_ENV

    if os.environ.get(HOME_ENV):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="manni-selftest-") as home:
        os.environ[HOME_ENV] = home
        try:
            yield
        finally:
            os.environ.pop(HOME_ENV, None)


def run_selftest(seed: int | None = None, level: str = SELFTEST_LEVEL,
                 time_limit: float = TIME_LIMIT_S) -> SelftestResult:
    """Play one game with bots in every seat through a real window; check the sheet."""
    with _private_home():
        return _run_selftest(seed, level, time_limit)


def _run_selftest(seed: int | None, level: str, time_limit: float) -> SelftestResult:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from .app import application
    from .main_window import MainWindow

    app = application(["manni-desktop"])
    window = MainWindow()
    window.resize(1100, 740)
    window.show()
    window.set_speed("instant")
    controller = window.controller
    controller.auto_continue = True
    outcome: dict[str, object] = {}

    def finished(winners: list[int]) -> None:
        outcome["winners"] = winners
        app.quit()

    def out_of_time() -> None:
        outcome["timeout"] = True
        app.quit()

    controller.gameOver.connect(finished)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(out_of_time)
    timer.start(int(time_limit * 1000))
    started = time.perf_counter()
    controller.new_game("hornafjardar", "columns", None, (level, level), seed, human_level=level)
    app.exec()
    timer.stop()
    elapsed = time.perf_counter() - started
    try:
        if outcome.get("timeout"):
            return SelftestResult(False, f"selftest: no game over after {time_limit:.0f} s")
        if "winners" not in outcome:
            return SelftestResult(False, "selftest: the window closed before the game ended")
        game = controller.game
        problem = _check_sheet(window)
        if problem is not None:
            return SelftestResult(False, f"selftest: {problem}")
        image = window.grab()
        if image.isNull() or image.width() < 100:
            return SelftestResult(False, "selftest: the window could not be drawn")
        net = game.totals()["net"]
        names = ", ".join(game.players[s] for s in game.winners)
        return SelftestResult(True, (
            f"selftest ok: {len(game.hands)} hands, "
            f"{sum(len(a) for a in game.actions)} actions in {elapsed:.1f} s; "
            f"net {net[0]}/{net[1]}/{net[2]}; winner(s): {names}; score sheet matches the engine"
        ))
    finally:
        window.close()
        window.deleteLater()


def main(seed: int | None = None) -> int:
    try:
        result = run_selftest(seed)
    except Exception as exc:  # noqa: BLE001 - the installers need one line and an exit code
        print(f"selftest failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(result.message, file=sys.stdout if result.ok else sys.stderr)
    return 0 if result.ok else 1
