"""bundle_check finds every kind of missing or broken data file an installer could ship."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from manni_desktop.bundle_check import check_bundle
from manni_desktop.games import entries
from manni_desktop.gui.i18n import LANGUAGES
from manni_desktop.resources import data_root


@pytest.fixture
def package(tmp_path: Path, qapp: QApplication) -> Path:
    """A copy of the package's data files only (what the spec bundles)."""
    copy = tmp_path / "manni_desktop"
    shutil.copytree(data_root() / "assets", copy / "assets")
    (copy / "i18n").mkdir()
    for catalog in (data_root() / "i18n").glob("*.qm"):
        shutil.copy2(catalog, copy / "i18n" / catalog.name)
    return copy


def test_the_package_has_everything(qapp: QApplication) -> None:
    report = check_bundle()
    assert report.problems == []
    assert (report.faces, report.backs, report.languages, report.qt_catalogs) == (104, 3, 4, 3)
    pages = {game.rules_page for game in entries()}  # every registered game's page
    assert report.rules_pages == len(pages) * len(LANGUAGES)


def test_the_copy_has_everything(package: Path) -> None:
    assert check_bundle(package).problems == []


def _remove_card(package: Path) -> None:
    (package / "assets" / "cards" / "four-colour" / "QH.svg").unlink()


def _break_back(package: Path) -> None:
    (package / "assets" / "cards" / "backs" / "red.svg").write_text("<svg", encoding="utf-8")


def _remove_catalog(package: Path) -> None:
    (package / "i18n" / "manni_desktop_pl.qm").unlink()


def _wrong_catalog(package: Path) -> None:
    i18n = package / "i18n"
    shutil.copy2(i18n / "manni_desktop_es.qm", i18n / "manni_desktop_pt.qm")


def _truncate_catalog(package: Path) -> None:
    (package / "i18n" / "manni_desktop_es.qm").write_bytes(b"")


def _remove_rules_page(package: Path) -> None:
    (package / "assets" / "rules" / "es" / "classic.html").unlink()


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        (_remove_card, "four-colour/QH.svg"),
        (_break_back, "not a valid SVG"),
        (_remove_catalog, "missing translation"),
        (_wrong_catalog, "for language 'es', not 'pt'"),
        (_truncate_catalog, "manni_desktop_es.qm does not load"),
        (_remove_rules_page, "es/classic.html"),
    ],
)
def test_each_damage_is_named(package: Path, damage: Callable[[Path], None], expected: str) -> None:
    damage(package)
    problems = check_bundle(package).problems
    assert len(problems) == 1 and expected in problems[0].replace("\\", "/"), problems


def test_qt_catalogs_must_ship(package: Path, tmp_path: Path) -> None:
    empty = tmp_path / "no-qt-translations"
    empty.mkdir()
    problems = check_bundle(package, empty).problems
    assert sorted(p.split()[2] for p in problems) == ["qtbase_es", "qtbase_pl", "qtbase_pt_BR"]


def test_a_component_without_a_version_in_about_is_a_problem(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The selftest's bundle check fails when Help → About would say "unknown"
    (the platformdirs metadata missing from a bundle did so)."""
    from manni_desktop import third_party

    monkeypatch.setattr(third_party, "_distribution_version", lambda name: "unknown")
    problems = check_bundle().problems
    assert problems == [f"About shows no version for {name}: 'unknown'"
                        for name, _licence, _url in third_party.PACKAGES]


def test_a_bundle_without_the_c_solver_is_a_problem_a_source_install_is_not(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from manni_desktop.bundle_check import BundleReport, check_native_parts
    from manni_desktop.games.manni.bots import native_solver

    monkeypatch.setattr(native_solver, "library", lambda: None)
    bundle, source = BundleReport(), BundleReport()
    check_native_parts(bundle, required=True)
    check_native_parts(source, required=False)
    assert bundle.problems == ["the C endgame solver is missing or does not load"]
    assert source.problems == [] and source.solver == "endgame solver in Python"


def test_a_c_solver_that_disagrees_with_python_is_a_problem(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from manni_desktop.bundle_check import BundleReport, check_native_parts
    from manni_desktop.games.manni.bots import native_solver

    if not native_solver.native_available():
        pytest.skip("the C solver is not built in this install")
    monkeypatch.setattr(native_solver.NativeSolver, "value", lambda *_args: 99.0)
    report = BundleReport()
    check_native_parts(report, required=False)
    assert report.problems == ["the C endgame solver says 99.0, the Python one 4.0"]
