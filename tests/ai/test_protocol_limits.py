"""manni-bot/1 against hostile input (README, "Limits on what replay and bot read").

Every request goes to a real ``manni-desktop bot`` process whose address space
is capped at 1 GiB, so a regression that reads without bound fails here with
a MemoryError instead of eating the machine.  Each test checks that a bad
line gets one short ``{"error": ...}`` and that the bot still answers the
request after it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from manni_desktop.engine import Game, new_game

from ..engine.helpers import first_legal
from ..memory_cap import MEMORY, PREEXEC, needs_cap
from .positions import assert_legal
from .test_protocol import ROOT, act

MAX_LINE = 1024 * 1024  # README: a request line is at most 1 MiB
ERROR_CHARS = 200  # README: an error line is at most 200 characters
EXCERPT = 60  # README: at most 60 characters of the input are quoted
QUIT = json.dumps({"type": "quit"}).encode()



def bot(lines: list[bytes], level: str = "easy", *extra: str,
        timeout: float = 180) -> tuple[int, list[dict[str, Any]], list[str], str]:
    """Exit status, answers, the raw answer lines and stderr of one bot process."""
    result = subprocess.run(
        [sys.executable, "-m", "manni_desktop", "bot", "--level", level, *extra],
        input=b"".join(line + b"\n" for line in lines), capture_output=True, cwd=ROOT,
        timeout=timeout, check=False, preexec_fn=PREEXEC,
    )
    raw = result.stdout.decode("utf-8").splitlines()
    return result.returncode, [json.loads(line) for line in raw], raw, \
        result.stderr.decode("utf-8", "replace")


def request(observation: object, compact: bool = False) -> bytes:
    """An ``act`` request line (``compact``: no spaces, to fit more under the cap)."""
    if compact:
        return json.dumps({"type": "act", "observation": observation},
                          separators=(",", ":")).encode()
    return act(observation).encode()


def play_position(name: str = "hornafjardar", seed: int = 3, plays: int = 0) -> Game:
    """A game at the play phase (exchanges kept), ``plays`` cards into it."""
    game = new_game(name, seed=seed)
    while game.phase != "play":
        game.apply(first_legal(game))
    for _ in range(plays):
        game.apply(first_legal(game))
    return game


def observation(game: Game) -> dict[str, Any]:
    return game.observation(game.to_act or 0)


def assert_short_errors(answers: list[dict[str, Any]], raw: list[str]) -> None:
    for answer, line in zip(answers, raw, strict=True):
        assert set(answer) == {"error"}, line[:300]
        assert isinstance(answer["error"], str) and answer["error"]
        assert len(answer["error"]) <= ERROR_CHARS, answer["error"][:300]
        assert len(line) <= ERROR_CHARS + 20, line[:300]


def test_the_documented_limits_are_the_codes() -> None:
    """README's numbers are the constants the code reads (they did not exist)."""
    from manni_desktop.ai.protocol import MAX_REQUEST_BYTES
    from manni_desktop.engine.untrusted import EXCERPT_CHARS, MESSAGE_CHARS

    assert (MAX_REQUEST_BYTES, EXCERPT_CHARS, MESSAGE_CHARS) == (MAX_LINE, EXCERPT, ERROR_CHARS)


def test_a_5000_digit_integer_gets_an_error_and_the_bot_serves_on() -> None:
    """json.loads raised ValueError (over the 4,300-digit limit), which nothing
    caught: a traceback, and the bot was gone."""
    game = play_position()
    good = observation(game)
    digits = "7" * 5000
    lines = [
        request(good).replace(b'"hand_number": 0', b'"hand_number": ' + digits.encode()),
        b'{"type": "act", "observation": {"seat": -' + digits.encode() + b"}}",
        b"[" + digits.encode() + b"]",
        request(good),
    ]
    assert digits.encode() in lines[0]
    status, answers, raw, stderr = bot(lines)
    assert status == 0 and "Traceback" not in stderr, stderr[-2000:]
    assert len(answers) == len(lines)
    assert_short_errors(answers[:-1], raw[:-1])
    assert all("digits" in a["error"] for a in answers[:-1])
    assert_legal(game, answers[-1]["action"])


