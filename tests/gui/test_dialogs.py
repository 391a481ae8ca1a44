"""The new-game dialog and its settings object."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine import new_game
from manni_desktop.gui import persistence
from manni_desktop.gui.dialogs import NewGameDialog, NewGameSettings
from manni_desktop.gui.dialogs.new_game import GAMES


def ok_button(dialog: NewGameDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_defaults() -> None:
    settings = NewGameSettings()
    assert settings == NewGameSettings(
        "hornafjardar", "columns", ("Ásta", "Hjörtur"), ("medium", "medium"), None
    )
    assert NewGameSettings.from_dict(settings.to_dict()) == settings
    assert NewGameSettings.from_dict({}) == settings
    assert settings.options == {"scoring": "columns"}


def test_each_game_has_its_defaults() -> None:
    assert NewGameSettings("classic") == NewGameSettings(
        "classic", "running", ("Ásta", "Hjörtur"), ("medium", "medium"))
    manillen = NewGameSettings("manillen")
    assert manillen == NewGameSettings(
        "manillen", "none", ("Ásta", "Guðrún", "Hjörtur"), ("medium",) * 3)
    assert manillen.options == {}
    game = new_game(manillen.game, manillen.options, seed=1)  # the engine takes it
    assert game.options == {}
    assert NewGameSettings.from_dict({"game": "manillen"}) == manillen
    assert NewGameSettings.from_dict(manillen.to_dict()) == manillen


def test_filled_form_gives_those_settings(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.settings() == NewGameSettings()
    dialog.scoring_combo.setCurrentIndex(1)
    dialog.name_edits[0].clear()
    QTest.keyClicks(dialog.name_edits[0], "  Gunna ")
    dialog.name_edits[1].clear()
    QTest.keyClicks(dialog.name_edits[1], "Siggi")
    dialog.level_combos[0].setCurrentIndex(0)
    dialog.level_combos[1].setCurrentIndex(2)
    QTest.keyClicks(dialog.seed_edit, "12345")
    dialog.show()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings() == NewGameSettings(
        "hornafjardar", "running", ("Gunna", "Siggi"), ("easy", "hard"), 12345
    )


def test_defaults_fill_the_form(qtbot: QtBot) -> None:
    wanted = NewGameSettings("classic", "running", ("A", "B"), ("hard", "easy"), 7)
    dialog = NewGameDialog(defaults=wanted)
    qtbot.addWidget(dialog)
    assert dialog.settings() == wanted
    assert not dialog.scoring_combo.isEnabled()


def test_choosing_a_game_resets_its_scoring(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.settings().scoring == "columns"
    dialog.scoring_combo.setCurrentIndex(1)
    assert dialog.settings().scoring == "running"
    dialog.game_combo.setCurrentIndex(1)
    assert dialog.settings().game == "classic"
    assert dialog.settings().scoring == "running"
    assert dialog.scoring_combo.count() == 1 and not dialog.scoring_combo.isEnabled()
    assert "Classic Manni" in dialog.scoring_combo.toolTip()
    dialog.game_combo.setCurrentIndex(0)
    assert dialog.scoring_combo.isEnabled() and dialog.scoring_combo.count() == 2
    assert dialog.settings().scoring == "columns", "back to the game's default"


def test_manillen_has_a_row_per_computer_seat(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.seat_labels() == ["&Left opponent:", "&Right opponent:"]
    rows = dialog.findChildren(QLineEdit, "name3")
    assert len(rows) == 1 and not rows[0].isVisible()
    description = dialog.game_description.text()
    dialog.game_combo.setCurrentIndex(2)
    assert dialog.game_combo.currentText() == "Manillen"
    assert dialog.game_description.text() != description
    assert dialog.seat_labels() == ["&Left opponent:", "&Partner (across):", "&Right opponent:"]
    assert len(dialog.name_edits) == len(dialog.level_combos) == 3
    assert all(edit.isVisible() for edit in dialog.name_edits)
    assert [c.accessibleName() for c in dialog.level_combos] == [
        "Left opponent's level", "Partner's level", "Right opponent's level"]
    assert dialog.name_edits[1].accessibleName() == "Partner's name"
    assert not dialog.scoring_combo.isEnabled()
    assert [e.text() for e in dialog.name_edits] == ["Ásta", "Guðrún", "Hjörtur"]
    dialog.name_edits[1].clear()
    assert not ok_button(dialog).isEnabled()
    QTest.keyClicks(dialog.name_edits[1], "Sigrun")
    dialog.level_combos[0].setCurrentIndex(0)
    dialog.level_combos[1].setCurrentIndex(2)
    QTest.keyClicks(dialog.seed_edit, "77")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    chosen = dialog.settings()
    assert chosen == NewGameSettings(
        "manillen", "none", ("Ásta", "Sigrun", "Hjörtur"), ("easy", "hard", "medium"), 77)
    assert chosen.options == {}


def test_each_game_keeps_its_players_while_switching(qtbot: QtBot) -> None:
    opponents = {"manillen": (("Jón", "Sigrún", "Páll"), ("easy", "easy", "hard"))}
    dialog = NewGameDialog(opponents=opponents)
    qtbot.addWidget(dialog)
    dialog.name_edits[0].setText("Gunna")
    dialog.game_combo.setCurrentIndex(2)
    assert dialog.settings().names == ("Jón", "Sigrún", "Páll")
    assert dialog.settings().levels == ("easy", "easy", "hard")
    dialog.name_edits[2].setText("Dóra")
    dialog.game_combo.setCurrentIndex(0)
    assert dialog.settings().names == ("Gunna", "Hjörtur")
    assert dialog.seat_labels() == ["&Left opponent:", "&Right opponent:"]
    dialog.game_combo.setCurrentIndex(2)
    assert dialog.settings().names == ("Jón", "Sigrún", "Dóra")


def test_settings_remember_each_games_players(tmp_path: Path) -> None:
    settings = storage.Settings()
    manillen = NewGameSettings("manillen", names=("Jón", "Sigrún", "Páll"),
                               levels=("easy", "hard", "hard"))
    persistence.remember_new_game(settings, manillen)
    three = NewGameSettings("hornafjardar", "running", ("Gunna", "Þór"), ("hard", "easy"))
    persistence.remember_new_game(settings, three)
    storage.save_settings(settings, tmp_path)
    loaded = storage.load_settings(tmp_path)
    assert loaded == settings
    assert persistence.new_game_settings(loaded) == three
    loaded.game, loaded.scoring = "manillen", "none"
    assert persistence.new_game_settings(loaded) == manillen
    by_game = persistence.opponents_by_game(loaded)
    assert by_game["manillen"] == (manillen.names, manillen.levels)
    assert by_game["hornafjardar"] == (three.names, three.levels)
    assert by_game["classic"] == (("Ásta", "Hjörtur"), ("medium", "medium"))


def test_empty_name_disables_ok(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    button = ok_button(dialog)
    assert button.isEnabled()
    dialog.name_edits[1].clear()
    assert not button.isEnabled()
    QTest.keyClicks(dialog.name_edits[1], "   ")
    assert not button.isEnabled()
    QTest.keyClicks(dialog.name_edits[1], "X")
    assert button.isEnabled()


def test_name_length_is_capped(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.name_edits[0].clear()
    QTest.keyClicks(dialog.name_edits[0], "N" * 30)
    assert dialog.settings().names[0] == "N" * 20


def test_bad_seed_text_is_refused(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.seed_edit, "4x-2.5")
    assert dialog.seed_edit.text() == "425"
    assert dialog.settings().seed == 425
    dialog.seed_edit.clear()
    assert dialog.settings().seed is None


def test_language_change_retranslates(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.setWindowTitle("stale")
    dialog.game_combo.setItemText(0, "stale")
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "New game"
    assert dialog.game_combo.itemText(0) == "Hornafjarðar Manni"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "must be an object"),
        ({"game": "poker"}, "unknown game 'poker'"),
        ({"scoring": 3}, "'scoring' must be text"),
        ({"game": "classic", "scoring": "columns"}, "always uses the running score"),
        ({"game": "manillen", "scoring": "columns"}, "Manillen has no scoring option"),
        ({"game": "hornafjardar", "scoring": "none"}, "does not score 'none'"),
        ({"scoring": "doubled"}, "unknown scoring 'doubled'"),
        ({"names": ["Ásta"]}, "'names' must be a list of two"),
        ({"game": "manillen", "names": ["Ásta", "B"]}, "'names' must be a list of three"),
        ({"game": "manillen", "levels": ["easy", "easy", "wise"]}, "seat 3 level 'wise'"),
        ({"names": ["Ásta", ""]}, "seat 2 name is empty"),
        ({"names": ["Ásta", " B "]}, "spaces at its ends"),
        ({"names": ["Ásta", "x" * 21]}, "longer than 20"),
        ({"names": ["Ásta", 5]}, "seat 2 name must be text"),
        ({"levels": ["easy", "godlike"]}, "seat 2 level 'godlike' is unknown"),
        ({"seed": "12"}, "seed must be a whole number"),
        ({"seed": -1}, "seed must be a whole number"),
        ({"seed": True}, "seed must be a whole number"),
        ({"colour": "red"}, "unknown new-game setting 'colour'"),
    ],
)
def test_from_dict_refuses_bad_data(data: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        NewGameSettings.from_dict(data)


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize("language", ["en", "pt", "es", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_the_game_description_is_never_cut(qtbot: QtBot, language: str, game: str) -> None:
    """A wrapped label gets the height of the dialog's first estimate of its
    width; Polish labels widen the dialog, and the Manillen text lost its
    first and last lines."""
    from manni_desktop.gui.app_language import language_manager

    language_manager().set_language(language)
    dialog = NewGameDialog(defaults=NewGameSettings(game=game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    label = dialog.game_description
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize("language", ["en", "pl"])
def test_a_longer_description_chosen_later_is_not_cut(qtbot: QtBot, language: str) -> None:
    """The dialog opens on one game and the player picks another whose text is
    longer (Mizerka's five lines after Hornafjarðar's three): the label holds
    it whole (the dialog is sized for the longest one when it opens)."""
    from manni_desktop.gui.app_language import language_manager

    language_manager().set_language(language)
    dialog = NewGameDialog(defaults=NewGameSettings(game="hornafjardar"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    label = dialog.game_description
    before = label.height()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("mizerka"))
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    # whole, in a dialog sized from the start for the longest description
    assert label.height() >= max(before, label.heightForWidth(label.width()))
