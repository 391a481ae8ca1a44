"""Start the window: ``run()`` is what ``manni-desktop`` without a subcommand calls."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QApplication

from .main_window import MainWindow


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (created once) with the app's names set."""
    # Bots are pure Python on a worker thread: hand the GIL back to the GUI
    # thread every millisecond (default 5 ms) so painting is not kept waiting.
    sys.setswitchinterval(0.001)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName("Manni")
    app.setOrganizationName("Manni Desktop")
    app.setApplicationDisplayName("Manni")
    return app


def run(argv: Sequence[str] | None = None,
        on_first_paint: Callable[[MainWindow], None] | None = None) -> int:
    """Open the window with a new game against two computer opponents."""
    app = application(argv)
    window = MainWindow()
    if on_first_paint is not None:
        window.view.firstPainted.connect(lambda: on_first_paint(window))
    window.show()
    window.start_game()
    return app.exec()
