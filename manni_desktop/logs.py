"""One log a player can find and send: set up once at start, in the log folder.

Why: the bundles have no console, so a message printed to standard error
("bot failed …; playing at random", a missing solver library) reached no one,
and a player who reports "the bot froze" had nothing to attach.  Every part
logs through ``logging``; this module gives it a rotating file in the log
folder (platformdirs' user log folder, or ``$MANNI_DESKTOP_HOME/log``), a few
files of at most 1 MiB, and standard error as well when there is one.
Python's warnings are captured; ``faulthandler`` writes a hard crash's
stacks to ``crash.log`` beside it (a file of its own: the rotating log's
file is renamed under it).  The bot process logs to a file of its own in the
same folder (two processes rotating one file would race); its failures also
reach the window's log, where the window says it plays at random instead.
Nothing private is written beyond what the player typed as names.
No Qt here: the bot process and the commands without a window use it too.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import logging.handlers
import os
import platform
import sys
import threading
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TextIO

from platformdirs import user_log_dir

from . import __version__
from .storage.paths import APP_NAME, HOME_ENV

LOG_FILE = "manni-desktop.log"
BOT_LOG_FILE = "manni-desktop-bots.log"
CRASH_FILE = "crash.log"
RUNNING_MARK = "window-running"  # in the log folder while a window runs: crash.log's size
MAX_BYTES = 1024 * 1024
BACKUPS = 3  # manni-desktop.log.1 … .3: at most 4 MiB in all
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
_MARK = "_manni_desktop_handler"  # on the handlers this module added
_crash_stream: list[TextIO] = []  # kept open for faulthandler, once


def log_dir() -> Path:
    """The log folder (not created here): ``$MANNI_DESKTOP_HOME/log`` when
    set (tests, the selftest), else platformdirs' user log folder."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "log"
    return Path(user_log_dir(APP_NAME, appauthor=False))


def log_file(name: str = LOG_FILE) -> Path:
    return log_dir() / name


def setup_logging(name: str = LOG_FILE, console: bool | None = None) -> Path | None:
    """Log to ``name`` in the log folder (and to standard error when
    ``console``, by default when the process has one); the file, or None if
    it cannot be written (then standard error only).  Called again, it
    replaces what it set up before (a test's new ``MANNI_DESKTOP_HOME``)."""
    close_logging()
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)
    if console is None:
        console = sys.stderr is not None
    if console:
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter("manni-desktop: %(message)s"))
        _add(root, stream)
    path = log_file(name)
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)  # names are private
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file (%s): %s", path, exc)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    _add(root, handler)
    _write_crashes_beside(path)
    # What a report needs first: which program, on which Python and system.
    logging.getLogger("manni_desktop").info(
        "manni-desktop %s, Python %s, %s (pid %d)", __version__, platform.python_version(),
        platform.platform(), os.getpid())
    return path


def close_logging() -> None:
    """Remove and close the handlers ``setup_logging`` added, and hand
    ``faulthandler`` back to standard error (tests: the next one's folder)."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, _MARK, False)]:
        root.removeHandler(handler)
        handler.close()
    if _crash_stream:
        if sys.__stderr__ is not None:
            faulthandler.enable(file=sys.__stderr__)
        else:
            faulthandler.disable()
        _crash_stream.pop().close()


def _add(root: logging.Logger, handler: logging.Handler) -> None:
    setattr(handler, _MARK, True)
    root.addHandler(handler)


def _write_crashes_beside(path: Path) -> None:
    """``faulthandler`` on, into ``crash.log`` beside the log (once a process),
    after a line that says when, which process and which version: the dump
    itself names none.  A crash.log over ``MAX_BYTES`` is first moved to
    ``crash.log.1`` (replacing the one before), so it never grows unbounded."""
    if _crash_stream:
        return
    crash = path.with_name(CRASH_FILE)
    try:
        if crash.exists() and crash.stat().st_size > MAX_BYTES:
            os.replace(crash, crash.with_name(CRASH_FILE + ".1"))
        stream = open(crash, "a", encoding="utf-8")  # noqa: SIM115
        stream.write(f"--- {datetime.now().astimezone().isoformat(timespec='seconds')} "
                     f"pid {os.getpid()} manni-desktop {__version__} ({path.name}): "
                     "a hard crash's stacks follow, if any ---\n")
        stream.flush()
    except OSError:
        return
    _crash_stream.append(stream)
    faulthandler.enable(file=stream)


def watch_the_session() -> Path | None:
    """At the window's start: the crash file to name if the last window ended
    in a hard crash (its mark stayed, and ``faulthandler`` wrote a dump in
    crash.log, or in crash.log.1 if it was moved aside since, after the place
    the mark keeps), else None; then this window's mark.  ``end_the_session``
    removes it at a clean exit, so a crash is said once.  (A dump of the bot
    process counts too: the window's own dump may follow its bot process's
    line in the file.)"""
    folder = log_dir()
    mark = folder / RUNNING_MARK
    crash = folder / CRASH_FILE
    crashed = None
    try:
        if mark.exists():
            crashed = _dump_after(folder, int(mark.read_text(encoding="utf-8").strip() or 0))
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        mark.write_text(str(crash.stat().st_size if crash.exists() else 0), encoding="utf-8")
    except (OSError, ValueError):
        pass
    return crashed


def _dump_after(folder: Path, offset: int) -> Path | None:
    """The crash file holding a dump written after ``offset`` (the last
    window's start), if any: crash.log, or crash.log.1 when the first is
    shorter than that (moved aside at this start)."""
    for path in (folder / CRASH_FILE, folder / f"{CRASH_FILE}.1"):
        try:
            if path.stat().st_size < offset:
                continue
            with open(path, "rb") as stream:
                stream.seek(offset)
                if b"Fatal Python error" in stream.read():
                    return path
        except OSError:
            continue
        return None
    return None


def end_the_session() -> None:
    """The window ended cleanly: its mark removed (``watch_the_session``)."""
    with contextlib.suppress(OSError):
        (log_dir() / RUNNING_MARK).unlink(missing_ok=True)


def log_uncaught_threads() -> None:
    """An exception that ends a thread goes to the log with its stack."""
    def hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "?"
        logging.getLogger("manni_desktop").error(
            "uncaught exception in thread %s", name,
            exc_info=(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback))

    threading.excepthook = hook


def log_exception(kind: type[BaseException], value: BaseException,
                  trace: TracebackType | None) -> None:
    """An uncaught exception, in the log with its stack."""
    logging.getLogger("manni_desktop").error("uncaught exception",
                                             exc_info=(kind, value, trace))
