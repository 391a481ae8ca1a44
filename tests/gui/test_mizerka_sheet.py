"""Mizerka's score sheet as players keep it on paper (issue 33).

A seeded game with easy bots in every seat is played through the engine;
after every action the sheet model gets the snapshot, and at the end of
every deal its rows, its Total row and the contract grid must say what
``replay``'s summary of the game says (chooser, contract, tricks and score
per deal; the contracts each player has used).  The expected words are
written out here in English, not asked of the code under test.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json, new_game
from manni_desktop.engine.record_steps import record_steps
from manni_desktop.gui.models import (
    SCORE_ROW,
    RowKindRole,
    ScoreSheetModel,
    ValueRole,
    sheet_mismatch,
)
from manni_desktop.gui.score_sheet import ScoreSheetView
from manni_desktop.gui.sheet import ContractGridModel, ContractsLayout, layout_for
from manni_desktop.gui.sheet_pane import SheetPane
from manni_desktop.gui.table import panel_texts, texts
from manni_desktop.gui.viewer import RecordViewer

PLAYERS = ["You", "Ásta", "Hjörtur"]
DISPLAY = Qt.ItemDataRole.DisplayRole
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
DESCRIPTION = Qt.ItemDataRole.AccessibleDescriptionRole
H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
CODES = ("S", "H", "D", "C", "NT", "M")  # the grid's columns, in the game's choose codes
SHORT = {"trump:S": "Trump ♠", "trump:H": "Trump ♥", "trump:D": "Trump ♦",
         "trump:C": "Trump ♣", "notrump": "No-trump", "mizerka": "Mizerka"}
CODE_OF = {"trump:S": "S", "trump:H": "H", "trump:D": "D", "trump:C": "C",
           "notrump": "NT", "mizerka": "M"}


def bot_games(quota: str, seed: int) -> Iterator[Game]:
    """A Mizerka game played by easy bots, yielded after every action (and
    after each new deal, which the test deals as the window does)."""
    game = new_game("mizerka", {"quota": quota}, seed=seed, players=PLAYERS)
    yield game
    turn = 0
    while not game.over:
        hand = game.hand
        assert hand is not None
        if hand.finished:
            game.deal()
        else:
            seat = game.to_act
            assert seat is not None
            action = choose_action(game.observation(seat), "easy", seed * 1000 + turn)
            game.apply(action_from_json(action), auto_deal=False)
            turn += 1
        yield game


def cell(model: Any, row: int, column: int, role: Any = DISPLAY) -> Any:
    return model.data(model.index(row, column), role)


def assert_sheet_is_the_summary(model: ScoreSheetModel, game: Game) -> None:
    """Every row, the Total row and the grid against ``replay``'s summary."""
    summary = game.summary()
    hands = summary["hands"]
    assert model.hand_row_count() == len(hands)
    assert model.columnCount() == 3 + 2 * len(PLAYERS)
    running = [0] * len(PLAYERS)
    for row, hand in enumerate(hands):
        assert cell(model, row, 0) == str(row + 1)
        assert cell(model, row, 1, ValueRole) == hand["chooser"] == (hand["dealer"] + 1) % 3
        assert cell(model, row, 1) == PLAYERS[hand["chooser"]]
        contract = hand["contract"]
        assert cell(model, row, 2) == (SHORT[contract] if contract else "—")
        for seat in range(len(PLAYERS)):
            tricks, score = model.tricks_column(seat), model.points_column(seat)
            assert cell(model, row, tricks, ValueRole) == hand["tricks_won"][seat]
            wanted = None if hand["score"] is None else hand["score"][seat]
            assert cell(model, row, score, ValueRole) == wanted
            if wanted is not None:
                running[seat] += wanted
    total = model.rowCount() - 1
    assert model.rowCount() == len(hands) + 1
    assert cell(model, total, 0, RowKindRole) == SCORE_ROW
    assert cell(model, total, 0) == "Total"
    for seat in range(len(PLAYERS)):
        shown = cell(model, total, model.total_column(seat), ValueRole)
        assert shown == running[seat] == summary["score"][seat]
    assert_grid_is_the_summary(model.grid_model(), game)


