"""What storage has to say, as a code and parameters, and its English wording.

Storage is pure Python and runs in the window, on the command line and in the
bot process, so it cannot word a message in the player's language.  Every
problem (``StorageError``) and every notice (a backup was used, a plain record
was opened) is therefore a code from ``TEMPLATES`` and a dict of JSON-able
parameters: the window words it through Qt's translations
(``gui/storage_messages.py``), the command line and the logs read the English
sentence ``english()`` makes from ``TEMPLATES``, the one place each English
wording lives.

Parameters are plain values (paths as ``str``, numbers, field names), a
nested message ``{"code": ..., "params": ...}`` where one message wraps
another (the source a field belongs to, the cause of a failed restore), or a
list of those.  Two small code sets stand inside parameters: ``reason`` (why
the operating system refused, ``REASONS``) and ``expected`` (what a field
should have held, ``EXPECTED``).
"""

from __future__ import annotations

import errno
import re
from collections.abc import Callable, Mapping
from typing import Any

from ..engine.untrusted import is_whole

Params = dict[str, Any]

TEXT = "text"
"""The code of a ready sentence from outside storage (a test's stand-in, a
caller with no code): ``params["text"]`` is shown as it is."""

TEMPLATES: dict[str, str] = {
    TEXT: "{text}",
    # -- where a problem is: nested as the ``source`` parameter -----------------------
    "source_file": "{path}",
    "source_save": "The save",
    "source_window_state": "the window state",
    "source_statistics": "The statistics file",
    "source_statistics_game": "{source}, game {number}",
    # -- the operating system refused (atomic.py, locking.py, saves.py) -------------
    "cannot_create_folder": "Could not create the folder {path}: {reason}.",
    "cannot_write": "Could not write {path}: {reason}. The previous file is kept.",
    "cannot_read": "Could not read {path}: {reason}.",
    "cannot_open_lock": "Could not open the lock file {path}: {reason}.",
    "cannot_lock": "Could not lock {path}: {reason}.",
    "cannot_remove": "Could not remove {path}: {reason}.",
    "lock_timeout": "{path} is being written by another Manni Desktop for too long; "
                    "nothing was changed.",
    # -- the bytes are not a JSON file (atomic.py) -------------------------------------
    "too_large": "{path} is too large to be a Manni Desktop file.",
    "empty": "{path} is empty (it may have been cut off).",
    "not_utf8": "{path} is not a text file (not UTF-8).",
    "not_json": "{path} is not valid JSON: it may be truncated or damaged.",
    "not_json_at": "{path} is not valid JSON (line {line}, column {column}): "
                   "it may be truncated or damaged.",
    # -- fields of a save or of the statistics ----------------------------------------
    "bad_field": "{source}: '{field}' must be {expected}.",
    "bad_choice": "{source}: '{field}' must be one of {choices}.",
    # -- saves (saves.py) ---------------------------------------------------------------
    "save_not_object": "{source} is not a Manni Desktop save (not a JSON object).",
    "save_no_schema": "{source} is not a Manni Desktop save (no valid schema number).",
    # ``source`` too, which the window shows; the English sentence is older than it
    "newer_save": "This save was written by a newer version of Manni Desktop "
                  "(schema {schema}); this version reads up to schema {supported}.",
    "not_manni_save": "{source} was not written by Manni Desktop.",
    "no_record": "{source} holds no game record.",
    "record_invalid": "The game record in {source} is invalid: {detail}.",
    "record_unreplayable": "The game record in {source} cannot be replayed "
                           "({error}: {detail}).",
    "plain_record": "{source} is a plain game record; it was opened as a saved game.",
    # -- the autosave (saves.py) --------------------------------------------------------
    "autosave_unusable": "The saved game could not be restored. {cause}",
    "autosave_and_backup_unusable": "The saved game could not be restored. {cause} "
                                    "The backup could not be used either: {backup_cause}",
    "autosave_set_aside": "{cause} The files were kept as {files}.",
    "autosave_interrupted": "The last autosave was interrupted; the game continues "
                            "from the one before.",
    "autosave_from_backup": "{cause} The backup of the previous move was used instead.",
    "newer_autosave_kept": "{cause} It was left as it is for that version, and this "
                           "version does not save games automatically until it is "
                           "updated ({path}).",
    # -- statistics (stats.py) ----------------------------------------------------------
    "stats_not_object": "{source} is not a statistics file (not a JSON object).",
    "stats_no_schema": "{source} is not a statistics file (no valid schema number).",
    "newer_statistics": "These statistics were written by a newer version of Manni Desktop "
                        "(schema {schema}); this version reads up to schema {supported}.",
    "newer_statistics_kept": "{cause} They were left as they are and nothing is counted "
                             "until this version is updated ({path}).",
    "stats_game_not_object": "{source}: a game must be a JSON object.",
    "unknown_contract": "{source}: unknown contract kind '{kind}'.",
    "bad_contract": "{source}: contract '{kind}' must be [hands, net, tricks].",
    # -- settings (settings.py) ---------------------------------------------------------
    "folder_shared": "Other users of this computer may change the files in {path}: "
                     "they could replace your saved games or settings there. A folder "
                     "only you can write to is safer.",
    "newer_settings_kept": "{path} was written by a newer version of Manni Desktop "
                           "(schema {schema}); it was left as it is, and changes made "
                           "here are not saved until this version is updated.",
    "stats_from_backup": "{cause} The statistics were restored from their backup.",
    "stats_restarted": "{causes} The statistics start again from zero.",
    "stats_games_left_out": "{causes} The games that cannot be read are left out; "
                            "every other game is counted as before.",
    "stats_games_set_aside": "{causes} The games that cannot be read were kept in "
                             "{files}; every other game is counted as before.",
    "stats_restarted_kept": "{causes} The statistics start again from zero; the old files "
                            "were kept as {files}.",
}
"""Code → English template; ``{name}`` is a parameter."""

