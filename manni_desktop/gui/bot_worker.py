"""Bots think on a QThreadPool worker so the window never freezes.

A task carries the controller's generation number; the controller drops any
answer whose generation is stale (an undo or a new game happened meanwhile).
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..ai import LEVELS, choose_action

HINT_LEVELS = ("hard", "medium", "easy", "random")


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
    """Lives in the GUI thread; a worker's emit arrives there as a queued call."""

    # task id, generation, purpose ("move" or "hint"), action as JSON text ("" if none),
    # error text.  Only plain strings cross the thread: PySide's queued ``object``
    # arguments have crashed here with refcount errors.
    finished = Signal(int, int, str, str, str)


class BotTask(QRunnable):
    """One call of ``choose_action`` off the GUI thread."""

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
        try:
            action = json.dumps(choose_action(self.observation, self.level, self.seed))
            error = ""
        except Exception as exc:  # noqa: BLE001 - reported to the controller, which recovers
            action, error = "", f"{type(exc).__name__}: {exc}"
        self.signals.finished.emit(self.task_id, self.generation, self.purpose, action, error)


class BotRunner(QObject):
    """Starts bot tasks on its own small pool and keeps them alive until they end."""

    finished = Signal(int, str, object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._signals = BotSignals(self)
        self._signals.finished.connect(self._done)
        self._running: dict[int, BotTask] = {}
        self._next_id = 0

    def start(
        self, generation: int, purpose: str, observation: dict[str, Any], level: str, seed: int
    ) -> None:
        self._next_id += 1
        task = BotTask(self._signals, self._next_id, generation, purpose, observation, level, seed)
        task.setAutoDelete(False)
        self._running[self._next_id] = task
        self._pool.start(task)

    def busy(self) -> bool:
        return bool(self._running)

    def wait(self, msecs: int = 5000) -> bool:
        return self._pool.waitForDone(msecs)

    def _done(self, task_id: int, generation: int, purpose: str, action: str, error: str) -> None:
        self._running.pop(task_id, None)
        parsed: object = None
        if action:
            try:
                parsed = json.loads(action)
            except ValueError as exc:
                error = f"bot answer is not JSON: {exc}"
        self.finished.emit(generation, purpose, parsed, error)
