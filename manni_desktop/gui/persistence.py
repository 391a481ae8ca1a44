"""The window's link to ``manni_desktop.storage``: autosave after every change,
statistics when a game ends, and the settings file.

Storage is pure Python and raises ``StorageError`` with a message for the
player; this module turns those into a signal the window shows, so a full disk
never interrupts the game and the last good save stays where it was.  Writes
happen on the GUI thread (an autosave takes about 1.5 ms).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from .. import storage
from ..storage.settings import CARD_BACKS
from .controller import GameController
from .dialogs.new_game import NewGameSettings


class GameStore(QObject):
    """Writes the autosave on every change and the statistics at the end of a game.

    ``failed`` carries the storage message; ``first`` is True for the first
    failure after a success (the window shows that one in a message box and
    later ones only in the status bar, so a broken disk does not nag)."""

    failed = Signal(str, bool)  # message, first failure in a row

    def __init__(
        self,
        controller: GameController,
        window_state: Callable[[], dict[str, Any]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._window_state = window_state
        self._failing = False
        self._over_when_started = False
        controller.gameStarted.connect(self._game_started)
        controller.actionApplied.connect(self.autosave)
        controller.undone.connect(self.autosave)
        controller.gameOver.connect(self._game_over)

    def autosave(self) -> bool:
        """Write the current game; False (and ``failed``) when it could not be."""
        if not self.controller.has_game():
            return False
        try:
            storage.write_autosave(self.controller.game, self._window_state())
        except storage.StorageError as exc:
            self._report(str(exc))
            return False
        self._failing = False
        return True

    def discard(self) -> bool:
        """Forget the autosave (the player chose a new game)."""
        try:
            storage.discard_autosave()
        except storage.StorageError as exc:
            self._report(str(exc))
            return False
        return True

    def _game_started(self) -> None:
        # A game that was already over when it was opened is not the player's
        # result: it must not count in the statistics.
        self._over_when_started = self.controller.game.over
        self.autosave()

    def _game_over(self, _winners: list[int]) -> None:
        self.autosave()
        levels = self.controller.levels
        if levels[0] is not None or self._over_when_started:
            return  # a bot played seat 0 (selftest), or an opened finished game
        try:
            storage.record_finished_game(self.controller.game, [str(v) for v in levels[1:]])
        except storage.StorageError as exc:
            self._report(str(exc))

    def _report(self, message: str) -> None:
        first = not self._failing
        self._failing = True
        self.failed.emit(message, first)


# -- settings ----------------------------------------------------------------------


def new_game_settings(settings: storage.Settings) -> NewGameSettings:
    """The new-game dialog's defaults from the stored settings."""
    try:
        return NewGameSettings(
            game=settings.game,
            scoring=settings.scoring,
            names=(settings.opponent_names[0], settings.opponent_names[1]),
            levels=(settings.opponent_levels[0], settings.opponent_levels[1]),
        )
    except (ValueError, IndexError):
        return NewGameSettings()


def remember_new_game(settings: storage.Settings, chosen: NewGameSettings) -> None:
    """Copy the new-game dialog's choices into the stored settings (the seed is
    not kept: the next game should be a new deal)."""
    settings.game = chosen.game
    settings.scoring = chosen.scoring
    settings.opponent_names = list(chosen.names)
    settings.opponent_levels = list(chosen.levels)


def storable_back(back: str, previous: str) -> str:
    """``back`` if the settings file accepts it, else the previous choice."""
    return back if back in CARD_BACKS else previous


def save_settings(settings: storage.Settings) -> str | None:
    """Write the settings; the problem as text when they could not be written."""
    try:
        storage.save_settings(settings)
    except (storage.StorageError, ValueError) as exc:
        return str(exc)
    return None


def saved_names(window: dict[str, Any], players: int) -> list[str] | None:
    """The seat names of a save's window state, if they fit the game."""
    names = window.get("names")
    if isinstance(names, list) and len(names) == players and all(
        isinstance(n, str) and n for n in names
    ):
        return list(names)
    return None


def saved_levels(window: dict[str, Any], players: int) -> list[str | None] | None:
    """The bot levels of a save's window state; seat 0 is always the human
    who opens the game."""
    levels = window.get("levels")
    if isinstance(levels, list) and len(levels) == players and all(
        isinstance(v, str) for v in levels[1:]
    ):
        return [None, *levels[1:]]
    return None
