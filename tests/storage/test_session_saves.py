"""A save carries the session's own state, checked against its game when read.

Schema 2 keeps the seats' levels, the first hand played here and the moves the
app made for the human in ``session``; a schema-1 file's window fields are
migrated; anything that does not fit the game is one clear message.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from manni_desktop.engine.session import Session
from manni_desktop.storage.errors import StorageError
from manni_desktop.storage.save_format import game_from_payload, make_payload
from manni_desktop.storage.saves import load_autosave

from .random_play import game_after


def a_session() -> Session:
    game = game_after(8, 12)
    human = [(h, a) for h, moves in enumerate(game.actions)
             for a, move in enumerate(moves) if move.seat == 0]
    return Session(game, [None, "easy", "hard"], {human[0]}, first_hand=0)


def test_the_sessions_state_round_trips() -> None:
    session = a_session()
    saved = game_from_payload(json.loads(json.dumps(make_payload(session, {"speed": "slow"}))))
    assert saved.seats_saved and saved.window == {"speed": "slow"}
    assert saved.session.state() == session.state()
    assert saved.session.undo_point() == session.undo_point()


def test_a_schema_1_save_keeps_its_levels_and_first_hand() -> None:
    session = a_session()
    payload: dict[str, Any] = dict(make_payload(session), schema=1,
                                   window={"levels": [None, "hard", "easy"], "first_hand": 0})
    del payload["session"]
    saved = game_from_payload(payload)
    assert saved.session.levels == [None, "hard", "easy"] and saved.session.automatic == set()


@pytest.mark.parametrize(("state", "field"), [
    ("seats", "session"),
    ({"levels": [None, "easy"]}, "session.levels"),
    ({"levels": [None, 3, "easy"]}, "session.levels"),
    ({"levels": [None, "easy", "easy"], "first_hand": -1}, "session.first_hand"),
    ({"levels": [None, "easy", "easy"], "first_hand": True}, "session.first_hand"),
    ({"levels": [None, "easy", "easy"], "automatic": [[99, 0]]}, "session.automatic"),
    ({"levels": [None, "easy", "easy"], "automatic": [[0]]}, "session.automatic"),
    ({"levels": [None, "easy", "easy"], "automatic": "all"}, "session.automatic"),
    ({"levels": [None, "easy", "easy"], "automatic": [[0, 0]] * 10_000}, "session.automatic"),
])
def test_a_session_that_does_not_fit_its_game_is_one_clear_message(
        tmp_path: Path, state: object, field: str) -> None:
    payload = dict(make_payload(a_session()), session=state)
    with pytest.raises(StorageError) as info:
        game_from_payload(payload)
    message = str(info.value)
    assert field in message and "\n" not in message and "Traceback" not in message


def test_a_bots_move_is_not_the_humans_automatic_move(tmp_path: Path) -> None:
    session = a_session()
    game = session.game_copy()
    bot_move = next((h, a) for h, moves in enumerate(game.actions)
                    for a, move in enumerate(moves) if move.seat != 0)
    payload = dict(make_payload(session), session=dict(session.state(),
                                                         automatic=[list(bot_move)]))
    (tmp_path / "autosave.json").write_text(json.dumps(payload), encoding="utf-8")
    with pytest.raises(StorageError, match="session.automatic"):
        load_autosave(tmp_path)
