"""Autosave, resume, named saves and export: every bad-file case gives one
sentence, keeps the last good save, and never shows a traceback."""

from __future__ import annotations

import copy
import errno
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from manni_desktop.engine import Game, replay_summary
from manni_desktop.storage import atomic, paths, save_format
from manni_desktop.storage.atomic import backup_path
from manni_desktop.storage.errors import NewerSchemaError, StorageError
from manni_desktop.storage.messages import source_file
from manni_desktop.storage.save_format import make_payload
from manni_desktop.storage.saves import (
    autosave_path,
    discard_autosave,
    export_record,
    load_autosave,
    open_game,
    save_game_as,
    unfinished_game,
    write_autosave,
)

from .random_play import WINDOW, action_count, finished_game, game_after, play_step


def assert_same_game(restored: Game, original: Game) -> None:
    """Equal record, score sheet and every seat's view, and the same future:
    both games, played on with the same actions, deal and score the same."""
    assert restored.to_record() == original.to_record()
    assert restored.summary() == original.summary()
    for seat in range(3):
        assert restored.observation(seat) == original.observation(seat)
    assert restored.phase == original.phase and restored.to_act == original.to_act
    step = action_count(original)
    a, b = restored.copy(), original.copy()
    for _ in range(60):
        if b.over:
            break
        play_step(a, step)
        play_step(b, step)
        step += 1
    assert a.to_record() == b.to_record()
    assert a.summary() == b.summary()


@pytest.mark.parametrize("actions", [0, 1, 3, 4, 20, 37, 38, 41])
def test_resume_equals_the_interrupted_game(tmp_path: Path, actions: int) -> None:
    # 0..3: exchange phase of hand 1; 20/37: mid-trick; 41: past the first hand's end
    original = game_after(11, actions)
    write_autosave(original, WINDOW, tmp_path)
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.notice is None
    assert saved.window == WINDOW
    assert_same_game(saved.game, original)


def test_resume_between_hands_deals_the_same_next_hand(tmp_path: Path) -> None:
    game = game_after(5, 0)
    step = 0
    while len(game.hands) < 2:  # the first action that ends hand 1 deals hand 2
        play_step(game, step)
        step += 1
    write_autosave(game, WINDOW, tmp_path)
    saved = load_autosave(tmp_path)
    assert saved is not None
    assert saved.game.hands[1].deck == game.hands[1].deck
    assert_same_game(saved.game, game)


def test_finished_game_is_not_offered_for_continue(tmp_path: Path) -> None:
    game = finished_game(3)
    write_autosave(game, WINDOW, tmp_path)
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.game.over
    assert_same_game(saved.game, game)
    assert unfinished_game(tmp_path) == (None, None)


def test_no_autosave(tmp_path: Path) -> None:
    assert load_autosave(tmp_path) is None
    assert unfinished_game(tmp_path) == (None, None)


def test_unfinished_game_is_offered(tmp_path: Path) -> None:
    write_autosave(game_after(2, 10), WINDOW, tmp_path)
    saved, message = unfinished_game(tmp_path)
    assert saved is not None and message is None
    assert action_count(saved.game) == 10


def test_window_levels_may_name_the_human_seat_null(tmp_path: Path) -> None:
    window = {"names": ["You", "A", "B"], "levels": [None, "easy", "hard"], "between": True}
    write_autosave(game_after(2, 5), window, tmp_path)
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.window == window
    with pytest.raises(StorageError, match="window.levels"):
        write_autosave(game_after(2, 5), {"levels": [1]}, tmp_path)


def test_discard_after_new_game(tmp_path: Path) -> None:
    write_autosave(game_after(2, 10), WINDOW, tmp_path)
    write_autosave(game_after(2, 11), WINDOW, tmp_path)
    discard_autosave(tmp_path)
    assert list(tmp_path.iterdir()) == []
    assert load_autosave(tmp_path) is None
    discard_autosave(tmp_path)  # nothing there: fine


# -- bad files ---------------------------------------------------------------------


def _two_saves(folder: Path) -> tuple[Game, Game]:
    """An older good save (now the backup) and the newest autosave."""
    older, newer = game_after(8, 12), game_after(8, 13)
    write_autosave(older, WINDOW, folder)
    write_autosave(newer, WINDOW, folder)
    return older, newer


