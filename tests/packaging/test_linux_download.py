"""The Linux download (issue 35): the one-folder build with a launcher that runs
it in place, so a portable start unpacks nothing (as fast as installed, and
fine where /tmp is mounted noexec); install.sh in it installs the same folder."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from .loader import load

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the Linux download")


def _built_folder(dist: Path) -> None:
    """A stand-in for PyInstaller's one-folder build: its program reads a file
    of _internal, so it only works with the whole folder beside it."""
    folder = dist / "manni-desktop-folder"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libQt6Core.so.6").write_text("qt\n", encoding="utf-8")
    program = folder / "manni-desktop"
    program.write_text('#!/bin/sh\nhere=$(dirname "$(readlink -f "$0")")\n'
                       'cat "$here/_internal/libQt6Core.so.6"\necho "args: $*"\n',
                       encoding="utf-8")
    program.chmod(0o755)


def test_one_download_runs_in_place_and_installs(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    build = load("build")
    dist = tmp_path / "dist"
    _built_folder(dist)
    work = tmp_path / "work"
    (work / "manni-desktop" / "notices").mkdir(parents=True)
    (work / "manni-desktop" / "notices" / build.NOTICES_FILE).write_text("notices\n")
    monkeypatch.setattr(build, "DIST", dist)
    monkeypatch.setattr(build, "RELEASE", dist / "release")
    monkeypatch.setattr(build, "WORK", work)
    (dist / "release").mkdir()
    downloads = build.package_linux("9.8.7")
    assert [d.name for d in downloads] == [f"manni-desktop-9.8.7-linux-{build.arch_name()}.tar.gz"]
    unpacked = tmp_path / "unpacked"
    with tarfile.open(downloads[0]) as archive:
        names = archive.getnames()
        archive.extractall(unpacked, filter="tar")
    assert "manni-desktop-9.8.7/program/_internal/libQt6Core.so.6" in names
    assert "manni-desktop-9.8.7/install.sh" in names and build.METAINFO in {
        Path(n).name for n in names}
    # Run in place, from another folder, with no usable temporary folder at all.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(tmp_path / "none")}
    ran = subprocess.run([str(unpacked / "manni-desktop-9.8.7" / "manni-desktop"), "a b.manni"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    assert ran.stdout == "qt\nargs: a b.manni\n"
    home = tmp_path / "home"
    env["HOME"] = str(home)
    subprocess.run(["sh", str(unpacked / "manni-desktop-9.8.7" / "install.sh")], env=env,
                   check=True, capture_output=True)
    assert (home / ".local/lib/manni-desktop/_internal/libQt6Core.so.6").is_file()
