"""The one refusal storage raises: a code and parameters the window words in
the player's language, and an English sentence for everyone else — never a
traceback."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .messages import NEWER_CODES, TEMPLATES, TEXT, Message, Params, is_message


class StorageError(Exception):
    """A save, statistics or settings file that cannot be read or written.

    ``code`` is one of ``messages.TEMPLATES`` and ``params`` its JSON-able
    parameters; ``str()`` and ``message`` are the complete English sentence
    (the command line and the logs show it), the window words ``code`` and
    ``params`` itself (``gui/storage_messages.py``).

    A sentence with no code (``StorageError("The disk is read-only.")``, as a
    test's stand-in raises) is kept as the ``text`` code, shown as it is.
    """

    def __init__(self, code: str, params: Mapping[str, Any] | None = None) -> None:
        if code not in TEMPLATES and params is None:
            code, params = TEXT, {"text": code}
        self.message = Message(code, params)
        super().__init__(str(self.message))

    @property
    def code(self) -> str:
        return self.message.code

    @property
    def params(self) -> Params:
        return self.message.params

    def to_json(self) -> Params:
        """``{"code": ..., "params": ...}``: plain data that crosses a process
        boundary (the bot process checks large files) with its code intact."""
        return self.message.to_json()

    @staticmethod
    def from_json(data: object) -> StorageError:
        """The error ``to_json`` described (a ``NewerSchemaError`` for a newer
        version's file); a malformed description becomes a ``text`` error."""
        if not is_message(data):
            return StorageError(TEXT, {"text": str(data)})
        assert isinstance(data, Mapping)
        code, params = data["code"], dict(data["params"])
        kind = NewerSchemaError if code in NEWER_CODES else StorageError
        return kind(code, params)

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.code, self.params)


class NewerSchemaError(StorageError):
    """A file written by a newer Manni Desktop: refused whole, never half-read,
    and never replaced by an older save."""
