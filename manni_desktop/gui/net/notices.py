"""What a network table's notices say, in the language shown.

The host tells every seat when a player drops (``seat-away``), when a
computer player holds the seat (``stand-in``) and when the player is back
(``seat-back``); the host's own window also hears of its failed saves.
Each notice is said once (the status line and a note over the table), and
a seat's state stays on its plate until it changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...net.client import Notice
from ..labels import level_name

translate = QCoreApplication.translate  # each text a literal: lupdate finds it


def notice_text(notice: Notice, own_seat: int | None) -> str:
    """The sentence for ``notice`` ("" for a notice that says nothing here)."""
    name = notice.name
    level = level_name(notice.level) if notice.level else ""
    if notice.code == "stand-in" and notice.seat == own_seat:
        return translate("Notices", "Your turn went unanswered: a computer player plays for"
                         " you until you take your seat back.")
    texts = {
        "seat-away": translate("Notices", "%1 has left the table. A computer player takes"
                               " the seat if %1 is not back soon."),
        "stand-in": translate("Notices", "A computer player (%2) plays for %1 until %1 is"
                              " back."),
        "seat-back": translate("Notices", "%1 is back at the table."),
        "save-failed": translate("Notices", "The table could not be saved: %3 Play goes on;"
                                 " the last good save is kept."),
        "save-ok": translate("Notices", "The table is saved again."),
    }
    text = texts.get(notice.code, "")
    return text.replace("%1", name).replace("%2", level).replace("%3", notice.detail)


def plate_note(code: str) -> str:
    """What a seat's plate says while its player is away ("" once back)."""
    if code == "seat-away":
        return translate("Notices", "Away")
    if code == "stand-in":
        return translate("Notices", "Away: computer plays")
    return ""