def assert_grid_is_the_summary(grid: ContractGridModel, game: Game) -> None:
    summary = game.summary()
    assert (grid.rowCount(), grid.columnCount()) == (3, 6)
    deal_of: dict[tuple[int, str], int] = {}
    for number, hand in enumerate(summary["hands"]):
        if hand["contract"]:
            deal_of[hand["chooser"], CODE_OF[hand["contract"]]] = number + 1
    for seat in range(3):
        assert grid.headerData(seat, V, DISPLAY) == PLAYERS[seat]
        used = {code for code in CODES
                if cell(grid, seat, CODES.index(code), ValueRole) is not None}
        assert used == set(summary["used"][seat])
        for column, code in enumerate(CODES):
            wanted = deal_of.get((seat, code))
            assert cell(grid, seat, column, ValueRole) == wanted
            assert cell(grid, seat, column) == ("" if wanted is None else str(wanted))


@pytest.mark.parametrize(("quota", "seed"), [("seats", 3), ("four", 8)])
def test_every_deal_of_a_bot_game_is_on_the_sheet(qtlog: Any, quota: str, seed: int) -> None:
    model: ScoreSheetModel | None = None
    deals_checked = 0
    for game in bot_games(quota, seed):
        table = game.snapshot(0)
        if model is None:
            model = ScoreSheetModel(table)
            testers = [QAbstractItemModelTester(
                m, QAbstractItemModelTester.FailureReportingMode.Warning)
                for m in (model, model.grid_model())]
            assert isinstance(model.sheet_layout(), ContractsLayout)
        model.set_table(table)
        assert sheet_mismatch(model, table) is None
        hand = game.hand
        assert hand is not None
        if hand.finished or hand.phase == "play":  # a deal's end, or its contract chosen
            assert_sheet_is_the_summary(model, game)
            deals_checked += hand.finished
    assert model is not None and game.over
    assert deals_checked >= 18
    # At the end every player has used every contract once: a full grid.
    grid = model.grid_model()
    assert all(cell(grid, r, c) for r in range(3) for c in range(6))
    assert sorted(int(cell(grid, r, c)) for r in range(3) for c in range(6)) == list(
        range(1, 19))
    winners = game.winners
    total = model.rowCount() - 1
    for seat in range(3):
        tooltip = str(cell(model, total, model.total_column(seat), Qt.ItemDataRole.ToolTipRole))
        assert ("Winner" in tooltip) == (seat in winners)
    complaints = [r.message for r in qtlog.records
                  if getattr(r.context, "category", "") == "qt.modeltest"]
    assert not complaints and testers


def played(deals: int, seed: int = 3) -> Game:
    """A game with ``deals`` deals finished and the next not dealt yet."""
    for game in bot_games("seats", seed):
        hand = game.hand
        if len(game.hands) == deals and hand is not None and hand.finished:
            return game
    raise AssertionError("the game ended first")


def test_the_grid_reads_whole_sentences() -> None:
    game = played(4)
    model = ScoreSheetModel(game.snapshot(0))
    grid = model.grid_model()
    hands = game.summary()["hands"]
    first = hands[0]
    seat, column = first["chooser"], CODES.index(CODE_OF[first["contract"]])
    name, contract = PLAYERS[seat], SHORT[first["contract"]]
    used = (f"You have used {contract} in deal 1" if seat == 0
            else f"{name} has used {contract} in deal 1")
    assert cell(grid, seat, column, ACCESSIBLE) == used
    assert cell(grid, seat, column, Qt.ItemDataRole.ToolTipRole) == cell(
        grid, seat, column, ACCESSIBLE)
    # An open contract: nobody chose no-trump in the first four deals of this game.
    assert all(hand["contract"] != "notrump" for hand in hands)
    nt = CODES.index("NT")
    for row in range(3):
        assert cell(grid, row, nt) == ""
        # the player's own row in the second person ("You have", not "You has")
        open_ = ("You have not used No-trump yet" if row == 0
                 else f"{PLAYERS[row]} has not used No-trump yet")
        assert cell(grid, row, nt, ACCESSIBLE) == open_
    assert [grid.headerData(c, H, DISPLAY) for c in range(6)] == [
        "♠", "♥", "♦", "♣", "NT", "Mizerka"]
    assert grid.headerData(0, H, ACCESSIBLE) == "Trump ♠"
    # The sheet's chooser column says what it is, and the row names the deal.
    assert cell(model, 0, 1, DESCRIPTION) == "chose the contract"
    assert model.headerData(0, V, ACCESSIBLE) == "Deal 1"
    assert model.headerData(1, H, DISPLAY) == "Chooser"
    score = first["score"][0]
    shown = f"+{score}" if score > 0 else (f"−{-score}" if score < 0 else "0")
    tooltip = cell(model, 0, model.points_column(0), Qt.ItemDataRole.ToolTipRole)
    assert f"Score of You in this deal: {shown}" in tooltip
    assert f"contract chosen by {PLAYERS[seat]}" in tooltip


