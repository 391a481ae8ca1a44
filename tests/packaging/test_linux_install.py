"""packaging/linux/install.sh puts the program, menu entry and icon in place, and removes them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .loader import ROOT

METAINFO = "io.github.mannidesktop.manni.metainfo.xml"

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
    shutil.copy2(ROOT / "packaging" / "linux" / METAINFO, folder)
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
    if shutil.which("update-mime-database"):  # the database a file manager reads
        globs = (home / ".local/share/mime/globs2").read_text(encoding="utf-8").splitlines()
        assert "50:application/x-manni-game:*.manni" in globs  # saves and records now
        assert "60:application/x-manni-game:*.manni.json" in globs  # older versions' saves
    assert (home / ".local/share/icons/hicolor/scalable/apps/manni-desktop.svg").is_file()
    assert (home / ".local/share/icons/hicolor/256x256/apps/manni-desktop.png").is_file()
    doc = home / ".local/share/doc/manni-desktop"
    assert (doc / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (doc / "THIRD-PARTY-NOTICES.txt").is_file()
    metainfo = home / ".local/share/metainfo" / METAINFO
    assert metainfo.read_bytes() == (folder / METAINFO).read_bytes()
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True,
                   capture_output=True)
    assert not program.exists() and not entry.exists() and not doc.exists()
    assert not mime.exists() and not metainfo.exists()


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
    ran = subprocess.run([str(launcher), "a game.manni"], capture_output=True, text=True,
                         check=True, env=env).stdout
    assert ran == "qt\nargs: a game.manni\n"  # the folder's program, with the file
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    assert (lib / "manni-desktop").is_file()  # installing again replaces it whole
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True,
                   capture_output=True)
    assert not lib.exists() and not launcher.exists()


def _string_value(raw: str) -> str:
    """A Desktop Entry string value with its escapes (\\s \\n \\t \\r \\\\) undone."""
    out, chars = [], iter(raw)
    for char in chars:
        if char == "\\":
            following = next(chars)
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}[following])
        else:
            out.append(char)
    return "".join(out)


def _exec_argv(raw: str, file: str) -> list[str]:
    """What a launcher runs for an Exec value, by the Desktop Entry spec's rules:
    the string escapes first, then quoting (\\ before " ` $ \\ inside quotes, no
    reserved character unquoted), %% for a literal % and %f for the file."""
    value, argv, word, quoted, index = _string_value(raw), [], "", False, 0
    started = False
    while index < len(value):
        char = value[index]
        if quoted and char == "\\":
            assert value[index + 1] in '"`$\\', f"{value[index + 1]!r} may not be escaped"
            word, index = word + value[index + 1], index + 2
            continue
        if char == '"':
            quoted, started = not quoted, True
        elif char == "%":
            code = value[index + 1]
            assert code in "%f", f"unknown field code %{code}"
            word, index, started = word + ("%" if code == "%" else file), index + 1, True
        elif char == " " and not quoted:
            if started:
                argv.append(word)
            word, started = "", False
        else:
            assert quoted or char not in "\t\n\"'\\><~|&;$*?#()`", f"{char!r} unquoted"
            word, started = word + char, True
        index += 1
    assert not quoted, "an unclosed quote"
    return [*argv, word] if started else argv


def _tree(folder: Path) -> set[str]:
    return {str(path.relative_to(folder)) for path in folder.rglob("*")}


# Each name a sed replacement or a shell string would once have broken.
ODD_HOMES = ["plain", "a&b", "back\\slash", "with space", "quo\"te", "it's",
             "dollar$HOME", "100%", "back`tick`", "Þórður Guðjónsson ñ ł", "a&b\\c %f \"d\" 'e'"]


@pytest.mark.parametrize("name", ODD_HOMES)
def test_any_home_gets_a_menu_entry_that_starts_the_program(tmp_path: Path, name: str) -> None:
    """The entry's Exec, read the way a desktop reads it, names the installed
    program exactly and passes the file; the launcher starts the one-folder build."""
    folder = _unpacked(tmp_path / "manni-desktop-0.1.0")
    (folder / "manni-desktop").unlink()
    program = folder / "program"
    program.mkdir()
    (program / "manni-desktop").write_text('#!/bin/sh\necho "ran: $*"\n', encoding="utf-8")
    (program / "manni-desktop").chmod(0o755)
    home = tmp_path / name
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    launcher = home / ".local" / "bin" / "manni-desktop"
    entry = home / ".local" / "share" / "applications" / "manni-desktop.desktop"
    exec_lines = [line for line in entry.read_text(encoding="utf-8").splitlines()
                  if line.startswith("Exec=")]
    assert len(exec_lines) == 1
    assert _exec_argv(exec_lines[0].removeprefix("Exec="), "/x/a game.manni") == [
        str(launcher), "/x/a game.manni"]
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                                 text=True, check=False)
        assert checked.returncode == 0, checked.stdout + checked.stderr
    ran = subprocess.run([str(launcher), "a b"], env=env, capture_output=True, text=True,
                         check=True)
    assert ran.stdout == "ran: a b\n"


def test_uninstall_leaves_only_the_saves_and_says_where(tmp_path: Path) -> None:
    """After install and uninstall the home holds exactly what it held before:
    the player's saves and settings, no cache naming the program, no empty folder."""
    folder = _unpacked(tmp_path / "manni-desktop-0.1.0")
    home = tmp_path / "home & more"
    saves = home / ".local" / "share" / "manni-desktop"
    saves.mkdir(parents=True)
    (saves / "autosave.manni").write_text("{}", encoding="utf-8")
    (home / ".config" / "manni-desktop").mkdir(parents=True)
    (home / ".config" / "manni-desktop" / "settings.json").write_text("{}", encoding="utf-8")
    before = _tree(home)
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    apps = home / ".local" / "share" / "applications"
    if shutil.which("update-desktop-database"):
        assert "manni-desktop.desktop" in (apps / "mimeinfo.cache").read_text(encoding="utf-8")
    removed = subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env,
                             check=True, capture_output=True, text=True).stdout
    assert _tree(home) == before
    assert str(saves) in removed and str(home / ".config" / "manni-desktop") in removed


def test_uninstall_keeps_other_programs_entries(tmp_path: Path) -> None:
    """Another program's menu entry and file type stay, and the caches still
    list them but no longer Manni Desktop."""
    folder = _unpacked(tmp_path / "manni-desktop-0.1.0")
    home = tmp_path / "home"
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "other.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Other\nExec=other %f\n"
        "MimeType=text/x-other;\n", encoding="utf-8")
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True,
                   capture_output=True)
    assert (apps / "other.desktop").is_file()
    if shutil.which("update-desktop-database"):
        cache = (apps / "mimeinfo.cache").read_text(encoding="utf-8")
        assert "other.desktop" in cache and "manni-desktop" not in cache
