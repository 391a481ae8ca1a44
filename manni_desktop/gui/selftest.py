"""``manni-desktop selftest``: one whole game through the real window.

First the display: Qt must run on the platform asked for (``QT_QPA_PLATFORM``,
offscreen by default; xcb, windows or cocoa where the installers check the
real thing) and find a font that draws every character the app shows.

Bots sit in every seat of each game the window offers (Hornafjarðar, Classic,
Manillen), the table animates at instant speed, and after every move the
score sheet shown in the window must equal the engine's snapshot.  One
line is printed; the exit code is 0 only if everything held.  The installers
run it to prove the installed app starts, plays and scores.

The games are dealt from a fixed seed unless ``--seed`` names another, so a
failure can be replayed and every run does the same work.  Classic's running
score is a random walk with no fixed end: from a random seed one game in a
hundred runs past 100 hands, which once outlasted a limit on the whole game.
So the selftest fails on a stall (no move for ``STALL_LIMIT_S``), not on a
long game.

``--hands N`` stops each game after its first N hands (scored and checked
like the rest): CI plays whole games once and, in the checks that follow on
other platforms, fonts and installs, a hand of each game (a whole set took
over three minutes under Wine).

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

from ..games import entries, entry
from ..games.registry import listed_for

SELFTEST_LEVEL = "easy"
SELFTEST_SEED = 7  # all three games end within 20 hands (about 30 s offscreen)
STALL_LIMIT_S = 60.0


@dataclass
class SelftestResult:
    ok: bool
    message: str


GAMES = tuple((game.id, choice.value if choice else None)
              for game in entries()
              for choice in ([c for c in game.scorings if c.own_game] or game.scorings[:1]
                             or (None,)))
"""Every registered game, in its default scoring or in each scoring that is a
game of its own (Mizerka's two: Mizerka, and Hornafjarðar Manni with six
contracts); each is named in the output by its listed key ("mizerka",
"six-contracts": ``registry.listed_games``)."""


def _check_sheet(window: object) -> str | None:
    """None if the score sheet shows what the engine's snapshot says, else what differs."""
    from .main_window import MainWindow
    from .models import sheet_mismatch

    assert isinstance(window, MainWindow)
    return sheet_mismatch(window.score_model, window.controller.table)


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
                 stall_limit: float = STALL_LIMIT_S, hands: int = 0) -> SelftestResult:
    """Play one game of each with bots in every seat through a real window (its
    first ``hands`` hands if not 0); check the sheet."""
    with _private_home():
        return _run_selftest(SELFTEST_SEED if seed is None else seed, level, stall_limit,
                             hands)


def _run_selftest(seed: int, level: str, stall_limit: float, hands: int) -> SelftestResult:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .app import application
    from .main_window import MainWindow

    app = application(["manni-desktop"])
    display = _display_problem(app)
    if display.startswith("selftest:"):
        return SelftestResult(False, display)
    window = MainWindow()
    window.resize(1100, 740)
    window.show()
    window.set_speed("instant")
    window.set_trick_pause("none", remember=False)  # a trick rests at every speed
    try:
        lines = []
        for game, scoring in GAMES:
            result = _play_one(app, window, game, scoring, seed, level, stall_limit, hands)
            if not result.ok:
                return result
            lines.append(result.message)
        image = window.grab()
        if image.isNull() or image.width() < 100:
            return SelftestResult(False, "selftest: the window could not be drawn")
        return SelftestResult(True, "selftest ok: " + display + f"; seed {seed}; "
                              + "; ".join(lines)
                              + "; every score sheet matched the engine after every move")
    finally:
        window.close()
        window.deleteLater()


