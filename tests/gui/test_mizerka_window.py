"""The six-contract games through the real window: the choice as forehand by
clicks and keys (used contracts greyed, the last one forced), the deal's
two parts, undo across a choice, the hint, and Continue after the program
was killed in the middle of an exchange (two real processes)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.engine import Game, get_rules
from manni_desktop.gui.labels import contract_label
from manni_desktop.gui.main_window import ContinuePrompt, MainWindow
from manni_desktop.gui.models import sheet_mismatch
from manni_desktop.storage import HOME_ENV

from .table_helpers import click_table_button, human_turn, make_window, settle
from .test_saves_window import answer_prompt_later, open_window

ROOT = Path(__file__).resolve().parents[2]


def seed_with_dealer(dealer: int) -> int:
    rules = get_rules("mizerka")
    return next(s for s in range(500) if Game(rules, seed=s).first_dealer == dealer)


def open_buttons(window: MainWindow) -> list[str]:
    bar = window.scene.buttons
    return [b.text() for b in bar.buttons if b.isVisible() and b.isEnabled()]


def shown_buttons(window: MainWindow) -> list[str]:
    return [b.text() for b in window.scene.buttons.buttons if b.isVisible()]


@pytest.mark.parametrize("scoring", ["seats", "four"])
def test_whole_game_by_clicks_and_keys(qtbot: QtBot, scoring: str) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(2), game="mizerka", scoring=scoring)
    c = window.controller
    problems: list[str] = []
    c.tableChanged.connect(lambda _change: problems.extend(
        p for p in [sheet_mismatch(window.score_model, c.table)] if p is not None))
    rng = random.Random(5)
    open_counts = []
    for step in range(3000):
        settle(qtbot, window, timeout=20000)
        table = c.table
        if table.prompt.kind == "over":
            break
        if table.prompt.kind == "choose":
            assert len(shown_buttons(window)) == 6  # used ones stay, greyed
            opened = open_buttons(window)
            assert len(opened) == sum(o.open for o in table.prompt.choices)
            quotas = {o.quota for o in table.prompt.choices}
            assert quotas == ({7, 1} if scoring == "seats" else {4})
            assert len(table.seats[0].hand) == 6 and table.pile("stock").cards
            open_counts.append(len(opened))
        human_turn(qtbot, window, rng, use_keys=step % 3 == 0)
    else:
        raise AssertionError("the game never ended")
    # the human chose six times: 6, 5, ... 1 contracts open (the last forced)
    assert open_counts == [6, 5, 4, 3, 2, 1]
    game = c.session.game_copy()
    assert game.over and len(game.hands) == 18
    totals = game.totals()["score"]
    assert list(c.table.standing.score) == totals
    assert game.winners == [s for s in range(3) if totals[s] == max(totals)]
    if scoring == "seats":
        assert sum(totals) == 0  # quotas 7 + 5 + 1 share the 13 tricks: zero-sum
    assert problems == []
    assert window.scene.decor.plates[0].isVisible()


def play_to_my_choice(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    rng = random.Random(1)
    for _ in range(400):
        settle(qtbot, window)
        if c.table.prompt.kind == "choose" and c.human_to_act():
            return
        human_turn(qtbot, window, rng, use_keys=False)
    raise AssertionError("the human never chose")


def test_undo_across_a_choice_gives_the_choice_back(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(2), game="mizerka")
    c, scene = window.controller, window.scene
    play_to_my_choice(qtbot, window)
    six = list(c.table.seats[0].hand)
    hearts = [o.code for o in c.table.prompt.choices].index("H")
    click_table_button(qtbot, window, scene.buttons, hearts)
    settle(qtbot, window)
    assert c.table.contract.kind == "trump" and c.table.contract.trump == 1
    assert c.phase() == "exchange" and len(c.table.seats[0].hand) == 13
    window.undo_action.trigger()
    settle(qtbot, window)
    assert c.phase() == "choose" and c.table.contract.kind == "undeclared"
    assert sorted(c.table.seats[0].hand) == sorted(six)
    assert len(open_buttons(window)) == 6
    # the hint names a contract the hard bot would choose, in words
    refused: list[str] = []
    c.refused.connect(refused.append)
    messages: list[str] = []
    scene.message.connect(messages.append)
    assert c.request_hint()
    qtbot.waitUntil(lambda: any(m.startswith("Hint: choose ") for m in messages), timeout=30000)
    named = [m for m in messages if m.startswith("Hint: choose ")][0]
    assert any(o.open and contract_label(o.contract, "mizerka") in named
               for o in c.table.prompt.choices), named
    mizerka = [o.code for o in c.table.prompt.choices].index("M")
    click_table_button(qtbot, window, scene.buttons, mizerka)
    settle(qtbot, window)
    assert c.table.contract.kind == "mizerka"
    assert c.table.seats[0].quota == 1  # forehand's quota under mizerka
    assert refused == []


def test_a_used_contract_is_refused_with_a_reason(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(2), game="mizerka")
    c = window.controller
    play_to_my_choice(qtbot, window)
    c.choose("NT")
    rng = random.Random(2)
    settle(qtbot, window)
    while not (c.table.prompt.kind == "choose" and c.human_to_act()):
        human_turn(qtbot, window, rng, use_keys=False)
        settle(qtbot, window, timeout=20000)
    refused: list[str] = []
    c.refused.connect(refused.append)
    assert not c.choose("NT")
    assert refused and "No-trump" in refused[0] and "already" in refused[0]
    nt = [o.code for o in c.table.prompt.choices].index("NT")
    assert not window.scene.buttons.buttons[nt].isEnabled()
    assert not window.scene.buttons.trigger(nt)


CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtWidgets import QApplication
from manni_desktop.gui.app import application
from manni_desktop.gui.main_window import MainWindow
app = application(["manni-desktop"])
window = MainWindow()
window.show()
window.set_speed("instant")
window.controller.new_game("mizerka", "four", None, ("easy", "easy", "easy"), int(sys.argv[2]))
c = window.controller
while True:
    app.processEvents()
    if not c.human_to_act() and c.phase() != "hand_end":
        continue
    if c.phase() == "hand_end":
        c.continue_to_next_hand()
    elif c.phase() == "choose":
        c.choose(next(o.code for o in c.table.prompt.choices if o.open))
    elif c.phase() == "exchange":
        if c.table.hand_number == 1:
            break
        c.exchange([])
    elif c.phase() == "play":
        c.play_card(c.legal_cards()[0])
window.store.flush()
print(len(c.record()["hands"]), c.phase(), flush=True)
while True:
    app.processEvents()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")
def test_continue_after_a_kill_mid_exchange(qtbot: QtBot, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    home = Path(os.environ[HOME_ENV])
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(ROOT), str(seed_with_dealer(0))],
                             stdout=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    try:
        assert child.stdout is not None
        line = child.stdout.readline().split()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert line == ["2", "exchange"], line
    assert any(home.rglob("*.json"))

    window = open_window(qtbot)
    seen: list[ContinuePrompt] = []
    answer_prompt_later(qtbot, "continue", seen)
    window.start_session()
    assert len(seen) == 1, "Continue was not offered after the kill"
    settle(qtbot, window)
    c = window.controller
    assert c.session.name == "mizerka" and c.session.scoring == "four"
    assert c.phase() == "exchange" and c.human_to_act()
    assert c.table.hand_number == 1 and c.table.contract.kind != "undeclared"
    assert len(window.scene.human_cards()) == 13
    assert sheet_mismatch(window.score_model, c.table) is None
    # the exchange goes on where it stopped: from what the talon has left
    talon = c.table.pile("manni").cards
    count = min(2, len(talon))
    assert count == c.exchange_allowance() or count == 2
    mine = window.scene.human_cards()[:count]
    assert c.exchange(mine)
    settle(qtbot, window, timeout=20000)
    assert set(talon[len(talon) - count:]) <= set(c.table.seats[0].hand)  # the talon's top
    assert not set(mine) & set(c.table.seats[0].hand)


def test_the_screen_reader_hears_the_choice_the_buttons_and_the_grid(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(0), game="mizerka")
    c, scene = window.controller, window.scene
    heard: list[str] = []
    scene.spoken.connect(lambda text, _now: heard.append(text))
    settle(qtbot, window)  # seat 1 (Ásta) chose as forehand before the human's exchange
    chooser = c.table.seats[1].name
    said = [t for t in heard if t.startswith(f"{chooser} chooses ")]
    assert said and contract_label(c.table.contract, "mizerka") in said[0]
    assert "quota" in said[0]  # what the contract means comes with it
    # the contract buttons, when the human chooses, are named and described
    rng = random.Random(3)
    while not (c.phase() == "choose" and c.human_to_act()):
        human_turn(qtbot, window, rng, use_keys=False)
        settle(qtbot, window, timeout=20000)
    buttons = [b for b in scene.buttons.buttons if b.isVisible()]
    assert len(buttons) == 6
    assert all("Quota" in b.accessibleName() and b.accessibleDescription() for b in buttons)
    assert "\n" not in buttons[0].accessibleName()
    # the grid reads who chose what in which deal
    grid = window.score_pane.grid_model
    assert window.score_pane.grid.isVisibleTo(window.score_pane)
    texts = [grid.sentence(r, col) for r in range(grid.rowCount())
             for col in range(grid.columnCount())]
    assert any(f"{chooser} has used" in t for t in texts), texts
