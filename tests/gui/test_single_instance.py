"""One app per data folder, tried with real processes as a player would: the
icon double-clicked twice, and a window killed and started again."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from manni_desktop.gui.single_instance import (
    ASK_TIMEOUT,
    HANDSHAKE_TIMEOUT,
    INSTANCE_NAME,
    Answer,
    SingleInstance,
    ask_running_window,
)
from manni_desktop.storage.errors import StorageError

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
    """Every file under ``home``: its modification time and content (the
    log folder aside: every start, a second one too, says in the log that it
    ran)."""
    return {str(p.relative_to(home)): (p.stat().st_mtime_ns, p.read_bytes())
            for p in sorted(home.rglob("*"))
            if p.is_file() and p.relative_to(home).parts[0] != "log"}


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

            answered: list[Answer] = []
            thread = threading.Thread(
                target=lambda: answered.append(ask_running_window(folder, ["game.manni.json"])))
            thread.start()
        thread.join(5)
        assert heard.args == [["game.manni.json"]]
        assert answered == [Answer.ANSWERED]
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
        assert ask_running_window(folder, []) is Answer.NO_ANSWER
        qtbot.wait(200)
        assert heard == []
    finally:
        owner.release()


HOLDER = """
import sys, time
from pathlib import Path
from manni_desktop.gui.single_instance import SingleInstance
owner = SingleInstance(Path(sys.argv[1]))
assert owner.acquire()
print("ready", flush=True)
time.sleep(600)
"""


def hold_folder(folder: Path) -> subprocess.Popen[str]:
    """Another process holding ``folder`` and listening, as a first window does
    (without the window: quicker to start on a busy machine)."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)],
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "ready"
    return holder


def address_of(folder: Path) -> str:
    return str(json.loads((folder / INSTANCE_NAME).read_text("utf-8"))["address"])


def run_caller(code: str, *args: str) -> None:
    subprocess.run([sys.executable, "-c", code, *args], check=True, timeout=30)


HANG_UP = "import socket, sys; s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.close()"
LONG_REPLY = """
import socket, struct, sys
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])
s.recv(4096)  # the challenge
s.sendall(struct.pack("!i", 1000) + b"x" * 1000)  # a reply over the 256-byte limit
s.close()
"""
HALF_MESSAGE = """
import socket, struct, sys, time
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])
s.recv(4096)
s.sendall(struct.pack("!i", 16) + b"ab")  # a message begun and never finished
time.sleep(float(sys.argv[2]))
"""


def timed_ask(folder: Path, files: list[str]) -> tuple[Answer, float]:
    start = time.monotonic()
    answer = ask_running_window(folder, files)
    return answer, time.monotonic() - start


def test_callers_that_hang_up_or_stall_mid_handshake_do_not_stop_the_listener(
        tmp_path: Path) -> None:
    """Review finding 1: one caller that closed during the key exchange ended
    the listener, and every later start hung."""
    folder = tmp_path / "data"
    holder = hold_folder(folder)
    try:
        address = address_of(folder)
        run_caller(HANG_UP, address)
        run_caller(LONG_REPLY, address)
        assert timed_ask(folder, ["a.manni.json"])[0] is Answer.ANSWERED
        # a caller that stops half-way through a message holds the listener
        # for HANDSHAKE_TIMEOUT at most, then the next one is heard
        staller = subprocess.Popen([sys.executable, "-c", HALF_MESSAGE, address, "60"])
        try:
            time.sleep(0.5)
            answer, seconds = timed_ask(folder, [])
            assert answer is Answer.ANSWERED
            assert seconds < HANDSHAKE_TIMEOUT + 2
        finally:
            staller.kill()
            staller.wait()
        for _ in range(3):
            run_caller(HANG_UP, address)
        assert timed_ask(folder, [])[0] is Answer.ANSWERED
    finally:
        holder.kill()
        holder.wait()


