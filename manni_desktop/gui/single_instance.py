"""One Manni Desktop per data folder.

Two windows on one folder would both offer and finish the same unfinished
game (counted twice), delete each other's autosave with "New game" and write
the same files at once.  So the first start takes the operating system's lock
on a file in the data folder (``storage.locking.FolderLock``: the system drops
it when its process dies, so a killed window's lock is never in the way and a
reused PID never keeps one) and listens
for later starts; a later start writes nothing: it asks the running window to
come to the front (handing over the files it was given) and ends.

The messages go through ``multiprocessing.connection`` (a Unix socket on
POSIX, ``instance.sock`` in the data folder; a named pipe on Windows) rather
than Qt's local sockets, so the bundle does not need QtNetwork.  Where to
reach the running window and its key are in ``instance.json`` beside the
lock (private to the user, 0600), and every connection proves it knows the
key.
"""

from __future__ import annotations

import contextlib
import enum
import hashlib
import json
import os
import secrets
import socket
import stat
import struct
import tempfile
import threading
import time
from multiprocessing.connection import (
    Client,
    Connection,
    Listener,
    answer_challenge,
    deliver_challenge,
)
from pathlib import Path
from typing import cast

from PySide6.QtCore import QObject, Signal

from ..storage.atomic import ensure_folder, write_json_atomic
from ..storage.locking import FolderLock

LOCK_NAME = "manni-desktop.lock"
INSTANCE_NAME = "instance.json"
SOCKET_NAME = "instance.sock"
MAX_SOCKET_PATH = 100
"""Bytes a socket's path may have (the system's limit: 104 on macOS, 108 on
Linux, the final NUL included)."""
HANDSHAKE_TIMEOUT = 2.0
"""Seconds the running window gives one caller for the whole exchange (key
both ways, request, answer).  Four messages of at most a few hundred bytes on
a local socket take milliseconds, so 2 s is far beyond a working caller; one
that stops (an interrupted, SIGSTOPped or hostile second start) costs the
listener this long and no more, and every later start is still heard."""
ASK_TIMEOUT = 5.0
"""Seconds a later start waits in all for the running window (connect,
key, answer).  The window answers on its own thread, not the GUI thread, so
even a busy window answers in milliseconds; one that has not answered in
5 s is hung (stopped, or frozen), and the player is told instead."""
MAX_INFO_BYTES = 4096
"""``instance.json`` holds a pid, a socket or pipe name (at most ~108 bytes
on POSIX) and a 64-digit key: about 150 bytes.  Anything over 4 KiB is not
ours and is not read further."""
MAX_REQUEST_BYTES = 64 * 1024
"""A request holds at most 16 file paths (4 KiB each at most on Linux)."""
_BACKLOG = 16  # starts waiting to be heard at once; more wait in connect()


class Answer(enum.Enum):
    """What a later start heard from the running window."""

    ANSWERED = "answered"  # it came to the front
    NOT_THERE = "not there"  # no instance.json or nobody listening (yet)
    NO_ANSWER = "no answer"  # it is listening but did not answer in time: hung


