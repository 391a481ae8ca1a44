"""Crash-safe JSON files: write a temporary file in the same folder, flush,
fsync, then rename it over the old one, so a reader only ever sees a complete
old file or a complete new one (power loss, SIGKILL, full disk included).

With ``backup=True`` the previous file becomes ``NAME.bak`` just before the
new one takes its place; readers fall back to it when ``NAME`` is missing or
damaged.  Every failure is a ``StorageError`` with a sentence for the player.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
from pathlib import Path

from .errors import StorageError

MAX_BYTES = 64 * 1024 * 1024
"""Larger files are refused unread: no save is ever near this size."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def temp_path(path: Path) -> Path:
    return path.with_name(path.name + ".tmp")


def describe_os_error(exc: OSError, doing: str, path: Path) -> str:
    """One sentence for an ``OSError``: what we tried, on what, and why it failed."""
    code = exc.errno
    if code == errno.ENOSPC:
        why = "the disk is full"
    elif code in (errno.EACCES, errno.EPERM):
        why = "permission denied"
    elif code == errno.EROFS:
        why = "the disk is read-only"
    elif code == errno.ENOENT:
        why = "it does not exist"
    elif code == errno.EISDIR:
        why = "it is a folder"
    else:
        why = exc.strerror or str(exc) or type(exc).__name__
    return f"Could not {doing} {path}: {why}."


def _remove_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no folder handles."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def encode_json(data: object) -> bytes:
    """Plain data only: anything json cannot write is a programming error."""
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    return (text + "\n").encode("utf-8")


def write_bytes_atomic(path: Path, payload: bytes, *, backup: bool = False) -> None:
    """Replace ``path`` by ``payload`` all at once; on failure the old file is untouched
    and no temporary file is left behind."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(describe_os_error(exc, "create the folder", folder)) from None
    tmp = temp_path(path)
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
        fd = os.open(tmp, flags, 0o644)
        try:
            view = memoryview(payload)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if backup and path.exists():
            os.replace(path, backup_path(path))
        os.replace(tmp, path)
    except OSError as exc:
        _remove_quietly(tmp)
        message = describe_os_error(exc, "write", path)
        raise StorageError(message + " The previous file is kept.") from None
    _fsync_folder(folder)


def write_json_atomic(path: Path, data: object, *, backup: bool = False) -> None:
    write_bytes_atomic(path, encode_json(data), backup=backup)


def read_json(path: Path) -> object:
    """The JSON value in ``path`` (``StorageError`` if unreadable, too big, not
    UTF-8, or not JSON).  Only ``json.loads``: never pickle, never eval."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise StorageError(describe_os_error(exc, "read", path)) from None
    if len(raw) > MAX_BYTES:
        raise StorageError(f"{path} is too large to be a Manni Desktop file.")
    if not raw.strip():
        raise StorageError(f"{path} is empty (it may have been cut off).")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError(f"{path} is not a text file (not UTF-8).") from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except (json.JSONDecodeError, ValueError, RecursionError) as exc:
        where = ""
        if isinstance(exc, json.JSONDecodeError):
            where = f" (line {exc.lineno}, column {exc.colno})"
        raise StorageError(
            f"{path} is not valid JSON{where}: it may be truncated or damaged."
        ) from None


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed")
