"""Real processes on 127.0.0.1: ``serve`` and two ``join`` play a whole game
of every registered game and end with the same record, which ``replay``
accepts; two tables run side by side."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from manni_desktop.games import ids

from .harness import CODE, ROOT, Proc, env, join, kinds_for, serve


def seats_arg(game: str) -> str:
    return ",".join("human" if k == "remote" else k for k in kinds_for(game))


def replay_ok(path: Path, home: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-m", "manni_desktop", "replay", str(path)],
                          cwd=ROOT, env=env(home), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    summary: dict[str, object] = json.loads(done.stdout)
    return summary


@pytest.mark.parametrize("game", ids())
def test_three_processes_play_a_whole_game(tmp_path: Path, game: str) -> None:
    host, address = serve(tmp_path, game, seats_arg(game), "--record-out",
                          str(tmp_path / "host.json"))
    players = [join(tmp_path, address, name, "--record-out", str(tmp_path / f"{name}.json"))
               for name in ("Ann", "Bo")]
    try:
        for player in players:
            assert player.wait(150) == 0, player.errors[-5:]
        assert host.wait(30) == 0, host.errors[-5:]
    finally:
        for proc in (*players, host):
            proc.kill()
    records = [json.loads((tmp_path / f"{n}.json").read_text()) for n in ("host", "Ann", "Bo")]
    assert records[0] == records[1] == records[2]
    assert records[0]["game"] == game
    assert {"Ann", "Bo"} <= set(records[0]["players"])
    assert replay_ok(tmp_path / "host.json", tmp_path)["over"] is True


def test_two_tables_on_one_machine(tmp_path: Path) -> None:
    """Two hosts at once, each with its own port, code and game: each
    client plays its own table to the end; a code opens only its table."""
    first, first_address = serve(tmp_path, "hornafjardar", "human,random,random",
                                 "--record-out", str(tmp_path / "one.json"))
    second = Proc(["serve", "--game", "manillen", "--seats", "random,random,human,random",
                   "--code", "AB12-CD34", "--bind", "127.0.0.1", "--no-discovery", "--seed",
                   "8", "--record-out", str(tmp_path / "two.json")], tmp_path)
    second_address = second.expect("address ")
    assert second_address != first_address
    assert second.expect("code ") == "AB12-CD34"
    crossed = join(tmp_path, second_address, "Wrong")  # the first table's code
    ann = join(tmp_path, first_address, "Ann", "--record-out", str(tmp_path / "ann.json"))
    bo = Proc(["join", "--address", second_address, "--code", "ab12cd34", "--name", "Bo",
               "--record-out", str(tmp_path / "bo.json")], tmp_path)
    try:
        assert crossed.wait(30) == 2 and any("wrong-code" in e for e in crossed.errors)
        assert ann.wait(150) == 0 and bo.wait(150) == 0
        assert first.wait(30) == 0 and second.wait(30) == 0
    finally:
        for proc in (crossed, ann, bo, first, second):
            proc.kill()
    one = json.loads((tmp_path / "one.json").read_text())
    two = json.loads((tmp_path / "two.json").read_text())
    assert one == json.loads((tmp_path / "ann.json").read_text())
    assert two == json.loads((tmp_path / "bo.json").read_text())
    assert (one["game"], two["game"]) == ("hornafjardar", "manillen")
    assert CODE  # both tables took the code they were given
