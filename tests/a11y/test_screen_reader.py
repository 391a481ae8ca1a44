"""A hand played by ear: the app under Xvfb on a real AT-SPI bus, read and
driven by ``reader.py`` (Debian's Python with pyatspi) as a screen reader
would, by keys only.  What it heard is checked against the game's own record,
read back from the autosave and replayed by ``manni-desktop replay``:

- every card played, by every seat, was announced in order, with the name of
  who played it, and every trick's winner;
- every time the player had to act, "Your turn: …" was announced first;
- every card the player played had the keyboard focus (a focus event naming
  it) just before Enter, and every focus event named a card of the hand;
- after the hand the score sheet's cells read as the numbers the record gives.

Needs xvfb-run, dbus-run-session, xdotool, at-spi2-core and python3-pyatspi;
skipped without them unless ``MANNI_REQUIRE_SCREEN_READER_TEST`` is set (CI
sets it, so there it cannot silently not run).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
RANKS = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
         "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king",
         "A": "ace"}
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def card_name(card: str) -> str:
    """English card names written out here, not taken from the app."""
    return f"{RANKS[card[0]]} of {SUITS[card[1]]}"


def focused_card(entry: dict[str, Any]) -> str:
    """The card a focus event was about.  The reader reads the object's name
    when it gets to the event, and by then a card just played may be in the
    trick, named "You: jack of spades"."""
    return str(entry["name"]).rsplit(": ", 1)[-1]


def missing_tools() -> list[str]:
    missing = [tool for tool in ("xvfb-run", "dbus-run-session", "xdotool")
               if shutil.which(tool) is None]
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        missing.append("at-spi2-core")
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def tools() -> None:
    missing = missing_tools()
    if missing:
        message = "screen-reader test needs " + ", ".join(missing)
        if os.environ.get("MANNI_REQUIRE_SCREEN_READER_TEST"):
            pytest.fail(message)
        pytest.skip(message)


def play_by_ear(home: Path, game: str, hands: int = 1, speed: str = "fast",
                timeout: int = 200) -> list[dict[str, Any]]:
    """Run the app and the reader for ``hands`` hands of ``game`` (0: the
    whole game); what was heard."""
    config = home / "config"
    config.mkdir(parents=True)
    # a finished trick rests at every speed: a whole game at Instant has none
    pause = "none" if speed == "instant" else "short"
    settings = {"schema": 2, "speed": speed, "trick_pause": pause, "game": game,
                "scoring": {"manillen": "none", "classic": "running"}.get(game, "columns"),
                "auto_play_forced": False, "language": "en",
                # a player past their first start: no guided deal is offered
                # (its offer holds the table until it is answered)
                "guide_done": True, "guides_done": ["hornafjardar", "classic"]}
    (config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    log = home / "heard.jsonl"
    env = {key: value for key, value in os.environ.items() if not key.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               MANNI_DESKTOP_HOME=str(home), PYTHONPATH=str(ROOT))
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x860x24", "dbus-run-session", "--",
               SYSTEM_PYTHON, str(HERE / "reader.py"), "--start-bus", "--log", str(log),
               "--timeout", str(timeout), "--hands", str(hands), "--",
               sys.executable, "-m", "manni_desktop"]
    subprocess.run(command, env=env, cwd=ROOT, timeout=timeout + 100, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def replayed(home: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The record of the game played, and what ``replay`` says of it."""
    record = json.loads((home / "data" / "autosave.json").read_text(encoding="utf-8"))["record"]
    path = home / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "manni_desktop", "replay", str(path)],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    return record, json.loads(out.stdout)


def in_order(text: str, sentences: list[str]) -> list[str]:
    """The sentences not found in ``text`` one after the other."""
    missing, at = [], 0
    for sentence in sentences:
        found = text.find(sentence, at)
        if found < 0:
            missing.append(sentence)
        else:
            at = found + len(sentence)
    return missing


def spoken_text(heard: list[dict[str, Any]]) -> str:
    return " ".join(e["text"] for e in heard if e["kind"] == "announcement")


def expected_sentences(record: dict[str, Any], result: dict[str, Any]) -> list[str]:
    """What must have been said, in order: each card played by whom, and
    each trick's winner, in every hand of the record."""
    names = record["players"]
    expected = []
    for hand, played in zip(record["hands"], result["hands"], strict=False):
        plays = [a for a in hand["actions"] if "play" in a]
        for number, trick in enumerate(played["tricks"]):
            for action in plays[number * len(names):(number + 1) * len(names)]:
                who = "You play" if action["seat"] == 0 else f"{names[action['seat']]} plays"
                expected.append(f"{who} the {card_name(action['play'])}")
            winner = trick["winner"]
            expected.append("You take the trick" if winner == 0
                            else f"{names[winner]} takes the trick")
    return expected


