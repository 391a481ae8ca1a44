"""The new-game dialog and its settings object."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from manni_desktop.gui.dialogs import NewGameDialog, NewGameSettings


def ok_button(dialog: NewGameDialog) -> object:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_defaults() -> None:
    settings = NewGameSettings()
    assert settings == NewGameSettings(
        "hornafjardar", "columns", ("Ásta", "Hjörtur"), ("medium", "medium"), None
    )
    assert NewGameSettings.from_dict(settings.to_dict()) == settings
    assert NewGameSettings.from_dict({}) == settings


def test_filled_form_gives_those_settings(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.settings() == NewGameSettings()
    dialog.scoring_combo.setCurrentIndex(1)
    dialog.name_edits[0].clear()
    qtbot.keyClicks(dialog.name_edits[0], "  Gunna ")
    dialog.name_edits[1].clear()
    qtbot.keyClicks(dialog.name_edits[1], "Siggi")
    dialog.level_combos[0].setCurrentIndex(0)
    dialog.level_combos[1].setCurrentIndex(2)
    qtbot.keyClicks(dialog.seed_edit, "12345")
    dialog.show()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings() == NewGameSettings(
        "hornafjardar", "running", ("Gunna", "Siggi"), ("easy", "hard"), 12345
    )


def test_defaults_fill_the_form(qtbot) -> None:  # type: ignore[no-untyped-def]
    wanted = NewGameSettings("classic", "running", ("A", "B"), ("hard", "easy"), 7)
    dialog = NewGameDialog(defaults=wanted)
    qtbot.addWidget(dialog)
    assert dialog.settings() == wanted
    assert not dialog.scoring_combo.isEnabled()


def test_classic_forces_running_scoring_and_gives_the_choice_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.settings().scoring == "columns"
    dialog.game_combo.setCurrentIndex(1)
    assert dialog.settings().game == "classic"
    assert dialog.settings().scoring == "running"
    assert not dialog.scoring_combo.isEnabled()
    dialog.game_combo.setCurrentIndex(0)
    assert dialog.scoring_combo.isEnabled()
    assert dialog.settings().scoring == "columns"


def test_empty_name_disables_ok(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    button = ok_button(dialog)
    assert button.isEnabled()  # type: ignore[attr-defined]
    dialog.name_edits[1].clear()
    assert not button.isEnabled()  # type: ignore[attr-defined]
    qtbot.keyClicks(dialog.name_edits[1], "   ")
    assert not button.isEnabled()  # type: ignore[attr-defined]
    qtbot.keyClicks(dialog.name_edits[1], "X")
    assert button.isEnabled()  # type: ignore[attr-defined]


def test_name_length_is_capped(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.name_edits[0].clear()
    qtbot.keyClicks(dialog.name_edits[0], "N" * 30)
    assert dialog.settings().names[0] == "N" * 20


def test_bad_seed_text_is_refused(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.seed_edit, "4x-2.5")
    assert dialog.seed_edit.text() == "425"
    assert dialog.settings().seed == 425
    dialog.seed_edit.clear()
    assert dialog.settings().seed is None


def test_language_change_retranslates(qtbot) -> None:  # type: ignore[no-untyped-def]
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
        ({"names": ["Ásta"]}, "'names' must be a list of two"),
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
