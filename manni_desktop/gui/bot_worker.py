"""Bots think outside the GUI process so the window never stalls.

The bots are pure Python: on a thread of the window's process the hard bot
holds the interpreter lock for most of its thinking, and the event loop
stalled for 67-150 ms at a time (``benchmarks/startup.py``).  So they think in
one separate process (``BotProcess``: a ``ProcessPoolExecutor`` with one
spawned worker, warmed up in the background when the first window starts and
shared by every window of the process).  Answers come back to the GUI thread
as queued Qt signals.

If that process cannot start, or keeps dying, the bots think on a
``QThreadPool`` thread as before, after a logged warning: the window may
stutter, but the game goes on.

A task carries the controller's generation number; the controller drops any
answer whose generation is stale (an undo or a new game happened meanwhile).

A task the process has not answered within ``TASK_TIMEOUT_MS`` (a hung or
stopped process: the reliability review's finding 15, ``SIGSTOP`` froze the
game) ends that process (SIGKILL: it works on a stopped process too) and
starts a fresh one in the background.  The move is then thought on a thread,
as for a process that died, and the runner's ``stalled`` signal lets the
window say so once; a hint that timed out is answered "no hint".
"""

from __future__ import annotations

import json
import logging
from concurrent.futures import BrokenExecutor, Future
from concurrent.futures.process import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..ai import LEVELS
from .bot_pool import SHARED_PROCESS, BotProcess, BotProcessUnavailable, task_call

__all__ = ["SHARED_PROCESS", "BotProcess", "BotProcessUnavailable", "BotRunner"]

HINT_LEVELS = ("hard", "medium", "easy", "random")
MAX_PROCESS_ATTEMPTS = 2  # a task whose process died twice is thought on a thread
# The process starts this long after the first runner: sooner, it competes for
# the CPU with the window's own start (+70 ms to first paint on 2 busy cores).
# Tasks before it is warm think on a thread, so no bot move waits for it.
WARM_UP_DELAY_MS = 500
# How long a task may go unanswered in the process before it is declared hung
# (see ``BotRunner._timed_out`` for why 30 s).
TASK_TIMEOUT_MS = 30_000
USE_PROCESS = True  # the default of new runners; benchmarks/startup.py --bots thread clears it

log = logging.getLogger(__name__)


def effective_level(level: str) -> str:
    """``level`` if the bots offer it, else the strongest weaker one, else random."""
    if level in LEVELS:
        return level
    order = list(HINT_LEVELS)
    start = order.index(level) if level in order else 0
    for candidate in order[start:]:
        if candidate in LEVELS:
            return candidate
    return next(iter(LEVELS))


class BotSignals(QObject):
    """Lives in the GUI thread; an emit from another thread arrives as a queued call."""

    # task id, generation, purpose ("move" or "hint"), action as JSON text ("" if none),
    # error text.  Only plain strings cross the thread: PySide's queued ``object``
    # arguments have crashed here with refcount errors.
    finished = Signal(int, int, str, str, str)
    # task id, reason: the bot process died (or was shut down) before answering
    lost = Signal(int, str)


class BotTask(QRunnable):
    """One call of ``choose_action`` on a thread: the fallback when no process runs."""

    def __init__(
        self,
        signals: BotSignals,
        task_id: int,
        generation: int,
        purpose: str,
        observation: dict[str, Any],
        level: str,
        seed: int,
    ) -> None:
        super().__init__()
        self.signals = signals
        self.task_id = task_id
        self.generation = generation
        self.purpose = purpose
        self.observation = observation
        self.level = level
        self.seed = seed

    def run(self) -> None:
        function, args = task_call(self.purpose, self.observation, self.level, self.seed)
        try:
            action = json.dumps(function(*args))
            error = ""
        except Exception as exc:  # noqa: BLE001 - reported to the controller, which recovers
            log.exception("the bot's %s (%s) failed", self.purpose, self.level)
            action, error = "", f"{type(exc).__name__}: {exc}"
        self.signals.finished.emit(self.task_id, self.generation, self.purpose, action, error)


