"""``statistics.json`` in the data folder: read with a fall-back to its
backup, damaged files set aside (never written over), written atomically,
and a finished game counted under the file's lock."""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Sequence
from pathlib import Path

from ..engine import Game
from .atomic import backup_path, os_error, read_json, write_json_atomic
from .errors import NewerSchemaError, StorageError
from .locking import file_lock
from .messages import Message, Params, message, source_file
from .paths import resolve_data_dir
from .stats import STATS_NAME, Statistics, record_game
from .stats_json import UnreadGame, read_stats_json, stats_to_json, unread_to_json


def stats_path(directory: str | os.PathLike[str] | None = None) -> Path:
    return resolve_data_dir(directory) / STATS_NAME


def _read_stats(path: Path) -> tuple[Statistics, list[UnreadGame]]:
    """The games of ``path`` that read and those that do not.  A file none
    of whose games read is damaged as a whole (``StorageError``: its backup
    is tried); one with some good games keeps them and sets the rest aside."""
    stats, unread = read_stats_json(read_json(path), source=source_file(path))
    if unread and not stats.games:
        raise unread[0].problem
    return stats, unread


UNREADABLE_PREFIX = "statistics-unreadable-"


def _aside_name(path: Path) -> str:
    """``statistics-unreadable-<time>`` (``-2``, ``-3``… if taken): a name that
    neither a ``.json`` nor a ``.json.bak`` has yet, so nothing set aside is
    ever overwritten (not even by a second one in the same second)."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    number = 1
    while True:
        name = UNREADABLE_PREFIX + stamp + ("" if number == 1 else f"-{number}")
        if not any(path.with_name(name + suffix).exists() for suffix in (".json", ".json.bak")):
            return name
        number += 1


def _set_aside(files: Sequence[tuple[Path, str]], name: str, strict: bool) -> list[str]:
    """Rename each (file, suffix) that exists to ``name + suffix``; the new
    paths.  With ``strict`` a file that cannot be renamed is a ``StorageError``
    (nothing may then be written over it), else it is left where it is."""
    kept: list[str] = []
    for source, suffix in files:
        target = source.with_name(name + suffix)
        try:
            if source.exists() or source.is_symlink():
                os.replace(source, target)
                kept.append(str(target))
        except OSError as exc:
            if strict:
                raise os_error("cannot_write", exc, source) from None
    return kept


def _load(
    directory: str | os.PathLike[str] | None, keep_damaged: bool,
) -> tuple[Statistics, Message | None]:
    """``load_statistics``; with ``keep_damaged`` (the caller holds the lock
    and is about to write) a damaged main file is also set aside when its
    backup is used, so the write cannot rotate it over the backup, and a file
    that cannot be set aside is a ``StorageError`` rather than written over."""
    path = stats_path(directory)
    backup = backup_path(path)
    problems: list[Params] = []
    for candidate in (path, backup):
        if not (candidate.exists() or candidate.is_symlink()):
            continue
        try:
            stats, unread = _read_stats(candidate)
        except NewerSchemaError as exc:
            raise NewerSchemaError("newer_statistics_kept", {
                "cause": exc.to_json(), "path": str(candidate)}) from None
        except StorageError as exc:
            problems.append(exc.to_json())
            continue
        if unread and not problems:
            return stats, _games_left_out(path, unread, keep_damaged)
        if candidate == backup and problems:
            if keep_damaged:
                # "{cause} The statistics were restored from their backup. The
                # files were kept as {files}.": two sentences every language has
                kept = _set_aside([(path, ".json")], _aside_name(path), strict=True)
                return stats, Message("autosave_set_aside", {
                    "cause": message("stats_from_backup", cause=problems[0]), "files": kept})
            return stats, Message("stats_from_backup", {"cause": problems[0]})
        return stats, None
    if not problems:
        return Statistics(), None
    kept = _set_aside([(path, ".json"), (backup, ".json.bak")], _aside_name(path),
                      strict=keep_damaged)
    if kept:
        return Statistics(), Message("stats_restarted_kept", {"causes": problems, "files": kept})
    return Statistics(), Message("stats_restarted", {"causes": problems})


def _games_left_out(path: Path, unread: list[UnreadGame], keep_damaged: bool) -> Message:
    """The games of ``path`` that could not be read, told; with
    ``keep_damaged`` (a write follows, which drops them from the file) they
    are first written to a ``statistics-unreadable-<time>.json`` of their
    own, so nothing is lost (``StorageError`` if that cannot be written)."""
    causes = [game.problem.to_json() for game in unread]
    if not keep_damaged:
        return Message("stats_games_left_out", {"causes": causes})
    kept = path.with_name(_aside_name(path) + ".json")
    write_json_atomic(kept, unread_to_json(unread))
    return Message("stats_games_set_aside", {"causes": causes, "files": [str(kept)]})


def load_statistics(
    directory: str | os.PathLike[str] | None = None,
) -> tuple[Statistics, Message | None]:
    """The saved statistics and a message for the player, if any.  Games of
    the file that cannot be read are left out, the rest kept, and the message
    says which (they are kept in a file of their own when the next game is
    counted).  A file damaged as a whole falls back to the backup (the
    message says so; the damaged file is set aside when the next game is
    counted, ``record_finished_game``); if
    both are unusable they are renamed ``statistics-unreadable-<time>.json``
    (kept, never overwritten) and empty statistics are returned with a
    message saying so.  Raises only ``NewerSchemaError``: statistics a newer
    version wrote are refused whole and left as they are, so that no older
    version writes over them."""
    return _load(directory, keep_damaged=False)


def save_statistics(stats: Statistics, directory: str | os.PathLike[str] | None = None) -> Path:
    """Write the statistics atomically, keeping the previous file as ``.bak``
    (the caller holds the file's lock, or nobody else can be writing)."""
    path = stats_path(directory)
    write_json_atomic(path, stats_to_json(stats), backup=True)
    return path


def record_finished_game(
    game: Game,
    levels: Sequence[str],
    human_seat: int = 0,
    directory: str | os.PathLike[str] | None = None,
    first_hand: int = 0,
    abandoned: bool = False,
) -> tuple[Statistics, bool, Message | None]:
    """Load, record ``game`` once, save: what the window calls when a game ends
    (or is given up: ``abandoned``).  ``StorageError`` if they cannot be written (or were
    written by a newer version: ``NewerSchemaError``).

    Returns the statistics, whether the game was new, and a message for the
    player (None if all went well): a damaged ``statistics.json`` is set
    aside as ``statistics-unreadable-<time>.json`` (never written over) and
    the game is added to what its backup holds, or to empty statistics if
    the backup is damaged too; the message says which and where the files
    were kept, so the count is never lower than before without a word.

    The read, the change and the write happen under the statistics file's
    lock, so two windows (or any two processes) finishing games at the same
    moment keep both games."""
    with file_lock(stats_path(directory)):
        stats, notice = _load(directory, keep_damaged=True)
        added = record_game(stats, game, levels, human_seat, first_hand, abandoned)
        if added or notice is not None:
            save_statistics(stats, directory)
    return stats, added, notice


def reset_statistics(directory: str | os.PathLike[str] | None = None) -> Statistics:
    """Start from zero (the previous file stays as ``statistics.json.bak``)."""
    stats = Statistics()
    with file_lock(stats_path(directory)):
        save_statistics(stats, directory)
    return stats
