"""Can this installation find and read all of its data?  ``selftest`` asks first.

A missing card SVG does not stop a game (the table draws a plain stand-in),
and a missing ``.qm`` silently leaves the window in English, so a selftest
that only plays a game would pass with a broken installer.  This check opens,
with Qt, every file the app can ask for, wherever the app runs from (source,
wheel, or PyInstaller bundle via ``resources.data_root()``):

* every card face of every deck style and every card back renders
  (``QSvgRenderer.isValid``), and so does the app icon;
* every language's catalog loads, is for that language, and translates a
  known message; Qt's own ``qtbase`` catalog for it loads and translates too;
* every language has every rules page English has;
* every component Help → About lists has a real version, not "unknown";
* the compiled parts of the games' bots (the Manni games' C endgame solver,
  hard's and expert's) load and give their Python's value on a known position; a
  bundle must carry them (``GameEntry.native_check``);
* frozen: the notices file and the app's LICENSE are in the bundle, and the
  notices name the Qt and PySide6 versions actually running, with the LGPL,
  where their sources are, and every shared library the bundle holds by
  name, with the whole licence text of the ones that are not Qt's own
  (ICU, zlib, libpng, FreeType, HarfBuzz, PCRE2...).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .engine.cards import card_text
from .resources import data_root

# (context, source text, n) each catalog must translate: the Game menu's title
# for the translated languages; English's catalog holds only plural forms.
APP_PROBE = ("MainWindow", "&Game", -1)
ENGLISH_PROBE = ("TablePlurals", "You may exchange at most %n card(s).", 1)
# A button every Qt catalog translates.
QT_PROBE = ("QPlatformTheme", "Cancel")


@dataclass
class BundleReport:
    problems: list[str] = field(default_factory=list)
    faces: int = 0
    backs: int = 0
    languages: int = 0
    qt_catalogs: int = 0
    rules_pages: int = 0
    notices: str = ""
    solver: str = ""

    def summary(self) -> str:
        return (f"bundle ok: {self.faces} card faces, {self.backs} card backs,"
                f" {self.languages} languages, {self.qt_catalogs} Qt catalogs,"
                f" {self.rules_pages} rules pages" + (f", {self.solver}" if self.solver else "")
                + (f", {self.notices}" if self.notices else ""))


def _ensure_application() -> None:
    """QSvgRenderer wants a GUI application; make the QApplication selftest reuses."""
    from PySide6.QtWidgets import QApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if QApplication.instance() is None:
        QApplication(["manni-desktop"])


def _svg_problem(path: Path) -> str | None:
    from PySide6.QtSvg import QSvgRenderer

    if not path.is_file():
        return f"missing {path}"
    if not QSvgRenderer(str(path)).isValid():
        return f"not a valid SVG: {path}"
    return None


def check_images(package: Path, report: BundleReport) -> None:
    from .gui.table.renderer import BACKS, DECK_STYLES

    cards = package / "assets" / "cards"
    for style in DECK_STYLES:
        for card in range(52):
            problem = _svg_problem(cards / style / f"{card_text(card)}.svg")
            if problem is None:
                report.faces += 1
            else:
                report.problems.append(problem)
    for back in BACKS:
        problem = _svg_problem(cards / "backs" / f"{back}.svg")
        if problem is None:
            report.backs += 1
        else:
            report.problems.append(problem)
    problem = _svg_problem(package / "assets" / "icon" / "manni-desktop.svg")
    if problem is not None:
        report.problems.append(problem)


def _catalog_problem(path: Path, code: str, probe: tuple[str, str, int]) -> str | None:
    from PySide6.QtCore import QTranslator

    if not path.is_file():
        return f"missing translation {path}"
    translator = QTranslator()
    if not translator.load(str(path)) or translator.isEmpty():
        return f"translation {path} does not load (or is empty)"
    language = translator.language().replace("-", "_")
    if language.split("_")[0] != code:
        return f"translation {path} is for language {language!r}, not {code!r}"
    context, source, n = probe
    text = translator.translate(context, source, None, n)
    if not text or text == source:
        return f"translation {path} does not translate {context}/{source!r} (got {text!r})"
    return None


# Qt 6's file dialog label no qtbase catalog translates (qt_extra_<code>.qm does).
QT_EXTRA_PROBE = ("QFileDialog", "&Look in:", -1)


def _qt_catalog_problem(folder: Path, name: str) -> str | None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(name, str(folder)):
        return f"Qt's catalog {name} is not in {folder}"
    if not translator.translate(*QT_PROBE):
        return f"Qt's catalog {name} does not translate {QT_PROBE[1]!r}"
    return None


def check_translations(package: Path, qt_folder: Path, report: BundleReport) -> None:
    from .gui.i18n import CATALOG, LANGUAGES, QT_EXTRA_CATALOG, QTBASE_CATALOG

    for code in LANGUAGES:
        probe = ENGLISH_PROBE if code == "en" else APP_PROBE
        problem = _catalog_problem(package / "i18n" / f"{CATALOG}_{code}.qm", code, probe)
        if problem is None:
            report.languages += 1
        else:
            report.problems.append(problem)
        if code in QTBASE_CATALOG:
            problem = _qt_catalog_problem(qt_folder, QTBASE_CATALOG[code])
            if problem is None:
                report.qt_catalogs += 1
            else:
                report.problems.append(problem)
            extra = package / "i18n" / f"{QT_EXTRA_CATALOG}_{code}.qm"
            problem = _catalog_problem(extra, code, QT_EXTRA_PROBE)
            if problem is not None:
                report.problems.append(problem)


def check_rules_pages(package: Path, report: BundleReport) -> None:
    from .gui.i18n import LANGUAGES

    rules = package / "assets" / "rules"
    pages = sorted(p.name for p in (rules / "en").glob("*.html"))
    if not pages:
        report.problems.append(f"no English rules pages in {rules / 'en'}")
    for code in LANGUAGES:
        for page in pages:
            path = rules / code / page
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                report.problems.append(f"rules page {path}: {exc}")
                continue
            if "<" not in text:
                report.problems.append(f"rules page {path} is not HTML")
            else:
                report.rules_pages += 1


def check_notices(root: Path, report: BundleReport) -> None:
    """A bundle's THIRD-PARTY-NOTICES.txt and LICENSE (``root``: sys._MEIPASS)."""
    from .third_party import NOTICES_FILE, pyside_version, qt_version

    try:
        notices = (root / NOTICES_FILE).read_text(encoding="utf-8")
        (root / "LICENSE").read_text(encoding="utf-8")
    except OSError as exc:
        report.problems.append(f"licence files missing from the bundle: {exc}")
        return
    wanted = [f"Qt {qt_version()} ", f"PySide6 / shiboken6 {pyside_version()} ",
              "GNU LESSER GENERAL PUBLIC LICENSE", "Python "]
    wanted += ["Third-party code inside Qt", f"qt-everywhere-src-{qt_version()}",
               f"pyside-setup-everywhere-src-{pyside_version()}"]
    missing = [w.strip() for w in wanted if w not in notices]
    missing += uncovered_libraries(root, notices)
    if missing:
        report.problems.append(f"{NOTICES_FILE} does not name {', '.join(missing)}")
    else:
        report.notices = f"notices ({len(notices) // 1024} KiB)"


