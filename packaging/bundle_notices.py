"""THIRD-PARTY-NOTICES.txt for a bundle, from the files the bundle really holds.

The spec calls ``write_notices`` with the analysis' binaries after trimming.
Each binary is accounted for:

* inside the PySide6 or shiboken6 package: Qt, PySide6, shiboken6 (LGPL v3);
* the interpreter's own (libpython, python3XY.dll, lib-dynload, the VC runtime
  Python ships): Python (PSF);
* inside the app's own package (the C library ``libmanni_native``, which
  setup.py or the Windows build compiles): Manni Desktop's (its LICENSE);
* anything else is a system library the build machine provided.  On Debian
  and Ubuntu, ``dpkg`` names its package, version and copyright file, whose
  text goes into the notices.  A library no package owns stops the build:
  shipping a file whose licence nobody looked up is what this prevents.
  Where there is no dpkg (Windows, macOS, where PyInstaller collects no
  system libraries) such files are listed by name with a warning.

The runtime components (versions, licence texts) come from
``manni_desktop.third_party`` so About and the bundle say the same.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePath

# A PyInstaller TOC entry: (destination name, source path, type code).
TocEntry = tuple[str, str, str]
PackageOf = Callable[[str], "SystemPackage | None"]

QT_PACKAGES = ("PySide6", "shiboken6")
APP_PACKAGE = "manni_desktop"


@dataclass(frozen=True)
class SystemPackage:
    """A Debian package that owns bundled libraries."""

    name: str
    version: str
    copyright: str


def owner(source: str) -> str:
    """``qt``, ``python``, ``app`` (the app's own compiled part), ``wheel`` (a
    Python package's own compiled part) or ``system`` for one bundled binary's
    source path."""
    parts = PurePath(source).parts
    if APP_PACKAGE in parts:
        return "app"
    if any(p in QT_PACKAGES for p in parts):
        return "qt"
    if "site-packages" in parts:
        return "wheel"
    name = PurePath(source).name.lower()
    base = str(PurePath(sys.base_prefix))
    if (name.startswith(("libpython", "python3")) or "lib-dynload" in parts
            or source.startswith(base + os.sep) or source.startswith(base + "/")):
        return "python"
    return "system"


def _usrmerge_variants(path: str) -> list[str]:
    """``/lib/x`` and ``/usr/lib/x``: dpkg knows a file by the one its package
    installed, and on merged-/usr systems either name reaches it."""
    if path.startswith("/usr/"):
        return [path, path.removeprefix("/usr")]
    return [path, "/usr" + path]


def dpkg_package(source: str) -> SystemPackage | None:
    """The Debian package owning ``source`` (or the file its link points to)."""
    if shutil.which("dpkg") is None:
        return None
    for path in dict.fromkeys([source, os.path.realpath(source)]):
        for query in _usrmerge_variants(path):
            found = subprocess.run(["dpkg", "-S", query], capture_output=True, text=True,
                                   check=False)
            if found.returncode != 0 or ":" not in found.stdout:
                continue
            package = found.stdout.split(":")[0].strip()
            version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                                     capture_output=True, text=True, check=False).stdout.strip()
            copyright_file = Path("/usr/share/doc") / package / "copyright"
            text = (copyright_file.read_text(encoding="utf-8", errors="replace")
                    if copyright_file.is_file() else "")
            return SystemPackage(package, version, text)
    return None


@dataclass
class BundleContents:
    qt: list[str]
    python: list[str]
    wheels: dict[str, list[str]]  # distribution -> its compiled files
    packages: dict[SystemPackage, list[str]]
    unowned: list[str]
    app: list[str] = field(default_factory=list)


def sort_binaries(binaries: Iterable[TocEntry], package_of: PackageOf) -> BundleContents:
    contents = BundleContents([], [], {}, {}, [])
    for dest, source, _kind in binaries:
        kind = owner(source)
        if kind == "qt":
            contents.qt.append(dest)
        elif kind == "python":
            contents.python.append(dest)
        elif kind == "app":
            contents.app.append(dest)
        elif kind == "wheel":
            contents.wheels.setdefault(distribution_of(source), []).append(dest)
        else:
            package = package_of(source)
            if package is None:
                contents.unowned.append(dest)
            else:
                contents.packages.setdefault(package, []).append(dest)
    return contents


def distribution_of(source: str) -> str:
    """The Python distribution a compiled file under site-packages belongs to
    (``.../site-packages/_cffi_backend.cpython-311-x86_64-linux-gnu.so`` →
    cffi; ``cffi.libs/libffi-….so``, a library its wheel vendors → cffi)."""
    import importlib.metadata

    parts = PurePath(source).parts
    top = parts[parts.index("site-packages") + 1]
    module = top.split(".")[0]
    names = importlib.metadata.packages_distributions().get(module)
    if not names:
        raise SystemExit(f"no Python distribution owns the bundled file {source}")
    return names[0]


def file_section(contents: BundleContents) -> str:
    """Every bundled library by name with whose it is, so the bundle check can
    prove each file of a download is accounted for (Qt's ICU libraries are ICU's)."""
    from manni_desktop.qt_attributions import covering, licence_title

    lines = ["Libraries in this bundle, and whose they are:"]
    for dest in sorted(contents.qt, key=lambda d: PurePath(d).name.lower()):
        name = PurePath(dest).name
        inside = covering(name)
        whose = (f"{inside.name} (built with Qt; text: {licence_title(inside)})" if inside
                 else "Qt / PySide6 (LGPL-3.0-only)")
        lines.append(f"    {name}: {whose}")
    lines += [f"    {PurePath(dest).name}: Python (PSF-2.0)" for dest in sorted(contents.python)]
    lines += [f"    {PurePath(dest).name}: Manni Desktop's own (MIT, its LICENSE)"
              for dest in sorted(contents.app)]
    for distribution, files in sorted(contents.wheels.items()):
        lines += [f"    {PurePath(dest).name}: Python package {distribution} (below)"
                  for dest in sorted(files)]
    for package, files in sorted(contents.packages.items(), key=lambda item: item[0].name):
        lines += [f"    {PurePath(dest).name}: Debian package {package.name} (below)"
                  for dest in sorted(files)]
    return "\n".join(lines)


def common_licences(contents: BundleContents,
                    folder: Path = Path("/usr/share/common-licenses")) -> list[str]:
    """The whole texts a package's copyright file only points to
    (``/usr/share/common-licenses/LGPL-2.1``): a user's machine may have no such folder."""
    named = sorted({match.rstrip(".") for package in contents.packages
                    for match in re.findall(r"/usr/share/common-licenses/([A-Za-z0-9.+-]+)",
                                            package.copyright)})
    sections = []
    for name in named:
        path = folder / name
        if path.is_file():
            sections.append(f"\n{'-' * 78}\n{name} (/usr/share/common-licenses/{name}, "
                            f"named by the packages above)\n{'-' * 78}\n"
                            + path.read_text(encoding="utf-8", errors="replace").rstrip())
    return sections


def system_sections(contents: BundleContents) -> list[str]:
    """Every file by name, then one section per Debian package: name, version,
    the files, its copyright, and the common licences those copyrights name."""
    sections = [file_section(contents)]
    if contents.packages:
        sections.append("System libraries bundled from the build machine (Debian packages):")
    for package in sorted(contents.packages, key=lambda p: p.name):
        files = ", ".join(sorted(PurePath(f).name for f in contents.packages[package]))
        sections.append(f"\n{'-' * 78}\n{package.name} {package.version}: {files}\n{'-' * 78}\n"
                        + (package.copyright.rstrip() or "(no copyright file)"))
    if contents.unowned:
        sections.append("Other bundled libraries (no package database on the build machine):\n"
                        + "\n".join(f"    {f}" for f in sorted(contents.unowned)))
    return sections + common_licences(contents)


def write_notices(binaries: Iterable[TocEntry], folder: Path,
                  package_of: PackageOf = dpkg_package) -> Path:
    """Write ``folder/THIRD-PARTY-NOTICES.txt`` for these binaries; SystemExit
    when a library on a dpkg system belongs to no package."""
    from manni_desktop.third_party import NOTICES_FILE, notices_text, runtime_components

    contents = sort_binaries(binaries, package_of)
    if contents.unowned and shutil.which("dpkg") is not None:
        raise SystemExit("no package owns these bundled libraries, so their licences are "
                         "unknown: " + ", ".join(contents.unowned))
    for name in contents.unowned:
        print(f"bundle_notices: warning: {name}: licence not looked up", file=sys.stderr)
    components = runtime_components()
    listed = {c.name for c in components}
    unlisted = sorted(set(contents.wheels) - listed)
    if unlisted:
        raise SystemExit("bundled Python packages missing from third_party.PACKAGES: "
                         + ", ".join(unlisted))
    missing = [c.name for c in components if not c.texts]
    if missing:
        raise SystemExit("licence text not found for " + ", ".join(missing))
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / NOTICES_FILE
    target.write_text(notices_text(components, system_sections(contents)), encoding="utf-8")
    return target
