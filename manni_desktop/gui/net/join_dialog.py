"""Join…: the tables found on the local network, or an address typed by
hand, and the join code.

Finding tables (DNS-SD browse) takes a few seconds, so it runs in a worker
thread and its answer comes back as a queued signal; the list refreshes
every few seconds while the dialog is open.  Joining runs in the client's
own thread (``NetController``); a refused join (a wrong code, no table at
that address) is shown in the dialog, and everything typed stays.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...net.client import JoinError
from ...net.discovery import FoundTable, browse
from ...net.joincode import CodeError, normalize

REFRESH_MS = 6000
BROWSE_SECONDS = 2.0
WAIT_WORDS_MS = 2500  # a join slower than this is said to wait


class Browser(QObject):
    """Browses for tables in a worker thread, one browse at a time."""

    found = Signal(list)  # FoundTable, from the worker thread (delivered queued)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._busy = False

    def browse(self) -> None:
        if self._busy:
            return
        self._busy = True
        threading.Thread(target=self._run, name="table-browse", daemon=True).start()

    def _run(self) -> None:
        try:
            tables = asyncio.run(browse(BROWSE_SECONDS))
        except (OSError, RuntimeError):  # no multicast here: typing the address still works
            tables = []
        self._busy = False
        # The dialog may have closed while the browse went on: nobody to tell.
        with contextlib.suppress(RuntimeError):
            self.found.emit(tables)


class JoinDialog(QDialog):
    """Pick a table (or type its address), type the code, Join."""

    joinRequested = Signal(str, str, str, int)  # name, code, host, port

    def __init__(self, player: str, parent: QWidget | None = None,
                 browser: Browser | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.tables = QListWidget()
        self.tables.setObjectName("foundTables")
        self.tables.currentItemChanged.connect(self._picked)
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("address")
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("code")
        self.code_edit.setMaxLength(12)
        self.name_edit = QLineEdit(player)
        self.name_edit.setObjectName("playerName")
        self.name_edit.setMaxLength(40)
        self.error_label = QLabel()
        self.error_label.setObjectName("joinError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.found_label = QLabel()
        # Said when a join takes a while: the host may be asked about a seat held
        # for someone of this name (it waits up to a minute for the answer).
        self.wait_label = QLabel()
        self.wait_label.setObjectName("joinWaiting")
        self.wait_label.setWordWrap(True)
        self._wait_timer = QTimer(self)
        self._wait_timer.setSingleShot(True)
        self._wait_timer.timeout.connect(self._say_waiting)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_join)
        self.buttons.rejected.connect(self.reject)
        self._labels = [QLabel(), QLabel(), QLabel()]
        for label, edit in zip(self._labels, (self.address_edit, self.code_edit, self.name_edit),
                               strict=True):
            label.setBuddy(edit)
        form = QFormLayout()
        for label, edit in zip(self._labels, (self.address_edit, self.code_edit, self.name_edit),
                               strict=True):
            form.addRow(label, edit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.tables)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.wait_label)
        layout.addWidget(self.buttons)
        self.browser = browser or Browser(self)
        self.browser.found.connect(self.show_tables, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.browser.browse)
        self._timer.start(REFRESH_MS)
        self.browser.browse()
        self.retranslate()
        self.setMinimumWidth(440)

    def show_tables(self, tables: list[FoundTable]) -> None:
        """The tables that answered, by name and host (the choice kept)."""
        current = self.address_edit.text()
        self.tables.clear()
        for table in tables:
            item = QListWidgetItem(self.tr("%1 — on %2").replace("%1", table.name)
                                   .replace("%2", table.host))
            item.setData(Qt.ItemDataRole.UserRole, f"{table.address}:{table.port}")
            self.tables.addItem(item)
            if item.data(Qt.ItemDataRole.UserRole) == current:
                self.tables.setCurrentItem(item)
        self.found_label.setText(self.tr("Tables on your network:") if tables else
                                 self.tr("No table found on your network yet: you may also"
                                         " type its address."))

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address_edit.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def target(self) -> tuple[str, int] | None:
        """The address typed or picked, as host and port."""
        host, _sep, port = self.address_edit.text().strip().rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            return None
        return host, int(port)

    def try_join(self) -> None:
        """Check what was typed, then ask to join (the answer: ``show_error``
        or the caller closes the dialog)."""
        target = self.target()
        if target is None:
            self.show_error(self.tr("Type the table's address as shown by the host,"
                                    " such as 192.168.1.20:50123."))
            return
        try:
            code = normalize(self.code_edit.text())
        except CodeError:
            self.show_error(self.tr("A join code is 8 letters and digits, such as K7QF-M2XD."))
            return
        name = self.name_edit.text().strip() or self.tr("Friend")
        self.error_label.clear()
        self.buttons.setEnabled(False)
        self._wait_timer.start(WAIT_WORDS_MS)
        self.joinRequested.emit(name, code, target[0], target[1])

    def _say_waiting(self) -> None:
        self.wait_label.setText(self.tr("Joining the table… If a seat there is held for"
                                        " someone of your name, the host is asked whether"
                                        " it is yours."))

    def join_failed(self, error: JoinError) -> None:
        """The core's refusal, said to the player; what was typed stays."""
        if error.code == "wrong-code":
            text = self.tr("The code is wrong. Check it with the host and try again.")
        elif error.code == "throttled":
            text = self.tr("Too many wrong codes from this computer: the table waits a"
                           " minute before it listens to it again.")
        elif error.code == "busy":
            text = self.tr("The table is busy with other connections: try again in a"
                           " moment.")
        elif error.code == "bad-token":
            text = self.tr("Your old seat is no longer held for you. Join again with the"
                           " code and your name.")
        elif error.code == "needs-approval":
            text = self.tr("The host did not give you that seat. Ask the host, or join"
                           " with another name.")
        elif error.code == "unreachable":
            text = self.tr("No table answers at that address.")
        elif error.code == "table-full":
            text = self.tr("Every seat at this table is taken.")
        elif error.code == "name-taken":
            text = self.tr("Someone at this table already has that name. Join with"
                           " another name.")
        elif error.code == "host-auth":
            text = self.tr("That table does not know this code: it may not be the table"
                           " you meant.")
        else:
            text = self.tr("The table refused to seat you: %1").replace("%1", str(error))
        self.show_error(text)

    def show_error(self, text: str) -> None:
        self._wait_timer.stop()
        self.wait_label.clear()
        self.error_label.setText(text)
        self.buttons.setEnabled(True)

    def done(self, result: int) -> None:
        self._timer.stop()
        self._wait_timer.stop()
        super().done(result)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        """A language switch while the dialog is open words it again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self._labels[0].setText(self.tr("&Address:"))
        self._labels[1].setText(self.tr("&Code:"))
        self._labels[2].setText(self.tr("&Your name:"))
        self.code_edit.setPlaceholderText("K7QF-M2XD")
        if not self.found_label.text():
            self.found_label.setText(self.tr("Looking for tables on your network…"))
