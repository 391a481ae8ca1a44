"""Storage's messages in the player's language.

``manni_desktop.storage`` is pure Python: its errors (``StorageError``) and
notices (``messages.Message``) carry a code and parameters besides their
English sentence.  This module words each code through Qt's translations, in
one context ("StorageMessages"), with named parameters (``{path}``,
``{reason}``) so a translator sees what goes where; nested messages (the
source a field belongs to, the cause a message wraps) are worded the same way
in turn, the operating system's reason and a field's expected kind from their
own small tables.

Every string is a literal in a ``QCoreApplication.translate`` call so that
``pyside6-lupdate`` finds it; the tables are built on each call, so a language
switch takes effect at once.  Every place in the window that shows a storage
problem goes through ``describe`` (an exception) or ``word_text`` (a notice),
and ``describe`` also logs the problem (in English, with its code) so that a
player's report carries what they saw: "The game could not be saved: …".
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..storage.errors import StorageError
from ..storage.messages import TEXT, Message, parameter_text

CONTEXT = "StorageMessages"
translate = QCoreApplication.translate  # the name lupdate looks for
_log = logging.getLogger(__name__)
_last_logged: list[str] = []  # the last problem logged: an autosave failing each move, once

PASSED_THROUGH = {TEXT: "text", "source_file": "path"}
"""Codes whose wording is one parameter as it is, in every language (a ready
sentence, a file's path): there is nothing to translate."""

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def templates() -> dict[str, str]:
    """Code → the translated template (every code of ``storage.messages``
    but ``PASSED_THROUGH``)."""
    return {
        # where a problem is (a noun phrase, worded inside a sentence)
        "source_save": translate("StorageMessages", "the save"),
        "source_window_state": translate("StorageMessages", "the window state"),
        "source_statistics": translate("StorageMessages", "the statistics file"),
        "source_statistics_game": translate("StorageMessages", "{source}, game {number}"),
        # the operating system refused
        "cannot_create_folder": translate("StorageMessages",
                                  "Could not create the folder {path}: {reason}."),
        "cannot_write": translate("StorageMessages",
                          "Could not write {path}: {reason}. The previous file is kept."),
        "cannot_read": translate("StorageMessages", "Could not read {path}: {reason}."),
        "cannot_open_lock": translate("StorageMessages",
                              "Could not open the lock file {path}: {reason}."),
        "cannot_lock": translate("StorageMessages", "Could not lock {path}: {reason}."),
        "cannot_remove": translate("StorageMessages", "Could not remove {path}: {reason}."),
        "lock_timeout": translate("StorageMessages",
                          "{path} is being written by another Manni Desktop for too long; "
                          "nothing was changed."),
        # the bytes are not a JSON file
        "too_large": translate("StorageMessages",
            "{path} is too large to be a Manni Desktop file."),
        "empty": translate("StorageMessages", "{path} is empty (it may have been cut off)."),
        "not_utf8": translate("StorageMessages", "{path} is not a text file (not UTF-8)."),
        "not_json": translate("StorageMessages",
                      "{path} is not valid JSON: it may be truncated or damaged."),
        "not_json_at": translate("StorageMessages",
                         "{path} is not valid JSON (line {line}, column {column}): "
                         "it may be truncated or damaged."),
        # fields
        "bad_field": translate("StorageMessages", "{source}: '{field}' must be {expected}."),
        "bad_choice": translate("StorageMessages", "{source}: '{field}' must be one of {choices}."),
        # saves
        "save_not_object": translate("StorageMessages",
                             "{source} is not a Manni Desktop save (not a JSON object)."),
        "save_no_schema": translate("StorageMessages",
                            "{source} is not a Manni Desktop save (no valid schema number)."),
        "newer_save": translate("StorageMessages",
                        "{source} was written by a newer version of Manni Desktop "
                        "(schema {schema}); this version reads up to schema {supported}."),
        "not_manni_save": translate("StorageMessages",
            "{source} was not written by Manni Desktop."),
        "no_record": translate("StorageMessages", "{source} holds no game record."),
        "record_invalid": translate("StorageMessages",
                            "The game record in {source} is invalid: {detail}."),
        "record_unreplayable": translate("StorageMessages",
                                 "The game record in {source} cannot be replayed "
                                 "({error}: {detail})."),
        "plain_record": translate("StorageMessages",
                          "{source} is a plain game record; it was opened as a saved game."),
        # the autosave
        "autosave_unusable": translate("StorageMessages",
                               "The saved game could not be restored. {cause}"),
        "autosave_and_backup_unusable": translate(
            "StorageMessages", "The saved game could not be restored. {cause} "
            "The backup could not be used either: {backup_cause}"),
        "autosave_set_aside": translate("StorageMessages",
            "{cause} The files were kept as {files}."),
        "autosave_interrupted": translate("StorageMessages",
                                  "The last autosave was interrupted; the game continues "
                                  "from the one before."),
        "autosave_from_backup": translate("StorageMessages",
                                  "{cause} The backup of the previous move was used instead."),
        "newer_autosave_kept": translate("StorageMessages",
                                 "{cause} It was left as it is for that version, and this "
                                 "version does not save games automatically until it is "
                                 "updated ({path})."),
        # settings
        "folder_shared": translate("StorageMessages",
                           "Other users of this computer may change the files in {path}: "
                           "they could replace your saved games or settings there. A "
                           "folder only you can write to is safer."),
        "newer_settings_kept": translate("StorageMessages",
                                 "{path} was written by a newer version of Manni Desktop "
                                 "(schema {schema}); it was left as it is, and changes made "
                                 "here are not saved until this version is updated."),
        # statistics
        "stats_not_object": translate("StorageMessages",
                              "{source} is not a statistics file (not a JSON object)."),
        "stats_no_schema": translate("StorageMessages",
                             "{source} is not a statistics file (no valid schema number)."),
        "newer_statistics": translate("StorageMessages",
                              "These statistics were written by a newer version of Manni "
                              "Desktop (schema {schema}); this version reads up to schema "
                              "{supported}."),
        "newer_statistics_kept": translate("StorageMessages",
                                   "{cause} They were left as they are and nothing is "
                                   "counted until this version is updated ({path})."),
        "stats_game_not_object": translate("StorageMessages",
            "{source}: a game must be a JSON object."),
        "unknown_contract": translate("StorageMessages",
            "{source}: unknown contract kind '{kind}'."),
        "bad_contract": translate("StorageMessages",
                          "{source}: contract '{kind}' must be [hands, net, tricks]."),
        "stats_from_backup": translate("StorageMessages",
                               "{cause} The statistics were restored from their backup."),
        "stats_restarted": translate("StorageMessages",
                             "{causes} The statistics start again from zero."),
        "stats_games_left_out": translate("StorageMessages",
                                  "{causes} The games that cannot be read are left out; "
                                  "every other game is counted as before."),
        "stats_games_set_aside": translate("StorageMessages",
                                   "{causes} The games that cannot be read were kept in "
                                   "{files}; every other game is counted as before."),
        "stats_restarted_kept": translate("StorageMessages",
                                  "{causes} The statistics start again from zero; the old "
                                  "files were kept as {files}."),
    }


def reasons() -> dict[str, str]:
    """The ``reason`` parameter: why the operating system refused."""
    return {
        "disk_full": translate("StorageMessages", "the disk is full"),
        "permission": translate("StorageMessages", "permission denied"),
        "read_only": translate("StorageMessages", "the disk is read-only"),
        "missing": translate("StorageMessages", "it does not exist"),
        "is_folder": translate("StorageMessages", "it is a folder"),
        "not_folder": translate("StorageMessages", "a file stands where a folder should be"),
        "not_regular": translate("StorageMessages",
                         "it is not a regular file (a pipe, a device or a socket)"),
        "not_text": translate("StorageMessages",
                      "a name in it is not valid text (it holds a lone surrogate)"),
        "too_large": translate("StorageMessages",
                       "the game is too long: the file would be over 16 MiB, "
                       "more than Manni Desktop opens"),
        # the system's own words, in the system's language
        "other": translate("StorageMessages", "the system says: {strerror}"),
    }


def expected_kinds() -> dict[str, str]:
    """The ``expected`` parameter of ``bad_field``: what a field should hold."""
    return {
        "string": translate("StorageMessages", "a string"),
        "whole_number": translate("StorageMessages", "a whole number"),
        "number_or_string": translate("StorageMessages", "a number or a string"),
        "boolean": translate("StorageMessages", "true or false"),
        "object": translate("StorageMessages", "a JSON object"),
        "list": translate("StorageMessages", "a list"),
        "list_of_strings": translate("StorageMessages", "a list of strings"),
        "list_of_whole_numbers": translate("StorageMessages", "a list of whole numbers"),
        "list_of_levels": translate("StorageMessages", "a list of levels or nulls"),
    }


def word(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The message ``code`` with ``params`` in the current language; an
    unknown code (a newer bot process, a hand-made error) as it is."""
    params = params or {}
    if code in PASSED_THROUGH:
        return str(params.get(PASSED_THROUGH[code], ""))
    template = templates().get(code)
    if template is None:
        return code
    # one pass, so a parameter's text ({...} in a path) is never substituted again
    text = _PLACEHOLDER.sub(
        lambda m: _value(m.group(1), params[m.group(1)], params)
        if m.group(1) in params else m.group(0), template)
    if code.startswith("source_"):
        return text  # a noun phrase: its sentence decides the capital
    return text[:1].upper() + text[1:]


def _value(name: str, raw: object, params: Mapping[str, Any]) -> str:
    return parameter_text(name, raw, params, reasons=reasons(), expected=expected_kinds(),
                          word=word, number=QLocale().toString)


def describe(exc: BaseException) -> str:
    """What to show the player for ``exc``: a ``StorageError`` worded from its
    code, anything else (an ``OSError``, a ``ValueError``) as its text; the
    problem logged (once while it repeats)."""
    _log_problem(exc)
    if isinstance(exc, StorageError):
        return word(exc.code, exc.params)
    return str(exc) or type(exc).__name__


def _log_problem(exc: BaseException) -> None:
    code = exc.code if isinstance(exc, StorageError) else type(exc).__name__
    entry = f"{code}: {exc}"
    if _last_logged == [entry]:
        return
    _last_logged[:] = [entry]
    _log.warning("storage problem shown to the player (%s)", entry)


def word_text(text: str) -> str:
    """A notice storage returned (``messages.Message``) in the current
    language; a plain string as it is."""
    if isinstance(text, Message):
        return word(text.code, text.params)
    return text
