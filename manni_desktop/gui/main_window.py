"""The main window: the table in the middle, the score sheet beside it, menus and
a status bar that always says whose turn it is.

It also connects the game to the player's files (``persistence.GameStore``):
every change is autosaved, an unfinished game is offered again at the next
start, finished games go into the statistics, and the settings (language,
speed, cards, the new-game choices) are written whenever the player changes
them and applied when a window opens."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QDateTime, QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QWidget,
)

from .. import storage
from ..engine.session import HUMAN, Session
from ..engine.snapshot import HAND_END, Table
from ..storage.saves import SAVE_SUFFIX, set_aside_autosave
from ..storage.settings import TRICK_PAUSES
from . import persistence, storage_messages
from .app_language import language_manager
from .changes import Change
from .coach.guide import GUIDE_GAME, GUIDE_LEVELS, GUIDE_SCORING, GUIDE_SEED, Guide
from .controller import DEFAULT_LEVEL, GameController
from .dialogs.about import AboutDialog
from .dialogs.new_game import NewGameDialog, NewGameSettings
from .dialogs.rules import RulesDialog
from .dialogs.statistics import StatisticsDialog
from .file_loader import Cancelled, load_off_thread, read_game_file
from .i18n import LANGUAGES
from .models import ScoreSheetModel
from .review import ReviewDialog
from .score_panel import ScorePanel
from .score_sheet import ScoreSheetView
from .table import texts
from .table.animator import SPEEDS
from .table.renderer import CardRenderer
from .table.scene import TableScene
from .table.view import TableView
from .viewer import RecordViewer, choose_record, read_record_steps


def human_name() -> str:
    """Seat 0's name, the controller's own "You" in the language shown."""
    return QCoreApplication.translate("GameController", "You")


class ContinuePrompt(QMessageBox):
    """"Continue the unfinished game or start a new one?" shown at start."""

    def __init__(self, parent: QWidget, text: str, details: str) -> None:
        super().__init__(parent)
        self.setObjectName("continuePrompt")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Unfinished game"))
        self.setText(text)
        self.setInformativeText(details)
        self.continue_button: QPushButton = self.addButton(
            self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button: QPushButton = self.addButton(
            self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(self.continue_button)


class MainWindow(QMainWindow):
    """Owns the controller, the table and the score sheet; wires menus to them."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: storage.Settings | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.controller = controller or GameController(self)
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
        self.score_toggle = QAction(self)
        self.score_toggle.setShortcut(QKeySequence("S"))
        self.addAction(self.score_toggle)
        self.score_panel = ScorePanel(self, self.score_view, self.view, self.score_toggle)
        self.score_dock = self.score_panel.dock
        self.drawer = self.score_panel.drawer  # the sheet's place in narrow windows

        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.statusBar().addPermanentWidget(self.turn_label, 1)

        self._build_actions()
        self._build_menus()
        self._apply_settings()
        self.retranslate()

        self._connect_table()
        c = self.controller
        c.gameStarted.connect(self._game_started)
        c.turnChanged.connect(self._turn_changed)
        self.scene.message.connect(lambda text: self.statusBar().showMessage(text, 4000))
        self.scene.statusChanged.connect(self._status_changed)
        self.scene.newGameRequested.connect(self.new_game_dialog)
        self.scene.playAgainRequested.connect(self.controller.play_again)
        self.scene.reviewRequested.connect(self.review_last_hand)
        self.review_dialog: ReviewDialog | None = None
        self.store = persistence.GameStore(c, self.window_state, self)
        self.store.failed.connect(self._storage_failed)
        self.store.statisticsFailed.connect(self._statistics_failed)
        language_manager().languageChanged.connect(self._language_changed)
        self.guide = Guide(c, self.scene, lambda: self.start_guided_hand(ask=False),
                           self._guide_done, self)
        self.resize(1180, 760)
        self._restore_geometry()
        self.view.setFocus()

    def _connect_table(self) -> None:
        """Controller → table and sheet (snapshots); table → controller (choices)."""
        c, scene = self.controller, self.scene
        c.tableChanged.connect(self._table_changed)
        c.namesChanged.connect(self._names_changed)
        c.botThinking.connect(scene.bot_thinking)
        c.hintReady.connect(scene.show_hint)
        c.refused.connect(scene.show_message)
        c.autoPlayed.connect(lambda card: scene.show_message(texts.forced_play_text(card),
                                                             error=False))
        scene.animationsFinished.connect(c.view_idle)
        scene.cardPlayed.connect(c.play_card)
        scene.why_not = c.refusal_for
        scene.exchangeChosen.connect(c.exchange)
        scene.swapChosen.connect(c.swap)
        scene.declareChosen.connect(c.declare)
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

    def _names_changed(self, table: Table) -> None:
        self.score_model.set_table(table)
        self.scene.set_names(table)
        self._update_turn_label()

    # -- actions and menus --------------------------------------------------------------

    def _action(self, handler: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(handler)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(self.new_game_dialog, QKeySequence.StandardKey.New)
        self.open_action = self._action(self.open_game_file, QKeySequence.StandardKey.Open)
        self.save_as_action = self._action(self.save_game_as, QKeySequence.StandardKey.SaveAs)
        self.export_action = self._action(self.export_record)
        self.watch_action = self._action(
            lambda: self.open_record_viewer(choose_record(self, self._file_folder())),
            "Ctrl+Shift+O")
        self.statistics_action = self._action(self.show_statistics)
        self.undo_action = self._action(self.undo, QKeySequence.StandardKey.Undo)
        self.hint_action = self._action(self.hint, "H")
        self.last_trick_action = self._action(self.scene.show_last_trick, "L")
        self.review_action = self._action(self.review_last_hand, "R")
        self.confirm_action = self._action(self.scene.buttons.trigger, "Ctrl+Return")
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for number, speed in enumerate(SPEEDS, start=1):
            action = QAction(self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.speed_actions["normal"].setChecked(True)
        self.pause_group = QActionGroup(self)
        self.pause_actions: dict[str, QAction] = {}
        for pause in TRICK_PAUSES:
            action = QAction(self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, p=pause: self.set_trick_pause(p))
            self.pause_group.addAction(action)
            self.pause_actions[pause] = action
        self.pause_actions["normal"].setChecked(True)
        self.four_colour_action = QAction(self)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self.set_four_colour)
        self.back_group = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        for back in self.renderer.available_backs() or ["blue"]:
            action = QAction(self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, b=back: self.set_card_back(b))
            self.back_group.addAction(action)
            self.back_actions[back] = action
        self.back_actions.get("blue", next(iter(self.back_actions.values()))).setChecked(True)
        self.auto_play_action = QAction(self)
        self.auto_play_action.setCheckable(True)
        self.auto_play_action.toggled.connect(self._set_auto_play)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, own_name in LANGUAGES.items():
            action = QAction(own_name, self)  # each language in its own words, never translated
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.keys_action = self._action(self.show_keys)
        self.about_action = self._action(self.show_about)
        self.guide_action = self._action(self.start_guided_hand)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.open_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addAction(self.export_action)
        self.game_menu.addAction(self.watch_action)
        self.game_menu.addSeparator()
        for action in (self.undo_action, self.hint_action,
                       self.last_trick_action, self.confirm_action, self.review_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.pause_menu = self.view_menu.addMenu("")
        for action in self.pause_actions.values():
            self.pause_menu.addAction(action)
        self.view_menu.addAction(self.four_colour_action)
        self.back_menu = self.view_menu.addMenu("")
        for action in self.back_actions.values():
            self.back_menu.addAction(action)
        self.view_menu.addAction(self.auto_play_action)
        self.view_menu.addSeparator()
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.score_toggle)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.guide_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Every visible text again (called on QEvent.LanguageChange)."""
        self._name_the_human()
        self.setWindowTitle(self.tr("Manni"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.export_action.setText(self.tr("&Export record…"))
        self.export_action.setToolTip(
            self.tr("Write the game record that “manni-desktop replay” reads"))
        self.watch_action.setText(self.tr("&Watch a record…"))
        self.watch_action.setToolTip(
            self.tr("Step through a game record hand by hand with every card shown"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.undo_action.setText(self.tr("&Undo to my last decision"))
        self.hint_action.setText(self.tr("&Hint"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.review_action.setText(self.tr("&Review the last hand"))
        self.confirm_action.setText(self.tr("&Confirm exchange"))
        self.quit_action.setText(self.tr("&Quit"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "instant": self.tr("Instant")}
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])
        self.pause_menu.setTitle(self.tr("Finished &trick stays"))
        pauses = {"short": self.tr("A moment"), "normal": self.tr("Long enough to read it"),
                  "long": self.tr("A while"), "click": self.tr("Until I click")}
        for pause, action in self.pause_actions.items():
            action.setText(pauses[pause])
        self.four_colour_action.setText(self.tr("&Four-colour deck"))
        self.back_menu.setTitle(self.tr("Card &back"))
        backs = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green")}
        for back, action in self.back_actions.items():
            action.setText(backs.get(back, back))
        self.auto_play_action.setText(self.tr("&Play automatically when only one card is legal"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.score_toggle.setText(self.tr("Sc&ore sheet"))
        self.score_panel.retranslate(self.tr("Score sheet"), self.tr("Score sheet"),
                                     self.tr("Open or close the score sheet (%1)").replace(
                                         "%1", self.score_toggle.shortcut().toString(
                                             QKeySequence.SequenceFormat.NativeText)))
        self.rules_action.setText(self.tr("&Rules"))
        self.keys_action.setText(self.tr("&Keyboard"))
        self.about_action.setText(self.tr("&About Manni"))
        self.guide_action.setText(self.tr("&Guided first hand"))
        self.score_view.setAccessibleName(self.tr("Score sheet"))
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
        self.controller.rename_human(human_name())

    # -- settings --------------------------------------------------------------------------

    def _apply_settings(self) -> None:
        """Show the stored settings: speed, deck, back, auto-play."""
        s = self.app_settings
        self.set_speed(s.speed, remember=False)
        self.set_trick_pause(s.trick_pause, remember=False)
        self.four_colour_action.blockSignals(True)
        self.four_colour_action.setChecked(s.card_style == "four-colour")
        self.four_colour_action.blockSignals(False)
        self._set_deck_style(s.card_style == "four-colour")
        if s.card_back in self.back_actions:
            self.set_card_back(s.card_back, remember=False)
        self.auto_play_action.blockSignals(True)
        self.auto_play_action.setChecked(s.auto_play_forced)
        self.auto_play_action.blockSignals(False)
        self.controller.auto_play_single = s.auto_play_forced
        self._language_changed(language_manager().language)

    def remember_settings(self) -> None:
        """Write the settings file; a failure is shown, the game goes on."""
        problem = persistence.save_settings(self.app_settings)
        if problem is not None:
            self.statusBar().showMessage(
                self.tr("The settings could not be saved: %1").replace("%1", problem), 8000)

    def set_language(self, code: str) -> None:
        """Switch every text at once and remember the choice."""
        language_manager().set_language(code)
        self.app_settings.language = code
        self.remember_settings()

    def _language_changed(self, code: str) -> None:
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    # -- game ------------------------------------------------------------------------------

    def window_state(self) -> dict[str, object]:
        """What a save keeps besides the game: names, levels, speed."""
        c = self.controller
        return {
            "names": list(c.table.names) if c.has_game() else [],
            "levels": c.levels,
            "speed": self.scene.speed,
            "first_hand": c.session.first_hand if c.has_game() else 0,
        }

    def start_session(self, files: Sequence[str] = ()) -> None:
        """At start: offer the unfinished game (if any), else deal a new one;
        then open ``files[0]`` (the app was started on a file), which asks
        before it replaces an unfinished game.
        No file stops the app from starting: a save that cannot be shown is
        put aside (kept, never deleted) and the player is told why.  A finished
        game in the autosave is counted in the statistics if it is not yet (the
        app stopped before it could count it)."""
        self._start_session()
        if files:
            self.open_path(files[0])

    def _start_session(self) -> None:
        saved, message = storage.autosaved_game()
        if message:
            self.show_storage_problem(self.tr("Saved game"), storage_messages.word_text(message))
        if saved is not None and saved.game.over:
            self.store.count_finished_save(saved)
            saved = None
        if saved is not None:
            try:
                if self.ask_continue(saved):
                    self.restore(saved)
                    return
            except Exception as exc:  # noqa: BLE001 - any failure: keep the file, start anew
                kept = set_aside_autosave()
                self.show_storage_problem(self.tr("Saved game"), self.tr(
                    "The unfinished game could not be restored: %1\nThe file was kept as %2."
                ).replace("%1", storage_messages.describe(exc)).replace(
                    "%2", ", ".join(str(p) for p in kept) or "-"))
                self.start_game()
                return
            self.store.record_abandoned_save(saved)
            self.store.discard()
        self.start_game()
        if not self.app_settings.guide_done:
            self.guide.offer()  # a new player, no game continued: a note, not a question

    def start_guided_hand(self, ask: bool = True) -> None:
        """Help → Guided first hand (or the welcome note's answer): the fixed,
        friendly deal against easy players, with the coach's notes.  ``ask``:
        an unfinished game is only thrown away if the player agrees."""
        if ask and not self.confirm_discard(self.tr("Guided first hand")):
            return
        self.guide.start()
        self.controller.new_game(GUIDE_GAME, GUIDE_SCORING, None, GUIDE_LEVELS, GUIDE_SEED)

    def _guide_done(self) -> None:
        """The guide was finished, skipped or declined: never offered again."""
        if not self.app_settings.guide_done:
            self.app_settings.guide_done = True
            self.remember_settings()

    def game_title(self, name: str) -> str:
        titles = {"classic": self.tr("Classic Manni"), "manillen": self.tr("Manillen")}
        return titles.get(name, self.tr("Hornafjarðar Manni"))

    def continue_prompt(self, saved: storage.SavedGame) -> ContinuePrompt:
        """The question shown at start when a game was left unfinished."""
        table = self._session_of(saved).snapshot()
        locale = QLocale()
        text = self.tr("You have an unfinished game of %1.").replace(
            "%1", self.game_title(table.game))
        details = [self.tr("Hand %1").replace("%1", locale.toString(table.hand_number + 1))]
        standing = table.standing
        if standing.units == "sides":
            names = [texts.side_name(table, side) for side in range(len(table.sides))]
        else:
            names = list(table.names)
        scores = ", ".join(
            self.tr("%1: %2", "player: net score").replace("%1", name).replace(
                "%2", locale.toString(value))
            for name, value in zip(names, standing.score, strict=False))
        details.append(self.tr("Net score: %1").replace("%1", scores) if standing.units ==
                       "seats" else self.tr("Score: %1").replace("%1", scores))
        when = QDateTime.fromString(saved.saved_at, Qt.DateFormat.ISODate)
        if when.isValid():
            details.append(self.tr("Saved %1").replace(
                "%1", locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)))
        return ContinuePrompt(self, text, "\n".join(details) + "\n\n" + self.tr(
            "Continue it, or start a new game?"))

    def ask_continue(self, saved: storage.SavedGame) -> bool:
        """True if the player wants to go on with ``saved``."""
        prompt = self.continue_prompt(saved)
        prompt.exec()
        return prompt.clickedButton() is not prompt.new_button

    def _session_of(self, saved: storage.SavedGame, opened: bool = False) -> Session:
        """The saved game with its seats: names and levels from the window state.
        ``opened``: from a file, so the hands already finished are not the
        player's (the statistics leave them out)."""
        game = saved.game
        seats = len(game.players)
        names = persistence.saved_names(saved.window, seats) or list(game.players)
        names[0] = human_name()  # see _name_the_human
        game.players = names
        levels = persistence.saved_levels(saved.window, seats) or [
            None, *[DEFAULT_LEVEL] * (seats - 1)]
        session = Session(game, levels, first_hand=persistence.saved_first_hand(saved.window))
        if opened:
            session.first_hand = session.finished_hands()
        return session

    def restore(self, saved: storage.SavedGame, opened: bool = False) -> None:
        """Show a saved game exactly where it stopped."""
        self.controller.load_session(self._session_of(saved, opened))
        if saved.notice:
            self.statusBar().showMessage(storage_messages.word_text(saved.notice), 8000)

    def game_unfinished(self) -> bool:
        """A game with moves in it that is not over (starting another loses it)."""
        c = self.controller
        if not c.has_game() or c.session.over:
            return False
        return c.session.moves_made() > 0 or c.table.hand_number > 0

    def confirm_discard(self, title: str | None = None) -> bool:
        """Ask before an unfinished game is thrown away; forget its autosave if so."""
        if not self.game_unfinished():
            return True
        answer = QMessageBox.question(
            self, title or self.tr("New game"),
            self.tr("The current game is not finished. Discard it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.store.discard()
        return True

    def start_game(self, settings: NewGameSettings | None = None) -> None:
        """Start a new game with ``settings`` (or the last ones used)."""
        if settings is not None:
            self.settings = settings
        s = self.settings
        self.controller.new_game(s.game, s.scoring, s.names, s.levels, s.seed)

    def ask_new_game_settings(self) -> NewGameSettings | None:
        """The new-game dialog; None when cancelled.  Tests replace this method."""
        dialog = NewGameDialog(self, self.settings,
                               opponents=persistence.opponents_by_game(self.app_settings))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.settings()
        return None

    def new_game_dialog(self) -> None:
        settings = self.ask_new_game_settings()
        if settings is None or not self.confirm_discard():
            return
        persistence.remember_new_game(self.app_settings, settings)
        self.remember_settings()
        self.start_game(settings)

    # -- files -----------------------------------------------------------------------------

    def _file_folder(self) -> str:
        return str(Path.home())

    def suggested_file_name(self, suffix: str) -> str:
        """The file dialog's proposal: the game's name and the day and time,
        in the folder used last ("Hornafjarðar Manni 2026-12-01 0910.manni.json")."""
        name = self.game_title(self.controller.table.game) if self.controller.has_game() else ""
        stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd HHmm")
        safe = "".join(ch for ch in f"{name} {stamp}".strip() if ch not in '<>:"/\\|?*')
        return str(Path(self._file_folder()) / f"{safe}{suffix}")

    def save_game_as(self) -> bool:
        if not self.controller.has_game():
            return False
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), self.suggested_file_name(SAVE_SUFFIX),
            self.tr("Manni games (*.manni.json)"))
        if not path:
            return False
        try:
            written = storage.save_game_as(path, self.controller.session.game, self.window_state())
        except storage.StorageError as exc:
            self.show_storage_problem(self.tr("Save game"), storage_messages.describe(exc))
            return False
        self.statusBar().showMessage(self.tr("Saved as %1").replace("%1", str(written)), 6000)
        return True

    def open_game_file(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), self._file_folder(),
            self.tr("Manni games (*.manni.json);;Game records (*.json);;All files (*)"))
        if not path:
            return False
        return self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a saved game or a game record; a bad file leaves the game as it was.
        The file is read and checked on a worker thread (a large one takes
        seconds), the window painting meanwhile."""
        label = self.tr("Opening %1…").replace("%1", Path(path).name)
        try:
            saved = load_off_thread(self, lambda: read_game_file(path), label)
        except Cancelled:
            return False
        except storage.StorageError as exc:
            self.show_storage_problem(self.tr("Open game"), self.tr(
                "This file cannot be opened as a Manni game.") + "\n\n"
                + storage_messages.describe(exc))
            return False
        if not self.confirm_discard(self.tr("Open game")):
            return False
        self.restore(saved, opened=True)
        return True

    def export_record(self) -> bool:
        if not self.controller.has_game():
            return False
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export record"), self.suggested_file_name(".record.json"),
            self.tr("Game records (*.json)"))
        if not path:
            return False
        try:
            written = storage.export_record(path, self.controller.session.game)
        except storage.StorageError as exc:
            self.show_storage_problem(self.tr("Export record"), storage_messages.describe(exc))
            return False
        self.statusBar().showMessage(self.tr("Record written to %1").replace(
            "%1", str(written)), 6000)
        return True

    def open_record_viewer(self, path: str) -> RecordViewer | None:
        """Watch the game in ``path`` in a record viewer (every card face up,
        step by step); a bad file is said as Open… says it and nothing changes.
        Its "Review this hand" opens ``review_hand`` for the hand and seat shown."""
        if not path:
            return None
        try:
            steps = load_off_thread(self, lambda: read_record_steps(path),
                                    self.tr("Opening %1…").replace("%1", Path(path).name))
        except Cancelled:
            return None
        except storage.StorageError as exc:
            self.show_storage_problem(self.tr("Watch a record"), self.tr(
                "This file cannot be opened as a Manni game.") + "\n\n"
                + storage_messages.describe(exc))
            return None
        viewer = RecordViewer(steps, Path(path).name, self.review_hand,
                              self.renderer, self)
        viewer.show()
        return viewer

    def statistics_dialog(self) -> StatisticsDialog | None:
        """The statistics, or None (and the reason shown) when a newer version
        wrote them: they are not read, shown or reset by this one."""
        try:
            stats, message = storage.load_statistics()
        except storage.NewerSchemaError as exc:
            self.show_storage_problem(self.tr("Statistics"), storage_messages.describe(exc))
            return None
        if message:
            self.show_storage_problem(self.tr("Statistics"), storage_messages.word_text(message))
        return StatisticsDialog(stats, reset=storage.reset_statistics, parent=self)

    def show_statistics(self) -> None:
        dialog = self.statistics_dialog()
        if dialog is not None:
            dialog.exec()

    def show_storage_problem(self, title: str, message: str) -> None:
        """A file problem, in a message box (tests replace QMessageBox.warning)."""
        QMessageBox.warning(self, title, message)

    def _statistics_failed(self, message: str, final: bool) -> None:
        """A finished game could not be counted: said in the status bar while
        it is tried again, then in a box (the game stays in the autosave and is
        counted at the next start if the file can be written then)."""
        if not final:
            self.statusBar().showMessage(self.tr(
                "The statistics could not be written (%1); trying again…").replace(
                "%1", message), 8000)
            return
        text = self.tr("The game could not be counted in the statistics: %1").replace(
            "%1", message)
        self.statusBar().showMessage(text, 10000)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _storage_failed(self, message: str, first: bool) -> None:
        text = self.tr("The game could not be saved: %1").replace("%1", message)
        self.statusBar().showMessage(text, 10000)
        if first:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Saved game"), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # not modal to the game: play goes on, the last good save stays

    # -- play ------------------------------------------------------------------------------

    def undo(self) -> None:
        self.controller.undo()

    def hint(self) -> None:
        self.controller.request_hint()

    def review_last_hand(self) -> ReviewDialog | None:
        """Review the human's decisions in the last finished hand of this game."""
        finished = self.controller.session.finished_hands() if self.controller.has_game() else 0
        if not finished:
            self.scene.show_message(self.tr("Finish a hand first: then it can be reviewed."))
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

    def set_speed(self, speed: str, remember: bool = True) -> None:
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if remember and self.app_settings.speed != speed:
            self.app_settings.speed = speed
            self.remember_settings()

    def set_trick_pause(self, pause: str, remember: bool = True) -> None:
        """How long a finished trick stays in the middle (a click gathers it)."""
        self.scene.set_trick_pause(pause)
        self.pause_actions[pause].setChecked(True)
        if remember and self.app_settings.trick_pause != pause:
            self.app_settings.trick_pause = pause
            self.remember_settings()

    def set_four_colour(self, on: bool) -> None:
        self._set_deck_style(on)
        style = "four-colour" if on else "classic"
        if self.app_settings.card_style != style:
            self.app_settings.card_style = style
            self.remember_settings()

    def _set_deck_style(self, on: bool) -> None:
        self.renderer.style = "four-colour" if on else "classic"
        self.renderer.clear()
        self.scene.update()

    def set_card_back(self, back: str, remember: bool = True) -> None:
        self.renderer.back = back
        self.renderer.clear()
        if back in self.back_actions:
            self.back_actions[back].setChecked(True)
        self.scene.update()
        stored = persistence.storable_back(back, self.app_settings.card_back)
        if remember and stored != self.app_settings.card_back:
            self.app_settings.card_back = stored
            self.remember_settings()

    def _set_auto_play(self, on: bool) -> None:
        self.controller.auto_play_single = on
        if self.app_settings.auto_play_forced != on:
            self.app_settings.auto_play_forced = on
            self.remember_settings()

    def _game_started(self) -> None:
        self.score_view.apply_spans()
        self.schedule_fit(recheck=True)
        has_game = self.controller.has_game()
        self.save_as_action.setEnabled(has_game)
        self.export_action.setEnabled(has_game)
        self.undo_action.setEnabled(self.controller.can_undo())

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
        self.undo_action.setEnabled(self.controller.can_undo())

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
        (and maybe for a file to be opened in it)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        if files:
            self.open_path(files[0])

    def show_rules(self) -> RulesDialog:
        """Help → Rules, opened on the game being played; stays open beside the table."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        if self.controller.has_game():
            self.rules_dialog.set_game(self.controller.session.name)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()
        return self.rules_dialog

    def show_keys(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard"), self.keys_text())

    def keys_text(self) -> str:
        """Help → Keyboard: each key beside its command in the language shown.

        The keys are read from the actions themselves (and Qt's own key names),
        never typed into a translation, so every language shows the letters
        that really work: H for the hint in Polish as in English."""
        def key(action: QAction) -> str:
            return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

        def named(*keys: Qt.Key) -> str:
            return " / ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
                              for k in keys)

        speeds = [self.speed_actions[s] for s in SPEEDS]
        lines = [
            (named(Qt.Key.Key_Left, Qt.Key.Key_Right), self.tr("move between your cards")),
            (named(Qt.Key.Key_Return, Qt.Key.Key_Space),
             self.tr("play the card, or select it for the exchange")),
            (key(self.confirm_action),
             self.tr("exchange the selected cards (or keep your hand)")),
            (named(Qt.Key.Key_Tab), self.tr("reach the buttons on the table")),
            (key(self.hint_action), self.tr("hint")),
            (key(self.last_trick_action), self.tr("last trick")),
            (key(self.score_toggle), self.tr("open or close the score sheet")),
            (key(self.undo_action), self.tr("undo to my last decision")),
            (key(self.new_action), self.tr("new game")),
            (f"{key(speeds[0])} … {key(speeds[-1])}",
             self.tr("animation speed, from slow to instant")),
            (key(self.rules_action), self.tr("rules")),
        ]
        return "\n".join(f"{keys}: {command}" for keys, command in lines if keys)

    def show_about(self) -> AboutDialog:
        """Help → About: version, components with their versions and licences."""
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _restore_geometry(self) -> None:
        """The size, place and maximised state the window had when last closed."""
        stored = self.app_settings.window_geometry
        if stored:
            self.restoreGeometry(QByteArray.fromBase64(stored.encode("ascii")))

    def _remember_geometry(self) -> None:
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != self.app_settings.window_geometry:
            self.app_settings.window_geometry = geometry
            self.remember_settings()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self._remember_geometry()
        self.controller.shutdown()
        self.store.flush()  # the last autosave is on disk before the app ends
        self.store.count_waiting()  # a statistics write still to be tried again
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        super().closeEvent(event)
