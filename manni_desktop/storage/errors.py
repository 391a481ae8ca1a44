"""The one refusal storage raises: a message a player can read, never a traceback."""


class StorageError(Exception):
    """A save, statistics or settings file that cannot be read or written.

    ``str()`` is a complete, user-facing sentence; the window shows it as is.
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NewerSchemaError(StorageError):
    """A file written by a newer Manni Desktop: refused whole, never half-read,
    and never replaced by an older save."""
