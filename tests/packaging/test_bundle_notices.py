"""Every bundled file is accounted for in THIRD-PARTY-NOTICES.txt (issue 12).

The notices are written from the bundle's own list of binaries: Qt's and
PySide6's files, the interpreter's, and system libraries whose Debian package
names their licence.  A library no package owns must stop the build.
"""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from manni_desktop.resources import asset_path
from manni_desktop.third_party import (
    GPL,
    LGPL,
    NOTICES_FILE,
    notices_text,
    pyside_version,
    qt_version,
    runtime_components,
)

from .loader import ROOT, load

notices = load("bundle_notices")
PYSIDE = "/venv/lib/python3.11/site-packages/PySide6"


def test_each_binary_has_an_owner() -> None:
    assert notices.owner(f"{PYSIDE}/Qt/lib/libQt6Core.so.6") == "qt"
    assert notices.owner("/venv/lib/python3.11/site-packages/shiboken6/libshiboken6.so") == "qt"
    assert notices.owner(f"{sys.base_prefix}/lib/python3.11/lib-dynload/_ssl.so") == "python"
    assert notices.owner("C:\\Python311\\python311.dll".replace("\\", "/")) == "python"
    assert notices.owner("/lib/x86_64-linux-gnu/libz.so.1") == "system"


def test_a_library_nobody_owns_stops_the_build(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    binaries = [("libmystery.so", "/opt/mystery/libmystery.so", "BINARY")]
    monkeypatch.setattr(notices.shutil, "which", lambda name: "/usr/bin/dpkg")
    with pytest.raises(SystemExit, match="libmystery.so"):
        notices.write_notices(binaries, tmp_path, package_of=lambda source: None)
    assert not (tmp_path / NOTICES_FILE).exists()


def test_without_a_package_database_unknown_files_are_listed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(notices.shutil, "which", lambda name: None)
    path = notices.write_notices([("vcruntime.dll", "C:/other/vcruntime.dll", "BINARY")],
                                 tmp_path, package_of=lambda source: None)
    assert "Other bundled libraries" in path.read_text(encoding="utf-8")
    assert "vcruntime.dll" in path.read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="a Debian or Ubuntu build machine")
def test_a_system_library_brings_its_packages_copyright(tmp_path: Path) -> None:
    zlib = next(p for p in ("/lib/x86_64-linux-gnu/libz.so.1",
                            "/usr/lib/x86_64-linux-gnu/libz.so.1",
                            "/lib/aarch64-linux-gnu/libz.so.1") if Path(p).exists())
    binaries = [("libz.so.1", zlib, "BINARY"),
                ("PySide6/Qt/lib/libQt6Core.so.6", f"{PYSIDE}/Qt/lib/libQt6Core.so.6", "BINARY")]
    text = notices.write_notices(binaries, tmp_path).read_text(encoding="utf-8")
    assert "zlib1g " in text and "libz.so.1" in text
    assert "Jean-loup Gailly" in text  # zlib's own copyright line, from /usr/share/doc
    assert f"Qt {qt_version()} " in text and f"PySide6 / shiboken6 {pyside_version()} " in text


def test_the_runtime_components_carry_their_licence_texts() -> None:
    components = {c.name: c for c in runtime_components()}
    assert set(components) == {"Manni Desktop", "Python", "Qt", "PySide6 / shiboken6",
                               "DejaVu Sans", "platformdirs", "cryptography", "cffi",
                               "pycparser", "spake2", "zeroconf", "ifaddr"}
    assert components["zeroconf"].licence == "LGPL-2.1-or-later"
    assert "replaced" in components["zeroconf"].note
    assert len(components["cryptography"].texts) >= 2  # Apache-2.0 and BSD texts
    assert all(c.texts for c in components.values()), [n for n, c in components.items()
                                                       if not c.texts]
    text = notices_text(components.values())
    assert text.count("-" * 78 + "\nLGPL-3.0\n") == 1  # shared texts once
    assert "Version 2.1, February 1999" in text  # zeroconf's LGPL v2.1
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in text
    assert "Bitstream Vera" in text  # the bundled font's licence
    assert "Replacing Qt" in text and "packaging/build.py" in text


def test_the_shipped_licence_texts_are_whole() -> None:
    lgpl = asset_path("licenses", LGPL).read_text(encoding="utf-8")
    gpl = asset_path("licenses", GPL).read_text(encoding="utf-8")
    assert lgpl.lstrip().startswith("GNU LESSER GENERAL PUBLIC LICENSE") and "Version 3" in lgpl
    assert "END OF TERMS AND CONDITIONS" in gpl and "Version 3, 29 June 2007" in gpl


