"""Game → Play with friends: Host a table… and Join…, and what follows.

Hosting: the host dialog, then the table is started (``TableHosting``), a
network-game window (``NetWindow``) joins it through the same client path
as every friend, and the lobby shows the code and who has joined (an
unfinished hosted table is offered first: resumed with its code, or set
aside for a new one, resume.py).  Joining:
the join dialog, a hidden ``NetWindow`` whose controller connects; it is
shown once seated, and a refusal goes back to the dialog.  The window the
menu belongs to keeps its own game: a network game is played in its own
window, and closing that window leaves the table (a host's closes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

from ...net import joincode
from ..app_language import current_language
from .names import NameDialog, player_name, remember_name

if TYPE_CHECKING:  # the network layer is imported on first use: the app starts faster
    from ...net.client import JoinError
    from ..main_window import MainWindow
    from .controller import NetController
    from .host_dialog import HostDialog
    from .hosting import TableHosting
    from .join_dialog import JoinDialog
    from .lobby import LobbyDialog
    from .remembered import HeldSeat
    from .resume import Unfinished
    from .seat_request import SeatRequests
    from .window import NetWindow


class FriendsMenu(QObject):
    """The Play with friends submenu of a window's Game menu."""

    bind = "0.0.0.0"  # where a hosted table listens (tests: 127.0.0.1)
    discovery = True  # announce a hosted table on the network

    def __init__(self, window: MainWindow, game_menu: QMenu, before: QAction) -> None:
        super().__init__(window)
        self._window = window
        self.menu = QMenu(window)
        self.menu.setObjectName("friendsMenu")
        self.host_action = self.menu.addAction("")
        self.host_action.triggered.connect(self.host_table)
        self.join_action = self.menu.addAction("")
        self.join_action.triggered.connect(lambda: self.join_dialog())  # not its `checked`
        game_menu.insertMenu(before, self.menu)
        self.name_action = QAction(window)
        self.name_action.setObjectName("playerNameAction")
        self.name_action.triggered.connect(self.name_dialog)
        window.view_menu.insertAction(window.language_menu.menuAction(), self.name_action)
        self.windows: list[NetWindow] = []
        self.hosting: TableHosting | None = None
        self.lobby: LobbyDialog | None = None
        self.seat_requests: SeatRequests | None = None
        self.dialog: QDialog | None = None
        window.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self._window and event.type() == QEvent.Type.Close:
            self.shutdown()
        return False

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("Play with &friends"))
        self.host_action.setText(self.tr("&Host a table…"))
        self.join_action.setText(self.tr("&Join…"))
        self.name_action.setText(self.tr("Your &name…"))

    # -- the player's name -------------------------------------------------------------

    @property
    def player(self) -> str:
        """The name friends see (View → Your name…, or the system's)."""
        return player_name(self._window.app_settings)

    def name_dialog(self) -> NameDialog:
        """View → Your name…: the name friends see, kept in the settings."""
        dialog = NameDialog(self.player, self._window)
        dialog.accepted.connect(lambda: self.remember_name(dialog.name()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def remember_name(self, name: str) -> None:
        """Keep the player's name; a settings file that cannot be written is said."""
        problem = remember_name(self._window.app_settings, name)
        if problem is not None:
            self._window.statusBar().showMessage(
                self.tr("Your name could not be saved: %1").replace("%1", problem), 8000)

    # -- hosting -----------------------------------------------------------------------

    def host_table(self) -> QDialog:
        """Host a table…: an unfinished hosted table is offered first
        (resume it, or set it aside and host a new one)."""
        from .resume import find_unfinished

        unfinished = find_unfinished()
        if unfinished is None:
            return self.host_dialog()
        return self.resume_question(unfinished)

    def resume_question(self, unfinished: Unfinished) -> QMessageBox:
        """Resume the unfinished table (same game, seats and code) or start a
        new one (the old one is set aside, not deleted)."""
        from ..game_texts import game_title
        from .resume import set_aside

        text = (self.tr("Your table “%1” (%2, code %3) has an unfinished game. Resume it?"
                        " Friends join again with the same code.")
                .replace("%1", unfinished.name)
                .replace("%2", game_title(unfinished.referee.session.name))
                .replace("%3", joincode.shown(unfinished.code)))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Host a table"), text,
                          QMessageBox.StandardButton.Cancel, self._window)
        box.setObjectName("resumeTableBox")
        resume = box.addButton(self.tr("&Resume the table"), QMessageBox.ButtonRole.AcceptRole)
        resume.setObjectName("resumeTable")
        new = box.addButton(self.tr("&New table"), QMessageBox.ButtonRole.ActionRole)
        new.setObjectName("newTable")
        box.setDefaultButton(resume)

        def answered() -> None:
            if box.clickedButton() is resume:
                self.resume(unfinished, self.bind, self.discovery)
            elif box.clickedButton() is new:
                set_aside(unfinished.path)
                self.host_dialog()

        box.finished.connect(answered)
        self.dialog = box
        box.open()
        return box

    def host_dialog(self) -> HostDialog:
        """Open Host a table… (``HostDialog.accepted`` hosts the table)."""
        from . import remembered
        from .host_dialog import HostDialog

        dialog = HostDialog(self.player, self._window)
        dialog.restore(remembered.host_form())  # the last table's game and seats
        dialog.accepted.connect(lambda: self.host(dialog, self.bind, self.discovery))
        self.dialog = dialog
        dialog.open()
        return dialog

    def host(self, dialog: HostDialog, bind: str = "0.0.0.0",
             discovery: bool = True) -> NetWindow:
        """Start the table the dialog describes, seat this player at it, show the lobby."""
        from . import remembered
        from .hosting import TableHosting

        self.close_table()
        choice = dialog.choice()
        self.remember_name(choice.player)
        self._said(remembered.remember_host_form(dialog.form()))
        return self._seat_host(TableHosting(choice, self), bind, discovery)

    def resume(self, unfinished: Unfinished, bind: str = "0.0.0.0",
               discovery: bool = True) -> NetWindow:
        """Open the unfinished table again; this player takes seat 0 back."""
        from .hosting import TableHosting

        self.close_table()
        return self._seat_host(TableHosting.resume(unfinished, self), bind, discovery,
                               unfinished.host_token)

    def _seat_host(self, hosting: TableHosting, bind: str, discovery: bool,
                   token: str | None = None) -> NetWindow:
        from .controller import NetController
        from .lobby import LobbyDialog
        from .seat_request import SeatRequests

        self.hosting = hosting
        address, port = hosting.start(bind, discovery)
        window = self._open_window(NetController(self.player, hosting.code,
                                                 current_language(), token=token))
        window.net.hints = hosting.choice.allow_hints  # the host's own window knows
        window.retranslate()  # Hint's tooltip says so
        window.left.connect(hosting.close)
        window.friends_seated = lambda: hosting.friends_seated(window.net.seat)
        window.net.connect_to("127.0.0.1" if bind == "0.0.0.0" else address, port)
        window.show()
        self.lobby = LobbyDialog(hosting, window)
        self.lobby.closeTable.connect(window.close)
        self.lobby.show()
        lobby = self.lobby
        self.seat_requests = SeatRequests(
            hosting, lambda: lobby if lobby.isVisible() else window)
        hosting.notice.connect(window.show_host_notice)
        return window

    def close_table(self) -> None:
        if self.hosting is not None:
            self.hosting.close()
            self.hosting = None

    # -- joining -----------------------------------------------------------------------

    def join_dialog(self, held: HeldSeat | None = None, show: bool = True) -> JoinDialog:
        """Join…, with the last table's address and code filled in (or
        those of ``held``, a seat that could not be taken back)."""
        from . import remembered
        from .join_dialog import JoinDialog

        dialog = JoinDialog(held.name if held is not None else self.player, self._window)
        address, code = (held.address, held.code) if held is not None else remembered.last_join()
        dialog.address_edit.setText(address)
        dialog.code_edit.setText(code)
        dialog.joinRequested.connect(lambda name, code, host, port:
                                     self.join(dialog, name, code, host, port))
        self.dialog = dialog
        if show:
            dialog.open()
        return dialog

    def join(self, dialog: JoinDialog, name: str, code: str, host: str, port: int,
             token: str | None = None) -> NetWindow:
        """Connect a hidden network window; show it once seated, or tell the dialog."""
        from .controller import NetController

        if token is None:
            self.remember_name(name)
        window = self._open_window(NetController(name, code, current_language(), token=token))

        def seated() -> None:
            dialog.accept()
            window.show()
            self._hold_seat(window, f"{host}:{port}", joincode.shown(code))

        def refused(error: JoinError) -> None:
            dialog.join_failed(error)
            self.windows.remove(window)
            window.close()

        window.net.joined.connect(seated)
        window.net.joinFailed.connect(refused)
        window.net.connect_to(host, port)
        return window

    def _hold_seat(self, window: NetWindow, address: str, code: str) -> None:
        """Remember the seat while the game goes on (a crash or a quit is
        offered a rejoin at the next start); forget it when the game ends
        or the player leaves the table on purpose."""
        from . import remembered

        def hold(*_args: object) -> None:
            seat, token = window.net.seat, window.net.client.client.token
            if seat is not None and token:
                self._said(remembered.remember_seat(remembered.HeldSeat(
                    window.table_name, window.host_name, address, code,
                    window.net.client.client.name, seat, token)))

        def left() -> None:
            if not window.quitting:
                self._said(remembered.forget_seat())

        hold()
        window.net.rejoined.connect(hold)
        window.net.finished.connect(lambda _record: self._said(remembered.forget_seat()))
        window.left.connect(left)

    def _said(self, problem: str | None) -> None:
        """A file of the app's that could not be written: said, play goes on."""
        if problem is not None:
            self._window.statusBar().showMessage(
                self.tr("Your seat at the table could not be remembered: %1")
                .replace("%1", problem), 8000)

    # -- rejoining after a crash or a quit -------------------------------------------------

    def offer_rejoin(self) -> QMessageBox | None:
        """At start: a seat held when the app stopped mid-table is offered
        back ("Rejoin the table at <host>"), or forgotten."""
        from . import remembered

        held = remembered.held_seat()
        if held is None:
            return None
        text = (self.tr("You were playing at “%1”, hosted by %2, when Manni closed."
                        " The game goes on there.")
                .replace("%1", held.table).replace("%2", held.host))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Play with friends"), text,
                          QMessageBox.StandardButton.NoButton, self._window)
        box.setObjectName("rejoinBox")
        rejoin = box.addButton(self.tr("&Rejoin the table at %1").replace("%1", held.host),
                               QMessageBox.ButtonRole.AcceptRole)
        rejoin.setObjectName("rejoinTable")
        leave = box.addButton(self.tr("&Leave the table"), QMessageBox.ButtonRole.DestructiveRole)
        leave.setObjectName("forgetTable")
        later = box.addButton(self.tr("Not &now"), QMessageBox.ButtonRole.RejectRole)
        later.setObjectName("rejoinLater")
        box.setDefaultButton(rejoin)

        def answered() -> None:
            if box.clickedButton() is rejoin:
                self.rejoin(held)
            elif box.clickedButton() is leave:
                self._said(remembered.forget_seat())

        box.finished.connect(answered)
        self.dialog = box
        box.open()
        return box

    def rejoin(self, held: HeldSeat) -> NetWindow | None:
        """Take the held seat back with its token; a refusal opens Join…
        with the table's address, code and name and says why."""
        from . import remembered

        target = held.target()
        if target is None:
            return None
        dialog = self.join_dialog(held, show=False)  # shown if the seat is not given back

        def refused(error: JoinError) -> None:
            if error.code in ("bad-token", "needs-approval", "table-full"):
                self._said(remembered.forget_seat())  # that seat is no longer ours
            dialog.open()

        window = self.join(dialog, held.name, held.code, *target, token=held.token)
        window.net.joinFailed.connect(refused)
        return window

    def _open_window(self, controller: NetController) -> NetWindow:
        from .window import NetWindow

        window = NetWindow(controller)
        self.windows.append(window)
        window.resize(self._window.size())
        return window

    def shutdown(self) -> None:
        """The app's window closes: leave every network table, close ours."""
        for window in list(self.windows):
            window.close_confirmed = True  # the app quits: nothing left to ask
            window.quitting = True  # the seat is offered again at the next start
            window.close()
        self.close_table()
