"""Manillen through the real window: four seats, the declaration, the side sheet,
refusals that name the rule, undo, and a record opened, closed and continued."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import NoReturn

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine import Game, get_rules
from manni_desktop.engine.actions import Play
from manni_desktop.engine.session import Session
from manni_desktop.gui.controller import GameController
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.models import sheet_mismatch
from manni_desktop.gui.table import layout

from .table_helpers import click_card, human_turn, make_window, play_to_the_end, settle


def seed_with_dealer(dealer: int) -> int:
    rules = get_rules("manillen")
    return next(s for s in range(500) if Game(rules, seed=s).first_dealer == dealer)


def watch_sheet(window: MainWindow) -> list[str]:
    """Every change of the table: the sheet must equal the snapshot just drawn."""
    problems: list[str] = []

    def check(_change: object) -> None:
        problem = sheet_mismatch(window.score_model, window.controller.table)
        if problem is not None:
            problems.append(problem)

    window.controller.tableChanged.connect(check)
    return problems


def test_whole_manillen_game_by_clicks_and_keys(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(0), game="manillen")
    c, scene = window.controller, window.scene
    problems = watch_sheet(window)
    rng = random.Random(4)
    declared_as_dealer = False
    for step in range(3000):
        settle(qtbot, window, timeout=20000)
        table = c.table
        if table.prompt.kind == "over":
            break
        if table.prompt.kind == "declare" and table.prompt.seat == 0:
            declared_as_dealer = True
            assert [b.text() for b in scene.buttons.buttons if b.isVisible()][-1] == "No-trump"
        human_turn(qtbot, window, rng, use_keys=step % 3 == 0)
    else:
        raise AssertionError("the game never ended")
    assert declared_as_dealer
    game = c.session.game_copy()
    assert game.over and game.winners in ([0, 2], [1, 3])
    assert problems == []
    assert sheet_mismatch(window.score_model, c.table) is None
    assert window.score_model.sides_layout()
    assert scene.panel_kind() == "last"  # the last deal's summary comes first
    assert window.score_model.hand_row_count() == len(game.hands)


def test_partner_waits_face_down_until_the_dealer_declares(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(2), game="manillen", speed="normal",
                         levels=("easy", "easy", "easy"))
    c, scene = window.controller, window.scene
    # while seat 2 (the partner) deals and chooses, the human's cards are face down
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=10000)
    if c.table.prompt.kind == "declare":
        mine = c.table.seats[0].hand
        assert not c.table.seats[0].face_up
        assert all(not scene.cards[card].face_up for card in mine)
        assert "face down" in scene.status_text()
    qtbot.waitUntil(lambda: c.table.prompt.kind != "declare" and scene.is_settled(),
                    timeout=20000)
    settle(qtbot, window, timeout=20000)
    assert c.table.seats[0].face_up
    assert all(scene.cards[card].face_up for card in c.table.seats[0].hand)
    assert c.table.contract.kind in ("trump", "notrump")
    note = c.table.seats[2].note
    assert note is not None and note.kind == "declared"


def test_four_seats_are_drawn_bottom_left_top_right(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(1), game="manillen")
    settle(qtbot, window)
    scene = window.scene
    table = window.controller.table
    g = scene.geometry()
    for seat, side in enumerate(("bottom", "left", "top", "right")):
        plate = scene.decor.plates[seat]
        assert plate.isVisible()
        width = plate.shape().boundingRect().width()  # as wide as its words need
        assert (plate.pos().x(), plate.pos().y()) == layout.name_plate_anchor(g, side, width)
    top = [scene.cards[c].pos() for c in table.seats[2].hand]
    assert len({round(p.y()) for p in top}) == 1  # the partner's row across the top


def test_refusal_names_the_rule_and_the_card_to_beat(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(1), game="manillen")
    c, scene = window.controller, window.scene
    rng = random.Random(9)
    for _ in range(400):
        settle(qtbot, window)
        table = c.table
        if (table.prompt.kind == "play" and table.prompt.seat == 0 and table.trick is not None
                and set(table.seats[0].hand) - set(table.prompt.legal_cards)):
            problem = c.session.check(Play(0, next(
                x for x in table.seats[0].hand if x not in table.prompt.legal_cards)))
            if problem is not None and problem.code in ("must_beat", "must_trump",
                                                        "no_undertrump"):
                break
        human_turn(qtbot, window, rng, use_keys=False)
    else:
        raise AssertionError("no must-beat situation came up")
    illegal = next(x for x in table.seats[0].hand if x not in table.prompt.legal_cards)
    assert scene.cards[illegal].dimmed
    before = c.session.moves_made()
    with qtbot.waitSignal(c.refused, timeout=3000) as refusal:
        click_card(qtbot, window, illegal)
    text = refusal.args[0]
    words = {"must_beat": "must beat", "must_trump": "must trump",
             "no_undertrump": "under-trump"}[problem.code]
    assert words in text
    assert all(x in text for x in text.split(": play ")[1].rstrip(".").split())
    assert c.session.moves_made() == before


def test_undo_keeps_the_side_sheet_equal_to_the_engine(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(0), game="manillen")
    c = window.controller
    problems = watch_sheet(window)
    rng = random.Random(2)
    undone = 0
    for step in range(600):
        settle(qtbot, window)
        if c.table.prompt.kind == "over":
            break
        if step % 23 == 11 and c.can_undo():
            moves = c.session.moves_made()
            window.undo_action.trigger()
            settle(qtbot, window)
            assert c.session.moves_made() < moves
            assert sheet_mismatch(window.score_model, c.table) is None
            undone += 1
            continue
        human_turn(qtbot, window, rng, use_keys=False)
    assert undone >= 5
    assert problems == []


def test_manillen_record_opened_closed_and_continued(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = Game(get_rules("manillen"), seed=31, players=["You", "Ásta", "Guðrún", "Hjörtur"])
    game.deal()
    rng = random.Random(31)
    while len(game.hands) < 2 or len(game.actions[-1]) < 10:
        game.apply(rng.choice(game.legal_actions()))
    record = tmp_path / "manillen.json"
    record.write_text(json.dumps(game.to_record()), encoding="utf-8")
    window = make_window(qtbot, seed=1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(record), ""))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.open_action.trigger()
    settle(qtbot, window, timeout=20000)
    c = window.controller
    assert c.table.game == "manillen" and len(c.table.seats) == 4
    assert sheet_mismatch(window.score_model, c.table) is None
    human_turn(qtbot, window, random.Random(1), use_keys=False)
    settle(qtbot, window, timeout=20000)
    shown = c.table
    window.close()
    # the next start offers it again and shows exactly the same table
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1100, 740)
    again.show()
    again.set_speed("instant")
    monkeypatch.setattr(MainWindow, "ask_continue", lambda self, saved: True)
    again.start_session()
    settle(qtbot, again, timeout=20000)
    assert again.controller.table.sheet == shown.sheet
    assert [s.hand for s in again.controller.table.seats] == [s.hand for s in shown.seats]
    assert sheet_mismatch(again.score_model, again.controller.table) is None
    again.close()


def test_undo_is_refused_once_the_game_is_over_and_counts_once(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=seed_with_dealer(3), game="manillen")
    c = window.controller
    play_to_the_end(qtbot, window, random.Random(5))
    window.store.flush()
    played = storage.load_statistics()[0].played
    assert played == 1
    assert not c.can_undo() and not window.undo_action.isEnabled()
    with qtbot.waitSignal(c.refused, timeout=2000) as refusal:
        assert not c.undo()  # Ctrl+Z is disabled; the controller refuses too
    assert "over" in refusal.args[0]
    assert storage.load_statistics()[0].played == 1


def test_a_save_the_window_cannot_show_is_kept_aside_and_the_app_starts(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = make_window(qtbot, seed=3)
    settle(qtbot, first)
    human_turn(qtbot, first, random.Random(3), use_keys=False)
    settle(qtbot, first)
    first.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.set_speed("instant")
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_storage_problem",
                        lambda self, title, text: shown.append(text))
    monkeypatch.setattr(MainWindow, "ask_continue", lambda self, saved: True)

    def broken(self: GameController, session: Session) -> NoReturn:
        raise ValueError("the table cannot show this game")

    # only this patch is undone: monkeypatch.undo() would also drop the private
    # home that the autouse fixture set, and the window would write the real one
    with monkeypatch.context() as patch:
        patch.setattr(type(window.controller), "load_session", broken)
        window.start_session()
    assert shown and "could not be restored" in shown[0]
    assert "the table cannot show this game" in shown[0]
    settle(qtbot, window)
    assert window.controller.has_game()  # a new game was dealt
    kept = list(storage.autosave_path().parent.glob("*"))
    assert any("autosave" in p.name and p.name != "autosave.json" for p in kept), kept


@pytest.mark.parametrize("size", [(800, 600), (1180, 760)])
def test_a_hint_never_covers_a_name_plate(qtbot: QtBot, size: tuple[int, int]) -> None:
    """With four seats the partner's plate sits where three-seat games show
    their notes: the hint's bubble goes between the trick and the turn line."""
    window = make_window(qtbot, seed=5, game="manillen")
    window.resize(*size)
    rng = random.Random(5)
    while window.controller.phase() != "play":
        settle(qtbot, window)
        if window.controller.phase() != "play":
            human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    window.hint()
    decor = window.scene.decor
    qtbot.waitUntil(decor.toast.isVisible, timeout=20000)
    bubble = decor.toast.sceneBoundingRect()
    for plate in decor.plates:
        if plate.isVisible():
            assert not bubble.intersects(plate.sceneBoundingRect()), plate