def _payload(folder: Path) -> dict[str, Any]:
    data = json.loads(autosave_path(folder).read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def _write(folder: Path, data: object) -> None:
    autosave_path(folder).write_text(json.dumps(data), "utf-8")


def _broken_rule(payload: dict[str, Any]) -> dict[str, Any]:
    bad = copy.deepcopy(payload)
    actions = bad["record"]["hands"][0]["actions"]
    actions.insert(1, actions[0])  # the first seat acts twice
    return bad


BAD_AUTOSAVES: dict[str, Callable[[str, dict[str, Any]], str]] = {
    "truncated": lambda text, data: text[: len(text) // 2],
    "not JSON": lambda text, data: "this is not json {",
    "pickle": lambda text, data: "\x80\x04\x95\x10\x00cos\nsystem\n",
    "not an object": lambda text, data: "[1, 2, 3]",
    "schema a string": lambda text, data: json.dumps({**data, "schema": "1"}),
    "record wrong type": lambda text, data: json.dumps({**data, "record": [1, 2]}),
    "players wrong type": lambda text, data: json.dumps(
        {**data, "record": {**data["record"], "players": 3}}),
    "seed wrong type": lambda text, data: json.dumps({**data, "seed": [1]}),
    "window wrong type": lambda text, data: json.dumps({**data, "window": {"names": "x"}}),
    "no record": lambda text, data: json.dumps({k: v for k, v in data.items() if k != "record"}),
    "rule broken": lambda text, data: json.dumps(_broken_rule(data)),
}


@pytest.mark.parametrize("case", sorted(BAD_AUTOSAVES))
def test_bad_autosave_falls_back_to_the_backup(tmp_path: Path, case: str) -> None:
    older, _newer = _two_saves(tmp_path)
    path = autosave_path(tmp_path)
    damaged = BAD_AUTOSAVES[case](path.read_text("utf-8"), _payload(tmp_path))
    path.write_text(damaged, "utf-8")
    saved = load_autosave(tmp_path)
    assert saved is not None
    assert saved.notice is not None and "backup" in saved.notice
    assert_same_game(saved.game, older)


@pytest.mark.parametrize("case", sorted(BAD_AUTOSAVES))
def test_bad_autosave_without_backup_is_one_clear_error(tmp_path: Path, case: str) -> None:
    write_autosave(game_after(8, 12), WINDOW, tmp_path)
    path = autosave_path(tmp_path)
    damaged = BAD_AUTOSAVES[case](path.read_text("utf-8"), _payload(tmp_path))
    path.write_text(damaged, "utf-8")
    with pytest.raises(StorageError) as info:
        load_autosave(tmp_path)
    message = str(info.value)
    assert message.startswith("The saved game could not be restored.")
    assert "\n" not in message and "Traceback" not in message


def test_rule_broken_names_the_hand_and_action(tmp_path: Path) -> None:
    write_autosave(game_after(8, 12), WINDOW, tmp_path)
    _write(tmp_path, _broken_rule(_payload(tmp_path)))
    with pytest.raises(StorageError, match=r"invalid: hand 1, action 2: seat \d acted out of turn"):
        load_autosave(tmp_path)


def test_newer_schema_is_refused_whole_and_never_falls_back(tmp_path: Path) -> None:
    _two_saves(tmp_path)
    _write(tmp_path, {**_payload(tmp_path), "schema": 3, "new_thing": {"x": 1}})
    with pytest.raises(NewerSchemaError) as info:
        load_autosave(tmp_path)
    assert str(info.value) == (
        "This save was written by a newer version of Manni Desktop (schema 3); "
        "this version reads up to schema 2."
    )


def test_unusable_autosave_is_set_aside_so_a_new_game_cannot_overwrite_it(
    tmp_path: Path,
) -> None:
    _two_saves(tmp_path)
    damaged_text = json.dumps({**_payload(tmp_path), "record": "damaged"})
    autosave_path(tmp_path).write_text(damaged_text, "utf-8")
    backup_path(autosave_path(tmp_path)).write_text("{", "utf-8")
    saved, message = unfinished_game(tmp_path)
    assert saved is None and message is not None
    assert "could not be restored" in message and "kept as" in message
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert len(kept) == 2 and all(n.startswith("autosave-unreadable-") for n in kept)
    write_autosave(game_after(1, 1), WINDOW, tmp_path)  # the next game's first autosave
    assert damaged_text in [p.read_text("utf-8") for p in tmp_path.iterdir()]


def test_a_newer_versions_autosave_is_left_for_it(tmp_path: Path) -> None:
    """Renamed aside, the newer version found no autosave and lost its
    Continue: it stays where that version looks, byte for byte, and the
    message says so."""
    _two_saves(tmp_path)
    newer_text = json.dumps({**_payload(tmp_path), "schema": 3})
    autosave_path(tmp_path).write_text(newer_text, "utf-8")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    saved, message = unfinished_game(tmp_path)
    assert saved is None and message is not None
    assert "newer version" in message and "left as it is" in message
    assert str(autosave_path(tmp_path)) in message and "kept as" not in message
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_interrupted_autosave_main_missing_uses_backup(tmp_path: Path) -> None:
    # a kill between "old -> .bak" and ".tmp -> new": only the backup exists
    older, _ = _two_saves(tmp_path)
    autosave_path(tmp_path).unlink()
    atomic.backup_path(autosave_path(tmp_path)).write_text(
        json.dumps(make_payload(older, WINDOW)), "utf-8")
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.notice is not None and "interrupted" in saved.notice
    assert_same_game(saved.game, older)


def test_disk_full_during_autosave_keeps_the_last_good_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older, newer = _two_saves(tmp_path)

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("manni_desktop.storage.atomic.os.write", full)
    with pytest.raises(StorageError, match="disk is full"):
        write_autosave(game_after(8, 14), WINDOW, tmp_path)
    monkeypatch.undo()
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.notice is None
    assert_same_game(saved.game, newer)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.json.bak"]


def test_unwritable_data_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="Could not create the folder"):
        write_autosave(game_after(1, 1), WINDOW, blocker / "data")


# -- named saves, open, export -------------------------------------------------------


def test_save_as_and_open(tmp_path: Path) -> None:
    game = game_after(21, 30)
    target = save_game_as(tmp_path / "my game", game, WINDOW)
    assert target.name == "my game.manni"  # one extension every file manager can associate
    opened = open_game(target)
    assert opened.notice is None and opened.window == WINDOW
    assert_same_game(opened.game, game)
    assert save_game_as(tmp_path / "x.json", game).name == "x.json"
    assert save_game_as(tmp_path / "y.MANNI", game).name == "y.MANNI"


def test_a_save_named_as_older_versions_did_still_opens(tmp_path: Path) -> None:
    """Versions before 0.2 wrote ``*.manni.json``: kept as named, and read."""
    game = game_after(22, 20)
    older = save_game_as(tmp_path / "old game.manni.json", game, WINDOW)
    assert older.name == "old game.manni.json"
    assert_same_game(open_game(older).game, game)
    renamed = older.rename(tmp_path / "old game.manni")
    assert_same_game(open_game(renamed).game, game)


def test_open_refuses_a_record_that_breaks_a_rule(tmp_path: Path) -> None:
    target = save_game_as(tmp_path / "g", game_after(21, 30), WINDOW)
    data = json.loads(target.read_text("utf-8"))
    target.write_text(json.dumps(_broken_rule(data)), "utf-8")
    with pytest.raises(StorageError, match="is invalid: hand 1, action 2"):
        open_game(target)


def test_export_is_a_replayable_record_and_opens_again(tmp_path: Path) -> None:
    game = finished_game(4)
    target = export_record(tmp_path / "finished", game)
    assert target.name == "finished.manni"  # a record carries the same one extension
    record = json.loads(target.read_text("utf-8"))
    assert record == game.to_record()
    assert replay_summary(record) == game.summary()  # the same loader as `replay`
    opened = open_game(target)  # a bare record: migrated from "schema 0"
    assert opened.notice is not None and "plain game record" in opened.notice
    assert opened.game.to_record() == game.to_record()
    assert opened.game.summary() == game.summary()


def test_migration_of_a_bare_record_in_progress(tmp_path: Path) -> None:
    game = game_after(6, 25)
    data, original = save_format.migrate(game.to_record(), source_file("x"))
    assert original == 0 and data["schema"] == save_format.SCHEMA
    assert data["record"] == game.to_record()
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(game.to_record()), "utf-8")
    assert open_game(path).game.summary() == game.summary()


