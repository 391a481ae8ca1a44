"""Game saves: the autosave written after every action, named ``*.manni``
files a player can share, and plain record export (``*.manni`` too).  What a
save holds and how it is checked is ``save_format``'s; this module reads and
writes the files.

One extension, ``.manni``, because a file manager matches only the part after
the last dot (Windows, macOS): ``*.manni.json`` from older versions was a
``.json`` to them and could not be associated.  Such files are still read.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
from pathlib import Path
from typing import Any

from ..engine import Game
from ..engine.session import Session
from .atomic import (
    STALE_TEMP_SECONDS,
    backup_path,
    finish_interrupted_write,
    read_json,
    remove_stale_temps,
    temp_files,
    write_json_atomic,
)
from .errors import NewerSchemaError, StorageError
from .messages import Message, Params, os_reason, source_file
from .paths import resolve_data_dir
from .save_format import SavedGame, essential_data, game_from_payload, make_payload

AUTOSAVE_NAME = "autosave.json"
SAVE_SUFFIX = ".manni"
LEGACY_SAVE_SUFFIX = ".manni.json"  # what older versions wrote; still read
KEPT_SUFFIXES = (SAVE_SUFFIX, ".json")  # a name ending so is written as given


def read_checked_data(path: str | os.PathLike[str]) -> object:
    """The JSON data of the game file at ``path`` after every check Open…
    makes (``StorageError``), without the fields nothing reads (a save's
    unknown fields and unknown ``window`` fields, which may be megabytes of
    padding).  The bot process reads a large file with this and hands the
    data to the window, which checks it again in full but never parses the
    file itself: a 16 MiB save was parsed there two or three times."""
    data = read_json(Path(path))
    game_from_payload(data, source=source_file(Path(path)))
    return essential_data(data)


def load_game_file(path: str | os.PathLike[str]) -> SavedGame:
    """Read and check one save file (``StorageError`` if anything is wrong)."""
    path = Path(path)
    return game_from_payload(read_json(path), source=source_file(path))


# -- the autosave ----------------------------------------------------------------


def autosave_path(directory: str | os.PathLike[str] | None = None) -> Path:
    return resolve_data_dir(directory) / AUTOSAVE_NAME


def write_save(path: Path, data: object, *, backup: bool = False) -> None:
    """Write a save, an autosave or a record: compact, and refused
    (``StorageError``, the previous file kept) when it would be over the
    size ``read_json`` reads, so every file the app writes opens again."""
    write_json_atomic(path, data, backup=backup, compact=True)


def write_autosave(
    game: Game | Session,
    window: dict[str, Any] | None = None,
    directory: str | os.PathLike[str] | None = None,
) -> Path:
    """Save ``game`` after an action.  The previous autosave is kept as
    ``autosave.json.bak`` until the new one is complete; on failure
    (``StorageError``: disk full, folder not writable, a game too long for a
    file the app reads back) nothing is lost.  Saves are written compact."""
    path = autosave_path(directory)
    write_save(path, make_payload(game, window), backup=True)
    return path


def load_autosave(directory: str | os.PathLike[str] | None = None) -> SavedGame | None:
    """The autosaved game, or None when there is none.  An autosave killed
    between its two renames is finished first (its complete temporary file
    becomes the autosave: ``finish_interrupted_write``).  A damaged autosave
    falls back to its backup (with a ``notice``); ``StorageError`` when both are
    unusable — the files are left as they are for the player to rescue."""
    path = autosave_path(directory)
    backup = backup_path(path)
    finish_interrupted_write(path, check=_whole_save)  # killed between its renames
    main_problem: Params | None = None
    if path.exists():
        try:
            return load_game_file(path)
        except NewerSchemaError:
            raise
        except StorageError as exc:
            main_problem = exc.to_json()
    if not backup.exists():
        if main_problem is not None:
            raise StorageError("autosave_unusable", {"cause": main_problem})
        return None
    try:
        saved = load_game_file(backup)
    except StorageError as exc:
        if main_problem is None:
            raise StorageError("autosave_unusable", {"cause": exc.to_json()}) from None
        raise StorageError("autosave_and_backup_unusable", {
            "cause": main_problem, "backup_cause": exc.to_json()}) from None
    if main_problem is None:
        saved.notice = Message("autosave_interrupted")
    else:
        saved.notice = Message("autosave_from_backup", {"cause": main_problem})
    return saved


def _whole_save(path: Path) -> None:
    """``StorageError`` unless ``path`` holds a whole save (one a newer
    version wrote counts: it is kept for that version, never passed over)."""
    with contextlib.suppress(NewerSchemaError):
        load_game_file(path)


def autosaved_game(
    directory: str | os.PathLike[str] | None = None,
) -> tuple[SavedGame | None, Message | None]:
    """At start: the autosaved game, finished or not (None if there is none or
    it cannot be read), and a message to show, if any.  Never raises: an
    unreadable autosave is set aside (kept) and the message says where; one a
    newer version wrote is left where that version looks for it
    (``newer_autosave_kept``: the window then does not autosave)."""
    try:
        saved = load_autosave(directory)
    except NewerSchemaError as exc:  # that version's Continue: neither renamed nor written
        return None, Message("newer_autosave_kept", {
            "cause": exc.to_json(), "path": str(autosave_path(directory))})
    except StorageError as exc:
        kept = set_aside_autosave(directory)
        if not kept:
            return None, exc.message
        return None, Message("autosave_set_aside", {
            "cause": exc.to_json(), "files": [str(p) for p in kept]})
    if saved is None:
        return None, None
    return saved, saved.notice


def unfinished_game(
    directory: str | os.PathLike[str] | None = None,
) -> tuple[SavedGame | None, Message | None]:
    """For the start screen: the game to offer under "Continue" (None if there
    is no unfinished one) and a message to show, if any.  Never raises."""
    saved, message = autosaved_game(directory)
    if saved is not None and saved.game.over:
        return None, None
    return saved, message


def set_aside_autosave(directory: str | os.PathLike[str] | None = None) -> list[Path]:
    """Rename an unusable autosave and its backup to ``autosave-unreadable-<time>.json``
    (and ``.bak``) so the next game's autosave cannot overwrite them."""
    path = autosave_path(directory)
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    kept: list[Path] = []
    for source, suffix in ((path, ".json"), (backup_path(path), ".json.bak")):
        if not source.exists():
            continue
        target = path.with_name(f"autosave-unreadable-{stamp}{suffix}")
        try:
            os.replace(source, target)
        except OSError:
            continue
        kept.append(target)
    return kept


