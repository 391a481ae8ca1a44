"""The host is asked when someone wants an away friend's seat by name.

A friend whose window was closed (its seat's token gone) joins again with
the code and the same name; anyone holding the code could type that name,
so the seat is given only if the host says so.  The question is asked over
the lobby while it is open, else over the host's table window; the answer
goes to the host (``TableHosting.answer_seat_request``), which gives the
seat with a new token (the old one dies) or refuses.  The host gives up
waiting after ``APPROVAL_SECONDS``: the question then closes by itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from ...net.client import Notice
from .hosting import TableHosting

APPROVAL_MS = 60_000  # the host's own limit (net: APPROVAL_SECONDS)


class SeatRequests(QObject):
    """Asks the host about each ``seat-request`` notice of ``hosting``."""

    def __init__(self, hosting: TableHosting, parent_for: Callable[[], QWidget]) -> None:
        super().__init__(hosting)
        self.hosting = hosting
        self._parent_for = parent_for
        self.boxes: dict[int, QMessageBox] = {}
        hosting.notice.connect(self._noticed)
        hosting.closed.connect(self._close_all)

    def _noticed(self, notice: Notice) -> None:
        if notice.code == "seat-request" and notice.request is not None:
            self.ask(notice)

    def ask(self, notice: Notice) -> QMessageBox:
        """"<name> asks for <player>'s seat": give it or refuse."""
        request = notice.request
        assert request is not None
        seats, _connected = self.hosting.seats()
        player = seats[notice.seat]["name"] if 0 <= notice.seat < len(seats) else notice.name
        text = (self.tr("Someone who joined as “%1” asks for the seat of %2, who is away."
                        " Give it only to %2: the seat's cards go with it, and %2's old"
                        " window can no longer come back to it.")
                .replace("%1", notice.name).replace("%2", player))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("A seat is asked for"), text,
                          QMessageBox.StandardButton.NoButton, self._parent_for())
        box.setObjectName("seatRequestBox")
        give = box.addButton(self.tr("&Give the seat"), QMessageBox.ButtonRole.AcceptRole)
        give.setObjectName("giveSeatByName")
        refuse = box.addButton(self.tr("&Refuse"), QMessageBox.ButtonRole.RejectRole)
        refuse.setObjectName("refuseSeatByName")
        box.setDefaultButton(refuse)

        def answered() -> None:
            self.boxes.pop(request, None)
            self.hosting.answer_seat_request(request, box.clickedButton() is give)

        box.finished.connect(answered)
        QTimer.singleShot(APPROVAL_MS, box, box.reject)  # the host has given up: refused
        self.boxes[request] = box
        box.open()
        return box

    def _close_all(self) -> None:
        for box in list(self.boxes.values()):
            box.reject()
