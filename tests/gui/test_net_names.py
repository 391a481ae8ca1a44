"""Names at a network table: the player's own name (asked when hosting or
joining, with the system's login filled in, remembered in the settings,
changed under View → Your name…), the computer seats called by the names
the host's form gave them, and a computer player's level in the language
shown."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.net.join_dialog import JoinDialog
from manni_desktop.gui.net.names import NameDialog, system_name
from manni_desktop.net.referee import REMOTE
from tests.gui import friends_windows
from tests.gui.friends_windows import GAME, start, window

pytestmark = pytest.mark.usefixtures("back_to_english")


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def test_the_hosts_name_and_the_forms_computer_names_reach_every_seat(qtbot: QtBot) -> None:
    main = window(qtbot)
    try:
        dialog = main.friends.host_dialog()
        assert dialog.player_edit.text() == system_name()  # nothing chosen yet: offered
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
        dialog.name_edits[1].setText("Hjörtur")
        dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dialog.player_edit.clear()
        assert not ok.isEnabled() and "your name" in ok.toolTip()  # a blank name: no table
        dialog.player_edit.setText("  Sigrún ")
        stand_in = dialog.stand_in_combo  # the window's --stand-in-after
        assert stand_in.currentData() == 60.0 and stand_in.currentText() == "1 minute"
        stand_in.setCurrentIndex(stand_in.findData(120.0))
        assert dialog.choice().kinds == [REMOTE, REMOTE, "easy"]
        ok.click()
        assert storage.load_settings().player_name == "Sigrún"  # remembered
        lobby, hosting = main.friends.lobby, main.friends.hosting
        assert lobby is not None and hosting is not None
        assert hosting.host.host.options.stand_in_after == 120.0
        qtbot.waitUntil(lambda: lobby.seat_list.item(0).text() == "You: Sigrún (joined)",
                        timeout=15000)
        assert lobby.seat_list.item(2).text() == "Right opponent: Hjörtur, computer player (Easy)"

        friend = window(qtbot)  # the same settings folder: the name chosen is offered
        join = friend.friends.join_dialog()
        assert isinstance(join, JoinDialog) and join.name_edit.text() == "Sigrún"
        join.name_edit.setText("Bo")
        join.address_edit.setText(f"127.0.0.1:{hosting.port}")
        join.code_edit.setText(hosting.shown_code)
        join.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: not join.isVisible(), timeout=20000)
        net = friend.friends.windows[0]
        qtbot.addWidget(net)
        assert storage.load_settings().player_name == "Bo"
        start(qtbot, main)
        qtbot.waitUntil(net.net.has_game, timeout=15000)
        assert net.net.table.names == ("Sigrún", "Bo", "Hjörtur")
        host_window = main.friends.windows[0]
        qtbot.waitUntil(host_window.net.has_game, timeout=15000)
        assert host_window.net.table.names == ("Sigrún", "Bo", "Hjörtur")
        saved = hosting.host.host.referee.session.record()
        assert saved["players"] == ["Sigrún", "Bo", "Hjörtur"]  # the table's saves name them
    finally:
        main.friends.shutdown()


def test_a_computer_players_level_is_said_in_the_language_shown(qtbot: QtBot) -> None:
    main, _host_window = friends_windows.host_table(qtbot)
    try:
        lobby = main.friends.lobby
        assert lobby is not None
        assert lobby.seat_list.item(2).text().endswith("computer player (Easy)")
        language_manager().set_language("pl")
        qtbot.waitUntil(lambda: lobby.seat_list.item(2).text().endswith("(Łatwy)"),
                        timeout=5000)
        assert "Easy" not in lobby.seat_list.item(2).text()
        lobby.give_button.click()  # the free friend's seat: the form's name for it
        qtbot.waitUntil(lambda: "(Średni)" in lobby.seat_list.item(1).text(), timeout=5000)
        assert "Medium" not in lobby.seat_list.item(1).text()
    finally:
        main.friends.shutdown()


def test_view_your_name_changes_and_keeps_the_name(qtbot: QtBot) -> None:
    main = window(qtbot)
    dialog = main.friends.name_dialog()
    assert isinstance(dialog, NameDialog) and dialog.isVisible()
    assert main.friends.name_action in main.view_menu.actions()
    assert dialog.edit.text() == system_name()
    dialog.edit.setText("   ")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible() and "Type a name" in dialog.error_label.text()
    dialog.edit.setText("Ása")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert main.app_settings.player_name == "Ása"
    assert storage.load_settings().player_name == "Ása"
    assert main.friends.player == "Ása"
    host = main.friends.host_dialog()
    assert host.player_edit.text() == "Ása"
    host.reject()


def test_a_friend_with_a_name_already_at_the_table_is_told_to_choose_another(
        qtbot: QtBot) -> None:
    main = window(qtbot)
    try:
        dialog = main.friends.host_dialog()
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
        dialog.player_edit.setText("Sigrún")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        lobby, hosting = main.friends.lobby, main.friends.hosting
        assert lobby is not None and hosting is not None
        qtbot.waitUntil(lambda: lobby.seat_list.item(0).text() == "You: Sigrún (joined)",
                        timeout=15000)

        friend = window(qtbot)
        join = friend.friends.join_dialog()
        assert isinstance(join, JoinDialog)
        join.name_edit.setText(" sigrún")  # the host's name, another case and a space
        join.address_edit.setText(f"127.0.0.1:{hosting.port}")
        join.code_edit.setText(hosting.shown_code)
        join.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: "already has that name" in join.error_label.text(),
                        timeout=20000)
        assert join.isVisible() and join.name_edit.text() == " sigrún"  # kept, to change
    finally:
        main.friends.shutdown()
