"""The one part of the build pyproject.toml cannot say: the C library.

``manni_desktop/games/manni/bots/paranoid.c`` (the endgame solver) and
``rule_playout.c`` (the rule play-out in C) are built into one plain shared
library, ``libmanni_native.so`` (``manni_native.dll`` on Windows), loaded
with ctypes by ``native_solver.py``.  Its sources, name and the Windows
build's flags are one recipe, ``native_build.py``, which this file and
``packaging/windows/build_under_wine.py`` both read.

setuptools' ``build_ext`` compiles it with the platform's compiler and
Python's own flags; it is told the file is no extension module: the plain
library's name, nothing exported but the C functions (no ``PyInit_``
function to export) and no Python library linked.  Having no Python API, one
build serves every Python from 3.11, so the wheels are tagged ``abi3``.

It is optional: where no C compiler is found the install goes on, and hard
and expert play without solving (``manni-desktop --version`` and Help →
About say so; the installers and the wheels carry it built).  A checkout
gets it beside its sources from ``pip install -e .`` (an editable build).
"""

import importlib.util
import os
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location(  # by path: nothing is installed yet
    "native_build", HERE / "manni_desktop" / "games" / "manni" / "bots" / "native_build.py")
assert _spec is not None and _spec.loader is not None
native_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(native_build)

PACKAGE = "manni_desktop.games.manni.bots"
LIBRARY = Extension(
    f"{PACKAGE}.{native_build.BASE_NAME}",
    sources=[str(p.relative_to(HERE)) for p in native_build.source_paths()],
    optional=True,
)


class BuildPlainLibrary(build_ext):
    """build_ext for a plain shared library rather than an extension module."""

    def get_ext_filename(self, fullname: str) -> str:
        """``manni_desktop/games/manni/bots/libmanni_native.so`` (``.dll``)."""
        return os.path.join(*fullname.split(".")[:-1], native_build.library_name())

    def get_export_symbols(self, ext: Extension) -> list[str]:
        return list(ext.export_symbols or [])  # not PyInit_<name>: the C functions export

    def get_libraries(self, ext: Extension) -> list[str]:
        return list(ext.libraries or [])  # no python3.lib on Windows: no Python API used

    def copy_file(self, infile: str, outfile: str, *args: object,  # type: ignore[override]
                  **kwargs: object) -> tuple[str, bool]:
        """The editable build's copy beside the sources, made by
        ``replace_beside`` instead of writing into a loaded library."""
        target = Path(outfile)
        if target.is_dir():
            target = target / Path(infile).name
        replace_beside(Path(infile), target)
        return str(target), True


def replace_beside(built: Path, target: Path) -> None:
    """Put ``built`` at ``target`` without ever writing into ``target``'s file.

    Why: a process may have the library at ``target`` loaded (a test worker
    solving while another test runs ``pip install -e`` on the checkout).
    Copying over it rewrote the pages that process runs, and it crashed
    (stop 52's CI).  An identical library is left alone; another is written
    beside it and renamed over it, so a loaded copy keeps its file."""
    import filecmp
    import shutil

    if target.is_file() and filecmp.cmp(built, target, shallow=False):
        return
    partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
    shutil.copy2(built, partial)
    os.replace(partial, target)


setup(
    ext_modules=[LIBRARY],
    cmdclass={"build_ext": BuildPlainLibrary},
    options={"bdist_wheel": {"py_limited_api": "cp311"}},
)