def _report(
    signals: BotSignals, task_id: int, generation: int, purpose: str, future: Future[Any]
) -> None:
    """Done-callback of a process task (runs on the pool's thread): hand it to the GUI."""
    try:
        if future.cancelled():
            signals.lost.emit(task_id, "the bot process was shut down")
            return
        exc = future.exception()
        if isinstance(exc, BrokenExecutor):
            signals.lost.emit(task_id, f"the bot process stopped: {exc}")
        elif exc is not None:
            signals.finished.emit(task_id, generation, purpose, "", f"{type(exc).__name__}: {exc}")
        else:
            signals.finished.emit(task_id, generation, purpose, json.dumps(future.result()), "")
    except RuntimeError:
        pass  # the window (and its signals object) is gone: nobody waits for this answer


@dataclass
class _Request:
    generation: int
    purpose: str
    observation: dict[str, Any]
    level: str
    seed: int
    attempts: int = 0
    future: Future[Any] | None = None
    thread_task: BotTask | None = None
    watchdog: QTimer | None = None


class BotRunner(QObject):
    """Runs bot tasks in the bot process (or, failing that, on a thread pool).

    ``finished(generation, purpose, action_json_or_None, error)`` arrives in the
    GUI thread for every task started and not dropped by ``shutdown``."""

    finished = Signal(int, str, object, str)
    # A move went unanswered for TASK_TIMEOUT_MS: the bot process was restarted
    # and the move is thought again.  Once per hung process (not for a hint).
    stalled = Signal()

    def __init__(self, parent: QObject | None = None, use_process: bool | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._signals = BotSignals(self)
        self._signals.finished.connect(self._done)
        self._signals.lost.connect(self._lost)
        self._requests: dict[int, _Request] = {}
        self._next_id = 0
        if use_process is None:
            use_process = USE_PROCESS
        self._shared = SHARED_PROCESS
        self._process = self._shared if use_process else None
        self._warm_up_due = False
        self._closed = False  # after shutdown(): never start a process again
        self.tasks_in_process = 0  # how many tasks the process got (tests, benchmarks)
        if self._process is not None:
            QTimer.singleShot(WARM_UP_DELAY_MS, self._warm_up)

    def _warm_up(self) -> None:
        if self._closed:
            return  # the window closed before the warm-up timer fired
        self._warm_up_due = True
        if self._process is not None:
            self._process.start_in_background()

    def uses_process(self) -> bool:
        """False once the bots have fallen back to a thread of this process."""
        return self._process is not None

    def process_ids(self) -> set[int]:
        """Ids of the bot processes this runner's ``BotProcess`` has started."""
        return self._shared.pids()

    def start(
        self, generation: int, purpose: str, observation: dict[str, Any], level: str, seed: int
    ) -> None:
        self._next_id += 1
        request = _Request(generation, purpose, observation, level, seed)
        self._requests[self._next_id] = request
        self._dispatch(self._next_id, request)

    def _dispatch(self, task_id: int, request: _Request) -> None:
        request.attempts += 1
        if self._process is not None and request.attempts > MAX_PROCESS_ATTEMPTS:
            self._fall_back(f"a bot task lost its process {MAX_PROCESS_ATTEMPTS} times")
        if self._process is not None and self._process.failure() is not None:
            self._fall_back(self._process.failure() or "")
        if self._process is not None and not self._process.ready():
            # Not warm yet (the window has just opened, or the process was shut
            # down): this task thinks on a thread rather than wait for the process.
            if self._warm_up_due:
                self._process.start_in_background()
        elif self._process is not None:
            try:
                future = self._process.submit(request.observation, request.level, request.seed,
                                              request.purpose)
            except BotProcessUnavailable as exc:
                self._fall_back(str(exc))
            else:
                self.tasks_in_process += 1
                request.future = future
                self._watch(task_id, request, future)
                future.add_done_callback(
                    partial(_report, self._signals, task_id, request.generation, request.purpose)
                )
                return
        task = BotTask(
            self._signals, task_id, request.generation, request.purpose,
            request.observation, request.level, request.seed,
        )
        task.setAutoDelete(False)
        request.thread_task = task
        self._pool.start(task)

    def _watch(self, task_id: int, request: _Request, future: Future[Any]) -> None:
        """Start the timer that declares ``future`` hung after ``TASK_TIMEOUT_MS``."""
        self._stop_watch(request)
        executor = self._process.executor() if self._process is not None else None
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(partial(self._timed_out, task_id, future, executor))
        timer.start(TASK_TIMEOUT_MS)
        request.watchdog = timer

    @staticmethod
    def _stop_watch(request: _Request) -> None:
        timer, request.watchdog = request.watchdog, None
        if timer is not None:
            timer.stop()
            timer.deleteLater()

    def _timed_out(
        self, task_id: int, future: Future[Any], executor: ProcessPoolExecutor | None
    ) -> None:
        """The process has not answered a task in ``TASK_TIMEOUT_MS``: it is hung.

        Why 30 s: the hard bot's decisions take at most about 1 s here (p95
        about 0.3 s), and a task may wait behind one review step of the same
        size, so an answer 30 s late is not a slow machine, it is a process
        that will not answer (stopped, deadlocked, swapped out for good).
        Thirty times the worst case leaves room for a machine many times
        slower, while a frozen game is noticed within half a minute.

        The process is killed and restarted.  A hint ends as "no hint"; a move
        is asked again (``_lost``, as for a process that died: on a thread
        until the fresh process is warm), and ``stalled`` tells the window."""
        request = self._requests.get(task_id)
        if request is None or request.future is not future or future.done():
            return  # answered (or forgotten) just in time
        self._stop_watch(request)
        log.warning("the bot process has not answered in %g s; restarting it",
                    TASK_TIMEOUT_MS / 1000)
        if request.purpose == "hint":
            self._requests.pop(task_id, None)  # its "lost" report is then ignored
            self.finished.emit(request.generation, "hint", None, "the bot process hung")
        restarted = self._process is not None and self._process.restart(executor)
        if restarted and request.purpose != "hint":
            self.stalled.emit()

    def _fall_back(self, reason: str) -> None:
        log.warning(
            "bots think in the window's own process from now on "
            "(the window may stutter): %s", reason,
        )
        self._process = None

    def busy(self) -> bool:
        return bool(self._requests)

    def wait(self, msecs: int = 5000) -> bool:
        """Wait up to ``msecs`` for the tasks started so far to end (their signals
        still arrive through the event loop)."""
        from concurrent.futures import wait as wait_futures

        futures = [r.future for r in self._requests.values() if r.future is not None]
        _, not_done = wait_futures(futures, timeout=msecs / 1000)
        return not not_done and self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        """Forget every task and end the bot process (the window closes).

        A task on the fallback thread cannot be stopped: wait briefly for it."""
        self._closed = True
        self._warm_up_due = False
        for request in self._requests.values():
            self._stop_watch(request)
        self._requests.clear()
        if self._process is not None:
            self._process.shutdown()
        self._pool.waitForDone(3000)

    def _lost(self, task_id: int, reason: str) -> None:
        request = self._requests.get(task_id)
        if request is None:
            return  # dropped by shutdown
        log.warning("%s; asking again", reason)
        self._stop_watch(request)
        self._dispatch(task_id, request)

    def _done(self, task_id: int, generation: int, purpose: str, action: str, error: str) -> None:
        request = self._requests.pop(task_id, None)
        if request is None:
            return  # dropped by shutdown (or a hint that timed out)
        self._stop_watch(request)
        parsed: object = None
        if action:
            try:
                parsed = json.loads(action)
            except ValueError as exc:
                error = f"bot answer is not JSON: {exc}"
        self.finished.emit(generation, purpose, parsed, error)
