"""A name that UTF-8 cannot carry (JSON's ``"\\ud800"``: a lone surrogate)
is refused where a file is read, with one line; and a write of such a name,
should the game hold one anyway, says why instead of failing with a traceback
(review finding 3: every autosave failed silently after such a file opened)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from manni_desktop.engine import Game
from manni_desktop.engine.record import RecordProblem, load_record
from manni_desktop.storage import atomic, save_format, saves, settings, stats, stats_json
from manni_desktop.storage.errors import StorageError

from .random_play import WINDOW, finished_game, game_after

LONE = "\ud800"


def escaped(data: object) -> str:
    return json.dumps(data)  # ensure_ascii: the surrogate is written as \ud800


def test_a_record_with_a_lone_surrogate_in_a_name_is_refused_in_one_line(
        tmp_path: Path) -> None:
    record = game_after(3, 10).to_record()
    record["players"] = ["You", LONE + "Ásta", "Hjörtur"]
    with pytest.raises(RecordProblem, match="lone surrogate"):
        load_record(record)
    path = tmp_path / "x.json"
    path.write_text(escaped(record), "utf-8")
    with pytest.raises(StorageError) as refused:
        saves.open_game(path)
    assert "lone surrogate" in str(refused.value) and "\n" not in str(refused.value)


@pytest.mark.parametrize("field", ["names", "speed"])
def test_a_save_with_a_lone_surrogate_in_the_window_state_is_refused(
        tmp_path: Path, field: str) -> None:
    payload = save_format.make_payload(game_after(3, 10), dict(WINDOW))
    payload["window"][field] = ["You", "\udcff", "B"] if field == "names" else "\udcff"
    path = tmp_path / "x.manni.json"
    path.write_text(escaped(payload), "utf-8")
    with pytest.raises(StorageError, match=f"window.{field}"):
        saves.open_game(path)


def a_game_holding_a_lone_surrogate() -> Game:
    game = game_after(3, 10)
    game.players = ["You", LONE, "B"]  # as if typed in the window: no reader let it in
    return game


def test_every_write_of_such_a_name_says_why_and_keeps_the_old_file(tmp_path: Path) -> None:
    game = a_game_holding_a_lone_surrogate()
    target = tmp_path / "game.manni.json"
    target.write_text("old", "utf-8")
    writes: list[Callable[[], object]] = [
        lambda: saves.save_game_as(target, game, dict(WINDOW)),
        lambda: saves.export_record(target, game),
        lambda: saves.write_autosave(game, WINDOW, tmp_path)]
    for write in writes:
        with pytest.raises(StorageError) as refused:
            write()
        assert refused.value.code == "cannot_write"
        assert refused.value.params["reason"] == "not_text"
        assert "lone surrogate" in str(refused.value) and "previous file is kept" in str(
            refused.value)
    assert target.read_text("utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.manni.json"], "no temp left"


def test_statistics_with_such_a_level_are_damage_not_a_later_write_failure() -> None:
    data = stats_json.stats_to_json(stats.Statistics())
    game = finished_game(5)
    counted = stats.Statistics()
    assert stats.record_game(counted, game, ["easy", "easy"])
    data = json.loads(escaped(stats_json.stats_to_json(counted)))
    data["games"][0]["opponent_levels"] = ["easy", LONE]
    with pytest.raises(StorageError, match="opponent_levels"):
        stats_json.stats_from_json(data)


def test_a_settings_name_with_a_lone_surrogate_is_not_taken(tmp_path: Path) -> None:
    assert not settings._name_ok(LONE)
    assert settings._name_ok("Ásta")


def test_json_escape_still_round_trips_ordinary_text(tmp_path: Path) -> None:
    atomic.write_json_atomic(tmp_path / "a.json", {"n": "Ásta \U0001f0a1"})
    assert atomic.read_json(tmp_path / "a.json") == {"n": "Ásta \U0001f0a1"}
