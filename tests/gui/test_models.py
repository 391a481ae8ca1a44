"""The score sheet model shows exactly what the engine's table snapshot says.

Whole random games of every game are played through the engine alone; after
every action the model gets ``game.snapshot(0)`` and ``sheet_mismatch`` must
find nothing.  As in the window, the next hand is dealt only when the test
says so ("Next hand"), and an undo is a game rebuilt from a shorter record.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from manni_desktop.engine import Game, new_game, parse_card
from manni_desktop.engine.contracts import NOTRUMP_CONTRACT, NULLO_CONTRACT, trump_contract
from manni_desktop.engine.snapshot import Table
from manni_desktop.gui.labels import card_accessible_name, contract_label
from manni_desktop.gui.models import (
    HAND_ROW,
    MINUS_ROW,
    NET_ROW,
    PLUS_ROW,
    SCORE_ROW,
    PlayerNameRole,
    RowKindRole,
    ScoreSheetModel,
    ValueRole,
    sheet_mismatch,
    signed_text,
)
from manni_desktop.gui.score_sheet import ScoreSheetView
from tests.engine.helpers import random_step

PLAYERS = ["You", "Ásta", "Hjörtur"]
FOUR = ["You", "Ásta", "Guðrún", "Hjörtur"]
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
DESCRIPTION = Qt.ItemDataRole.AccessibleDescriptionRole
H = Qt.Orientation.Horizontal

GAMES = [
    ("hornafjardar", {"scoring": "columns"}, 11),
    ("hornafjardar", {"scoring": "running"}, 12),
    ("classic", {"scoring": "running"}, 13),
    ("manillen", None, 5),  # deal 5 is a 30-30 tie, deal 6 no-trump and doubled
]


# -- helpers -------------------------------------------------------------------


def start(name: str, options: dict[str, str] | None, seed: int) -> Game:
    """A new game whose next hand waits to be dealt, as in the window (the
    controller deals it when the player presses "Next hand")."""
    game = new_game(name, options, seed=seed, players=FOUR if name == "manillen" else PLAYERS)
    hold_deals(game)
    return game


def hold_deals(game: Game) -> Game:
    game.apply = functools.partial(Game.apply, game, auto_deal=False)  # type: ignore[method-assign]
    return game


def step(game: Game, rng: random.Random) -> None:
    """One action, or the deal of the next hand when one has ended."""
    hand = game.hand
    assert hand is not None
    if hand.finished:
        game.deal()
    else:
        random_step(game, rng, auto_deal=False)


def total_rows(table: Table) -> int:
    return 1 if table.standing.units == "sides" else 3


def show(model: ScoreSheetModel, game: Game) -> Table:
    table = game.snapshot(0)
    model.set_table(table)
    assert sheet_mismatch(model, table) is None
    assert model.rowCount() == len(game.hands) + total_rows(table)
    return table


def text(model: ScoreSheetModel, row: int, column: int, role: Any = DISPLAY) -> Any:
    return model.data(model.index(row, column), role)


def undo_to(game: Game, hands: int, actions: int) -> Game:
    """The game as an undo restores it: rebuilt from the record's first
    ``hands`` hands, the last of them cut to its first ``actions`` actions."""
    record = game.to_record()
    record["hands"] = record["hands"][:hands]
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:actions]
    return hold_deals(Game.from_record(record, seed=game.seed, deal_next=False))


@pytest.fixture
def model_tester(qtlog: Any) -> Iterator[Callable[[ScoreSheetModel], None]]:
    """Qt's QAbstractItemModelTester on a model for the whole test; any of
    its complaints fails the test."""
    testers: list[QAbstractItemModelTester] = []

    def attach(model: ScoreSheetModel) -> None:
        testers.append(QAbstractItemModelTester(
            model, QAbstractItemModelTester.FailureReportingMode.Warning))

    yield attach
    complaints = [r.message for r in qtlog.records
                  if getattr(r.context, "category", "") == "qt.modeltest"]
    assert not complaints, complaints[0]


# -- whole games ---------------------------------------------------------------


@pytest.mark.parametrize(("name", "options", "seed"), GAMES)
def test_sheet_follows_every_action_of_a_whole_random_game(
    model_tester: Callable[[ScoreSheetModel], None],
    name: str, options: dict[str, str] | None, seed: int,
) -> None:
    game = start(name, options, seed)
    model = ScoreSheetModel(game.snapshot(0))
    model_tester(model)
    inserted: list[tuple[int, int]] = []
    changed_rows: list[range] = []
    resets: list[bool] = []
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    model.dataChanged.connect(
        lambda tl, br, _roles=None: changed_rows.append(range(tl.row(), br.row() + 1)))
    model.modelReset.connect(lambda: resets.append(True))
    rng = random.Random(seed)
    tricks_seen = 0
    while not game.over:
        hands = len(game.hands)
        changed_rows.clear()
        step(game, rng)
        table = show(model, game)
        if len(game.hands) > hands:
            assert inserted[-1] == (hands, hands)  # the new hand's row, nothing else
            tricks_seen = 0
        elif len(table.tricks) != tricks_seen:
            # the hand in progress is updated after every trick, not at its end
            tricks_seen = len(table.tricks)
            assert any(hands - 1 in rows for rows in changed_rows)
            assert any(model.hand_row_count() in rows for rows in changed_rows)
    assert not resets, "the same match is diffed, never reset"
    table = game.snapshot(0)
    assert table.standing.over and table.standing.winners
    last = model.rowCount() - 1
    for unit in range(model.unit_count()):
        cell = model.index(last, model.total_column(unit))
        background = cell.data(Qt.ItemDataRole.BackgroundRole)
        if model.unit_won(unit):
            assert "Winner" in str(cell.data(TOOLTIP))
            assert background.getRgb()[:3] == (240, 190, 40)
            font = model.headerData(model.total_column(unit), H, Qt.ItemDataRole.FontRole)
            assert isinstance(font, QFont) and font.bold()
        else:
            assert model.headerData(model.total_column(unit), H, Qt.ItemDataRole.FontRole) is None


@pytest.mark.parametrize(("name", "options", "seed"), GAMES)
def test_undo_takes_rows_back_and_shows_the_tricks_of_the_hand_in_progress(
    model_tester: Callable[[ScoreSheetModel], None],
    name: str, options: dict[str, str] | None, seed: int,
) -> None:
    game = start(name, options, seed)
    rng = random.Random(seed)
    while len(game.hands) < 4 and not game.over:
        step(game, rng)
    while len(game.snapshot(0).tricks) < 2:
        step(game, rng)
    model = ScoreSheetModel()
    model_tester(model)
    show(model, game)
    assert model.hand_row_count() == 4
    removed: list[tuple[int, int]] = []
    resets: list[bool] = []
    model.rowsRemoved.connect(lambda _p, first, last: removed.append((first, last)))
    model.modelReset.connect(lambda: resets.append(True))

    # Undo within the hand: no row goes, the row's tricks go back.
    record = game.to_record()
    played = len(record["hands"][-1]["actions"])
    back = undo_to(game, 4, played - 1)
    table = show(model, back)
    assert removed == [] and resets == []
    # Undo into hand 2, a few tricks in: rows 3 and 4 go.
    middle = undo_to(game, 2, len(record["hands"][1]["actions"]) // 2 + 3)
    table = show(model, middle)
    assert removed == [(2, 3)] and resets == []
    in_progress = table.sheet[-1]
    assert not in_progress.finished and sum(in_progress.tricks) == len(table.tricks) > 0
    row = model.hand_row_count() - 1
    font = text(model, row, 0, Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.italic()
    for unit in range(model.unit_count()):
        first, second = model.unit_columns(unit)
        if model.sides_layout():
            assert text(model, row, first, ValueRole) == in_progress.card_points[unit]
        else:
            assert text(model, row, first) == str(in_progress.tricks[unit])
        assert text(model, row, second, ValueRole) is None
    # Redo: the rows come back by insertion.
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    show(model, game)
    assert inserted == [(2, 3)] and resets == []


def test_a_stale_sheet_is_reported() -> None:
    game = start("hornafjardar", {"scoring": "columns"}, 3)
    rng = random.Random(3)
    model = ScoreSheetModel(game.snapshot(0))
    while len(game.snapshot(0).tricks) < 1:
        step(game, rng)
    assert "tricks of seat" in str(sheet_mismatch(model, game.snapshot(0)))
    while len(game.hands) < 2:
        step(game, rng)
    assert "hands" in str(sheet_mismatch(model, game.snapshot(0)))
    model.set_table(game.snapshot(0))
    assert sheet_mismatch(model, game.snapshot(0)) is None


# -- Manni ---------------------------------------------------------------------


def finished_game(name: str, options: dict[str, str] | None, seed: int) -> Game:
    game = start(name, options, seed)
    rng = random.Random(seed)
    while not game.over:
        step(game, rng)
    return game


def test_totals_text_race_and_winners() -> None:
    game = finished_game("hornafjardar", {"scoring": "columns"}, 5)
    table = game.snapshot(0)
    model = ScoreSheetModel(table)
    standing = table.standing
    base = model.hand_row_count()
    assert [text(model, base + k, 0, RowKindRole) for k in range(3)] == [
        PLUS_ROW, MINUS_ROW, NET_ROW]
    assert text(model, 0, 0, RowKindRole) == HAND_ROW
    for seat in range(3):
        column = model.tricks_column(seat)
        assert text(model, base, column) == f"{standing.plus[seat]} / 10"
        assert text(model, base + 1, column) == str(standing.minus[seat])
        assert text(model, base + 2, column) == signed_text(standing.score[seat])
        assert text(model, base + 2, model.points_column(seat)) is None  # joined by spans()
    assert [text(model, base + k, 0) for k in range(3)] == ["Plus", "Minus", "Net"]
    alphas = [text(model, base, model.tricks_column(s), Qt.ItemDataRole.BackgroundRole).alpha()
              for s in range(3)]
    order = sorted(range(3), key=lambda s: standing.plus[s])
    assert alphas[order[0]] <= alphas[order[2]]
    for seat in range(3):
        net_font = text(model, base + 2, model.tricks_column(seat), Qt.ItemDataRole.FontRole)
        if seat in standing.winners:
            assert isinstance(net_font, QFont) and net_font.bold()
    spans = model.spans()
    assert (base, 0, 1, 3) in spans and (base + 2, model.tricks_column(2), 1, 2) in spans


def test_rule_numbers_come_from_the_snapshot() -> None:
    game = start("hornafjardar", {"scoring": "columns"}, 6)
    table = game.snapshot(0)
    other = replace(table, par=5, standing=replace(table.standing, target=12))
    model = ScoreSheetModel(other)
    base = model.hand_row_count()
    assert text(model, base, model.tricks_column(0)) == "0 / 12"
    assert "12 more to reach 12" in text(model, base, model.tricks_column(0), TOOLTIP)
    assert "reaches 12" in text(model, base, 0, TOOLTIP)
    assert "par is 5 tricks" in model.headerData(model.points_column(1), H, TOOLTIP)


def test_running_scoring_labels_score_row() -> None:
    game = start("classic", {"scoring": "running"}, 3)
    model = ScoreSheetModel(game.snapshot(0))
    base = model.hand_row_count()
    assert model.running() and model.race_row_kind() == NET_ROW
    assert [text(model, base + k, 0) for k in range(3)] == ["Plus", "Minus", "Score"]
    assert text(model, base + 2, model.tricks_column(0)) == "0 / 10"
    assert text(model, base, model.tricks_column(0)) == "0"
    assert "10 or more" in text(model, base + 2, 0, TOOLTIP)
    assert text(model, 0, 2) == "Trump ♥"  # Classic: the fixed trump, hearts first


def test_headers_carry_player_names() -> None:
    names = ["Me", "Gunna", "Siggi"]
    model = ScoreSheetModel(new_game("hornafjardar", seed=1, players=names).snapshot(0))
    headers = [model.headerData(c, H, DISPLAY) for c in range(model.columnCount())]
    assert headers[:3] == ["Hand", "Dealer", "Contract"]
    for seat, name in enumerate(names):
        assert headers[model.tricks_column(seat)] == "Tricks"
        assert headers[model.points_column(seat)] == "Points"
        for column in (model.tricks_column(seat), model.points_column(seat)):
            assert model.headerData(column, H, PlayerNameRole) == name
    assert model.headerData(2, H, PlayerNameRole) is None
    assert model.headerData(0, Qt.Orientation.Vertical, DISPLAY) is None


def test_hand_in_progress_and_its_finished_points() -> None:
    game = start("hornafjardar", {"scoring": "columns"}, 8)
    rng = random.Random(8)
    while len(game.snapshot(0).tricks) < 2:
        step(game, rng)
    model = ScoreSheetModel(game.snapshot(0))
    assert all(text(model, 0, model.points_column(s)) == "" for s in range(3))
    assert "in progress" in text(model, 0, 1, TOOLTIP)
    assert text(model, 0, 0, ACCESSIBLE) == "1"
    assert text(model, 0, 0, DESCRIPTION) == "hand number, in progress"
    assert text(model, 0, model.points_column(1), ACCESSIBLE) == ""
    assert text(model, 0, model.points_column(1), DESCRIPTION) == (
        "points of Ásta: the hand is still being played")
    while not game.hands[0].finished:
        step(game, rng)
    table = show(model, game)
    result = table.sheet[0]
    assert result.points is not None
    for seat in range(3):
        value = result.points[seat]
        colour = text(model, 0, model.points_column(seat), Qt.ItemDataRole.ForegroundRole)
        if value > 0:
            assert colour.green() > colour.red()
        elif value < 0:
            assert colour.red() > colour.green()
        else:
            assert colour is None
        shown = signed_text(value)
        assert text(model, 0, model.points_column(seat), ACCESSIBLE) == shown
        assert text(model, 0, model.points_column(seat), DESCRIPTION) == (
            f"points of {PLAYERS[seat]}")
    assert text(model, 0, 0, Qt.ItemDataRole.FontRole) is None
    assert text(model, 0, model.tricks_column(0), Qt.ItemDataRole.TextAlignmentRole) == (
        Qt.AlignmentFlag.AlignCenter)
    assert text(model, 0, 1, ACCESSIBLE) == PLAYERS[result.dealer]
    assert text(model, 0, 1, DESCRIPTION) == "dealer"


def test_another_game_resets_and_none_empties(qtbot: object) -> None:
    model = ScoreSheetModel(start("hornafjardar", {"scoring": "columns"}, 4).snapshot(0))
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    other = new_game("classic", {"scoring": "running"}, seed=4, players=["A", "B", "C"])
    table = other.snapshot(0)
    model.set_table(table)
    assert resets == [True] and sheet_mismatch(model, table) is None
    manillen = start("manillen", None, 4).snapshot(0)
    model.set_table(manillen)
    assert resets == [True, True] and sheet_mismatch(model, manillen) is None
    model.set_table(None)
    assert model.rowCount() == 0 and model.columnCount() == 0 and model.spans() == []
    assert model.data(QModelIndex()) is None and model.table() is None


def test_retranslate_announces_headers_and_cells() -> None:
    model = ScoreSheetModel(new_game("hornafjardar", seed=2, players=PLAYERS).snapshot(0))
    headers: list[tuple[object, int, int]] = []
    cells: list[tuple[int, int]] = []
    model.headerDataChanged.connect(lambda o, a, b: headers.append((o, a, b)))
    model.dataChanged.connect(lambda tl, br, _roles=None: cells.append((br.row(), br.column())))
    model.retranslate()
    assert headers == [(H, 0, model.columnCount() - 1),
                       (Qt.Orientation.Vertical, 0, model.rowCount() - 1)]
    assert cells == [(model.rowCount() - 1, model.columnCount() - 1)]


# -- Manillen ------------------------------------------------------------------


def test_manillen_layout_headers_and_trump_column() -> None:
    game = start("manillen", None, 5)
    model = ScoreSheetModel(game.snapshot(0))
    assert model.sides_layout() and model.unit_count() == 2
    assert model.columnCount() == 7 and model.rowCount() == 2
    headers = [model.headerData(c, H, DISPLAY) for c in range(7)]
    assert headers == ["Deal", "Dealer", "Trump", "Card points", "Score", "Card points", "Score"]
    names = [model.headerData(c, H, PlayerNameRole) for c in range(7)]
    assert names[3:] == ["You & Guðrún"] * 2 + ["Ásta & Hjörtur"] * 2
    assert text(model, 1, 0) == "Score" and text(model, 1, 0, RowKindRole) == SCORE_ROW
    assert text(model, 1, 3) == "0 / 101" and text(model, 1, 5) == "0 / 101"
    assert "101" in text(model, 1, 0, TOOLTIP)
    assert model.spans() == [(1, 0, 1, 3), (1, 3, 1, 2), (1, 5, 1, 2)]
    assert text(model, 0, 2) == "\u2014"  # before the dealer's declaration
    assert text(model, 0, 2, ACCESSIBLE) == "\u2014"
    assert "has not chosen trump" in text(model, 0, 2, DESCRIPTION)
    rng = random.Random(5)
    step(game, rng)
    table = show(model, game)
    trump = table.contract.trump
    assert text(model, 0, 2) == ("No-trump" if trump is None else "♠♥♦♣"[trump])


def test_manillen_tie_pending_double_and_multipliers() -> None:
    game = start("manillen", None, 5)
    rng = random.Random(5)
    model = ScoreSheetModel(game.snapshot(0))
    view = ScoreSheetView(model)
    while len(game.hands) < 5 or not game.hands[4].finished:
        step(game, rng)
        show(model, game)
    table = game.snapshot(0)
    tie = table.sheet[4]
    assert tie.tied and tie.points == (0, 0) and table.standing.pending_double
    assert text(model, 4, 3) == "30–30 tie: next deal ×2"
    assert "next deal counts ×2" in text(model, 4, 4, TOOLTIP)
    assert text(model, 4, 3, ACCESSIBLE) == "30–30 tie: next deal ×2"
    assert text(model, 4, 3, DESCRIPTION) == "both sides, deal 5"
    assert (4, 3, 1, 4) in model.spans()
    assert view.spans() == model.spans(), "the tie's span is applied as the deal ends"
    assert view.columnSpan(4, 3) == 4
    last = model.rowCount() - 1
    assert "the next deal counts ×2" in text(model, last, 3, TOOLTIP)
    # Next deal: the pending double shows on the deal in progress.
    step(game, rng)
    table = show(model, game)
    assert table.contract.doubled
    assert text(model, 5, 4) == "×2" and text(model, 5, 6) == "×2"
    assert "This deal counts ×2" in text(model, 5, 0, TOOLTIP)
    while not game.hands[5].finished:
        step(game, rng)
    table = show(model, game)
    result = table.sheet[5]
    assert result.multipliers == ("notrump", "tie") and result.excess == 5
    side = 0 if result.points and result.points[0] else 1
    score = model.score_column(side)
    assert text(model, 5, score) == "5 ×2 ×2 = 20"
    assert text(model, 5, score, ValueRole) == 20
    tooltip = text(model, 5, score, TOOLTIP)
    assert "35 card points: 5 over 30, ×2 no-trump, ×2 after a tie" in tooltip
    assert "Score: 20" in tooltip
    assert text(model, 5, model.score_column(1 - side)) == "0"
    assert "not over 30" in text(model, 5, model.score_column(1 - side), TOOLTIP)
    assert text(model, 5, score, ACCESSIBLE) == "5 ×2 ×2 = 20"
    assert text(model, 5, score, DESCRIPTION) == f"score of {model.unit_name(side)}"


def test_manillen_all_tricks_double() -> None:
    game = start("manillen", None, 13)
    rng = random.Random(13)
    while len(game.hands) < 11 or not game.hands[10].finished:
        step(game, rng)
    model = ScoreSheetModel(game.snapshot(0))
    result = game.snapshot(0).sheet[10]
    assert "all_tricks" in result.multipliers
    assert result.points is not None
    side = 0 if result.points and result.points[0] else 1
    assert "×2 all 8 tricks" in text(model, 10, model.score_column(side), TOOLTIP)
    assert text(model, 10, model.score_column(side)).endswith(f"= {result.points[side]}")


# -- the view ------------------------------------------------------------------


@pytest.mark.parametrize(("name", "options", "seed"), GAMES)
def test_view_spans_header_and_width_for_each_layout(
    qtbot: QtBot, name: str, options: dict[str, str] | None, seed: int,
) -> None:
    game = start(name, options, seed)
    model = ScoreSheetModel()
    view = ScoreSheetView(model)
    qtbot.addWidget(view)
    rng = random.Random(seed)
    while len(game.hands) < 7 and not game.over:
        step(game, rng)
    show(model, game)  # a reset: a new layout
    assert view.spans() == model.spans()
    base = model.hand_row_count()
    assert view.columnSpan(base, 0) == 3 and view.columnSpan(base, model.total_column(1)) == 2
    width = view.fit_width(2000)
    view.resize(width, 600)
    view.show()
    assert not view.grab().isNull()  # paints the two-line header
    header = view.horizontalHeader()
    for unit in range(model.unit_count()):
        first, second = model.unit_columns(unit)
        name_width = view.fontMetrics().horizontalAdvance(model.unit_name(unit))
        assert header.sectionSize(first) + header.sectionSize(second) >= name_width
    for row, first, _rows, columns in model.spans():
        covered = sum(header.sectionSize(c) for c in range(first, first + columns)
                      if not view.isColumnHidden(c))
        shown = str(text(model, row, first) or "")
        assert covered >= view.fontMetrics().horizontalAdvance(shown)
    assert view.fit_width(100) <= width and view.compact and view.isColumnHidden(1)
    # An undo keeps the view's spans right.
    show(model, undo_to(game, 3, 0))
    assert view.spans() == model.spans()


# -- labels --------------------------------------------------------------------


def test_labels() -> None:
    assert contract_label(trump_contract(1)) == "Trump ♥"
    assert contract_label(NOTRUMP_CONTRACT) == "No-trump"
    assert contract_label(NULLO_CONTRACT) == "Nullo: aces low"
    assert card_accessible_name(parse_card("QS")) == "queen of spades"
    assert card_accessible_name(parse_card("TD")) == "ten of diamonds"
    with pytest.raises(ValueError, match="not a card"):
        card_accessible_name(52)


def test_signed_text_uses_a_true_minus_sign() -> None:
    assert signed_text(2) == "+2"
    assert signed_text(-1) == "\u22121"
    assert signed_text(0) == "0"
