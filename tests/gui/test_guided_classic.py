"""Classic Manni's guided first deal (issue 55): offered the first time the
game is played, met to its end by a player who clicks at once and never
presses "Got it" (every lesson shown and acknowledged, in en and pl, the
closing note with the player's own running score), and continued after a
quit with the lessons not yet given."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine.session import Session
from manni_desktop.gui.coach import classic, lessons
from manni_desktop.gui.coach.lessons import due_lessons
from manni_desktop.gui.main_window import MainWindow

from .guided_player import HurriedPlayer, first_start
from .test_guided_hand import press

pytestmark = pytest.mark.usefixtures("back_to_english")
COURSE = classic.COURSE


def test_the_deal_brings_every_lesson_whatever_is_played() -> None:
    """The fixed deal: the player is left of the dealer (asked first whether
    to take the Manni) and hearts are trumps; random swaps and plays meet
    every lesson (the trump lesson, if no trump was seen, with the last card)."""
    first = Session.new("classic", "running", ["You", "A", "B"], [None, "easy", "easy"],
                        COURSE.seed).snapshot(0)
    assert (first.dealer, first.contract.trump, first.prompt.kind) == (2, 1, "swap")
    met = 0
    for i in range(40):
        rng = random.Random(i)
        s = Session.new("classic", "running", ["You", "A", "B"], [None, "easy", "easy"],
                        COURSE.seed)
        shown: list[str] = []
        while True:
            table = s.snapshot(0)
            if table.prompt.kind == "hand_end":
                shown += [lesson.key for lesson in due_lessons(table, shown)]
                break
            seat = s.to_act
            assert seat is not None
            if seat == 0:
                shown += [lesson.key for lesson in due_lessons(table, shown)]
            s.apply(rng.choice(s.snapshot(seat).prompt.legal))
        assert len(shown) == len(set(shown)) and shown[:2] == [classic.TRUMP_TURN,
                                                               classic.SWAP_OFFER]
        met += sorted(shown) == sorted(COURSE.order)
    assert met == 40


def assert_running_score_in_numbers(window: MainWindow, note: str, lang: str) -> None:
    table = window.controller.table
    me, par = table.viewer, table.par
    assert par == 4
    tricks = table.result.tricks[me]
    score = table.standing.score[me]
    assert score == tricks - par  # the first hand: the running score is this hand's
    assert str(tricks) in note and str(abs(score)) in note and str(table.standing.target) in note
    if lang == "en":
        s = "" if tricks == 1 else "s"
        assert note.startswith(f"You took {tricks} trick{s}. "), note
        if score > 0:
            assert f"That is {score} over par 4, so your running score goes up by {score}, " \
                   f"to +{score}." in note
        elif score < 0:
            assert f"That is {-score} under par 4, so your running score goes down by " \
                   f"{-score}, to −{-score}." in note
        else:
            assert "That is par 4 exactly: your running score stays at 0." in note
        assert "Next hand spades are trumps." in note


@pytest.mark.parametrize(("lang", "choice"), [("en", 1), ("pl", 0)])
def test_a_hurried_player_meets_every_lesson(qtbot: QtBot, lang: str, choice: int) -> None:
    """Offered at the first Classic game; accepted; a player who keeps the hand
    (en) or takes the Manni (pl), clicks at once and never presses "Got it"."""
    window = first_start(qtbot, lang, "classic", "running")
    guide = window.guide
    assert guide.lesson is not None and guide.lesson.key == lessons.WELCOME
    assert guide.course is COURSE
    press(qtbot, window, "accept")
    assert guide.active and window.controller.session.seed == COURSE.seed
    automatic: list[int] = []
    window.controller.autoPlayed.connect(automatic.append)
    player = HurriedPlayer(qtbot, window, COURSE, lang, choice)
    player.play()
    assert automatic == []  # the player makes every move
    assert player.held > 0
    assert_running_score_in_numbers(window, player.notes[classic.RUNNING], lang)
    player.finish()
    assert storage.load_settings().guide_done  # Hornafjarðar's answer is untouched


def test_declined_once_and_help_still_deals_it(qtbot: QtBot,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MainWindow, "ask_continue", lambda self, saved: False)
    window = first_start(qtbot, "en", "classic", "running")
    press(qtbot, window, "decline")
    assert storage.load_settings().guides_done == ["classic"]
    window.close()
    again = first_start(qtbot, "en", "classic", "running", done=("classic",))
    assert again.guide.lesson is None  # offered once only
    again.guide_action.trigger()  # Help → Guided first hand: the game on the table's
    assert again.guide.active and again.guide.course is COURSE
    assert again.controller.session.name == "classic"
    assert again.controller.session.seed == COURSE.seed


def test_quit_and_continue_resumes_the_guide(qtbot: QtBot,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MainWindow, "ask_continue", lambda self, saved: True)
    window = first_start(qtbot, "en", "classic", "running")
    press(qtbot, window, "accept")
    player = HurriedPlayer(qtbot, window, COURSE, "en")
    while lessons.FOLLOW not in player.seen or window.guide.lesson is not None:
        assert player.step()
    seen = list(player.seen)
    assert classic.RUNNING not in seen
    window.store.flush()
    window.close()

    again = first_start(qtbot, "en", "classic", "running")  # Continue
    assert again.guide.active and again.guide.course is COURSE
    assert again.controller.session.seed == COURSE.seed
    going_on = HurriedPlayer(qtbot, again, COURSE, "en")
    going_on.seen = seen  # a lesson given before must not come again (``look``)
    going_on.play()
    going_on.finish()


def test_the_first_classic_game_from_new_game_brings_the_offer(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player past Hornafjarðar's guide picks Classic Manni in New game…:
    its guided deal is offered once, nobody moves meanwhile; accepted, it
    deals the guided deal."""
    from manni_desktop.gui.dialogs.new_game_settings import NewGameSettings

    window = first_start(qtbot, "en", "hornafjardar", "columns")
    assert window.guide.lesson is None  # Hornafjarðar's guide answered long ago
    monkeypatch.setattr(MainWindow, "ask_new_game_settings",
                        lambda self: NewGameSettings(game="classic", scoring="running"))
    window.games.new_game_dialog()
    guide = window.guide
    assert guide.lesson is not None and guide.lesson.key == lessons.WELCOME
    assert guide.course is COURSE and "Classic Manni" in guide.bubble.text
    assert window.controller.session.moves_made() == 0
    press(qtbot, window, "accept")
    assert guide.active and window.controller.session.seed == COURSE.seed
    assert window.controller.session.name == "classic"
