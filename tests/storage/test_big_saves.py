"""Every file the app writes opens again (the reliability review's finding 9):
a valid 7.7 MiB record of a never-ending game made a 17.8 MB autosave,
indented, which the next start refused as over the 16 MiB read limit, and
Continue was lost.  Saves are now compact, and a file over the limit is
refused before it is written, with the previous file kept.

The limit is lowered here so that a game of a few hundred hands stands for
one of thousands (``benchmarks/replay_scaling.py --saves`` writes and reads
the real size)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manni_desktop.engine import Game
from manni_desktop.storage import atomic
from manni_desktop.storage.errors import StorageError
from manni_desktop.storage.saves import (
    autosave_path,
    export_record,
    load_autosave,
    open_game,
    save_game_as,
    write_autosave,
)

from ..engine.endless import endless_record

HANDS = 120


@pytest.fixture(scope="module")
def long_game() -> Game:
    return Game.from_record(endless_record("hornafjardar", HANDS), seed=4)


def indented_size(game: Game) -> int:
    return len(atomic.encode_json(game.to_record()))


def test_a_long_game_autosaves_compact_and_comes_back(
        tmp_path: Path, long_game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """Over the read limit indented, under it compact: written and read back."""
    limit = indented_size(long_game) * 3 // 4
    monkeypatch.setattr(atomic, "MAX_BYTES", limit)
    write_autosave(long_game, {"speed": "fast"}, tmp_path)
    text = autosave_path(tmp_path).read_text("utf-8")
    assert len(text.encode("utf-8")) <= limit
    assert "\n" not in text.rstrip("\n") and ", " not in text and '": ' not in text
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.notice is None
    assert saved.game.to_record() == long_game.to_record()
    assert saved.window == {"speed": "fast"}
    assert len(saved.game.hands) == HANDS + 1  # the next hand dealt from the seed


def test_save_as_and_export_of_a_long_game_open_again(
        tmp_path: Path, long_game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic, "MAX_BYTES", indented_size(long_game) * 3 // 4)
    saved = save_game_as(tmp_path / "long", long_game)
    exported = export_record(tmp_path / "long-record.json", long_game)
    for path in (saved, exported):
        assert open_game(path).game.to_record() == long_game.to_record()
    assert json.loads(exported.read_text("utf-8")) == long_game.to_record()


def test_a_game_too_long_for_any_file_is_refused_and_the_last_save_kept(
        tmp_path: Path, long_game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rather than a file the app would refuse to open: one clear sentence,
    and the autosave before it still there (its game comes back)."""
    short = Game.from_record(endless_record("hornafjardar", 3), seed=4)
    write_autosave(short, {}, tmp_path)
    compact = len(atomic.encode_json(long_game.to_record(), compact=True))
    monkeypatch.setattr(atomic, "MAX_BYTES", compact)  # the save adds its header
    with pytest.raises(StorageError) as refused:
        write_autosave(long_game, {}, tmp_path)
    assert refused.value.code == "cannot_write"
    assert refused.value.params["reason"] == "too_large"
    assert str(refused.value) == (
        f"Could not write {autosave_path(tmp_path)}: the game is too long: the file would"
        " be over 16 MiB, more than Manni Desktop opens. The previous file is kept.")
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.game.to_record() == short.to_record()
    with pytest.raises(StorageError):
        save_game_as(tmp_path / "long", long_game)
    longer = Game.from_record(endless_record("hornafjardar", 2 * HANDS))
    with pytest.raises(StorageError):
        export_record(tmp_path / "long.json", longer)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_small_files_a_person_may_read_stay_indented(tmp_path: Path) -> None:
    atomic.write_json_atomic(tmp_path / "settings.json", {"a": [1, 2]})
    assert (tmp_path / "settings.json").read_text("utf-8") == '{\n "a": [\n  1,\n  2\n ]\n}\n'
