"""Runs a hand's review in the bot process, one decision at a time.

The review's search (``ai.review``) is the hard bot's, a second or so of pure
Python per decision: in the window's process it would hold the interpreter
lock and freeze the table.  So each step is sent to the bot process the
window's bots already use (``bot_worker.SHARED_PROCESS``), one decision at a
time: the progress bar moves after each, a cancel takes effect at the next
step, and a bot move of a game going on meanwhile waits for one decision at
most, never for a whole review.

Only if that process cannot be had at all does a step run on a thread of the
window's process (as the bots themselves fall back); the window may stutter.
Answers cross threads as JSON text, as the bots' do (PySide's queued
``object`` arguments have crashed here).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ... import bot_process
from ..bot_worker import SHARED_PROCESS, BotProcess, BotProcessUnavailable

RETRY_MS = 100  # while the bot process warms up


class _Relay(QObject):
    """Lives in the GUI thread; emits from the pool's threads arrive queued."""

    answered = Signal(int, str, str)  # step number, result JSON ("" if failed), error


class _ThreadStep(QRunnable):
    def __init__(self, relay: _Relay, step: int, function: Callable[..., Any],
                 args: tuple[Any, ...]) -> None:
        super().__init__()
        self.relay, self.step, self.function, self.args = relay, step, function, args

    def run(self) -> None:
        try:
            text, error = json.dumps(self.function(*self.args)), ""
        except Exception as exc:  # noqa: BLE001 - shown to the player, nothing lost
            text, error = "", str(exc)
        self.relay.answered.emit(self.step, text, error)


class ReviewRunner(QObject):
    """Reviews hand ``hand`` of ``record`` for ``seat``.

    ``started(total)`` once the decisions are known, ``reviewed(data)`` per
    decision (``Decision.to_json()``), ``finished()`` after the last, or
    ``failed(reason)``.  ``cancel()`` stops after the step in progress."""

    started = Signal(int)
    reviewed = Signal(object)
    finished = Signal()
    failed = Signal(str)

    def __init__(self, record: dict[str, Any], hand: int, seat: int,
                 parent: QObject | None = None, process: BotProcess | None = SHARED_PROCESS,
                 seed: int = 0) -> None:
        super().__init__(parent)
        self.record, self.hand, self.seat, self.seed = record, hand, seat, seed
        self._process = process
        self._relay = _Relay(self)
        self._relay.answered.connect(self._answered)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._points: list[int] = []
        self._step = 0  # 0: finding the decisions; k: decision k (1-based) asked
        self._future: Future[Any] | None = None
        self.cancelled = False
        self.done = False
        self.steps_in_process = 0  # tests and benchmarks check where steps ran

    def total(self) -> int:
        return len(self._points)

    def start(self) -> None:
        self._ask(0, bot_process.review_points, (self.record, self.hand, self.seat))

    def cancel(self) -> None:
        """Stop: the step being thought about is dropped when it answers."""
        self.cancelled = True
        if self._future is not None:
            self._future.cancel()

    def running(self) -> bool:
        return not (self.cancelled or self.done)

    def _ask(self, step: int, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
        if self.cancelled:
            return
        self._step = step
        process = self._process
        if process is not None and process.failure() is None:
            if not process.ready():
                process.start_in_background()
                QTimer.singleShot(RETRY_MS, lambda: self._ask(step, function, args))
                return
            try:
                future = process.call(function, *args)
            except BotProcessUnavailable:
                self._process = None
            else:
                self.steps_in_process += 1
                self._future = future
                relay = self._relay
                future.add_done_callback(lambda f: _relay_result(relay, step, f))
                return
        self._pool.start(_ThreadStep(self._relay, step, function, args))

    def _answered(self, step: int, text: str, error: str) -> None:
        if self.cancelled or step != self._step:
            return
        self._future = None
        if not text:
            self.done = True
            self.failed.emit(error)
            return
        data = json.loads(text)
        if step == 0:
            self._points = [int(i) for i in data]
            self.started.emit(len(self._points))
        else:
            self.reviewed.emit(data)
        if step >= len(self._points):
            self.done = True
            self.finished.emit()
            return
        action_index = self._points[step]
        self._ask(step + 1, bot_process.review_step,
                  (self.record, self.hand, action_index, self.seed + action_index))


def _relay_result(relay: _Relay, step: int, future: Future[Any]) -> None:
    """Done-callback on the pool's thread: pass the answer to the GUI thread."""
    try:
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            relay.answered.emit(step, "", str(exc))
        else:
            relay.answered.emit(step, json.dumps(future.result()), "")
    except RuntimeError:
        pass  # the dialog (and its relay) is gone: nobody waits for this answer


__all__ = ["ReviewRunner"]
