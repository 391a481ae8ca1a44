"""The one part of the build pyproject.toml cannot say: the C endgame solver.

``manni_desktop/games/manni/bots/paranoid.c`` (and ``rule_playout.c``, the
rule play-out in C) is built as the extension module ``_paranoid`` (a plain
library loaded with ctypes, see ``native_solver.py``).
It is optional: where no C compiler is found the install goes on, and hard
and expert play every card out by rollouts instead of solving no-trump
endings (the Python solver is too slow over 27 cards).

A copy of the built library is also put beside its source, because the
checkout runs as well as the installed copy: the tests import the checkout's
package, and so do ``python -m manni_desktop`` and the PyInstaller spec.
(``pip install -e .`` builds it there in the first place.)
"""

import filecmp
import os
import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOLVER = Extension(
    "manni_desktop.games.manni.bots._paranoid",
    sources=["manni_desktop/games/manni/bots/paranoid.c",
             "manni_desktop/games/manni/bots/rule_playout.c"],
    optional=True,
)


class BuildBesideSource(build_ext):
    """build_ext, then a copy of each built library beside its source."""

    def copy_file(self, infile: str, outfile: str, *args: object,  # type: ignore[override]
                  **kwargs: object) -> tuple[str, bool]:
        """setuptools' own copy for an in-place or editable build, made by
        ``replace_beside`` instead of writing into the loaded library."""
        target = Path(outfile)
        if target.is_dir():
            target = target / Path(infile).name
        replace_beside(Path(infile), target)
        return str(target), True

    def run(self) -> None:
        super().run()
        if self.inplace:
            return
        for extension in self.extensions:
            built = Path(self.get_ext_fullpath(extension.name))
            source_folder = Path(extension.sources[0]).parent
            if built.is_file() and source_folder.is_dir():
                try:
                    replace_beside(built, source_folder / built.name)
                except OSError as error:  # a read-only checkout: the installed copy has it
                    print(f"setup.py: not copied beside its source: {error}")


def replace_beside(built: Path, target: Path) -> None:
    """Put ``built`` at ``target`` without ever writing into ``target``'s file.

    Why: a process may have the library at ``target`` loaded (a test worker
    solving while another test runs ``pip wheel`` or ``pip install -e`` on
    the checkout).  Copying over it rewrote the pages that process runs, and
    it crashed (stop 52's CI).  An identical library is left alone; another
    is written beside it and renamed over it, so a loaded copy keeps its file."""
    if target.is_file() and filecmp.cmp(built, target, shallow=False):
        return
    partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
    shutil.copy2(built, partial)
    os.replace(partial, target)


setup(ext_modules=[SOLVER], cmdclass={"build_ext": BuildBesideSource})
