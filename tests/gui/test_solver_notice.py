"""Without the endgame solver (an install that found no C compiler), the
player is told (issue 57): the new-game dialog marks hard and expert of the
Manni games and says once how to get it, Help → About says it is missing,
and ``manni-desktop --version`` says the same; with it, none of that shows."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from manni_desktop.engine.levels import SEAT_LEVELS
from manni_desktop.games.manni.bots import native_solver
from manni_desktop.games.manni.bots.levels import EXPERT, HARD, MEDIUM, NATIVE_SOLVED
from manni_desktop.games.manni.bots.native_build import library_name
from manni_desktop.games.manni.rules import CLASSIC, HORNAFJARDAR, ManniRules
from manni_desktop.games.registry import ids
from manni_desktop.gui.dialogs import NewGameDialog
from manni_desktop.gui.dialogs.about import AboutDialog
from manni_desktop.gui.net.host_dialog import HostDialog
from manni_desktop.native_status import solves

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
    assert texts["hard"] == "Hard *" and texts["expert"] == "Expert *"
    assert texts["easy"] == "Easy" and texts["medium"] == "Medium"
    combo = dialog.level_combos[0]
    assert combo.itemData(combo.findData("hard"), Qt.ItemDataRole.ToolTipRole) == f"Hard {MARK}"
    combo.setCurrentIndex(combo.findData("hard"))
    assert combo.toolTip() == f"Hard {MARK}" and dialog.settings().levels[0] == "hard"
    combo.setCurrentIndex(combo.findData("easy"))
    assert combo.toolTip() == ""
    notice = dialog.solver_notice.text()
    assert dialog.solver_notice.isVisible() and notice.startswith("* Weaker here")
    assert all(word in notice for word in ("installer", "wheel", "C compiler"))
    # Manillen's bots never use the library, Classic Manni has no no-trump:
    # nothing marked, no notice.
    for game in ("manillen", "classic"):
        _choose(dialog, game)
        assert not any("*" in text for text in _level_texts(dialog).values()), game
        assert not dialog.solver_notice.isVisible(), game


@pytest.mark.parametrize("rules", [CLASSIC, HORNAFJARDAR], ids=lambda r: r.name)
def test_the_contract_kinds_are_those_the_rules_deal(rules: ManniRules) -> None:
    """``contract_kinds`` (what decides whether a level is marked) is what the
    rules deal: Classic never a no-trump hand, Hornafjarðar all three."""
    dealt = set()
    for seed in range(200):
        deck = list(rules.deck())
        random.Random(seed).shuffle(deck)
        dealt.add(rules.new_hand(deck, seed % 3, [], {"scoring": rules.scorings[0]}).contract.kind)
    assert dealt == set(rules.contract_kinds)


def test_the_marks_follow_the_levels_that_solve_in_c() -> None:
    """A level is marked where its budget solves, in C only, a contract the
    game deals (``levels.NATIVE_SOLVED`` from the budgets themselves)."""
    assert {"hard": frozenset({"notrump"}), "expert": frozenset({"notrump"})} == NATIVE_SOLVED
    assert HARD.native_solver_only and EXPERT.native_solver_only
    assert not MEDIUM.native_solver_only
    marked = {(game, level) for game in ids() for level in SEAT_LEVELS if solves(game, level)}
    assert marked == {("hornafjardar", "hard"), ("hornafjardar", "expert")}


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
    first, second, third = done.stdout.splitlines()
    assert first.startswith("manni-desktop ")
    assert third.startswith("log folder: ") and third.endswith("log")
    if forced_off:
        assert second.startswith("endgame solver: missing") and "installer" in second
        assert "C compiler" in second
    else:
        assert second == f"endgame solver: present ({library_name()})"


def _text_room(combo: QComboBox) -> int:
    """The width the closed combo box gives its current text."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option,
        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


def _nothing_cut(dialog: NewGameDialog) -> None:
    """Every shown name field holds a long name and every level box each of
    its levels whole (fontMetrics against the widget's room for text)."""
    for edit in dialog.name_edits:
        room = edit.width() - 2 * edit.style().pixelMetric(
            QStyle.PixelMetric.PM_DefaultFrameWidth) - 8
        assert edit.fontMetrics().horizontalAdvance("Guðmundur Þór") <= room, edit.objectName()
    for combo in dialog.level_combos:
        for index in range(combo.count()):
            combo.setCurrentIndex(index)
            text = combo.currentText()
            assert combo.fontMetrics().horizontalAdvance(text) <= _text_room(combo), text


@pytest.mark.usefixtures("back_to_english", "no_solver")
@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("host", [False, True], ids=["new game", "host a table"])
def test_the_marked_levels_cut_neither_names_nor_levels(
        qtbot: QtBot, language: str, host: bool) -> None:
    """Without the solver, at the dialog's own size, in every game: the long
    mark once widened the level boxes and cut the names to four letters."""
    from manni_desktop.gui.app_language import language_manager

    language_manager().set_language(language)
    dialog = HostDialog("Sigrún") if host else NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index in range(dialog.game_combo.count()):
        dialog.game_combo.setCurrentIndex(index)
        QApplication.processEvents()
        _nothing_cut(dialog)
