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


class FolderLock:
    """The data folder's lock for a whole run of the app: one window per folder.

    The operating system's lock (``flock``, ``msvcrt.locking``) on a file that
    stays in place, never a file whose existence is the lock: the system
    drops it the moment its process dies, however it dies, so there is no
    "stale lock" to judge, and a PID that now belongs to another process
    (PID reuse) cannot keep it (``QLockFile`` took a lock whose PID ran a
    program of the same name for a live one).  The file holds the PID, the
    program and the host, in ``QLockFile``'s order, for people and messages
    only.

    ``try_acquire`` tells the three outcomes apart: True (held), False
    (another process holds it), ``StorageError`` (the file cannot be opened or
    locked at all: a full disk, a read-only folder, ...), which is not
    "already open" and must not be reported as such."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        if self._fd is not None:
            return True
        fd = self._open()
        try:
            locked = _try_lock(fd)
        except OSError as exc:
            os.close(fd)
            raise os_error("cannot_lock", exc, self.path) from None
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):  # who holds it: for people; a full disk may refuse
            about = f"{os.getpid()}\n{_program_name()}\n{_host_name()}\n".encode()
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, about)
        return True

    def _open(self) -> int:
        flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                 | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
        for _ in range(2):
            try:
                return os.open(self.path, flags, FILE_MODE)
            except OSError as exc:
                # A link at the lock's name is not ours (the app never makes
                # one): remove the link itself, never its target, and retry.
                if not (exc.errno == errno.ELOOP and self.path.is_symlink()):
                    raise os_error("cannot_open_lock", exc, self.path) from None
                try:
                    self.path.unlink()
                except OSError as gone:
                    raise os_error("cannot_open_lock", gone, self.path) from None
        raise StorageError("cannot_open_lock", {"path": str(self.path), "reason": "other",
                                                "strerror": "a link stands there"})

    def owner_pid(self) -> int | None:
        """The PID the lock file names (messages, tests); None if unreadable."""
        try:
            with open(self.path, "rb") as handle:
                first = handle.read(64).split(b"\n", 1)[0]
            return int(first) if first.strip() else None
        except (OSError, ValueError):
            return None

    def release(self) -> None:
        """Free the folder.  The file stays: removing it would let a third
        process lock a new file while a second still waits on the old one."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)


def _program_name() -> str:
    return Path(sys.executable).name or "python"


def _host_name() -> str:
    import socket

    try:
        return socket.gethostname()
    except OSError:
        return ""
