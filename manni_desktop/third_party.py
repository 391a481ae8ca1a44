"""What Manni Desktop is made of, and under which licences (Help → About).

The app is MIT; it ships the DejaVu Sans font (Bitstream Vera licence); it
runs on Python (PSF licence) and on Qt through PySide6 and shiboken6, which
it uses under the LGPL v3 (the LGPL v3 adds permissions
to the GPL v3, so both texts are shipped).  ``runtime_components`` reads the
versions from the interpreter that is running, so About never states a
version the player does not have.  A bundle also carries system libraries;
the build lists those itself (``packaging/bundle_notices.py``) and writes one
``THIRD-PARTY-NOTICES.txt`` into the bundle, which About then shows as is.

Pure Python: Qt is imported only to ask its version.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import platform
import re
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from . import __version__, qt_attributions
from .resources import asset_path, package_dir

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"
# assets/fonts/: copied from Debian's fonts-dejavu-core 2.37-6 with its copyright file.
DEJAVU_VERSION = "2.37"
LGPL = "LGPL-3.0.txt"
GPL = "GPL-3.0.txt"


@dataclass(frozen=True)
class Component:
    """One part of the program: ``texts`` are (title, full licence text)."""

    name: str
    version: str
    licence: str
    url: str
    note: str = ""
    texts: tuple[tuple[str, str], ...] = ()


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def _bundled_licence(name: str) -> tuple[str, str]:
    text = _read(asset_path("licenses", name))
    if text is None:
        raise FileNotFoundError(f"licence text {name} is missing from the package")
    return name.removesuffix(".txt"), text


def _bundled_font_licence() -> tuple[str, str]:
    text = _read(asset_path("fonts", "DejaVu-LICENSE.txt"))
    if text is None:
        raise FileNotFoundError("the DejaVu font's licence is missing from the package")
    return "DejaVu fonts licence", text


def app_licence_text() -> str | None:
    """The app's own MIT licence: beside a bundle's files, in a source
    checkout (LICENSE beside the package), or in an installed wheel's metadata."""
    frozen = getattr(sys, "_MEIPASS", None)
    places = [Path(frozen) / "LICENSE"] if frozen else []
    places.append(package_dir().parent / "LICENSE")
    for place in places:
        text = _read(place)
        if text:
            return text
    try:
        files = importlib.metadata.distribution("manni-desktop").files or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.name == "LICENSE":
            return file.read_text(encoding="utf-8")
    return None


def python_licence_text() -> str | None:
    """The interpreter's own LICENSE.txt (stdlib folder on POSIX, the
    installation folder on Windows and in the embeddable distribution)."""
    for place in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                  Path(sys.base_prefix) / "LICENSE.txt"):
        text = _read(place)
        if text:
            return text
    return None


def _distribution_version(name: str) -> str:
    """The version of the package ``name`` that runs: its module's own
    ``__version__`` first (a PyInstaller bundle carries no package metadata
    unless the spec copies it), else the installed distribution's."""
    try:
        version = getattr(importlib.import_module(name), "__version__", None)
    except ImportError:
        version = None
    if isinstance(version, str) and version:
        return version
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def is_version(text: str) -> bool:
    """A real version number ("4.14.9", "6.8.1", "2.37"), not "unknown"."""
    return re.fullmatch(r"\d+(\.\d+)+([.+-]?[0-9A-Za-z.+-]*)?", text) is not None


