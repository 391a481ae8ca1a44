"""What a screen reader reads in the score sheet and the new-game dialog.

Checked through Qt's own accessibility interfaces, in process: what
``QAccessible.queryAccessibleInterface`` gives is what the AT-SPI bridge
hands Orca (and UIA / NSAccessibility elsewhere), so a model role that Qt
does not read, or reads under another name, fails here.

PySide6 has no binding for ``QAccessibleTableInterface`` (no ``cellAt``):
the table's children are walked instead, each cell placed by its
``tableCellInterface()`` (row, column), and each cell's column and row
header are the ones that interface names, the headers Orca speaks when the
column or row changes.  Accessibility is switched on as a running screen
reader does: only then do item views tell their accessible table that rows
came or went, and without that its cached cells go stale.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from manni_desktop.engine import new_game
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.dialogs import NewGameDialog
from manni_desktop.gui.dialogs.field_names import plain_label
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.models import HAND_ROW, ScoreSheetModel
from manni_desktop.gui.score_sheet import ScoreSheetView
from tests.engine.helpers import random_step

from .table_helpers import human_turn, make_window, settle

pytestmark = pytest.mark.usefixtures("back_to_english", "screen_reader_on")

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
DISPLAY = Qt.ItemDataRole.DisplayRole
H = Qt.Orientation.Horizontal
THREE = ["You", "Ásta", "Hjörtur"]
FOUR = ["You", "Ásta", "Guðrún", "Hjörtur"]


@pytest.fixture
def screen_reader_on(qapp: object) -> Iterator[None]:
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


# -- the score sheet -------------------------------------------------------------


def cells(view: ScoreSheetView) -> Iterator[tuple[int, int, QAccessibleInterface]]:
    """Every cell interface of the sheet with its (row, column)."""
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None and table.role() == QAccessible.Role.Table
    for child in range(table.childCount()):
        interface = table.child(child)
        if interface is None or interface.role() != QAccessible.Role.Cell:
            continue
        cell = interface.tableCellInterface()
        assert cell is not None
        yield cell.rowIndex(), cell.columnIndex(), interface


def covered(view: ScoreSheetView) -> set[tuple[int, int]]:
    """Cells under another cell's span: not drawn, so not what the sheet shows."""
    return {(row + r, column + c) for row, column, rows, columns in view.spans()
            for r in range(rows) for c in range(columns) if r or c}


def problems_of(view: ScoreSheetView) -> list[str]:
    """Everything a screen reader would read wrong in ``view`` now."""
    model = view.model()
    assert isinstance(model, ScoreSheetModel)
    hidden = covered(view)
    found: list[str] = []
    seen = 0
    for row, column, interface in cells(view):
        if view.isColumnHidden(column) or (row, column) in hidden:
            continue
        seen += 1
        where = f"cell ({row}, {column})"
        shown = model.data(model.index(row, column), DISPLAY) or ""
        name, description = interface.text(NAME), interface.text(DESCRIPTION)
        if name != shown:
            found.append(f"{where} is read {name!r} but shows {shown!r}")
        meaningful = shown or (model.row_kind(row) == HAND_ROW
                               and model.unit_of_column(column) is not None)
        if meaningful and not description:
            found.append(f"{where} ({shown!r}) has no description")
        if shown and description.startswith(f"{shown}, "):  # the old "0, tricks of You"
            found.append(f"{where}: the description {description!r} repeats the value")
        cell = interface.tableCellInterface()
        assert cell is not None
        for header in cell.columnHeaderCells() + cell.rowHeaderCells():
            if not header.text(NAME):
                found.append(f"{where} has a header without a name ({header.role()})")
        (column_header,) = cell.columnHeaderCells()
        unit = model.unit_of_column(column)
        word = model.headerData(column, H, DISPLAY)
        wanted = word if unit is None else f"{word}, {model.unit_name(unit)}"
        if column_header.text(NAME) != wanted:
            found.append(f"column {column} is read {column_header.text(NAME)!r}, not {wanted!r}")
        if not column_header.text(DESCRIPTION):
            found.append(f"column {column}'s header has no description")
        (row_header,) = cell.rowHeaderCells()
        if model.row_kind(row) == HAND_ROW:
            number = model.data(model.index(row, 0), DISPLAY)
            row_name = "Deal %1" if model.sides_layout() else "Hand %1"
            wanted = QCoreApplication.translate(
                "ScoreSheetModel", row_name, "accessible row header").replace("%1", number)
        else:
            wanted = model.data(model.index(row, 0), DISPLAY)
        if row_header.text(NAME) != wanted:
            found.append(f"row {row} is read {row_header.text(NAME)!r}, not {wanted!r}")
    assert seen >= model.columnCount(), "the sheet exposes its cells"
    return found


GAMES = [
    ("hornafjardar", {"scoring": "columns"}, 11, 3),
    ("hornafjardar", {"scoring": "running"}, 12, 2),
    ("classic", {"scoring": "running"}, 13, 2),
    ("manillen", None, 5, 6),  # deal 5 is a 30-30 tie: a span over the sides' columns
]


@pytest.mark.parametrize(("name", "options", "seed", "hands"), GAMES,
                         ids=[f"{g[0]}-{(g[1] or {}).get('scoring', 'sides')}" for g in GAMES])
