"""The release workflow builds what it should and trusts nothing it need not
(issue 12): pinned actions, no kept credentials, no cache, the tag is the
version, each OS's own display checked, checksums published."""

from __future__ import annotations

import re

import pytest

from .loader import ROOT

WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


def test_every_action_is_pinned_by_commit() -> None:
    uses = re.findall(r"uses:\s*(\S+)", WORKFLOW)
    assert uses, "no actions found"
    for use in uses:
        assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", use), use


def test_checkout_keeps_no_credentials_and_nothing_is_cached() -> None:
    assert "persist-credentials: false" in WORKFLOW
    assert not re.search(r"^\s*cache(-dependency-path)?:", WORKFLOW, re.MULTILINE)
    assert "actions/cache" not in WORKFLOW


@pytest.mark.parametrize("needle", [
    'if [ "v$version" != "$GITHUB_REF_NAME" ]',  # the tag is pyproject's version
    "selftest --platform xcb",
    "selftest --platform xcb --no-fonts",
    "selftest --platform windows",
    "selftest --platform cocoa",
    'codesign --verify --deep --strict',
    "linux_libraries.py check",
    "$(python3 packaging/linux_libraries.py packages)",
    "sha256sum -- * > SHA256SUMS",
    # NSIS with the 64-bit target, proven from the package's own file list
    "dpkg -L nsis-common | grep -E '/Stubs/lzma_solid-amd64-unicode$'",
    "needs: [installer, windows-installer, wheels]",
    # the wheels with the C library, each installed and checked (issue 57)
    "python -m cibuildwheel --output-dir wheelhouse",
    "os: [ubuntu-22.04, windows-latest, macos-latest]",
    # the installers' versions: the constraints file
    "PIP_CONSTRAINT: ${{ github.workspace }}/packaging/constraints.txt",
])
def test_the_release_checks(needle: str) -> None:
    assert needle in WORKFLOW


def test_no_nsis_of_unknown_targets() -> None:
    """Chocolatey's NSIS build may lack amd64-unicode, which installer.nsi needs."""
    assert "choco install nsis" not in WORKFLOW
    nsi = (ROOT / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")
    assert "Target amd64-unicode" in nsi


def test_each_wheel_is_checked_where_it_was_built() -> None:
    """cibuildwheel's test step runs the wheel check in the wheel's own
    environment, on the platforms and architectures the release names."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    cibw = config["tool"]["cibuildwheel"]
    assert cibw["test-command"] == "python {project}/packaging/wheel_check.py --installed"
    assert cibw["build"] == "cp311-*"
    assert cibw["macos"]["archs"] == ["arm64", "x86_64"]
