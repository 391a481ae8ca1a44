"""The oldest macOS the app runs on: PySide6's wheel decides, not a guess.

A PySide6 wheel's ``WHEEL`` metadata names the macOS it was built for
(``Tag: cp310-abi3-macosx_13_0_universal2``: macOS 13).  The spec writes that
version into Info.plist's ``LSMinimumSystemVersion`` and the build stops
when the README promises another, so the download page, the bundle and the
wheel cannot disagree again (the README said 12 while PySide6 6.11 needs 13).
The .app is built on the runner's own architecture: arm64 (Apple silicon)
on GitHub's macos-latest; the wheel is universal2, the app is not.
"""

from __future__ import annotations

import importlib.metadata
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MACOS_TAG = re.compile(r"macosx_(\d+)_(\d+)_")
README_PROMISE = re.compile(r"\*\*macOS\*\* \((\d+(?:\.\d+)?) or newer")


def wheel_minimum(wheel_metadata: str) -> str | None:
    """The highest macOS version among the ``Tag:`` lines ("13.0"), or None."""
    versions = [(int(a), int(b)) for a, b in MACOS_TAG.findall(wheel_metadata)]
    if not versions:
        return None
    major, minor = max(versions)
    return f"{major}.{minor}"


def installed_pyside_minimum() -> str | None:
    """The macOS the installed PySide6-Essentials wheel was built for."""
    try:
        metadata = importlib.metadata.distribution("PySide6_Essentials").read_text("WHEEL")
    except importlib.metadata.PackageNotFoundError:
        return None
    return wheel_minimum(metadata or "")


def readme_minimum(readme: str) -> str | None:
    found = README_PROMISE.search(readme)
    return found.group(1) if found else None


def version_key(version: str) -> tuple[int, int]:
    """"13" and "13.0" alike: (13, 0)."""
    parts = [int(n) for n in version.split(".")] + [0]
    return parts[0], parts[1]


def checked_minimum(readme_path: Path = ROOT / "README.md") -> str:
    """The wheel's minimum, after checking the README says the same."""
    wheel = installed_pyside_minimum()
    if wheel is None:
        raise SystemExit("the installed PySide6-Essentials wheel names no macOS version")
    promised = readme_minimum(readme_path.read_text(encoding="utf-8"))
    if promised is None or version_key(promised) != version_key(wheel):
        raise SystemExit(f"README.md promises macOS {promised} or newer, but the PySide6 wheel "
                         f"being bundled needs macOS {wheel}: update the README")
    return wheel
