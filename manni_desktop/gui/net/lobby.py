"""The lobby of a hosted table: the join code in large type, the table's
name and address, who has joined (live), a free friend's seat given to a
computer player, Start and Close table.

A window-hosted table waits for its host (issue 37: "the host starts the
game when the seats are filled"): Start is enabled once every seat has a
player, joined friends or computer players, and the lobby closes when the
game begins.  Close table stops the host (it stops listening).
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...storage.settings import DEFAULT_LEVEL, offered_levels
from ..dialogs.new_game_settings import seat_roles
from ..labels import level_name, name_levels
from .hosting import TableHosting


class LobbyDialog(QDialog):
    """Shows a hosted table until its game starts (or it is closed)."""

    closeTable = Signal()

    def __init__(self, hosting: TableHosting, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyDialog")
        self.hosting = hosting
        self._away: list[int] = []  # away friends' seats a computer may hold (none free)
        self.code_label = QLabel(hosting.shown_code)
        self.code_label.setObjectName("joinCode")
        font = QFont(self.code_label.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.code_label.setFont(font)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.table_label = QLabel()
        self.table_label.setObjectName("tableInfo")
        self.table_label.setWordWrap(True)
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seats")
        self.seat_list.setWordWrap(True)  # a long row wraps rather than scrolls sideways
        self.seat_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status = QLabel()
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        self.level_combo = QComboBox()
        for level in offered_levels(hosting.choice.game):  # the table's game's levels
            self.level_combo.addItem("", level)
        self.level_combo.setCurrentIndex(self.level_combo.findData(DEFAULT_LEVEL))
        self.give_button = QPushButton()
        self.give_button.setObjectName("giveSeat")
        self.give_button.clicked.connect(self.give_free_seat)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startGame")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_game)
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeTable")
        self.close_button.clicked.connect(self._close_table)
        give = QHBoxLayout()
        give.addWidget(self.level_combo)
        give.addWidget(self.give_button, 1)
        layout = QVBoxLayout(self)
        for widget in (self.intro, self.code_label, self.table_label, self.seat_list,
                       self.status):
            layout.addWidget(widget)
        layout.addLayout(give)
        layout.addWidget(self.start_button)
        layout.addWidget(self.close_button)
        hosting.changed.connect(self.refresh)
        hosting.closed.connect(self.reject)
        self.retranslate()
        self.refresh()
        self.setMinimumWidth(420)

    def free_seats(self) -> list[int]:
        """Friends' seats no one has taken yet."""
        return self.hosting.free_seats()

    def refresh(self) -> None:
        """Who sits where, from the host (called whenever the seating changes)."""
        if not self.hosting.open:
            return
        seats, connected = self.hosting.seats()
        levels = self.hosting.levels()
        free = self.free_seats()
        self.seat_list.clear()
        away = self.hosting.away_seats()
        for index, seat in enumerate(seats):
            where = self.position(index)
            if seat["kind"] == "bot":
                text = (self.tr("%1: %2, computer player (%3)").replace("%1", where)
                        .replace("%2", seat["name"])
                        .replace("%3", level_name(levels[index] or DEFAULT_LEVEL)))
            elif index not in free and levels[index] is not None and index not in connected:
                text = (self.tr("%1: %2 (away: a computer player (%3) plays)")
                        .replace("%1", where)
                        .replace("%2", seat["name"]).replace("%3", level_name(levels[index] or "")))
            elif index not in free:
                text = (self.tr("%1: %2 (joined)") if index in connected
                        else self.tr("%1: %2 (away)")).replace("%1", where)
                text = text.replace("%2", seat["name"])
            elif self._form_name(index):
                text = (self.tr("%1: waiting for a friend (%2 in your form)")
                        .replace("%1", where).replace("%2", self._form_name(index)))
            else:
                text = self.tr("%1: waiting for a friend").replace("%1", where)
            self.seat_list.addItem(text)
        self._away = [] if free else away
        self.give_button.setEnabled(bool(free) or bool(away))
        self.level_combo.setEnabled(bool(free))
        self._word_give_button()
        filled = self.hosting.filled()
        self.start_button.setEnabled(filled and not self.hosting.started)
        if self.hosting.started:
            self.status.setText(self.tr("The game has started."))
            self.accept()
        elif filled:
            self.status.setText(self.tr("Every seat is taken: start the game when you are"
                                        " ready."))
        elif self._away:
            self.status.setText(self.tr("Start is possible once every seat is taken: wait for"
                                        " your friends, or let a computer player play for"
                                        " one who is not back."))
        else:
            self.status.setText(self.tr("Start is possible once every seat is taken."))

    def start_game(self) -> None:
        """The host's Start: the game begins (the lobby closes when it has)."""
        with contextlib.suppress(ValueError):  # a friend left in between: refresh says so
            self.hosting.start_game()
        self.refresh()

    def give_free_seat(self) -> None:
        """The first free friend's seat to a computer player of the chosen
        level; with none free, the first away friend's seat (a resumed table
        whose friend is not back) is held by a computer until they return."""
        free = self.free_seats()
        if not free and self._away:
            self.hosting.stand_in(self._away[0])
            self.refresh()
            return
        if free:
            with contextlib.suppress(ValueError):  # a friend took it in between
                self.hosting.give_seat(free[0], str(self.level_combo.currentData()),
                                       self.hosting.choice.form_names[free[0]]
                                       if free[0] < len(self.hosting.choice.form_names) else "")
            self.refresh()

    def _close_table(self) -> None:
        """Close the table (the lobby closes with it; with friends seated the
        host's window asks first, and the lobby stays if the host says no)."""
        self.closeTable.emit()
        if not self.hosting.open:
            self.reject()

    def position(self, seat: int) -> str:
        """Where ``seat`` sits as the host's table and form call it: you,
        the left or right opponent, the partner across."""
        if seat == 0:  # the word on the host's own plate
            return QCoreApplication.translate("GameController", "You")
        roles = seat_roles(self.hosting.choice.game)
        role = roles[seat - 1] if seat - 1 < len(roles) else ""
        if role == "left":
            return self.tr("Left opponent")
        if role == "partner":
            return self.tr("Partner (across)")
        return self.tr("Right opponent")

    def _form_name(self, seat: int) -> str:
        """The name the host's form gave a friend's seat ("" if none)."""
        names = self.hosting.choice.form_names
        return names[seat] if seat < len(names) else ""

    def _word_give_button(self) -> None:
        """Give a free seat, or (none free) let a computer hold an away one."""
        if self._away:
            seats = self.hosting.seats()[0]
            name = seats[self._away[0]]["name"] if self._away[0] < len(seats) else ""
            self.give_button.setText(self.tr("Let a computer player play for %1 until %1"
                                             " is back").replace("%1", name))
        else:
            self.give_button.setText(self.tr("Give a free seat to a computer player"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        """A language switch while the dialog is open words it again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Your table"))
        self.intro.setText(self.tr("Friends join with this code (Game → Play with friends →"
                                   " Join…):"))
        self.table_label.setText(self.tr("Table: %1 — address %2:%3")
                                 .replace("%1", self.hosting.choice.table_name)
                                 .replace("%2", self.hosting.address)
                                 .replace("%3", str(self.hosting.port)))
        if self.hosting.port_moved:
            self.table_label.setText(
                self.table_label.text() + "\n" + self.tr(
                    "The table's old port %1 is in use by another program, so its address"
                    " changed: friends find the table in Join…'s list, or type the new"
                    " address.").replace("%1", str(self.hosting.wanted_port)))
        name_levels(self.level_combo)
        self._word_give_button()
        self.start_button.setText(self.tr("&Start the game"))
        self.close_button.setText(self.tr("Close the table"))