def _display_problem(app: object) -> str:
    """The platform and font in use ("platform xcb, system font 'X'"), or a
    ``selftest:`` failure: Qt on another platform than asked for (a missing
    plugin falls back silently), no font at all, or a character the app
    shows (suits, the four languages' letters) that would draw as a box."""
    from PySide6.QtGui import QFontDatabase, QGuiApplication

    from .fonts import missing_glyphs

    assert isinstance(app, QGuiApplication)
    asked, platform = os.environ.get("QT_QPA_PLATFORM", ""), QGuiApplication.platformName()
    if asked and asked.split(":")[0] != platform:
        return f"selftest: asked for the {asked} platform, Qt started {platform}"
    if not QFontDatabase.families():
        return "selftest: Qt finds no font at all: every text would be empty boxes"
    missing = missing_glyphs(app.font())
    if missing:
        return (f"selftest: the font {app.font().family()!r} would draw these as boxes: "
                + " ".join(missing))
    return f"platform {platform}, {app.property('manni_font') or app.font().family()}"


def _play_one(app: object, window: object, game: str, scoring: str | None, seed: int,
              level: str, stall_limit: float, hands: int = 0) -> SelftestResult:
    """One whole game of ``game`` (or its first ``hands`` hands: done when the
    next one is dealt) with bots in every seat; the sheet is checked
    against the snapshot after every change, and the stall timer restarts on
    each.  Each game runs in its own event loop: ``QApplication.quit()`` would
    also close the window (Qt 6), and the closed window's controller plays no
    more."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    assert isinstance(app, QApplication) and isinstance(window, MainWindow)
    name = listed_for(game, scoring).key  # the game as the player knows it
    rounds = "deal" if entry(game).round_word == "deal" else "hand"  # its own word
    controller = window.controller
    controller.auto_continue = True
    outcome: dict[str, object] = {}
    loop = QEventLoop()
    timer = QTimer()  # the stall limit: restarted by every change of the table
    timer.setSingleShot(True)

    def finished(winners: list[int]) -> None:
        outcome["winners"] = winners
        loop.quit()

    def check(_change: object) -> None:
        timer.start(int(stall_limit * 1000))
        problem = _check_sheet(window)
        if problem is not None and "problem" not in outcome:
            outcome["problem"] = problem
            loop.quit()
        elif hands and controller.table.hand_number >= hands and "hands" not in outcome:
            outcome["hands"] = True  # the hands asked for are scored: the next one is dealt
            loop.quit()

    def out_of_time() -> None:
        outcome["timeout"] = True
        loop.quit()

    controller.gameOver.connect(finished)
    controller.tableChanged.connect(check)
    timer.timeout.connect(out_of_time)
    timer.start(int(stall_limit * 1000))
    started = time.perf_counter()
    seats = entry(game).seats
    controller.new_game(game, scoring, None, (level,) * (seats - 1), seed, human_level=level)
    loop.exec()
    timer.stop()
    controller.gameOver.disconnect(finished)
    controller.tableChanged.disconnect(check)
    elapsed = time.perf_counter() - started
    if outcome.get("timeout"):
        return SelftestResult(False, (
            f"selftest: {name} (seed {seed}): nothing moved for {stall_limit:g} s, in hand"
            f" {controller.table.hand_number + 1} after {controller.session.moves_made()} actions"))
    if "problem" in outcome:
        return SelftestResult(False, f"selftest: {name}: {outcome['problem']}")
    if "winners" not in outcome and "hands" not in outcome:
        return SelftestResult(False, f"selftest: {name}: the window closed before the end")
    problem = _check_sheet(window)
    if problem is not None:
        return SelftestResult(False, f"selftest: {name}: {problem}")
    table = controller.table
    scores = "/".join(str(v) for v in table.standing.score)
    if "winners" not in outcome:
        return SelftestResult(True, (
            f"{name}: {hands} {rounds}(s), {controller.session.moves_made()} actions"
            f" in {elapsed:.1f} s, score {scores}"))
    names = ", ".join(table.seats[s].name for s in table.standing.winners)
    return SelftestResult(True, (
        f"{name}: {table.hand_number + 1} {rounds}s, {controller.session.moves_made()} actions"
        f" in {elapsed:.1f} s, score {scores}, winner(s) {names}"))


def main(seed: int | None = None, hands: int = 0) -> int:
    try:
        result = run_selftest(seed, hands=hands)
    except Exception as exc:  # noqa: BLE001 - the installers need one line and an exit code
        print(f"selftest failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(result.message, file=sys.stdout if result.ok else sys.stderr)
    return 0 if result.ok else 1