def _feed(proc: subprocess.Popen[bytes], zeros: int, tail: bytes) -> None:
    assert proc.stdin is not None
    chunk = bytes(2**20)
    try:
        for _ in range(zeros // len(chunk)):
            proc.stdin.write(chunk)
        proc.stdin.write(tail)
        proc.stdin.close()
    except BrokenPipeError:  # the bot died (the old code: MemoryError)
        pass


@needs_cap
@pytest.mark.parametrize("then", ["a newline and a request", "the end of input"])
def test_an_endless_line_of_zeros_keeps_memory_bounded(then: str) -> None:
    """/dev/zero on stdin: more zero bytes than the bot may even map, then a
    newline and a valid request (answered after one error), or the end of
    input (one error and exit 0).  The old bot stored the line and died of
    MemoryError."""
    game = play_position()
    tail = b"\n" + request(observation(game)) + b"\n" + QUIT + b"\n" if then.startswith("a") \
        else b""
    proc = subprocess.Popen(
        [sys.executable, "-m", "manni_desktop", "bot", "--level", "easy"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
        preexec_fn=PREEXEC,
    )
    assert proc.stdout is not None and proc.stderr is not None
    stdout, stderr_pipe = proc.stdout, proc.stderr
    feeder = threading.Thread(target=_feed, args=(proc, MEMORY + MEMORY // 4, tail))
    feeder.start()
    errors: list[bytes] = []
    reader = threading.Thread(target=lambda: errors.append(stderr_pipe.read()))
    reader.start()
    watchdog = threading.Timer(300, proc.kill)
    watchdog.start()
    try:
        out = stdout.read()
        status = proc.wait()
    finally:
        watchdog.cancel()
        feeder.join()
        reader.join()
    stderr = errors[0].decode("utf-8", "replace")
    assert status == 0 and "Traceback" not in stderr, stderr[-2000:]
    raw = out.decode("utf-8").splitlines()
    answers = [json.loads(line) for line in raw]
    assert len(answers) == (2 if tail else 1)
    assert_short_errors(answers[:1], raw[:1])
    assert "longer than" in answers[0]["error"]
    if tail:
        assert_legal(game, answers[1]["action"])


def test_a_line_over_the_cap_is_refused_and_the_next_one_answered() -> None:
    """A valid request padded past 1 MiB is refused unread (the old bot read
    and answered it); one of exactly 1 MiB is still answered."""
    game = play_position()
    good = request(observation(game))
    over = good + b" " * (MAX_LINE + 1 - len(good))
    exact = good + b" " * (MAX_LINE - len(good))
    status, answers, raw, stderr = bot([over, good, exact, over + over, good])
    assert status == 0, stderr[-2000:]
    assert len(answers) == 5
    assert_short_errors([answers[0], answers[3]], [raw[0], raw[3]])
    assert "longer than" in answers[0]["error"] and "longer than" in answers[3]["error"]
    for i in (1, 2, 4):
        assert_legal(game, answers[i]["action"])


def test_request_lines_never_asks_for_more_than_the_cap() -> None:
    """The line reader reads at most cap + 1 bytes at a time and keeps nothing
    of an over-long line (in process: the old server had no such reader)."""
    import io

    from manni_desktop.ai.protocol import request_lines

    class Counting(io.BytesIO):
        largest = 0

        def readline(self, size: int | None = -1, /) -> bytes:
            assert size is not None and 0 < size <= 11
            line = super().readline(size)
            Counting.largest = max(Counting.largest, len(line))
            return line

    stream = Counting(b"short\n" + b"x" * 10 + b"\n" + b"y" * 11 + b"\n" + b"z" * 500
                      + b"\nlast")
    got = list(request_lines(stream, limit=10))
    assert got == [b"short\n", b"x" * 10 + b"\n", None, None, b"last"]
    assert Counting.largest <= 11
    assert list(request_lines(io.BytesIO(b"w" * 100), limit=10)) == [None]


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_deeply_nested_json_gets_one_short_error() -> None:
    """Nesting too deep to parse, and nesting that parses (900 levels) where a
    card or an action should be: the old bot quoted the whole nest back."""
    game = play_position()
    good = observation(game)
    text = request(good).decode()
    first = good["hand"][0]
    lines = [
        b"[" * 100_000,
        b'{"type": "act", "observation": ' + b"{\"a\": " * 50_000 + b"}",
        text.replace(f'"hand": ["{first}"', f'"hand": [{_nested(900)}', 1).encode(),
        text.replace(f'"play": "{first}"', f'"play": {_nested(900)}', 1).encode(),
        text.replace('"legal": [', f'"legal": [{_nested(900)}, ', 1).encode(),
        request(good),
    ]
    for line in lines[2:5]:
        assert line != request(good)
    status, answers, raw, stderr = bot(lines, "easy", "--seed", "1")
    assert status == 0 and "Traceback" not in stderr, stderr[-2000:]
    assert len(answers) == len(lines)
    assert_short_errors(answers[:-1], raw[:-1])
    assert_legal(game, answers[-1]["action"])


def test_duplicate_legal_entries_are_refused_before_thinking() -> None:
    """10^5 copies of one legal play kept the hard bot thinking 22 s (10^6:
    killed after 225 s), then answered.  Now: 10^5 copies are over the line
    cap, 40,000 (under it) are more entries than cards in hand, and one card
    listed twice is a duplicate; each is an error, and the bot serves on."""
    game = play_position()
    good = observation(game)
    entry = good["legal"][0]
    many = request(dict(good, legal=[entry] * 100_000), compact=True)
    fewer = request(dict(good, legal=[entry] * 40_000), compact=True)
    twice = request(dict(good, legal=[entry, entry]))
    assert len(many) > MAX_LINE > len(fewer)
    status, answers, raw, stderr = bot([many, fewer, twice, request(good)], "hard",
                                       timeout=300)
    assert status == 0, stderr[-2000:]
    assert len(answers) == 4
    assert_short_errors(answers[:3], raw[:3])
    assert "longer than" in answers[0]["error"]
    assert "40000" in answers[1]["error"] and "at most" in answers[1]["error"]
    assert "twice" in answers[2]["error"]
    assert_legal(game, answers[3]["action"])


def test_the_observation_check_refuses_a_million_duplicates_at_once() -> None:
    """In process, past the line cap: the one check of ``legal`` (view.py) that
    every level and game goes through counts the entries before reading them
    (the old check read all 10^6 and accepted them)."""
    from manni_desktop.ai import ObservationError, choose_action

    for game in (play_position(), play_position("manillen"), new_game("classic", seed=4)):
        good = observation(game)
        crowd = dict(good, legal=[good["legal"][0]] * 10**6)
        for level in ("easy", "hard"):
            with pytest.raises(ObservationError, match="at most"):
                choose_action(crowd, level, 1)


Mutation = Callable[[dict[str, Any]], None]


def _set(key: str, value: object) -> Mutation:
    return lambda obs: obs.__setitem__(key, value)


def _set_in(key: str, index: int, field: str, value: object) -> Mutation:
    return lambda obs: obs[key][index].__setitem__(field, value)


def _set_trick(field: str, value: object) -> Mutation:
    return lambda obs: obs["trick"].__setitem__(field, value)


PLAY_CASES: list[tuple[str, Mutation]] = [
    ("legal as an object", lambda o: o.__setitem__("legal", o["legal"][0])),
    ("legal as a string", _set("legal", "KD")),
    ("legal as numbers", _set("legal", [1, 2])),
    ("legal with an extra key", lambda o: o["legal"][0].__setitem__("note", 1)),
    ("legal seat true", _set_in("legal", 0, "seat", True)),
    ("legal seat as a string", _set_in("legal", 0, "seat", "1")),
    ("legal play as a number", _set_in("legal", 0, "play", 5)),
    ("legal play nested", _set_in("legal", 0, "play", [["AS"]])),
    ("legal listing one card twice", lambda o: o.__setitem__("legal", o["legal"][:1] * 2)),
    ("seat as a string", _set("seat", "1")),
    ("seat as a float", _set("seat", 1.0)),
    ("dealer null", _set("dealer", None)),
    ("seats as a float", _set("seats", 3.0)),
    ("seats as a string", _set("seats", "3")),
    ("hand_number as a string", _set("hand_number", "4")),
    ("hand entries as numbers", lambda o: o.__setitem__("hand", list(range(len(o["hand"]))))),
    ("hand as a string", lambda o: o.__setitem__("hand", " ".join(o["hand"]))),
    ("hand as an object", _set("hand", {"AS": 1})),
    ("hand of 13 cards", lambda o: o.__setitem__("hand", o["hand"] + ["XX"])),
    ("plus as a string", _set("plus", "0,0,0")),
    ("plus with a string", _set("plus", [0, 0, "0"])),
    ("plus of 31 digits", _set("plus", [10**30, 0, 0])),
    ("options as an empty list", _set("options", [])),
    ("options as an empty string", _set("options", "")),
    ("options as false", _set("options", False)),
    ("options scoring as a list", _set("options", {"scoring": ["columns"]})),
    ("cut as a number", _set("cut", 7)),
    ("contract as a list", _set("contract", ["trump:H"])),
    ("phase as a number", _set("phase", 1)),
    ("exchanges as an object", _set("exchanges", {"seat": 1, "count": 3})),
    ("exchanges seat true", _set_in("exchanges", 0, "seat", True)),
    ("exchanges seat 9", _set_in("exchanges", 0, "seat", 9)),
    ("exchanges count negative", _set_in("exchanges", 0, "count", -5)),
    ("exchanges a seat twice", lambda o: o.__setitem__("exchanges", o["exchanges"][:1] * 2)),
    ("my_discards as a string", _set("my_discards", "2C")),
    ("manni_left as a string", _set("manni_left", "4")),
    ("manni_left of a million", _set("manni_left", 10**6)),
    ("tricks as an object", _set("tricks", {"leader": 0})),
    ("trick leader true", _set_trick("leader", True)),
    ("trick cards as a string", _set_trick("cards", "AS")),
    ("a past trick's winner true", _set_in("tricks", 0, "winner", True)),
    ("a past trick's leader as a float", _set_in("tricks", 0, "leader", 1.0)),
]


def test_wrong_types_in_many_fields_are_refused() -> None:
    """Each mutated request gets a short error and the bot answers the next
    one.  The old checks answered 24 of them with an action: options [] or ""
    (read as "no options"), True for seat 1, 3.0 for 3 seats, a seat 9, a
    repeated seat or a negative count in the exchanges, a score of 31 digits,
    a duplicate legal entry, and in Manillen a seat 9, a wrong partner, a
    trick [] or numbers for cards."""
    # Seat 1 leads the second trick, having led and won the first and been the
    # first to exchange: every seat the mutations set to True is seat 1.
    play = play_position(seed=7, plays=3)
    base = observation(play)
    assert base["seat"] == base["trick"]["leader"] == base["exchanges"][0]["seat"] == 1
    assert base["tricks"][0]["leader"] == base["tricks"][0]["winner"] == 1
    exchange = new_game("hornafjardar", seed=3)
    exchange.apply(first_legal(exchange))
    swap = new_game("classic", seed=4)
    manillen = play_position("manillen", seed=4, plays=1)
    declare = new_game("manillen", seed=4)

    cases: list[tuple[str, Game, Mutation]] = [(name, play, f) for name, f in PLAY_CASES]
    cases += [
        ("allowance as a string", exchange, _set("allowance", "7")),
        ("allowance true", exchange, _set("allowance", True)),
        ("allowance as a float", exchange, _set("allowance", 1.5)),
        ("swap legal as a string", swap, _set_in("legal", 0, "swap", "yes")),
        ("swap legal twice", swap, lambda o: o.__setitem__("legal", o["legal"][:1] * 2)),
        ("swap legal three entries", swap, lambda o: o.__setitem__("legal", o["legal"] * 2)),
        ("manillen hand as numbers", manillen, _set("hand", [1, 2, 3])),
        ("manillen trick as a list", manillen, _set("trick", [])),
        ("manillen partner wrong", manillen, lambda o: o.__setitem__("partner", o["seat"])),
        ("manillen seat 9", manillen, _set("seat", 9)),
        ("manillen legal twice", manillen,
         lambda o: o.__setitem__("legal", o["legal"][:1] * 2)),
        ("manillen declared 7", manillen, _set("declared", 7)),
        ("manillen declare twice", declare,
         lambda o: o.__setitem__("legal", o["legal"][:1] * 2)),
        ("manillen declare X", declare, _set_in("legal", 0, "declare", "X")),
    ]
    lines = []
    for name, game, mutate in cases:
        obs = json.loads(json.dumps(observation(game)))
        mutate(obs)
        assert json.dumps(obs) != json.dumps(observation(game)), name
        lines.append(request(obs))
    lines += [request([base]), request(base)]
    status, answers, raw, stderr = bot(lines)
    assert status == 0 and "Traceback" not in stderr, stderr[-2000:]
    assert len(answers) == len(lines)
    accepted = [name for (name, _, _), answer in zip(cases, answers, strict=False)
                if "error" not in answer]  # the old check: nine of them
    assert accepted == []
    assert_short_errors(answers[:-1], raw[:-1])
    assert_legal(play, answers[-1]["action"])


LONG = "x" * 400_000


def test_error_lines_quote_only_a_short_excerpt() -> None:
    """400,000-character values wherever a request names something: the old
    bot sent each back whole ("unknown request type 'xxx…'", "not a card:
    'xxx…'", "unknown game …")."""
    play = play_position()
    good = observation(play)
    manillen = observation(play_position("manillen"))
    mutations: list[object] = [
        {"type": LONG},
        {"type": [LONG]},
        {"type": "act", "observation": dict(good, game=LONG)},
        {"type": "act", "observation": dict(good, phase=LONG)},
        {"type": "act", "observation": dict(good, contract=LONG)},
        {"type": "act", "observation": dict(good, options={"scoring": LONG})},
        {"type": "act", "observation": dict(good, cut=LONG)},
        {"type": "act", "observation": dict(good, seat=LONG)},
        {"type": "act", "observation": dict(good, hand=[LONG] + good["hand"][1:])},
        {"type": "act", "observation": dict(good, legal=[{"seat": 1, "play": LONG}])},
        {"type": "act", "observation": dict(good, legal=[{"seat": 1, LONG: "AS"}])},
        {"type": "act", "observation": dict(good, trick={"leader": 1, "cards": [LONG]})},
        {"type": "act", "observation": dict(good, my_discards=[LONG])},
        {"type": "act", "observation": dict(manillen, phase=LONG)},
        {"type": "act", "observation": dict(manillen, hand=[LONG])},
    ]
    lines = [json.dumps(m).encode() for m in mutations]
    lines += [LONG.encode(), b'{"type": "act", "observation": "' + LONG.encode(), request(good)]
    assert all(len(line) < MAX_LINE for line in lines)
    status, answers, raw, stderr = bot(lines)
    assert status == 0, stderr[-2000:]
    assert len(answers) == len(lines)
    assert_short_errors(answers[:-1], raw[:-1])
    for answer in answers[:-1]:
        assert "x" * (EXCERPT + 1) not in answer["error"]
    assert_legal(play, answers[-1]["action"])


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=80),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=20,
)
_KIND = {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict",
         type(None): "null"}
_FIELDS = ["game", "options", "seats", "seat", "dealer", "hand_number", "plus", "minus", "cut",
           "contract", "phase", "hand", "exchanges", "my_discards", "manni_left", "tricks",
           "trick", "legal"]


@given(field=st.sampled_from(_FIELDS), value=_JSON)
@example(field="options", value=[])
@example(field="seats", value=3.0)
@example(field="manni_left", value=True)
def test_a_field_of_another_json_type_is_always_an_error(field: str, value: object) -> None:
    """Whatever JSON of another type replaces a field of a real play
    observation, the answer is one short error, never an action or a crash
    (in process; the old check took [] for options and 3.0 for 3 seats)."""
    from manni_desktop.ai.protocol import answer

    good = observation(play_position(plays=1))
    if _KIND[type(value)] == _KIND[type(good[field])] or (field == "options" and value is None):
        return  # same type: not this property's case (null options mean none)
    reply = answer(json.dumps({"type": "act", "observation": dict(good, **{field: value})}),
                   "easy", 1)
    assert reply is not None and set(reply) == {"error"}, (field, value, reply)
    assert len(reply["error"]) <= ERROR_CHARS
