"""The player's own name at a network table: a setting (View → Your name…),
first asked when it matters (hosting or joining a table), with the system's
login name filled in until the player chooses one.

Seat 0 of a local game is "You" in the language shown; at a network table
the others need a name to call you by, and it is the one written in the
table's saves and records.
"""

from __future__ import annotations

import getpass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ... import storage
from ...storage.settings import MAX_NAME_LENGTH
from .. import persistence
from ..dialogs.field_names import name_field


def system_name() -> str:
    """The computer account's name, capitalised: the name offered first."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError):
        name = ""
    return (name[:1].upper() + name[1:])[:MAX_NAME_LENGTH].strip() or "Manni"


def player_name(settings: storage.Settings) -> str:
    """The name friends see: the one chosen, else the system's."""
    return settings.player_name or system_name()


def clean_name(text: str) -> str:
    """A typed name as kept: trimmed and not longer than a name may be ("" if blank)."""
    return " ".join(text.split())[:MAX_NAME_LENGTH].strip()


def remember_name(settings: storage.Settings, name: str) -> str | None:
    """Keep ``name`` as the player's name; the problem as text if the
    settings could not be written (the name is still used this time)."""
    name = clean_name(name)
    if not name or name == settings.player_name:
        return None
    settings.player_name = name
    return persistence.save_settings(settings)


def name_edit(name: str) -> QLineEdit:
    """A field for the player's name, as every dialog that asks for it has."""
    edit = QLineEdit(name)
    edit.setObjectName("playerName")
    edit.setMaxLength(MAX_NAME_LENGTH)
    return edit


class NameDialog(QDialog):
    """View → Your name…: the name friends see at a network table."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NameDialog")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.label = QLabel()
        self.edit = name_edit(name)
        self.label.setBuddy(self.edit)
        self.error_label = QLabel()
        self.error_label.setObjectName("nameError")
        self.error_label.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.intro, self.label, self.edit, self.error_label, self.buttons):
            layout.addWidget(widget)
        self.retranslate()
        self.setMinimumWidth(360)
        self.edit.selectAll()
        self.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Your name"))
        self.intro.setText(self.tr("The name your friends see when you play with them"
                                   " (Game → Play with friends)."))
        self.label.setText(self.tr("&Your name:"))
        name_field(self.edit, self.tr("Your name"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def name(self) -> str:
        return clean_name(self.edit.text())

    def try_accept(self) -> None:
        """A blank name is refused with a word; anything else is kept."""
        if not self.name():
            self.error_label.setText(self.tr("Type a name: your friends see it at the table."))
            return
        self.accept()
