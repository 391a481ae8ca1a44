"""Accessible names for the dialogs' input fields, taken from their labels.

Qt names a field after its buddy label by itself, but keeps the label's
colon ("Seed:"), and a combo box on Linux is named by its current value
("Medium"): AT-SPI screen readers (Orca) find its label only through the
label relation, which Qt builds from a ``QLabel`` whose buddy is the box.
``name_field`` sets the name from the label's own (translated) text, so the
name follows every language switch with the label, and the platforms that
do read ``accessibleName`` (UIA, NSAccessibility) get the same words.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def plain_label(text: str) -> str:
    """A label's text as a name: no accelerator marks ("S&eed:" → "Seed",
    "R&&D" → "R&D") and no trailing colon (":" or the full-width "：")."""
    plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return plain.strip().rstrip(":\uff1a").rstrip()


def name_field(field: QWidget, label_text: str) -> None:
    """Give ``field`` the accessible name its label ``label_text`` shows."""
    field.setAccessibleName(plain_label(label_text))
