"""The view-only table (``gui/table/view_only.py``): the playing table's scene
fed an observer's snapshot shows every card the snapshot turns up, in the
game's own places, and answers nothing: no click plays, no button, prompt or
panel appears, whoever is to act."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from manni_desktop.engine import Game, new_game
from manni_desktop.engine.snapshot import EXCHANGE, HAND_END, PLAY, Table
from manni_desktop.gui.table import layout, view_only
from manni_desktop.gui.table.places import card_places
from manni_desktop.gui.table.view_only import WHERE, ViewOnlyScene

from ..engine.helpers import random_action


def test_only_a_revealed_pile_lies_face_up() -> None:
    game = new_game("hornafjardar", seed=3)
    g = layout.geometry(1000, 700)
    own = card_places(game.snapshot(0), g)
    revealed = card_places(game.snapshot(0, reveal_all=True), g)
    manni = game.snapshot(0).pile("manni").cards
    assert manni and not any(own[c].face_up for c in manni)
    assert all(revealed[c].face_up for c in manni)
    assert all(p.face_up for p in revealed.values())  # every hand too
    # the same places, only turned up (a hand face up is sorted, in the same fan)
    assert all((own[c].x, own[c].y) == (revealed[c].x, revealed[c].y) for c in manni)
    for seat in game.snapshot(0).seats:
        assert ({(own[c].x, own[c].y, own[c].rotation) for c in seat.hand}
                == {(revealed[c].x, revealed[c].y, revealed[c].rotation) for c in seat.hand})


def tables(name: str, seed: int) -> list[Table]:
    """Revealed tables of one hand at each decision, the finished hand last."""
    game = Game.from_record(new_game(name, seed=seed).to_record(), seed=seed)
    rng = random.Random(seed)
    out = [game.snapshot(0, reveal_all=True)]
    hand = game.hand
    assert hand is not None
    while not hand.finished:
        game.apply(random_action(game, rng), auto_deal=False)
        out.append(game.snapshot(0, reveal_all=True))
    return out


@pytest.mark.parametrize("name", ["hornafjardar", "manillen"])
def test_the_view_only_table_answers_nothing(qtbot: QtBot, name: str) -> None:
    scene = ViewOnlyScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    scene.set_table_size(900, 700)
    said: list[object] = []
    for signal in (scene.cardPlayed, scene.exchangeChosen, scene.swapChosen,
                   scene.declareChosen, scene.nextHandRequested, scene.spoken):
        signal.connect(lambda *args: said.append(args))
    kinds = set()
    for table in tables(name, 5):
        scene.show_table(table, glide=False)
        kinds.add((table.prompt.kind, table.my_turn()))
        assert not scene.my_turn()
        assert not scene.buttons.isVisible() and not scene.panel.isVisible()
        assert not scene.decor.status_badge.isVisible()
        for seat in table.seats:
            for card in seat.hand:
                item = scene.cards[card]
                assert item.isVisible() and item.face_up
                assert item.data(WHERE) == f"hand:{seat.seat}"
                assert not (item.interactive or item.dimmed or item.focused)
        mine = scene.shown("hand:0")
        if mine:  # a click on the bottom hand does nothing
            point = view.mapFromScene(scene.cards[mine[-1]].sceneBoundingRect().center())
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not said
    assert (PLAY, True) in kinds and (HAND_END, False) in kinds
    if name == "hornafjardar":  # seat 0 decides its exchange at a view-only table too
        assert (EXCHANGE, True) in kinds


def test_a_completed_trick_stays_in_the_middle_with_its_winner_marked(qtbot: QtBot) -> None:
    scene = ViewOnlyScene()
    scene.set_table_size(1000, 700)
    table = next(t for t in tables("manillen", 2) if len(t.tricks) == 1 and t.trick is None)
    trick = table.tricks[0]
    scene.show_table(table, trick, ["led", "took"], glide=False)
    g = scene.geometry()
    for order, (seat, card) in enumerate(trick.plays):
        item = scene.cards[card]
        spot = view_only.trick_spot(g, layout.side_of(seat, 0, 4), order, 4)
        assert (item.pos().x(), item.pos().y()) == pytest.approx((spot.x, spot.y))
        assert item.winner == (seat == trick.winner)
        assert scene.shown(f"trick:{seat}") == [card]
    assert scene.caption.isVisible() and scene.caption.toPlainText() == "led\ntook"
    scene.show_table(table, None, [], glide=False)  # the same table, the trick gathered
    assert not any(scene.cards[c].winner for c in trick.cards)
    assert not any(scene.cards[c].face_up for c in trick.cards)
    assert not scene.caption.isVisible()
