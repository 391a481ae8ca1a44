"""Reading a file for the record viewer, with the checks and words of Open….

``read_record_steps`` runs on ``file_loader``'s worker thread: the file goes
through every check Open… makes (a large file vetted in the bot process
first), so a bad file fails with the same ``StorageError`` and the window
words it as Open… does.  The viewer then
steps through the record exactly as the file holds it: a record that stops
between hands is not given a next hand from a seed, as opening it to play
would.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from ...engine.record_steps import RecordSteps, record_steps
from ...storage import StorageError
from ...storage.atomic import read_json
from ...storage.messages import source_file
from ...storage.save_format import game_from_payload, migrate
from ..file_filters import open_filter
from ..file_loader import vetted_game_data


def read_record_steps(path: str) -> RecordSteps:
    """The positions of the game in ``path`` (a save or a bare record);
    ``StorageError`` for anything Open… would refuse, and for nothing else.

    The file is read once: every check Open… makes and the steps are taken
    from the same bytes (a large file's data read in the bot process, else
    the window's own read), so a file replaced while it is read is either
    opened whole or refused with a message, never half-read."""
    source = source_file(Path(path))
    data = vetted_game_data(path)  # a large file: read in the bot process
    if data is None:
        data = read_json(Path(path))
    game_from_payload(data, source)  # Open…'s checks, on the bytes read here
    payload, _schema = migrate(data, source)
    if "record" not in payload:  # game_from_payload refused it already
        raise StorageError("no_record", {"source": source})
    try:
        return record_steps(payload["record"])
    except ValueError as exc:  # RecordProblem: game_from_payload let it pass, so unlikely
        raise StorageError("record_invalid", {"source": source, "detail": str(exc)}) from None
    except Exception as exc:  # noqa: BLE001 - whatever the file holds, a message, no traceback
        raise StorageError("record_unreplayable", {
            "source": source, "error": type(exc).__name__, "detail": str(exc)}) from None


def choose_record(parent: QWidget, folder: str) -> str:
    """The file dialog of Game → Watch a record…, as Open…'s ('' if cancelled)."""
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("RecordViewer", "Watch a record"), folder,
        open_filter())
    return path
