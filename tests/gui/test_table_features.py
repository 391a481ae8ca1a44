"""Playing features of the table: refusals, exchange limits, hint, undo, last trick,
resize and speed changes, keyboard focus and accessible names."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from manni_desktop.engine import Exchange, Play
from manni_desktop.engine.cards import suit_of
from manni_desktop.engine.rules import HandState
from manni_desktop.games.manni.rules import ManniHand
from manni_desktop.gui.controller import GameController
from manni_desktop.gui.labels import card_accessible_name
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table import texts
from manni_desktop.gui.table.trick_words import takes_text

from .table_helpers import click_card, human_turn, make_window, settle


def advance_until(qtbot: QtBot, window: MainWindow, predicate: Callable[[], bool],
                  rng: random.Random, limit: int = 300) -> None:
    """Make random human decisions until ``predicate()`` holds at a human decision."""
    for _ in range(limit):
        settle(qtbot, window)
        if predicate():
            return
        human_turn(qtbot, window, rng, use_keys=False)
    raise AssertionError("the situation never came up")


def hand_in_play(c: GameController) -> HandState:
    """The game's current hand (there is one once a game is dealt)."""
    hand = c.session.game_copy().hand
    assert hand is not None, "no hand dealt"
    return hand


def manni_hand(c: GameController) -> ManniHand:
    """The current hand of a Manni game (the only kind with ``exchanges``)."""
    hand = c.session.game_copy().hand
    assert isinstance(hand, ManniHand), hand
    return hand


def test_illegal_click_is_refused_and_card_dimmed(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=3)
    c, scene = window.controller, window.scene
    rng = random.Random(3)

    def must_follow() -> bool:
        if c.phase() != "play" or not c.human_to_act():
            return False
        return set(scene.human_cards()) - set(c.legal_cards()) != set()

    advance_until(qtbot, window, must_follow, rng)
    illegal = next(card for card in scene.human_cards() if card not in c.legal_cards())
    assert scene.cards[illegal].dimmed
    assert all(not scene.cards[card].dimmed for card in c.legal_cards())
    actions_before = sum(len(a) for a in c.session.game_copy().actions)
    with qtbot.waitSignal(c.refused, timeout=2000) as refusal:
        click_card(qtbot, window, illegal)
    assert "follow suit" in refusal.args[0]
    assert scene.decor.toast.isVisible() and "follow suit" in scene.decor.toast.text
    assert sum(len(a) for a in c.session.game_copy().actions) == actions_before
    assert illegal in scene.human_cards()
    led = suit_of(hand_in_play(c).trick_cards[0])
    assert all(suit_of(card) == led for card in c.legal_cards())


def test_exchange_selection_is_limited_and_button_says_what_happens(qtbot: QtBot) -> None:
    for seed in range(1, 30):
        window = make_window(qtbot, seed=seed)
        settle(qtbot, window)
        c, scene = window.controller, window.scene
        if c.phase() == "exchange" and c.exchange_allowance() < len(scene.human_cards()):
            break
        window.close()
    allowance = c.exchange_allowance()
    button = scene.buttons.buttons[0]
    assert button.text() == "Keep my hand"
    cards = scene.human_cards()
    for card in cards[: allowance + 1]:
        click_card(qtbot, window, card)
    assert len(scene.selected_cards()) == allowance
    assert f"at most {allowance}" in scene.decor.toast.text
    assert button.text() == f"Exchange {allowance}"
    click_card(qtbot, window, cards[0])  # a second click puts a card back
    assert len(scene.selected_cards()) == allowance - 1
    assert button.text() == f"Exchange {allowance - 1}"
    # the engine refuses too, whatever the view sends
    assert not c.exchange(cards[: allowance + 1])
    chosen = scene.selected_cards()
    before = set(cards)
    button.click()
    qtbot.waitUntil(lambda: any(a.seat == 0 for a in manni_hand(c).exchanges))
    mine = [a for a in manni_hand(c).exchanges if a.seat == 0][0]
    assert isinstance(mine, Exchange)
    assert list(mine.cards) == chosen
    assert not set(chosen) & set(manni_hand(c).hand_cards(0))
    assert len(set(manni_hand(c).hand_cards(0)) - before) == len(chosen)


