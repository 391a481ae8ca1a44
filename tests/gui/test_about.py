"""Help → About names every component with the version running and its
licence, and opens the full notices (issue 12)."""

from __future__ import annotations

import platform

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from manni_desktop import __version__
from manni_desktop.gui.dialogs.about import AboutDialog, NoticesDialog
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.third_party import pyside_version, qt_version

from .table_helpers import make_window


def open_about(qtbot: QtBot, window: MainWindow) -> AboutDialog:
    window.about_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, AboutDialog) and w.isVisible())
    qtbot.addWidget(dialog)
    return dialog


def test_about_lists_the_running_versions_and_opens_the_notices(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    dialog = open_about(qtbot, window)
    text = dialog.label.text()
    for needle in (__version__, platform.python_version(), qt_version(), pyside_version(),
                   "LGPL-3.0-only", "PSF-2.0", "MIT", "platformdirs"):
        assert needle in text, needle
    QTest.mouseClick(dialog.notices_button, Qt.MouseButton.LeftButton)
    notices = dialog.notices
    assert isinstance(notices, NoticesDialog) and notices.isVisible()
    body = notices.text.toPlainText()
    assert f"Qt {qt_version()} " in body and "GNU LESSER GENERAL PUBLIC LICENSE" in body
    assert "GNU GENERAL PUBLIC LICENSE" in body and "Replacing Qt" in body
    assert "MIT License" in body  # the app's own LICENSE, found from the source checkout
    assert notices.text.isReadOnly()


@pytest.mark.usefixtures("back_to_english")
def test_about_speaks_the_players_language(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.language_actions["pl"].trigger()
    QCoreApplication.processEvents()
    dialog = open_about(qtbot, window)
    assert "Licence" not in dialog.label.text() and "Component" not in dialog.label.text()
    assert dialog.notices_button.text() != "&Licences and notices…"


def test_every_version_in_about_is_a_real_one(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """About versions: no component reads "unknown", from source, and not
    either where the package metadata is missing (as in a bundle whose spec
    did not copy it): a module's own __version__ is read first."""
    import importlib.metadata

    from manni_desktop.third_party import is_version, runtime_components

    def no_metadata(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    for missing in (False, True):
        if missing:
            monkeypatch.setattr(importlib.metadata, "version", no_metadata)
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        text = dialog.label.text()
        components = runtime_components(texts=False)
        assert "platformdirs" in [c.name for c in components]
        for component in components:
            if missing and component.name in WITHOUT_OWN_VERSION:
                continue  # only its metadata knows: the spec copies it (test below)
            assert is_version(component.version), (component.name, component.version, missing)
            assert f"<td>{component.version}</td>" in text
        if not missing:
            assert "unknown" not in text
    assert not is_version("unknown") and is_version("4.14.9") and is_version("6.8.0.2")


# Packages whose module has no __version__: a bundle needs their metadata.
WITHOUT_OWN_VERSION = {"ifaddr"}


def test_the_bundle_copies_the_metadata_about_needs() -> None:
    """Every package About lists is found by its version in a bundle: the
    PyInstaller spec copies the metadata of each of them."""
    from pathlib import Path

    from manni_desktop.third_party import PACKAGES

    spec = (Path(__file__).parents[2] / "packaging" / "manni-desktop.spec").read_text(
        encoding="utf-8")
    for name, _licence, _url in PACKAGES:
        assert f'"{name}"' in spec.split("copy_metadata(_package)")[0], name


def six_contract_name(code: str) -> str:
    """The six-contract game's name as the language's Mizerka rules page heads its section."""
    import re

    from manni_desktop.resources import asset_path

    page = asset_path("rules", code, "mizerka.html").read_text(encoding="utf-8")
    heads = [" ".join(re.sub(r"<[^>]+>", "", h).split())  # the heading's anchor left out
             for h in re.findall(r"<h2>(.*?)</h2>", page, re.DOTALL)]
    return next(h for h in heads if h.startswith("Hornafjarðar Manni"))


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize("code", ["en", "pt", "es", "pl"])
def test_about_names_every_game_and_play_with_friends(qtbot: QtBot, code: str) -> None:
    """Translation review SRC-3: About named three games and said "offline"
    after Mizerka, the six-contract game and Play with friends had come.  It
    names every game of New game… (as the dialog titles it, and the
    six-contract game as its rules page does) and the friends on a network."""
    from manni_desktop.games import CATALOGUE

    window = make_window(qtbot)
    window.language_actions[code].trigger()
    QCoreApplication.processEvents()
    text = open_about(qtbot, window).label.text()
    for entry in CATALOGUE:
        title = QCoreApplication.translate(entry.title.context, entry.title.source)
        assert title in text, (code, title)
    assert six_contract_name(code) in text, code
    friends = QCoreApplication.translate("FriendsMenu", "Play with &friends").replace("&", "")
    assert friends.split()[-1] in text, (code, friends)
    for offline in ("offline", "sem ligação", "sin conexión"):
        assert offline not in text, (code, offline)
