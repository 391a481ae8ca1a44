"""Tricks you can follow: a finished trick rests until a click (or its pause
passes) with its winner marked; forced plays are told; drawn cards marked."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import human_turn, make_window, settle


def play_until_a_trick_rests(qtbot: QtBot, window: MainWindow, rng: random.Random) -> None:
    scene = window.scene
    for _ in range(1000):
        if scene.trick_resting():
            return
        if window.controller.human_to_act() and scene.is_settled():
            human_turn(qtbot, window, rng, use_keys=False)
        qtbot.wait(20)
    raise AssertionError("no trick came to rest")


def test_a_finished_trick_rests_until_the_player_clicks(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=4, speed="fast")
    window.set_trick_pause("click")
    scene, c = window.scene, window.controller
    play_until_a_trick_rests(qtbot, window, random.Random(4))
    trick = c.table.last_trick
    assert trick is not None and trick.winner is not None
    winning = dict(trick.plays)[trick.winner]
    assert scene.cards[winning].winner
    assert sum(scene.cards[card].winner for card in trick.cards) == 1
    # stacked in play order (the player's card used to lie under the others,
    # its index hidden), the winning card over them all
    heights = [scene.cards[card].zValue() for card in trick.cards if card != winning]
    assert heights == sorted(heights) and len(set(heights)) == len(heights)
    assert scene.cards[winning].zValue() > max(heights)
    status = scene.status_text()
    assert c.table.seats[trick.leader].name in status and "takes the trick" in status
    assert status.endswith("(click to go on)")
    assert window.turn_label.text() == status  # the status bar says what the table says
    qtbot.wait(2500)  # far longer than any pause but "until I click"
    assert scene.trick_resting(), "the trick was gathered without a click"
    played = [scene.cards[card].pos() for card in trick.cards]
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(scene.geometry().cx, 20))
    assert not scene.trick_resting()
    assert not scene.cards[winning].winner
    qtbot.waitUntil(lambda: scene.cards[trick.cards[0]].pos() != played[0], timeout=3000)


def test_a_key_gathers_the_trick_and_a_short_pause_passes_by_itself(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=6, speed="normal")
    window.set_trick_pause("click")
    scene = window.scene
    rng = random.Random(6)
    play_until_a_trick_rests(qtbot, window, rng)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert not scene.trick_resting()
    window.set_trick_pause("short")
    play_until_a_trick_rests(qtbot, window, rng)
    qtbot.waitUntil(lambda: not scene.trick_resting(), timeout=3000)


def test_the_trick_pause_is_remembered(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=2)
    window.pause_actions["long"].trigger()
    assert storage.load_settings().trick_pause == "long"
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.pause_actions["long"].isChecked()
    assert again.scene.animator.trick_pause == "long"


def test_the_game_says_when_it_played_your_only_card(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=10)
    c, scene = window.controller, window.scene
    c.auto_play_single = True
    rng = random.Random(10)
    notes: list[str] = []
    scene.message.connect(notes.append)
    for _ in range(300):
        settle(qtbot, window)
        if c.table.prompt.kind == "play" and len(c.table.prompt.legal_cards) == 1:
            with qtbot.waitSignal(c.autoPlayed, timeout=3000) as played:
                pass
            card = played.args[0]
            break
        human_turn(qtbot, window, rng, use_keys=False)
    else:
        raise AssertionError("no forced card came up")
    assert any(n.startswith("Played your only legal card") for n in notes)
    from manni_desktop.gui.labels import card_short_text
    assert card_short_text(card) in notes[-1]


def test_drawn_cards_are_marked_until_the_first_play(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=20)
    c, scene = window.controller, window.scene
    settle(qtbot, window)
    for _ in range(10):
        if c.phase() == "exchange":
            break
        human_turn(qtbot, window, random.Random(1), use_keys=False)
        settle(qtbot, window)
    assert c.phase() == "exchange"
    before = set(scene.human_cards())
    c.exchange(sorted(before)[:3])
    settle(qtbot, window)
    drawn = set(scene.human_cards()) - before
    assert len(drawn) == 3
    assert all(scene.cards[card].drawn for card in drawn)
    assert not any(scene.cards[card].drawn for card in set(scene.human_cards()) - drawn)
    while c.phase() != "play" or not c.human_to_act():
        settle(qtbot, window)
    c.play_card(c.legal_cards()[0])
    settle(qtbot, window)
    assert not any(scene.cards[card].drawn for card in scene.human_cards())


def test_a_win_gets_its_moment(qtbot: QtBot) -> None:
    """Your win's result grows out of the table; a loss just shows."""
    from manni_desktop.engine import new_game
    from manni_desktop.engine.session import Session

    for seed in range(200):
        game = new_game("hornafjardar", seed=seed, players=["You", "Ásta", "Hjörtur"])
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        if game.winners == [0]:
            break
    window = make_window(qtbot, seed=1, speed="normal")
    window.controller.load_session(Session(game, [None, "random", "random"]))
    scene = window.scene
    qtbot.waitUntil(lambda: scene.panel_kind() == "last", timeout=5000)
    scene.panel.button_bar.trigger(0)  # "Final result"
    assert scene.panel_kind() == "over"
    assert scene.panel.scale() < 1.0  # growing
    qtbot.waitUntil(lambda: scene.panel.scale() == 1.0, timeout=3000)
