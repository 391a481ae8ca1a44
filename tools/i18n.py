"""The Qt Linguist workflow for Manni Desktop's translations.

    python3 tools/i18n.py update    # pyside6-lupdate: collect tr() strings into i18n/*.ts
    python3 tools/i18n.py release   # pyside6-lrelease: compile *.ts into the shipped *.qm
    python3 tools/i18n.py check     # exit 1 if a message is missing, unfinished or a .qm stale
    (--lang pl: one language only)

English has its own catalog holding only the plural forms ("%n trick(s)" →
"1 trick" / "2 tricks"); every other English text is the source text itself.

``qt_extra_<code>.ts`` are kept by hand, not by lupdate: Qt's own dialog texts
that Qt's catalogs lack (Qt 6's "&Look in:", "Files of &type:") or word for
another country (qtbase has only Brazilian Portuguese: "Salvar", "arquivo").
``release`` compiles them too and ``check`` checks them like the app's own.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
# The window's tr() words, and the games' titles and descriptions, marked
# with QT_TRANSLATE_NOOP in their (Qt-free) packages.
SOURCES = (ROOT / "manni_desktop" / "gui", ROOT / "manni_desktop" / "games")
LANGUAGES = ("en", "pt", "es", "pl")
PLURAL_FORMS = {"en": 2, "pt": 2, "es": 2, "pl": 3}
# Qt's plural rule for plain "pt" is Brazilian ("0 vaza"); the app speaks pt-PT ("0 vazas").
TARGET_LANGUAGE = {"pt": "pt_PT"}


def ts_file(code: str) -> Path:
    return I18N / f"manni_desktop_{code}.ts"


def qm_file(code: str) -> Path:
    return I18N / f"manni_desktop_{code}.qm"


QT_EXTRA_LANGUAGES = ("pt", "es", "pl")


def qt_extra_ts(code: str) -> Path:
    return I18N / f"qt_extra_{code}.ts"


def qt_extra_qm(code: str) -> Path:
    return I18N / f"qt_extra_{code}.qm"


def source_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for folder in SOURCES for p in folder.rglob("*.py"))


def _pyside_folder() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent


def _tool(name: str) -> str:
    """Qt's ``name`` (pyside6-lupdate, pyside6-lrelease) for the running Python.

    Looked for first beside the interpreter (a virtual environment's ``bin/``
    or ``Scripts\\`` is on no PATH unless activated, so ``.venv/bin/python -m
    pytest`` must still find it), then in the ``scripts`` folder pip installs
    console scripts into, then the binary inside this interpreter's PySide6
    package (what the wrapper script runs), then on PATH."""
    suffix = ".exe" if sys.platform == "win32" else ""
    folders = [Path(sys.executable).parent, Path(sysconfig.get_path("scripts"))]
    for folder in folders:
        candidate = folder / (name + suffix)
        if candidate.is_file():
            return str(candidate)
    package = _pyside_folder()
    if package is not None:
        candidate = package / (name.removeprefix("pyside6-") + suffix)
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        where = ", ".join(str(f) for f in folders)
        raise SystemExit(f"{name} not found beside {sys.executable} ({where}) nor on PATH: "
                         f"{sys.executable} -m pip install PySide6-Essentials")
    return found


def lupdate(code: str, target: Path) -> None:
    """Run lupdate for one language into ``target`` (a .ts file, kept translations)."""
    args = [_tool("pyside6-lupdate"), *source_files(), "-no-obsolete", "-locations", "none",
            "-target-language", TARGET_LANGUAGE.get(code, code), "-ts", str(target)]
    if code == "en":
        args.insert(-2, "-pluralonly")
    subprocess.run(args, cwd=ROOT, check=True, capture_output=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   cwd=ROOT, check=True, capture_output=True)


@dataclass
class Problem:
    code: str
    text: str


def catalog_problems(code: str, ts: Path) -> list[Problem]:
    """Unfinished, empty or wrongly pluralised messages in one .ts file."""
    problems = []
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            where = f"{code}: {name}: {source!r}"
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                   "obsolete"):
                problems.append(Problem(code, f"{where} is not translated"))
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
                if len(forms) != PLURAL_FORMS[code] or not all(forms):
                    problems.append(Problem(code, f"{where} needs {PLURAL_FORMS[code]} plural "
                                                  f"forms, has {len(forms)}"))
            elif not (translation.text or "").strip():
                problems.append(Problem(code, f"{where} has an empty translation"))
    return problems


def check(codes: tuple[str, ...] = LANGUAGES) -> list[str]:
    """Everything that would make a shipped catalog wrong, as readable lines,
    for ``codes`` only (``--lang``), so checking one language after filling it
    does not wait for, nor report, the others."""
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for code in codes:
            ts = ts_file(code)
            if not ts.exists():
                lines.append(f"{code}: {ts.name} is missing")
                continue
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            lupdate(code, fresh)  # adds any source string the .ts lacks, as unfinished
            lines += [p.text for p in catalog_problems(code, fresh)]
            qm = qm_file(code)
            compiled = Path(tmp) / qm.name
            lrelease(ts, compiled)
            if not qm.exists():
                lines.append(f"{code}: {qm.name} is missing (run tools/i18n.py release)")
            elif qm.read_bytes() != compiled.read_bytes():
                lines.append(f"{code}: {qm.name} is older than {ts.name} "
                             "(run tools/i18n.py release)")
        for code in (c for c in QT_EXTRA_LANGUAGES if c in codes):
            ts, qm = qt_extra_ts(code), qt_extra_qm(code)
            if not ts.exists():
                lines.append(f"{code}: {ts.name} is missing")
                continue
            lines += [p.text for p in catalog_problems(code, ts)]
            compiled = Path(tmp) / qm.name
            lrelease(ts, compiled)
            if not qm.exists() or qm.read_bytes() != compiled.read_bytes():
                lines.append(f"{code}: {qm.name} is missing or older than {ts.name} "
                             "(run tools/i18n.py release)")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("update", "release", "check"))
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="only this language (repeatable; default: all)")
    args = parser.parse_args()
    codes = args.lang or LANGUAGES
    if args.command == "update":
        for code in codes:
            lupdate(code, ts_file(code))
            print(f"updated {ts_file(code).relative_to(ROOT)}")
    elif args.command == "release":
        for code in codes:
            lrelease(ts_file(code), qm_file(code))
            print(f"compiled {qm_file(code).relative_to(ROOT)}")
            if code in QT_EXTRA_LANGUAGES:
                lrelease(qt_extra_ts(code), qt_extra_qm(code))
                print(f"compiled {qt_extra_qm(code).relative_to(ROOT)}")
    else:
        problems = check(tuple(codes))
        for line in problems:
            print(line)
        print(f"{len(problems)} problem(s)")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
