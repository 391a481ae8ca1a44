"""The guide is not lost by quitting (new-player review 2026-12-04): the offer
left unanswered comes back after Continue (m11), and a guided hand left in
the middle goes on with the lessons not yet given (M2); under the offer
nobody moves (review 2026-12-07, finding 13).  Each test starts a
second window on the same data folder, as the next start of the app does."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.coach import lessons
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import click_table_button, human_turn, settle
from .test_guided_hand import ALL_LESSONS, Player, new_player, press

pytestmark = pytest.mark.usefixtures("back_to_english")


@pytest.fixture
def continued(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The next start's "Continue the unfinished game?" answered Continue."""
    asked: list[object] = []

    def ask_continue(_window: MainWindow, saved: object) -> bool:
        asked.append(saved)
        return True

    monkeypatch.setattr(MainWindow, "ask_continue", ask_continue)
    return asked


def players_moves(window: MainWindow) -> int:
    return sum(a.seat == 0 for hand in window.controller.session.game_copy().actions
               for a in hand)


def offer_holds_everyone(qtbot: QtBot, window: MainWindow) -> None:
    """Under the offer nobody moves (review 2026-12-07, finding 13): the
    computer players' answers wait, and the player's own move is held with a
    word on the status line."""
    c = window.controller
    qtbot.waitUntil(lambda: c._pending is not None or c.human_to_act(), timeout=10000)
    if c.human_to_act():
        said: list[str] = []
        window.scene.message.connect(said.append)
        human_turn(qtbot, window, random.Random(1), use_keys=False)  # a move under the note
        assert said and said[-1] == window.guide.texts.answer_first()
    assert c.session.moves_made() == 0
    guide = window.guide
    assert guide.lesson is not None and guide.lesson.key == lessons.WELCOME


def test_the_offer_left_unanswered_comes_back_after_continue(
    qtbot: QtBot, continued: list[object]
) -> None:
    first = new_player(qtbot, "en")
    offer_holds_everyone(qtbot, first)
    first.store.flush()
    first.close()  # quit without answering the offer
    assert not storage.load_settings().guide_done

    again = new_player(qtbot, "en")
    assert len(continued) == 1  # the deal, untouched, is continued with the offer on it
    guide = again.guide
    assert guide.lesson is not None and guide.lesson.key == lessons.WELCOME
    assert guide.bubble.isVisible()
    offer_holds_everyone(qtbot, again)
    press(qtbot, again, "decline")  # answered: the game goes on
    c = again.controller
    qtbot.waitUntil(lambda: c.session.moves_made() > 0 or c.human_to_act(), timeout=10000)
    if c.human_to_act():  # the exchange chosen under the offer, made now
        click_table_button(qtbot, again, again.scene.buttons, 0)
    assert c.session.moves_made() > 0
    assert storage.load_settings().guide_done


def test_a_guided_hand_left_in_the_middle_goes_on_after_continue(
    qtbot: QtBot, continued: list[object]
) -> None:
    first = new_player(qtbot, "en", auto_play=True)
    press(qtbot, first, "accept")
    player = Player(qtbot, first, 2)
    player.play("en", until=lessons.FOLLOW)
    moves = players_moves(first)
    while players_moves(first) == moves:  # the card the note was about
        player.step("en")
    settle(qtbot, first)
    assert first.guide.active and lessons.TRUMPED not in player.seen
    first.store.flush()
    first.close()

    again = new_player(qtbot, "en", auto_play=True)
    assert len(continued) == 1 and again.guide.active
    assert again.controller.forced_play_held
    going_on = Player(qtbot, again, 2)
    going_on.seen = list(player.seen)  # a lesson given before must not come again
    going_on.refused = player.refused
    going_on.play("en")
    assert sorted(going_on.seen) == sorted(ALL_LESSONS), going_on.seen
    assert storage.load_settings().guide_done
