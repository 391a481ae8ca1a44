"""The window's link to ``manni_desktop.storage``: autosave after every change,
statistics when a game ends, and the settings file.

A statistics write that fails is tried again a few times (a virus scanner or
a sync tool may hold the file for a moment) and then shown to the player; the
finished game stays in the autosave, and a finished autosave whose game is
not yet counted is counted at the next start (``count_finished_save``), so a
crash between the last autosave and the statistics never loses a result.

Storage is pure Python and raises ``StorageError`` with a code and parameters;
this module words them in the player's language (``storage_messages``) into a
signal the window shows, so a full disk never interrupts the game and the last
good save stays where it was.

The autosave's file write and fsyncs (9-29 ms on a busy disk) run on one
writer thread (``AutosaveWriter``): the GUI thread only builds the payload,
which is cheap.  Saves queued while one is written are coalesced (only the
newest is written), errors come back through a queued signal, and ``flush()``
waits for the writer (window close, tests) so nothing is lost.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from .. import storage
from ..engine.session import Session
from ..storage.save_format import make_payload
from ..storage.saves import write_save
from ..storage.settings import CARD_BACKS, window_games
from .changes import Change, ChangeKind
from .controller import GameController
from .dialogs.new_game_settings import NewGameSettings
from .storage_messages import describe, word_text

STATS_RETRY_MS = (250, 1500, 5000)
"""Waits before each new try of a failed statistics write."""


def write_autosave_payload(path: Path, payload: dict[str, Any]) -> None:
    """Write one autosave (on the writer thread); ``StorageError`` on failure.
    The previous autosave stays as the backup until the new one is complete;
    compact, and refused when over the size the app reads back (``write_save``)."""
    write_save(path, payload, backup=True)


class AutosaveWriter(QObject):
    """One thread that writes autosaves in order, keeping only the newest
    waiting one.  After each write ``written`` arrives in the GUI thread and
    ``take_results()`` gives the outcomes so far ("" for a write that worked,
    else the message) — also without the event loop, after ``flush()``.  The
    errors are kept as they came and worded when taken, in the GUI thread and
    the language of that moment."""

    written = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._condition = threading.Condition()
        self._waiting: tuple[Path, dict[str, Any]] | None = None
        self._busy = False
        self._results: list[Exception | None] = []
        self._thread: threading.Thread | None = None

    def take_results(self) -> list[str]:
        """The outcomes of the writes finished since the last call, in order."""
        with self._condition:
            results, self._results = self._results, []
        return ["" if error is None else describe(error) for error in results]

    def submit(self, path: Path, payload: dict[str, Any]) -> None:
        """Queue ``payload`` for ``path``; a save still waiting is replaced."""
        with self._condition:
            self._waiting = (path, payload)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="manni-autosave", daemon=True
                )
                self._thread.start()
            self._condition.notify_all()

    def cancel(self) -> None:
        """Drop the waiting save (the autosave is about to be discarded) and
        wait for the one being written."""
        with self._condition:
            self._waiting = None
        self.flush()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued save is on disk; False if ``timeout`` passed."""
        with self._condition:
            return self._condition.wait_for(
                lambda: self._waiting is None and not self._busy, timeout
            )

    def _run(self) -> None:
        while True:
            with self._condition:
                if not self._condition.wait_for(lambda: self._waiting is not None, 5.0):
                    self._thread = None  # idle: the next submit starts a new thread
                    return
                assert self._waiting is not None
                path, payload = self._waiting
                self._waiting = None
                self._busy = True
            error: Exception | None = None
            try:
                write_autosave_payload(path, payload)
            except storage.StorageError as exc:
                error = exc
            except Exception as exc:  # noqa: BLE001 - reported like any failed save: the thread
                error = exc  # must not die with the writer marked busy (close would wait 10 s)
            with self._condition:
                self._busy = False
                self._results.append(error)
                self._condition.notify_all()
            self.written.emit()