def test_every_sheet_reads_what_it_shows(
    qtbot: QtBot, name: str, options: dict[str, str] | None, seed: int, hands: int
) -> None:
    game = new_game(name, options, seed=seed, players=FOUR if name == "manillen" else THREE)
    model = ScoreSheetModel(game.snapshot(0))
    view = ScoreSheetView(model)
    qtbot.addWidget(view)
    view.show()
    rng = random.Random(seed)
    checked = 0
    while len(game.hands) <= hands and not game.over:
        hand = len(game.hands)
        steps = 0
        while len(game.hands) == hand and not game.over:
            random_step(game, rng)
            steps += 1
            if steps in (1, 9):  # a hand just begun and one well under way
                model.set_table(game.snapshot(0))
                assert problems_of(view) == []
                checked += 1
        model.set_table(game.snapshot(0))
        assert problems_of(view) == []
    if name == "manillen":
        assert any(span[3] > 2 for span in view.spans()), "the tie was shown"
    assert checked >= 2 * hands
    view.setColumnHidden(1, True)  # the compact sheet leaves out the dealer
    assert problems_of(view) == []


def test_the_window_sheet_reads_what_it_shows_in_every_language(qtbot: QtBot) -> None:
    """After real turns in the real window, and after a live language switch:
    names are the shown (translated) texts, headers in the new language."""
    window: MainWindow = make_window(qtbot, seed=8)
    rng = random.Random(8)
    for _ in range(3):
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    view = window.score_view
    assert problems_of(view) == []
    english = {column: header.text(NAME) for column, header in headers(view).items()}
    language_manager().set_language("pt")
    QCoreApplication.processEvents()
    assert problems_of(view) == []
    portuguese = {column: header.text(NAME) for column, header in headers(view).items()}
    assert english[3] == "Tricks, You" and english[4] == "Points, You"
    assert portuguese[3] != english[3] and portuguese[3].endswith(", Você")


def headers(view: ScoreSheetView) -> dict[int, QAccessibleInterface]:
    """The column header interfaces, by column (from the first row's cells)."""
    out: dict[int, QAccessibleInterface] = {}
    for row, column, interface in cells(view):
        cell = interface.tableCellInterface()
        if row == 0 and cell is not None:
            out[column] = cell.columnHeaderCells()[0]
    return out


# -- the new-game dialog ---------------------------------------------------------


def field_name(field: QWidget) -> str:
    """What Orca reads as the field's label.  A line edit's accessible name;
    a combo box's name on Linux is its current value (QAccessibleComboBox),
    so there its label comes from the label relation, which must say the
    same as the name the other platforms read (``accessibleName``)."""
    interface = QAccessible.queryAccessibleInterface(field)
    assert interface is not None
    if isinstance(field, QComboBox):
        labels = [other.text(NAME) for other, _relation
                  in interface.relations(QAccessible.RelationFlag.Label)]
        assert len(labels) == 1, f"{field.objectName()} has labels {labels}"
        label = plain_label(labels[0])  # a shown label keeps its colon: "Game:"
        assert label == field.accessibleName()
        return label
    return interface.text(NAME)


def tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def expected_names(game: str) -> dict[str, str]:
    """Each field's name in the current language: its label's words."""
    seats = (["Left opponent", "Partner", "Right opponent"] if game == "manillen"
             else ["Left opponent", "Right opponent"])
    names = {"game": tr("&Game:"), "scoring": tr("&Scoring:"), "seed": tr("S&eed:")}
    names = {key: plain_label(text) for key, text in names.items()}
    for seat, who in enumerate(seats, start=1):
        names[f"name{seat}"] = tr(f"{who}'s name")
        names[f"level{seat}"] = tr(f"{who}'s level")
    return names


def shown_fields(dialog: NewGameDialog) -> dict[str, QWidget]:
    fields: list[QWidget] = [*dialog.findChildren(QComboBox), *dialog.findChildren(QLineEdit)]
    shown = {field.objectName(): field for field in fields
             if field.isVisibleTo(dialog) and field.objectName()}
    if dialog.scoring_fixed.isVisibleTo(dialog):  # a game scored one way: a line, no box
        shown["scoring"] = dialog.scoring_fixed
    return shown


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_new_game_field_is_named_by_its_label(qtbot: QtBot, language: str) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    if language != "en":
        language_manager().set_language(language)  # the dialog is open: a live switch
        QCoreApplication.processEvents()
    for game, index in (("hornafjardar", 0), ("manillen", 2)):
        dialog.game_combo.setCurrentIndex(index)
        fields = shown_fields(dialog)
        wanted = expected_names(game)
        assert sorted(fields) == sorted(wanted), "every field shown is checked"
        read = {key: field_name(field) for key, field in fields.items()}
        assert read == wanted
        for key, field in fields.items():
            value = field.currentText() if isinstance(field, QComboBox) else ""
            assert read[key] and read[key] != value, f"{key} is read by its value"
    if language == "en":
        assert read == {"game": "Game", "scoring": "Scoring", "seed": "Seed",
                        "name1": "Left opponent's name", "level1": "Left opponent's level",
                        "name2": "Partner's name", "level2": "Partner's level",
                        "name3": "Right opponent's name", "level3": "Right opponent's level"}
    else:
        assert read["level2"] != "Partner's level"
        level_labels = [label.text() for label in dialog.findChildren(QLabel)
                        if isinstance(label.buddy(), QComboBox)
                        and label.buddy().objectName().startswith("level")]
        assert "Level:" not in level_labels, "the shown word is translated too"
