"""Text that shows on every machine: a bundled font and a check for boxes.

A machine with no fonts at all (a bare container, a minimal install) draws
every label as empty boxes, and so does one whose fonts lack the suit signs
or the letters of the four languages.  The app ships DejaVu Sans (free, see
assets/fonts/DejaVu-LICENSE.txt) and, when the system's own default font
would leave a character it needs undrawn, registers it and makes it the
application font.  ``missing_glyphs`` names the characters a font
has no glyph for; the selftest fails on any.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication

from ..resources import asset_path

BUNDLED_FAMILY = "DejaVu Sans"
BUNDLED_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
# Suit signs, then letters of Icelandic names, Polish, Portuguese and Spanish.
NEEDED_CHARACTERS = "♠♥♦♣ðþáÁÐÞéíóúýöæłżęąćńśźŁŻãçõâêôñ¿¡×−…→·"


def register_bundled_fonts() -> list[str]:
    """Add the shipped fonts to Qt's database; the families they provide."""
    families: list[str] = []
    for name in BUNDLED_FILES:
        font_id = QFontDatabase.addApplicationFont(str(asset_path("fonts", name)))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return sorted(set(families))


def missing_glyphs(font: QFont, text: str = NEEDED_CHARACTERS) -> str:
    """The characters of ``text`` that ``font`` itself has no glyph for.

    Fallback fonts are not counted on: a machine without fonts answers every
    lookup with Qt's box engine, and a font that lacks a suit sign leaves it
    to whatever fallback happens to be installed.  The bundled font has them
    all, so the app switches to it rather than hope."""
    metrics = QFontMetrics(font)
    return "".join(c for c in dict.fromkeys(text) if not metrics.inFontUcs4(ord(c)))


def ensure_readable_font(app: QApplication) -> str:
    """Keep the system's font if it draws everything (the check takes 0.1 ms
    once Qt's font database is up, which the first paint needs anyway);
    otherwise register the bundled fonts (0.7 ms) and switch to them.
    Returns the font in use, for the selftest."""
    system = QFontInfo(app.font()).family()  # '' when the machine has no font
    if system and not missing_glyphs(app.font()):
        return f"font {system!r}"
    bundled = register_bundled_fonts()
    if not missing_glyphs(app.font()):
        resolved = QFontInfo(app.font()).family()  # on a bare machine: ours, by alias
        return f"font {resolved!r}" + ("" if system else " (bundled; the system has none)")
    if BUNDLED_FAMILY in bundled:
        font = QFont(BUNDLED_FAMILY)
        font.setPointSizeF(app.font().pointSizeF())
        app.setFont(font)
        return f"font {BUNDLED_FAMILY!r} (bundled)"
    return f"font {app.font().family()!r} (the bundled font was not found)"
