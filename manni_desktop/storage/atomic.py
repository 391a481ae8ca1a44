"""Crash-safe JSON files: write a temporary file in the same folder, flush,
fsync, then rename it over the old one, so a reader only ever sees a complete
old file or a complete new one (power loss, SIGKILL, full disk included).

Each write has its own temporary file (``.NAME.<random>.tmp``), created
exclusively and without following links, so two writers never write into one
another's file and a planted link cannot redirect a write.  Files are private
to the user (0600) and the folders this module creates too (0700, POSIX).

With ``backup=True`` the previous file becomes ``NAME.bak`` just before the
new one takes its place; readers fall back to it when ``NAME`` is missing or
damaged.  A write killed between those two renames (``NAME`` missing, the new
file whole in its temporary file) is finished at the next start
(``finish_interrupted_write``), so the newest complete file is the one kept.
Every failure is a ``StorageError`` (a code and parameters, see ``messages``)
naming the file the failing step was about.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from .errors import StorageError
from .messages import Message, os_reason

MAX_BYTES = 16 * 1024 * 1024
"""Larger files are refused unread, and never written (``write_json_atomic``
refuses them: a file the app wrote is one it reads back).  A save is a
record (``replay`` takes at most ``engine.record.MAX_RECORD_BYTES``, 8 MiB)
plus a few names, written compact: the longest of 2,000 random games saves
to about 0.15 MB.  Indented, a never-ending game's valid 7.7 MiB record made
a 17.8 MB autosave, which the next start refused (the reliability review's
finding 9)."""

FILE_MODE = 0o600
FOLDER_MODE = 0o700


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def temp_files(path: Path) -> list[Path]:
    """Temporary files of writes to ``path`` that were cut off (a killed
    process leaves its own behind; a finished or failed write never does)."""
    try:
        return sorted(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return []


STALE_TEMP_SECONDS = 120.0
"""A temporary file of a write to a player's file this old is one a killed
write left (a write of the largest file takes a second or two)."""


def _temp_pattern(target: Path) -> re.Pattern[str]:
    """The names ``write_bytes_atomic`` gives its temporary files for ``target``
    (``mkstemp``: the prefix, eight random characters, the suffix)."""
    return re.compile(re.escape(f".{target.name}.") + r"[a-z0-9_]{8}\.tmp")


_ANY_TEMP = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp")
"""Any ``write_bytes_atomic`` temporary file; ``name`` is its target's."""


def finish_interrupted_write(path: Path,
                             check: Callable[[Path], object] | None = None) -> bool:
    """Complete a write to ``path`` that a kill cut off between its two renames
    (``backup=True``: the old file already ``NAME.bak``, the new one not yet
    ``NAME``).  Its temporary file was written whole and fsynced before either
    rename, so it is the newest complete version: with ``path`` missing, the
    newest of its temporary files that ``check`` accepts (default
    ``read_json``: it reads whole; ``StorageError`` if not) becomes ``path``.
    A write cut off before its fsync leaves a file that does not read whole,
    and is passed over.  True if ``path`` was restored so.  Only the owner of
    the folder (the app holding its lock) may call this."""
    if os.path.lexists(path):
        return False
    candidates: list[tuple[float, Path]] = []
    for temp in temp_files(path):
        try:
            info = temp.lstat()
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and _temp_pattern(path).fullmatch(temp.name):
            candidates.append((info.st_mtime, temp))
    for _mtime, temp in sorted(candidates, reverse=True):
        try:
            (check or read_json)(temp)
        except StorageError:
            continue
        try:
            os.replace(temp, path)
        except OSError:
            return False
        _fsync_folder(path.parent)
        return True
    return False


def remove_stale_temps(folder: Path, *, target: Path | None = None,
                       older_than: float = 0.0) -> list[Path]:
    """Delete the temporary files that killed writes left in ``folder``, after
    finishing the writes a kill cut off between their two renames
    (``finish_interrupted_write``: the newest complete file is kept).  Only
    the process that owns the folder (the app holding its lock) may call this:
    another process's write in progress would lose its file.

    With ``target`` (a file in a folder the player chose, which no lock
    guards), only the temporary files of writes to that file go, only our own
    regular files, and only those over ``older_than`` seconds old, so another
    window's write in progress keeps its file."""
    removed: list[Path] = []
    if target is None:
        with contextlib.suppress(OSError):
            targets = {match["name"] for entry in os.listdir(folder)
                       if (match := _ANY_TEMP.fullmatch(entry))}
            for name in sorted(targets):
                finish_interrupted_write(folder / name)
    try:
        if target is None:
            candidates = [p for p in folder.glob(".*.tmp") if p.is_file()]
        else:
            pattern = _temp_pattern(target)
            candidates = [folder / name for name in os.listdir(folder)
                          if pattern.fullmatch(name)]
    except OSError:
        return removed
    now = time.time()
    for candidate in candidates:
        if target is not None:
            try:
                info = candidate.lstat()
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than or (
                os.name == "posix" and info.st_uid != os.getuid()
            ):
                continue
        with contextlib.suppress(OSError):
            candidate.unlink()
            removed.append(candidate)
    return removed


