"""Settings: defaults, validation with fall-back, and surviving a restart."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from manni_desktop.storage.errors import StorageError
from manni_desktop.storage.settings import (
    Settings,
    engine_options,
    load_settings,
    save_settings,
    scorings_for,
    settings_path,
    window_games,
)

ROOT = Path(__file__).resolve().parents[2]


def test_defaults_when_there_is_no_file(tmp_path: Path) -> None:
    settings = load_settings(tmp_path)
    assert settings == Settings()
    assert settings.language is None and settings.speed == "normal"
    settings.validate()


def test_settings_survive_a_restart(tmp_path: Path) -> None:
    chosen = Settings(
        language="pl", speed="instant", card_style="four-colour", card_back="red",
        auto_play_forced=False, sort_order="rank",
        opponent_names={"hornafjardar": ["Gunna", "Þór"], "classic": ["Siggi", "Dóra"],
                        "manillen": ["Jón", "Sigrún", "Páll"], "mizerka": ["Ola", "Piotr"]},
        opponent_levels={"hornafjardar": ["hard", "easy"], "classic": ["easy", "easy"],
                         "manillen": ["easy", "hard", "medium"], "mizerka": ["hard", "hard"]},
        game="mizerka", scoring="four", guide_done=True, player_name="Sigrún",
    )
    save_settings(chosen, tmp_path)
    code = (
        "import sys, json, dataclasses; sys.path.insert(0, sys.argv[1]);"
        "from manni_desktop.storage.settings import load_settings;"
        "print(json.dumps(dataclasses.asdict(load_settings(sys.argv[2]))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(ROOT), str(tmp_path)],
        capture_output=True, text=True, check=True, encoding="utf-8",
    ).stdout
    assert Settings(**json.loads(out)) == chosen
    assert json.loads(out) == dataclasses.asdict(chosen)


def test_invalid_and_unknown_values_fall_back_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text(json.dumps({
        "schema": 1, "language": "de", "speed": "fast", "card_back": 3,
        "auto_play_forced": "yes", "opponent_names": ["A", ""], "opponent_levels": ["hard"],
        "sort_order": "rank", "colour_blind": True, "guide_done": "yes",
        "player_name": " Bo ",
    }), "utf-8")
    with caplog.at_level(logging.WARNING, logger="manni_desktop.storage.settings"):
        settings = load_settings(tmp_path)
    assert settings == dataclasses.replace(Settings(), speed="fast", sort_order="rank")
    warned = caplog.text
    for key in ("language", "card_back", "auto_play_forced", "opponent_names",
                "opponent_levels", "colour_blind", "guide_done", "player_name"):
        assert key in warned


@pytest.mark.parametrize("content", ["", "{not json", "[1, 2]", "\x00\x01", '"text"'])
def test_unreadable_settings_give_the_defaults(tmp_path: Path, content: str) -> None:
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text(content, "utf-8")
    assert load_settings(tmp_path) == Settings()


def test_classic_always_scores_running(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="running"):
        Settings(game="classic", scoring="columns").validate()
    with pytest.raises(ValueError, match="'none'"):
        Settings(game="manillen", scoring="columns").validate()
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text(
        json.dumps({"game": "classic", "scoring": "columns"}), "utf-8")
    assert load_settings(tmp_path).scoring == "running"
    settings_path(tmp_path).write_text(
        json.dumps({"scoring": "running", "game": "manillen"}), "utf-8")
    assert load_settings(tmp_path).scoring == "none"
    names = Settings(opponent_names={"hornafjardar": [" Ásta", "B"]})
    with pytest.raises(ValueError, match="opponent_names"):
        names.validate()
    with pytest.raises(ValueError, match="opponent_levels: manillen: 3 of"):
        Settings(opponent_levels={"manillen": ["easy", "easy"]}).validate()


def test_defaults_per_game() -> None:
    settings = Settings()
    assert settings.names_for("hornafjardar") == ["Ásta", "Hjörtur"]
    assert settings.names_for("classic") == ["Ásta", "Hjörtur"]
    assert settings.names_for("manillen") == ["Ásta", "Guðrún", "Hjörtur"]
    assert settings.levels_for("manillen") == ["medium"] * 3
    assert (scorings_for("hornafjardar"), scorings_for("classic"), scorings_for("manillen")) == (
        ("columns", "running"), ("running",), ("none",))
    assert engine_options("manillen", "none") == {}
    assert engine_options("classic", "running") == {"scoring": "running"}
    assert window_games() == ("hornafjardar", "classic", "manillen", "mizerka")
    assert settings.names_for("mizerka") == ["Ásta", "Hjörtur"]
    assert scorings_for("mizerka") == ("seats", "four")
    assert engine_options("mizerka", "four") == {"quota": "four"}


def test_an_older_settings_file_still_loads(tmp_path: Path) -> None:
    """Schema 1: one list of two opponents, no Manillen."""
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text(json.dumps({
        "language": "pt", "speed": "fast", "card_style": "classic", "card_back": "green",
        "auto_play_forced": True, "sort_order": "rank", "opponent_names": ["Gunna", "Þór"],
        "opponent_levels": ["hard", "easy"], "game": "classic", "scoring": "running",
        "schema": 1,
    }), "utf-8")
    settings = load_settings(tmp_path)
    assert (settings.language, settings.card_back, settings.game) == ("pt", "green", "classic")
    assert not settings.guide_done  # a player from before the guide is offered it once
    assert settings.guides_done == []  # and every other game's guided deal too
    for game in ("hornafjardar", "classic"):
        assert settings.names_for(game) == ["Gunna", "Þór"]
        assert settings.levels_for(game) == ["hard", "easy"]
    assert settings.names_for("manillen") == ["Ásta", "Guðrún", "Hjörtur"]
    settings.validate()
    save_settings(settings, tmp_path)
    written = json.loads(settings_path(tmp_path).read_text("utf-8"))
    assert written["schema"] == 2
    assert written["opponent_names"]["classic"] == ["Gunna", "Þór"]
    assert load_settings(tmp_path) == settings


def test_bad_entries_of_one_game_are_dropped(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text(json.dumps({
        "schema": 2,
        "opponent_names": {"hornafjardar": ["A", "B"], "manillen": ["C", "D"],
                           "poker": ["E", "F"]},
        "opponent_levels": {"manillen": ["easy", "hard", "easy"], "classic": ["x", "y"]},
    }), "utf-8")
    with caplog.at_level(logging.WARNING, logger="manni_desktop.storage.settings"):
        settings = load_settings(tmp_path)
    assert settings.names_for("hornafjardar") == ["A", "B"]
    assert settings.names_for("manillen") == Settings().names_for("manillen")
    assert settings.levels_for("manillen") == ["easy", "hard", "easy"]
    assert settings.levels_for("classic") == ["medium", "medium"]
    assert "'poker'" in caplog.text and "'manillen'" in caplog.text
    assert "'classic'" in caplog.text
    settings.validate()


def test_saving_refuses_invalid_settings_and_keeps_the_file(tmp_path: Path) -> None:
    save_settings(Settings(speed="fast"), tmp_path)
    with pytest.raises(ValueError, match="speed"):
        save_settings(Settings(speed="warp"), tmp_path)
    assert load_settings(tmp_path).speed == "fast"


def test_unwritable_config_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="Could not create the folder"):
        save_settings(Settings(), blocker / "config")


def test_default_folder_follows_the_home_override(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MANNI_DESKTOP_HOME", str(tmp_path))
    save_settings(Settings(card_back="red"))
    assert os.path.exists(tmp_path / "config" / "settings.json")
    assert load_settings().card_back == "red"


def test_warnings_quote_a_huge_value_only_in_part(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A 5 MB name or speed, an unknown key of 1 MB: each warning names the
    setting and quotes the start of the value, not megabytes of it; the good
    settings of the file are kept."""
    huge = "x" * 2_000_000  # five of them: 10 MB, under the read limit
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text(json.dumps({
        "schema": 2, "speed": huge, "sort_order": "rank", "k" * 1_000_000: 1,
        "opponent_names": {"manni": [huge, "B"], huge: ["A", "B"]},
        "opponent_levels": [huge, huge],
    }), "utf-8")
    with caplog.at_level(logging.WARNING, logger="manni_desktop.storage.settings"):
        settings = load_settings(tmp_path)
    assert settings == dataclasses.replace(Settings(), sort_order="rank")
    assert len(caplog.records) >= 4
    for record in caplog.records:
        assert len(record.getMessage()) < 1000, record.getMessage()[:200]
    assert "speed" in caplog.text and "opponent_names" in caplog.text
    assert "unknown setting 'kkk" in caplog.text