def discard_autosave(directory: str | os.PathLike[str] | None = None) -> None:
    """Forget the autosave (after the player confirmed "New game")."""
    path = autosave_path(directory)
    legacy_temp = path.with_name(path.name + ".tmp")  # the one name older versions used
    for victim in (path, backup_path(path), legacy_temp, *temp_files(path)):
        try:
            victim.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError("cannot_remove", {"path": str(victim), **os_reason(exc)}) from None


# -- named files -------------------------------------------------------------------


def with_save_suffix(path: str | os.PathLike[str]) -> Path:
    """``name`` → ``name.manni``; a name already ending in ``.manni`` or
    ``.json`` (an older save, a record for another program) is kept."""
    path = Path(path)
    if path.name.lower().endswith(KEPT_SUFFIXES):
        return path
    return path.with_name(path.name + SAVE_SUFFIX)


def save_game_as(
    path: str | os.PathLike[str], game: Game | Session, window: dict[str, Any] | None = None
) -> Path:
    """Write a named save anyone can open with "Open" (atomic, no backup file)."""
    target = with_save_suffix(path)
    write_save(target, make_payload(game, window))
    remove_killed_writes(target)
    return target


def remove_killed_writes(target: Path) -> None:
    """A write to ``target`` that was killed (a Save as cut during its fsync)
    left a hidden temporary file in the player's folder: the next write to the
    same file removes it.  The app's data folder is cleaned at start instead."""
    remove_stale_temps(target.parent, target=target, older_than=STALE_TEMP_SECONDS)


def open_game(path: str | os.PathLike[str]) -> SavedGame:
    """Open a named save, or a bare ``manni-record/1`` (checked like ``replay``)."""
    return load_game_file(path)


def export_record(path: str | os.PathLike[str], game: Game | Session) -> Path:
    """Write the bare ``manni-record/1`` that ``manni-desktop replay`` reads
    (``.manni`` added to a name without it, as for a save)."""
    target = with_save_suffix(path)
    write_save(target, game.record() if isinstance(game, Session) else game.to_record())
    remove_killed_writes(target)
    return target
