"""The main window: the table in the middle, the score sheet beside it, menus and
a status bar that always says whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTableView,
    QWidget,
)

from .controller import GameController
from .dialogs.new_game import NewGameDialog, NewGameSettings
from .models import ScoreSheetModel
from .table.renderer import CardRenderer
from .table.scene import SPEEDS, TableScene
from .table.view import TableView


class ScoreSheetView(QTableView):
    """The score sheet: re-applies the model's spans after every reset."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self._model = model
        self.setObjectName("scoreSheet")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        font = self.font()
        font.setPointSizeF(max(7.5, font.pointSizeF() * 0.9))
        self.setFont(font)
        self.horizontalHeader().setFont(font)
        self.horizontalHeader().setMinimumSectionSize(24)
        model.modelReset.connect(self.apply_spans)
        model.rowsInserted.connect(self.apply_spans)
        model.rowsRemoved.connect(self.apply_spans)
        self.apply_spans()

    def apply_spans(self) -> None:
        self.clearSpans()
        for row, column, rows, columns in self._model.spans():
            self.setSpan(row, column, rows, columns)
        self.scrollToBottom()


class MainWindow(QMainWindow):
    """Owns the controller, the table and the score sheet; wires menus to them."""

    def __init__(self, controller: GameController | None = None) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.controller = controller or GameController(self)
        self.renderer = CardRenderer()
        self.scene = TableScene(self.controller, self.renderer)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.settings = NewGameSettings()

        self.score_model = ScoreSheetModel(parent=self)
        self.score_view = ScoreSheetView(self.score_model)
        self.score_dock = QDockWidget(self)
        self.score_dock.setObjectName("scoreDock")
        self.score_dock.setWidget(self.score_view)
        self.score_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)

        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.statusBar().addPermanentWidget(self.turn_label, 1)

        self._build_actions()
        self._build_menus()
        self.retranslate()

        c = self.controller
        c.gameStarted.connect(self._game_started)
        c.scoresChanged.connect(self.score_model.refresh)
        c.turnChanged.connect(self._turn_changed)
        c.refused.connect(lambda text: self.statusBar().showMessage(text, 4000))
        self.scene.message.connect(lambda text: self.statusBar().showMessage(text, 4000))
        self.scene.newGameRequested.connect(self.new_game_dialog)
        self.resize(1180, 760)
        self.view.setFocus()

    # -- actions and menus --------------------------------------------------------------

    def _action(self, handler: object, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(handler)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(self.new_game_dialog, QKeySequence.StandardKey.New)
        self.undo_action = self._action(self.undo, QKeySequence.StandardKey.Undo)
        self.hint_action = self._action(self.hint, "H")
        self.last_trick_action = self._action(self.scene.show_last_trick, "L")
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
        self.score_toggle = self.score_dock.toggleViewAction()
        self.keys_action = self._action(self.show_keys, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.undo_action, self.hint_action,
                       self.last_trick_action, self.confirm_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.view_menu.addAction(self.four_colour_action)
        self.back_menu = self.view_menu.addMenu("")
        for action in self.back_actions.values():
            self.back_menu.addAction(action)
        self.view_menu.addAction(self.auto_play_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.score_toggle)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Every visible text again (called on QEvent.LanguageChange)."""
        self.setWindowTitle(self.tr("Manni"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.undo_action.setText(self.tr("&Undo to my last decision"))
        self.hint_action.setText(self.tr("&Hint"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.confirm_action.setText(self.tr("&Confirm exchange"))
        self.quit_action.setText(self.tr("&Quit"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "instant": self.tr("Instant")}
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])
        self.four_colour_action.setText(self.tr("&Four-colour deck"))
        self.back_menu.setTitle(self.tr("Card &back"))
        backs = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green")}
        for back, action in self.back_actions.items():
            action.setText(backs.get(back, back))
        self.auto_play_action.setText(self.tr("&Play a single legal card by itself"))
        self.score_toggle.setText(self.tr("Score &sheet"))
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.keys_action.setText(self.tr("&Keyboard"))
        self.about_action.setText(self.tr("&About Manni"))
        self.score_view.setAccessibleName(self.tr("Score sheet"))
        self.score_model.retranslate()
        self.scene.retranslate()
        self._update_turn_label()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- game ------------------------------------------------------------------------------

    def start_game(self, settings: NewGameSettings | None = None) -> None:
        """Start a new game with ``settings`` (or the last ones used)."""
        if settings is not None:
            self.settings = settings
        s = self.settings
        self.controller.new_game(s.game, s.scoring, s.names, s.levels, s.seed)

    def ask_new_game_settings(self) -> NewGameSettings | None:
        """The new-game dialog; None when cancelled.  Tests replace this method."""
        dialog = NewGameDialog(self, self.settings)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.settings()
        return None

    def new_game_dialog(self) -> None:
        settings = self.ask_new_game_settings()
        if settings is not None:
            self.start_game(settings)

    def undo(self) -> None:
        self.controller.undo()

    def hint(self) -> None:
        self.controller.request_hint()

    def set_speed(self, speed: str) -> None:
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def set_four_colour(self, on: bool) -> None:
        self.renderer.style = "four-colour" if on else "classic"
        self.renderer.clear()
        self.scene.update()

    def set_card_back(self, back: str) -> None:
        self.renderer.back = back
        self.renderer.clear()
        if back in self.back_actions:
            self.back_actions[back].setChecked(True)
        self.scene.update()

    def _set_auto_play(self, on: bool) -> None:
        self.controller.auto_play_single = on

    def _game_started(self) -> None:
        self.score_model.set_game(self.controller.game)
        self.score_view.apply_spans()
        self.fit_score_sheet()

    def fit_score_sheet(self) -> None:
        """Make the dock wide enough for every column of the sheet."""
        self.score_view.resizeColumnsToContents()
        width = self.score_view.horizontalHeader().length() + 2 * self.score_view.frameWidth() + 4
        width = min(width, max(240, int(self.width() * 0.4)))
        self.score_view.setMinimumWidth(200)
        self.resizeDocks([self.score_dock], [width], Qt.Orientation.Horizontal)

    def _turn_changed(self, seat: int, phase: str) -> None:
        self._update_turn_label()
        self.undo_action.setEnabled(self.controller.can_undo())

    def _update_turn_label(self) -> None:
        text = self.scene.status_text() if self.controller.has_game() else ""
        self.turn_label.setText(text)
        self.turn_label.setAccessibleName(text)

    def show_keys(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard"), self.tr(
            "Left / Right: move between your cards\n"
            "Enter or Space: play the card, or select it for the exchange\n"
            "Ctrl+Enter: exchange the selected cards (or keep your hand)\n"
            "Tab: reach the buttons on the table\n"
            "H: hint    L: last trick    Ctrl+Z: undo    Ctrl+N: new game\n"
            "Ctrl+1 … Ctrl+4: animation speed from slow to instant"
        ))

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Manni"), self.tr(
            "Manni: the Icelandic card game, played offline against two computer opponents."
        ))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.controller.shutdown()
        super().closeEvent(event)
