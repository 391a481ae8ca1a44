"""macOS's minimum comes from the PySide6 wheel and the README agrees (issue 12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .loader import ROOT, load

macos = load("macos_minimum")
WHEEL_6_11_3 = """Wheel-Version: 1.0
Generator: setuptools (78.1.0)
Root-Is-Purelib: false
Tag: cp310-abi3-macosx_13_0_universal2
"""  # the WHEEL file of pyside6_essentials-6.11.3-cp310-abi3-macosx_13_0_universal2.whl


def test_the_minimum_is_read_from_the_wheel_tag() -> None:
    assert macos.wheel_minimum(WHEEL_6_11_3) == "13.0"
    assert macos.wheel_minimum("Tag: cp39-abi3-macosx_11_0_x86_64\nTag: cp39-abi3-"
                               "macosx_12_0_arm64\n") == "12.0"
    assert macos.wheel_minimum("Tag: cp39-abi3-manylinux_2_28_x86_64\n") is None


def test_the_readme_promises_what_the_wheel_needs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert macos.version_key(macos.readme_minimum(readme)) == macos.version_key(
        macos.wheel_minimum(WHEEL_6_11_3))


def test_a_readme_that_disagrees_stops_the_build(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    readme = tmp_path / "README.md"
    readme.write_text("- **macOS** (12 or newer, Apple silicon)\n", encoding="utf-8")
    monkeypatch.setattr(macos, "installed_pyside_minimum", lambda: "13.0")
    with pytest.raises(SystemExit, match="promises macOS 12 .* needs macOS 13.0"):
        macos.checked_minimum(readme)
    readme.write_text("- **macOS** (13 or newer, Apple silicon)\n", encoding="utf-8")
    assert macos.checked_minimum(readme) == "13.0"


def test_the_spec_writes_the_checked_minimum_into_info_plist() -> None:
    spec = (ROOT / "packaging" / "manni-desktop.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": MACOS_MINIMUM' in spec
    assert "macos_minimum.checked_minimum()" in spec