class SingleInstance(QObject):
    """The data folder's lock, and the running window's end of the line.

    ``acquire()`` is True for the first start; then ``activated`` brings the
    files a later start was given (possibly none) into the GUI thread."""

    activated = Signal(list)  # list[str]: files to open

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._lock = FolderLock(folder / LOCK_NAME)
        self._listener: Listener | None = None
        self._thread: threading.Thread | None = None

    @property
    def info_path(self) -> Path:
        return self.folder / INSTANCE_NAME

    def acquire(self) -> bool:
        """Take the folder for this process; False if another one has it
        (nothing is written then).  ``StorageError`` if the folder cannot be
        made or its lock file cannot be opened or locked (a full disk, a
        read-only folder): that is not "already open"."""
        if not self.folder.is_dir():
            ensure_folder(self.folder)
        if not self._lock.try_acquire():
            return False
        self._listen()
        return True

    def owner_pid(self) -> int | None:
        """The process holding the lock, as the lock file says (tests, messages)."""
        return self._lock.owner_pid()

    def _listen(self) -> None:
        key = secrets.token_bytes(32)
        try:
            # No authkey here: Listener.accept() would then run the key
            # exchange itself, with no time limit, and end on any broken
            # caller.  _serve runs it with a deadline instead.
            listener = self._new_listener()
            write_json_atomic(self.info_path, {
                "pid": os.getpid(), "address": listener.address, "key": key.hex()})
        except Exception:  # noqa: BLE001 - the window still runs; later starts only say so
            return
        self._listener = listener
        self._thread = threading.Thread(
            target=self._serve, args=(listener, key), name="manni-instance", daemon=True)
        self._thread.start()

    def _new_listener(self) -> Listener:
        """POSIX: a socket in the data folder (``SOCKET_NAME``), which this
        window owns while it holds the lock, so the one a killed window left
        is replaced here.  ``Listener()``'s own address lies in a ``pymp-*``
        folder in the temporary folder that only a clean exit removes: every
        killed window left one behind.  A folder whose path is too long for a
        socket has one named after it in the runtime or temporary folder, one
        per data folder, replaced the same way; only where neither can be made
        does ``Listener()``'s default remain.  Windows' named pipes leave nothing."""
        if os.name == "posix":
            for path in (self.folder / SOCKET_NAME, *_short_socket_paths(self.folder)):
                if len(os.fsencode(path)) >= MAX_SOCKET_PATH:
                    continue
                with contextlib.suppress(OSError):
                    if stat.S_ISSOCK(path.lstat().st_mode):
                        path.unlink()  # a killed window's: nobody listens there
                with contextlib.suppress(OSError):
                    return Listener(str(path), "AF_UNIX", backlog=_BACKLOG)
        return Listener(backlog=_BACKLOG)

    def _serve(self, listener: Listener, key: bytes) -> None:
        """Answer later starts until ``release()``.  Whatever one caller does
        (hang up mid-exchange, send junk, send nothing, stop) ends only its
        own connection, within ``HANDSHAKE_TIMEOUT``."""
        while self._listener is listener:
            try:
                connection = listener.accept()
            except Exception:  # noqa: BLE001 - closed by release(), or one failed accept
                if self._listener is not listener:
                    return
                time.sleep(0.05)  # e.g. out of file handles: try again, without spinning
                continue
            try:
                with connection:
                    self._answer(connection, key)
            except Exception:  # noqa: BLE001 - closing a broken connection; the next one counts
                continue

    def _answer(self, connection: Connection, key: bytes) -> None:
        try:
            line = _Bounded(connection, time.monotonic() + HANDSHAKE_TIMEOUT)
            deliver_challenge(cast(Connection, line), key)
            answer_challenge(cast(Connection, line), key)
            request = line.recv_bytes(MAX_REQUEST_BYTES)
            files = _files_of(json.loads(request.decode("utf-8")))
        except Exception:  # noqa: BLE001 - a wrong key, a bad request, a caller gone: nothing changes
            return
        self.activated.emit(files)
        with contextlib.suppress(Exception):
            connection.send_bytes(b"ok")

    def release(self) -> None:
        """Stop listening and free the folder (the window is closing)."""
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.close()
            with contextlib.suppress(OSError):
                self.info_path.unlink()
        self._lock.release()


def _short_socket_paths(folder: Path) -> list[Path]:
    """Socket paths for a data folder whose own path is too long for one: in
    the per-user runtime folder, the temporary folder, else /tmp, named by a
    digest of the data folder, so each data folder keeps one socket there."""
    name = f"manni-desktop-{hashlib.sha256(os.fsencode(folder)).hexdigest()[:16]}.sock"
    bases = (os.environ.get("XDG_RUNTIME_DIR"), tempfile.gettempdir(), "/tmp")
    return [Path(base) / name for base in bases if base]


