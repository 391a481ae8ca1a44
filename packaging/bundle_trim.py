"""Which files of a PyInstaller analysis the Manni Desktop bundle keeps.

PyInstaller's PySide6 hooks collect every plugin of every plugin type a used
Qt module *might* load (TLS back-ends, network information, EGL device
integrations, VNC, GTK theme...) and every language's Qt catalog, and
``--exclude-module`` does not drop any of them.  The spec therefore filters
the analysis' table of contents with the rules below:

* Qt plugins: only an allow-list per plugin type (the platforms the app runs
  on, SVG images and icons, input methods, native widget styles, the Wayland
  shell), for all three operating systems at once.
* Qt's translations: only the ``qtbase`` catalogs the language manager loads.
* On Linux, after dropping plugins, every shared library that no kept
  extension module or plugin still needs (found by walking ``DT_NEEDED``) is
  dropped too: the GTK theme plugin alone drags in GLib, Cairo and Pango.
  On Windows and macOS PyInstaller collects no system libraries, so a short
  list of Qt libraries the app never loads is dropped by name instead.

Everything here is pure data and path arithmetic, so it is unit-tested
without running PyInstaller (tests/packaging/test_bundle_trim.py).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import PurePath

# A PyInstaller TOC entry: (destination name, source path, type code).
TocEntry = tuple[str, str, str]
# (referenced name, resolved full path or None) pairs, as bindepend.get_imports returns.
ImportsOf = Callable[[str], Iterable[tuple[str, str | None]]]

# plugin type -> plugin names kept (file name without "lib" prefix and extension).
KEPT_PLUGINS: dict[str, frozenset[str]] = {
    # The desktop platform of each OS, offscreen (selftest, CI) and minimal.
    "platforms": frozenset(
        {"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen", "qminimal"}
    ),
    # Cards and the icon are SVG; PNG support is built into QtGui itself.
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # Typing player names with dead keys or an input method.
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    # Native look on Windows 10/11 and macOS (Qt 6.7+ moved them to plugins).
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
    # A Wayland session: the xdg-shell protocol and window decorations.
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient", "adwaita"}),
}

# Qt libraries no kept module or plugin loads (Windows/macOS, where the
# dependency walk is not used).  Lower-case, without "lib"/"Qt6" decoration.
UNUSED_QT_LIBRARIES: frozenset[str] = frozenset(
    {
        "network", "opengl", "openglwidgets", "qml", "qmlmodels", "qmlmeta",
        "qmlworkerscript", "quick", "pdf", "virtualkeyboard", "virtualkeyboardqml",
        "eglfsdeviceintegration", "eglfskmssupport", "wlshellintegration",
    }
)

# Windows DLLs PyInstaller adds for OpenGL (the 20 MB Mesa software renderer,
# ANGLE): only OpenGL and Qt Quick windows use them; the card table is raster.
UNUSED_WINDOWS_DLLS: frozenset[str] = frozenset(
    {"opengl32sw.dll", "d3dcompiler_47.dll", "libegl.dll", "libglesv2.dll"}
)

# Python extension modules the app never imports whose libraries are large:
# PySide6 modules pulled in only because QtGui links against them.  ``ssl``
# and ``_hashlib`` (OpenSSL) were left out too until network tables
# (manni_desktop/net) needed TLS: they are kept now.
EXCLUDED_MODULES: tuple[str, ...] = (
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "_decimal",
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
)

_SHARED_SUFFIX = re.compile(r"(\.(so|dll|dylib|pyd))(\.[0-9.]+)?$|\.abi3\.so$", re.IGNORECASE)


def _parts(dest: str) -> list[str]:
    return [p for p in re.split(r"[\\/]", dest) if p]


def plugin_of(dest: str) -> tuple[str, str] | None:
    """``(plugin type, plugin name)`` if ``dest`` is a Qt plugin of PySide6, else None.

    Linux and macOS keep plugins in ``PySide6/Qt/plugins/<type>/``, Windows in
    ``PySide6/plugins/<type>/``; the name drops ``lib`` and the extension.
    """
    parts = _parts(dest)
    if not parts or parts[0] != "PySide6" or "plugins" not in parts:
        return None
    index = parts.index("plugins")
    if len(parts) != index + 3:
        return None
    plugin_type, file_name = parts[index + 1], parts[index + 2]
    stem = _SHARED_SUFFIX.sub("", file_name)
    if stem.startswith("lib"):
        stem = stem[3:]
    return plugin_type, stem


def keep_plugin(dest: str) -> bool:
    """True unless ``dest`` is a Qt plugin outside the allow-list."""
    plugin = plugin_of(dest)
    if plugin is None:
        return True
    plugin_type, name = plugin
    return name in KEPT_PLUGINS.get(plugin_type, frozenset())


def qt_library_name(dest: str) -> str | None:
    """``network`` for libQt6Network.so.6, Qt6Network.dll or QtNetwork.framework/..."""
    parts = _parts(dest)
    for part in reversed(parts):
        match = re.match(r"^(?:lib)?Qt6?([A-Za-z]+)(?:\.framework$|\.(?:so|dll|dylib)|$)", part)
        if match and part != "Qt":
            return match.group(1).lower()
    return None


def keep_qt_library(dest: str) -> bool:
    """False for UNUSED_QT_LIBRARIES and UNUSED_WINDOWS_DLLS (never plugins or modules)."""
    if plugin_of(dest) is not None or dest.endswith((".pyd", ".abi3.so")):
        return True
    if _parts(dest)[-1].lower() in UNUSED_WINDOWS_DLLS:
        return False
    name = qt_library_name(dest)
    return name is None or name not in UNUSED_QT_LIBRARIES


def qt_translation_kept(dest: str, catalogs: Iterable[str]) -> bool:
    """Qt's own ``.qm`` files: keep only ``<catalog>.qm`` for the given catalogs."""
    parts = _parts(dest)
    if len(parts) < 2 or parts[0] != "PySide6" or parts[-2] != "translations":
        return True
    return PurePath(parts[-1]).stem in set(catalogs)


