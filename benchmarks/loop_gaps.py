"""The event loop's gaps: a 2 ms timer that records how long each tick really
took, so a stall of the window shows as one long gap (the benchmarks' one
way of measuring "the window never freezes")."""

from __future__ import annotations

from percentiles import percentile
from PySide6.QtCore import QElapsedTimer, QTimer


class LoopGaps:
    """``start()``, run the event loop, ``stop()``; ``gaps`` in milliseconds."""

    def __init__(self, interval_ms: int = 2) -> None:
        self.gaps: list[float] = []
        self._clock = QElapsedTimer()
        self._last = 0
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed()
        self.gaps.append((now - self._last) / 1e6)
        self._last = now

    def longest(self) -> float:
        return max(self.gaps, default=0.0)

    def percentile(self, q: float) -> float:
        return percentile(self.gaps, q)
