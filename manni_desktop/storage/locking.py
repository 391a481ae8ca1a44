"""An exclusive lock on a file shared by several processes, for read-modify-write.

Statistics are read, changed and written back; two processes doing that at
once would each write what it read plus its own game, and one game would be
lost.  ``file_lock`` serialises them with the operating system's own lock
(``flock`` on POSIX, ``msvcrt.locking`` on Windows), which the system drops
when the holder dies, so a killed process never leaves a stale lock behind.
Pure Python: the window, the command line and tests share it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from .atomic import FILE_MODE, ensure_folder, os_error
from .errors import StorageError

LOCK_TIMEOUT = 10.0
"""Seconds to wait for another process's write (which takes milliseconds)."""

_POLL = 0.01


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def _try_lock(fd: int) -> bool:
    """Take the lock without waiting; False if another process holds it."""
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def file_lock(path: Path, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the lock for ``path`` (the file ``NAME.lock`` beside it) while the
    block runs; ``StorageError`` if it cannot be had within ``timeout``."""
    target = lock_path(path)
    ensure_folder(target.parent)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(target, flags, FILE_MODE)
    except OSError as exc:
        raise os_error("cannot_open_lock", exc, target) from None
    try:
        _wait_for_lock(fd, path, target, timeout)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def _wait_for_lock(fd: int, path: Path, target: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    try:
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise StorageError("lock_timeout", {"path": str(path)})
            time.sleep(_POLL)
    except OSError as exc:
        raise os_error("cannot_lock", exc, target) from None
