"""The crash-safe file layer: complete old file or complete new one, never less."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from manni_desktop.storage.atomic import backup_path, read_json, temp_files, write_json_atomic
from manni_desktop.storage.errors import StorageError


def test_round_trip_keeps_the_previous_file_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "file.json"
    write_json_atomic(path, {"n": 1}, backup=True)
    write_json_atomic(path, {"n": 2, "name": "Ásta"}, backup=True)
    assert read_json(path) == {"n": 2, "name": "Ásta"}
    assert read_json(backup_path(path)) == {"n": 1}
    assert not temp_files(path)


def test_without_backup_no_bak_file(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    write_json_atomic(path, [1])
    write_json_atomic(path, [2])
    assert read_json(path) == [2]
    assert not backup_path(path).exists()


def test_disk_full_removes_the_temporary_file_and_keeps_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.json"
    write_json_atomic(path, {"good": True}, backup=True)
    write_json_atomic(path, {"good": "still"}, backup=True)

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("manni_desktop.storage.atomic.os.write", full)
    with pytest.raises(StorageError, match="disk is full") as info:
        write_json_atomic(path, {"good": False}, backup=True)
    assert "previous file is kept" in str(info.value)
    monkeypatch.undo()
    assert read_json(path) == {"good": "still"}
    assert read_json(backup_path(path)) == {"good": True}
    assert not temp_files(path)


def test_folder_that_cannot_be_created(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="Could not create the folder"):
        write_json_atomic(blocker / "data" / "file.json", {})


def test_unwritable_folder_simulated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = os.open

    def denied(path: object, flags: int, mode: int = 0o777) -> int:
        if str(path).endswith(".tmp"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, flags, mode)  # type: ignore[arg-type]

    monkeypatch.setattr("manni_desktop.storage.atomic.os.open", denied)
    with pytest.raises(StorageError, match="permission denied"):
        write_json_atomic(tmp_path / "file.json", {})


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="chmod does not stop root")
def test_unwritable_folder_by_permissions(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "file.json").write_text('{"old": 1}')
    folder.chmod(0o500)
    try:
        with pytest.raises(StorageError, match="permission denied"):
            write_json_atomic(folder / "file.json", {"new": 1}, backup=True)
        assert read_json(folder / "file.json") == {"old": 1}
    finally:
        folder.chmod(0o700)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "empty"),
        (b'{"schema": 1, "record": {"format": "manni-rec', "not valid JSON"),
        (b"\x80\x04\x95pickle", "not a text file"),
        (b"[1, 2,, 3]", "not valid JSON"),
        (b'{"x": NaN}', "not valid JSON"),
    ],
)
def test_bad_files_are_refused_with_a_sentence(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StorageError, match=expected):
        read_json(path)


def test_unreadable_path(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="Could not read"):
        read_json(tmp_path)  # a folder: EISDIR on POSIX, EACCES on Windows
    with pytest.raises(StorageError, match="does not exist"):
        read_json(tmp_path / "missing.json")


def test_written_files_are_plain_json(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    write_json_atomic(path, {"a": [1, "Þ"]})
    assert json.loads(path.read_text("utf-8")) == {"a": [1, "Þ"]}