def test_hint_highlights_a_legal_card(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=5)
    c, scene = window.controller, window.scene
    advance_until(qtbot, window, lambda: c.phase() == "play", random.Random(5))
    with qtbot.waitSignal(c.hintReady, timeout=10000) as hint:
        QTest.keyClick(window.view, Qt.Key.Key_H)
    assert isinstance(hint.args[0], Play)
    assert scene.hinted_cards() == [hint.args[0].card]
    assert hint.args[0].card in c.legal_cards()
    assert scene.cards[hint.args[0].card].hinted
    assert scene.focused_card() == hint.args[0].card
    assert scene.hint_shown()
    c.play_card(hint.args[0].card)
    assert not scene.hint_shown(), "the hint's bubble outlived the move it was for"
    assert scene.hinted_cards() == []


def test_hint_bubble_goes_when_the_hand_ends(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=5)
    c, scene = window.controller, window.scene
    advance_until(qtbot, window, lambda: c.phase() == "play" and len(c.legal_cards()) > 0
                  and len(scene.human_cards()) == 1, random.Random(5))
    with qtbot.waitSignal(c.hintReady, timeout=10000):
        QTest.keyClick(window.view, Qt.Key.Key_H)
    assert scene.hint_shown()
    c.play_card(scene.human_cards()[0])
    qtbot.waitUntil(lambda: scene.panel_kind() == "hand", timeout=10000)
    assert not scene.hint_shown()
    assert not scene.decor.toast.isVisible()


def test_undo_goes_back_to_the_previous_decision(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=8)
    c, scene = window.controller, window.scene
    rng = random.Random(8)
    advance_until(qtbot, window, lambda: c.phase() == "play", rng)
    hand_before = list(scene.human_cards())
    actions_before = [list(a) for a in c.session.game_copy().actions]
    card = c.legal_cards()[0]
    click_card(qtbot, window, card)
    settle(qtbot, window)
    assert card not in scene.human_cards() or c.phase() == "hand_end"
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert c.human_to_act() and c.phase() == "play"
    assert scene.human_cards() == hand_before
    assert [list(a) for a in c.session.game_copy().actions] == actions_before
    # and the game goes on from there
    click_card(qtbot, window, card)
    settle(qtbot, window)


def test_undo_discards_a_bot_answer_that_arrives_late(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=9, speed="normal")
    c = window.controller
    advance_until(qtbot, window, lambda: c.phase() == "play", random.Random(9))
    generation = c.generation
    click_card(qtbot, window, c.legal_cards()[0])
    assert c.generation > generation
    c.undo()  # while the table animates and a bot may be thinking
    window.set_speed("instant")
    settle(qtbot, window)
    assert c.human_to_act()


def test_last_trick_panel(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=12)
    c, scene = window.controller, window.scene
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert scene.panel_kind() == ""  # no trick yet: a message instead
    advance_until(qtbot, window, lambda: bool(hand_in_play(c).tricks), random.Random(12))
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert scene.panel_kind() == "trick"
    trick = hand_in_play(c).tricks[-1]
    last = c.table.last_trick
    assert last is not None
    assert trick.winner == last.winner
    winner = c.session.game_copy().players[trick.winner]
    assert takes_text(winner, trick.winner == 0) in scene.panel.subtitle  # "you take the trick"
    assert len(scene.panel.pixmaps) == 3
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert scene.panel_kind() == ""


def test_resize_reflows_the_table_mid_animation(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=14, speed="normal")
    scene = window.scene
    qtbot.waitUntil(scene.is_animating)
    for width, height in ((1024, 700), (1500, 950), (800, 600)):
        window.resize(width, height)
        qtbot.wait(30)
        rect = scene.sceneRect()
        assert rect.width() == window.view.viewport().width()
        for item in scene.cards.values():
            if item.isVisible() and not scene.is_animating():
                assert rect.adjusted(-2, -2, 2, 2).contains(item.sceneBoundingRect().center())
    window.set_speed("instant")
    settle(qtbot, window)
    rect = scene.sceneRect()
    for card in scene.human_cards():
        box = scene.cards[card].sceneBoundingRect()
        assert rect.adjusted(-4, -4, 4, 4).contains(box)


