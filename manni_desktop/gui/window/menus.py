"""Menus and shortcuts: the window's part that builds its actions with their
keys, puts them in the Game, View and Help menus, words them in the language
shown and lists the keys in Help → Keyboard.

The actions are the window's own attributes (``MenuActions`` declares them;
tests and the selftest reach them as ``window.new_action``…); what each does
is another part's (``files``, ``games``, ``preferences``) or the window's."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from ...engine.snapshot import EXCHANGE, HAND_END, OVER, SWAP
from ...storage.settings import TRICK_PAUSES
from ..game_texts import in_deals
from ..i18n import LANGUAGES
from ..table.animator import SPEEDS, TRICK_PAUSES_MS
from ..table.hint_texts import decimal
from . import replay

if TYPE_CHECKING:
    from ..main_window import MainWindow

translate = QCoreApplication.translate


class MenuActions:
    """The actions and menus ``WindowMenus`` gives the window (declarations only)."""

    new_action: QAction
    replay_action: QAction
    open_action: QAction
    save_as_action: QAction
    export_action: QAction
    watch_action: QAction
    statistics_action: QAction
    undo_action: QAction
    hint_action: QAction
    play_hint_action: QAction
    last_trick_action: QAction
    review_action: QAction
    confirm_action: QAction
    quit_action: QAction
    speed_group: QActionGroup
    speed_actions: dict[str, QAction]
    pause_group: QActionGroup
    pause_actions: dict[str, QAction]
    four_colour_action: QAction
    back_group: QActionGroup
    back_actions: dict[str, QAction]
    auto_play_action: QAction
    language_group: QActionGroup
    language_actions: dict[str, QAction]
    rules_action: QAction
    keys_action: QAction
    about_action: QAction
    guide_action: QAction
    last_note_action: QAction
    game_menu: QMenu
    view_menu: QMenu
    speed_menu: QMenu
    pause_menu: QMenu
    back_menu: QMenu
    language_menu: QMenu
    help_menu: QMenu


class WindowMenus(QObject):
    """Builds the window's actions and menus (its other parts must exist: the
    actions are connected to them) and words them again on a language change."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._build_actions()
        self._build_menus()

    def _action(self, handler: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self._window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        # ``triggered`` carries ``checked``; passed on, it landed in a handler's
        # first optional parameter (Help → Guided first hand's ``ask=False``
        # threw an unfinished game away without a question): the handler is
        # called with no argument.
        action.triggered.connect(lambda _checked=False: handler())
        self._window.addAction(action)
        return action

    def _choices(self, choices: list[str], handler: Callable[[str], None]
                 ) -> tuple[QActionGroup, dict[str, QAction]]:
        """One checkable action per choice, in one exclusive group."""
        group = QActionGroup(self._window)
        actions: dict[str, QAction] = {}
        for choice in choices:
            action = QAction(self._window)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, c=choice: handler(c))
            group.addAction(action)
            actions[choice] = action
        return group, actions

    def _build_actions(self) -> None:
        w = self._window
        files, games, prefs, scene = w.files, w.games, w.preferences, w.scene
        w.new_action = self._action(games.new_game_dialog, QKeySequence.StandardKey.New)
        w.open_action = self._action(files.open_game_file, QKeySequence.StandardKey.Open)
        w.replay_action = self._action(lambda: replay.ask_replay(w))
        w.save_as_action = self._action(files.save_game_as, QKeySequence.StandardKey.SaveAs)
        w.export_action = self._action(files.export_record)
        w.watch_action = self._action(files.watch_record, "Ctrl+Shift+O")
        w.statistics_action = self._action(files.show_statistics)
        w.undo_action = self._action(w.undo, QKeySequence.StandardKey.Undo)
        w.hint_action = self._action(w.hint, "H")
        w.play_hint_action = self._action(w.play_hint, "Shift+H")
        w.last_trick_action = self._action(scene.show_last_trick, "L")
        w.review_action = self._action(w.review_last_hand, "R")
        w.confirm_action = self._action(scene.buttons.trigger, "Ctrl+Return")
        w.quit_action = self._action(w.close, QKeySequence.StandardKey.Quit)
        w.speed_group, w.speed_actions = self._choices(list(SPEEDS), prefs.set_speed)
        for number, action in enumerate(w.speed_actions.values(), start=1):
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
        w.speed_actions["normal"].setChecked(True)
        w.pause_group, w.pause_actions = self._choices(list(TRICK_PAUSES),
                                                       prefs.set_trick_pause)
        w.pause_actions["normal"].setChecked(True)
        w.four_colour_action = QAction(w)
        w.four_colour_action.setCheckable(True)
        w.four_colour_action.toggled.connect(prefs.set_four_colour)
        w.back_group, w.back_actions = self._choices(
            list(w.renderer.available_backs() or ["blue"]), prefs.set_card_back)
        w.back_actions.get("blue", next(iter(w.back_actions.values()))).setChecked(True)
        w.auto_play_action = QAction(w)
        w.auto_play_action.setCheckable(True)
        w.auto_play_action.toggled.connect(prefs.set_auto_play)
        w.language_group, w.language_actions = self._choices(list(LANGUAGES),
                                                             prefs.set_language)
        for code, action in w.language_actions.items():
            action.setText(LANGUAGES[code])  # each language in its own words, never translated
            action.setData(code)
        w.rules_action = self._action(w.show_rules, QKeySequence.StandardKey.HelpContents)
        w.keys_action = self._action(self.show_keys)
        w.about_action = self._action(w.show_about)
        w.guide_action = self._action(games.start_guided_hand)
        w.last_note_action = self._action(lambda: w.guide.show_last_note())  # made later

    def _build_menus(self) -> None:
        w = self._window
        bar = w.menuBar()
        w.game_menu = bar.addMenu("")
        for action in (w.new_action, w.replay_action, w.open_action, w.save_as_action,
                       w.export_action, w.watch_action):
            w.game_menu.addAction(action)
        w.game_menu.addSeparator()
        for action in (w.undo_action, w.hint_action, w.play_hint_action,
                       w.last_trick_action, w.confirm_action, w.review_action):
            w.game_menu.addAction(action)
        w.game_menu.addSeparator()
        w.game_menu.addAction(w.statistics_action)
        w.game_menu.addSeparator()
        w.game_menu.addAction(w.quit_action)
        w.view_menu = bar.addMenu("")
        w.speed_menu = w.view_menu.addMenu("")
        for action in w.speed_actions.values():
            w.speed_menu.addAction(action)
        w.pause_menu = w.view_menu.addMenu("")
        for action in w.pause_actions.values():
            w.pause_menu.addAction(action)
        w.view_menu.addAction(w.four_colour_action)
        w.back_menu = w.view_menu.addMenu("")
        for action in w.back_actions.values():
            w.back_menu.addAction(action)
        w.view_menu.addAction(w.auto_play_action)
        w.view_menu.addSeparator()
        w.language_menu = w.view_menu.addMenu("")
        w.language_menu.setObjectName("languageMenu")
        for action in w.language_actions.values():
            w.language_menu.addAction(action)
        w.view_menu.addSeparator()
        w.view_menu.addAction(w.score_toggle)
        w.help_menu = bar.addMenu("")
        for action in (w.rules_action, w.keys_action, w.guide_action, w.last_note_action):
            w.help_menu.addAction(action)
        w.help_menu.addSeparator()
        w.help_menu.addAction(w.about_action)

    def retranslate(self) -> None:
        """The menus' and actions' words in the language shown."""
        w = self._window
        w.game_menu.setTitle(translate("MainWindow", "&Game"))
        w.view_menu.setTitle(translate("MainWindow", "&View"))
        w.help_menu.setTitle(translate("MainWindow", "&Help"))
        w.new_action.setText(translate("MainWindow", "&New game…"))
        w.open_action.setText(translate("MainWindow", "&Open…"))
        w.save_as_action.setText(translate("MainWindow", "Save &as…"))
        w.export_action.setText(translate("MainWindow", "&Export record…"))
        w.export_action.setToolTip(
            translate("MainWindow", "Write the game record that “manni-desktop replay” reads"))
        w.watch_action.setText(translate("MainWindow", "&Watch a record…"))
        w.watch_action.setToolTip(translate(
            "MainWindow", "Step through a game record hand by hand with every card shown"))
        w.statistics_action.setText(translate("MainWindow", "S&tatistics…"))
        w.replay_action.setText(translate("MainWindow", "Replay this &deal…"))
        w.replay_action.setToolTip(translate(
            "MainWindow", "Deal the same cards again, from your seat or another one"))
        w.undo_action.setText(translate("MainWindow", "&Undo to my last decision"))
        w.hint_action.setText(translate("MainWindow", "&Hint"))
        w.play_hint_action.setText(translate("MainWindow", "&Play the hint"))
        w.last_trick_action.setText(translate("MainWindow", "&Last trick"))
        self._name_review()
        w.confirm_action.setText(translate("MainWindow", "&Confirm exchange"))
        w.quit_action.setText(translate("MainWindow", "&Quit"))
        w.speed_menu.setTitle(translate("MainWindow", "Animation &speed"))
        names = {"slow": translate("MainWindow", "Slow"),
                 "normal": translate("MainWindow", "Normal"),
                 "fast": translate("MainWindow", "Fast"),
                 "instant": translate("MainWindow", "Instant")}
        for speed, action in w.speed_actions.items():
            action.setText(names[speed])
        w.pause_menu.setTitle(translate("MainWindow", "Finished &trick stays"))
        # The timed rests say how long they last: that time no longer
        # depends on the animation speed.
        pauses = {"none": translate("MainWindow", "Not at all"),
                  "short": translate("MainWindow", "A moment (%1 s)"),
                  "normal": translate("MainWindow", "Long enough to read it (%1 s)"),
                  "long": translate("MainWindow", "A while (%1 s)"),
                  "click": translate("MainWindow", "Until I click")}
        for pause, action in w.pause_actions.items():
            action.setText(pauses[pause].replace("%1", decimal(TRICK_PAUSES_MS[pause] / 1000)))
        w.four_colour_action.setText(translate("MainWindow", "&Four-colour deck"))
        w.back_menu.setTitle(translate("MainWindow", "Card &back"))
        backs = {"blue": translate("MainWindow", "Blue"), "red": translate("MainWindow", "Red"),
                 "green": translate("MainWindow", "Green")}
        for back, action in w.back_actions.items():
            action.setText(backs.get(back, back))
        w.auto_play_action.setText(
            translate("MainWindow", "&Play automatically when only one card is legal"))
        w.language_menu.setTitle(translate("MainWindow", "&Language"))
        w.score_toggle.setText(translate("MainWindow", "Sc&ore sheet"))
        w.rules_action.setText(translate("MainWindow", "&Rules"))
        w.keys_action.setText(translate("MainWindow", "&Keyboard"))
        w.about_action.setText(translate("MainWindow", "&About Manni"))
        w.guide_action.setText(translate("MainWindow", "&Guided first hand"))
        w.last_note_action.setText(translate("MainWindow", "The guide's &last note"))

    def update_states(self) -> None:
        """Enable each game command only where it can act, from the snapshot
        the table shows (called on a new game, on every change and when the
        turn settles): a menu item that would do nothing is greyed out, and
        its key does nothing either.

        - Save as, Export: a game exists.  Undo: there is something to undo.
        - Hint, Play the hint: a hand is being played (on a bot's turn it still answers,
          saying a hint comes on the player's turn); not between hands or
          after the game.
        - Last trick: a trick of this hand has been taken, and the game is
          not over (its panel is where the result stands).
        - Confirm exchange: the player is to exchange (or, in Classic, to
          swap) now; never in Manillen or Mizerka, which have no exchange."""
        w = self._window
        c = w.controller
        has_game = c.has_game()
        phase = c.phase()
        playing = has_game and phase not in (HAND_END, OVER, "none")
        last = c.table.last_trick if has_game else None
        w.save_as_action.setEnabled(has_game)
        w.replay_action.setEnabled(c.can_replay())
        w.export_action.setEnabled(has_game)
        w.undo_action.setEnabled(c.can_undo())
        w.hint_action.setEnabled(playing and c.hints_allowed())
        w.play_hint_action.setEnabled(playing and c.hints_allowed())
        w.last_trick_action.setEnabled(
            has_game and phase != OVER and last is not None and last.winner is not None)
        w.confirm_action.setEnabled(phase in (EXCHANGE, SWAP) and c.human_to_act())
        w.last_note_action.setEnabled(w.guide.last_note_available())
        self._name_review()

    def _name_review(self) -> None:
        """Review the last hand, or deal: the game on the table's own word."""
        w = self._window
        deals = w.controller.has_game() and in_deals(w.controller.table.game)  # a net table too
        w.review_action.setText(translate("MainWindow", "&Review the last deal") if deals
                                else translate("MainWindow", "&Review the last hand"))

    def show_keys(self) -> None:
        QMessageBox.information(self._window, translate("MainWindow", "Keyboard"),
                                self.keys_text())

    def keys_text(self) -> str:
        """Help → Keyboard: each key beside its command in the language shown.

        The keys are read from the actions themselves (and Qt's own key names),
        never typed into a translation, so every language shows the letters
        that really work: H for the hint in Polish as in English.  After the
        table's own keys and the commands worded here, every other action of
        the window that has a key is listed under its menu text, so a key
        added to a menu cannot be left out of this list."""
        w = self._window

        def key(action: QAction) -> str:
            return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

        def named(*keys: Qt.Key) -> str:
            return " / ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
                              for k in keys)

        speeds = [w.speed_actions[s] for s in SPEEDS]
        worded = [
            (w.confirm_action,
             translate("MainWindow", "exchange the selected cards (or keep your hand)")),
            (w.hint_action, translate("MainWindow", "hint")),
            (w.play_hint_action, translate(
                "MainWindow", "play the hinted card, or select the hinted choice to confirm")),
            (w.last_trick_action, translate("MainWindow", "last trick")),
            (w.score_toggle, translate("MainWindow", "open or close the score sheet")),
            (w.undo_action, translate("MainWindow", "undo to my last decision")),
            (w.new_action, translate("MainWindow", "new game")),
        ]
        lines = [
            (named(Qt.Key.Key_Left, Qt.Key.Key_Right),
             translate("MainWindow", "move between your cards")),
            (named(Qt.Key.Key_Return, Qt.Key.Key_Space),
             translate("MainWindow", "play the card, or select it for the exchange")),
            (named(Qt.Key.Key_Tab), translate("MainWindow", "reach the buttons on the table")),
        ]
        lines += [(key(action), command) for action, command in worded]
        lines.append((" / ".join(key(a) for a in speeds if key(a)),
                      translate("MainWindow", "animation speed, from slow to instant")))
        lines.append((key(w.rules_action), translate("MainWindow", "rules")))
        listed = {id(a) for a in (*(a for a, _ in worded), *speeds, w.rules_action)}
        lines += [(key(action), menu_words(action.text()))
                  for action in w.findChildren(QAction)
                  if id(action) not in listed and not action.shortcut().isEmpty()]
        return "\n".join(f"{keys}: {command}" for keys, command in lines if keys)


def menu_words(text: str) -> str:
    """A menu item's text as a command in the keyboard list: "&Review the last
    hand" → "review the last hand" (no mnemonic, no "…", a small first letter
    unless the word is all capitals)."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()
    if len(text) > 1 and text[1].islower():
        text = text[0].lower() + text[1:]
    return text
