"""The main window: the table in the middle, the score sheet beside it, menus and
a status bar that always says whose turn it is.

It also connects the game to the player's files (``persistence.GameStore``):
every change is autosaved, an unfinished game is offered again at the next
start, finished games go into the statistics, and the settings (language,
speed, cards, the new-game choices) are written whenever the player changes
them and applied when a window opens.

The window wires the table, the sheet and the status bar to the controller;
each other job is a part of its own under ``window/``: ``menus`` (actions,
keys, menus), ``files`` (Save as…, Open…, Export record…, Watch a record…,
Statistics…), ``games`` (new game, guided hand, Continue, restore) and
``preferences`` (the View menu's settings, the window's size)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from .. import storage
from ..engine.session import HUMAN
from ..engine.snapshot import HAND_END, Table
from . import persistence
from .app_language import language_manager
from .changes import Change
from .coach.guide import Guide
from .controller import GameController
from .dialogs.about import AboutDialog
from .dialogs.new_game_settings import NewGameSettings
from .dialogs.rules import RulesDialog
from .dialogs.statistics import StatisticsDialog
from .game_texts import in_deals
from .models import ScoreSheetModel
from .review import ReviewDialog
from .score_panel import ScorePanel
from .score_sheet import ScoreSheetView
from .sheet_pane import SheetPane
from .table import texts
from .table.renderer import CardRenderer
from .table.scene import TableScene
from .table.trick_words import you_name
from .table.view import TableView
from .viewer import RecordViewer
from .window.files import FileActions
from .window.games import ContinuePrompt, GameStarter
from .window.menus import MenuActions, WindowMenus
from .window.preferences import ViewPreferences
from .window.screen_fit import ScreenFit

__all__ = ["ContinuePrompt", "MainWindow"]


class MainWindow(MenuActions, QMainWindow):
    """Owns the controller, the table and the score sheet, and the parts that
    own the menus, the files, the games and the view preferences."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: storage.Settings | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.controller = controller or GameController(self)
        self._session_ended = False  # end_session has run
        self._hint_to_use: tuple[object, ...] = ()  # the decision Shift+H asked a hint for
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.timeout.connect(self.fit_score_sheet)
        self._fit_recheck = False
        self.renderer = CardRenderer()
        self.scene = TableScene(self.renderer)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.app_settings = settings if settings is not None else storage.load_settings()
        self.settings = persistence.new_game_settings(self.app_settings)
        self.rules_dialog: RulesDialog | None = None

        self.score_model = ScoreSheetModel(parent=self)
        self.score_view = ScoreSheetView(self.score_model)
        # The sheet and, for a layout that keeps one, its contract grid.
        self.score_pane = SheetPane(self.score_view, self.score_model.grid_model())
        self.score_toggle = QAction(self)
        self.score_toggle.setShortcut(QKeySequence("S"))
        self.addAction(self.score_toggle)
        self.score_panel = ScorePanel(self, self.score_pane, self.view, self.score_toggle)
        self.score_dock = self.score_panel.dock
        self.drawer = self.score_panel.drawer  # the sheet's place in narrow windows

        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.statusBar().addPermanentWidget(self.turn_label, 1)

        self.files = FileActions(self)
        self.games = GameStarter(self)
        self.preferences = ViewPreferences(self)
        self.menus = WindowMenus(self)  # connects the actions to the parts above
        from .net.friends import FriendsMenu  # imported here: a NetWindow is a MainWindow
        self.friends = FriendsMenu(self, self.game_menu, self.statistics_action)
        self.preferences.apply()
        self.retranslate()

        self._connect_table()
        c = self.controller
        c.gameStarted.connect(self._game_started)
        c.turnChanged.connect(self._turn_changed)
        self.scene.message.connect(lambda text: self.statusBar().showMessage(text, 4000))
        self.scene.statusChanged.connect(self._status_changed)
        self.scene.newGameRequested.connect(self.games.new_game_dialog)
        self.scene.playAgainRequested.connect(self.games.play_again)
        self.scene.reviewRequested.connect(self.review_last_hand)
        self.review_dialog: ReviewDialog | None = None
        self.store = persistence.GameStore(c, self.games.window_state, self)
        self.store.failed.connect(self.files.storage_failed)
        self.store.statisticsFailed.connect(self.files.statistics_failed)
        self.store.statisticsNotice.connect(self.files.statistics_notice)
        language_manager().languageChanged.connect(self.preferences.language_changed)
        self.guide = Guide(c, self.scene, self.games.start_guided_hand, self.games.guide_done,
                           self)
        self.screen_fit = ScreenFit(self)  # the first and every restored size fit the screen
        self.screen_fit.place_first()
        if self.preferences.restore_geometry():
            self.screen_fit.fit_restored()
        self.screen_fit.watch_first_show()
        self.view.setFocus()

    def _connect_table(self) -> None:
        """Controller → table and sheet (snapshots); table → controller (choices)."""
        c, scene = self.controller, self.scene
        c.tableChanged.connect(self._table_changed)
        c.namesChanged.connect(self._names_changed)
        c.botThinking.connect(scene.bot_thinking)
        c.hintReady.connect(scene.show_hint)
        c.hintReady.connect(self._hint_arrived)  # after show_hint: Shift+H's hint is used
        c.refused.connect(self._forget_hint_to_use)  # no hint came: a later H only shows one
        c.refused.connect(scene.show_message)
        c.autoPlayed.connect(lambda card: scene.show_message(texts.forced_play_text(card),
                                                             error=False))
        scene.animationsFinished.connect(c.view_idle)
        scene.cardPlayed.connect(c.play_card)
        scene.why_not = c.refusal_for
        scene.exchangeChosen.connect(c.exchange)
        scene.swapChosen.connect(c.swap)
        scene.declareChosen.connect(c.declare)
        scene.contractChosen.connect(c.choose)
        scene.nextHandRequested.connect(c.continue_to_next_hand)
        c.set_view_attached(True)

    def _table_changed(self, change: Change) -> None:
        """Every view redraws from the same snapshot.  The sheet is measured
        again only when its shape or totals change (a row, a finished hand, a
        new game): measuring every cell after every card cost ~25 ms a move."""
        old = self.score_model.table()
        self.score_model.set_table(change.table)
        new = change.table
        if (old is None or len(old.sheet) != len(new.sheet) or old.standing != new.standing
                or old.names != new.names or old.result.finished != new.result.finished):
            self.schedule_fit()
        self.scene.show_change(change)
        self._update_turn_label()
        self.menus.update_states()

    def _names_changed(self, table: Table) -> None:
        self.score_model.set_table(table)
        self.scene.set_names(table)
        self._update_turn_label()

    def retranslate(self) -> None:
        """Every visible text again (called on QEvent.LanguageChange)."""
        self._name_the_human()
        self.setWindowTitle(self.tr("Manni"))
        self.menus.retranslate()
        self.score_panel.retranslate(self.tr("Score sheet"), self.tr("Score sheet"),
                                     self.tr("Open or close the score sheet (%1)").replace(
                                         "%1", self.score_toggle.shortcut().toString(
                                             QKeySequence.SequenceFormat.NativeText)))
        self.score_view.setAccessibleName(self.tr("Score sheet"))
        self.score_pane.retranslate()
        self.score_model.retranslate()
        self.fit_score_sheet(recheck=True)
        self.scene.retranslate()
        self._update_turn_label()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _name_the_human(self) -> None:
        """Seat 0 is called "You" in the language shown.  Its name is not the
        player's choice, so a game saved in another language, or started
        before a switch, is renamed rather than showing the old word."""
        self.controller.rename_human(you_name())

    # -- what tests and other modules call on the window (the parts do the work) -----------

    def start_session(self, files: Sequence[str] = ()) -> None:
        """At start: Continue or a new game, then ``files[0]`` (``GameStarter``)."""
        self.games.start_session(files)

    def start_guided_hand(self, game: str = "") -> None:
        self.games.start_guided_hand(game)

    def game_unfinished(self) -> bool:
        return self.games.game_unfinished()

    def ask_continue(self, saved: storage.SavedGame) -> bool:
        """True if the player wants to go on with ``saved``.  Tests replace this method."""
        return self.games.ask_continue(saved)

    def ask_new_game_settings(self) -> NewGameSettings | None:
        """The new-game dialog; None when cancelled.  Tests replace this method."""
        return self.games.ask_new_game_settings()

    def open_path(self, path: str) -> bool:
        return self.files.open_path(path)

    def open_record_viewer(self, path: str) -> RecordViewer | None:
        return self.files.open_record_viewer(path)

    def statistics_dialog(self) -> StatisticsDialog | None:
        return self.files.statistics_dialog()

    def show_storage_problem(self, title: str, message: str) -> None:
        """A file problem, in a message box (tests replace QMessageBox.warning)."""
        QMessageBox.warning(self, title, message)

    def set_speed(self, speed: str, remember: bool = True) -> None:
        self.preferences.set_speed(speed, remember)

    def set_trick_pause(self, pause: str, remember: bool = True) -> None:
        self.preferences.set_trick_pause(pause, remember)

    def set_card_back(self, back: str, remember: bool = True) -> None:
        self.preferences.set_card_back(back, remember)

    def set_language(self, code: str) -> None:
        self.preferences.set_language(code)

    def keys_text(self) -> str:
        return self.menus.keys_text()

    # -- play ------------------------------------------------------------------------------

    def undo(self) -> None:
        self.controller.undo()

    def hint(self) -> None:
        self.controller.request_hint()

    def play_hint(self) -> None:
        """Shift+H: use the hint shown for this decision, else ask for one and
        use it when it comes (``TableScene.use_hint``)."""
        if self.scene.use_hint():
            return
        self._hint_to_use = self.scene.decision_key()
        if not self.controller.request_hint():
            self._hint_to_use = ()

    def _forget_hint_to_use(self, *_: object) -> None:
        self._hint_to_use = ()

    def _hint_arrived(self, *_: object) -> None:
        wanted, self._hint_to_use = self._hint_to_use, ()
        if wanted and wanted == self.scene.decision_key():
            self.scene.use_hint()

    def review_last_hand(self) -> ReviewDialog | None:
        """Review the human's decisions in the last finished hand of this game."""
        finished = self.controller.session.finished_hands() if self.controller.has_game() else 0
        if not finished:
            self.scene.show_message(
                self.tr("Finish a deal first: then it can be reviewed.")
                if self.controller.has_game() and in_deals(self.controller.table.game)
                else self.tr("Finish a hand first: then it can be reviewed."))
            return None
        return self.review_hand(self.controller.record(), finished - 1, HUMAN)

    def review_hand(self, record: dict[str, Any], hand: int, seat: int) -> ReviewDialog:
        """Open the review of hand ``hand`` (0-based) of ``record`` for ``seat``
        (the record viewer reviews any seat of any record).  One review at a
        time: opening another stops the one before."""
        if self.review_dialog is not None:
            self.review_dialog.close()
            self.review_dialog.deleteLater()
        dialog = ReviewDialog(record, hand, seat, self)
        self.review_dialog = dialog
        dialog.show()
        return dialog

    def _game_started(self) -> None:
        self.score_view.apply_spans()
        self.schedule_fit(recheck=True)
        self.menus.update_states()

    def fit_score_sheet(self, recheck: bool = False) -> None:
        """The sheet's width and place for the window now (``ScorePanel``)."""
        self._fit_timer.stop()
        recheck = recheck or self._fit_recheck
        self._fit_recheck = False
        self.score_panel.fit(recheck)

    def schedule_fit(self, recheck: bool = False) -> None:
        """Measure the sheet in the next event-loop turn, once however many
        changes ask for it: measuring every cell (up to 15 ms) in the same turn
        as the table's paint after a deal stalled the loop 40+ ms."""
        self._fit_recheck = self._fit_recheck or recheck
        self._fit_timer.start(0)

    def toggle_score_sheet(self) -> None:
        self.score_panel.toggle()

    def sheet_is_drawer(self) -> bool:
        return self.score_panel.is_drawer()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if event.oldSize() != event.size():
            self.fit_score_sheet()

    def _turn_changed(self, table: Table) -> None:
        self.scene.set_turn(table)
        self._update_turn_label()
        self.menus.update_states()

    def _status_changed(self, _text: str) -> None:
        """The status bar says what the table says, as soon as the table says it."""
        self._update_turn_label()

    def _update_turn_label(self) -> None:
        text = self.scene.status_text() if self.controller.has_game() else ""
        if text and self.controller.phase() == HAND_END:
            text = text + " — " + self.trick_summary()
        self.turn_label.setText(text)
        self.turn_label.setAccessibleName(text)

    def trick_summary(self) -> str:
        """Everyone's tricks in the hand on the table: "You: 5 tricks, Ásta: 3 tricks, …"."""
        return texts.trick_summary(self.controller.table)

    # -- help ------------------------------------------------------------------------------

    def bring_to_front(self, files: list[str] | None = None) -> None:
        """Another start of the app on this data folder asked for this window
        (and maybe for a file to be opened in it: ``GameStarter.open_handed``,
        which keeps it until a question that decides the game is answered)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        if files:
            self.games.open_handed(files[0])

    def show_rules(self) -> RulesDialog:
        """Help → Rules, opened on the game being played; stays open beside the table."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        c = self.controller
        if c.has_game():  # at a friends' table (no session here) the game's first listing
            self.rules_dialog.set_game(c.table.game, c.session.scoring if c.levels else None)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()
        return self.rules_dialog

    def show_about(self) -> AboutDialog:
        """Help → About: version, components with their versions and licences."""
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.end_session()
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        super().closeEvent(event)

    def end_session(self) -> None:
        """What must happen before the program ends, however it ends: by the
        window's close, or by ``QCoreApplication.quit()`` (``app.run`` calls this
        on ``aboutToQuit``), which closes no window.  The bot process is ended
        while this process still runs: a one-file bundle deletes its unpacked
        files as it exits, and a bot process still starting then fails on a
        missing file, with an error box that nobody closes (it kept Wine's CI
        run waiting).  Idempotent: the close and the quit may both come."""
        if self._session_ended:
            return
        self._session_ended = True
        self.preferences.remember_geometry()
        self.controller.shutdown()
        self.store.flush()  # the last autosave is on disk before the app ends
        self.store.count_waiting()  # a statistics write still to be tried again
