"""Game → Replay this deal…, through the window: the question is answered
with another seat, the same hands are dealt again with the player holding
that seat's cards against the same levels, the record stays a plain
``manni-record/1``, and the statistics count the replay as a replay."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QInputDialog
from pytestqt.qtbot import QtBot

from manni_desktop import storage
from manni_desktop.engine.game import Game
from manni_desktop.gui.main_window import MainWindow

from .table_helpers import human_turn, make_window, settle

RECORD_KEYS = {"format", "game", "options", "players", "first_dealer", "hands"}


def _dealt(game: Game, hand: int) -> list[list[int]]:
    start = game.rewound(hand, 0).snapshot(0, reveal_all=True)
    return [sorted(seat.hand) for seat in start.seats]


def _replay_from(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """Game → Replay this deal…, pick ``name``'s cards, OK."""
    assert window.replay_action.isEnabled()
    window.replay_action.trigger()
    dialog = window.findChild(QInputDialog, "replayDealDialog")
    assert dialog is not None and dialog.isVisible()
    combo = dialog.findChild(QComboBox)
    assert combo is not None
    combo.setCurrentIndex(combo.findText(name))
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    with qtbot.waitSignal(window.controller.gameStarted, timeout=5000):
        box.button(QDialogButtonBox.StandardButton.Ok).click()
    settle(qtbot, window)


def test_replay_this_deal_from_another_seat(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=21, levels=("random", "easy"))
    c = window.controller
    rng = random.Random(3)
    for _ in range(4):  # into the hand: the exchange and a few cards
        settle(qtbot, window)
        human_turn(qtbot, window, rng, use_keys=False)
    settle(qtbot, window)
    old = c.session.game_copy()
    hand = len(old.hands) - 1
    names, levels = list(c.table.names), c.levels

    _replay_from(qtbot, window, names[1])

    new = c.session.game_copy()
    assert _dealt(new, 0) == [_dealt(old, hand)[(i + 1) % 3] for i in range(3)]
    # the player holds Ásta's cards; Ásta takes the player's chair, Hjörtur keeps his
    assert c.levels == [None, levels[2], levels[1]]
    assert list(c.table.names) == [names[0], names[2], names[1]]
    assert c.session.replay_of is not None and c.session.replay_of["seat"] == 1
    record = c.record()
    assert set(record) <= RECORD_KEYS
    assert record["hands"][0]["deck"] == old.to_record()["hands"][hand]["deck"]
    assert window.scene.panel_kind() == "" and len(c.table.tricks) == 0

    for _ in range(100):  # the replayed hand to its end, then replayed once more
        settle(qtbot, window)
        if c.phase() == "hand_end":
            break
        human_turn(qtbot, window, rng, use_keys=False)
    assert c.phase() == "hand_end"
    _replay_from(qtbot, window, names[0])  # the unfinished replay is counted as given up
    stats, _notice = storage.load_statistics()
    assert [g.replay for g in stats.games] == [True]
    assert c.session.replay_of is not None and c.session.replay_of["seat"] == 0
