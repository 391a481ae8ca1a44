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
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Future
from concurrent.futures.process import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from .. import bot_process
from ..ai import LEVELS, choose_action

HINT_LEVELS = ("hard", "medium", "easy", "random")
START_METHOD = "spawn"  # fork is unsafe in a process that runs Qt's threads
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


def task_call(
    purpose: str, observation: dict[str, Any], level: str, seed: int
) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    """What a task runs: the hint is weighed with its numbers (``bot_process.hint``:
    the review's search, so the hint and the review agree); a move is
    ``choose_action`` at the seat's level."""
    if purpose == "hint":
        return bot_process.hint, (observation, seed)
    return choose_action, (observation, level, seed)


class BotProcessUnavailable(RuntimeError):
    """The bot process could not be started; the message says why."""


def new_executor() -> ProcessPoolExecutor:
    """One spawned worker that has loaded the bots (tests replace this to fail)."""
    return ProcessPoolExecutor(
        max_workers=1,
        mp_context=multiprocessing.get_context(START_METHOD),
        initializer=bot_process.prepare_worker,
    )


class BotProcess:
    """The GUI process's one bot process, started on demand and replaced if it dies.

    Shared by every runner: the app has one window, but tests build many, and
    one warm process serves them all.  Thread-safe: the start runs on a
    background thread, and only ``ready()`` processes get tasks, so starting
    one never blocks the GUI thread.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._ready = False
        self._starting = False
        self._start_thread: threading.Thread | None = None
        self._failure: str | None = None
        self._pids: set[int] = set()

    def ready(self) -> bool:
        """True once the process runs and has loaded the bots."""
        with self._lock:
            return self._ready and self._executor is not None

    def failure(self) -> str | None:
        """Why the process could not start, if it could not (then nothing retries)."""
        with self._lock:
            return self._failure

    def start_in_background(self) -> None:
        """Start the process (and load the bots in it) without blocking the caller."""
        with self._lock:
            if self._executor is not None or self._starting or self._failure is not None:
                return
            self._starting = True
            self._start_thread = threading.Thread(
                target=self._warm, name="bot-process-start", daemon=True
            )
            self._start_thread.start()

    def _warm(self) -> None:
        try:
            self._running_executor()
        except BotProcessUnavailable as exc:
            with self._lock:
                self._failure = str(exc)
        finally:
            with self._lock:
                self._starting = False

    def submit(self, observation: dict[str, Any], level: str, seed: int,
               purpose: str = "move") -> Future[Any]:
        """The bot's answer (``task_call``) in the process.

        A process found dead is replaced once."""
        function, args = task_call(purpose, observation, level, seed)
        for attempt in range(2):
            executor = self._running_executor()
            try:
                return executor.submit(function, *args)
            except (BrokenExecutor, RuntimeError) as exc:  # broken, or shut down meanwhile
                self._discard(executor)
                if attempt:
                    raise BotProcessUnavailable(f"the bot process stopped: {exc}") from exc
        raise AssertionError("unreachable")

    def call(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """``function(*args)`` in the process (a module-level function of
        ``bot_process``: it is pickled by name).  ``BotProcessUnavailable`` if
        the process cannot be had."""
        executor = self._running_executor()
        try:
            return executor.submit(function, *args)
        except (BrokenExecutor, RuntimeError) as exc:
            self._discard(executor)
            raise BotProcessUnavailable(f"the bot process stopped: {exc}") from exc

    def _running_executor(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                try:
                    executor = new_executor()
                    warm_up = executor.submit(bot_process.worker_pid)
                except Exception as exc:  # noqa: BLE001 - any failure means: use a thread
                    raise BotProcessUnavailable(
                        f"cannot start the bot process: {type(exc).__name__}: {exc}"
                    ) from exc
                self._executor = executor
                self._ready = False
                warm_up.add_done_callback(partial(self._warmed, executor))
            return self._executor

    def _warmed(self, executor: ProcessPoolExecutor, future: Future[Any]) -> None:
        if future.cancelled():
            return  # shut down before it started
        exc = future.exception()
        with self._lock:
            if exc is None:
                self._pids.add(int(future.result()))
                if self._executor is executor:
                    self._ready = True
            elif self._executor is executor:
                self._failure = f"the bot process did not start: {type(exc).__name__}: {exc}"

    def pids(self) -> set[int]:
        """Ids of every bot process started so far (tests check they have ended)."""
        with self._lock:
            return set(self._pids)

    def restart(self, executor: ProcessPoolExecutor | None = None) -> bool:
        """End the process now (it is hung: SIGKILL, which also ends a stopped
        one) and start a fresh one in the background.

        ``executor`` (default: the current one) is the process found hung; if it
        has already been replaced meanwhile, nothing happens and False is
        returned.  Never blocks: the pool's own thread reaps the killed process
        and ends its unfinished tasks as broken (their runners ask again)."""
        with self._lock:
            current = self._executor
            if current is None or (executor is not None and executor is not current):
                return False
            self._executor = None
            self._ready = False
        for worker in list((getattr(current, "_processes", None) or {}).values()):
            worker.kill()
        current.shutdown(wait=False, cancel_futures=True)
        self.start_in_background()
        return True

    def executor(self) -> ProcessPoolExecutor | None:
        """The process pool tasks go to now (None before the start or after a stop)."""
        with self._lock:
            return self._executor

    def _discard(self, executor: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._executor is executor:
                self._executor = None
                self._ready = False
        executor.shutdown(wait=False, cancel_futures=True)

    def shutdown(self, start_timeout: float = 2.0) -> None:
        """End the process now, even mid-thought: bots are pure, nothing is lost.

        A process still being started is waited for (at most ``start_timeout``
        seconds) and then ended too: otherwise it would be spawned after the
        window closed, and in the one-file bundle it then fails to find its
        files ("FileNotFoundError: …/base_library.zip") because the program has
        already deleted its temporary folder.  Unfinished tasks end as
        cancelled or broken; their runners drop them."""
        starter = self._start_thread
        if starter is not None and starter is not threading.current_thread():
            starter.join(start_timeout)
        with self._lock:
            executor, self._executor = self._executor, None
            self._ready = False
        if executor is None:
            return
        # The pool's own processes: terminating first makes the join below quick
        # even while the hard bot thinks (there is no public way to reach them).
        workers = list((getattr(executor, "_processes", None) or {}).values())
        for worker in workers:
            worker.terminate()
        executor.shutdown(wait=True, cancel_futures=True)
        for worker in workers:
            worker.join(2.0)


SHARED_PROCESS = BotProcess()


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
        log.warning("manni-desktop: the bot process has not answered in %g s; restarting it",
                    TASK_TIMEOUT_MS / 1000)
        if request.purpose == "hint":
            self._requests.pop(task_id, None)  # its "lost" report is then ignored
            self.finished.emit(request.generation, "hint", None, "the bot process hung")
        restarted = self._process is not None and self._process.restart(executor)
        if restarted and request.purpose != "hint":
            self.stalled.emit()

    def _fall_back(self, reason: str) -> None:
        log.warning(
            "manni-desktop: bots think in the window's own process from now on "
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
        log.warning("manni-desktop: %s; asking again", reason)
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