def test_home_override_puts_everything_under_one_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    assert paths.data_dir() == tmp_path / "data"
    assert paths.config_dir() == tmp_path / "config"
    write_autosave(game_after(1, 2), WINDOW)
    assert (tmp_path / "data" / "autosave.json").exists()
    monkeypatch.delenv(paths.HOME_ENV)
    assert "manni-desktop" in str(paths.data_dir())


@pytest.mark.parametrize("variant", ["classic", "manillen"])
def test_resume_other_games(tmp_path: Path, variant: str) -> None:
    original = game_after(13, 30, variant)
    write_autosave(original, {}, tmp_path)
    saved = load_autosave(tmp_path)
    assert saved is not None
    assert saved.game.to_record() == original.to_record()
    assert saved.game.summary() == original.summary()
    for seat in range(original.rules.seats):
        assert saved.game.observation(seat) == original.observation(seat)


def test_a_killed_save_as_leaves_no_temporary_file_after_the_next_one(
    tmp_path: Path,
) -> None:
    """A Save as killed during its fsync left ``.My game.manni.<rand>.tmp``
    in the player's folder: the next Save as to that file removes it.  The
    player's other files, and a write to that file still under way (a fresh
    temporary file), are left alone."""
    import os

    folder = tmp_path / "games [mine]"  # glob characters in the folder name
    folder.mkdir()
    game = game_after(21, 30)
    target = save_game_as(folder / "My game", game, WINDOW)
    killed = folder / f".{target.name}.k1ll_ed0.tmp"
    killed.write_bytes(target.read_bytes())
    os.utime(killed, (1, 1))
    fresh = folder / f".{target.name}.fr3sh_00.tmp"
    fresh.write_text("{", "utf-8")
    others = {name: folder / name for name in (
        ".Other.manni.k1ll_ed0.tmp", f".{target.name}.k1ll_ed0.tmp.keep",
        "notes.tmp", f".{target.name}.bak")}
    for path in others.values():
        path.write_text("the player's", "utf-8")
        os.utime(path, (1, 1))
    again = game_after(21, 40)
    assert save_game_as(folder / "My game", again, WINDOW) == target
    assert not killed.exists()
    assert fresh.exists()
    assert all(path.read_text("utf-8") == "the player's" for path in others.values())
    assert_same_game(open_game(target).game, again)
    export_record(target, again)
    assert fresh.exists()  # still under its age
    os.utime(fresh, (1, 1))
    export_record(target, again)
    assert not fresh.exists()
