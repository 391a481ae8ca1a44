"""One Manni Desktop per data folder.

Two windows on one folder would both offer and finish the same unfinished
game (counted twice), delete each other's autosave with "New game" and write
the same files at once.  So the first start takes a ``QLockFile`` in the data
folder (a lock whose process has died is stale and taken over) and listens
for later starts; a later start writes nothing: it asks the running window to
come to the front (handing over the files it was given) and ends.

The messages go through ``multiprocessing.connection`` (a Unix socket on
POSIX, a named pipe on Windows) rather than Qt's local sockets, so the
bundle does not need QtNetwork.  Where to reach the running window and its
key are in ``instance.json`` beside the lock (private to the user, 0600), and
every connection proves it knows the key.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import threading
from multiprocessing.connection import Client, Connection, Listener
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QObject, Signal

from ..storage.atomic import ensure_folder, write_json_atomic

LOCK_NAME = "manni-desktop.lock"
INSTANCE_NAME = "instance.json"
ANSWER_TIMEOUT = 3.0
"""Seconds a later start waits for the running window's answer."""


class SingleInstance(QObject):
    """The data folder's lock, and the running window's end of the line.

    ``acquire()`` is True for the first start; then ``activated`` brings the
    files a later start was given (possibly none) into the GUI thread."""

    activated = Signal(list)  # list[str]: files to open

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone
        self._listener: Listener | None = None
        self._thread: threading.Thread | None = None

    @property
    def info_path(self) -> Path:
        return self.folder / INSTANCE_NAME

    def acquire(self) -> bool:
        """Take the folder for this process; False if another one has it
        (nothing is written then)."""
        if not self.folder.is_dir():
            ensure_folder(self.folder)
        if not self._lock.tryLock(0):
            return False
        if os.name == "posix":  # Qt makes it 0644; like every file of the app, private
            with contextlib.suppress(OSError):
                os.chmod(self.folder / LOCK_NAME, 0o600)
        self._listen()
        return True

    def owner_pid(self) -> int | None:
        """The process holding the lock, as the lock file says (tests, messages)."""
        info = self._lock.getLockInfo()  # PySide6: (pid, host, app), or a false value
        return int(info[0]) if isinstance(info, tuple) and info and info[0] else None

    def _listen(self) -> None:
        key = secrets.token_bytes(32)
        try:
            listener = Listener(authkey=key)
            write_json_atomic(self.info_path, {
                "pid": os.getpid(), "address": listener.address, "key": key.hex()})
        except Exception:  # noqa: BLE001 - the window still runs; later starts only say so
            return
        self._listener = listener
        self._thread = threading.Thread(target=self._serve, name="manni-instance", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        listener = self._listener
        while listener is not None:
            try:
                connection = listener.accept()
            except OSError:  # closed by release()
                return
            except Exception:  # noqa: BLE001 - a caller without the key, a broken pipe
                continue
            with connection:
                self._answer(connection)

    def _answer(self, connection: Connection) -> None:
        try:
            if not connection.poll(ANSWER_TIMEOUT):
                return
            request = connection.recv_bytes(64 * 1024)
            files = _files_of(json.loads(request.decode("utf-8")))
            self.activated.emit(files)
            connection.send_bytes(b"ok")
        except Exception:  # noqa: BLE001 - a bad request changes nothing
            return

    def release(self) -> None:
        """Stop listening and free the folder (the window is closing)."""
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.close()
            with contextlib.suppress(OSError):
                self.info_path.unlink()
        self._lock.unlock()


def _files_of(request: object) -> list[str]:
    if not isinstance(request, dict):
        return []
    files = request.get("files", [])
    if not isinstance(files, list):
        return []
    return [f for f in files if isinstance(f, str)][:16]


def ask_running_window(folder: Path, files: list[str]) -> bool:
    """A later start: ask the window holding ``folder`` to come to the front
    and open ``files``; True once it said it did.  Reads, never writes."""
    try:
        info: Any = json.loads((folder / INSTANCE_NAME).read_text("utf-8"))
        address, key = info["address"], bytes.fromhex(info["key"])
        with Client(address, authkey=key) as connection:
            connection.send_bytes(json.dumps({"files": files}).encode("utf-8"))
            return bool(connection.poll(ANSWER_TIMEOUT) and connection.recv_bytes(16) == b"ok")
    except Exception:  # noqa: BLE001 - no answer: the caller says the game is open
        return False
