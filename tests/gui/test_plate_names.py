"""A name on its plate is drawn smaller before it is cut (issue 53): in a
Manillen window the right seat's plate has its side's two-digit score and the
dealer chip beside the name, and "Hjörtur" was cut to "Hj…"."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from manni_desktop.engine.session import Session
from manni_desktop.gui.table import layout
from manni_desktop.gui.table.items import NamePlate

from .table_helpers import make_window, settle

RIGHT = 3  # the seat on the right: Hjörtur, of the other side


def one_deal_played(names: tuple[str, ...], seed: int) -> Session:
    """A Manillen game after its first deal, the second dealt: each seat plays
    its first legal card (the engine's own play, no window)."""
    session = Session.new("manillen", None, names, [None, "random", "random", "random"], seed)
    while not session.between_hands:
        session.apply(session.game_copy().legal_actions()[0])
    session.next_hand()
    return session


def a_game_with_a_two_digit_score_and_the_right_seat_dealing(
        names: tuple[str, ...]) -> Session:
    for seed in range(200):
        session = one_deal_played(names, seed)
        table = session.snapshot()
        if table.dealer == RIGHT and table.standing.race[table.seats[RIGHT].side] >= 10:
            return session
    raise AssertionError("no seed gives the right seat the deal and a two-digit score")


def test_a_name_beside_a_two_digit_score_and_the_dealer_chip_is_whole(qtbot: QtBot) -> None:
    window = make_window(qtbot, game="manillen")
    window.resize(1180, 760)  # the first window's size, the sheet beside the table
    settle(qtbot, window)
    names = window.controller.table.names
    assert names[RIGHT] == "Hjörtur"
    window.controller.load_session(
        a_game_with_a_two_digit_score_and_the_right_seat_dealing(names))
    settle(qtbot, window)
    plate: NamePlate = window.scene.decor.plates[RIGHT]
    assert plate.dealer and len(plate.score) >= len("10/101"), plate.score
    shown, font = plate.shown_name()
    assert shown == "Hjörtur" and plate.name not in plate.elided_texts()
    normal = round(layout.plate_height(window.scene.geometry()) / 3 * 0.78)
    assert 9 <= font.pixelSize() < normal  # it did need the smaller size here