class GameStore(QObject):
    """Writes the autosave on every change and the statistics at the end of a game.

    ``failed`` carries the storage message; ``first`` is True when the player
    has not been told that message yet (the window shows it in a message box
    and the others only in the status bar).  A disk that is nearly full makes
    saves fail and succeed in turn: the same failure after a save that worked
    is not a new box (a full disk gave 29 in 70 s), a different one is."""

    failed = Signal(str, bool)  # message, first failure in a row
    # message, final: True once every try failed (the window shows it in a
    # box), False while a new try is coming (the status bar says so)
    statisticsFailed = Signal(str, bool)  # noqa: N815 - Qt signal naming
    # the game was counted, but the player must hear something: a damaged
    # statistics file was set aside and the backup used, or they restarted
    statisticsNotice = Signal(str)  # noqa: N815 - Qt signal naming

    def __init__(
        self,
        controller: GameController,
        window_state: Callable[[], dict[str, Any]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._window_state = window_state
        self._told: str | None = None  # the failure last shown in a box
        self._newer_kept = False  # a newer version's autosave is left alone
        self._over_when_started = False
        self.writer = AutosaveWriter(self)
        self._uncounted: list[_Count] = []  # statistics writes waiting for a new try
        self.writer.written.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        controller.gameStarted.connect(self._game_started)
        controller.actionApplied.connect(self.autosave)
        controller.tableChanged.connect(self._table_changed)
        controller.gameOver.connect(self._game_over)

    def autosave(self) -> bool:
        """Queue the current game for the writer; False (and ``failed``) when
        its payload could not even be made (the write's own errors arrive
        later through ``failed``)."""
        if not self.controller.has_game() or self._newer_kept:
            return False
        try:
            path = storage.autosave_path()
            payload = make_payload(self.controller.session, self._window_state())
        except (storage.StorageError, ValueError) as exc:
            self._report(describe(exc))
            return False
        self.writer.submit(path, payload)
        return True

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait for the queued autosaves to be written and report their
        errors now (window close; tests before they read the file)."""
        done = self.writer.flush(timeout)
        self._deliver()
        return done

    def _deliver(self) -> None:
        for error in self.writer.take_results():
            if error:
                self._report(error)

    def discard(self) -> bool:
        """Forget the autosave (the player chose a new game): the game given up
        goes into the statistics for the hands played in it."""
        self._record(abandoned=True)
        self.writer.cancel()  # a save still queued must not bring it back
        if self._newer_kept:
            return True
        try:
            storage.discard_autosave()
        except storage.StorageError as exc:
            self._report(describe(exc))
            return False
        return True

    def detach(self) -> None:
        """Stop following the controller: a network table's game is the
        host's (it autosaves it), not this app's autosave or statistics."""
        c = self.controller
        c.gameStarted.disconnect(self._game_started)
        c.actionApplied.disconnect(self.autosave)
        c.tableChanged.disconnect(self._table_changed)
        c.gameOver.disconnect(self._game_over)

    def keep_newer_autosave(self) -> None:
        """The autosave was written by a newer version: it stays for that
        version's Continue, so this window neither writes nor removes it."""
        self._newer_kept = True

    def _game_started(self) -> None:
        # A game that was already over when it was opened is not the player's
        # result: it must not count in the statistics.
        self._over_when_started = self.controller.session.over
        self.autosave()

    def _table_changed(self, change: Change) -> None:
        # The next hand dealt (Next hand): saved at once, else a restart after
        # a kill would show the summary of the hand the player already left.
        if change.kind == ChangeKind.DEAL:
            self.autosave()

    def _game_over(self, _winners: list[int]) -> None:
        self.autosave()
        self._record(abandoned=False)

    def record_abandoned_save(self, saved: storage.SavedGame) -> None:
        """At start the player chose a new game over the unfinished one: count
        the hands played in it (given up), then the autosave can go."""
        if not saved.seats_saved or saved.session.over:
            return
        self._count(_Count(saved.session.copy(), abandoned=True))

    def count_finished_save(self, saved: storage.SavedGame) -> None:
        """At start, the autosave holds a finished game: count it if it is not
        counted yet (the app stopped between its last autosave and the
        statistics; counting is keyed by the game, so a counted one is left)."""
        if not saved.seats_saved or not saved.session.over:
            return
        self._count(_Count(saved.session.copy(), abandoned=False))

    def _record(self, abandoned: bool) -> None:
        """Count the game in the statistics: at its end, or given up."""
        c = self.controller
        if not c.has_game():
            return
        session, levels = c.session, c.levels
        if levels[0] is not None or self._over_when_started or session.over == abandoned:
            return  # a bot played seat 0 (selftest), an opened finished game, not the case
        self._count(_Count(session.copy(), abandoned))

    def _count(self, count: _Count) -> None:
        """Write one game into the statistics, or plan a new try."""
        try:
            _stats, _added, notice = storage.record_finished_game(
                count.session.game_copy(), [str(v) for v in count.session.levels[1:]],
                first_hand=count.session.first_hand, abandoned=count.abandoned)
        except (storage.NewerSchemaError, ValueError) as exc:  # a new try cannot help
            self.statisticsFailed.emit(describe(exc), True)
        except storage.StorageError as exc:
            if count.tries < len(STATS_RETRY_MS):
                delay = STATS_RETRY_MS[count.tries]
                count.tries += 1
                self._uncounted.append(count)
                QTimer.singleShot(delay, self, lambda: self._try_again(count))
                self.statisticsFailed.emit(describe(exc), False)
            else:
                self.statisticsFailed.emit(describe(exc), True)
        else:
            if notice is not None:
                self.statisticsNotice.emit(word_text(notice))

    def _try_again(self, count: _Count) -> None:
        if count in self._uncounted:
            self._uncounted.remove(count)
            self._count(count)

    def count_waiting(self) -> None:
        """One last try for every statistics write still waiting (window close)."""
        waiting, self._uncounted = self._uncounted, []
        for count in waiting:
            count.tries = len(STATS_RETRY_MS)
            self._count(count)

    def _report(self, message: str) -> None:
        first = message != self._told
        self._told = message
        self.failed.emit(message, first)


class _Count:
    """A game to count in the statistics (its seats' levels with it), and how
    often that was tried."""

    def __init__(self, session: Session, abandoned: bool) -> None:
        self.session = session
        self.abandoned = abandoned
        self.tries = 0


# -- settings ----------------------------------------------------------------------


def new_game_settings(settings: storage.Settings) -> NewGameSettings:
    """The new-game dialog's defaults from the stored settings: the last game
    and scoring, with that game's stored computer players."""
    game = settings.game
    try:
        return NewGameSettings(
            game=game,
            scoring=settings.scoring,
            names=tuple(settings.names_for(game)),
            levels=tuple(settings.levels_for(game)),
        )
    except ValueError:  # also the engine's RecordError for an unknown game
        try:
            return NewGameSettings(game=game)
        except ValueError:
            return NewGameSettings()


def opponents_by_game(
    settings: storage.Settings,
) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every game's stored computer players, (names, levels) per game, for
    ``NewGameDialog(opponents=...)`` (a game switched to shows its own)."""
    return {
        game: (tuple(settings.names_for(game)), tuple(settings.levels_for(game)))
        for game in window_games()
    }


def remember_new_game(settings: storage.Settings, chosen: NewGameSettings) -> None:
    """Copy the new-game dialog's choices into the stored settings: the game,
    its scoring and that game's players (the other games keep theirs; the seed
    is not kept: the next game should be a new deal)."""
    settings.game = chosen.game
    settings.scoring = chosen.scoring
    settings.opponent_names = {**settings.opponent_names, chosen.game: list(chosen.names)}
    settings.opponent_levels = {**settings.opponent_levels, chosen.game: list(chosen.levels)}


def storable_back(back: str, previous: str) -> str:
    """``back`` if the settings file accepts it, else the previous choice."""
    return back if back in CARD_BACKS else previous


def save_settings(settings: storage.Settings) -> str | None:
    """Write the settings; the problem as text when they could not be written."""
    try:
        storage.save_settings(settings)
    except (storage.StorageError, ValueError) as exc:
        return describe(exc)
    return None
