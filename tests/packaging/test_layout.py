"""The design card's layout: assets/ and i18n/ at the top level, found by
every way the app can run (issue 12): from source, from a wheel, from an
editable install (here), and from a bundle (the selftest's bundle check,
run on the built one-file and one-folder in CI)."""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from manni_desktop.games.manni.bots import native_solver
from manni_desktop.games.manni.bots.native_build import library_name
from manni_desktop.resources import asset_path, data_root, i18n_path

from .loader import ROOT

PROBE = ("from manni_desktop.resources import asset_path, i18n_path; "
         "print(asset_path('cards', 'classic', 'AS.svg')); print(i18n_path('manni_desktop_pl.qm'))")
SOURCE_PACKAGES = sorted(".".join(p.parent.relative_to(ROOT).parts)
                         for p in (ROOT / "manni_desktop").rglob("__init__.py"))


def test_the_checkout_has_the_data_at_the_top_level() -> None:
    assert (ROOT / "assets" / "cards" / "classic" / "AS.svg").is_file()
    assert (ROOT / "i18n" / "manni_desktop_pl.ts").is_file()
    assert not (ROOT / "manni_desktop" / "assets").exists()
    assert not (ROOT / "manni_desktop" / "i18n").exists()
    assert data_root() == ROOT
    assert asset_path("rules", "en", "hornafjardar.html").is_file()
    assert i18n_path("manni_desktop_pt.qm").is_file()


def environment(folder: Path) -> Path:
    """An empty virtual environment (no pip: this one's pip installs into it),
    so no other copy of the app can answer instead; its python."""
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(folder)
    return folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
                   check=True, capture_output=True, text=True, timeout=600)


def probe(python: Path, cwd: Path) -> list[Path]:
    out = subprocess.run([str(python), "-c", PROBE], cwd=cwd, check=True, capture_output=True,
                         text=True, timeout=120, env={"PATH": "/usr/bin:/bin"}).stdout
    return [Path(line) for line in out.splitlines()]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    pip("wheel", "--no-deps", "-w", str(out), str(ROOT))
    (found,) = out.glob("manni_desktop-*.whl")
    return found


def test_the_wheel_carries_the_data_inside_the_package(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "manni_desktop/assets/cards/classic/AS.svg" in names
    assert "manni_desktop/assets/fonts/DejaVuSans.ttf" in names
    assert "manni_desktop/assets/licenses/LGPL-3.0.txt" in names
    assert "manni_desktop/assets/rules/pl/manillen.html" in names
    assert "manni_desktop/i18n/manni_desktop_pl.qm" in names
    assert "manni_desktop/i18n/qt_extra_pt.qm" in names
    for package in SOURCE_PACKAGES:  # every subpackage is listed in pyproject.toml
        assert package.replace(".", "/") + "/__init__.py" in names, package


def test_the_wheel_carries_the_c_library_for_every_python_3(wheel: Path) -> None:
    """The plain library of native_build.py's recipe, in a wheel tagged abi3
    (it uses no Python API), and no extension module of the old name."""
    if not native_solver.native_available():
        pytest.skip("no C compiler here: the wheel is built without the library")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert f"manni_desktop/games/manni/bots/{library_name()}" in names
    assert not [name for name in names if "_paranoid" in name]
    assert "-cp311-abi3-" in wheel.name


def test_an_installed_wheel_finds_its_data(wheel: Path, tmp_path: Path) -> None:
    python = environment(tmp_path / "env")
    pip("--python", str(python), "install", "--no-deps", "--no-index", str(wheel))
    card, catalog = probe(python, cwd=tmp_path)
    assert card.is_file() and catalog.is_file()
    assert ROOT not in card.parents  # the installed copy, not the checkout


def test_an_editable_install_finds_the_checkouts_data(tmp_path: Path) -> None:
    python = environment(tmp_path / "env")
    pip("--python", str(python), "install", "--no-deps", "-e", str(ROOT))
    card, catalog = probe(python, cwd=tmp_path)
    assert card == ROOT / "assets" / "cards" / "classic" / "AS.svg" and card.is_file()
    assert catalog == ROOT / "i18n" / "manni_desktop_pl.qm" and catalog.is_file()
