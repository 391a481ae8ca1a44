"""The Windows portable download is the one-folder build zipped
(``packaging/portable_zip.py``): unpacked, its program is the installed
program's folder, so it starts as fast (the one-file .exe unpacked 79 MB at
every start: 1.54× slower to first paint under Wine)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from .loader import ROOT, load


def test_the_zip_holds_the_folder_and_the_licence_under_one_top_folder(tmp_path: Path) -> None:
    folder = tmp_path / "manni-desktop-folder"
    (folder / "_internal" / "PySide6").mkdir(parents=True)
    (folder / "manni-desktop.exe").write_bytes(b"MZ stand-in")
    (folder / "_internal" / "PySide6" / "Qt6Core.dll").write_bytes(b"\x00" * 1000)
    (folder / "_internal" / "THIRD-PARTY-NOTICES.txt").write_text("notices\n", encoding="utf-8")
    target = load("portable_zip").make_portable_zip(
        folder, tmp_path / "out" / "m.zip", "manni-desktop-9.9", ROOT / "LICENSE")
    with zipfile.ZipFile(target) as archive:
        assert archive.testzip() is None
        names = sorted(archive.namelist())
        assert names == [
            "manni-desktop-9.9/LICENSE.txt",
            "manni-desktop-9.9/_internal/PySide6/Qt6Core.dll",
            "manni-desktop-9.9/_internal/THIRD-PARTY-NOTICES.txt",
            "manni-desktop-9.9/manni-desktop.exe",
        ]
        assert archive.read("manni-desktop-9.9/manni-desktop.exe") == b"MZ stand-in"
        assert archive.read("manni-desktop-9.9/LICENSE.txt") == (ROOT / "LICENSE").read_bytes()


def test_the_windows_download_is_the_zip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = load("build")
    folder = tmp_path / "manni-desktop-folder"
    folder.mkdir()
    (folder / "manni-desktop.exe").write_bytes(b"MZ")
    monkeypatch.setattr(build, "RELEASE", tmp_path / "release")
    monkeypatch.setattr(build, "folder_path", lambda system=None: folder / "manni-desktop.exe")
    download = build.package_windows("1.2.3")
    assert download.name == f"manni-desktop-1.2.3-windows-{build.arch_name()}.zip"
    with zipfile.ZipFile(download) as archive:
        assert "manni-desktop-1.2.3/manni-desktop.exe" in archive.namelist()
