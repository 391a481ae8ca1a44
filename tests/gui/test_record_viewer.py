"""The record viewer: a whole game of each kind stepped to its end and back with
keys and clicks, the cards in the scene equal to the engine's at every stop,
the sheet's totals equal to replay's; a bad file is refused with Open…'s words;
a language switch rewords it; "Review this hand" hands on (record, hand, seat)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, get_rules, new_game
from manni_desktop.engine.actions import action_from_json
from manni_desktop.engine.record import replay_summary
from manni_desktop.engine.record_steps import record_steps
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.viewer import RecordViewer
from manni_desktop.gui.viewer.window import ReviewHand

Expected = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, int], ...]]


def whole_game(name: str, seed: int) -> dict[str, Any]:
    game = new_game(name, {"scoring": "running"} if name == "classic" else None, seed=seed)
    step = 0
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "random", seed + step)))
        step += 1
    return game.to_record()


def expected_stops(record: dict[str, object]) -> list[Expected]:
    """Each stop's (cards per seat, trick as (seat, card)), from the engine's own
    hands: after the deal, before the first trick, after every trick."""
    data = json.loads(json.dumps(record))
    game = Game.from_record(dict(data, hands=[]), seed=0, deal_next=False)
    stops: list[Expected] = []

    def stop(trick: tuple[tuple[int, int], ...] = ()) -> None:
        hand = game.hands[-1]
        stops.append((tuple(tuple(sorted(hand.hand_cards(s))) for s in range(game.rules.seats)),
                      trick))

    for hand_data in data["hands"]:
        game.deal([int(c) if isinstance(c, int) else _card(c) for c in hand_data["deck"]])
        stop()
        for raw in hand_data["actions"]:
            hand = game.hands[-1]
            before, tricks = hand.phase, len(hand.tricks)
            game.apply(action_from_json(raw), auto_deal=False)
            if before != "play" and hand.phase == "play":
                stop()
            elif len(hand.tricks) > tricks:
                t = hand.tricks[-1]
                seats = game.rules.seats
                stop(tuple(((t.leader + i) % seats, c) for i, c in enumerate(t.cards)))
    return stops


def _card(text: str) -> int:
    from manni_desktop.engine import parse_card

    return parse_card(text)


def shown(viewer: RecordViewer) -> Expected:
    board = viewer.board
    seats = len(viewer.steps.positions[0].table.seats)
    hands = tuple(tuple(sorted(board.shown(f"hand:{s}"))) for s in range(seats))
    plays = [(s, c) for s in range(seats) for c in board.shown(f"trick:{s}")]
    trick = tuple(sorted(plays, key=lambda p: board.cards[p[1]].zValue()))
    return hands, trick


def open_viewer(qtbot: QtBot, tmp_path: Path, record: dict[str, Any],
                review: ReviewHand | None = None) -> tuple[MainWindow, RecordViewer]:
    window = MainWindow()
    qtbot.addWidget(window)
    if review is not None:
        # a stand-in reviewer on this window only (its result is never used)
        window.review_hand = review  # type: ignore[method-assign,assignment]
    path = tmp_path / "game.record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    viewer = window.open_record_viewer(str(path))
    assert viewer is not None
    qtbot.addWidget(viewer)
    viewer.board.glide_ms = 0
    with qtbot.waitActive(viewer):  # its keys are window shortcuts, as on a desktop
        viewer.activateWindow()
    return window, viewer


@pytest.mark.parametrize("name", ["hornafjardar", "classic", "manillen", "mizerka"])
def test_a_whole_game_forward_and_back(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    record = whole_game(name, 11)
    stops = expected_stops(record)
    _window, viewer = open_viewer(qtbot, tmp_path, record)
    assert viewer.position_count == len(stops)
    assert shown(viewer) == stops[0]
    # each game's own word: the Manni games' hands, Mizerka's and Manillen's deals
    word = "Hand" if name in ("hornafjardar", "classic") else "Deal"
    assert viewer.position_label.text().startswith(f"{word} 1 of ")
    assert viewer.next_hand_button.text() == f"Next {word.lower()}"
    for i in range(1, len(stops)):
        QTest.keyClick(viewer, Qt.Key.Key_Right)
        assert viewer.index == i
        assert shown(viewer) == stops[i], f"stop {i}: {viewer.position_label.text()}"
    hands = len(record["hands"])
    tricks = get_rules(name).tricks_per_hand
    assert viewer.position_label.text() == f"{word} {hands} of {hands} · Trick {tricks} of {tricks}"
    assert not viewer.next_button.isEnabled()
    summary = replay_summary(record)
    model = viewer.sheet_model
    if name == "manillen":
        assert [model.total_value("score", side) for side in range(2)] == summary["score"]
    elif name == "mizerka":
        assert [model.total_value("score", s) for s in range(3)] == summary["score"]
    else:
        assert [model.total_value("net", s) for s in range(3)] == summary["net"]
        assert [model.total_value("plus", s) for s in range(3)] == summary["plus"]
    assert model.hand_row_count() == hands
    assert "Game over" in viewer.board.caption.toPlainText()
    for i in range(len(stops) - 2, -1, -1):
        QTest.mouseClick(viewer.previous_button, Qt.MouseButton.LeftButton)
        assert shown(viewer) == stops[i], f"stop {i} going back"
    assert viewer.index == 0 and not viewer.previous_button.isEnabled()
    assert model.hand_row_count() == 1


def test_hand_keys_and_card_by_card(qtbot: QtBot, tmp_path: Path) -> None:
    record = whole_game("hornafjardar", 5)
    _window, viewer = open_viewer(qtbot, tmp_path, record)
    QTest.keyClick(viewer, Qt.Key.Key_PageDown)
    assert viewer.position_label.text().startswith("Hand 2 of")
    assert viewer.steps.positions[viewer.index].stage == "dealt"
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert "after the exchange" in viewer.position_label.text()
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert "Trick 2 of 12" in viewer.position_label.text()
    viewer.cards_check.setChecked(True)
    assert "Trick 2 of 12" in viewer.position_label.text()
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position_label.text().endswith("Trick 3 of 12, card 1")
    trick = viewer.steps.positions[viewer.index].shown
    assert trick is not None
    assert len(viewer.board.shown("trick:" + str(trick.leader))) == 1
    QTest.keyClick(viewer, Qt.Key.Key_PageUp)
    assert viewer.position_label.text() == f"Hand 2 of {viewer.steps.hands} · the deal"
    QTest.keyClick(viewer, Qt.Key.Key_PageUp)
    assert viewer.index == 0
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.index == viewer.position_count - 1
    QTest.mouseClick(viewer.first_button, Qt.MouseButton.LeftButton)
    assert viewer.index == 0
    # the exchange's discards, per seat, beside the table
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    position = viewer.steps.positions[viewer.index]
    for seat, discards in enumerate(position.discards):
        if discards:
            assert "Put away:" in viewer.seat_facts(seat)


def test_review_this_hand(qtbot: QtBot, tmp_path: Path) -> None:
    calls: list[tuple[dict[str, Any], int, int]] = []
    record = whole_game("classic", 2)
    _window, viewer = open_viewer(qtbot, tmp_path, record,
                                  review=lambda r, h, s: calls.append((r, h, s)))
    assert viewer.review_button.isVisible() and viewer.review_button.isEnabled()
    QTest.keyClick(viewer, Qt.Key.Key_PageDown)
    QTest.keyClick(viewer, Qt.Key.Key_PageDown)
    viewer.seat_combo.setCurrentIndex(2)
    QTest.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    assert len(calls) == 1
    given, hand, seat = calls[0]
    assert (hand, seat) == (2, 2)
    assert given["hands"] == record["hands"] and given["game"] == "classic"


def test_no_review_button_without_a_reviewer(qtbot: QtBot) -> None:
    viewer = RecordViewer(record_steps(whole_game("manillen", 1)), "x", None)
    qtbot.addWidget(viewer)
    assert viewer.review_row.isHidden()


def test_the_viewers_review_opens_the_review_of_that_hand_and_seat(
    qtbot: QtBot, tmp_path: Path
) -> None:
    record = whole_game("hornafjardar", 4)
    window, viewer = open_viewer(qtbot, tmp_path, record)
    QTest.keyClick(viewer, Qt.Key.Key_PageDown)
    viewer.seat_combo.setCurrentIndex(1)
    QTest.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    dialog = window.review_dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.hand, dialog.seat) == (1, 1)
    qtbot.waitUntil(dialog.finished_reviewing, timeout=120000)
    seat_actions = [a for a in record["hands"][1]["actions"] if a["seat"] == 1]
    assert dialog.model.rowCount() == len(seat_actions)


@pytest.mark.parametrize("text", [
    "{not json",
    "cut",
])
def test_a_bad_record_is_refused_with_a_message(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, text: str
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(window, "show_storage_problem",
                        lambda title, message: said.append((title, message)))
    path = tmp_path / "bad.json"
    if text == "cut":
        record = whole_game("hornafjardar", 3)
        record["hands"][0]["actions"][5]["play"] = record["hands"][0]["deck"][0]
        text = json.dumps(record)
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    assert window.open_record_viewer(str(path)) is None
    assert len(said) == 1
    title, message = said[0]
    assert title == "Watch a record"
    assert message.startswith("This file cannot be opened as a Manni game.")
    assert ("not valid JSON" in message) if text.startswith("{not") else ("hand 1" in message)
    assert path.read_bytes() == before
    assert not window.findChildren(RecordViewer)


@pytest.mark.usefixtures("back_to_english")
def test_a_language_switch_rewords_the_viewer(qtbot: QtBot, tmp_path: Path) -> None:
    _window, viewer = open_viewer(qtbot, tmp_path, whole_game("hornafjardar", 8),
                                  review=lambda *a: None)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    english = (viewer.next_button.text(), viewer.position_label.text(),
               viewer.review_button.text(), viewer.board.caption.toPlainText())
    language_manager().set_language("pl")
    QCoreApplication.processEvents()
    polish = (viewer.next_button.text(), viewer.position_label.text(),
              viewer.review_button.text(), viewer.board.caption.toPlainText())
    assert all(p != e for p, e in zip(polish, english, strict=True)), polish
    assert polish[1].startswith("Rozdanie 1 z ")
    language_manager().set_language("en")
    QCoreApplication.processEvents()
    assert viewer.next_button.text() == english[0]


def test_step_keys_work_whatever_has_focus(qtbot: QtBot, tmp_path: Path) -> None:
    """The README's keys (←/→, Page Up/Down, Home/End) step the record from the
    moment the viewer opens, whichever of its toolbar widgets has the focus:
    a button does not take ←/→ to move the focus, and the "Whose hand" box
    does not take them (or Home/End) to change the seat."""
    _window, viewer = open_viewer(qtbot, tmp_path, whole_game("hornafjardar", 5),
                                  review=lambda *a: None)
    toolbar = [viewer.first_button, viewer.previous_hand_button, viewer.previous_button,
               viewer.next_button, viewer.next_hand_button, viewer.last_button,
               viewer.cards_check, viewer.seat_combo, viewer.review_button]
    middle = viewer.position_count // 2
    hand_two = viewer.steps.first_of_hand(1)
    keys = [(Qt.Key.Key_Right, middle + 1), (Qt.Key.Key_Left, middle - 1),
            (Qt.Key.Key_End, viewer.position_count - 1), (Qt.Key.Key_Home, 0)]
    for widget in toolbar:
        for key, expected in keys:
            viewer.go(middle)
            widget.setFocus(Qt.FocusReason.TabFocusReason)
            assert QApplication.focusWidget() is widget
            seat = viewer.seat_combo.currentIndex()
            QTest.keyClick(widget, key)
            assert viewer.index == expected, (widget, key)
            assert viewer.seat_combo.currentIndex() == seat, (widget, key)
        viewer.go(1)  # in the first hand, every button enabled
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        assert QApplication.focusWidget() is widget
        QTest.keyClick(widget, Qt.Key.Key_PageDown)
        assert viewer.index == hand_two, widget


@pytest.mark.parametrize("name", ["hornafjardar", "manillen"])
def test_every_trick_can_be_read(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    """c9: at every trick of a hand the cards lie apart (no card covers another),
    the cards are large for the board, and the sheet's contract column is as
    wide as the contract it shows (not "Br…")."""
    _window, viewer = open_viewer(qtbot, tmp_path, whole_game(name, 5))
    viewer.cards_check.setChecked(True)
    board = viewer.board
    seats = len(viewer.steps.positions[0].table.seats)
    sheet = viewer.sheet
    end = viewer.steps.first_of_hand(1)
    viewer.go(0)
    tricks = 0
    while viewer.index < end:
        viewer.next()
        items = [board.cards[c] for s in range(seats) for c in board.shown(f"trick:{s}")]
        tricks += len(items) == seats
        for i, a in enumerate(items):
            for b in items[i + 1:]:
                assert not a.collidesWithItem(b), viewer.position_label.text()
        for item in items:
            assert item.rotation() == 0
            assert item.sceneBoundingRect().height() >= board.height() * 0.18
        assert sheet.columnWidth(2) >= sheet.sizeHintForColumn(2), viewer.position_label.text()
    assert tricks >= 8


def test_keys_sent_to_a_viewer_that_is_not_active_still_step(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A shortcut matches only in the active window: the keys delivered to the
    viewer while another window is the active one step it all the same."""
    from PySide6.QtWidgets import QWidget

    _window, viewer = open_viewer(qtbot, tmp_path, whole_game("hornafjardar", 11))
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    with qtbot.waitActive(other):
        other.activateWindow()
    assert not viewer.isActiveWindow()
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.index == 1
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.index == viewer.position_count - 1
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.index == 0