def _files_of(request: object) -> list[str]:
    if not isinstance(request, dict):
        return []
    files = request.get("files", [])
    if not isinstance(files, list):
        return []
    return [f for f in files if isinstance(f, str)][:16]


class _Bounded:
    """A connection whose every read waits until one deadline at most, and
    whose every message has a size limit: what ``deliver_challenge`` and
    ``answer_challenge`` are given, so that the key exchange cannot hang."""

    def __init__(self, connection: Connection, deadline: float) -> None:
        self._connection = connection
        self._deadline = deadline
        _socket_timeouts(connection, max(0.01, deadline - time.monotonic()))

    def send_bytes(self, data: bytes) -> None:
        self._connection.send_bytes(data)

    def recv_bytes(self, maxlength: int | None = None) -> bytes:
        remaining = self._deadline - time.monotonic()
        if remaining <= 0 or not self._connection.poll(remaining):
            raise TimeoutError("no answer in time")
        return self._connection.recv_bytes(maxlength if maxlength is not None else 256)


def _socket_timeouts(connection: Connection, seconds: float) -> None:
    """POSIX: the socket's own read and write timeouts, so that a message
    cut off after ``poll()`` said it had begun cannot block a read (or a peer
    that reads nothing, a write).  Windows pipes deliver whole messages."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError, ValueError):
        sock = socket.socket(fileno=os.dup(connection.fileno()))
        try:
            whole = int(seconds)
            value = struct.pack("ll", whole, int((seconds - whole) * 1_000_000))
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, value)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, value)
        finally:
            sock.close()  # the duplicate only; the options stay with the socket


def read_instance_info(folder: Path) -> tuple[str, bytes]:
    """The address and key in ``folder``'s ``instance.json``; ``OSError`` or
    ``ValueError`` if it is missing, not a regular file (a FIFO would block
    the open, a device never end), larger than ``MAX_INFO_BYTES`` or not ours."""
    path = folder / INSTANCE_NAME
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise ValueError("not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    with open(os.open(path, flags), "rb") as handle:  # non-blocking: a FIFO swapped in
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise ValueError("not a regular file")
        raw = handle.read(MAX_INFO_BYTES + 1)
    if len(raw) > MAX_INFO_BYTES:
        raise ValueError("too large")
    info = json.loads(raw.decode("utf-8"))
    if not isinstance(info, dict):
        raise ValueError("not an object")
    address, key = info.get("address"), info.get("key")
    if not isinstance(address, str) or not isinstance(key, str):
        raise ValueError("no address")
    return address, bytes.fromhex(key)


def ask_running_window(folder: Path, files: list[str],
                       timeout: float = ASK_TIMEOUT) -> Answer:
    """A later start: ask the window holding ``folder`` to come to the front
    and open ``files``.  Reads, never writes; returns within ``timeout``
    seconds whatever the other end does (the exchange runs on a thread of its
    own, which is left behind if it is stuck in the system's connect)."""
    try:
        address, key = read_instance_info(folder)
    except (OSError, ValueError):
        return Answer.NOT_THERE
    result: list[Answer] = []
    deadline = time.monotonic() + timeout

    def exchange() -> None:
        try:
            connection = Client(address)
        except Exception:  # noqa: BLE001 - nobody listening there (yet)
            result.append(Answer.NOT_THERE)
            return
        with connection:
            try:
                line = _Bounded(connection, deadline)
                answer_challenge(cast(Connection, line), key)
                deliver_challenge(cast(Connection, line), key)
                line.send_bytes(json.dumps({"files": files}).encode("utf-8"))
                heard = line.recv_bytes(16) == b"ok"
            except Exception:  # noqa: BLE001 - a wrong key, a hung or vanished window
                heard = False
            result.append(Answer.ANSWERED if heard else Answer.NO_ANSWER)

    thread = threading.Thread(target=exchange, name="manni-ask", daemon=True)
    thread.start()
    thread.join(max(0.0, deadline - time.monotonic()) + 0.5)
    return result[0] if result else Answer.NO_ANSWER
