"""manni-bot/1 through a real subprocess: good and malformed requests, many per process."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from manni_desktop.ai import choose_action
from manni_desktop.engine import action_from_json, new_game

from .positions import assert_legal, random_positions

ROOT = Path(__file__).resolve().parents[2]


def run_bot(lines: list[str], level: str = "easy", *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "manni_desktop", "bot", "--level", level, *extra],
        input="".join(line + "\n" for line in lines),
        capture_output=True, text=True, cwd=ROOT, timeout=120, check=False,
    )


def act(observation: object) -> str:
    return json.dumps({"type": "act", "observation": observation})


def test_many_requests_in_one_process_all_answered_legally() -> None:
    games = random_positions("hornafjardar", 12, seed=5) + random_positions("classic", 8, seed=6)
    result = run_bot([act(g.observation(g.to_act or 0)) for g in games], "medium")
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(games)
    for game, answer in zip(games, answers, strict=True):
        assert set(answer) == {"action"}
        assert_legal(game, answer["action"])


def test_malformed_requests_get_errors_and_the_bot_keeps_serving() -> None:
    game = new_game("hornafjardar", seed=3)
    good = game.observation(game.to_act or 0)
    wrong_seat = dict(good, seat="one")
    no_hand = {k: v for k, v in good.items() if k != "hand"}
    bad_card = dict(good, hand=["ZZ"] + good["hand"][1:])
    lines = [
        "this is not json",
        "[1, 2, 3]",
        json.dumps({"type": "dance"}),
        json.dumps({"type": "act"}),
        act("not an object"),
        act(wrong_seat),
        act(no_hand),
        act(bad_card),
        act(dict(good, game="manillen")),
        act(dict(good, allowance="seven")),
        act(good),
    ]
    result = run_bot(lines)
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(lines)
    for answer in answers[:-1]:
        assert set(answer) == {"error"} and isinstance(answer["error"], str) and answer["error"]
    assert "partner" in answers[8]["error"]  # a Manni observation labelled manillen
    assert "seat" in answers[5]["error"]
    assert_legal(game, answers[-1]["action"])


def test_quit_ends_the_session_and_end_of_input_exits_zero() -> None:
    game = new_game("classic", seed=4)
    request = act(game.observation(game.to_act or 0))
    result = run_bot([request, json.dumps({"type": "quit"}), request])
    assert result.returncode == 0
    assert len(result.stdout.splitlines()) == 1
    empty = run_bot([])
    assert empty.returncode == 0 and empty.stdout == ""


def test_seeded_bot_answers_the_same_request_the_same_way() -> None:
    game = random_positions("hornafjardar", 1, seed=9)[0]
    request = act(game.observation(game.to_act or 0))
    first = run_bot([request, request], "hard", "--seed", "5")
    second = run_bot([request], "hard", "--seed", "5")
    lines = first.stdout.splitlines()
    assert lines[0] == lines[1] == second.stdout.splitlines()[0]


def test_bot_path_does_not_import_qt() -> None:
    code = (
        "import sys, io; from manni_desktop.cli import main; "
        "sys.stdin = io.StringIO(''); main(['bot', '--level', 'hard']); "
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))]"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr


def test_the_expert_level_answers_every_game_legally_through_the_protocol() -> None:
    """``--level expert`` is a level of the protocol in every game (issue 36)."""
    games = random_positions("hornafjardar", 2, seed=11) + random_positions("classic", 1, seed=12)
    for name, moves in (("mizerka", 0), ("mizerka", 9), ("manillen", 0), ("manillen", 7)):
        game = new_game(name, seed=moves + 40)  # its first decision, or a few random moves on
        rng = random.Random(moves)
        for _ in range(moves):
            seat = game.to_act or 0
            game.apply(action_from_json(choose_action(game.observation(seat), "random",
                                                      rng.randrange(10**6))))
        games.append(game)
    result = run_bot([act(g.observation(g.to_act or 0)) for g in games], "expert", "--seed", "3")
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(games)
    for game, answer in zip(games, answers, strict=True):
        assert set(answer) == {"action"}, answer
        assert_legal(game, answer["action"])


def test_an_unknown_level_is_refused_by_name() -> None:
    result = run_bot([], "grandmaster")
    assert result.returncode == 2
    assert "invalid choice: 'grandmaster'" in result.stderr
    assert "expert" in result.stderr
