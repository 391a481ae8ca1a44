"""The host form's "Allow hints" (review of issue 54, finding 6): the
table allows hints only if the host ticked it, and the host's own window
greys Hint out and says why when it did not."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.net.window import NetWindow
from manni_desktop.net.client import Over
from tests.gui import friends_windows
from tests.gui.friends_windows import GAME, start, window
from tests.gui.table_helpers import make_window


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def host_alone(qtbot: QtBot, main: MainWindow, hints: bool | None) -> NetWindow:
    """Host a table from the form (``hints``: tick or untick Allow hints;
    None: as the form offers it), seat 1 given to a computer, started."""
    dialog = main.friends.host_dialog()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
    if hints is not None:
        dialog.hints_check.setChecked(hints)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    host_window = main.friends.windows[-1]
    qtbot.addWidget(host_window)
    host_window.set_speed("instant")
    lobby = main.friends.lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: "(joined)" in lobby.seat_list.item(0).text(), timeout=15000)
    lobby.give_button.click()
    start(qtbot, main)
    qtbot.waitUntil(host_window.net.human_to_act, timeout=20000)
    return host_window


def test_hints_follow_the_hosts_choice_in_the_form(qtbot: QtBot) -> None:
    main = window(qtbot)
    try:
        host_window = host_alone(qtbot, main, hints=False)
        assert main.friends.hosting is not None
        assert not main.friends.hosting.host.host.options.allow_hints
        assert not host_window.hint_action.isEnabled()
        assert host_window.hint_action.toolTip() == (
            "The host has not allowed hints at this table.")
        host_window.close()
        host_window = host_alone(qtbot, main, hints=True)
        assert main.friends.hosting.host.host.options.allow_hints
        assert host_window.hint_action.isEnabled()
        with qtbot.waitSignal(host_window.net.hintReady, timeout=60000):
            host_window.hint_action.trigger()
    finally:
        main.friends.shutdown()


def test_the_host_form_remembers_the_last_table_and_the_table_window_has_your_name(
        qtbot: QtBot) -> None:
    """Review of issue 54, finding 10: the game, the seats' levels and names,
    the stand-in wait and hints come back in the next Host a table…; View →
    Your name… is in the table window too."""
    main = window(qtbot)
    try:
        dialog = main.friends.host_dialog()
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
        dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("hard"))
        dialog.name_edits[1].setText("Tölva")
        dialog.stand_in_combo.setCurrentIndex(dialog.stand_in_combo.findData(120.0))
        dialog.hints_check.setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        host_window = main.friends.windows[-1]
        qtbot.addWidget(host_window)
        name_action = host_window.friends.name_action
        assert name_action.isVisible() and name_action in host_window.view_menu.actions()
        name_action.trigger()
        assert host_window.friends.dialog is not None
        assert host_window.friends.dialog.isVisible()
        host_window.friends.dialog.reject()
        host_window.close()

        again = main.friends.host_dialog()
        assert again.game_combo.currentData() == GAME
        assert [c.currentData() for c in again.level_combos] == ["friend", "hard"]
        assert again.name_edits[1].text() == "Tölva"
        assert again.stand_in_combo.currentData() == 120.0
        assert again.hints_check.isChecked()
        again.reject()
    finally:
        main.friends.shutdown()


def test_the_end_of_a_friends_game_offers_no_local_play_again(qtbot: QtBot) -> None:
    """Review of issue 54, finding 8: the game-over panel of a friends'
    table has no Play again / New game… (they did nothing, or opened the
    offline form); the window says how to play again instead."""
    main = window(qtbot)
    try:
        host_window = host_alone(qtbot, main, hints=None)
        scene = host_window.scene
        table = scene._table
        assert table is not None  # the live table, as if the host's seat had won it
        scene._table = replace(table, standing=replace(table.standing, winners=(0,)))
        scene._show_end_panel("over")
        shown = [b.text() for b in scene.decor.panel.button_bar.buttons if b.isVisible()]
        assert "Play again" not in shown and "New game…" not in shown
        with qtbot.waitSignal(host_window.net.finished, timeout=5000):
            host_window.net.received.emit(Over({"format": "manni-record/1",
                                                "game": GAME, "hands": []}))
        assert "host a new table" in host_window.statusBar().currentMessage()
        local = make_window(qtbot, game=GAME)  # a local window keeps both
        qtbot.waitUntil(lambda: local.scene._table is not None, timeout=5000)
        table = local.scene._table
        assert table is not None
        local.scene._table = replace(table, standing=replace(table.standing, winners=(0,)))
        local.scene._show_end_panel("over")
        shown = [b.text() for b in local.scene.decor.panel.button_bar.buttons
                 if b.isVisible()]
        assert "Play again" in shown
    finally:
        main.friends.shutdown()
