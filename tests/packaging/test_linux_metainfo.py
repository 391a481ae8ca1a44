"""The AppStream metainfo software centres read: valid, describing the program
the menu entry starts, at the version being released, with screenshots that exist."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .loader import ROOT, load

LINUX = ROOT / "packaging" / "linux"


def _metainfo() -> Path:
    build = load("build")
    path: Path = LINUX / build.METAINFO
    return path


def test_appstreamcli_accepts_it() -> None:
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (.ci/run installs it)")
    checked = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic",
                              str(_metainfo())], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    errors = [line for line in checked.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert errors == []


def test_it_names_the_menu_entry_the_file_type_and_this_version() -> None:
    component = ET.parse(_metainfo()).getroot()
    build = load("build")
    assert f"{component.findtext('id')}.metainfo.xml" == build.METAINFO
    launchable = component.findtext("launchable")
    assert launchable is not None and (LINUX / launchable).is_file()
    mime = ET.parse(LINUX / "manni-desktop-mime.xml").getroot()
    types = [element.get("type") for element in mime.iter()
             if element.tag.endswith("mime-type")]
    assert [element.text for element in component.iter("mediatype")] == types
    assert [element.text for element in component.iter("binary")] == ["manni-desktop"]
    releases = [release.get("version") for release in component.iter("release")]
    assert releases[0] == load("app_version").project_version()
    assert component.find("content_rating") is not None
    spec = (ROOT / "packaging" / "manni-desktop.spec").read_text(encoding="utf-8")
    assert f'bundle_identifier="{component.findtext("id")}"' in spec  # one id on every OS


def test_its_screenshots_are_the_repository_s() -> None:
    """Each image URL ends in a file of docs/screenshots on the main branch."""
    component = ET.parse(_metainfo()).getroot()
    images = [element.text or "" for element in component.iter("image")]
    assert images
    for url in images:
        assert url.startswith("https://") and "/main/docs/screenshots/" in url
        assert (ROOT / "docs" / "screenshots" / url.rsplit("/", 1)[1]).is_file(), url


def test_both_linux_downloads_carry_it() -> None:
    build = load("build")
    names = [name for _source, name, _mode in build._linux_members()]
    assert build.METAINFO in names and "manni-desktop.desktop" in names
