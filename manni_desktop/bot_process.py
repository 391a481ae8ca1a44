"""What runs inside the bot process the game window starts (no Qt here, ever).

The window's bots think in a separate process so that the GUI process's
interpreter lock stays free for painting (``benchmarks/startup.py`` measures
the event-loop stalls).  ``manni_desktop.gui.bot_worker`` starts that process
with ``concurrent.futures.ProcessPoolExecutor``, which pickles functions by
name: the functions it calls in the child live here, in a module that imports
neither Qt nor the window, so the child starts in a fraction of a second.
The bots themselves are ``manni_desktop.ai.choose_action``, called directly.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait
from typing import Any


def prepare_worker() -> None:
    """Pool initializer: load the bots now, and end this process with its parent.

    Loading the bots here means the warm-up call at window start pays for the
    imports, not the first bot move.  The watch thread ends the process when
    the window's process dies without shutting the pool down (a crash, a
    kill): nothing else would, since the worker holds its own task queue open.
    """
    from . import ai  # noqa: F401 - imported for its side effect: warm caches
    from .logs import BOT_LOG_FILE, setup_logging

    setup_logging(BOT_LOG_FILE)  # its own file: two processes rotating one would race

    parent = multiprocessing.parent_process()
    if parent is not None:
        watch = threading.Thread(
            target=_exit_with_parent, args=(parent.sentinel,), name="parent-watch", daemon=True
        )
        watch.start()


def _exit_with_parent(sentinel: int) -> None:
    wait([sentinel])
    os._exit(0)


def worker_pid() -> int:
    """The warm-up call: proves the process runs and tells the window its id."""
    return os.getpid()


def check_game_file(path: str) -> dict[str, Any] | None:
    """Read and check a game file here, in the bot process: why it cannot be
    opened (``StorageError.to_json()``: its code and parameters, plain data,
    so the window words it in the player's language), or None.  A large
    hostile file takes the parser (which holds the interpreter lock
    throughout) most of a second; here that costs the window nothing, and
    only a file that passed is read again by the window."""
    from .storage import StorageError, open_game

    try:
        open_game(path)
    except StorageError as exc:
        return exc.to_json()
    return None


def read_game_data(path: str) -> dict[str, Any]:
    """Read and check a game file here, in the bot process, for the window:
    ``{"problem": ...}`` (as ``check_game_file``) or ``{"data": ...}``, the
    file's data without its unread padding (``saves.read_checked_data``), so
    the window checks that data again but never parses the file itself."""
    from .storage import StorageError
    from .storage.saves import read_checked_data

    try:
        return {"data": read_checked_data(path)}
    except StorageError as exc:
        return {"problem": exc.to_json()}


def review_points(record: dict[str, Any], hand: int, seat: int) -> list[int]:
    """The review's first step: which actions of the hand were ``seat``'s
    decisions (``ReviewError``, a ``ValueError``, for a record that cannot be
    reviewed there)."""
    from .ai.review import decision_points

    return decision_points(record, hand, seat)


def review_step(record: dict[str, Any], hand: int, action_index: int, seed: int) -> dict[str, Any]:
    """One reviewed decision as plain data (``review.Decision.to_json``).  The
    window asks for one decision at a time, so it can show progress, cancel
    between decisions, and a bot move never waits behind a whole review."""
    from .ai.review import review_decision

    return review_decision(record, hand, action_index, seed).to_json()


def hint(observation: dict[str, Any], seed: int) -> dict[str, Any]:
    """The hint with its numbers (``review.hint_options``): the best option and
    what each option would give, by the review's own search."""
    from .ai.review import hint_options

    return hint_options(observation, seed)
