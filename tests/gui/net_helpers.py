"""Helpers for the network-game window tests: a host on 127.0.0.1 in this
process, a headless friend that plays its seat with a bot, and a window
seated at the table."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from pytestqt.qtbot import QtBot

from manni_desktop.engine.snapshot import Table
from manni_desktop.gui.net.controller import NetController
from manni_desktop.gui.net.window import NetWindow
from manni_desktop.net.client import TableClient
from manni_desktop.net.host import HostOptions, TableHost
from manni_desktop.net.hosting import ThreadedHost
from manni_desktop.net.joincode import normalize
from manni_desktop.net.referee import Referee
from tests.net.harness import bot_player

CODE = "K7QF-M2XD"


def start_host(game: str, kinds: list[str], **options: Any) -> tuple[ThreadedHost, int]:
    host = ThreadedHost(TableHost(Referee.new(game, {}, kinds, 1), normalize(CODE),
                                  HostOptions(bot_seed=1, **options)))
    _, port = host.start("127.0.0.1", 0)
    return host, port


class Friend:
    """A friend at the table without a window: a bot plays its seat, in a thread."""

    def __init__(self, port: int, name: str = "Ann") -> None:
        self.client = TableClient(name, CODE)
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(port,), daemon=True)
        self.thread.start()

    def _run(self, port: int) -> None:
        try:
            asyncio.run(bot_player(self.client, port, "random"))
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc


def seated_window(qtbot: QtBot, port: int, name: str = "You",
                  language: str | None = None, speed: str = "instant") -> NetWindow:
    controller = NetController(name, CODE, language)
    window = NetWindow(controller)
    qtbot.addWidget(window)
    window.resize(1100, 740)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed(speed)
    window.set_trick_pause("short", remember=False)
    with qtbot.waitSignal(controller.joined, timeout=15000):
        controller.connect_to("127.0.0.1", port)
    return window


def hidden_items(window: NetWindow, table: Table) -> list[int]:
    """Real cards (0-51) in other seats' hands (only the public cut card may be)."""
    shown = [c for s in table.seats if s.seat != table.viewer for c in s.hand if c < 1000]
    return shown
