"""Start the window: ``run()`` is what ``manni-desktop`` without a subcommand calls."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import storage
from ..resources import asset_path
from .app_language import language_manager
from .main_window import MainWindow


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (created once) with the app's names, icon and language manager."""
    # Bots are pure Python on a worker thread: hand the GIL back to the GUI
    # thread every millisecond (default 5 ms) so painting is not kept waiting.
    sys.setswitchinterval(0.001)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName("Manni")
    app.setOrganizationName("Manni Desktop")
    app.setApplicationDisplayName("Manni")
    icon = asset_path("icon", "manni-desktop.svg")
    if not icon.is_file():
        icon = asset_path("icon", "manni-desktop.png")
    app.setWindowIcon(QIcon(str(icon)))
    language_manager()
    return app


def build_window() -> MainWindow:
    """The main window with the player's settings, its texts in their language.

    The language is set before the window is built, so the first paint is
    already in the player's language (the stored choice, else the system's)."""
    settings = storage.load_settings()
    language_manager().set_language(settings.language)
    return MainWindow(settings=settings)


def run(argv: Sequence[str] | None = None,
        on_first_paint: Callable[[MainWindow], None] | None = None) -> int:
    """Open the window: the unfinished game if the player wants it, else a new one."""
    app = application(argv)
    window = build_window()
    if on_first_paint is not None:
        window.view.firstPainted.connect(lambda: on_first_paint(window))
    window.show()
    window.start_session()
    return app.exec()
