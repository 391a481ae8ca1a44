"""A friend's window in Polish at a table whose host plays in English: the
messages carry no words, so the window draws the same table in its own
language (a whole process per language is not needed: the host's core is
language-free; its English player is the headless friend here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.gui.app_language import language_manager
from manni_desktop.net.referee import REMOTE
from tests.gui.net_helpers import Friend, seated_window, start_host
from tests.gui.table_helpers import click_card

pytestmark = pytest.mark.usefixtures("back_to_english")


def answered(controller: Any, before: object) -> Callable[[], bool]:
    """True once ``controller`` shows a table other than ``before``."""
    return lambda: controller.table is not before


def test_a_polish_window_draws_the_hosts_table(qtbot: QtBot) -> None:
    language_manager().set_language("pl")
    host, port = start_host("hornafjardar", [REMOTE, REMOTE, "random"])
    try:
        window = seated_window(qtbot, port, name="Ola", language="pl")
        friend = Friend(port, name="Ann")
        c = window.net
        for _ in range(6):  # a few decisions: the exchange, then cards
            qtbot.waitUntil(c.human_to_act, timeout=20000)
            qtbot.waitUntil(window.scene.is_settled, timeout=5000)
            assert window.turn_label.text().startswith("Twój ruch")  # the status line
            before = c.table
            if c.phase() == "exchange":
                assert window.scene.confirm_exchange()
            else:
                click_card(qtbot, window, c.table.prompt.legal_cards[0])
            # the host's answer is in before the next decision is looked at
            qtbot.waitUntil(answered(c, before), timeout=20000)
        qtbot.waitUntil(c.human_to_act, timeout=20000)  # the host waits for us: settled
        engine = host.host.referee.session
        truth = engine.snapshot(0)
        assert c.table.tricks == truth.tricks and c.table.contract.cut == truth.contract.cut
        # the host calls its computer seat by its level: said in Polish here
        assert c.table.names == ("Ola", "Ann", "Losowy")
        plate = next(p for p in window.scene.decor.plates if p.name == "Losowy")
        assert plate.isVisible()
        assert window.windowTitle() == "Gra ze znajomymi: Manni table"
        assert friend.error is None
    finally:
        host.close()
