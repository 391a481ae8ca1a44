"""View preferences: the window's part that shows the table as the player set
it (animation speed, how long a finished trick stays, four-colour deck, card
back, playing a forced card by itself, language, the window's size and place)
and writes each change into the settings file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QObject

from .. import persistence
from ..app_language import language_manager
from ..table.renderer import FOUR_COLOUR_STYLE, PLAIN_STYLE

if TYPE_CHECKING:
    from ..main_window import MainWindow


class ViewPreferences(QObject):
    """Applies the stored settings when the window opens and remembers each change;
    the View menu's check marks follow (``WindowMenus`` built them)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def apply(self) -> None:
        """Show the stored settings: speed, deck, back, auto-play."""
        w = self._window
        s = w.app_settings
        self.set_speed(s.speed, remember=False)
        self.set_trick_pause(s.trick_pause, remember=False)
        w.four_colour_action.blockSignals(True)
        w.four_colour_action.setChecked(s.card_style == FOUR_COLOUR_STYLE)
        w.four_colour_action.blockSignals(False)
        self.set_deck_style(s.card_style == FOUR_COLOUR_STYLE)
        if s.card_back in w.back_actions:
            self.set_card_back(s.card_back, remember=False)
        w.auto_play_action.blockSignals(True)
        w.auto_play_action.setChecked(s.auto_play_forced)
        w.auto_play_action.blockSignals(False)
        w.controller.auto_play_single = s.auto_play_forced
        self.language_changed(language_manager().language)

    def remember(self) -> None:
        """Write the settings file; a failure is shown, the game goes on."""
        problem = persistence.save_settings(self._window.app_settings)
        if problem is not None:
            self._window.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "The settings could not be saved: %1").replace("%1", problem), 8000)

    def set_speed(self, speed: str, remember: bool = True) -> None:
        w = self._window
        w.scene.set_speed(speed)
        w.speed_actions[speed].setChecked(True)
        if remember and w.app_settings.speed != speed:
            w.app_settings.speed = speed
            self.remember()

    def set_trick_pause(self, pause: str, remember: bool = True) -> None:
        """How long a finished trick stays in the middle (a click gathers it)."""
        w = self._window
        w.scene.set_trick_pause(pause)
        w.pause_actions[pause].setChecked(True)
        if remember and w.app_settings.trick_pause != pause:
            w.app_settings.trick_pause = pause
            self.remember()

    def set_four_colour(self, on: bool) -> None:
        self.set_deck_style(on)
        style = FOUR_COLOUR_STYLE if on else PLAIN_STYLE
        settings = self._window.app_settings
        if settings.card_style != style:
            settings.card_style = style
            self.remember()

    def set_deck_style(self, on: bool) -> None:
        renderer = self._window.renderer
        renderer.style = FOUR_COLOUR_STYLE if on else PLAIN_STYLE
        renderer.clear()
        self._window.scene.update()

    def set_card_back(self, back: str, remember: bool = True) -> None:
        w = self._window
        w.renderer.back = back
        w.renderer.clear()
        if back in w.back_actions:
            w.back_actions[back].setChecked(True)
        w.scene.update()
        stored = persistence.storable_back(back, w.app_settings.card_back)
        if remember and stored != w.app_settings.card_back:
            w.app_settings.card_back = stored
            self.remember()

    def set_auto_play(self, on: bool) -> None:
        w = self._window
        w.controller.auto_play_single = on
        if w.app_settings.auto_play_forced != on:
            w.app_settings.auto_play_forced = on
            self.remember()

    def set_language(self, code: str) -> None:
        """Switch every text at once and remember the choice."""
        language_manager().set_language(code)
        self._window.app_settings.language = code
        self.remember()

    def language_changed(self, code: str) -> None:
        action = self._window.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    def restore_geometry(self) -> bool:
        """The size, place and maximised state the window had when last closed;
        False if none was stored or it could not be read."""
        stored = self._window.app_settings.window_geometry
        return bool(stored) and self._window.restoreGeometry(
            QByteArray.fromBase64(stored.encode("ascii")))

    def remember_geometry(self) -> None:
        w = self._window
        geometry = bytes(w.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != w.app_settings.window_geometry:
            w.app_settings.window_geometry = geometry
            self.remember()
