"""Build Manni Desktop's installer for the operating system this runs on.

Every OS runs the same two commands (the release workflow and .ci/run do):

    python packaging/build.py             # PyInstaller, then the download in dist/release/
    python packaging/build.py selftest    # the built program plays one game offscreen
    python packaging/build.py selftest --offline   # Linux: under strace, no network allowed

What each OS gets (dist/release/, named after the version in pyproject.toml):

* Linux:   ``manni-desktop-<v>-linux-<arch>.tar.gz``: the one-folder build in
           ``program/``, a ``manni-desktop`` launcher that runs it in place, the
           .desktop entry, the icon, the AppStream metainfo and ``install.sh`` (a
           tarball keeps the program executable; a CI artifact zip would not).
* Windows: ``manni-desktop-<v>-windows-<arch>.zip``: the one-folder build, to
           unpack and run in place (the portable download; the NSIS installer
           around the same folder is made by windows/build_under_wine.py).
* macOS:   ``Manni Desktop.app`` in ``manni-desktop-<v>-macos-<arch>.dmg`` and
           ``.zip`` (PyInstaller 6 no longer makes one-file .app bundles).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from app_version import ROOT, project_version  # noqa: E402

SPEC = ROOT / "packaging" / "manni-desktop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
RELEASE = DIST / "release"
APP_NAME = "manni-desktop"
METAINFO = "io.github.mannidesktop.manni.metainfo.xml"  # AppStream, named by its id
BUNDLE_NAME = "Manni Desktop"
NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"  # written by the spec (packaging/bundle_notices.py)
# Harmless Qt chatter of the offscreen platform, left out of the selftest's echo.
NOISE = ("This plugin does not support propagateSizeHints()",)


def os_name() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def arch_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def folder_path(system: str | None = None) -> Path:
    """The one-folder build's executable (Linux and Windows; the .app on macOS
    is a folder already)."""
    system = system or os_name()
    if system == "macos":
        return program_path(system)
    name = f"{APP_NAME}.exe" if system == "windows" else APP_NAME
    return DIST / f"{APP_NAME}-folder" / name


def folder_size(folder: Path) -> int:
    """Bytes of every file under ``folder`` (links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def program_path(system: str | None = None) -> Path:
    """The built program's executable (inside the .app on macOS)."""
    system = system or os_name()
    if system == "windows":
        return DIST / f"{APP_NAME}.exe"
    if system == "macos":
        return DIST / f"{BUNDLE_NAME}.app" / "Contents" / "MacOS" / APP_NAME
    return DIST / APP_NAME


def run_pyinstaller(clean: bool) -> float:
    """Run PyInstaller on the spec; return the seconds it took."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True)
    return time.perf_counter() - started


def _add(archive: tarfile.TarFile, source: Path, name: str, mode: int | None = None) -> None:
    """One file, folder or link under ``name``, owned by nobody in particular."""
    info = archive.gettarinfo(str(source), arcname=name)
    if mode is not None:
        info.mode = mode
    info.uid, info.gid, info.uname, info.gname = 0, 0, "", ""
    if info.isfile():
        with source.open("rb") as handle:
            archive.addfile(info, handle)
    else:
        archive.addfile(info)


def _linux_members() -> list[tuple[Path, str, int]]:
    """What both Linux downloads carry beside the program: the menu entry, the
    icon, the file type, install.sh and the licences."""
    icon = ROOT / "assets" / "icon"
    linux = ROOT / "packaging" / "linux"
    return [
        (linux / f"{APP_NAME}.desktop", f"{APP_NAME}.desktop", 0o644),
        (icon / f"{APP_NAME}.png", f"{APP_NAME}.png", 0o644),
        (icon / f"{APP_NAME}.svg", f"{APP_NAME}.svg", 0o644),
        (linux / "install.sh", "install.sh", 0o755),
        (linux / f"{APP_NAME}-mime.xml", f"{APP_NAME}-mime.xml", 0o644),
        (linux / METAINFO, METAINFO, 0o644),
        (ROOT / "LICENSE", "LICENSE", 0o644),
        (WORK / APP_NAME / "notices" / NOTICES_FILE, NOTICES_FILE, 0o644),
    ]


def package_linux(version: str) -> list[Path]:
    """The one Linux download: the one-folder build in ``program/``, run in
    place by the ``manni-desktop`` launcher beside it (the portable use) or
    copied to ``~/.local/lib/manni-desktop`` by ``install.sh``.  Nothing is
    unpacked at each start, unlike the one-file build (issue 35: 2.6× slower
    to start, and it cannot start where /tmp is mounted noexec)."""
    folder = f"{APP_NAME}-{version}"
    download = RELEASE / f"{APP_NAME}-{version}-linux-{arch_name()}.tar.gz"
    built = folder_path("linux").parent
    launcher = ROOT / "packaging" / "linux" / f"{APP_NAME}.sh"
    with tarfile.open(download, "w:gz") as archive:
        for source, name, mode in [(launcher, APP_NAME, 0o755), *_linux_members()]:
            _add(archive, source, f"{folder}/{name}", mode)
        for path in sorted(built.rglob("*")):
            _add(archive, path, f"{folder}/program/{path.relative_to(built).as_posix()}")
    return [download]


def package_windows(version: str) -> Path:
    """The portable download, the one-folder build zipped (``portable_zip``);
    the installer is made from the same folder (build_under_wine.py)."""
    from portable_zip import make_portable_zip

    target = RELEASE / f"{APP_NAME}-{version}-windows-{arch_name()}.zip"
    return make_portable_zip(folder_path("windows").parent, target, f"{APP_NAME}-{version}",
                             ROOT / "LICENSE")


def package_macos(version: str) -> list[Path]:
    app = DIST / f"{BUNDLE_NAME}.app"
    stem = RELEASE / f"{APP_NAME}-{version}-macos-{arch_name()}"
    zipped, image = stem.with_suffix(".zip"), stem.with_suffix(".dmg")
    # ditto keeps the symbolic links and permissions inside the .app; zipfile would not.
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(zipped)],
                   check=True)
    with tempfile.TemporaryDirectory() as staging:
        shutil.copytree(app, Path(staging) / app.name, symlinks=True)
        os.symlink("/Applications", Path(staging) / "Applications")
        command = ["hdiutil", "create", "-volname", BUNDLE_NAME, "-srcfolder", staging,
                   "-ov", "-format", "UDZO", str(image)]
        # hdiutil on CI runners now and then fails with "Resource busy": try again.
        for attempt in range(3):
            image.unlink(missing_ok=True)
            if subprocess.run(command).returncode == 0:
                break
            if attempt == 2:
                raise SystemExit("build: hdiutil could not make the .dmg")
            time.sleep(10)
    return [image, zipped]


def build(clean: bool) -> int:
    version = project_version()
    system = os_name()
    seconds = run_pyinstaller(clean)
    program = program_path(system)
    if not program.is_file():
        print(f"build: PyInstaller made no {program}", file=sys.stderr)
        return 1
    RELEASE.mkdir(parents=True, exist_ok=True)
    if system == "linux":
        downloads = package_linux(version)
    elif system == "windows":
        downloads = [package_windows(version)]
    else:
        downloads = package_macos(version)
    print(f"build: {program.relative_to(ROOT)} ({program.stat().st_size / 1e6:.1f} MB)"
          f" in {seconds:.0f} s")
    folder = folder_path(system)
    if system != "macos":
        if not folder.is_file():
            print(f"build: PyInstaller made no {folder}", file=sys.stderr)
            return 1
        print(f"build: {folder.parent.relative_to(ROOT)}/ (one folder, "
              f"{folder_size(folder.parent) / 1e6:.1f} MB)")
    for download in downloads:
        print(f"build: {download.relative_to(ROOT)} ({download.stat().st_size / 1e6:.1f} MB)")
    return 0


EMPTY_FONTCONFIG = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


def selftest_environment(home: Path, platform_name: str = "offscreen",
                         no_fonts: bool = False) -> dict[str, str]:
    """Qt's ``platform_name``, every per-user folder in a scratch directory,
    and with ``no_fonts`` a fontconfig that knows no font (a bare machine)."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = platform_name
    if no_fonts:
        config = home / "fonts.conf"
        config.write_text(EMPTY_FONTCONFIG.format(cache=home / "fontcache"), encoding="utf-8")
        env["FONTCONFIG_FILE"] = str(config)
    env["MANNI_DESKTOP_HOME"] = str(home / "manni-desktop")  # storage/paths.py
    for name in ("HOME", "USERPROFILE", "APPDATA", "LOCALAPPDATA", "XDG_CONFIG_HOME",
                 "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
        Path(env[name]).mkdir(exist_ok=True)
    return env


def echo(text: str, stream: object) -> None:
    for line in text.splitlines():
        if line.strip() and not line.startswith(NOISE):
            print(line, file=stream)  # type: ignore[call-overload]


def selftest(offline: bool, timeout: float, platform_name: str = "offscreen",
             no_fonts: bool = False, folder: bool = False, hands: int = 0) -> int:
    """Run the built program's ``selftest`` (exit code decides; output echoed).

    ``platform_name`` xcb without a display runs it under ``xvfb-run``: the
    real X11 plugin and its libraries, not the offscreen stand-in."""
    program = folder_path() if folder else program_path()
    if not program.is_file():
        print(f"selftest: {program} does not exist; run `python packaging/build.py` first",
              file=sys.stderr)
        return 1
    command = [str(program), "selftest", *(["--hands", str(hands)] if hands else [])]
    if platform_name == "xcb" and not os.environ.get("DISPLAY"):
        if shutil.which("xvfb-run") is None:
            print("selftest: --platform xcb needs a display or xvfb-run (Debian: xvfb xauth)",
                  file=sys.stderr)
            return 1
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", *command]
    print(f"selftest: QT_QPA_PLATFORM={platform_name}" + (" (no fonts)" if no_fonts else "")
          + " " + " ".join(command), flush=True)
    with tempfile.TemporaryDirectory(prefix="manni-selftest-") as home:
        env = selftest_environment(Path(home), platform_name, no_fonts)
        if offline:
            from network_trace import run_traced

            if os_name() != "linux":
                print("selftest: --offline needs Linux (strace)", file=sys.stderr)
                return 1
            traced = run_traced(command, env, timeout)
            echo(traced.stdout, sys.stdout)
            echo(traced.stderr, sys.stderr)
            where = "in an empty network namespace" if traced.isolated else "with network"
            if traced.network:
                print(f"selftest: {len(traced.network)} network call(s) {where}:",
                      *traced.network[:10], sep="\n  ", file=sys.stderr)
                return 1
            print(f"selftest: no network call (strace, {where})")
            return traced.returncode
        # Windows: the windowed .exe has no console; the exit code is the verdict.
        done = subprocess.run(command, env=env, capture_output=True, text=True,
                              encoding="utf-8", errors="replace", timeout=timeout)
        echo(done.stdout, sys.stdout)
        echo(done.stderr, sys.stderr)
        if done.returncode != 0:
            print(f"selftest: {program.name} exited with {done.returncode}", file=sys.stderr)
        return done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    build_cmd = sub.add_parser("build", help="build the program and its download (default)")
    build_cmd.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    check = sub.add_parser("selftest", help="run the built program's selftest")
    check.add_argument("--offline", action="store_true",
                       help="Linux: under strace in an empty network namespace; fail on any"
                       " network call")
    check.add_argument("--timeout", type=float, default=600.0)
    check.add_argument("--platform", default="offscreen",
                       help="Qt platform: offscreen (default), xcb (under xvfb-run without a "
                       "display), windows, cocoa")
    check.add_argument("--no-fonts", action="store_true",
                       help="Linux: a fontconfig with no font, as on a bare machine")
    check.add_argument("--folder", action="store_true",
                       help="the one-folder build (what the installers install)")
    check.add_argument("--hands", type=int, default=0,
                       help="each game's first N hands only (default: whole games)")
    args = parser.parse_args(argv)
    if getattr(args, "hands", 0) < 0:
        parser.error("--hands must be 0 (whole games) or more")
    if args.command == "selftest":
        return selftest(args.offline, args.timeout, args.platform, args.no_fonts, args.folder,
                        args.hands)
    return build(getattr(args, "clean", False))


if __name__ == "__main__":
    sys.exit(main())
