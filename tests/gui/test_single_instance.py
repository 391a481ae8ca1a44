"""One app per data folder, tried with real processes as a player would: the
icon double-clicked twice, and a window killed and started again."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.gui.single_instance import INSTANCE_NAME, SingleInstance, ask_running_window

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and process checks")


def start_app(home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, MANNI_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, "-m", "manni_desktop"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(predicate: Callable[[], bool], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.05)


def files_of(home: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``home``: its modification time and content."""
    return {str(p.relative_to(home)): (p.stat().st_mtime_ns, p.read_bytes())
            for p in sorted(home.rglob("*")) if p.is_file()}


def instance_pid(home: Path) -> int | None:
    try:
        return int(json.loads((home / "data" / INSTANCE_NAME).read_text("utf-8"))["pid"])
    except (OSError, ValueError, KeyError):
        return None


def settled(home: Path) -> bool:
    """The first window has dealt and stopped writing (it waits for the human)."""
    before = files_of(home)
    if not any(name.endswith("autosave.json") for name in before):
        return False
    time.sleep(1.0)
    return files_of(home) == before


def test_a_second_start_brings_the_first_to_the_front_and_writes_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = start_app(home)
    try:
        wait_for(lambda: instance_pid(home) == first.pid)
        wait_for(lambda: settled(home), timeout=60)
        before = files_of(home)
        second = start_app(home)
        _out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert "already open" in err and "brought to the front" in err
        assert files_of(home) == before, "the second start wrote into the data folder"
        assert first.poll() is None, "the first window is still playing"
    finally:
        first.kill()
        first.wait()


def test_the_lock_of_a_killed_window_is_taken_over(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = start_app(home)
    try:
        wait_for(lambda: instance_pid(home) == first.pid)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    assert (home / "data" / "manni-desktop.lock").exists(), "a killed process leaves its lock"
    again = start_app(home)
    try:
        wait_for(lambda: instance_pid(home) == again.pid)
        assert again.poll() is None
    finally:
        again.kill()
        again.wait()


def test_the_running_window_hears_a_later_start(qtbot: QtBot, tmp_path: Path) -> None:
    """In one process: the lock's owner gets the later start's files as a signal."""
    folder = tmp_path / "data"
    owner = SingleInstance(folder)
    assert owner.acquire()
    try:
        assert owner.owner_pid() == os.getpid()
        for name in ("manni-desktop.lock", INSTANCE_NAME):  # private, like every file
            assert (folder / name).stat().st_mode & 0o077 == 0, name
        with qtbot.waitSignal(owner.activated, timeout=5000) as heard:
            # the answer comes only after the signal was emitted, so ask on a thread
            import threading

            answered: list[bool] = []
            thread = threading.Thread(
                target=lambda: answered.append(ask_running_window(folder, ["game.manni.json"])))
            thread.start()
        thread.join(5)
        assert heard.args == [["game.manni.json"]]
        assert answered == [True]
        assert not SingleInstance(folder).acquire(), "the folder is taken"
    finally:
        owner.release()
    assert SingleInstance(folder).acquire(), "released: the next start may take it"


def test_a_caller_without_the_key_is_not_heard(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    owner = SingleInstance(folder)
    assert owner.acquire()
    try:
        info = json.loads((folder / INSTANCE_NAME).read_text("utf-8"))
        info["key"] = "00" * 32
        (folder / INSTANCE_NAME).write_text(json.dumps(info), "utf-8")
        heard: list[object] = []
        owner.activated.connect(heard.append)
        assert not ask_running_window(folder, [])
        qtbot.wait(200)
        assert heard == []
    finally:
        owner.release()
