"""A window killed at the end of a deal (its summary up) comes back with
Continue on that summary, and the player goes on from there as normal; one
killed after Next hand comes back on the new deal.

A kill leaves on disk what the autosave writer had written: the window here
is never closed (closing saves once more); its data folder is copied as it
stands into a fresh one, which the next window starts on.  The real-process
version (SIGKILL, a second start) is in test_killed_window.py."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.main_window import ContinuePrompt, MainWindow

from .table_helpers import click_table_button, human_turn, make_window, settle
from .test_saves_window import answer_prompt_later, open_window, sheet_texts


def play_to_a_deal_end(qtbot: QtBot, window: MainWindow, rng: random.Random) -> None:
    for _ in range(200):
        settle(qtbot, window)
        if window.controller.phase() == "hand_end":
            return
        human_turn(qtbot, window, rng, use_keys=False)
    raise AssertionError("no deal ended")


def killed_and_continued(qtbot: QtBot, window: MainWindow, home: Path, name: str,
                         monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The data folder as a kill leaves it (``window`` still open: nothing more
    is written), a new window on it, Continue clicked."""
    window.store.flush()  # what the writer thread has on disk by now
    copy = home.parent / name
    shutil.copytree(home, copy)
    monkeypatch.setenv(storage.HOME_ENV, str(copy))
    again = open_window(qtbot)
    seen: list[ContinuePrompt] = []
    answer_prompt_later(qtbot, "continue", seen)
    again.start_session()
    assert len(seen) == 1, "Continue was not offered"
    settle(qtbot, again)
    return again


@pytest.mark.parametrize("game", ["hornafjardar", "manillen", "mizerka"])
def test_a_kill_at_a_deal_end_continues_on_its_summary(
    qtbot: QtBot, private_home: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    window = make_window(qtbot, seed=11, game=game)
    play_to_a_deal_end(qtbot, window, random.Random(4))
    record = window.controller.record()
    sheet = sheet_texts(window)

    again = killed_and_continued(qtbot, window, private_home, "after-kill", monkeypatch)
    assert again.controller.phase() == "hand_end"
    assert again.scene.panel_kind() == "hand"  # the deal's summary is shown
    assert again.controller.record() == record
    assert sheet_texts(again) == sheet

    # then as normal: Next hand deals what the killed window would have dealt
    click_table_button(qtbot, again, again.scene.panel.button_bar, 0)
    dealt = again.controller.record()  # no one has moved in the new deal yet
    assert len(dealt["hands"]) == len(record["hands"]) + 1
    assert not dealt["hands"][-1]["actions"]

    # killed right after Next hand: the new deal comes back, not the summary
    third = killed_and_continued(qtbot, again, private_home.parent / "after-kill",
                                 "after-next-hand", monkeypatch)
    assert third.controller.phase() != "hand_end"
    assert third.controller.record()["hands"][:-1] == dealt["hands"][:-1]
    assert third.controller.record()["hands"][-1]["deck"] == dealt["hands"][-1]["deck"]

    click_table_button(qtbot, window, window.scene.panel.button_bar, 0)
    settle(qtbot, again)
    settle(qtbot, window)
    assert again.controller.record() == window.controller.record()