NEWER_CODES = frozenset({"newer_save", "newer_statistics", "newer_statistics_kept",
                         "newer_autosave_kept", "newer_settings_kept"})
"""Codes of a file a newer version wrote (raised as ``NewerSchemaError``)."""

REASONS: dict[str, str] = {
    "disk_full": "the disk is full",
    "permission": "permission denied",
    "read_only": "the disk is read-only",
    "missing": "it does not exist",
    "is_folder": "it is a folder",
    "not_folder": "a file stands where a folder should be",
    "not_regular": "it is not a regular file (a pipe, a device or a socket)",
    "not_text": "a name in it is not valid text (it holds a lone surrogate)",
    "too_large": "the game is too long: the file would be over 16 MiB, "
                 "more than Manni Desktop opens",
    "other": "{strerror}",
}
"""The ``reason`` parameter: why the operating system refused."""

EXPECTED: dict[str, str] = {
    "string": "a string",
    "whole_number": "a whole number",
    "number_or_string": "a number or a string",
    "boolean": "true or false",
    "object": "a JSON object",
    "list": "a list",
    "list_of_strings": "a list of strings",
    "list_of_whole_numbers": "a list of whole numbers",
    "list_of_levels": "a list of levels or nulls",
}
"""The ``expected`` parameter of ``bad_field``: what the field should hold."""

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def os_reason(exc: OSError) -> Params:
    """The ``reason`` (and, for ``other``, the system's own ``strerror``) of an
    ``OSError``: the parameters every ``cannot_*`` message carries."""
    code = exc.errno
    if code == errno.ENOSPC:
        return {"reason": "disk_full"}
    if code in (errno.EACCES, errno.EPERM):
        return {"reason": "permission"}
    if code == errno.EROFS:
        return {"reason": "read_only"}
    if code == errno.ENOENT:
        return {"reason": "missing"}
    if code == errno.EISDIR:
        return {"reason": "is_folder"}
    if code == errno.ENOTDIR:
        return {"reason": "not_folder"}
    if code == errno.EINVAL and exc.strerror == "not a regular file":
        return {"reason": "not_regular"}
    return {"reason": "other", "strerror": exc.strerror or str(exc) or type(exc).__name__}


def message(code: str, **params: Any) -> Params:
    """A nested message for a parameter: ``{"code": code, "params": params}``."""
    return {"code": code, "params": params}


def source_file(path: object) -> Params:
    return message("source_file", path=str(path))


def is_message(value: object) -> bool:
    """Whether ``value`` is a nested ``{"code", "params"}`` message."""
    return (isinstance(value, Mapping) and isinstance(value.get("code"), str)
            and isinstance(value.get("params"), Mapping))


def english(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The English sentence for ``code`` with ``params`` (nested messages
    worded in turn).  An unknown code is shown as it is, never an error: a
    message must always come out."""
    params = params or {}
    template = TEMPLATES.get(code)
    if template is None:
        return code

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in params:
            return match.group(0)
        return english_value(name, params[name], params)

    return _PLACEHOLDER.sub(value, template)


def english_value(name: str, raw: object, params: Mapping[str, Any]) -> str:
    """One parameter in English (see ``parameter_text``)."""
    return parameter_text(name, raw, params, reasons=REASONS, expected=EXPECTED, word=english)


def parameter_text(name: str, raw: object, params: Mapping[str, Any], *,
                   reasons: Mapping[str, str], expected: Mapping[str, str],
                   word: Callable[[str, Mapping[str, Any]], str],
                   number: Callable[[int], str] = str) -> str:
    """One parameter in words, with a language's ``reasons`` and ``expected``
    tables and its ``word`` for nested messages (English here, the window's
    language in gui/storage_messages.py): nested messages as sentences (a
    list of them joined by spaces), other lists joined by commas."""
    if name == "reason" and isinstance(raw, str):
        reason = reasons.get(raw)
        if reason is None:
            return raw
        return reason.replace("{strerror}", str(params.get("strerror", raw)))
    if name == "expected" and isinstance(raw, str):
        return expected.get(raw, raw)
    if is_message(raw):
        assert isinstance(raw, Mapping)
        return word(raw["code"], raw["params"])
    if isinstance(raw, list | tuple):
        if all(is_message(item) for item in raw):
            return " ".join(word(item["code"], item["params"]) for item in raw)
        return ", ".join(str(item) for item in raw)
    if is_whole(raw):
        return number(raw)
    return str(raw)


class Message(str):
    """A notice for the player: the English sentence (so callers that print
    it, compare it or search it need nothing new) that also carries its
    ``code`` and ``params`` for the window to word in the player's language."""

    code: str
    params: Params

    def __new__(cls, code: str, params: Mapping[str, Any] | None = None) -> Message:
        params = dict(params or {})
        self = super().__new__(cls, english(code, params))
        self.code = code
        self.params = params
        return self

    def __getnewargs__(self) -> tuple[str, Params]:  # type: ignore[override]
        return self.code, self.params  # pickled as its code, not its English

    def to_json(self) -> Params:
        return {"code": self.code, "params": self.params}