def make_private(folder: Path) -> None:
    """The app's own folder, readable by its user alone (POSIX): folders made
    by older versions were 0755.  Only the group's and others' permissions are
    taken away, never one added: a folder the player made read-only (0500)
    stays read-only.  Never applied to a folder the player chose."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        info = folder.stat()
        if stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and (
            info.st_mode & 0o077
        ):
            folder.chmod(stat.S_IMODE(info.st_mode) & ~0o077)


def others_may_write(folder: Path) -> bool:
    """Whether users other than this one may change the files in ``folder``
    (POSIX): it belongs to another user and this one may write in it too, or
    its group or everyone may write in it (``make_private`` could not help)."""
    if os.name != "posix":
        return False
    try:
        info = folder.stat()
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode):
        return False
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return True
    return info.st_uid != os.getuid() and os.access(folder, os.W_OK)


def shared_folder_notice(folder: Path) -> Message | None:
    """What to tell the player, once, about ``folder`` if others may write in
    it (``others_may_write``): anyone could plant or swap files there."""
    if not others_may_write(folder):
        return None
    return Message("folder_shared", {"path": str(folder)})


def ensure_folder(folder: Path) -> None:
    """Create ``folder`` (and its parents) private to the user if missing;
    ``StorageError`` if that fails or something else stands there."""
    missing: list[Path] = []
    here = folder
    while not here.exists() and here != here.parent:
        missing.append(here)
        here = here.parent
    try:
        for part in reversed(missing):  # every folder made here private, not only the last
            part.mkdir(mode=FOLDER_MODE, exist_ok=True)
        if not folder.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    except OSError as exc:
        raise os_error("cannot_create_folder", exc, folder) from None


def os_error(code: str, exc: OSError, path: Path) -> StorageError:
    """The ``StorageError`` for an ``OSError``: what we tried (``code``, one of
    the ``cannot_*`` messages), on what, and why it failed (``os_reason``)."""
    return StorageError(code, {"path": str(path), **os_reason(exc)})


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


def encode_json(data: object, compact: bool = False) -> bytes:
    """Plain data only: anything json cannot write is a programming error.
    ``compact``: no spaces and no line breaks (saves, which grow with the
    game); else indented, for the small files a person may read."""
    if compact:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    else:
        text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    return (text + "\n").encode("utf-8")


def write_bytes_atomic(path: Path, payload: bytes, *, backup: bool = False) -> None:
    """Replace ``path`` by ``payload`` all at once; on failure the old file is untouched
    and no temporary file is left behind."""
    folder = path.parent
    ensure_folder(folder)
    about = path  # the file the step under way is about, for the message
    tmp: Path | None = None
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        tmp = Path(name)
        try:
            if os.name == "posix":
                os.fchmod(fd, FILE_MODE)  # mkstemp's mode already; umask cannot widen it
            view = memoryview(payload)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if backup and path.exists():
            about = backup_path(path)
            os.replace(path, about)
        about = path
        os.replace(tmp, path)
    except OSError as exc:
        if tmp is not None:
            _remove_quietly(tmp)
        raise os_error("cannot_write", exc, about) from None
    _fsync_folder(folder)


def write_json_atomic(path: Path, data: object, *, backup: bool = False,
                      compact: bool = False) -> None:
    """``data`` as JSON in ``path`` (``compact``: see ``encode_json``).  Text
    that UTF-8 cannot carry (a lone surrogate: readers refuse such names, but
    a name typed or pasted in the window could still hold one) and a file
    over ``MAX_BYTES``, which ``read_json`` would refuse, are a
    ``StorageError`` that says so, never a traceback, and the previous file
    is kept."""
    try:
        payload = encode_json(data, compact)
    except UnicodeEncodeError:
        raise StorageError("cannot_write", {"path": str(path), "reason": "not_text"}) from None
    if len(payload) > MAX_BYTES:
        raise StorageError("cannot_write", {"path": str(path), "reason": "too_large"})
    write_bytes_atomic(path, payload, backup=backup)


def read_json(path: Path) -> object:
    """The JSON value in ``path`` (``StorageError`` if unreadable, too big, not
    UTF-8, or not JSON).  Only ``json.loads``: never pickle, never eval."""
    try:
        raw = _read_regular_file(path)
    except OSError as exc:
        raise os_error("cannot_read", exc, path) from None
    if len(raw) > MAX_BYTES:
        raise StorageError("too_large", {"path": str(path)})
    if not raw.strip():
        raise StorageError("empty", {"path": str(path)})
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError("not_utf8", {"path": str(path)}) from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except (json.JSONDecodeError, ValueError, RecursionError) as exc:
        if isinstance(exc, json.JSONDecodeError):
            raise StorageError("not_json_at", {
                "path": str(path), "line": exc.lineno, "column": exc.colno}) from None
        raise StorageError("not_json", {"path": str(path)}) from None


def _read_regular_file(path: Path) -> bytes:
    """At most ``MAX_BYTES + 1`` bytes of ``path``, which must be a regular
    file: a named pipe, a device or a socket would block or never end, so they
    are refused before they are opened (and checked again once open)."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise OSError(errno.EISDIR if path.is_dir() else errno.EINVAL, "not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    with open(fd, "rb", closefd=True) as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped in between
            raise OSError(errno.EINVAL, "not a regular file")
        return handle.read(MAX_BYTES + 1)


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed")
