"""One list of the libraries the Linux bundle takes from the system (issue 12)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from .loader import ROOT, load

libraries = load("linux_libraries")


def test_the_list_parses_and_names_opengl_and_the_c_library() -> None:
    table = libraries.documented()
    assert table["libGL.so.1"] == "libgl1" and table["libc.so.6"] == "libc6"
    assert all(package.islower() for package in table.values())


def test_the_readme_and_ci_install_the_same_list() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    packages = dict.fromkeys(libraries.documented().values())
    assert f"sudo apt install {' '.join(packages)}" in readme
    assert "$(python3 packaging/linux_libraries.py packages)" in ci
    assert "python packaging/linux_libraries.py check" in ci


@pytest.mark.skipif(sys.platform != "linux", reason="ldd")
def test_ldd_finds_what_a_binary_takes_from_the_system(tmp_path: Path) -> None:
    import PySide6

    core = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libQt6Core.so*"))
    needed = libraries.from_the_system([("libQt6Core.so.6", str(core))])
    assert "libc.so.6" in needed  # glibc is never carried
    carried = libraries.from_the_system([("libQt6Core.so.6", str(core)),
                                         ("libc.so.6", needed["libc.so.6"])])
    assert "libc.so.6" not in carried  # a carried library is not the system's
