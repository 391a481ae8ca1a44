"""A memory cap for child processes fed hostile input (replay, bot): a
regression that reads without bound fails its test instead of eating the
machine."""

from __future__ import annotations

import sys

import pytest

MEMORY = 1024**3  # the child's address space

CAPPED = sys.platform == "linux"
"""Where RLIMIT_AS caps the process (macOS does not enforce it, Windows has none);
elsewhere the bounded inputs run uncapped and the endless streams are skipped."""
needs_cap = pytest.mark.skipif(not CAPPED, reason="an endless stream: only where memory is capped")


def _cap_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


PREEXEC = _cap_memory if CAPPED else None
