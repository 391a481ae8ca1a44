"""Every OS associates the one extension the game writes (``.manni``): the Linux
MIME type, the macOS document type (Windows: test_windows_installer.py)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from manni_desktop.storage.saves import LEGACY_SAVE_SUFFIX, SAVE_SUFFIX

from .loader import ROOT


def test_linux_mime_type_matches_both_names() -> None:
    mime = ET.parse(ROOT / "packaging" / "linux" / "manni-desktop-mime.xml").getroot()
    globs = [element.get("pattern") for element in mime.iter()
             if element.tag.endswith("glob")]
    assert globs == [f"*{SAVE_SUFFIX}", f"*{LEGACY_SAVE_SUFFIX}"]


def test_macos_document_type_is_the_last_extension() -> None:
    """Finder matches only what follows the last dot: the plist must name
    ``manni``, never a double extension it would not match."""
    spec = (ROOT / "packaging" / "manni-desktop.spec").read_text(encoding="utf-8")
    named = re.findall(r'"(?:public\.filename-extension|CFBundleTypeExtensions)": \[([^\]]*)\]',
                       spec)
    assert named == [f'"{SAVE_SUFFIX[1:]}"'] * 2
