"""The one-file and one-folder programs' sizes and start times to first paint.

    python3 benchmarks/bundle.py            # measure dist/ (build it first)
    python3 benchmarks/bundle.py --build    # build with packaging/build.py, time that too
    python3 benchmarks/bundle.py --runs 11 --source  # also time the installed program

The one-file (the portable download), the one-folder build (what the
installers install) and, with ``--source``, the program as ``pip install``
installs it (the ``manni-desktop`` command beside this Python, its modules
compiled, not a checkout on PYTHONPATH) are started in turn within each run,
so a busy machine slows all of them alike.

Start to first paint is measured from outside: the clock starts just before
the program is launched and stops when it prints ``first paint``, which the
window does when MANNI_DESKTOP_QUIT_ON_FIRST_PAINT is set, as soon as the
card table has been painted once (then it quits).  For the one-file program
that includes unpacking itself into a temporary folder.  Each run gets
fresh, empty per-user folders (no saved game to resume).  Targets (issue 7):
at most 50 MB and 1.5 s on the development machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
from build import folder_path, folder_size, program_path, selftest_environment  # noqa: E402

SIZE_TARGET_MB = 50.0
START_TARGET_S = 1.5
RATIO_TARGET = 1.5  # issue 35: a download starts within 1.5× of the installed program


def installed_program() -> Path | None:
    """The console script pip installed beside this interpreter, if any."""
    scripts = Path(sys.executable).parent
    for name in ("manni-desktop", "manni-desktop.exe"):
        if (scripts / name).is_file():
            return scripts / name
    return None


def time_to_first_paint(command: list[str], timeout: float = 60.0) -> float:
    """Seconds from launch until the program prints ``first paint``."""
    with tempfile.TemporaryDirectory(prefix="manni-start-") as home:
        env = selftest_environment(Path(home))
        env["MANNI_DESKTOP_QUIT_ON_FIRST_PAINT"] = "1"
        env["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
        env.pop("PYTHONPATH", None)  # the program as installed, never this checkout
        started = time.perf_counter()
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        painted = None
        for line in process.stdout:
            if line.strip() == "first paint":
                painted = time.perf_counter() - started
                break
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
        if painted is None:
            raise SystemExit(f"{command[0]} exited ({process.returncode}) without painting")
        return painted


def describe(label: str, times: list[float], target: float | None) -> str:
    p50 = statistics.median(times)
    verdict = ""
    if target is not None:
        verdict = f" (target ≤ {target:.1f} s: {'met' if p50 <= target else 'MISSED'})"
    return (f"{label}: p50 {p50:.2f} s, min {min(times):.2f} s, max {max(times):.2f} s"
            f" over {len(times)} runs{verdict}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", action="store_true", help="build first and time the build")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--source", action="store_true",
                        help="also time the app started from source, for comparison")
    args = parser.parse_args()
    if args.build:
        started = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], check=True)
        print(f"build: {time.perf_counter() - started:.0f} s")
    program, folder = program_path(), folder_path()
    if not program.is_file():
        print(f"{program} does not exist: run `python3 packaging/build.py` (or --build)",
              file=sys.stderr)
        return 1
    size_mb = program.stat().st_size / 1e6
    verdict = "met" if size_mb <= SIZE_TARGET_MB else "MISSED"
    print(f"one-file size: {size_mb:.1f} MB (target ≤ {SIZE_TARGET_MB:.0f} MB: {verdict})")
    commands = {"one-file": [str(program)]}
    if folder.is_file() and folder != program:
        print(f"one-folder size: {folder_size(folder.parent) / 1e6:.1f} MB unpacked")
        commands["one-folder"] = [str(folder)]
    if args.source:
        installed = installed_program()
        if installed is None:
            print("--source: no `manni-desktop` installed beside this Python "
                  "(python -m pip install .)", file=sys.stderr)
            return 1
        commands["installed"] = [str(installed)]
    platform_name = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(f"platform: {platform_name}")
    for command in commands.values():
        time_to_first_paint(command)  # warm the disk cache; not counted
    times: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(args.runs):
        for label, command in commands.items():
            times[label].append(time_to_first_paint(command))
    for label, measured in times.items():
        target = START_TARGET_S if label != "installed" else None
        print(describe(f"{label} start to first paint", measured, target))
    if "installed" in times:
        base = statistics.median(times["installed"])
        for label in (k for k in times if k != "installed"):
            ratio = statistics.median(times[label]) / base
            print(f"{label} / installed: {ratio:.2f}× (target ≤ {RATIO_TARGET}×: "
                  f"{'met' if ratio <= RATIO_TARGET else 'MISSED'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
