"""Faults with real processes: a client killed mid-trick has a computer
player hold its seat and gets it back with its token; a client stopped
(SIGSTOP) has the stand-in play its turns and gets its seat back when it
goes on; a host that quits tells its clients, and ``serve --resume``
continues the game from its autosave with the same code, the clients
rejoining (by themselves after a lost connection, as a window does)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from manni_desktop.storage.atomic import read_json

from .harness import CODE, Proc, join, serve


def saved_moves(path: Path) -> list[dict[str, object]]:
    data = read_json(path)
    assert isinstance(data, dict)
    return [a for hand in data["record"]["hands"] for a in hand["actions"]]


def until(check: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def wait_mid_trick(player: Proc, seats: int) -> None:
    """Until ``player`` is about to play a card that does not end the trick."""
    while True:
        turn, kind, in_trick = player.expect("move ").split()
        if kind == "play" and int(in_trick) < seats - 1:
            return


def test_a_client_killed_mid_trick_gets_its_seat_back(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,random,human", "--stand-in",
                          "random", "--stand-in-after", "0.5", "--hand-pause", "0.3",
                          "--record-out", str(tmp_path / "host.json"))
    save = Path(host.expect("save "))
    ann = join(tmp_path, address, "Ann")
    bo = join(tmp_path, address, "Bo", "--record-out", str(tmp_path / "bo.json"))
    again = None
    try:
        seat = int(ann.expect("seat "))
        token = ann.expect("token ")
        wait_mid_trick(ann, 3)
        ann.kill()
        killed_at = len(saved_moves(save))
        # the stand-in plays Ann's seat while she is away
        until(lambda: any(a["seat"] == seat for a in saved_moves(save)[killed_at + 1:]))
        again = join(tmp_path, address, "Ann", f"--token={token}",
                     "--record-out", str(tmp_path / "ann.json"))
        assert int(again.expect("seat ")) == seat
        again.expect("move ")  # she plays her own seat again
        assert again.wait(120) == 0 and bo.wait(120) == 0 and host.wait(30) == 0
    finally:
        for proc in (ann, bo, host, *([again] if again else [])):
            proc.kill()
    records = [json.loads((tmp_path / f"{n}.json").read_text()) for n in ("host", "ann", "bo")]
    assert records[0] == records[1] == records[2]
    assert records[0]["players"][seat] == "Ann"


def test_a_stopped_friend_is_stood_in_for_and_gets_the_seat_back(tmp_path: Path) -> None:
    """A connected friend who never answers does not freeze the table."""
    host, address = serve(tmp_path, "hornafjardar", "human,random,human", "--stand-in",
                          "random", "--stand-in-after", "1", "--hand-pause", "0.5",
                          "--record-out", str(tmp_path / "host.json"))
    save = Path(host.expect("save "))
    ann = join(tmp_path, address, "Ann", "--record-out", str(tmp_path / "ann.json"))
    bo = join(tmp_path, address, "Bo", "--record-out", str(tmp_path / "bo.json"))
    try:
        seat = int(ann.expect("seat "))
        ann.expect("move ")
        ann.popen.send_signal(signal.SIGSTOP)
        stopped_at = len(saved_moves(save))
        # the stand-in plays her turns although her connection is open
        until(lambda: any(a["seat"] == seat for a in saved_moves(save)[stopped_at + 1:]), 20)
        assert host.expect(f"notice stand-in {seat}", 5) == ""
        ann.popen.send_signal(signal.SIGCONT)
        host.expect(f"notice seat-back {seat}", 30)  # her next action took it back
        assert ann.wait(120) == 0 and bo.wait(120) == 0 and host.wait(30) == 0
    finally:
        for proc in (ann, bo, host):
            with contextlib.suppress(OSError):
                proc.popen.send_signal(signal.SIGCONT)
            proc.kill()
    records = [json.loads((tmp_path / f"{n}.json").read_text()) for n in ("host", "ann", "bo")]
    assert records[0] == records[1] == records[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["quits", "killed"])
def test_the_host_stops_and_resumes_from_its_autosave(tmp_path: Path,
                                                       how: signal.Signals) -> None:
    """Quit (SIGTERM: clients told ``host-closed``, they stop) or killed
    (SIGKILL: the connection just ends, and they keep trying to rejoin);
    either way the autosave continues the game."""
    port = free_port()
    host, address = serve(tmp_path, "hornafjardar", "human,random,human",
                          "--hand-pause", "0.3", "--stand-in-after", "30", "--port", str(port))
    save = Path(host.expect("save "))
    ann = join(tmp_path, address, "Ann", "--record-out", str(tmp_path / "ann.json"))
    bo = join(tmp_path, address, "Bo", "--record-out", str(tmp_path / "bo.json"))
    procs = [host, ann, bo]
    try:
        tokens = {}
        for player, name in ((ann, "Ann"), (bo, "Bo")):
            player.expect("seat ")
            tokens[name] = player.expect("token ")
        for _ in range(4):
            ann.expect("move ")
        host.popen.send_signal(how)
        assert host.wait(30) == (1 if how == signal.SIGTERM else -signal.SIGKILL)
        if how == signal.SIGTERM:
            for player in (ann, bo):  # told, and they stop
                assert player.wait(30) == 3
                assert any("host-closed" in line for line in player.errors), player.errors
        before = saved_moves(save)
        assert len(before) >= 4
        resumed = Proc(["serve", "--resume", str(save), "--bind", "127.0.0.1", "--port",
                        str(port), "--no-discovery", "--record-out", str(tmp_path / "host.json")],
                       tmp_path)
        procs.append(resumed)
        assert resumed.expect("address ") == address
        assert resumed.expect("code ") == CODE
        if how == signal.SIGTERM:
            for name in ("Ann", "Bo"):
                procs.append(join(tmp_path, address, name, f"--token={tokens[name]}",
                                  "--record-out", str(tmp_path / f"{name.lower()}.json")))
        else:  # the lost connections rejoin by themselves with their tokens
            for player in (ann, bo):
                player.expect("rejoined ")
        for proc in procs[-2:] if how == signal.SIGTERM else (ann, bo):
            assert proc.wait(120) == 0, proc.errors[-5:]
        assert resumed.wait(30) == 0
    finally:
        for proc in procs:
            proc.kill()
    records = [json.loads((tmp_path / f"{n}.json").read_text()) for n in ("host", "ann", "bo")]
    assert records[0] == records[1] == records[2]
    after = [a for hand in records[0]["hands"] for a in hand["actions"]]
    assert after[:len(before)] == before  # continued, not dealt again


@contextlib.contextmanager
def small_disk(folder: Path) -> Iterator[Callable[[], None]]:
    """A tiny tmpfs at ``folder`` (as root), else a folder this user cannot
    write into; yields ``fill``, which makes the next save there fail."""
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(folder)],
                             capture_output=True).returncode == 0
    if not mounted and os.geteuid() == 0:
        pytest.skip("root without mount: no way to make a folder fail")

    def fill() -> None:
        if not mounted:
            folder.chmod(0o500)
            return
        with (folder / "filler").open("wb", buffering=0) as filler:
            for size in (65536, 4096, 1):  # to the last byte
                with contextlib.suppress(OSError):
                    while True:
                        filler.write(b"\0" * size)

    try:
        yield fill
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)
        else:
            folder.chmod(0o700)


def test_a_host_whose_disk_fills_says_so_and_plays_on(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as fill:
        save = tmp_path / "disk" / "table.json"
        host, address = serve(tmp_path, "hornafjardar", "human,random,human", "--save",
                              str(save), "--hand-pause", "0.3",
                              "--record-out", str(tmp_path / "host.json"))
        ann = join(tmp_path, address, "Ann", "--record-out", str(tmp_path / "ann.json"))
        bo = join(tmp_path, address, "Bo", "--record-out", str(tmp_path / "bo.json"))
        try:
            for _ in range(3):
                ann.expect("move ")
            fill()
            host.expect("notice save-failed -1")
            kept = len(saved_moves(save))  # the last good save is still there, readable
            assert kept >= 3
            assert ann.wait(120) == 0 and bo.wait(120) == 0 and host.wait(30) == 0
        finally:
            for proc in (ann, bo, host):
                proc.kill()
        assert any("could not be saved" in line for line in host.errors), host.errors
        assert len(saved_moves(save)) == kept  # not overwritten by half a file
    records = [json.loads((tmp_path / f"{n}.json").read_text()) for n in ("host", "ann", "bo")]
    assert records[0] == records[1] == records[2]  # the game went on to its end
    assert sum(len(hand["actions"]) for hand in records[0]["hands"]) > kept
