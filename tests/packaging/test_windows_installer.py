"""packaging/windows/installer.nsi, read without Wine; with MANNI_WINE_CHECK=1 the whole
Windows build, install, selftest and uninstall under Wine (build_under_wine.py --check)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from .loader import ROOT, load

WINDOWS = ROOT / "packaging" / "windows"
NSI = WINDOWS / "installer.nsi"


def _build_under_wine() -> ModuleType:
    name = "manni_packaging_windows_build_under_wine"
    if name in sys.modules:
        return sys.modules[name]
    load("app_version")  # puts packaging/ on sys.path for its own imports
    spec = importlib.util.spec_from_file_location(name, WINDOWS / "build_under_wine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _lines() -> list[str]:
    """The script without comments, continuation lines joined."""
    text = NSI.read_text(encoding="utf-8").replace("\\\n", " ")
    lines = []
    for raw in text.splitlines():
        line = re.sub(r"\s;.*$", "", raw).strip()  # no string in the script holds " ;"
        if line and not line.startswith((";", "#")):
            lines.append(line)
    return lines


def _defines() -> dict[str, str]:
    found = {}
    for line in _lines():
        match = re.match(r'^!define\s+(\w+)\s+"(.*)"$', line)
        if match:
            found[match.group(1)] = match.group(2)
    return found


def _expand(text: str, defines: dict[str, str]) -> str:
    for _ in range(5):
        text = re.sub(r"\$\{(\w+)\}", lambda m: defines.get(m.group(1), m.group(0)), text)
    return text


def _sections() -> tuple[list[str], list[str]]:
    """(install lines, uninstall lines): the bodies of the two sections."""
    install: list[str] = []
    uninstall: list[str] = []
    current: list[str] | None = None
    for line in _lines():
        if line.startswith("Section "):
            current = uninstall if '"Uninstall"' in line else install
        elif line == "SectionEnd":
            current = None
        elif current is not None:
            current.append(line)
    return install, uninstall


def _args(line: str) -> list[str]:
    """NSIS arguments: "double", 'single' or bare words."""
    return [a or b or c for a, b, c in re.findall(r'"([^"]*)"|\'([^\']*)\'|(\S+)', line)]


def _registry_writes(lines: list[str], defines: dict[str, str]) -> list[tuple[str, str, str]]:
    """(key, value name, data) of every WriteReg*, defines expanded: all under
    SHCTX (HKLM per machine, HKCU per user), none under a fixed root."""
    writes = []
    for line in lines:
        if line.startswith(("WriteRegStr ", "WriteRegDWORD ", "WriteRegExpandStr ")):
            _cmd, root, key, name, data = _args(_expand(line, defines))[:5]
            assert root == "SHCTX", line
            writes.append((key, name, data))
    return writes


def test_no_version_written_into_the_script() -> None:
    version = load("app_version").project_version()
    lines = _lines()  # the comments may give an example
    assert not re.search(r"\b" + re.escape(version) + r"\b", "\n".join(lines))
    assert 'VIProductVersion "${VIVERSION}"' in lines
    assert 'VIFileVersion "${VIVERSION}"' in lines
    assert any(re.match(r'VIAddVersionKey /LANG=\S+ "ProductVersion" "\$\{VERSION\}"', line)
               for line in lines)
    guard = next(line for line in lines if line.startswith("!ifndef "))
    assert {"VERSION", "VIVERSION", "FOLDER", "OUTFILE"} <= set(guard.split()[1:])


def test_build_script_passes_the_version_of_pyproject() -> None:
    app_version = load("app_version")
    build = _build_under_wine()
    version = app_version.project_version()
    defines = build.nsis_defines(version)
    assert defines["VERSION"] == version
    numbers = defines["VIVERSION"].split(".")
    assert len(numbers) == 4 and tuple(map(int, numbers)) == app_version.version_tuple(version)
    out = Path(defines["OUTFILE"])
    assert out.name == f"manni-desktop-{version}-windows-x86_64-setup.exe"
    assert out.parent == ROOT / "dist" / "windows"
    # The installer carries the spec's one-folder build.
    assert Path(defines["FOLDER"]) == ROOT / "dist" / "windows" / "manni-desktop-folder"
    for name in ("ICON", "LICENSE"):
        assert Path(defines[name]).is_file()


def test_add_remove_programs_entry() -> None:
    defines = _defines()
    key = defines["UNINSTALL_KEY"]
    assert _expand(key, defines) == \
        r"Software\Microsoft\Windows\CurrentVersion\Uninstall\Manni Desktop"
    install, uninstall = _sections()
    values = {name: data for k, name, data in _registry_writes(install, defines)
              if k == _expand(key, defines)}
    assert values["DisplayName"] == "Manni Desktop"
    assert values["DisplayVersion"] == "${VERSION}"
    assert values["Publisher"] == _build_under_wine().PUBLISHER
    # The uninstaller is told the mode it was installed in (MultiUser's /AllUsers, /CurrentUser).
    assert values["UninstallString"] == '"$INSTDIR\\uninstall.exe" /$MultiUser.InstallMode'
    assert values["QuietUninstallString"] == \
        '"$INSTDIR\\uninstall.exe" /$MultiUser.InstallMode /S'
    assert 'WriteUninstaller "$INSTDIR\\uninstall.exe"' in install
    assert 'DeleteRegKey SHCTX "${UNINSTALL_KEY}"' in uninstall
    assert _expand(key, defines) == _build_under_wine().UNINSTALL_KEY.removeprefix("HKLM\\")


def test_start_menu_entry_for_all_users() -> None:
    defines = _defines()
    assert defines["SHORTCUT"] == "$SMPROGRAMS\\${APP_NAME}.lnk"
    install, uninstall = _sections()
    shortcut = next(line for line in install if line.startswith("CreateShortcut "))
    assert _args(shortcut)[1:3] == ["${SHORTCUT}", "$INSTDIR\\${APP_EXE}"]
    assert 'Delete "${SHORTCUT}"' in uninstall
    lines = _lines()
    for function, init in (("Function .onInit", "!insertmacro MULTIUSER_INIT"),
                           ("Function un.onInit", "!insertmacro MULTIUSER_UNINIT")):
        body = lines[lines.index(function) + 1:]
        assert body[:body.index("FunctionEnd")] == [init]  # it sets the shell context


def test_per_user_or_per_machine() -> None:
    """An administrator chooses; anyone else gets a per-user install, no admin
    asked: MultiUser.nsh at "Highest", its page, and no fixed admin request."""
    lines = _lines()
    defines = {line.split()[1]: " ".join(line.split()[2:]) for line in lines
               if line.startswith("!define ")}
    assert defines["MULTIUSER_EXECUTIONLEVEL"] == "Highest"
    assert "MULTIUSER_USE_PROGRAMFILES64" in defines  # per machine: Program Files, 64-bit
    assert "MULTIUSER_INSTALLMODE_COMMANDLINE" in defines  # /AllUsers, /CurrentUser
    assert defines["MULTIUSER_INSTALLMODE_INSTDIR"] == '"${APP_NAME}"'
    assert '!include "MultiUser.nsh"' in lines
    assert "!insertmacro MULTIUSER_PAGE_INSTALLMODE" in lines
    assert not [line for line in lines if line.startswith(("RequestExecutionLevel", "InstallDir "))]
    install, uninstall = _sections()
    mode = [w for w in _registry_writes(install, _defines()) if w[1] == "InstallMode"]
    assert mode == [(r"Software\Manni Desktop", "InstallMode", "$MultiUser.InstallMode")]
    assert not [line for line in install + uninstall if re.search(r"\bHK(LM|CU)\b", line)]


def test_the_last_page_offers_to_run_the_game() -> None:
    lines = _lines()
    assert "!define MUI_FINISHPAGE_RUN" in lines
    assert "!define MUI_FINISHPAGE_RUN_FUNCTION RunProgram" in lines
    body = lines[lines.index("Function RunProgram") + 1:]
    body = body[:body.index("FunctionEnd")]
    # Through Explorer: not as the administrator a per-machine install runs as.
    assert body == ["Exec '\"$WINDIR\\explorer.exe\" \"$INSTDIR\\${APP_EXE}\"'"]
    assert lines.index("!define MUI_FINISHPAGE_RUN") < lines.index("!insertmacro MUI_PAGE_FINISH")


def test_saved_games_open_in_the_program() -> None:
    from manni_desktop.storage.saves import LEGACY_SAVE_SUFFIX, SAVE_SUFFIX

    defines = _defines()
    assert defines["APP_EXE"] == "manni-desktop.exe"
    prog_id = defines["PROG_ID"]
    assert prog_id == _build_under_wine().PROG_ID
    install, _uninstall = _sections()
    writes = _registry_writes(install, defines)
    command = '"$INSTDIR\\manni-desktop.exe" "%1"'
    assert (rf"Software\Classes\{prog_id}\shell\open\command", "", command) in writes
    assert (rf"Software\Classes\{prog_id}\DefaultIcon", "", "$INSTDIR\\manni-desktop.exe,0") \
        in writes
    # Explorer takes the extension after the last dot: a save is a ".manni" to it,
    # which the program owns; older versions' *.manni.json are ".json" files.
    assert SAVE_SUFFIX == ".manni" and LEGACY_SAVE_SUFFIX.endswith(".json")
    assert (r"Software\Classes\.manni", "", prog_id) in writes
    app_key = r"Software\Classes\Applications\manni-desktop.exe"
    assert (app_key + r"\shell\open\command", "", command) in writes
    for extension in (SAVE_SUFFIX, ".json"):
        assert (rf"Software\Classes\{extension}\OpenWithProgids", prog_id, "") in writes
        assert (app_key + r"\SupportedTypes", extension, "") in writes
    # .json itself stays the editor's: no default value written for it.
    assert not [w for w in writes if w[0] == r"Software\Classes\.json"]


def test_uninstaller_removes_what_the_installer_wrote() -> None:
    defines = _defines()
    install, uninstall = _sections()
    deleted_keys = [_args(_expand(line, defines))[-1] for line in uninstall
                    if line.startswith("DeleteRegKey ") and "/ifempty" not in line]
    deleted_values = {tuple(_args(_expand(line, defines))[2:4]) for line in uninstall
                      if line.startswith("DeleteRegValue ")}
    for key, name, _data in _registry_writes(install, defines):
        assert (key, name) in deleted_values or any(
            key == gone or key.startswith(gone + "\\") for gone in deleted_keys), (key, name)
    expanded = [_expand(u, defines) for u in uninstall]
    folder = "$INSTDIR"
    for line in install:
        if line.startswith("SetOutPath "):
            folder = _args(line)[1]
        elif line.startswith("File /r "):
            assert folder != "$INSTDIR" and f'RMDir /r "{folder}"' in expanded, line
        elif line.startswith("File "):
            target = re.search(r"/oname=([^\"\s]+)", line)
            assert target is not None, line
            assert f'Delete "$INSTDIR\\{_expand(target.group(1), defines)}"' in expanded, line
    assert 'Delete "$INSTDIR\\uninstall.exe"' in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall  # not /r: nothing but its own files goes


@pytest.mark.skipif(shutil.which("makensis") is None, reason="needs NSIS's makensis")
def test_makensis_builds_an_installer_around_a_stand_in(tmp_path: Path) -> None:
    """The real script compiles (seconds: the payload is a few bytes)."""
    build = _build_under_wine()
    version = load("app_version").project_version()
    folder = tmp_path / "manni-desktop-folder"
    (folder / "_internal").mkdir(parents=True)
    (folder / "manni-desktop.exe").write_bytes(b"MZ stand-in")
    (folder / "_internal" / "python311.dll").write_bytes(b"MZ stand-in")
    out = tmp_path / build.setup_file_name(version)
    defines = build.nsis_defines(version, folder=folder, out=out)
    done = subprocess.run(
        ["makensis", "-V2", "-NOCD", *(f"-D{k}={v}" for k, v in defines.items()), str(NSI)],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    data = out.read_bytes()
    assert data[:2] == b"MZ"
    assert version.encode("utf-16-le") in data  # the version resource


@pytest.mark.skipif(os.environ.get("MANNI_WINE_CHECK") != "1",
                    reason="set MANNI_WINE_CHECK=1 to build, install and check under Wine"
                    " (about 6 minutes; needs wine wine64 nsis xvfb xauth gcc-mingw-w64-x86-64)")
def test_build_install_selftest_uninstall_under_wine() -> None:
    done = subprocess.run(
        [sys.executable, str(WINDOWS / "build_under_wine.py"), "--check"],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=3600)
    assert done.returncode == 0, (done.stdout + done.stderr)[-6000:]
    assert "selftest ok: platform windows" in done.stdout
    assert "[windows] all done" in done.stdout


def test_a_start_that_never_paints_is_tried_once_more_and_said(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The Windows first-paint check (without Wine: the start is faked): one
    failed start is retried and the report says so; two fail the check."""
    build = _build_under_wine()
    outcomes: list[object] = []

    def start(program: str, report: object, label: str) -> float:
        outcome = outcomes.pop(0)
        if isinstance(outcome, Exception):
            raise outcome
        assert isinstance(outcome, float)
        return outcome

    killed: list[list[str]] = []
    monkeypatch.setattr(build, "first_paint_once", start)
    monkeypatch.setattr(build.subprocess, "run", lambda command, **_: killed.append(command))
    monkeypatch.setattr(build, "wait_for_wine", lambda: None)

    report = build.Report()
    outcomes[:] = [build.Failure("no paint"), 9.5]
    assert build.first_paint("Z:\\x.exe", report, "portable") == 9.5
    assert killed == [["wineserver", "-k"]]
    report.print()
    assert "NOTE: portable painted only on its second start" in capsys.readouterr().out

    report = build.Report()
    outcomes[:] = [build.Failure("no paint"), build.Failure("no paint again")]
    with pytest.raises(build.Failure, match="no paint again"):
        build.first_paint("Z:\\x.exe", report, "portable")
    assert report.retried == []

    outcomes[:] = [8.0]
    assert build.first_paint("Z:\\x.exe", report, "portable") == 8.0
    assert report.retried == []
