"""The application's one ``LanguageManager``.

The language belongs to the whole application (every window and dialog
retranslates on ``QEvent.LanguageChange``), so the manager is owned by the
QApplication and found here, not created per window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .i18n import LanguageManager

_manager: LanguageManager | None = None


def language_manager() -> LanguageManager:
    """The manager owned by the running QApplication (created on first use)."""
    global _manager
    app = QCoreApplication.instance()
    if _manager is None or (app is not None and _manager.parent() is not app):
        _manager = LanguageManager(app)
    return _manager


def current_language() -> str:
    """The code of the language the texts are shown in now ("en", "pt", …)."""
    return language_manager().language
