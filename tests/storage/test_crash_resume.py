"""Power loss in the middle of autosaves: a child process autosaves after every
action of a seeded game and is killed with SIGKILL; the autosave left behind
must be a valid game at (or after) the last action the child reported saved,
equal to that prefix of the same game played here."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from manni_desktop.storage.atomic import remove_stale_temps
from manni_desktop.storage.saves import load_autosave

from .random_play import action_count, game_after

ROOT = Path(__file__).resolve().parents[2]
SEED = 7  # a 507-action game

CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from manni_desktop.engine import new_game
from manni_desktop.storage.saves import write_autosave
from tests.storage.random_play import WINDOW, play_step
game = new_game("hornafjardar", seed=int(sys.argv[2]))
step = 0
while not game.over:
    play_step(game, step)
    step += 1
    write_autosave(game, WINDOW, sys.argv[3])
    print(step, flush=True)
    if step >= int(sys.argv[4]):
        # go on saving the same position for ever: the kill lands mid-write too
        while True:
            write_autosave(game, WINDOW, sys.argv[3])
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")
@pytest.mark.parametrize(
    ("kill_after", "keep_playing"),
    [(1, True), (17, False), (95, True), (240, False), (420, True)],
)
def test_sigkill_mid_autosave_resumes_at_the_last_complete_action(
    tmp_path: Path, kill_after: int, keep_playing: bool
) -> None:
    # keep_playing: the kill lands while the child plays and saves new actions;
    # otherwise while it rewrites the same position over and over
    stop_at = kill_after + 40 if keep_playing else kill_after
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(ROOT), str(SEED), str(tmp_path), str(stop_at)],
        stdout=subprocess.PIPE, text=True, cwd=tmp_path,
    )
    reported = 0
    try:
        assert child.stdout is not None
        for line in child.stdout:
            reported = int(line)
            if reported >= kill_after:
                break
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert reported >= kill_after

    saved = load_autosave(tmp_path)
    assert saved is not None
    saved_actions = action_count(saved.game)
    assert saved_actions >= reported
    reference = game_after(SEED, saved_actions)
    assert saved.game.to_record() == reference.to_record()
    assert saved.game.summary() == reference.summary()
    for seat in range(3):
        assert saved.game.observation(seat) == reference.observation(seat)
    # a write killed midway leaves its own temporary file, which the next start removes
    leftovers = {p.name for p in tmp_path.iterdir()} - {"autosave.json", "autosave.json.bak"}
    assert all(n.startswith(".autosave.json.") and n.endswith(".tmp") for n in leftovers)
    remove_stale_temps(tmp_path)
    assert {p.name for p in tmp_path.iterdir()} <= {"autosave.json", "autosave.json.bak"}


class Crash(BaseException):
    """Stands for the power going off: nothing after it runs, no clean-up."""


@pytest.mark.parametrize("crash_at", ["write", "fsync", "backup rename", "final rename"])
def test_power_loss_at_every_step_of_an_autosave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, crash_at: str
) -> None:
    """Deterministic companion of the SIGKILL test: stop the write at each
    system call; the folder then always holds the previous or the new game."""
    from manni_desktop.storage.saves import write_autosave

    from .random_play import WINDOW

    before, after = game_after(SEED, 30), game_after(SEED, 31)
    write_autosave(game_after(SEED, 29), WINDOW, tmp_path)
    write_autosave(before, WINDOW, tmp_path)
    real_replace = os.replace

    def crash(*args: object) -> None:
        raise Crash

    def replace(src: object, dst: object) -> None:
        step = "final rename" if str(dst).endswith("autosave.json") else "backup rename"
        if step == crash_at:
            raise Crash
        real_replace(src, dst)  # type: ignore[arg-type]

    if crash_at == "write":
        monkeypatch.setattr("manni_desktop.storage.atomic.os.write", crash)
    elif crash_at == "fsync":
        monkeypatch.setattr("manni_desktop.storage.atomic.os.fsync", crash)
    else:
        monkeypatch.setattr("manni_desktop.storage.atomic.os.replace", replace)
    with pytest.raises(Crash):
        write_autosave(after, WINDOW, tmp_path)
    monkeypatch.undo()
    saved = load_autosave(tmp_path)
    assert saved is not None
    # Between the two renames the new file was already whole (fsynced): it is
    # the newest complete save and is used; before them, the previous one.
    expected = after if crash_at == "final rename" else before
    assert saved.game.to_record() == expected.to_record()
    assert saved.game.summary() == expected.summary()
    assert saved.notice is None
    write_autosave(after, WINDOW, tmp_path)
    assert load_autosave(tmp_path).game.to_record() == after.to_record()  # type: ignore[union-attr]
    remove_stale_temps(tmp_path)  # the next start cleans up after the crash
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.json.bak"]
