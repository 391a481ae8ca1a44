"""packaging/linux/install.sh puts the program, menu entry and icon in place, and removes them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .loader import ROOT

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the Linux download's installer")


def _unpacked(folder: Path) -> Path:
    """The tarball's layout, with a stand-in program."""
    icon = ROOT / "assets" / "icon"
    folder.mkdir()
    (folder / "manni-desktop").write_text("#!/bin/sh\necho manni\n", encoding="utf-8")
    (folder / "manni-desktop").chmod(0o755)
    shutil.copy2(ROOT / "packaging" / "linux" / "manni-desktop.desktop", folder)
    shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", folder)
    shutil.copy2(icon / "manni-desktop.png", folder)
    shutil.copy2(icon / "manni-desktop.svg", folder)
    shutil.copy2(ROOT / "LICENSE", folder)
    shutil.copy2(ROOT / "packaging" / "linux" / "manni-desktop-mime.xml", folder)
    (folder / "THIRD-PARTY-NOTICES.txt").write_text("Qt 6 (LGPL-3.0-only)\n", encoding="utf-8")
    return folder


def test_install_and_uninstall(tmp_path: Path) -> None:
    folder = _unpacked(tmp_path / "manni-desktop-0.1.0")
    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    program = home / ".local" / "bin" / "manni-desktop"
    entry = home / ".local" / "share" / "applications" / "manni-desktop.desktop"
    assert os.access(program, os.X_OK)
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert f'Exec="{program}" %f' in lines  # the file manager passes the file
    assert "MimeType=application/x-manni-game;" in lines
    mime = home / ".local/share/mime/packages/manni-desktop.xml"
    assert '<glob pattern="*.manni.json"' in mime.read_text(encoding="utf-8")
    assert (home / ".local/share/icons/hicolor/scalable/apps/manni-desktop.svg").is_file()
    assert (home / ".local/share/icons/hicolor/256x256/apps/manni-desktop.png").is_file()
    doc = home / ".local/share/doc/manni-desktop"
    assert (doc / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (doc / "THIRD-PARTY-NOTICES.txt").is_file()
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True,
                   capture_output=True)
    assert not program.exists() and not entry.exists() and not doc.exists()
    assert not mime.exists()


def test_the_installer_download_installs_the_one_folder_build(tmp_path: Path) -> None:
    """The installer tarball's program/ folder goes to ~/.local/lib/manni-desktop,
    ~/.local/bin/manni-desktop starts it, and --uninstall removes it all."""
    folder = _unpacked(tmp_path / "manni-desktop-0.1.0")
    (folder / "manni-desktop").unlink()
    program = folder / "program"
    (program / "_internal").mkdir(parents=True)
    (program / "_internal" / "libQt6Core.so.6").write_text("qt\n", encoding="utf-8")
    (program / "manni-desktop").write_text(
        '#!/bin/sh\nhere=$(dirname "$(readlink -f "$0")")\ncat "$here/_internal/libQt6Core.so.6"\n'
        'echo "args: $*"\n', encoding="utf-8")
    (program / "manni-desktop").chmod(0o755)
    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    lib = home / ".local" / "lib" / "manni-desktop"
    launcher = home / ".local" / "bin" / "manni-desktop"
    assert (lib / "_internal" / "libQt6Core.so.6").is_file()
    ran = subprocess.run([str(launcher), "a game.manni.json"], capture_output=True, text=True,
                         check=True, env=env).stdout
    assert ran == "qt\nargs: a game.manni.json\n"  # the folder's program, with the file
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    assert (lib / "manni-desktop").is_file()  # installing again replaces it whole
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True,
                   capture_output=True)
    assert not lib.exists() and not launcher.exists()
