"""The score sheet model shows exactly what the engine says, hand by hand."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont

from manni_desktop.engine import Game, new_game, parse_card
from manni_desktop.engine.contracts import NOTRUMP_CONTRACT, NULLO_CONTRACT, trump_contract
from manni_desktop.engine.manni import ManniRules
from manni_desktop.gui.labels import card_accessible_name, contract_label
from manni_desktop.gui.models import (
    HAND_ROW,
    MINUS_ROW,
    NET_ROW,
    PLUS_ROW,
    PlayerNameRole,
    RowKindRole,
    ScoreSheetModel,
    ValueRole,
    signed_text,
)
from tests.engine.helpers import random_step

PLAYERS = ["You", "Ásta", "Hjörtur"]
DISPLAY = Qt.ItemDataRole.DisplayRole


def play_hand(game: Game, rng: random.Random) -> None:
    """Act until the current hand is finished (or the game over)."""
    count = len(game.hands)
    while not game.over and len(game.hands) == count:
        random_step(game, rng)


def text(model: ScoreSheetModel, row: int, column: int, role: int = DISPLAY) -> object:
    return model.data(model.index(row, column), role)


def check_matches_engine(model: ScoreSheetModel, game: Game) -> None:
    """Every cell against the engine's own numbers."""
    seats = len(game.players)
    assert model.columnCount() == 3 + 2 * seats
    assert model.rowCount() == len(game.hands) + 3
    for row, hand in enumerate(game.hands):
        assert text(model, row, 0, RowKindRole) == HAND_ROW
        assert text(model, row, 0) == str(row + 1)
        assert text(model, row, 1) == game.players[hand.dealer]
        assert text(model, row, 2) == (
            "Nullo" if hand.contract.kind == "nullo" else contract_label(hand.contract)  # type: ignore[attr-defined]
        )
        points = hand.points()  # type: ignore[attr-defined]
        for seat in range(seats):
            tricks = hand.tricks_won[seat]  # type: ignore[attr-defined]
            assert text(model, row, model.tricks_column(seat)) == str(tricks)
            assert text(model, row, model.tricks_column(seat), ValueRole) == tricks
            shown = text(model, row, model.points_column(seat))
            if points is None:
                assert shown == ""
                assert text(model, row, model.points_column(seat), ValueRole) is None
            else:
                value = points[0][seat] - points[1][seat]
                assert shown == signed_text(value)
                assert text(model, row, model.points_column(seat), ValueRole) == value
    totals = game.totals()
    first_total = len(game.hands)
    for offset, kind in enumerate((PLUS_ROW, MINUS_ROW, NET_ROW)):
        row = first_total + offset
        assert text(model, row, 0, RowKindRole) == kind
        for seat in range(seats):
            assert text(model, row, model.tricks_column(seat), ValueRole) == totals[kind][seat]


@pytest.mark.parametrize(
    ("name", "scoring", "seed"),
    [("hornafjardar", "columns", 11), ("hornafjardar", "running", 12), ("classic", "running", 13)],
)
def test_sheet_follows_a_whole_random_game(
    qtmodeltester: object, name: str, scoring: str, seed: int
) -> None:
    game = new_game(name, {"scoring": scoring}, seed=seed, players=PLAYERS)
    model = ScoreSheetModel(game)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    rng = random.Random(seed)
    check_matches_engine(model, game)
    hands_before = len(game.hands)
    while not game.over:
        play_hand(game, rng)
        model.refresh()
        check_matches_engine(model, game)
        if len(game.hands) > hands_before:
            assert inserted[-1] == (hands_before, len(game.hands) - 1)
            hands_before = len(game.hands)
    assert game.winners
    qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_totals_text_and_race_display() -> None:
    game = new_game("hornafjardar", {"scoring": "columns"}, seed=5, players=PLAYERS)
    rng = random.Random(5)
    while not game.over:
        play_hand(game, rng)
    model = ScoreSheetModel(game)
    totals = game.totals()
    base = model.hand_row_count()
    for seat in range(3):
        column = model.tricks_column(seat)
        assert text(model, base, column) == f"{totals['plus'][seat]} / 10"
        assert text(model, base + 1, column) == str(totals["minus"][seat])
        assert text(model, base + 2, column) == signed_text(totals["net"][seat])
        assert text(model, base + 2, model.points_column(seat)) is None  # joined by spans()
    assert [text(model, base + k, 0) for k in range(3)] == ["Plus", "Minus", "Net"]
    # the race colour grows with the plus column
    alphas = [
        text(model, base, model.tricks_column(s), Qt.ItemDataRole.BackgroundRole) for s in range(3)
    ]
    order = sorted(range(3), key=lambda s: totals["plus"][s])
    assert alphas[order[0]].alpha() <= alphas[order[2]].alpha()  # type: ignore[union-attr]
    # winners: bold header, highlighted net cell
    for seat in range(3):
        header_font = model.headerData(
            model.tricks_column(seat), Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole
        )
        net_font = text(model, base + 2, model.tricks_column(seat), Qt.ItemDataRole.FontRole)
        if seat in game.winners:
            assert isinstance(header_font, QFont) and header_font.bold()
            assert isinstance(net_font, QFont) and net_font.bold()
            assert "Winner" in str(
                text(model, base + 2, model.tricks_column(seat), Qt.ItemDataRole.ToolTipRole)
            )
        else:
            assert header_font is None
    spans = model.spans()
    assert (base, 0, 1, 3) in spans and (base + 2, model.tricks_column(2), 1, 2) in spans


