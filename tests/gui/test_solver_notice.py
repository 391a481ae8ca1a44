"""Without the endgame solver (an install that found no C compiler), the
player is told (issue 57): the new-game dialog marks hard and expert of the
Manni games and says once how to get it, Help → About says it is missing,
and ``manni-desktop --version`` says the same; with it, none of that shows."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from manni_desktop.games.manni.bots import native_solver
from manni_desktop.games.manni.bots.native_build import library_name
from manni_desktop.gui.dialogs import NewGameDialog
from manni_desktop.gui.dialogs.about import AboutDialog

from .table_helpers import make_window

MARK = "(without the endgame solver: weaker)"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_solver() -> Iterator[None]:
    with native_solver.switched_off():
        yield


def _level_texts(dialog: NewGameDialog) -> dict[str, str]:
    combo = dialog.level_combos[0]
    return {str(combo.itemData(i)): combo.itemText(i) for i in range(combo.count())}


def _choose(dialog: NewGameDialog, game: str) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))


@pytest.mark.usefixtures("no_solver")
def test_without_the_solver_the_new_game_dialog_marks_hard_and_expert(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _choose(dialog, "hornafjardar")
    texts = _level_texts(dialog)
    assert texts["hard"] == f"Hard {MARK}" and texts["expert"] == f"Expert {MARK}"
    assert MARK not in texts["easy"] and MARK not in texts["medium"]
    assert dialog.solver_notice.isVisible()
    assert "installer" in dialog.solver_notice.text() and "wheel" in dialog.solver_notice.text()
    # Manillen's bots never use the library: nothing marked, no notice.
    _choose(dialog, "manillen")
    assert not any(MARK in text for text in _level_texts(dialog).values())
    assert not dialog.solver_notice.isVisible()
    # The mark follows the chosen level into the settings unchanged.
    _choose(dialog, "classic")
    combo = dialog.level_combos[0]
    combo.setCurrentIndex(combo.findData("hard"))
    assert combo.currentText() == f"Hard {MARK}" and dialog.settings().levels[0] == "hard"


def test_with_the_solver_nothing_is_marked(qtbot: QtBot) -> None:
    if not native_solver.native_available():
        pytest.skip("the C library is not built here")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    _choose(dialog, "hornafjardar")
    assert not any(MARK in text for text in _level_texts(dialog).values())
    assert not dialog.solver_notice.isVisible()


def _about_text(qtbot: QtBot) -> str:
    window = make_window(qtbot)
    window.about_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, AboutDialog) and w.isVisible())
    qtbot.addWidget(dialog)
    text = dialog.label.text()
    dialog.close()
    return text


def test_about_says_whether_the_solver_is_present(qtbot: QtBot) -> None:
    with native_solver.switched_off():
        assert "Endgame solver: missing" in _about_text(qtbot)
    if native_solver.native_available():
        assert "Endgame solver: present" in _about_text(qtbot)


@pytest.mark.parametrize("forced_off", [True, False])
def test_version_says_whether_the_solver_is_present(forced_off: bool) -> None:
    if not forced_off and not native_solver.native_available():
        pytest.skip("the C library is not built here")
    env = {**os.environ, native_solver.DISABLE_VARIABLE: "1" if forced_off else "0"}
    done = subprocess.run([sys.executable, "-m", "manni_desktop", "--version"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60, check=True)
    first, second = done.stdout.splitlines()
    assert first.startswith("manni-desktop ")
    if forced_off:
        assert second.startswith("endgame solver: missing") and "installer" in second
    else:
        assert second == f"endgame solver: present ({library_name()})"