def test_the_project_licence_is_the_license_file() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == {"text": "MIT"}
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_bundle_check_wants_the_notices_and_the_licence(tmp_path: Path) -> None:
    from manni_desktop.bundle_check import BundleReport, check_notices

    report = BundleReport()
    check_notices(tmp_path, report)
    assert report.problems and "missing" in report.problems[0]
    (tmp_path / "LICENSE").write_text("MIT License\n", encoding="utf-8")
    (tmp_path / NOTICES_FILE).write_text("Qt 5.15 \n", encoding="utf-8")
    report = BundleReport()
    check_notices(tmp_path, report)
    assert report.problems and f"Qt {qt_version()}" in report.problems[0]
    notices.write_notices([], tmp_path, package_of=lambda source: None)
    report = BundleReport()
    check_notices(tmp_path, report)
    assert report.problems == [] and "notices" in report.summary()


def _bundle(folder: Path, names: list[str]) -> Path:
    """A bundle folder holding these library files (stand-ins) and the licence."""
    for name in names:
        (folder / name).write_bytes(b"\x7fELF stand-in")
    (folder / "LICENSE").write_text("MIT License\n", encoding="utf-8")
    return folder


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="a Debian or Ubuntu build machine")
def test_the_notices_cover_every_library_of_a_bundle(tmp_path: Path) -> None:
    """Qt's own ICU libraries, the system's zlib and every Qt library are named in
    the notices with their licence texts; the bundle check finds none missing."""
    from manni_desktop.bundle_check import BundleReport, check_notices

    zlib = next(p for p in ("/lib/x86_64-linux-gnu/libz.so.1",
                            "/usr/lib/x86_64-linux-gnu/libz.so.1") if Path(p).exists())
    qt_files = ["libicudata.so.73", "libicuuc.so.73", "libQt6Core.so.6", "QtCore.abi3.so"]
    binaries = [(name, f"{PYSIDE}/Qt/lib/{name}", "BINARY") for name in qt_files]
    glib = str(Path(zlib).with_name("libglib-2.0.so.0"))  # its copyright names LGPL-2.1
    binaries += [("libz.so.1", zlib, "BINARY"), ("libglib-2.0.so.0", glib, "BINARY")]
    folder = _bundle(tmp_path, [*qt_files, "libz.so.1", "libglib-2.0.so.0"])
    text = notices.write_notices(binaries, folder).read_text(encoding="utf-8")
    for words in ("UNICODE, INC. LICENSE AGREEMENT",  # ICU's own LICENSE
                  "The FreeType Project LICENSE", "PNG Reference Library License version 2",
                  "PCRE2", "MD4C", "HarfBuzz", "Martin Mitáš",
                  "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 2.1",
                  f"qt-everywhere-src-{qt_version()}.tar.xz"):
        assert words in text, words
    report = BundleReport()
    check_notices(folder, report)
    assert report.problems == [], report.problems


def test_the_bundle_check_names_a_library_the_notices_leave_out(tmp_path: Path) -> None:
    from manni_desktop.bundle_check import BundleReport, check_notices

    folder = _bundle(tmp_path, ["libQt6Core.so.6"])
    notices.write_notices([("libQt6Core.so.6", f"{PYSIDE}/Qt/lib/libQt6Core.so.6", "BINARY")],
                          folder, package_of=lambda source: None)
    (folder / "libicuuc.so.73").write_bytes(b"added after the notices were written")
    (folder / "libpcre2-16.so.0").write_bytes(b"likewise")
    report = BundleReport()
    check_notices(folder, report)
    assert report.problems and "libicuuc.so.73" in report.problems[0]
    assert "libpcre2-16.so.0" in report.problems[0]


def test_a_python_packages_compiled_files_are_its_own(tmp_path: Path) -> None:
    """cryptography's Rust core, cffi's backend and zeroconf's compiled modules
    belong to those packages (not to Python or the system): the notices name each
    file with its package, and carry the package's licence texts."""
    import cryptography

    site = Path(cryptography.__file__).parents[1]
    backend = next(site.glob("_cffi_backend*"))
    rust = next(Path(cryptography.__file__).parent.rglob("_rust*"))
    assert notices.owner(str(rust)) == "wheel"
    assert notices.distribution_of(str(backend)) == "cffi"
    assert notices.distribution_of(str(site / "cffi.libs" / "libffi-x.so")) == "cffi"
    binaries = [(rust.name, str(rust), "BINARY"), (backend.name, str(backend), "BINARY")]
    folder = _bundle(tmp_path, [rust.name, backend.name])
    text = notices.write_notices(binaries, folder).read_text(encoding="utf-8")
    assert f"{rust.name}: Python package cryptography" in text
    assert f"{backend.name}: Python package cffi" in text
    assert "Apache License" in text and "GNU LESSER GENERAL PUBLIC LICENSE" in text


def test_a_bundled_package_about_leaves_out_stops_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cryptography

    rust = next(Path(cryptography.__file__).parent.rglob("_rust*"))
    monkeypatch.setattr(notices, "distribution_of", lambda source: "mysterypkg")
    with pytest.raises(SystemExit, match="mysterypkg"):
        notices.write_notices([(rust.name, str(rust), "BINARY")], tmp_path)