def test_running_scoring_labels_score_row() -> None:
    game = new_game("classic", {"scoring": "running"}, seed=3, players=PLAYERS)
    model = ScoreSheetModel(game)
    base = model.hand_row_count()
    assert [text(model, base + k, 0) for k in range(3)] == ["Plus", "Minus", "Score"]
    assert text(model, base + 2, model.tricks_column(0)) == "0 / 10"
    assert text(model, base, model.tricks_column(0)) == "0"
    # Classic shows the fixed trump: hearts first
    assert text(model, 0, 2) == "Trump ♥"


def test_headers_carry_player_names() -> None:
    names = ["Me", "Gunna", "Siggi"]
    model = ScoreSheetModel(new_game("hornafjardar", seed=1, players=names))
    horizontal = Qt.Orientation.Horizontal
    headers = [model.headerData(c, horizontal, DISPLAY) for c in range(model.columnCount())]
    assert headers[:3] == ["Hand", "Dealer", "Contract"]
    for seat, name in enumerate(names):
        assert headers[model.tricks_column(seat)] == "Tricks"
        assert headers[model.points_column(seat)] == "Points"
        for column in (model.tricks_column(seat), model.points_column(seat)):
            assert model.headerData(column, horizontal, PlayerNameRole) == name
    assert model.headerData(2, horizontal, PlayerNameRole) is None
    assert model.headerData(0, Qt.Orientation.Vertical, DISPLAY) is None


def test_hand_in_progress_shows_tricks_so_far_and_blank_points() -> None:
    game = new_game("hornafjardar", seed=21, players=PLAYERS)
    rng = random.Random(21)
    while game.phase != "play" or len(game.hand.tricks) < 2:  # type: ignore[union-attr]
        random_step(game, rng)
    model = ScoreSheetModel(game)
    hand = game.hand
    assert model.rowCount() == 1 + 3
    assert sum(int(str(text(model, 0, model.tricks_column(s)))) for s in range(3)) == len(
        hand.tricks  # type: ignore[union-attr]
    )
    assert all(text(model, 0, model.points_column(s)) == "" for s in range(3))
    font = text(model, 0, 0, Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.italic()
    assert "in progress" in str(text(model, 0, 1, Qt.ItemDataRole.ToolTipRole))


def test_points_colours_and_alignment() -> None:
    game = new_game("hornafjardar", seed=8, players=PLAYERS)
    rng = random.Random(8)
    play_hand(game, rng)
    model = ScoreSheetModel(game)
    points = game.hands[0].points()  # type: ignore[attr-defined]
    for seat in range(3):
        colour = text(model, 0, model.points_column(seat), Qt.ItemDataRole.ForegroundRole)
        value = points[0][seat] - points[1][seat]
        if value > 0:
            assert colour.green() > colour.red()  # type: ignore[union-attr]
        elif value < 0:
            assert colour.red() > colour.green()  # type: ignore[union-attr]
        else:
            assert colour is None
    assert text(model, 0, model.tricks_column(0), Qt.ItemDataRole.TextAlignmentRole) == (
        Qt.AlignmentFlag.AlignCenter
    )
    assert text(model, 0, 1, Qt.ItemDataRole.AccessibleTextRole)


def test_set_game_of_another_match_resets_and_undo_copy_removes_rows(qtbot: object) -> None:
    game = new_game("hornafjardar", seed=4, players=PLAYERS)
    rng = random.Random(4)
    before = game.copy()
    play_hand(game, rng)
    play_hand(game, rng)
    model = ScoreSheetModel(game)
    assert model.hand_row_count() == 3
    removed: list[tuple[int, int]] = []
    model.rowsRemoved.connect(lambda _p, first, last: removed.append((first, last)))
    model.set_game(before)  # an undo restoring an earlier copy of the same match
    assert removed == [(1, 2)]
    check_matches_engine(model, before)
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    other = new_game("classic", {"scoring": "running"}, seed=4, players=["A", "B", "C"])
    model.set_game(other)
    assert resets == [True]
    check_matches_engine(model, other)
    model.set_game(None)
    assert model.rowCount() == 0 and model.columnCount() == 0
    assert model.data(QModelIndex()) is None


def test_retranslate_announces_headers_and_cells() -> None:
    model = ScoreSheetModel(new_game("hornafjardar", seed=2, players=PLAYERS))
    headers: list[tuple[object, int, int]] = []
    cells: list[tuple[int, int]] = []
    model.headerDataChanged.connect(lambda o, a, b: headers.append((o, a, b)))
    model.dataChanged.connect(lambda tl, br, _roles=None: cells.append((br.row(), br.column())))
    model.retranslate()
    assert headers == [(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)]
    assert cells == [(model.rowCount() - 1, model.columnCount() - 1)]


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


def test_refuses_games_it_cannot_show() -> None:
    # e.g. Manillen (4 players, card points); any unknown rules name will do here
    other = Game(ManniRules("not-manni", classic=False), seed=1)
    with pytest.raises(ValueError, match="shows Manni games"):
        ScoreSheetModel(other)