# The Python packages the app runs besides Qt and PySide6 (the table for
# friends needs the last six: TLS certificates, the join-code handshake and
# finding tables on the network), each with its home page.  A package missing
# where the app runs (a trimmed bundle) is simply not listed.
PACKAGES = (
    ("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
    ("cryptography", "Apache-2.0 OR BSD-3-Clause", "https://cryptography.io"),
    ("cffi", "MIT-0", "https://cffi.readthedocs.io"),
    ("pycparser", "BSD-3-Clause", "https://github.com/eliben/pycparser"),
    ("spake2", "MIT", "https://github.com/warner/python-spake2"),
    ("zeroconf", "LGPL-2.1-or-later", "https://github.com/python-zeroconf/python-zeroconf"),
    ("ifaddr", "MIT", "https://github.com/ifaddr/ifaddr"),
)
# Where a package's import name differs from its distribution's.
MODULE_OF = {"cffi": "_cffi_backend"}
PACKAGE_NOTES = {
    "cryptography": "Its compiled part carries OpenSSL (Apache-2.0) and Rust crates; "
                    "see its licence files below.",
    "zeroconf": "Its source is on PyPI (https://pypi.org/project/zeroconf/). The bundle "
                "keeps it as files of its own in the program's folder (not packed into "
                "the program's archive), so it can be replaced by another build of "
                "zeroconf (LGPL-2.1 section 6).",
}


def _present(name: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(MODULE_OF.get(name, name)) is not None
    except (ImportError, ValueError):
        return False


def _distribution_licences(name: str) -> tuple[tuple[str, str], ...]:
    """Every licence file the distribution ``name`` ships (cryptography has three)."""
    try:
        files = importlib.metadata.distribution(name).files or []
    except importlib.metadata.PackageNotFoundError:
        return ()
    found = []
    for file in files:
        upper = file.name.upper()
        if upper.startswith(("LICENSE", "LICENCE", "COPYING")) and Path(file.locate()).is_file():
            found.append((f"{name} {file.name}", file.read_text(encoding="utf-8")))
    return tuple(found)


def package_components(*, texts: bool = True) -> list[Component]:
    """``PACKAGES`` that are present where the app runs, as About lists them."""
    return [
        Component(name, _distribution_version(name), licence, url, note=PACKAGE_NOTES.get(name, ""),
                  texts=_distribution_licences(name) if texts else ())
        for name, licence, url in PACKAGES if _present(name)
    ]


def qt_version() -> str:
    from PySide6.QtCore import qVersion

    return str(qVersion())


def pyside_version() -> str:
    import PySide6

    return str(PySide6.__version__)


def runtime_components(*, texts: bool = True) -> list[Component]:
    """The app, Python, Qt, PySide6/shiboken6 and platformdirs as running now.

    ``texts=False`` leaves the licence texts out (About's short list)."""
    lgpl = (_bundled_licence(LGPL), _bundled_licence(GPL)) if texts else ()
    app_text = app_licence_text() if texts else None
    python_text = python_licence_text() if texts else None
    return [
        Component("Manni Desktop", __version__, "MIT", "",
                  texts=(("Manni Desktop LICENSE", app_text),) if app_text else ()),
        Component("Python", platform.python_version(), "PSF-2.0", "https://www.python.org",
                  texts=(("Python LICENSE", python_text),) if python_text else ()),
        Component("Qt", qt_version(), "LGPL-3.0-only", "https://www.qt.io",
                  note="Qt includes third-party code (ICU, zlib, libpng, FreeType, HarfBuzz, "
                       "PCRE2, MD4C and more): each is listed below with its licence text.",
                  texts=lgpl + (qt_attributions.licence_texts() if texts else ())),
        Component("PySide6 / shiboken6", pyside_version(), "LGPL-3.0-only",
                  "https://pyside.org",
                  note="Offered as LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only; "
                       "used here under the LGPL v3.",
                  texts=lgpl),
        Component("DejaVu Sans", DEJAVU_VERSION, "Bitstream-Vera",
                  "https://dejavu-fonts.github.io",
                  note="Used where the system's own font cannot draw the suit signs or "
                       "the letters of the four languages.",
                  texts=(_bundled_font_licence(),) if texts else ()),
    ] + package_components(texts=texts)


REBUILD = """\
Replacing Qt (LGPL v3, section 4): the program loads Qt and PySide6 as shared
libraries at start. To run it with your own build of Qt, take the source
code of this version, install your PySide6 and Qt into a Python environment,
and either run the program from source (`python -m manni_desktop`) or build
the bundle again with `python packaging/build.py`: it then carries your Qt.
"""


def source_offer(qt: str, pyside: str) -> str:
    """Where the exact sources of the Qt and PySide6 that run are (LGPL v3
    section 4(d), GPL v3 section 6): Qt's own download archive, by version."""
    minor = ".".join(qt.split(".")[:2])
    return (f"The source code of this Qt ({qt}) and PySide6/shiboken6 ({pyside}):\n"
            f"  https://download.qt.io/archive/qt/{minor}/{qt}/single/"
            f"qt-everywhere-src-{qt}.tar.xz\n"
            f"  https://download.qt.io/official_releases/QtForPython/pyside6/"
            f"PySide6-{pyside}-src/pyside-setup-everywhere-src-{pyside}.tar.xz\n"
            f"  (the same as git tags v{qt} of https://code.qt.io/qt/qt5.git and "
            f"v{pyside} of https://code.qt.io/pyside/pyside-setup.git)\n")


def notices_text(components: Iterable[Component], extra: Iterable[str] = ()) -> str:
    """The notices file: a summary line per component, the extra sections
    (a bundle's system libraries), then every licence text once."""
    parts = ["Manni Desktop: third-party notices", "=" * 35, ""]
    seen: dict[str, str] = {}
    components = list(components)
    for c in components:
        parts.append(f"{c.name} {c.version}  ({c.licence})" + (f"  {c.url}" if c.url else ""))
        if c.note:
            parts.append(f"    {c.note}")
        for title, text in c.texts:
            seen.setdefault(title, text)
    versions = {c.name: c.version for c in components}
    parts += ["", *qt_attributions.summary_lines(), "", REBUILD,
              source_offer(versions.get("Qt", qt_version()),
                           versions.get("PySide6 / shiboken6", pyside_version()))]
    for section in extra:
        parts += [section.rstrip(), ""]
    for title, text in seen.items():
        parts += ["", "-" * 78, title, "-" * 78, "", text.rstrip(), ""]
    return "\n".join(parts) + "\n"


def bundled_notices() -> str | None:
    """The bundle's notices file (None when running from source)."""
    frozen = getattr(sys, "_MEIPASS", None)
    return _read(Path(frozen) / NOTICES_FILE) if frozen else None


def current_notices() -> str:
    """What Help → About → Licences shows: the bundle's file, or the same
    text made from the running interpreter when started from source."""
    return bundled_notices() or notices_text(runtime_components())
