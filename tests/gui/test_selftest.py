"""The selftest fails on a stall, not on a long game, and names what to replay.

A Classic game under the running score has no fixed end (one random game in
a hundred runs past 100 hands), and a limit on the whole game once failed CI
on such a game.  The selftest now deals a fixed seed and fails only when
nothing moves for its stall limit.
"""

from __future__ import annotations

from typing import Any

import pytest

from manni_desktop.gui import selftest
from manni_desktop.gui.bot_worker import BotRunner


def test_a_stalled_game_fails_with_its_seed_and_place(qapp: Any, monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Any) -> None:
    monkeypatch.setenv("MANNI_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(BotRunner, "start", lambda self, *args: None)  # no bot ever answers
    result = selftest.run_selftest(seed=11, stall_limit=0.3)
    assert not result.ok
    assert result.message == (
        "selftest: hornafjardar (seed 11): nothing moved for 0.3 s, in hand 1 after 0 actions")


def test_without_a_seed_the_selftest_deals_its_fixed_one(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def record(seed: int, level: str, stall_limit: float,
               hands: int) -> selftest.SelftestResult:
        seen.append(seed)
        return selftest.SelftestResult(True, "")

    monkeypatch.setattr(selftest, "_run_selftest", record)
    selftest.run_selftest()
    selftest.run_selftest(seed=4)
    assert seen == [selftest.SELFTEST_SEED, 4]


def test_hands_stops_each_game_after_its_first_hands_scored(
        qapp: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    """``--hands 2``: every game is played through two scored hands (its sheet
    checked after every move) and left when the third is dealt."""
    monkeypatch.setenv("MANNI_DESKTOP_HOME", str(tmp_path))
    result = selftest.run_selftest(seed=5, hands=2)
    assert result.ok, result.message
    parts = result.message.split("; ")
    played = [p for p in parts if "hand(s)" in p or "deal(s)" in p]
    assert len(played) == len(selftest.GAMES)
    # each game named as the player knows it: the six-contract game apart from Mizerka
    assert [p.split(": ")[0] for p in played] == [
        "hornafjardar", "classic", "manillen", "mizerka", "six-contracts"]
    # each in its own word: the Manni games' hands, Manillen's and the six-contract games' deals
    assert [p.split(": ")[1].split(",")[0] for p in played] == [
        "2 hand(s)", "2 hand(s)", "2 deal(s)", "2 deal(s)", "2 deal(s)"], played
    assert "winner" not in result.message