def test_a_newer_versions_settings_are_not_written_over(tmp_path: Path) -> None:
    """Read "what fits", but never rewritten as this version's schema (which
    dropped the newer keys and the newer language): saving says why instead."""
    from manni_desktop.storage.errors import NewerSchemaError

    newer = json.dumps({"schema": 99, "future_option": 1, "language": "is",
                        "speed": "fast"})
    path = settings_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(newer, "utf-8")
    settings = load_settings(tmp_path)
    assert settings.speed == "fast"
    settings.speed = "slow"
    with pytest.raises(NewerSchemaError, match="newer version.*left as it is"):
        save_settings(settings, tmp_path)
    assert path.read_text("utf-8") == newer
    path.write_text(json.dumps({"schema": 2, "speed": "fast"}), "utf-8")
    save_settings(settings, tmp_path)  # this version's own file is written as before
    assert load_settings(tmp_path).speed == "slow"


def test_the_guides_answered_are_kept_and_a_bad_list_is_dropped(tmp_path: Path) -> None:
    """``guides_done``: the games whose guided first deal was finished or
    declined; anything but a list of known games is dropped (all offered)."""
    save_settings(Settings(guides_done=["classic"]), tmp_path)
    assert load_settings(tmp_path).guides_done == ["classic"]
    for bad in (["chess"], "classic", [1], None):
        (tmp_path / "settings.json").write_text(json.dumps({"guides_done": bad, "schema": 1}),
                                                "utf-8")
        assert load_settings(tmp_path).guides_done == []
