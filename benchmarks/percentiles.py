"""The one percentile every measuring script reports, so their p50/p95/p99 agree.

Nearest rank on the sorted values, index ``round(q * (n - 1))``: with 20
values p95 is the 19th (not the maximum), and an empty list gives 0.0
rather than an error, since a phase may have had no decisions at all.
"""

from __future__ import annotations


def percentile(values: list[float], q: float) -> float:
    """The value at quantile ``q`` (0..1) of ``values``, by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def timing_columns(seconds: list[float]) -> str:
    """The latency scripts' columns for one row: count, then p50, p95, p99 and
    max in milliseconds (n 5 wide, the rest 8), so their tables line up."""
    ms = [1000 * v for v in seconds]
    return (f"{len(ms):5d} {percentile(ms, 0.5):8.1f} {percentile(ms, 0.95):8.1f}"
            f" {percentile(ms, 0.99):8.1f} {max(ms, default=0.0):8.1f}")
