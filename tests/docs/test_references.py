"""Every document the project cites is in the project, and every cited section exists.

A citation is a path ending in ``.md`` (``docs/RULES.md``, ``README.md``) or
any path under ``docs/`` (``docs/schemas/record.schema.json``,
``docs/screenshots/start.png``), in the code, the tests, the benchmarks,
the packaging, the tools, the docs and the README. It must name a file or
folder of the project, either from the project's top folder or from the
citing file's own folder, and never one outside the project.

A section sign with a number cites that numbered section (a heading such as
``## 3. Manillen``): of the document named just before it (``docs/RULES.md
§1``, also across a line break or a comment's ``#``); standing alone, of
the document last cited by section in the same file (``docs/RULES.md §1``,
and further on a bare ``(§2)``), or in a markdown file with none, of the
file itself. ``§1-2`` cites sections 1 and 2.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("README.md", "pyproject.toml", "manni_desktop", "tests", "benchmarks", "packaging",
           "tools", "docs", "assets", "i18n", ".ci")
TEXT_SUFFIXES = {".py", ".md", ".txt", ".toml", ".spec", ".sh", ".nsi", ".html", ".desktop",
                 ".xml", ".c", ".ts", ".json", ".cfg", ".ini", ".yml", ".yaml", ""}
SKIPPED_FOLDERS = {".git", ".venv", "__pycache__", "build", "dist", ".mypy_cache",
                   ".pytest_cache", ".ruff_cache", ".hypothesis",
                   # other projects' licence texts, which name their own files
                   "qt-third-party"}
# This file's own docstring and patterns show citations as examples.
THIS_FILE = Path(__file__).resolve()

PATH = re.compile(
    r"(?<![\w/.-])("
    r"(?:\.{1,2}/)*(?:[\w-]+/)*[\w.-]*[A-Za-z]\.md\b"  # any .md document
    r"|docs/[\w./-]*[\w/]"  # anything under docs/
    r")"
)
SECTION = re.compile(r"§\s*(\d+(?:\.\d+)*)(?:\s*[-–]\s*§?\s*(\d+))?")
ATTACHED = re.compile(r"[\s#]*")  # between a document's name and its section sign
HEADING = re.compile(r"^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s", re.MULTILINE)


@dataclass(frozen=True)
class Citation:
    source: Path
    line: int
    target: str  # as written
    section: str | None = None  # "3" for §3

    def where(self) -> str:
        cited = self.target + (f" §{self.section}" if self.section else "")
        return f"{self.source.relative_to(ROOT)}:{self.line}: {cited}"


def scanned_files() -> Iterator[Path]:
    for name in SCANNED:
        path = ROOT / name
        if path.is_file():
            yield path
            continue
        for found in sorted(path.rglob("*")):
            if (
                found.is_file()
                and found.suffix in TEXT_SUFFIXES
                and not SKIPPED_FOLDERS & set(found.relative_to(ROOT).parts)
                and not any(part.endswith(".egg-info") for part in found.parts)
                and found.resolve() != THIS_FILE
            ):
                yield found


def citations_in(text: str, source: Path) -> list[Citation]:
    """The documents and sections ``text`` (the content of ``source``) cites, in order."""
    marks: list[tuple[int, int, str, str]] = [
        (m.start(), m.end(), "path", m.group(1).rstrip(".")) for m in PATH.finditer(text)
    ]
    for m in SECTION.finditer(text):
        first, last = m.group(1), m.group(2)
        numbers = [first]
        if last is not None and first.isdigit() and int(last) > int(first):
            numbers = [str(n) for n in range(int(first), int(last) + 1)]
        marks += [(m.start(), m.end(), "section", number) for number in numbers]
    marks.sort()
    found: list[Citation] = []
    named: tuple[str, int] | None = None  # the last document named, and where it ends
    by_section = str(source.relative_to(ROOT)) if source.suffix == ".md" else ""
    for start, end, kind, value in marks:
        line = text.count("\n", 0, start) + 1
        if kind == "path":
            named = (value, end)
            found.append(Citation(source, line, value))
            continue
        if named is not None and ATTACHED.fullmatch(text, named[1], start):
            by_section = named[0]
        found.append(Citation(source, line, by_section, value))
    return found


@cache
def all_citations() -> tuple[Citation, ...]:
    found: list[Citation] = []
    for path in scanned_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found += citations_in(text, path)
    return tuple(found)


def resolve(citation: Citation) -> Path | None:
    """The project file or folder ``citation`` names, or None."""
    for base in (ROOT, citation.source.parent):
        candidate = (base / citation.target).resolve()
        if candidate.is_relative_to(ROOT) and candidate.exists():
            return candidate
    return None


def sections_of(path: Path) -> set[str]:
    return set(HEADING.findall(path.read_text(encoding="utf-8")))


def problems(citations: tuple[Citation, ...] | list[Citation]) -> list[str]:
    out = []
    for citation in citations:
        if not citation.target:
            out.append(f"{citation.where()}: a section sign with no document cited before it")
            continue
        target = resolve(citation)
        if target is None:
            out.append(f"{citation.where()}: no such file in the project"
                       + (" (the project's copy is docs/" + Path(citation.target).name + ")"
                          if (ROOT / "docs" / Path(citation.target).name).exists() else ""))
        elif citation.section is not None:
            if target.suffix != ".md" or not target.is_file():
                out.append(f"{citation.where()}: a section of a file that has no sections")
            elif citation.section not in sections_of(target):
                out.append(f"{citation.where()}: {target.relative_to(ROOT)} has no section"
                           f" {citation.section} (numbered: {sorted(sections_of(target))})")
    return out


def test_every_cited_document_and_section_is_in_the_project() -> None:
    assert problems(all_citations()) == []


def test_the_scan_finds_the_citations() -> None:
    """Guard against a scan that finds nothing and so passes: the code cites the
    rule book and the protocol many times, some by section."""
    cited = [c for c in all_citations() if c.source.is_relative_to(ROOT / "manni_desktop")]
    targets = {c.target for c in cited}
    assert {"docs/RULES.md", "docs/PROTOCOL.md"} <= targets
    assert len(cited) >= 30
    assert any(c.section == "3" and c.target == "docs/RULES.md" for c in cited)
    readme = [c for c in all_citations() if c.source == ROOT / "README.md"]
    assert {c.section for c in readme if c.target == "docs/RULES.md"} >= {"1", "2", "3"}


def test_what_counts_as_a_broken_citation() -> None:
    source = ROOT / "manni_desktop" / "engine" / "example.py"
    text = (
        '"""Manillen (RULES.md §3); the deal (docs/RULES.md §1-2, then §3).\n'
        "See docs/RULES.md\n"
        "§9, DESIGN.md, docs/PROTOCOL.md, ../shared/PROTOCOL.md and README.md.\n"
        '"""\n'
    )
    found = citations_in(text, source)
    assert [(c.target, c.section) for c in found] == [
        ("RULES.md", None), ("RULES.md", "3"),
        ("docs/RULES.md", None), ("docs/RULES.md", "1"), ("docs/RULES.md", "2"),
        ("docs/RULES.md", "3"),
        ("docs/RULES.md", None), ("docs/RULES.md", "9"),
        ("DESIGN.md", None), ("docs/PROTOCOL.md", None), ("../shared/PROTOCOL.md", None),
        ("README.md", None),
    ]
    reported = problems(found)
    assert [r.split(": ", 1)[1] for r in reported] == [
        "RULES.md: no such file in the project (the project's copy is docs/RULES.md)",
        "RULES.md §3: no such file in the project (the project's copy is docs/RULES.md)",
        "docs/RULES.md §9: docs/RULES.md has no section 9 (numbered: ['1', '2', '3', '4', '5'])",
        "DESIGN.md: no such file in the project",
        "../shared/PROTOCOL.md: no such file in the project (the project's copy is"
        " docs/PROTOCOL.md)",
    ]
    assert problems(citations_in("only §2 here", source)) == [
        "manni_desktop/engine/example.py:1:  §2: a section sign with no document cited before it"
    ]
    own = citations_in("## 1. One\n\nSee docs/PROTOCOL.md, and §1.\n", ROOT / "docs" / "RULES.md")
    assert [(c.target, c.section) for c in own] == [
        ("docs/PROTOCOL.md", None), ("docs/RULES.md", "1")]