def test_speed_change_mid_animation_finishes_it_and_the_game_goes_on(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=15, speed="slow")
    c, scene = window.controller, window.scene
    qtbot.waitUntil(scene.is_animating)
    window.set_speed("fast")
    assert scene.is_animating()  # a slower animation already running may finish on its own
    window.set_speed("instant")
    assert not scene.is_animating()
    settle(qtbot, window)
    assert c.human_to_act() or c.phase() in ("hand_end", "over")
    window.set_speed("normal")
    human_turn(qtbot, window, random.Random(1), use_keys=False)
    settle(qtbot, window, timeout=20000)


def test_keyboard_focus_announces_card_names(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=16)
    c, scene = window.controller, window.scene
    advance_until(qtbot, window, lambda: c.phase() == "play", random.Random(16))
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    card = scene.focused_card()
    assert card == scene.human_cards()[1]
    assert card_accessible_name(card) in window.view.toolTip()
    assert scene.cards[card].accessible_name() == card_accessible_name(card)
    assert scene.cards[card].toolTip() == card_accessible_name(card)
    assert " of " in card_accessible_name(card)


def test_shared_winners_are_listed_with_commas_and_and(qtbot: QtBot) -> None:
    make_window(qtbot, seed=5)  # the window's language is installed
    assert texts.name_list(["Ásta"]) == "Ásta"
    assert texts.name_list(["You", "Ásta"]) == "You and Ásta"
    assert texts.name_list(["You", "Ásta", "Hjörtur"]) == "You, Ásta and Hjörtur"


def test_waiting_message_says_what_the_opponent_does(qtbot: QtBot) -> None:
    from manni_desktop.engine.session import Session
    from manni_desktop.gui.refusals import wait_text

    def waiting(name: str, seat: int, kind: str) -> str:
        for seed in range(100):
            four = name == "manillen"
            names = ["You", "Ásta", "Guðrún", "Hjörtur"] if four else ["You", "Ásta", "Hjörtur"]
            session = Session.new(name, None, names, [None] + ["easy"] * (len(names) - 1), seed)
            table = session.snapshot()
            while table.prompt.kind != kind and session.to_act is not None:
                session.apply(session.game_copy().legal_actions()[0])
                table = session.snapshot()
            if table.prompt.seat == seat:
                return wait_text(table)
        raise AssertionError("no such position")

    assert waiting("hornafjardar", 1, "exchange") == "Wait for your turn: Ásta is exchanging."
    assert waiting("hornafjardar", 2, "play") == "Wait for your turn: Hjörtur is to play."
    assert waiting("classic", 1, "swap") == "Wait for your turn: Ásta is deciding."
    assert waiting("manillen", 3, "declare") == "Wait for your turn: Hjörtur is choosing trump."


def test_no_card_outside_the_hand_keeps_a_focus_ring_after_the_exchange(qtbot: QtBot) -> None:
    """Cards exchanged by keys go to the discards: none of them, nor any other
    card off the hand, is drawn with the keyboard's focus ring."""
    from .table_helpers import key_to_card

    window = make_window(qtbot, seed=12)
    c, scene = window.controller, window.scene
    while c.phase() != "exchange":
        settle(qtbot, window)
    settle(qtbot, window)
    chosen = scene.human_cards()[: min(2, c.exchange_allowance())]
    for card in chosen:
        key_to_card(qtbot, window, card)
        QTest.keyClick(window.view, Qt.Key.Key_Space)
    QTest.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.phase() != "exchange" or not c.human_to_act(), timeout=10000)
    qtbot.waitUntil(scene.is_settled, timeout=10000)
    hand = set(scene.human_cards())
    ringed = [card for card, item in scene.cards.items() if item.focused and card not in hand]
    assert ringed == []
    assert all(not scene.cards[card].focused for card in chosen)