def check_versions(report: BundleReport) -> None:
    """Help → About names a real version for every component it lists: in a
    bundle, a package whose metadata was left out showed "unknown"."""
    from .third_party import is_version, runtime_components

    for component in runtime_components(texts=False):
        if not is_version(component.version):
            report.problems.append(
                f"About shows no version for {component.name}: {component.version!r}")


def check_native_parts(report: BundleReport, required: bool) -> None:
    """The compiled parts of the games' bots load and agree with their Python
    (``GameEntry.native_check``); ``required``: a bundle must carry them, a
    source install without a C compiler only plays every card out by rollouts."""
    from .games import entries

    summaries = []
    for game in {e.bots: e for e in entries()}.values():  # one game per bots module
        result = game.native_check()
        if result is None:
            continue
        summary, loaded, problem = result
        summaries.append(summary)
        if problem is not None and (required or loaded):
            report.problems.append(problem)
    report.solver = ", ".join(summaries)


def shared_libraries(root: Path) -> list[Path]:
    """Every shared library under ``root`` (.so, .so.N, .dll, .dylib, .pyd)."""
    return sorted(path for path in root.rglob("*") if path.is_file() and (
        path.suffix.lower() in (".dll", ".dylib", ".pyd", ".so") or ".so." in path.name))


def uncovered_libraries(root: Path, notices: str) -> list[str]:
    """The bundle's libraries the notices do not list by name, and those whose
    component's licence text (libicu* → ICU, libpng* → libpng...) is not in them."""
    from .qt_attributions import covering, licence_title

    missing = []
    for path in shared_libraries(root):
        inside = covering(path.name)
        if path.name not in notices:
            missing.append(path.name)
        elif inside is not None and f"\n{licence_title(inside)}\n" not in notices:
            missing.append(f"{licence_title(inside)} for {path.name}")
    return missing


def check_bundle(package: Path | None = None, qt_translations: Path | None = None) -> BundleReport:
    """Everything above, for ``package`` (default: where the app runs from)."""
    from PySide6.QtCore import QLibraryInfo

    _ensure_application()
    package = package if package is not None else data_root()
    if qt_translations is None:
        qt_translations = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    report = BundleReport()
    check_images(package, report)
    check_translations(package, qt_translations, report)
    check_rules_pages(package, report)
    check_versions(report)
    frozen = getattr(sys, "_MEIPASS", None)
    check_native_parts(report, required=frozen is not None)
    if frozen is not None:
        check_notices(Path(frozen), report)
    return report


def main() -> int:
    """One line; 0 if every file is there and readable, else 1 and the problems."""
    try:
        report = check_bundle()
    except Exception as exc:  # noqa: BLE001 - the installers need one line and an exit code
        print(f"bundle check failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    if report.problems:
        print(f"bundle check: {len(report.problems)} problem(s):", file=sys.stderr)
        for problem in report.problems[:20]:
            print(f"  {problem}", file=sys.stderr)
        return 1
    print(report.summary())
    return 0
