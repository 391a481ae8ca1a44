"""A scripted new player for any game's guided first deal: it clicks on the
table as soon as the table lets it (no reading time), never presses "Got
it", and records every note the guide puts up.  Each note must be one of the
course's lessons, in the window's language, shown once, and acknowledged by
the player's own legal move (a click held to bring the next lesson counts
as seen too)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.coach import lessons
from manni_desktop.gui.coach.lessons import Course
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import click_table_button, settle, visible_point
from .test_guided_hand import in_language, press


def first_start(qtbot: QtBot, lang: str, game: str, scoring: str | None,
                done: tuple[str, ...] = ()) -> MainWindow:
    """A window started as the app starts it, for a player who knows
    Hornafjarðar Manni's guide but has never played ``game`` (the guides of
    the games in ``done`` answered)."""
    storage.save_settings(storage.Settings(
        auto_play_forced=True, guide_done=True, guides_done=list(done), language=lang,
        trick_pause="none", game=game, scoring=scoring or "columns"))
    language_manager().set_language(lang)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1180, 760)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed("instant", remember=False)
    window.start_session()
    return window


class HurriedPlayer:
    """Clicks at once, never "Got it"; ``choice`` is the button index it
    presses at a decision made with the table's buttons (swap, declare,
    choose), the leftmost playable card in play."""

    def __init__(self, qtbot: QtBot, window: MainWindow, course: Course, lang: str,
                 choice: int = 0) -> None:
        self.qtbot, self.window, self.course, self.lang = qtbot, window, course, lang
        self.choice = choice
        self.seen: list[str] = []
        self.notes: dict[str, str] = {}
        self.held = 0
        self.looked_at: lessons.Lesson | None = None  # the note up at the last look

    def look(self) -> None:
        guide = self.window.guide
        lesson = guide.lesson
        if lesson is None or not guide.bubble.isVisible() or lesson is self.looked_at:
            return
        self.looked_at = lesson
        assert lesson.key not in self.seen, (lesson.key, self.seen)  # each lesson once
        assert lesson.key in self.course.order, lesson
        text = guide.bubble.text
        assert text == guide.texts.text(lesson, self.window.controller.table)
        assert in_language(text, self.lang), (lesson.key, text)
        self.seen.append(lesson.key)
        self.notes[lesson.key] = text

    def step(self) -> bool:
        """One click; False once the hand's summary is up."""
        window, scene, c = self.window, self.window.scene, self.window.controller
        settle(self.qtbot, window)
        self.look()
        if scene.panel_kind() == "hand":
            return False
        generation = c.generation
        if scene.buttons.isVisible() and c.human_to_act() and c.phase() != "play":
            bar = scene.buttons
            button = bar.buttons[min(self.choice, len(bar.buttons) - 1)]
            point = bar.mapToScene(QPointF(button.geometry().center()))
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=window.view.mapFromScene(point))
        else:
            fan = scene.human_cards()
            playable = [card for card in fan if not scene.cards[card].dimmed]
            assert playable, "no card to play"
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=visible_point(window, scene.cards[playable[0]]))
        if c.generation == generation:
            self.held += 1
        return True

    def play(self) -> None:
        for _ in range(400):
            if not self.step():
                return
        raise AssertionError(f"the guided deal did not end: {self.seen}")

    def finish(self) -> None:
        """The closing note seen: a hurried Enter and a click on "Next hand"
        are held while it is unanswered (new-player review 2026-12-08, 2);
        "Got it" ends the guide (and it is done), and "Next hand" deals."""
        window, guide, c = self.window, self.window.guide, self.window.controller
        assert sorted(self.seen) == sorted(self.course.order), self.seen
        assert self.seen[-1] == self.course.last
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        click_table_button(self.qtbot, window, window.scene.panel.button_bar, 0)
        settle(self.qtbot, window)
        assert c.table.hand_number == 0 and window.scene.panel_kind() == "hand"
        assert guide.lesson is not None and guide.lesson.key == self.course.last
        assert guide.active and guide.bubble.isVisible()
        press(self.qtbot, window, "got_it")
        assert not guide.active and not guide.bubble.isVisible()
        assert self.course.game in storage.load_settings().guides_done
        click_table_button(self.qtbot, window, window.scene.panel.button_bar, 0)
        settle(self.qtbot, window)
        assert c.table.hand_number == 1 and guide.lesson is None


__all__ = ["HurriedPlayer", "first_start", "lessons", "press"]