# Libraries the app loads with ctypes (``games/manni/bots/native_solver.py``):
# nothing links to them, so the walk below would drop them.
CTYPES_LIBRARIES = ("libmanni_native", "manni_native")  # native_build.library_name()


def is_root_binary(entry: TocEntry) -> bool:
    """Binaries kept for their own sake: extension modules, Qt plugins,
    libpython, and the app's own libraries loaded with ctypes."""
    dest, _src, typecode = entry
    base = _parts(dest)[-1]
    return typecode == "EXTENSION" or plugin_of(dest) is not None or base.startswith(
        ("libpython", "python3", *CTYPES_LIBRARIES)
    )


def needed_binaries(binaries: list[TocEntry], imports_of: ImportsOf) -> list[TocEntry]:
    """The binaries reachable from the roots through their link-time imports.

    An import matches a collected library by resolved real path or by base
    name; unresolved imports match by base name only.
    """
    by_name: dict[str, list[int]] = {}
    by_real: dict[str, int] = {}
    for index, (dest, src, _code) in enumerate(binaries):
        by_name.setdefault(_parts(dest)[-1], []).append(index)
        by_real[os.path.realpath(src)] = index
    kept = {i for i, entry in enumerate(binaries) if is_root_binary(entry)}
    pending = sorted(kept)
    while pending:
        _dest, src, _code = binaries[pending.pop()]
        for name, path in imports_of(src):
            found = set(by_name.get(_parts(name)[-1], []))
            if path is not None and os.path.realpath(path) in by_real:
                found.add(by_real[os.path.realpath(path)])
            for index in found - kept:
                kept.add(index)
                pending.append(index)
    return [entry for i, entry in enumerate(binaries) if i in kept]


def trim_binaries(
    binaries: list[TocEntry], imports_of: ImportsOf | None
) -> list[TocEntry]:
    """Drop unused plugins, then unused libraries (walk on Linux, by name elsewhere)."""
    kept = [entry for entry in binaries if keep_plugin(entry[0])]
    if imports_of is not None:
        return needed_binaries(kept, imports_of)
    return [entry for entry in kept if keep_qt_library(entry[0])]


def _framework_of(path: PurePath) -> PurePath | None:
    """``.../QtNetwork.framework`` if ``path`` lies inside a macOS framework bundle."""
    for index, part in enumerate(path.parts):
        if part.endswith(".framework"):
            return PurePath(*path.parts[: index + 1])
    return None


def trim_datas(
    datas: list[TocEntry], dropped_binaries: list[TocEntry], qt_catalogs: Iterable[str]
) -> list[TocEntry]:
    """Drop other languages' Qt catalogs, and what belonged to the dropped binaries.

    That is: symbolic links to a dropped library (Linux keeps one beside the
    program for each Qt library), and on macOS the rest of a dropped Qt
    framework (its Info.plist, its ``Versions/Current`` links), which would
    otherwise leave a broken framework in the .app.
    """
    catalogs = list(qt_catalogs)
    dropped = {PurePath(*_parts(dest)) for dest, _src, _code in dropped_binaries}
    frameworks = {f for f in map(_framework_of, dropped) if f is not None}

    def gone(path: PurePath) -> bool:
        return path in dropped or any(path == f or f in path.parents for f in frameworks)

    result = []
    for entry in datas:
        dest, src, typecode = entry
        path = PurePath(*_parts(dest))
        if gone(path):
            continue
        if typecode == "SYMLINK":
            target = PurePath(os.path.normpath(path.parent / PurePath(*_parts(src))))
            if gone(target):
                continue
        elif not qt_translation_kept(dest, catalogs):
            continue
        result.append(entry)
    return result
