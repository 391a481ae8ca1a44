"""A window killed between the autosave's two renames: the data folder holds
the previous save as ``autosave.json.bak``, the newest one, whole and
fsynced, in its temporary file, and no ``autosave.json``.  The next start
(the lock, its clean-up of killed writes, then Continue) must use the newest
complete save, not delete it for the one-move-older backup (the reliability
review's finding 4).  The folder is laid out here exactly as the kill leaves
it: ``write_bytes_atomic``'s own steps, stopped after the first rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine import Game
from manni_desktop.gui.app import take_the_data_folder
from manni_desktop.gui.single_instance import SingleInstance
from manni_desktop.storage.atomic import backup_path, encode_json
from manni_desktop.storage.save_format import make_payload
from tests.storage.random_play import WINDOW, game_after

from .test_saves_window import Recorder, answer_prompt_later, open_window

SEED = 7


def killed_between_renames(folder: Path, previous: Game, newest: Game,
                           whole: bool = True) -> Path:
    """The autosave folder as a kill between the renames leaves it; the
    temporary file (cut short unless ``whole``: a damaged disk)."""
    path = storage.write_autosave(previous, WINDOW, folder)  # autosave.json = previous
    payload = encode_json(make_payload(newest, WINDOW), compact=True)
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    os.write(fd, payload if whole else payload[: len(payload) // 2])
    os.fsync(fd)
    os.close(fd)
    os.replace(path, backup_path(path))  # the first rename; the kill comes here
    assert not path.exists()
    return Path(name)


@pytest.mark.parametrize("whole", [True, False])
def test_the_start_after_a_kill_between_the_renames(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, whole: bool
) -> None:
    previous, newest = game_after(SEED, 40), game_after(SEED, 41)
    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    temp = killed_between_renames(folder, previous, newest, whole)

    instance = SingleInstance(folder)
    try:
        assert take_the_data_folder(instance) is True  # cleans up after killed writes
        warn = Recorder()
        monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", warn)
        window = open_window(qtbot)
        answer_prompt_later(qtbot, "continue", [])
        window.start_session()
        expected = newest if whole else previous
        assert window.controller.record()["hands"] == expected.to_record()["hands"]
        if whole:  # nothing was lost: nothing to tell
            assert warn.calls == []
        else:  # the temporary file did not read whole: the backup, and the player told
            assert len(warn.calls) == 1 and "interrupted" in warn.calls[0][1]
        assert not temp.exists()
        window.store.flush()
        names = sorted(p.name for p in folder.iterdir() if "autosave" in p.name)
        assert names == ["autosave.json", "autosave.json.bak"]
    finally:
        instance.release()


def test_the_newest_whole_temporary_file_is_the_one_kept(tmp_path: Path) -> None:
    """Two temporary files (an older write's, the interrupted one): the newer
    that reads whole becomes the autosave."""
    older, previous, newest = (game_after(SEED, n) for n in (39, 40, 41))
    killed_between_renames(tmp_path, previous, newest)
    stale = killed_between_renames(tmp_path / "other", previous, older)
    moved = tmp_path / stale.name
    os.replace(stale, moved)
    os.utime(moved, (1_000_000, 1_000_000))  # written long before
    storage.atomic.remove_stale_temps(tmp_path)  # what the start does
    saved = storage.load_autosave(tmp_path)
    assert saved is not None and saved.notice is None
    assert saved.game.to_record() == newest.to_record()
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == [
        "autosave.json", "autosave.json.bak"]
