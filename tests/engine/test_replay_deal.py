"""Replay this deal, in the engine: every game, from every seat, deals the
same cards to the same chairs, the player in the chair they picked; the
mark survives the session's saved state, and a replay is a game of its own
for the statistics."""

from __future__ import annotations

import pytest

from manni_desktop.engine.game import Game, game_names
from manni_desktop.engine.session import Session
from manni_desktop.storage.stats import entry_for, game_key


def _dealt(game: Game, hand: int) -> list[list[int]]:
    start = game.rewound(hand, 0).snapshot(0, reveal_all=True)
    return [sorted(seat.hand) for seat in start.seats]


@pytest.mark.parametrize("name", game_names())
def test_every_seat_gets_that_chairs_cards(name: str) -> None:
    n = 4 if name == "manillen" else 3
    names = ["You", *"ABC"[:n - 1]]
    levels: list[str | None] = [None, *(f"level{i}" for i in range(1, n))]
    session = Session.new(name, None, names, levels, seed=11)
    old = session.game_copy()
    for seat in range(n):
        replay = session.replay_deal(seat, "2026-12-08T01:00:00+00:00")
        new = replay.game_copy()
        assert new.seed == old.seed
        assert new.hands[0].deck == old.hands[0].deck
        assert _dealt(new, 0) == [_dealt(old, 0)[(i + seat) % n] for i in range(n)]
        assert new.dealer_of(0) == (old.dealer_of(0) - seat) % n  # the same chair deals
        assert replay.levels[0] is None and replay.players[0] == "You"
        displaced = (-seat) % n  # the player's old chair: the bot whose cards they took
        for i in range(1, n):
            expected = (session.levels[seat], names[seat]) if i == displaced else (
                session.levels[(i + seat) % n], names[(i + seat) % n])
            assert (replay.levels[i], replay.players[i]) == expected
        assert replay.replay_of == {"hand": 0, "seat": seat,
                                    "started": "2026-12-08T01:00:00+00:00"}
        again = Session.restore(new, replay.state())
        assert again.replay_of == replay.replay_of
        assert game_key(new) != game_key(old)
        assert set(new.to_record()) == set(old.to_record())  # nothing new in the record


def test_a_bad_replay_mark_is_refused() -> None:
    session = Session.new("hornafjardar", None, ["You", "A", "B"], [None, "easy", "easy"])
    state = session.state()
    for bad in ({"hand": 0}, {"hand": -1, "seat": 0, "started": ""},
                {"hand": 0, "seat": 3, "started": ""}, "replay"):
        with pytest.raises(ValueError, match="replay_of"):
            Session.restore(session.game_copy(), {**state, "replay_of": bad})


def test_the_statistics_know_a_replay() -> None:
    session = Session.new("hornafjardar", None, ["You", "A", "B"], [None, "easy", "easy"])
    replay = session.replay_deal(1, "2026-12-08T01:00:00+00:00")
    entry = entry_for(replay.game_copy(), ["easy", "easy"], abandoned=True)
    assert entry.replay
    assert not entry_for(session.game_copy(), ["easy", "easy"], abandoned=True).replay
