"""Storage's messages reach the player in the player's language.

Every code storage can raise has a wording in ``gui/storage_messages.py``
(and every OS reason and expected kind too); the translations keep the named
parameters; and through the real window (Open…, the statistics) a damaged,
non-JSON, newer or unreadable file is explained in Portuguese, Spanish and
Polish with none of the English sentence left and the file named.  These
tests need the compiled catalogs ``i18n/*.qm``.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any, NoReturn

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from manni_desktop import bot_process, storage
from manni_desktop.engine import Game
from manni_desktop.gui import storage_messages
from manni_desktop.gui.app_language import language_manager
from manni_desktop.gui.bot_worker import SHARED_PROCESS
from manni_desktop.gui.file_loader import VET_TIMEOUT
from manni_desktop.gui.main_window import MainWindow
from manni_desktop.storage.messages import EXPECTED, REASONS, TEMPLATES, is_message

from .table_helpers import make_window, settle
from .test_language_switch import needs_catalog, switch

TRANSLATED = ("pt", "es", "pl")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# the window says more than the older English sentence: which file it is
MORE_THAN_ENGLISH = {"newer_save": {"source"}}


pytestmark = pytest.mark.usefixtures("back_to_english")


def test_every_storage_code_has_a_wording_in_the_window() -> None:
    worded = set(storage_messages.templates()) | set(storage_messages.PASSED_THROUGH)
    assert worded == set(TEMPLATES), worded ^ set(TEMPLATES)
    assert set(storage_messages.templates()).isdisjoint(storage_messages.PASSED_THROUGH)
    assert set(storage_messages.reasons()) == set(REASONS)
    assert set(storage_messages.expected_kinds()) == set(EXPECTED)


def test_the_window_words_only_parameters_storage_gives() -> None:
    for code, template in storage_messages.templates().items():
        given = set(PLACEHOLDER.findall(TEMPLATES[code])) | MORE_THAN_ENGLISH.get(code, set())
        assert set(PLACEHOLDER.findall(template)) == given, code


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_every_named_parameter(code: str) -> None:
    needs_catalog(code)
    tables = (storage_messages.templates, storage_messages.reasons,
              storage_messages.expected_kinds)
    english = [table() for table in tables]
    language_manager().set_language(code)
    for source, table in zip(english, tables, strict=True):
        for key, translated in table().items():
            assert translated != source[key], f"{code}: {key} is not translated"
            assert sorted(PLACEHOLDER.findall(translated)) == sorted(
                PLACEHOLDER.findall(source[key])), f"{code}: {key}: {translated!r}"


def test_english_in_the_window_reads_as_storage_writes(tmp_path: Path) -> None:
    path = tmp_path / "broken.manni.json"
    path.write_text("{", "utf-8")
    with pytest.raises(storage.StorageError) as info:
        storage.open_game(path)
    assert storage_messages.describe(info.value) == str(info.value)
    assert storage_messages.describe(storage.StorageError("disk full")) == "disk full"
    assert storage_messages.describe(ValueError("odd")) == "odd"
    assert storage_messages.word_text("plain words") == "plain words"


# -- through the window, in each language ------------------------------------------------


def english_fragments(code: str, params: dict[str, object]) -> list[str]:
    """The words of the English sentence storage writes for ``code`` (its
    template's text between parameters, the nested messages' and the reason's
    and expected kind's): none of them may show in another language."""
    pieces = [p.strip(" .:;,()'") for p in PLACEHOLDER.split(TEMPLATES[code])[::2]]
    for name, value in params.items():
        if name == "reason":
            pieces.append(REASONS[str(value)])
        elif name == "expected":
            pieces.append(EXPECTED[str(value)])
        elif is_message(value):
            assert isinstance(value, dict)
            pieces += english_fragments(value["code"], value["params"])
    return [p for p in pieces if len(p) >= 8]


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def __call__(self, parent: QWidget | None, title: str, text: str,
                 *args: Any, **kwargs: Any) -> None:
        self.calls.append((title, text))


def bad_files(folder: Path) -> dict[str, Path]:
    folder.mkdir()
    files = {
        "damaged": ("damaged.manni.json", json.dumps(
            {"schema": 1, "app": "manni-desktop", "record": {}, "window": {"names": 5}})),
        "not_json": ("notes.manni.json", "this is not JSON"),
        "newer": ("future.manni.json", json.dumps({"schema": 99, "record": {}})),
    }
    paths = {}
    for kind, (name, text) in files.items():
        paths[kind] = folder / name
        paths[kind].write_text(text, "utf-8")
    paths["folder"] = folder / "a-folder.manni.json"  # a folder where the file should be
    paths["folder"].mkdir()
    return paths


@pytest.mark.parametrize("code", TRANSLATED)
def test_open_explains_a_bad_file_in_the_players_language(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, code: str
) -> None:
    needs_catalog(code)
    window = make_window(qtbot, seed=31)
    settle(qtbot, window)
    switch(window, code)
    warn = Recorder()
    monkeypatch.setattr(QMessageBox, "warning", warn)
    files = bad_files(tmp_path / "files")
    expected_codes = {"damaged": "bad_field", "not_json": "not_json_at",
                      "newer": "newer_save", "folder": "cannot_read"}
    for kind, path in files.items():
        with pytest.raises(storage.StorageError) as info:
            storage.open_game(path)
        error = info.value
        assert error.code == expected_codes[kind]
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, p=path, **k: (str(p), ""))
        before = len(warn.calls)
        window.open_action.trigger()
        assert len(warn.calls) == before + 1, kind
        title, text = warn.calls[-1]
        assert path.name in text, f"{code} {kind}: the file is not named: {text!r}"
        assert str(error) not in text
        leftovers = [f for f in english_fragments(error.code, error.params) if f in text]
        assert leftovers == [], f"{code} {kind}: English left in {text!r}"
        assert "cannot be opened" not in text and title != "Open game"
    reasons = storage_messages.reasons()
    assert reasons["is_folder"] in warn.calls[-1][1], "the OS reason is worded"


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_newer_versions_statistics_are_explained_in_the_players_language(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    needs_catalog(code)
    path = storage.data_dir() / "statistics.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"schema": 99, "games": []}', "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_storage_problem",
                        lambda self, title, text: shown.append(text))
    window = make_window(qtbot, seed=32)
    switch(window, code)
    assert window.statistics_dialog() is None
    with pytest.raises(storage.NewerSchemaError) as info:
        storage.load_statistics()
    assert len(shown) == 1 and str(path) in shown[0]
    leftovers = [f for f in english_fragments(info.value.code, info.value.params)
                 if f in shown[0]]
    assert leftovers == [], shown[0]


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_failed_autosave_is_worded_in_the_players_language(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    """An OS refusal on the writer thread (the disk is full), worded when shown."""
    import errno

    from manni_desktop.gui import persistence

    needs_catalog(code)
    window = make_window(qtbot, seed=33)
    settle(qtbot, window)
    switch(window, code)
    target = storage.autosave_path()

    def full_disk(path: Path, payload: dict[str, Any]) -> NoReturn:
        raise storage.StorageError("cannot_write", {
            "path": str(target), **storage.messages.os_reason(OSError(errno.ENOSPC, "full"))})

    monkeypatch.setattr(persistence, "write_autosave_payload", full_disk)
    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    window.store.autosave()
    window.store.flush()
    shown = window.statusBar().currentMessage()
    assert str(target) in shown and storage_messages.reasons()["disk_full"] in shown
    assert "disk is full" not in shown and "Could not write" not in shown


# -- across the process boundary ----------------------------------------------------------


def test_check_game_file_returns_the_code_and_parameters(tmp_path: Path) -> None:
    path = tmp_path / "broken.manni.json"
    path.write_text("[1, 2,, 3]", "utf-8")
    with pytest.raises(storage.StorageError) as info:
        storage.open_game(path)
    problem = bot_process.check_game_file(str(path))
    assert problem == info.value.to_json()
    assert json.loads(json.dumps(problem)) == problem, "plain data"
    again = storage.StorageError.from_json(problem)
    assert (again.code, again.params, str(again)) == (
        info.value.code, info.value.params, str(info.value))
    good = storage.save_game_as(tmp_path / "good", window_free_game(), {})
    assert bot_process.check_game_file(str(good)) is None


def test_check_game_file_in_the_bot_process_keeps_the_code(tmp_path: Path) -> None:
    path = tmp_path / "future.manni.json"
    path.write_text(json.dumps({"schema": 99, "record": {}}), "utf-8")
    problem = SHARED_PROCESS.call(bot_process.check_game_file, str(path)).result(VET_TIMEOUT)
    again = storage.StorageError.from_json(problem)
    assert isinstance(again, storage.NewerSchemaError)
    assert again.code == "newer_save" and again.params["schema"] == 99


def window_free_game() -> Game:
    from manni_desktop.engine import new_game

    return new_game("hornafjardar", {"scoring": "columns"}, seed=4)


def test_a_reset_that_cannot_be_written_is_explained(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Reset statistics… while the file is locked elsewhere: a message, nothing reset."""
    from manni_desktop.gui.dialogs.statistics import StatisticsDialog

    def locked() -> storage.Statistics:
        raise storage.StorageError("lock_timeout", {"path": str(tmp_path / "statistics.json")})

    stats = storage.Statistics()
    dialog = StatisticsDialog(stats, reset=locked)
    qtbot.addWidget(dialog)
    warn = Recorder()
    monkeypatch.setattr(QMessageBox, "warning", warn)
    resets: list[int] = []
    dialog.statisticsReset.connect(lambda: resets.append(1))
    dialog.reset_button.click()
    assert len(warn.calls) == 1 and "statistics.json" in warn.calls[0][1]
    assert "nothing was changed" in warn.calls[0][1] and resets == []


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
@pytest.mark.parametrize("code", ("en", *TRANSLATED))
def test_a_folder_others_may_write_is_said_once_at_start(
    qtbot: QtBot, tmp_path: Path, code: str
) -> None:
    """A world-writable data folder was used silently: at start the player is
    told once, in their language, which folder it is; a private one says nothing."""
    from manni_desktop.gui.app import shared_folder_warnings

    if code != "en":
        needs_catalog(code)
    window = make_window(qtbot, seed=3)
    switch(window, code)
    shared, private = tmp_path / "shared", tmp_path / "private"
    shared.mkdir()
    private.mkdir(mode=0o700)
    shared.chmod(0o777)
    private.chmod(0o700)
    warnings = shared_folder_warnings([shared, private, shared])
    assert len(warnings) == 1 and str(shared) in warnings[0]
    if code != "en":
        assert "Other users" not in warnings[0]
    assert stat.S_IMODE(shared.stat().st_mode) == 0o777  # not ours to change
