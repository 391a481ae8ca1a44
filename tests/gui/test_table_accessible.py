"""The card table's accessible tree, read through Qt's own accessibility API
in-process (the AT-SPI run is ``tests/a11y``): after every step of a hand
played by keys, the tree says what the table shows."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from pytestqt.qtbot import QtBot

from manni_desktop.engine.cards import Card
from manni_desktop.engine.snapshot import Table
from manni_desktop.gui.labels import card_accessible_name
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table import panel_texts
from manni_desktop.gui.table.card_item import CardItem

from .table_helpers import click_table_button, human_turn, make_window, play_to_the_end, settle

Text = QAccessible.Text


@pytest.fixture(autouse=True)
def accessibility_on() -> Iterator[None]:
    QAccessible.setActive(True)  # as when a screen reader runs
    yield
    QAccessible.setActive(False)


def children(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [iface.child(i) for i in range(iface.childCount())]


def card_of(iface: QAccessibleInterface) -> Card:
    """The card an accessible card item stands for."""
    item = iface.object()
    assert isinstance(item, CardItem), item
    return item.card


def scene_table(window: MainWindow) -> Table:
    """The table the scene draws (there is one once a game is dealt)."""
    table = window.scene.table
    assert table is not None, "the scene draws no table"
    return table


def check_tree(window: MainWindow) -> None:
    scene = window.scene
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table.role() == QAccessible.Role.Pane
    assert table.text(Text.Description) == scene.status_text()
    parts = children(table)
    for index, part in enumerate(parts):
        assert table.indexOfChild(part) == index
        assert part.parent().object() is window.view
    hand, trick = parts[0], parts[1]
    assert hand.role() == QAccessible.Role.List
    mine = scene.human_cards()
    items = children(hand)
    assert [card_of(i) for i in items] == mine
    assert str(len(mine)) in hand.text(Text.Name)
    focused = scene.focused_card() if scene.my_turn() and window.view.hasFocus() else None
    legal = set(window.controller.legal_cards()) if window.controller.phase() == "play" else None
    for item in items:
        card = card_of(item)
        state = item.state()
        assert item.role() == QAccessible.Role.ListItem
        assert item.parent().object() is hand.object()
        assert hand.indexOfChild(item) == mine.index(card)
        if scene.cards[card].face_up:
            assert item.text(Text.Name) == card_accessible_name(card)
        assert state.focused == (card == focused)
        assert state.selected == (card in scene.selected_cards())
        if legal is not None and scene.my_turn():
            assert state.disabled == (card not in legal)
            described = item.text(Text.Description)
            if card in legal:
                assert described == ""
            else:  # the engine's reason, as a refused click would say it
                assert described and described == window.controller.refusal_for(card)
    middle = scene.trick_in_middle()
    shown = [card_of(i) for i in children(trick)]
    assert shown == (list(middle.cards) if middle is not None else [])
    names = scene.table.names if scene.table is not None else ()
    for item in children(trick):
        assert any(item.text(Text.Name).startswith(f"{name}: ") for name in names)
    if scene.table is not None:
        plates = [p for p in parts if p.role() == QAccessible.Role.StaticText
                  and p.object() in scene.decor.plates]
        assert [p.text(Text.Name).split(", ")[0] for p in plates] == list(names)
    notification = parts[-1]
    assert notification.role() == QAccessible.Role.Notification


@pytest.mark.parametrize("game", ["hornafjardar", "manillen"])
def test_the_tree_follows_a_hand_played_by_keys(qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot, seed=21, game=game)
    window.view.setFocus()
    heard: list[str] = []
    window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
    rng = random.Random(21)
    hand = window.controller.table.hand_number
    plays: list[dict[str, Any]] = []  # the actions' JSON form (actionApplied)
    window.controller.actionApplied.connect(
        lambda action: plays.append(action) if "play" in action else None)
    while True:
        settle(qtbot, window)
        check_tree(window)
        if window.controller.phase() in ("hand_end", "over") \
                or window.controller.table.hand_number != hand:
            break
        human_turn(qtbot, window, rng, use_keys=True)
    window.view.announcer.flush()
    said = " ".join(heard)
    names = window.controller.table.names
    at = 0
    for action in plays:
        who = "You play" if action["seat"] == 0 else f"{names[action['seat']]} plays"
        assert f"{who} the " in said[at:], (action, said[at:at + 200])
        at = said.index(f"{who} the ", at)
    assert ("Deal 1 over" if game == "manillen" else "Hand 1 over") in said  # its own word


def test_the_last_trick_panel_is_read_with_its_cards(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=4)
    rng = random.Random(4)
    while not scene_table(window).tricks:
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    heard: list[str] = []
    window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
    assert window.scene.show_last_trick()
    trick = scene_table(window).last_trick
    assert trick is not None
    text = heard[-1]
    for seat, card in trick.plays:
        assert f"{scene_table(window).seats[seat].name}: {card_accessible_name(card)}" in text
    panel = next(p for p in children(QAccessible.queryAccessibleInterface(window.view))
                 if p.object() is window.scene.panel)
    assert panel.text(Text.Name) == window.scene.panel_spoken_text()


def test_the_end_of_the_game_is_said_with_its_winner(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=8)
    heard: list[str] = []
    window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
    play_to_the_end(qtbot, window, random.Random(8))
    scene = window.scene
    assert scene.panel_kind() == "last"
    assert "Enter: " in heard[-1]  # the last hand's summary, then its button
    click_table_button(qtbot, window, scene.panel.button_bar, 0)  # Final result
    assert scene.panel_kind() == "over"
    ending = heard[-1]
    assert ending.startswith("Game over")
    _title, subtitle, _rows, _ = panel_texts.over_panel(scene_table(window))
    assert subtitle and subtitle in ending
    check_tree(window)


@pytest.mark.usefixtures("back_to_english")
def test_the_tree_after_undo_open_and_a_language_switch(qtbot: QtBot, tmp_path: Path) -> None:
    """The paths that replace the table at once: each leaves a tree that
    equals the table, in the window's language."""
    from manni_desktop import storage
    window = make_window(qtbot, seed=12)
    window.view.setFocus()
    rng = random.Random(12)
    c = window.controller
    while len(c.table.tricks) < 2:
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=True)
    settle(qtbot, window)
    path = tmp_path / "mid.manni.json"
    storage.save_game_as(path, c.session.game_copy(), {})
    window.undo()
    settle(qtbot, window)
    check_tree(window)
    assert window.open_path(str(path))
    settle(qtbot, window)
    check_tree(window)
    heard: list[str] = []
    window.view.announcer.announced.connect(lambda text, _urgent: heard.append(text))
    window.set_language("pl")
    check_tree(window)
    hand = children(QAccessible.queryAccessibleInterface(window.view))[0]
    assert hand.text(Text.Name).startswith("Twoja ręka")
    for item in children(hand):
        assert item.text(Text.Name) == card_accessible_name(card_of(item))
    human_turn(qtbot, window, rng, use_keys=True)
    settle(qtbot, window)
    window.view.announcer.flush()
    assert any("Twój ruch" in text or "zagrywa" in text.lower() for text in heard), heard
