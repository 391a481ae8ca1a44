"""``manni-desktop replay`` against hostile input (README, "Limits on what replay
and bot read"): whatever arrives, one short line on stderr and exit 2, with
the process's address space capped at 1 GiB so that a regression that reads
without bound fails here instead of eating the machine."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from manni_desktop.engine import new_game

from ..memory_cap import PREEXEC, needs_cap
from .helpers import play_random
from .test_replay_cli import DECK, EXCHANGES, ROOT

CAP = 8 * 1024 * 1024  # README: a record is at most 8 MiB
LINE_CHARS = 200  # README: an error line is at most 200 characters
EXCERPT = 60  # README: at most 60 characters of the input are quoted



def replay(data: bytes | None = None, path: str = "-",
           stdin: Any = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "manni_desktop", "replay", path],
        input=data, stdin=stdin, capture_output=True, cwd=ROOT, timeout=120, check=False,
        preexec_fn=PREEXEC,
    )


def one_line(result: subprocess.CompletedProcess[bytes], *fragments: str) -> str:
    """The single short stderr line of a refused record (exit 2, nothing on stdout)."""
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, stderr[-2000:]
    assert "Traceback" not in stderr, stderr[-2000:]
    assert result.stdout == b""
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr[:2000]
    assert len(lines[0]) <= LINE_CHARS, lines[0][:400]
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def long_record() -> dict[str, Any]:
    """A whole game under running scoring (several hands)."""
    game = new_game("classic", {"scoring": "running"}, seed=7)
    play_random(game, random.Random(7))
    return game.to_record()


def test_the_documented_cap_is_the_codes() -> None:
    """README's 8 MiB is the constant ``replay`` reads (it did not exist)."""
    from manni_desktop.engine.record import MAX_RECORD_BYTES

    assert MAX_RECORD_BYTES == CAP


def test_every_kind_of_undecodable_record_gets_one_line() -> None:
    """Not UTF-8, not JSON, nested too deep to parse, and an integer of 5,000
    digits (json.loads raised a ValueError nothing caught: a traceback, exit 1)."""
    digits = b"7" * 5000
    one_line(replay(b'{"format": "manni-record/1", "first_dealer": ' + digits + b"}"),
             "digits")
    one_line(replay(json.dumps({"hands": [{"deck": DECK}]}).encode()
                    .replace(b'"deck"', b'"deck": ' + digits + b', "x"')), "digits")
    one_line(replay(b"\xff\xfe{}"), "UTF-8")
    one_line(replay(b"{not json"), "not valid JSON")
    one_line(replay(b"[" * 100_000), "nested")
    one_line(replay(b'{"a": ' * 100_000), "nested")


@needs_cap
def test_dev_zero_is_refused_with_one_line_in_bounded_memory() -> None:
    """``replay /dev/zero`` and ``replay - < /dev/zero`` read on until the
    memory ran out (MemoryError, a traceback); now they stop after 8 MiB."""
    one_line(replay(path="/dev/zero"), "8 MiB")
    with open("/dev/zero", "rb") as zeros:
        one_line(replay(stdin=zeros), "standard input", "8 MiB")


def test_a_record_over_the_cap_is_refused_and_one_at_the_cap_replayed(tmp_path: Path) -> None:
    """A real record padded with spaces past 8 MiB was read and replayed; now
    it is refused unread (from a file and from standard input), while the
    same record padded to exactly 8 MiB still replays."""
    text = json.dumps(long_record()).encode()
    exact = text + b" " * (CAP - len(text))
    result = replay(exact)
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(result.stdout)["over"] is True
    over = exact + b" "
    one_line(replay(over), "standard input", "8 MiB")
    path = tmp_path / "big.manni.json"
    path.write_bytes(over)
    os.truncate(path, 148 * 10**6)  # the tester's 148 MB (sparse: NUL bytes past the record)
    try:
        one_line(replay(path=str(path)), "big.manni.json", "8 MiB")
    finally:
        path.unlink()


LONG = "x" * 500_000
RECORD: dict[str, Any] = {"format": "manni-record/1", "game": "hornafjardar",
                          "first_dealer": 0, "hands": [{"deck": DECK, "actions": EXCHANGES}]}


def _with(rec: dict[str, Any], path: tuple[object, ...], value: object) -> bytes:
    copy = json.loads(json.dumps(rec))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(copy).encode()


MARK = "@@nest@@"


def test_nesting_that_parses_is_quoted_back_briefly() -> None:
    """900 levels of lists where a card, an action or the game should be: the
    old replay quoted the whole nest (1,800 characters) back."""
    nest = ("[" * 900 + "]" * 900).encode()
    cases = [
        (("hands", 0, "deck", 0), "hand 1", "not a card"),
        (("hands", 0, "actions", 0, "exchange", 0), "hand 1, action 1", "not a card"),
        (("hands", 0, "actions", 1), "hand 1, action 2", "JSON object"),
        (("hands", 0, "actions", 2, "exchange"), "hand 1, action 3", "not a card"),
        (("game",), "record", "unknown game"),
    ]
    for where, *fragments in cases:
        data = _with(RECORD, where, MARK).replace(f'"{MARK}"'.encode(), nest)
        assert nest in data
        one_line(replay(data), *fragments)


def test_error_lines_quote_only_a_short_excerpt() -> None:
    """Half a million characters wherever a record names something, and a
    seat number of 4,000 digits: the old replay printed each back whole."""
    rec = RECORD
    long_seat = json.dumps(rec).replace('{"seat": 1, "exchange": ["3S"]}',
                                        '{"seat": ' + "9" * 4000 + ', "exchange": []}')
    cases = [
        (_with(rec, ("format",), LONG), "format"),
        (_with(rec, ("format",), [LONG] * 3), "format"),
        (_with(rec, ("game",), LONG), "unknown game"),
        (_with(rec, ("options",), {LONG: 1}), "unknown option"),
        (_with(rec, ("options",), {"scoring": LONG}), "scoring"),
        (_with(rec, ("hands", 0, LONG), 1), "unknown key"),
        (_with(rec, ("hands", 0, "deck", 0), LONG), "not a card"),
        (_with(rec, ("hands", 0, "actions", 0, "exchange"), [LONG]), "not a card"),
        (_with(rec, ("hands", 0, "actions", 0), {"seat": 1, LONG: 1}), "exactly one"),
        (_with(rec, ("hands", 0, "actions", 0), {"seat": 1, **{f"{LONG[:9000]}{i}": 1
                                                              for i in range(50)}}),
         "exactly one"),
        (long_seat.encode(), "out of turn"),
        (json.dumps(dict(new_game("manillen", seed=1).to_record(), options={LONG: 1}))
         .encode(), "manillen takes no options"),
    ]
    for data, fragment in cases:
        assert len(data) < CAP
        line = one_line(replay(data), fragment)
        assert "x" * (EXCERPT + 1) not in line and "9" * (EXCERPT + 1) not in line, line
