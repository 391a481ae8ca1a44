"""Word choices the translation review settled, kept from drifting back.

Each rule here was a finding of the 2026-12-04 translation review: one word
for one thing across the catalog and the rules pages, and one meaning that
was reversed.  A new message that brings the old word back fails here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def translations(code: str) -> dict[tuple[str, str], str]:
    """(context, source) → every form of its translation, joined."""
    root = ET.parse(ROOT / "i18n" / f"manni_desktop_{code}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found[(name, message.findtext("source") or "")] = (
                " | ".join(forms) if forms else translation.text or "")
    return found


def pages(code: str) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8")
            for p in sorted((ROOT / "assets" / "rules" / code).glob("*.html"))}


# (language, word that must not come back, why)
BANNED = [
    ("pt", r"carteador", "European Portuguese says 'dador' (seed 002), in every game"),
    ("pt", r"\bequipa\b", "a Manillen side is a 'parceria' (seed 002, the glossary)"),
    ("pt", r"Carta de corte", "the cut card is the 'carta cortada' (glossary)"),
    ("es", r"Carta de corte", "the cut card is the 'carta cortada' (glossary)"),
    ("pl", r"rywal", "an opponent is a 'przeciwnik' everywhere else"),
    ("pl", r"\bNorma to\b", "the par is the 'miara' (rules pages, sheet)"),
    ("pl", r"wyszedł|wyszła", "a name before a gendered past tense ('Ásta wyszedł')"),
]


@pytest.mark.parametrize(("code", "pattern", "why"), BANNED)
def test_a_settled_word_stays_out_of_the_catalog(code: str, pattern: str, why: str) -> None:
    bad = [(ctx, src, text) for (ctx, src), text in translations(code).items()
           if re.search(pattern, text)]
    assert bad == [], f"{why}: {bad}"


def test_no_pt_page_says_carteador() -> None:
    """The pt pages say 'dador' as the pt Manillen page always did."""
    bad = {name: len(re.findall("carteador", text, re.IGNORECASE))
           for name, text in pages("pt").items() if re.search("carteador", text, re.IGNORECASE)}
    assert bad == {}


@pytest.mark.parametrize(("code", "almost"), [("pt", r"\bquase\b"), ("es", r"\bcasi\b"),
                                              ("pl", r"\bprawie\b")])
def test_about_as_good_is_not_almost_as_good(code: str, almost: str) -> None:
    """The hint's "about as good as Q♠" says the two moves are equal; "almost
    as good" would say the recommended one is worse."""
    found = translations(code)
    texts = [text for (_, src), text in found.items() if "about as good as" in src]
    assert len(texts) >= 2
    for text in texts:
        assert not re.search(almost, text), text


def test_nullo_label_is_plural_in_spanish() -> None:
    assert translations("es")[("Labels", "Nullo: aces low")] == "Nullo: ases bajos"


# (language, wording that must not come back to its rules pages, why)
PAGE_BANNED = [
    ("pl", r"[Aa]tutem są karo", "'karo' is singular: 'atut to karo' / 'atutem jest karo'"),
    ("pl", r"mógłbyś|mogłabyś", "the pages address the reader without a gender"),
    ("pl", r"takimi kolumnami", "'po rozdaniu 11 takimi kolumnami' lacks its preposition"),
    ("pt", r"supertrunfar", "a coinage; seed 002 says 'superar o trunfo'"),
    ("en", r"up to 16 cards are missing", "exactly 16 cards are out of play"),
]


@pytest.mark.parametrize(("code", "pattern", "why"), PAGE_BANNED)
def test_a_settled_wording_stays_out_of_the_pages(code: str, pattern: str, why: str) -> None:
    bad = {name: re.findall(pattern, text) for name, text in pages(code).items()
           if re.search(pattern, text)}
    assert bad == {}, why