def test_a_deal_in_progress_is_marked_once_its_contract_is_chosen() -> None:
    game = played(2)
    game.deal()
    table = game.snapshot(0)
    model = ScoreSheetModel(table)
    grid = model.grid_model()
    before = sum(1 for r in range(3) for c in range(6) if cell(grid, r, c))
    assert before == 2 and cell(model, 2, 2) == "—"
    for later in bot_games_from(game):
        if later.hand is not None and later.hand.phase == "play":
            break
    model.set_table(later.snapshot(0))
    assert sheet_mismatch(model, later.snapshot(0)) is None
    marks = [(r, c) for r in range(3) for c in range(6) if cell(grid, r, c) == "3"]
    assert len(marks) == 1 and marks[0][0] == (later.hands[-1].dealer + 1) % 3
    assert "in progress" in cell(grid, *marks[0], ACCESSIBLE)


def bot_games_from(game: Game) -> Iterator[Game]:
    turn = 0
    while True:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "easy", turn)),
                   auto_deal=False)
        turn += 1
        yield game


def test_a_stale_grid_or_chooser_is_reported() -> None:
    old = played(3).snapshot(0)
    game = played(4)
    table = game.snapshot(0)
    model = ScoreSheetModel(table)
    assert sheet_mismatch(model, table) is None
    model.grid_model().set_table(old, layout_for(old))
    problem = sheet_mismatch(model, table)
    assert problem is not None and "contract grid" in problem
    model.grid_model().set_table(None, None)
    assert "contract grid" in str(sheet_mismatch(model, table))


def test_other_games_have_no_grid(qtbot: QtBot) -> None:
    table = new_game("hornafjardar", seed=1, players=PLAYERS).snapshot(0)
    model = ScoreSheetModel(table)
    assert model.grid_model().rowCount() == 0 and model.grid_model().columnCount() == 0
    assert model.grid_model().rowCount(QModelIndex()) == 0
    pane = SheetPane(ScoreSheetView(model), model.grid_model())
    qtbot.addWidget(pane)
    pane.show()
    assert not pane.grid.isVisible() and not pane.grid_title.isVisible()
    model.set_table(played(2).snapshot(0))
    assert pane.grid.isVisible() and pane.grid_title.isVisible()
    assert pane.grid.accessibleName() == "Contracts used"
    assert pane.fit_width(2000) >= pane.grid.needed_width()
    model.set_table(table)
    assert not pane.grid.isVisible()


def test_the_end_of_deal_and_game_panels_show_totals() -> None:
    game = played(2)
    table = game.snapshot(0)
    title, _subtitle, rows, _marked = panel_texts.hand_panel(table)
    assert title == "Deal 2 over"
    assert rows[0] == ["Player", "Tricks", "Score", "Total"]
    last = game.summary()["hands"][-1]
    for seat in range(3):
        assert rows[1 + seat][:2] == [PLAYERS[seat], str(last["tricks_won"][seat])]
    assert texts.race_text(table, 0).lstrip("+−") == str(abs(game.summary()["score"][0]))
    tally = texts.tally_text(table, 1)
    assert tally.startswith(f"Tricks: {last['tricks_won'][1]}") and "points" not in tally
    *_, game = bot_games("seats", 5)  # the game played to its end
    assert game.over
    over = game.snapshot(0)
    _title, _subtitle, rows, marked = panel_texts.over_panel(over)
    assert rows[0] == ["Player", "Total"] and len(rows) == 4
    assert marked == {1 + s for s in game.winners}


def test_screenshot(qtbot: QtBot) -> None:
    """The sheet and its grid drawn offscreen (looked at by hand: /tmp/sheet.png)."""
    model = ScoreSheetModel(played(8).snapshot(0))
    pane = SheetPane(ScoreSheetView(model), model.grid_model())
    qtbot.addWidget(pane)
    pane.resize(pane.fit_width(900) + 8, 520)
    pane.show()
    image = pane.grab()
    assert not image.isNull() and image.width() > 200
    image.save("/tmp/sheet.png")


def test_the_record_viewer_shows_the_grid_too(qtbot: QtBot) -> None:
    *_, game = bot_games("seats", 4)
    viewer = RecordViewer(record_steps(game.to_record()), "x", None)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.sheet_pane.grid.isVisible()
    grid = viewer.sheet_model.grid_model()
    assert not any(cell(grid, r, c) for r in range(3) for c in range(6))  # before the choice
    viewer.go(viewer.position_count - 1)
    table = viewer.steps.positions[-1].table
    assert sheet_mismatch(viewer.sheet_model, table) is None
    assert_grid_is_the_summary(grid, game)
