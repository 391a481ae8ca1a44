"""The app's version, read from the package metadata in ``pyproject.toml``.

The spec, the build script and the release workflow all name files after it,
so it is read in one place; a test keeps ``manni_desktop.__version__`` equal.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def project_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """``[project] version`` of pyproject.toml, e.g. ``"0.1.0"``."""
    with pyproject.open("rb") as handle:
        data = tomllib.load(handle)
    version = data.get("project", {}).get("version")
    if not isinstance(version, str) or not version:
        raise SystemExit(f"{pyproject}: [project] version is missing")
    return version


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """Four numbers for the Windows version resource: ``"1.2.3rc1"`` → ``(1, 2, 3, 0)``."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    if not numbers:
        raise ValueError(f"version {version!r} has no numbers")
    padded = (numbers + [0, 0, 0, 0])[:4]
    return padded[0], padded[1], padded[2], padded[3]
