"""Speaks the game's events to a screen reader.

Qt 6.8 added ``QAccessibleAnnouncementEvent``, which AT-SPI carries as
``object:announcement`` (Orca 45 and later speak it).  Older screen readers
ignore that event, Debian 12's Orca 43 among them; they do speak an object of
role *notification* when it becomes visible.  So each announcement goes out
both ways: as the announcement event, and as the text of a notification
object that is hidden and shown again.  ``notify_older_readers`` turns the
second way off for a reader that speaks both.

Such readers also cut off what they are saying for each new notification, and
the computer players move faster than speech.  So the quiet sentences (the
cards played) wait and go out together: with the next urgent one ("Your turn:
…"), or after ``QUIET_MS`` with nothing new.  The player hears the round at
their turn as one text: "Ásta plays … Hjörtur plays … Your turn: play a card".
"""

from __future__ import annotations

from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent

# Qt 6.8 and later; with an older Qt the notification alone speaks.
_ANNOUNCEMENT: Any = getattr(
    QtGui, "QAccessibleAnnouncementEvent", None)


QUIET_MS = 1500


class Announcer(QObject):
    """The table's voice: ``announce(text)`` sends ``text`` to assistive technology.

    ``announced`` carries every text with its urgency, for the window's log
    and for tests.  The object itself is the notification's accessible object
    (its interface is ``tree.NotificationAccessible``)."""

    announced = Signal(str, bool)  # text, assertive

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcer")
        self.text = ""
        self.shown = False
        self.notify_older_readers = True
        self._pending: list[str] = []
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(QUIET_MS)
        self._quiet.timeout.connect(self.flush)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say ``text``: with what waits, at once when ``assertive`` (your
        turn), else once the game has been quiet for ``QUIET_MS``."""
        if not text:
            return
        self._pending.append(text)
        if assertive:
            self._send(assertive=True)
        else:
            self._quiet.start()

    def flush(self) -> None:
        """Say what waits now (the quiet time is over, or the table closes)."""
        if self._pending:
            self._send(assertive=False)

    def _send(self, assertive: bool) -> None:
        self._quiet.stop()
        text = ". ".join(t.rstrip(". ") for t in self._pending) + "."
        self._pending.clear()
        self.text = text
        self.announced.emit(text, assertive)
        if not QAccessible.isActive():
            return
        if _ANNOUNCEMENT is not None:
            event = _ANNOUNCEMENT(self, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                                else QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)
        if self.notify_older_readers:
            if self.shown:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(self, QAccessible.Event.ObjectHide))
            self.shown = True
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectShow))
