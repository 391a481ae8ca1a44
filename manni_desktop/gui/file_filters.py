"""The file dialogs' filters and suggested suffixes, in one place so Save as…,
Open…, Export record… and Watch a record… agree on the one extension.

Saves and records are written as ``*.manni`` (the only extension Windows and
macOS can associate: they match the part after the last dot); the open
dialogs also show ``*.json``, which covers ``*.manni.json`` from older
versions and records written by other programs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

RECORD_SUFFIX = ".record.manni"  # an exported record: the save's extension, told apart by name


def save_filter() -> str:
    """Save as…: a Manni game."""
    return QCoreApplication.translate("MainWindow", "Manni games (*.manni)")


def record_filter() -> str:
    """Export record…: a bare game record, with the same extension."""
    return QCoreApplication.translate("MainWindow", "Manni game records (*.manni)")


def open_filter() -> str:
    """Open… and Watch a record…: both extensions, then everything."""
    return QCoreApplication.translate(
        "MainWindow",
        "Manni games and records (*.manni *.json);;All files (*)")