# -- the documents keep the sections the code cites ----------------------------------------


def headings(path: Path) -> dict[str, str]:
    text = path.read_text(encoding="utf-8")
    return {
        m.group(1): text[m.end():text.index("\n", m.end())]
        for m in HEADING.finditer(text)
    }


def test_the_rule_book_keeps_its_section_numbers() -> None:
    """The code cites docs/RULES.md by number, and the numbers follow the
    team's shared rule book: §3 is Manillen, §4 the six-contract games."""
    sections = headings(ROOT / "docs" / "RULES.md")
    assert sorted(sections) == ["1", "2", "3", "4", "5"]
    assert "Hornafjarðar Manni" in sections["1"]
    assert "traditional" in sections["2"].lower()
    assert sections["3"].startswith("Manillen")
    assert "six contracts" in sections["4"] and "Mizerka" in sections["4"]
    assert "not yet" not in sections["4"]  # offered in the window since 8f12d3c
    assert "not yet played" in sections["5"]


def test_the_protocol_keeps_its_parts() -> None:
    text = (ROOT / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    titles = re.findall(r"^(#{2,3}) (.+)$", text, re.MULTILINE)
    assert ("##", "Game record: `manni-record/1`") in titles
    assert ("###", "Replay") in titles
    assert ("##", "Bot protocol: `manni-bot/1`") in titles