@pytest.mark.parametrize("game", ["hornafjardar", "manillen"])
def test_a_hand_by_keys_and_speech(tools: None, tmp_path: Path, game: str) -> None:
    heard = play_by_ear(tmp_path, game)
    # A first hand can end the game (Manillen: 120 for a no-trump slam), and
    # then its panel is the game's end.
    ends = [entry for entry in heard if entry["kind"] in ("hand-over", "game-over")]
    assert ends, f"the hand did not end: {heard[-5:]}"
    record, result = replayed(tmp_path)
    hand, played = record["hands"][0], result["hands"][0]
    names = record["players"]
    plays = [a for a in hand["actions"] if "play" in a]
    assert len(plays) == len(played["tricks"]) * len(names)

    assert in_order(spoken_text(heard), expected_sentences(record, result)) == []

    # Before each of the player's cards: "Your turn" was heard, then a focus
    # event named the card, then Enter (the reader logs the card it heard in
    # focus with each Enter that plays).
    human = [a["play"] for a in plays if a["seat"] == 0]
    play_keys = [i for i, e in enumerate(heard) if e["kind"] == "key" and e.get("card")]
    assert [heard[i]["card"] for i in play_keys] == [card_name(c) for c in human]
    turns = [i for i, e in enumerate(heard) if e["kind"] == "announcement"
             and ("Your turn: lead a card" in e["text"] or "Your turn: play a card" in e["text"])]
    focus = [i for i, e in enumerate(heard) if e["kind"] == "focus" and e["role"] == "list item"]
    previous = -1
    for card, enter in zip(human, play_keys, strict=True):
        named = [i for i in focus if previous < i < enter]
        assert named and focused_card(heard[named[-1]]) == card_name(card), \
            f"{card_name(card)} did not have the focus when Enter was pressed"
        assert any(previous < t < enter for t in turns), f"no 'Your turn' before {card}"
        previous = enter
    every_card = {card_name(c) for c in hand["deck"]}
    assert {focused_card(heard[i]) for i in focus} <= every_card

    # The sheet after the hand reads as the record's numbers.
    sheet = ends[0]["sheet"]
    cells = [c for c in sheet if c["role"] == "table cell"]
    headers = [c["name"] for c in sheet if c["role"] == "table column header"]
    first_row = [c["name"] for c in cells[:len(headers)]]
    if game == "manillen":
        for points in played["points"]:
            assert str(points) in first_row, (points, first_row)
    else:
        for seat, tricks in enumerate(played["tricks_won"]):
            column = headers.index(f"Tricks, {names[seat]}")
            assert first_row[column] == str(tricks), (headers, first_row)


@pytest.mark.parametrize("game", ["hornafjardar", "classic", "manillen"])
def test_a_whole_game_by_ear(tools: None, tmp_path: Path, game: str) -> None:
    """To the game's end by keys, the animations instant: every card and
    trick of every hand was said, the end was announced with its winner, and
    the sheet's totals read as ``replay``'s."""
    heard = play_by_ear(tmp_path, game, hands=0, speed="instant", timeout=600)
    assert heard[-1]["kind"] == "game-over", f"the game did not end: {heard[-5:]}"
    record, result = replayed(tmp_path)
    assert result["over"]
    assert in_order(spoken_text(heard), expected_sentences(record, result)) == []
    names = record["players"]
    ending = next(e["text"] for e in reversed(heard) if e["kind"] == "announcement"
                  and "Game over" in e["text"])
    if game == "manillen":
        side = 0 if 0 in result["winners"] else 1
        winner = "Your side wins!" if side == 0 else f"{names[1]} and {names[3]} win"
        totals = [str(score) for score in result["score"]]
    else:
        winners = result["winners"]
        winner = ("You win!" if winners == [0] else f"{names[winners[0]]} wins"
                  if len(winners) == 1 else "Shared win")
        # the sheet writes a true minus sign (U+2212)
        totals = [f"{net:+d}".replace("-", "\u2212") if net else "0" for net in result["net"]]
    assert winner in ending, ending
    cells = [c["name"] for c in heard[-1]["sheet"] if c["role"] == "table cell"]
    for total in totals:  # a total alone, or towards the target ("78 / 101")
        assert any(cell == total or cell.startswith(total + " / ") for cell in cells), \
            (total, cells[-12:])
