"""The bots think in a separate process: games, stale answers, shutdown, fallback.

Each test gets a fresh ``BotProcess`` (not the one the other GUI tests share)
and ends it, so no test leaves a process behind.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.engine import Game, action_from_json
from manni_desktop.engine.session import HUMAN
from manni_desktop.gui import bot_pool, bot_worker
from manni_desktop.gui.bot_worker import BotProcess, BotRunner
from manni_desktop.gui.controller import GameController

ROOT = Path(__file__).resolve().parents[2]
WAIT_MS = 120_000


def running(pid: int) -> bool:
    """True while ``pid`` is a live process (a zombie counts as ended)."""
    if any(child.pid == pid for child in multiprocessing.active_children()):
        return True
    if sys.platform == "win32":
        return False  # not our child any more; os.kill would terminate, not probe
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    if stat.exists():
        try:
            return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
        except (OSError, IndexError):
            return False
    return True


@pytest.fixture
def bot_process(monkeypatch: pytest.MonkeyPatch) -> Iterator[BotProcess]:
    """A private bot process for the test, ended afterwards."""
    process = BotProcess()
    monkeypatch.setattr(bot_worker, "SHARED_PROCESS", process)
    yield process
    process.shutdown()


def worker_pids(qtbot: QtBot, process: BotProcess) -> set[int]:
    qtbot.waitUntil(lambda: bool(process.pids()), timeout=30_000)
    return process.pids()


def bots_only_controller() -> GameController:
    controller = GameController()
    controller.auto_continue = True
    return controller


def test_a_whole_bots_only_game_through_the_process(
    qtbot: QtBot, bot_process: BotProcess, capfd: pytest.CaptureFixture[str]
) -> None:
    controller = bots_only_controller()
    qtbot.waitUntil(bot_process.ready, timeout=30_000)  # warm, as a minute into the app
    applied: list[dict[str, Any]] = []
    controller.actionApplied.connect(applied.append)
    with qtbot.waitSignal(controller.gameOver, timeout=WAIT_MS):
        controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 31,
                            human_level="easy")
    game = controller.session.game_copy()
    assert game.over
    assert controller._bots.uses_process()
    assert controller._bots.tasks_in_process == len(applied)  # every move thought there
    pids = worker_pids(qtbot, bot_process)
    assert os.getpid() not in pids
    assert all(running(pid) for pid in pids)
    assert "bot failed" not in capfd.readouterr().err  # no move fell back to random
    # Every applied action is in the record, and the record replays to the same score.
    assert len(applied) == sum(len(a) for a in game.actions)
    replayed = Game.from_record(game.to_record(), seed=game.seed)
    assert replayed.totals() == game.totals()
    controller.shutdown()
    assert not any(running(pid) for pid in pids)


def wait_for_human(qtbot: QtBot, controller: GameController) -> None:
    qtbot.waitUntil(controller.human_to_act, timeout=WAIT_MS)


def test_an_answer_that_arrives_after_undo_is_discarded(
    qtbot: QtBot, bot_process: BotProcess
) -> None:
    controller = GameController()
    controller.new_game("hornafjardar", "columns", None, ("hard", "hard"), 5)
    wait_for_human(qtbot, controller)
    qtbot.waitUntil(bot_process.ready, timeout=30_000)
    runner = controller._bots
    assert not runner.busy()
    before = controller.session.game_copy().to_record()
    assert controller.exchange([])  # keep the hand; a bot is to act next
    to_act = controller.session.game_copy().to_act
    assert to_act is not None
    assert not controller.is_human(to_act)
    assert runner.busy() and runner.tasks_in_process == 1  # the bot thinks in the process...
    assert controller.undo()  # ...and the human takes the exchange back meanwhile
    late: list[dict[str, Any]] = []
    controller.actionApplied.connect(late.append)
    qtbot.waitUntil(lambda: not runner.busy(), timeout=WAIT_MS)  # the stale answer came
    qtbot.wait(50)
    assert late == []
    assert controller.human_to_act()
    assert controller.session.game_copy().to_record() == before
    controller.shutdown()


def test_the_hint_comes_from_the_process(
    qtbot: QtBot, bot_process: BotProcess
) -> None:
    controller = GameController()
    controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 8)
    wait_for_human(qtbot, controller)
    qtbot.waitUntil(bot_process.ready, timeout=30_000)
    sent = controller._bots.tasks_in_process
    with qtbot.waitSignal(controller.hintReady, timeout=WAIT_MS) as hint:
        assert controller.request_hint()
    assert controller._bots.tasks_in_process == sent + 1
    action = hint.args[0]
    assert action.seat == HUMAN
    controller.session.game_copy().copy().apply(action)  # legal: no RuleError
    assert controller._bots.uses_process()
    controller.shutdown()


def hard_observation() -> dict[str, Any]:
    """A play-phase observation the hard bot needs a while for."""
    from manni_desktop.ai import choose_action
    from manni_desktop.engine import new_game

    game = new_game("hornafjardar", {"scoring": "columns"}, seed=3, players=["a", "b", "c"])
    while game.phase != "play":
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "random", 1)))
    seat = game.to_act
    assert seat is not None
    return game.observation(seat)


def test_shutdown_ends_the_process_even_while_it_thinks(
    qtbot: QtBot, bot_process: BotProcess
) -> None:
    runner = BotRunner()
    pids = worker_pids(qtbot, bot_process)
    assert pids and all(running(pid) for pid in pids)
    answers: list[tuple[object, ...]] = []
    runner.finished.connect(lambda *args: answers.append(args))
    qtbot.waitUntil(bot_process.ready, timeout=30_000)
    runner.start(1, "move", hard_observation(), "hard", 7)
    assert runner.tasks_in_process == 1
    runner.shutdown()
    assert not any(running(pid) for pid in pids)
    assert not runner.busy()
    qtbot.wait(100)
    assert answers == []  # the cut-off task is forgotten, not reported
    # A closed runner never starts a process again (its warm-up timer may still
    # fire); the next window's runner answers at once (on a thread) and starts
    # a fresh process for the tasks after.
    qtbot.wait(bot_worker.WARM_UP_DELAY_MS + 100)
    assert bot_process.pids() == pids
    fresh = BotRunner()
    with qtbot.waitSignal(fresh.finished, timeout=WAIT_MS) as done:
        fresh.start(2, "move", hard_observation(), "easy", 7)
    assert done.args[1] == "move" and isinstance(done.args[2], dict)
    qtbot.waitUntil(lambda: bool(bot_process.pids() - pids), timeout=30_000)
    assert fresh.uses_process()
    fresh.shutdown()


@pytest.mark.skipif(sys.platform == "win32", reason="kills the parent with SIGKILL")
def test_the_process_ends_when_the_window_process_is_killed(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import os, signal, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from PySide6.QtCore import QCoreApplication
        from manni_desktop.gui.bot_worker import SHARED_PROCESS, BotRunner
        app = QCoreApplication([])
        runner = BotRunner()
        deadline = time.monotonic() + 60
        while not SHARED_PROCESS.pids() and time.monotonic() < deadline:
            app.processEvents()  # the warm-up starts from a timer
            time.sleep(0.02)
        print(*SHARED_PROCESS.pids(), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # a crash: no shutdown, no atexit
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, check=False)
    pids = [int(p) for p in result.stdout.split()]
    assert pids, result.stderr
    deadline = time.monotonic() + 10
    while any(running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(running(pid) for pid in pids)


def test_falls_back_to_a_thread_when_the_process_cannot_start(
    qtbot: QtBot, bot_process: BotProcess, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    def cannot_start() -> None:
        raise OSError("no processes allowed here")

    monkeypatch.setattr(bot_pool, "new_executor", cannot_start)
    caplog.set_level(logging.WARNING, logger=bot_worker.__name__)
    controller = bots_only_controller()
    qtbot.waitUntil(lambda: bot_process.failure() is not None, timeout=30_000)
    with qtbot.waitSignal(controller.gameOver, timeout=WAIT_MS):
        controller.new_game("hornafjardar", "columns", None, ("random", "random"), 12,
                            human_level="random")
    assert controller.session.game_copy().over
    assert not controller._bots.uses_process()
    assert "no processes allowed here" in caplog.text
    assert bot_process.pids() == set()
    controller.shutdown()


def test_falls_back_to_a_thread_when_the_worker_dies_at_start(
    qtbot: QtBot, bot_process: BotProcess, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", str(ROOT / "no-such-python"))
    caplog.set_level(logging.WARNING, logger=bot_worker.__name__)
    runner = BotRunner()
    qtbot.waitUntil(lambda: bot_process.failure() is not None, timeout=30_000)
    observation = hard_observation()
    with qtbot.waitSignal(runner.finished, timeout=WAIT_MS) as done:
        runner.start(4, "move", observation, "easy", 1)
    generation, purpose, action, error = done.args
    assert (generation, purpose, error) == (4, "move", "")
    assert action in observation["legal"]
    assert not runner.uses_process()
    assert "bot process" in caplog.text
    runner.shutdown()


def test_closing_while_the_process_starts_leaves_no_process(
    qtbot: QtBot, bot_process: BotProcess
) -> None:
    """The one-file bundle deletes its files at exit: a bot process spawned
    after the window closed would fail to find them."""
    before = {child.pid for child in multiprocessing.active_children()}
    controller = GameController()
    assert controller._bots.uses_process()
    bot_process.start_in_background()  # as the warm-up timer does
    controller.shutdown()
    deadline = time.monotonic() + 10
    def new_children() -> set[int | None]:
        return {child.pid for child in multiprocessing.active_children()} - before
    while new_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not new_children(), "a bot process outlived the window"
    assert not bot_process.ready()


STALLED = "A bot stopped answering and was restarted."


def stop_the_process(qtbot: QtBot, process: BotProcess) -> int:
    """Freeze the warm bot process with SIGSTOP, as the reliability review did."""
    import signal

    qtbot.waitUntil(process.ready, timeout=30_000)
    (pid,) = process.pids()
    os.kill(pid, signal.SIGSTOP)
    return pid


@pytest.mark.skipif(sys.platform == "win32", reason="stops the bot process with SIGSTOP")
def test_a_hung_process_is_restarted_and_the_game_goes_on(
    qtbot: QtBot, bot_process: BotProcess, monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """Review finding 15: a stopped bot process froze the game, silently."""
    monkeypatch.setattr(bot_worker, "TASK_TIMEOUT_MS", 1500)
    controller = bots_only_controller()
    messages: list[str] = []
    controller.refused.connect(messages.append)
    hung = stop_the_process(qtbot, bot_process)
    with qtbot.waitSignal(controller.gameOver, timeout=WAIT_MS):
        controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 31,
                            human_level="easy")
    assert controller.session.game_copy().over
    assert messages == [STALLED]  # said once, though every move after it was asked
    assert not running(hung)  # killed: SIGKILL ends a stopped process
    assert "bot failed" not in capfd.readouterr().err  # no move fell back to random
    # A fresh process answers the next game's moves.
    qtbot.waitUntil(bot_process.ready, timeout=30_000)
    fresh = bot_process.pids() - {hung}
    assert fresh and all(running(pid) for pid in fresh)
    sent = controller._bots.tasks_in_process
    with qtbot.waitSignal(controller.gameOver, timeout=WAIT_MS):
        controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 32,
                            human_level="easy")
    assert controller._bots.uses_process()
    assert controller._bots.tasks_in_process > sent
    assert messages == [STALLED]
    controller.shutdown()


@pytest.mark.skipif(sys.platform == "win32", reason="stops the bot process with SIGSTOP")
def test_a_hint_from_a_hung_process_says_no_hint(
    qtbot: QtBot, bot_process: BotProcess, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Longer than the move test's: a hint is the hard search (up to ~1 s, more
    # on a busy machine), and the second hint must not time out.
    monkeypatch.setattr(bot_worker, "TASK_TIMEOUT_MS", 8000)
    controller = GameController()
    controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 8)
    wait_for_human(qtbot, controller)
    messages: list[str] = []
    controller.refused.connect(messages.append)
    hung = stop_the_process(qtbot, bot_process)
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS):
        assert controller.request_hint()
    assert messages == ["No hint is available now."]
    qtbot.waitUntil(lambda: not running(hung), timeout=10_000)
    qtbot.waitUntil(bot_process.ready, timeout=30_000)  # a fresh process...
    with qtbot.waitSignal(controller.hintReady, timeout=WAIT_MS):
        assert controller.request_hint()  # ...gives the next hint
    assert bot_process.pids() - {hung}
    assert messages == ["No hint is available now."]
    controller.shutdown()


@pytest.mark.skipif(sys.platform == "win32", reason="kills the bot process with SIGKILL")
def test_a_process_killed_while_idle_is_replaced_and_that_is_logged(
    qtbot: QtBot, bot_process: BotProcess, caplog: pytest.LogCaptureFixture,
) -> None:
    """Review (issue 57): a bot process killed between moves was replaced at
    the next move without a word anywhere; the log now says so."""
    import signal

    controller = bots_only_controller()
    qtbot.waitUntil(bot_process.ready, timeout=30_000)
    (killed,) = bot_process.pids()
    os.kill(killed, signal.SIGKILL)
    qtbot.waitUntil(lambda: not running(killed), timeout=10_000)
    with caplog.at_level(logging.WARNING), qtbot.waitSignal(
            controller.gameOver, timeout=WAIT_MS):
        controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 33,
                            human_level="easy")
    said = [r.getMessage() for r in caplog.records]
    assert any("the bot process had stopped" in m for m in said), said
    assert bot_process.pids() - {killed}
    controller.shutdown()
