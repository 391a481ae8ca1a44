"""What the spec keeps of PyInstaller's analysis (packaging/bundle_trim.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from .loader import load

trim = load("bundle_trim")


@pytest.mark.parametrize(
    ("dest", "expected"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", ("platforms", "qxcb")),
        ("PySide6\\plugins\\platforms\\qwindows.dll", ("platforms", "qwindows")),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", ("platforms", "qcocoa")),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
         ("wayland-shell-integration", "xdg-shell")),
        ("PySide6/Qt/lib/libQt6Gui.so.6", None),
        ("PySide6/QtGui.abi3.so", None),
        ("manni_desktop/assets/plugins/x/y.so", None),
    ],
)
def test_plugin_of_reads_all_three_layouts(dest: str, expected: tuple[str, str] | None) -> None:
    assert trim.plugin_of(dest) == expected


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    ],
)
def test_plugins_the_app_needs_are_kept(dest: str) -> None:
    assert trim.keep_plugin(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6\\plugins\\tls\\qschannelbackend.dll",
        "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so",
        "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    ],
)
def test_unused_plugins_are_dropped(dest: str) -> None:
    assert not trim.keep_plugin(dest)


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6\\Qt6Network.dll", False),
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
        ("PySide6/Qt/lib/libQt6OpenGL.so.6", False),
        ("PySide6\\Qt6Gui.dll", True),
        ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", True),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", True),
        ("PySide6/Qt/lib/libicudata.so.73", True),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6\\opengl32sw.dll", False),
        ("d3dcompiler_47.dll", False),
        ("PySide6\\pyside6.abi3.dll", True),
    ],
)
def test_unused_qt_libraries_by_name(dest: str, kept: bool) -> None:
    assert trim.keep_qt_library(dest) is kept


def test_only_the_languages_qtbase_catalogs_are_kept() -> None:
    catalogs = ["qtbase_pl", "qtbase_es", "qtbase_pt_BR"]
    assert trim.qt_translation_kept("PySide6/Qt/translations/qtbase_pt_BR.qm", catalogs)
    assert not trim.qt_translation_kept("PySide6/Qt/translations/qtbase_de.qm", catalogs)
    assert not trim.qt_translation_kept("PySide6\\translations\\qt_help_pl.qm", catalogs)
    assert trim.qt_translation_kept("manni_desktop/i18n/manni_desktop_pl.qm", catalogs)


def _fake_binaries() -> tuple[list[tuple[str, str, str]], dict[str, list[str]]]:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/site/PySide6/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/site/PySide6/Qt/lib/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6DBus.so.6", "/site/PySide6/Qt/lib/libQt6DBus.so.6", "BINARY"),
        ("libdbus-1.so.3", "/lib/libdbus-1.so.3", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/site/plugins/libqxcb.so", "BINARY"),
        ("libxcb-icccm.so.4", "/lib/libxcb-icccm.so.4", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/site/plugins/libqgtk3.so", "BINARY"),
        ("libcairo.so.2", "/lib/libcairo.so.2", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
    ]
    imports = {
        "/site/PySide6/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/site/PySide6/Qt/lib/libQt6Gui.so.6": ["libQt6DBus.so.6"],
        "/site/PySide6/Qt/lib/libQt6DBus.so.6": ["libdbus-1.so.3"],
        "/site/plugins/libqxcb.so": ["libxcb-icccm.so.4", "libQt6Gui.so.6"],
        "/site/plugins/libqgtk3.so": ["libcairo.so.2", "libQt6Gui.so.6"],
    }
    return binaries, imports


def test_libraries_only_dropped_plugins_needed_go_with_them() -> None:
    binaries, imports = _fake_binaries()
    kept = trim.trim_binaries(binaries, lambda src: [(n, None) for n in imports.get(src, [])])
    names = {dest.split("/")[-1] for dest, _src, _code in kept}
    assert names == {"QtGui.abi3.so", "libQt6Gui.so.6", "libQt6DBus.so.6", "libdbus-1.so.3",
                     "libqxcb.so", "libxcb-icccm.so.4", "libpython3.11.so.1.0"}


def test_without_a_dependency_walk_only_named_qt_libraries_go() -> None:
    binaries, _imports = _fake_binaries()
    binaries.append(("PySide6\\Qt6Network.dll", "C:/site/Qt6Network.dll", "BINARY"))
    kept = trim.trim_binaries(binaries, None)
    names = {dest.replace("\\", "/").split("/")[-1] for dest, _src, _code in kept}
    assert "libqgtk3.so" not in names and "Qt6Network.dll" not in names
    assert "libcairo.so.2" in names  # only the Linux walk can tell it is unused


def test_symbolic_links_to_dropped_libraries_are_dropped() -> None:
    dropped = [("PySide6/Qt/lib/libQt6Network.so.6", "/x/libQt6Network.so.6", "BINARY")]
    datas = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("PySide6/Qt/translations/qtbase_fr.qm", "/x/qtbase_fr.qm", "DATA"),
        ("PySide6/Qt/translations/qtbase_pl.qm", "/x/qtbase_pl.qm", "DATA"),
        ("manni_desktop/assets/cards/backs/red.svg", "/x/red.svg", "DATA"),
    ]
    result = [dest for dest, _src, _code in trim.trim_datas(datas, dropped, ["qtbase_pl"])]
    assert result == ["libQt6Gui.so.6", "PySide6/Qt/translations/qtbase_pl.qm",
                      "manni_desktop/assets/cards/backs/red.svg"]


def test_a_dropped_macos_framework_goes_whole() -> None:
    lib = "PySide6/Qt/lib"
    dropped = [(f"{lib}/QtNetwork.framework/Versions/A/QtNetwork", "/x/QtNetwork", "BINARY")]
    datas = [
        (f"{lib}/QtNetwork.framework/Versions/A/Resources/Info.plist", "/x/Info.plist", "DATA"),
        (f"{lib}/QtNetwork.framework/Versions/Current", "A", "SYMLINK"),
        (f"{lib}/QtNetwork.framework/QtNetwork", "Versions/Current/QtNetwork", "SYMLINK"),
        (f"{lib}/QtGui.framework/Versions/Current", "A", "SYMLINK"),
        (f"{lib}/QtGui.framework/QtGui", "Versions/Current/QtGui", "SYMLINK"),
    ]
    result = [dest for dest, _src, _code in trim.trim_datas(datas, dropped, [])]
    assert result == [f"{lib}/QtGui.framework/Versions/Current", f"{lib}/QtGui.framework/QtGui"]


def test_the_kept_plugins_exist_in_this_pyside6() -> None:
    """If a PySide6 update renames a plugin, the bundle would silently lose it."""
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    found = {trim.plugin_of(f"PySide6/plugins/{p.parent.name}/{p.name}")
             for p in plugins.glob("*/*") if p.is_file()}
    platform = {"linux": ["qxcb", "qwayland"], "win32": ["qwindows"], "darwin": ["qcocoa"]}
    wanted = [("platforms", name) for name in ["qoffscreen", "qminimal",
                                               *platform.get(sys.platform, [])]]
    wanted += [("imageformats", "qsvg"), ("iconengines", "qsvgicon")]
    missing = [w for w in wanted if w not in found]
    assert not missing, f"PySide6 has no {missing} plugin(s): update KEPT_PLUGINS"


def test_the_c_solver_survives_the_walk_though_nothing_links_to_it() -> None:
    """Loaded with ctypes, the endgame solver is no link-time import of anything:
    the walk from the roots must keep it anyway (the bundle's hard and expert need it)."""
    solver = ("manni_desktop/games/manni/bots/libmanni_native.so",
              "/src/libmanni_native.so", "BINARY")
    orphan = ("libunused.so.1", "/usr/lib/libunused.so.1", "BINARY")
    kept = trim.trim_binaries([solver, orphan], lambda _path: [])
    assert kept == [solver]
    windows = ("manni_desktop\\games\\manni\\bots\\manni_native.dll", "C:\\manni_native.dll",
               "BINARY")
    assert trim.trim_binaries([windows], None) == [windows]
