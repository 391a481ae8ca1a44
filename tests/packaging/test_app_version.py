"""One version, read from pyproject.toml, named in the installers and the package."""

from __future__ import annotations

from pathlib import Path

import pytest

import manni_desktop

from .loader import load

app_version = load("app_version")


def test_package_version_matches_the_metadata() -> None:
    assert manni_desktop.__version__ == app_version.project_version()


@pytest.mark.parametrize(
    ("text", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.10.3rc1", (2, 10, 3, 0)),
     ("1.0.0+build7", (1, 0, 0, 0))],
)
def test_windows_version_numbers(text: str, numbers: tuple[int, int, int, int]) -> None:
    assert app_version.version_tuple(text) == numbers


def test_missing_version_is_a_clear_error(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="version is missing"):
        app_version.project_version(pyproject)