def test_a_stopped_window_is_told_apart_in_seconds_and_heard_again_after(
        tmp_path: Path) -> None:
    """Review finding 2: with the first window SIGSTOPped a later start waited
    forever; and after such a start was given up, no start was heard again."""
    folder = tmp_path / "data"
    holder = hold_folder(folder)
    try:
        holder.send_signal(signal.SIGSTOP)
        try:
            answer, seconds = timed_ask(folder, [])
            assert answer is Answer.NO_ANSWER
            assert seconds < ASK_TIMEOUT + 1.5
            # an impatient player: a second start killed while it waits
            waiting = subprocess.Popen([sys.executable, "-c", HANG_UP, address_of(folder)])
            waiting.wait(timeout=30)
        finally:
            holder.send_signal(signal.SIGCONT)
        assert timed_ask(folder, ["b.manni.json"])[0] is Answer.ANSWERED
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.parametrize("plant", ["fifo", "dev_zero", "huge", "list"])
def test_a_planted_instance_file_is_not_waited_on_nor_read_whole(
        tmp_path: Path, plant: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    info = folder / INSTANCE_NAME
    if plant == "fifo":
        os.mkfifo(info)
    elif plant == "dev_zero":
        info.symlink_to("/dev/zero")
    elif plant == "huge":
        with info.open("wb") as handle:
            handle.truncate(300 * 1024 * 1024)  # sparse: 300 MB that cost no disk
    else:
        info.write_text("[1, 2, 3]", "utf-8")
    answer, seconds = timed_ask(folder, [])
    assert answer is Answer.NOT_THERE
    assert seconds < 1.0


def test_a_real_second_start_after_an_interrupted_one_is_handed_over(tmp_path: Path) -> None:
    """The whole app, as the review tried it: a local caller hangs up in the
    middle of the handshake, then the player double-clicks a file."""
    home = tmp_path / "home"
    first = start_app(home)
    try:
        wait_for(lambda: instance_pid(home) == first.pid, timeout=60)
        run_caller(HANG_UP, address_of(home / "data"))
        second = start_app(home)
        _out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert "brought to the front" in err
    finally:
        first.kill()
        first.wait()


def test_a_lock_whose_pid_now_runs_another_python_is_taken(tmp_path: Path) -> None:
    """Review finding 5: a killed window's lock, its PID now a live process of
    the same program, was kept ("already open" for as long as that ran)."""
    folder = tmp_path / "data"
    holder = hold_folder(folder)
    holder.kill()
    holder.wait()
    stranger = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock = folder / "manni-desktop.lock"
        lines = lock.read_text("utf-8").splitlines()
        lines[0] = str(stranger.pid)  # as if the PID had been reused by it
        lock.write_text("\n".join(lines) + "\n", "utf-8")
        again = SingleInstance(folder)
        assert again.acquire()
        again.release()
    finally:
        stranger.kill()
        stranger.wait()


def test_a_live_holder_in_another_process_is_already_open(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    holder = hold_folder(folder)
    try:
        second = SingleInstance(folder)
        assert not second.acquire()
        assert second.owner_pid() == holder.pid
    finally:
        holder.kill()
        holder.wait()
    assert SingleInstance(folder).acquire(), "the system dropped the dead holder's lock"


def test_a_planted_lock_link_is_replaced_and_its_target_untouched(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", "utf-8")
    (folder / "manni-desktop.lock").symlink_to(victim)
    owner = SingleInstance(folder)
    try:
        assert owner.acquire()
        assert not (folder / "manni-desktop.lock").is_symlink()
        assert victim.read_text("utf-8") == "keep me"
    finally:
        owner.release()


@pytest.mark.parametrize(("error", "reason"), [
    (errno.ENOSPC, "the disk is full"),
    (errno.EROFS, "the disk is read-only"),
    (errno.EACCES, "permission denied"),
])
def test_a_lock_file_that_cannot_be_made_is_not_already_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: int, reason: str) -> None:
    """Review finding 4: a full disk, a read-only folder, ... gave "already
    open… close that window first" with no window anywhere.  (Run as root
    here, so the system's refusal is stood in for.)"""
    from manni_desktop.gui import app

    folder = tmp_path / "data"
    folder.mkdir()
    real_open = os.open

    def refusing_open(path: Any, flags: int, mode: int = 0o777) -> int:
        if str(path).endswith("manni-desktop.lock"):
            raise OSError(error, os.strerror(error), str(path))
        return real_open(path, flags, mode)

    monkeypatch.setattr(os, "open", refusing_open)  # what locking.FolderLock calls
    taken = app.take_the_data_folder(SingleInstance(folder))
    assert isinstance(taken, StorageError)
    assert "lock file" in str(taken) and reason in str(taken)
    assert "already open" not in str(taken)
