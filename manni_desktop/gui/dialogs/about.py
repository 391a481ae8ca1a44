"""Help → About: the version, what the program is made of and its licences.

The component list (Python, Qt, PySide6, platformdirs, each with the
version really running and its licence) comes from ``third_party``; the
"Licences and notices…" button shows the full notices: the bundle's own
THIRD-PARTY-NOTICES.txt (every bundled library with its licence text), or,
when run from source, the same text made from the running interpreter.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...logs import log_dir
from ...native_status import solver_present
from ...third_party import current_notices, runtime_components
from ..crash_report import open_log_folder


class NoticesDialog(QDialog):
    """The notices text, read-only and searchable with the keyboard."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticesDialog")
        self.setWindowTitle(self.tr("Licences and notices"))
        self.text = QPlainTextEdit(current_notices())
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setAccessibleName(self.tr("Licences and notices"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(760, 560)


class AboutDialog(QDialog):
    """The program's name and version, what it is and what it is built on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Manni"))
        self.label = QLabel(self.about_html())
        self.label.setWordWrap(True)
        self.label.setOpenExternalLinks(False)
        self.notices_button = QPushButton(self.tr("&Licences and notices…"))
        self.notices_button.clicked.connect(self.show_notices)
        # The log a player can send with a report (manni_desktop/logs.py).
        self.log_button = QPushButton(self.tr("Open the log &folder"))
        self.log_button.setObjectName("openLogFolder")
        self.log_button.clicked.connect(lambda: open_log_folder(self))
        # Its path beside the button, to copy where no file manager opens it.
        self.log_path = QLabel(self.tr("Log folder: %1").replace("%1", str(log_dir())))
        self.log_path.setObjectName("logFolder")
        self.log_path.setWordWrap(True)
        self.log_path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.notices_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.log_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.log_path)
        layout.addWidget(buttons)
        self.notices: NoticesDialog | None = None

    def about_html(self) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(c.name)}</td><td>{html.escape(c.version)}</td>"
            f"<td>{html.escape(c.licence)}</td></tr>"
            for c in runtime_components(texts=False)
        )
        return (
            "<h3>" + html.escape(self.tr("Manni %1").replace("%1", __version__)) + "</h3><p>"
            + html.escape(self.tr(
                "The Icelandic card game for three, Hornafjarðar Manni and Classic Manni; "
                "its Flemish cousin Manillen, for four in two partnerships; and the "
                "six-contract games for three, Mizerka and Hornafjarðar Manni with six "
                "contracts. Play against computer opponents or with friends on your "
                "network."))
            + "</p><p>" + html.escape(self.tr(
                "Your games are saved as you play; an unfinished game waits for you "
                "at the next start."))
            + "</p><p>" + html.escape(self.solver_text())
            + "</p><p>" + html.escape(self.tr(
                "Manni Desktop is free software under the MIT licence. It is built on "
                "these components, each under its own licence:"))
            + "</p><table cellpadding='2'><tr><th align='left'>"
            + html.escape(self.tr("Component")) + "</th><th align='left'>"
            + html.escape(self.tr("Version")) + "</th><th align='left'>"
            + html.escape(self.tr("Licence")) + "</th></tr>" + rows + "</table>"
        )

    def solver_text(self) -> str:
        """Whether the endgame solver (the C library) is here: without it hard
        and expert play weaker (native_status)."""
        if solver_present():
            return self.tr("Endgame solver: present (hard and expert solve the last tricks).")
        return self.tr(
            "Endgame solver: missing. Hard and expert play weaker without it. Install "
            "Manni Desktop with its installer or from a wheel, or install a C compiler "
            "and reinstall it, to get it.")

    def show_notices(self) -> NoticesDialog:
        if self.notices is None:
            self.notices = NoticesDialog(self)
        self.notices.show()
        self.notices.raise_()
        return self.notices
