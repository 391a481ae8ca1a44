"""The third-party code inside the Qt that Manni Desktop ships, with each
licence text (``assets/licenses/qt-third-party.json`` and the texts beside it).

Qt's libraries carry code of other projects (ICU, zlib, libpng, FreeType,
HarfBuzz, PCRE2, MD4C and more, as Qt's own attribution files list them);
their licences ask for their notices to travel with every binary copy, so
the notices file holds each one whole rather than a link.  ``covering``
names the component a bundled library file belongs to, which the bundle
check uses to prove every library in a download has its licence text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from .resources import asset_path

INDEX = "qt-third-party.json"
TEXTS = "qt-third-party"


@dataclass(frozen=True)
class Attribution:
    """One third-party component inside Qt."""

    name: str
    inside: str
    licence: str
    copyright: str
    text: str  # file name under assets/licenses/qt-third-party/
    libraries: tuple[str, ...]  # file-name prefixes of the libraries that are it


@cache
def attributions() -> tuple[Attribution, ...]:
    data = json.loads(asset_path("licenses", INDEX).read_text(encoding="utf-8"))
    return tuple(Attribution(c["name"], c["inside"], c["licence"], c["copyright"], c["text"],
                             tuple(c["libraries"])) for c in data["components"])


def licence_title(attribution: Attribution) -> str:
    """The heading its text is filed under in the notices (shared texts once)."""
    return f"{attribution.text.removesuffix('.txt')} (third-party code in Qt)"


def licence_texts() -> tuple[tuple[str, str], ...]:
    """(title, whole text) of every licence the components use, each once."""
    texts: dict[str, str] = {}
    for attribution in attributions():
        path = asset_path("licenses", TEXTS, attribution.text)
        texts.setdefault(licence_title(attribution), path.read_text(encoding="utf-8"))
    return tuple(texts.items())


def summary_lines() -> list[str]:
    """One paragraph per component: what, where in Qt, whose, which text."""
    lines = ["Third-party code inside Qt (its licence texts follow at the end):"]
    for a in attributions():
        lines += [f"    {a.name}: in {a.inside}; {a.licence}.",
                  f"        {a.copyright.rstrip('.')}.  Text: {licence_title(a)}."]
    return lines


def covering(file_name: str) -> Attribution | None:
    """The component a bundled library file is (libicudata.so.73 → ICU)."""
    lowered = file_name.lower()
    for attribution in attributions():
        if any(lowered.startswith(prefix) for prefix in attribution.libraries):
            return attribution
    return None
