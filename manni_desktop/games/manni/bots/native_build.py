"""The one recipe for the C library (the endgame solver and the rule play-out).

Why one: ``setup.py`` builds it for ``pip install``, the wheels and the
bundles made on Linux and macOS with the platform's compiler, and the
Windows build under Wine compiles it with mingw-w64 (there is no MSVC under
Wine).  Both take the sources, the file's name and the flags from here, so
they cannot drift apart, and ``native_solver`` looks for that same name.

The library is a plain shared library with no Python API, loaded with
ctypes: one build serves every Python 3 version of a platform.  No import
of the package here: ``setup.py`` and the Windows build read this file by
its path, before anything is installed.
"""

from __future__ import annotations

import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
SOURCES = ("paranoid.c", "rule_playout.c")  # beside this file
BASE_NAME = "manni_native"
# mingw-w64's own flags: optimised, stripped, its runtime linked in (a DLL
# that needs no libgcc beside it), every warning shown.
MINGW_FLAGS = ("-shared", "-O2", "-s", "-static-libgcc", "-Wall")


def library_name(platform: str = sys.platform) -> str:
    """The library's file name on ``platform`` (``sys.platform``'s values)."""
    if platform == "win32":
        return f"{BASE_NAME}.dll"
    return f"lib{BASE_NAME}.so"  # Linux, and macOS (a bundle, which dlopen loads alike)


def source_paths(folder: Path = FOLDER) -> list[Path]:
    return [folder / name for name in SOURCES]


def mingw_command(output: Path, compiler: str = "x86_64-w64-mingw32-gcc",
                  folder: Path = FOLDER) -> list[str]:
    """The mingw-w64 command that builds the Windows DLL at ``output``."""
    return [compiler, *MINGW_FLAGS, "-o", str(output), *map(str, source_paths(folder))]
