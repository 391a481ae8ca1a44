"""An installed wheel plays hard with its C library: install it in a fresh venv, check.

Why (issue 57): a wheel whose library is missing, or does not load on the
player's system (a glibc too new for the manylinux tag, a macOS
architecture left out), installs without a word and plays a weaker hard.
This installs ``WHEEL`` (with its dependencies, from the index or from
``--find-links``) into a new virtual environment, and there, outside the
checkout: the library loads from the installed package, its solver agrees
with the Python one (``native_solver.self_check``), ``manni-desktop
--version`` says it is present, and hard's decision on a late no-trump
position solves in C.

With ``--without-compiler`` it installs the checkout instead, from source,
with the C compiler hidden (``CC=false``), as on most Windows machines and
macOS without the Xcode tools: the install must go on, ``--version`` must
say the solver is missing, and hard must still decide (by rollouts).

Run: python3 packaging/wheel_check.py dist/wheels/manni_desktop-*.whl
     [--constraints packaging/constraints.txt] [--no-deps]
     python3 packaging/wheel_check.py --without-compiler [--no-deps]
     python packaging/wheel_check.py --installed   (cibuildwheel's test: this Python's copy)
(``--no-deps``: the wheel alone, without Qt and the rest: the checks need
none of them, and CI here then downloads nothing.)
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

PROBE = r'''
import random, sys
from pathlib import Path
import manni_desktop
from manni_desktop.ai import choose_action
from manni_desktop.engine import action_from_json, new_game
from manni_desktop.games.manni.bots import native_solver, search
from manni_desktop.games.manni.bots.view import parse_view

checkout, expected = Path(sys.argv[1]), sys.argv[2]
assert checkout not in Path(manni_desktop.__file__).parents, manni_desktop.__file__
what, loaded, problem = native_solver.self_check()
if expected == "present":
    assert loaded and problem is None, (what, problem)
    print("library:", native_solver.library_path())
else:
    assert not loaded and native_solver.library_path() is None, what
    print("no library, as expected:", what)

made = []
real = search.endgame_solver
def counting(*args, **kwargs):
    solver = real(*args, **kwargs)
    made.append(type(solver).__name__)
    return solver
search.endgame_solver = counting

seed = 0
while True:  # the first Hornafjardar no-trump deal, easy until 27 cards are left
    seed += 1
    game = new_game("hornafjardar", seed=seed)
    if game.observation(game.to_act or 0)["contract"].split(":")[0] != "notrump":
        continue
    rng = random.Random(seed)
    while not game.hand.finished:
        obs = game.observation(game.to_act or 0)
        if obs["phase"] == "play" and sum(parse_view(obs).hand_sizes) <= 27:
            break
        game.apply(action_from_json(choose_action(obs, "easy", rng.randrange(10**6))),
                   auto_deal=False)
    if not game.hand.finished:
        break
action = choose_action(game.observation(game.to_act or 0), "hard", 1)
if expected == "present":
    assert made and set(made) == {"NativeSolver"}, made
    print(f"hard solved in C: {len(made)} deals (no-trump deal seed {seed})")
else:  # hard solves only in C: without it every card is played out by rollouts
    assert not made, made
    print(f"hard played {action} without solving (no-trump deal seed {seed})")
'''


def environment(folder: Path) -> Path:
    venv.EnvBuilder(with_pip=True).create(folder)
    return folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


CHECKOUT = Path(__file__).resolve().parent.parent


def run_checks(python: Path | str, cwd: Path, expected: str) -> None:
    """The probe and ``--version`` with ``python``, from ``cwd`` (not the
    checkout, whose package would answer instead of the installed one)."""
    subprocess.run([str(python), "-c", PROBE, str(CHECKOUT), expected], cwd=cwd, check=True,
                   timeout=600)
    version = subprocess.run([str(python), "-m", "manni_desktop", "--version"], cwd=cwd,
                             check=True, capture_output=True, text=True, timeout=120).stdout
    print(version.strip())
    if f"endgame solver: {expected}" not in version:
        raise SystemExit(f"--version does not say the solver is {expected}")


def check(wheel: Path | None, constraints: Path | None, no_deps: bool) -> None:
    """Install ``wheel`` (None: the checkout without a C compiler), then check."""
    started = time.perf_counter()
    expected = "missing" if wheel is None else "present"
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        python = environment(folder / "env")
        install = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        if no_deps:
            install.append("--no-deps")
        if constraints is not None:
            install += ["-c", str(constraints)]
        if wheel is None:  # a copy: the build must leave nothing in the checkout
            source = folder / "source"
            shutil.copytree(CHECKOUT, source, ignore=shutil.ignore_patterns(
                ".git", ".venv", "build", "dist", "*.so", "*.dll", "*.pyd", "__pycache__"))
            subprocess.run([*install, str(source)], check=True,
                           env={**os.environ, "CC": "false", "CXX": "false"})
            shutil.rmtree(source)
        else:
            subprocess.run([*install, str(wheel)], check=True)
        run_checks(python, folder, expected)
    name = "without a C compiler" if wheel is None else wheel.name
    print(f"{name}: checked in {time.perf_counter() - started:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("wheels", nargs="*", type=Path)
    parser.add_argument("--installed", action="store_true",
                        help="check the copy installed in this Python (cibuildwheel's test)")
    parser.add_argument("--without-compiler", action="store_true",
                        help="install the checkout from source with CC=false instead")
    parser.add_argument("--constraints", type=Path)
    parser.add_argument("--no-deps", action="store_true",
                        help="install the wheel alone (the checks need no dependency)")
    args = parser.parse_args()
    if args.installed:
        with tempfile.TemporaryDirectory() as temporary:
            run_checks(sys.executable, Path(temporary), "present")
    if args.without_compiler:
        check(None, args.constraints, args.no_deps)
    for wheel in args.wheels:
        check(wheel, args.constraints, args.no_deps)


if __name__ == "__main__":
    main()
