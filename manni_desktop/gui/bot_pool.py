"""The window process's one bot process: a ``ProcessPoolExecutor`` with one
spawned worker that has loaded the bots, started in the background, shared by
every window of the process, replaced when it dies or hangs and ended before
the program ends.  Pure Python (no Qt): ``bot_worker.BotRunner`` sends it the
bots' tasks and brings the answers back to the GUI thread.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Future
from concurrent.futures.process import ProcessPoolExecutor
from functools import partial
from typing import Any

from .. import bot_process
from ..ai import choose_action

START_METHOD = "spawn"  # fork is unsafe in a process that runs Qt's threads
MANAGER_JOIN_SECONDS = 2.0  # at the end: how long the pool's process and thread may take
log = logging.getLogger(__name__)


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
                self._discard(executor, exc)
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
            self._discard(executor, exc)
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

    def _discard(self, executor: ProcessPoolExecutor, problem: BaseException) -> None:
        """Drop a process found stopped (killed while idle, say): said in the
        log, since the next task silently starts a new one."""
        log.warning("the bot process had stopped (%s: %s); starting a new one",
                    type(problem).__name__, problem)
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
        manager = getattr(executor, "_executor_manager_thread", None)
        for worker in workers:
            worker.terminate()
        executor.shutdown(wait=False, cancel_futures=True)
        for worker in workers:
            worker.join(MANAGER_JOIN_SECONDS)
        # Not ``shutdown(wait=True)``: under Wine the pool's manager thread, its
        # worker ended while still starting, once stayed blocked in a pipe read
        # for good, and the closed window's process with it (CI's first-paint
        # check).  The worker is gone either way; ``cli`` ends a process whose
        # helper threads still hang on after the window has closed.
        if isinstance(manager, threading.Thread):
            manager.join(MANAGER_JOIN_SECONDS)


SHARED_PROCESS = BotProcess()
