"""A friend whose app was killed mid-table is offered "Rejoin the table at
<host>" at its next start and gets its own seat back with its token; a
friend who leaves on purpose is not; Join… fills in the last table's
address and code, and the name."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.gui.net import remembered
from manni_desktop.gui.net.join_dialog import JoinDialog
from tests.gui import friends_windows
from tests.gui.friends_windows import click, host_table, join, start, window

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    friends_windows.loopback(monkeypatch)


def friend_process(home: Path, port: int, code: str) -> subprocess.Popen[str]:
    """The friend's app, in its own process with its own data folder, seated."""
    env = {**os.environ, storage.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.gui.net_friend_process", f"127.0.0.1:{port}", code,
         "Bo"], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()  # blocks until seated (or refused)
    assert line.startswith("seated 1"), line
    return process


def test_a_killed_friend_is_offered_its_seat_back(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    main, host_window = host_table(qtbot, "Kitchen")
    process: subprocess.Popen[str] | None = None
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        home = tmp_path / "friend-home"
        process = friend_process(home, hosting.port, hosting.shown_code)
        start(qtbot, main)
        qtbot.waitUntil(host_window.net.has_game, timeout=15000)
        process.send_signal(signal.SIGKILL)  # mid-game: no bye, nothing cleaned up
        process.wait(10)
        qtbot.waitUntil(lambda: 1 not in hosting.seats()[1], timeout=15000)

        monkeypatch.setenv(storage.HOME_ENV, str(home))  # the friend's next start
        held = remembered.held_seat()
        assert held is not None and held.seat == 1 and held.name == "Bo"
        assert held.table == "Kitchen" and held.code == hosting.shown_code
        friend = window(qtbot)
        box = friend.friends.offer_rejoin()
        host_name = hosting.seats()[0][0]["name"]
        assert box is not None and box.isVisible()
        assert "“Kitchen”" in box.text() and host_name in box.text()
        button = box.findChild(type(box.defaultButton()), "rejoinTable")
        assert button is not None and button.text() == f"&Rejoin the table at {host_name}"
        click(box, "rejoinTable")
        qtbot.waitUntil(lambda: bool(friend.friends.windows)
                        and friend.friends.windows[0].isVisible(), timeout=20000)
        net = friend.friends.windows[0]
        qtbot.addWidget(net)
        assert net.net.seat == 1 and net.net.client.client.token == held.token
        qtbot.waitUntil(net.net.has_game, timeout=15000)
        qtbot.waitUntil(lambda: 1 in hosting.seats()[1], timeout=15000)
        assert hosting.seats()[0][1]["name"] == "Bo"

        net.close()  # leaving on purpose: nothing to offer at the next start
        assert remembered.held_seat() is None
        assert window(qtbot).friends.offer_rejoin() is None
    finally:
        if process is not None and process.poll() is None:
            process.kill()
        main.friends.shutdown()


def test_join_remembers_the_table_and_a_refused_rejoin_says_why(qtbot: QtBot) -> None:
    main, _host_window = host_table(qtbot)
    try:
        hosting = main.friends.hosting
        assert hosting is not None
        friend, net, error = join(qtbot, hosting.shown_code, hosting.port)
        assert net is not None, error
        held = remembered.held_seat()
        assert held is not None and held.address == f"127.0.0.1:{hosting.port}"
        friend.friends.shutdown()  # the app quits mid-table: the seat stays held
        assert remembered.held_seat() == held
        fresh = window(qtbot)
        fresh.friends.join_action.trigger()  # Game → Play with friends → Join…
        dialog = fresh.friends.dialog
        assert isinstance(dialog, JoinDialog) and dialog.isVisible()
        assert dialog.address_edit.text() == f"127.0.0.1:{hosting.port}"
        assert dialog.code_edit.text() == hosting.shown_code
        assert dialog.name_edit.text() == storage.load_settings().player_name != ""
        dialog.reject()

        stale = remembered.HeldSeat(held.table, held.host, held.address, held.code,
                                    held.name, held.seat, "0" * 32)
        remembered.remember_seat(stale)  # a token the table does not know
        again = window(qtbot)
        again.friends.rejoin(stale)
        qtbot.waitUntil(lambda: again.friends.dialog is not None
                        and again.friends.dialog.isVisible(), timeout=20000)
        join_dialog = again.friends.dialog
        assert isinstance(join_dialog, JoinDialog)
        assert "no longer held" in join_dialog.error_label.text()
        assert join_dialog.code_edit.text() == held.code
        assert remembered.held_seat() is None
        join_dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    finally:
        main.friends.shutdown()
