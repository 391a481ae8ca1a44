"""Watch a record… on a file that changes while it is read (reliability review
2026-12-04, finding 7): the viewer reads it once, so the file is either watched
whole or refused with Open…'s message; nothing escapes the menu slot and the
game on the table is untouched."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine import new_game
from manni_desktop.engine.record_steps import RecordSteps
from manni_desktop.gui import file_loader
from manni_desktop.gui.viewer import RecordViewer, opening, read_record_steps
from manni_desktop.storage import atomic

from .table_helpers import make_window, settle
from .test_saves_window import Recorder


def good_and_bad(folder: Path) -> tuple[Path, Path, Path]:
    """A good save, a file without "record", and a symlink to the good one."""
    good = storage.save_game_as(folder / "good", new_game("hornafjardar", None, seed=5), {})
    bad = folder / "bad.manni.json"
    bad.write_text(json.dumps({"schema": 2, "app": "manni-desktop", "window": {}}),
                   encoding="utf-8")
    link = folder / "flip.manni.json"
    link.symlink_to(good)
    return good, bad, link


def point(link: Path, target: Path) -> None:
    """Turn ``link`` to ``target`` atomically (a reader sees one or the other)."""
    temp = link.with_name(link.name + ".new")
    temp.unlink(missing_ok=True)
    temp.symlink_to(target)
    os.replace(temp, link)


def flip_after_vet(monkeypatch: pytest.MonkeyPatch, link: Path, bad: Path) -> list[str]:
    """The vet (the bot process's read of a large file) sees the good file but
    cannot hand its data over (the process went away), so the window reads
    the file itself, after it was replaced by one without "record"."""
    vetted: list[str] = []
    real = file_loader.vetted_game_data

    def vet_then_flip(path: str) -> None:
        assert real(path) is None  # a small file: the window reads it
        storage.open_game(path)  # the vet's own read: the good file passes
        vetted.append(path)
        point(link, bad)

    monkeypatch.setattr(opening, "vetted_game_data", vet_then_flip)
    return vetted


def test_a_file_replaced_after_the_vet_is_refused_with_a_message(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _good, bad, link = good_and_bad(tmp_path)
    vetted = flip_after_vet(monkeypatch, link, bad)
    with pytest.raises(storage.StorageError) as caught:
        read_record_steps(str(link))
    assert vetted == [str(link)]
    assert caught.value.code == "no_record"
    assert "holds no game record" in str(caught.value)


def test_the_file_is_read_once_and_the_steps_come_from_that_read(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Every read after the first would see a file without "record" (the
    review's KeyError: 'record' came from the third read)."""
    good, bad, link = good_and_bad(tmp_path)
    reads: list[Path] = []
    real = atomic._read_regular_file

    def read_then_flip(path: Path) -> bytes:
        reads.append(Path(path))
        raw = real(path)
        point(link, bad)
        return raw

    monkeypatch.setattr(atomic, "_read_regular_file", read_then_flip)
    steps = read_record_steps(str(link))
    assert isinstance(steps, RecordSteps)
    assert reads == [link]
    assert good.exists()


def test_a_symlink_flipping_in_a_thread_never_raises_anything_else(tmp_path: Path) -> None:
    """The review's repro, shortened: every try opens or is refused in words."""
    good, bad, link = good_and_bad(tmp_path)
    stop = threading.Event()

    def flip() -> None:
        target = bad
        while not stop.is_set():
            point(link, target)
            target = good if target == bad else bad

    flipper = threading.Thread(target=flip, daemon=True)
    flipper.start()
    outcomes: dict[str, int] = {"opened": 0, "refused": 0}
    try:
        for _ in range(40):
            try:
                read_record_steps(str(link))
            except storage.StorageError:
                outcomes["refused"] += 1
            else:
                outcomes["opened"] += 1
    finally:
        stop.set()
        flipper.join()
    assert sum(outcomes.values()) == 40


def test_watch_a_record_on_a_changing_file_says_so_and_keeps_the_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(qtbot, seed=15)
    settle(qtbot, window)
    before = window.controller.session.game_copy().to_record()
    generation = window.controller.generation
    _good, bad, link = good_and_bad(tmp_path)
    flip_after_vet(monkeypatch, link, bad)
    warn = Recorder()
    monkeypatch.setattr(QMessageBox, "warning", warn)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(link), ""))
    window.watch_action.trigger()
    assert len(warn.calls) == 1
    title, text = warn.calls[0]
    assert title == "Watch a record"
    assert text.startswith("This file cannot be opened as a Manni game.")
    assert "holds no game record" in text
    assert not window.findChildren(RecordViewer)
    assert window.controller.session.game_copy().to_record() == before
    assert window.controller.generation == generation
