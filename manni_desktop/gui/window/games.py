"""Starting and restoring games: the window's part that deals a new game (from
the new-game dialog, the last settings or the guided hand), offers an
unfinished game again at start, shows a saved game where it stopped, and asks
before an unfinished game is thrown away."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QWidget

from ... import storage
from ...engine.session import HUMAN, Session
from ...games.registry import listed_for
from ...storage.saves import set_aside_autosave
from .. import persistence, storage_messages
from ..coach.lessons import HORNAFJARDAR, course_of
from ..dialogs.new_game import NewGameDialog, NewGameSettings
from ..game_texts import game_title, in_deals
from ..table import texts
from ..table.trick_words import you_name

if TYPE_CHECKING:
    from ..main_window import MainWindow


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


class GameStarter(QObject):
    """New game, guided hand, Continue at start, restore and the discard question.

    The window's hooks that tests replace (``ask_continue``,
    ``ask_new_game_settings``, ``show_storage_problem``) are called on the
    window, so a replaced one is the one used."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._deciding = 0  # questions open that decide what game the table holds
        self._waiting: list[str] = []  # files handed over meanwhile, oldest first
        self._opening_waiting = False

    # -- files handed over while a question decides the table's game -------------------

    @contextmanager
    def deciding(self) -> Iterator[None]:
        """Around a question that decides what game the table holds (the start
        question, Open…'s reading and its discard question, New game…, the
        guided hand's question): a file handed over meanwhile waits (see
        ``open_handed``) and is opened when the last such question is done."""
        self._deciding += 1
        try:
            yield
        finally:
            self._deciding -= 1
        if not self._deciding and not self._opening_waiting:
            self._open_waiting()

    def open_handed(self, path: str) -> None:
        """Open a file another start of the app handed over (a double-click on
        a ``*.manni`` while the window is open), or macOS's FileOpen event.

        While a question that decides what the table holds is open (above all
        "Continue the unfinished game or start a new one?" at start), the file
        is not opened behind it: it would be replaced by whatever the answer
        chose, and the bots would play on in it behind the question.  Nor is
        the question closed for the player: a click meant for it could land on
        whatever replaced it.  The file waits, the question is brought to the
        front, and once it is answered the file is opened exactly as if the app
        had been started on it: after New game it is opened instead of a new
        deal; after Continue, Open's own "Discard the unfinished game?" is
        asked, so the continued game is never thrown away without a word."""
        if self._deciding:
            self._waiting.append(path)
            question = QApplication.activeModalWidget()
            if question is not None:
                question.raise_()
                question.activateWindow()
            return
        self._window.open_path(path)

    def _open_waiting(self) -> None:
        """The files that waited for a question, in the order they came (each
        asks before it replaces an unfinished game, as Open… does)."""
        self._opening_waiting = True
        try:
            while self._waiting:
                self._window.open_path(self._waiting.pop(0))
        finally:
            self._opening_waiting = False

    def _open_waiting_or_deal(self) -> None:
        """A new game at start: the file the app was started on or was handed
        meanwhile is opened instead, if it opens; else a new deal."""
        while self._waiting:
            if self._window.open_path(self._waiting.pop(0)):
                return
        self.start_game()

    def window_state(self) -> dict[str, object]:
        """What a save keeps of the window's own (the session saves itself)."""
        return {"speed": self._window.scene.speed}

    def start_session(self, files: Sequence[str] = ()) -> None:
        """At start: offer the unfinished game (if any), else deal a new one;
        ``files[0]`` (the app was started on a file), and any file handed over
        while the question is up (``open_handed``), is opened instead of the
        new deal, or after Continue, asking before it replaces that game.
        Started on a file, the unfinished game is not offered first: it is
        shown, and the file's own question is the one question asked.
        No file stops the app from starting: a save that cannot be shown is
        put aside (kept, never deleted) and the player is told why.  A finished
        game in the autosave is counted in the statistics if it is not yet (the
        app stopped before it could count it)."""
        with self.deciding():
            self._waiting[:0] = list(files[:1])
            self._start_session()

    def _start_session(self) -> None:
        w = self._window
        saved, message = storage.autosaved_game()
        if getattr(message, "code", None) == "newer_autosave_kept":
            w.store.keep_newer_autosave()
        if message:
            w.show_storage_problem(QCoreApplication.translate("MainWindow", "Saved game"),
                                   storage_messages.word_text(message))
        if saved is not None and saved.session.over:
            w.store.count_finished_save(saved)
            saved = None
        if saved is not None:
            try:
                # Started on a file: no "Continue?" first, the game is shown and
                # the file's own Open question ("Discard it?") is the only one
                # (asked once this question-free start is done: ``deciding``).
                # The saved game's sheet behind the question: an empty sheet
                # fitted itself to a sliver ("Score…") while it was up.
                w.score_model.set_table(self.session_of(saved).snapshot())
                w.fit_score_sheet(recheck=True)
                if self._waiting or w.ask_continue(saved):
                    self.restore(saved)
                    if not self._waiting:
                        self.offer_guide()
                    return
            except Exception as exc:  # noqa: BLE001 - any failure: keep the file, start anew
                kept = set_aside_autosave()
                w.show_storage_problem(
                    QCoreApplication.translate("MainWindow", "Saved game"),
                    QCoreApplication.translate(
                        "MainWindow",
                        "The unfinished game could not be restored: %1\nThe file was kept as %2."
                    ).replace("%1", storage_messages.describe(exc)).replace(
                        "%2", ", ".join(str(p) for p in kept) or "-"))
                self._open_waiting_or_deal()
                return
            w.store.record_abandoned_save(saved)
            w.store.discard()
        self._open_waiting_or_deal()
        self.offer_guide()

    def offer_guide(self) -> None:
        """A player who has not answered the guided hand's offer (not taken,
        skipped or declined: ``guide_done``) gets it at every start, after
        Continue too: quitting with the offer unanswered must not lose it.
        It is a note over the table, not a question; taking it asks before the
        game on the table is given up (``start_guided_hand``)."""
        w = self._window
        game = w.controller.session.name if w.controller.has_game() else HORNAFJARDAR.game
        if course_of(game) is None:
            game = HORNAFJARDAR.game
        if not self.guide_is_done(game) and not w.guide.active:
            w.guide.offer(game)

    def guide_is_done(self, game: str) -> bool:
        """``game``'s guided first deal was finished, skipped or declined."""
        settings = self._window.app_settings
        if game == HORNAFJARDAR.game:
            return settings.guide_done
        return game in settings.guides_done

    def start_guided_hand(self, game: str = "") -> None:
        """Help → Guided first deal (of the game on the table, Hornafjarðar
        Manni's for a game without one) or the welcome note's answer: the
        fixed, friendly deal against easy players, with the coach's notes.  An
        unfinished game is only given up if the player agrees
        (``confirm_discard``, as for every action that replaces the game)."""
        with self.deciding():
            if not self.confirm_discard(
                    QCoreApplication.translate("MainWindow", "Guided first hand")):
                return
            c = self._window.controller
            course = course_of(game or (c.session.name if c.has_game() else "")) or HORNAFJARDAR
            self._window.guide.start(course)
            c.new_game(course.game, course.scoring, None, course.levels, course.seed)

    def play_again(self) -> None:
        """Game over → Play again: the same game dealt anew.  The game on the
        table is over, so nothing is asked; it goes through ``confirm_discard``
        all the same, as every action that replaces the game does."""
        if self.confirm_discard():
            self._window.controller.play_again()

    def guide_done(self, game: str = HORNAFJARDAR.game) -> None:
        """``game``'s guide was finished, skipped or declined: never offered again."""
        settings = self._window.app_settings
        if self.guide_is_done(game):
            return
        if game == HORNAFJARDAR.game:
            settings.guide_done = True
        else:
            settings.guides_done = [*settings.guides_done, game]
        self._window.preferences.remember()

    def game_title(self, name: str) -> str:
        return game_title(name)

    def session_title(self, session: Session) -> str:
        """The title the player knows ``session``'s game by (Hornafjarðar
        Manni with six contracts, not Mizerka, for Mizerka's quota four)."""
        return game_title(listed_for(session.name, session.scoring).key)

    def continue_prompt(self, saved: storage.SavedGame) -> ContinuePrompt:
        """The question shown at start when a game was left unfinished."""
        table = self.session_of(saved).snapshot()
        locale = QLocale()
        text = QCoreApplication.translate(
            "MainWindow", "You have an unfinished game of %1.").replace(
            "%1", self.session_title(saved.session))
        deals = in_deals(table.game)
        details = [(QCoreApplication.translate("MainWindow", "Deal %1") if deals
                    else QCoreApplication.translate("MainWindow", "Hand %1")).replace(
            "%1", locale.toString(table.hand_number + 1))]
        standing = table.standing
        if standing.units == "sides":
            names = [texts.side_name(table, side) for side in range(len(table.sides))]
        else:
            names = list(table.names)
        scores = ", ".join(
            QCoreApplication.translate("MainWindow", "%1: %2", "player: net score").replace(
                "%1", name).replace("%2", locale.toString(value))
            for name, value in zip(names, standing.score, strict=False))
        details.append(
            QCoreApplication.translate("MainWindow", "Net score: %1").replace("%1", scores)
            if standing.units == "seats" and standing.scoring != "quota"
            else QCoreApplication.translate("MainWindow", "Score: %1").replace("%1", scores))
        when = QDateTime.fromString(saved.saved_at, Qt.DateFormat.ISODate)
        if when.isValid():
            details.append(QCoreApplication.translate("MainWindow", "Saved %1").replace(
                "%1", locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)))
        return ContinuePrompt(
            self._window, text, "\n".join(details) + "\n\n" + QCoreApplication.translate(
                "MainWindow", "Continue it, or start a new game?"))

    def ask_continue(self, saved: storage.SavedGame) -> bool:
        """True if the player wants to go on with ``saved``."""
        prompt = self.continue_prompt(saved)
        prompt.exec()
        return prompt.clickedButton() is not prompt.new_button

    def session_of(self, saved: storage.SavedGame, opened: bool = False) -> Session:
        """The saved session, with the player's own name at seat 0 (see
        MainWindow._name_the_human).  ``opened``: from a file, so the hands
        already finished are not the player's (the statistics leave them out)."""
        session = saved.session
        session.rename(HUMAN, you_name())
        if opened:
            session.first_hand = session.finished_hands()
        return session

    def restore(self, saved: storage.SavedGame, opened: bool = False) -> None:
        """Show a saved game exactly where it stopped; a guided hand left in
        the middle goes on with its notes (``Guide.resume``) while the guide
        is not done."""
        self._window.controller.load_session(self.session_of(saved, opened))
        if not self.guide_is_done(saved.session.name):
            self._window.guide.resume()
        if saved.notice:
            self._window.statusBar().showMessage(storage_messages.word_text(saved.notice), 8000)

    def game_unfinished(self) -> bool:
        """A game that is not over with something of the player's in it: a
        decision of theirs (``undo_point``) or a finished hand.  Starting
        another loses that.  The computer players' first moves alone are not
        the player's: the guided hand's offer, taken over a fresh deal in
        which they have already exchanged, asks nothing and counts no game."""
        c = self._window.controller
        if not c.has_game() or c.session.over:
            return False
        return c.session.undo_point() is not None or c.table.hand_number > 0

    def confirm_discard(self, title: str | None = None) -> bool:
        """The one path of every action that replaces the game on the table
        (New game…, Open… and files handed over, the guided hand, Play again):
        an unfinished game is asked about ("Discard it?") and, if the player
        agrees, counted in the statistics as given up and its autosave
        forgotten (``GameStore.discard``).  False: keep the game."""
        if not self._window.game_unfinished():
            return True
        answer = QMessageBox.question(
            self._window, title or QCoreApplication.translate("MainWindow", "New game"),
            QCoreApplication.translate(
                "MainWindow", "The current game is not finished. Discard it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self._window.store.discard()
        return True

    def start_game(self, settings: NewGameSettings | None = None) -> None:
        """Start a new game with ``settings`` (or the last ones used)."""
        w = self._window
        if settings is not None:
            w.settings = settings
        chosen = w.settings
        w.controller.new_game(chosen.game, chosen.scoring, chosen.names, chosen.levels,
                              chosen.seed)

    def ask_new_game_settings(self) -> NewGameSettings | None:
        """The new-game dialog; None when cancelled."""
        w = self._window
        dialog = NewGameDialog(w, w.settings,
                               opponents=persistence.opponents_by_game(w.app_settings))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.settings()
        return None

    def new_game_dialog(self) -> None:
        w = self._window
        with self.deciding():
            settings = w.ask_new_game_settings()
            if settings is None or not self.confirm_discard():
                return
            persistence.remember_new_game(w.app_settings, settings)
            w.preferences.remember()
            self.start_game(settings)
            if course_of(settings.game) is not None:
                self.offer_guide()  # the first game of its kind: its guided deal
