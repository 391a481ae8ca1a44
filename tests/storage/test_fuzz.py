"""Whatever a damaged or hand-edited file holds, opening it gives a game or one
``StorageError``: never another exception, never a traceback."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from manni_desktop.storage.errors import StorageError
from manni_desktop.storage.save_format import make_payload
from manni_desktop.storage.saves import open_game
from manni_desktop.storage.stats_file import load_statistics, stats_path

from .random_play import WINDOW, game_after

PAYLOAD = make_payload(game_after(9, 45), WINDOW)
TEXT = json.dumps(PAYLOAD).encode("utf-8")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=3),
    max_leaves=6,
)


def _open_bytes(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "g.manni.json"
        path.write_bytes(data)
        try:
            open_game(path)
        except StorageError as exc:
            assert str(exc) and "\n" not in str(exc)


@given(st.integers(0, len(TEXT)), st.binary(max_size=8), st.integers(0, 8))
def test_damaged_bytes(position: int, insert: bytes, cut: int) -> None:
    _open_bytes(TEXT[:position] + insert + TEXT[position + cut:])


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            out += _paths(v, (*prefix, i))
    return out


PATHS = _paths(PAYLOAD)[1:]


@given(st.sampled_from(PATHS), json_values)
def test_wrong_values_anywhere(path: tuple[Any, ...], value: Any) -> None:
    data = json.loads(TEXT)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    _open_bytes(json.dumps(data).encode("utf-8"))


@given(json_values)
def test_statistics_files_of_any_shape(value: Any) -> None:
    with tempfile.TemporaryDirectory() as folder:
        stats_path(folder).write_text(json.dumps({"schema": 1, "games": [value]}), "utf-8")
        stats, notice = load_statistics(folder)
        assert stats.played in (0, 1)
