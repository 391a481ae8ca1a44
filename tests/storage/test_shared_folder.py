"""Files that stay true when several processes share one data folder, and
files private to the user: unique temporary files, statistics under a lock,
0600/0700, and messages that name the file that failed."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from manni_desktop.storage import atomic
from manni_desktop.storage.atomic import read_json, temp_files, write_json_atomic
from manni_desktop.storage.errors import StorageError
from manni_desktop.storage.saves import write_autosave
from manni_desktop.storage.stats_file import load_statistics, record_finished_game

from .random_play import WINDOW, finished_game, game_after

ROOT = Path(__file__).resolve().parents[2]
posix = pytest.mark.skipif(os.name != "posix", reason="POSIX modes, pipes and forks")


def test_each_write_has_its_own_temporary_file(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Two writers at once: each writes its own temporary file, so neither can
    rename the other's half-written bytes into place (one shared ``.tmp`` name
    let a reader see invalid JSON)."""
    path = tmp_path / "autosave.json"
    names: list[str] = []
    real_write = os.write  # the os module atomic writes with
    barrier = threading.Barrier(2, timeout=5)

    def slow_write(fd: int, data: bytes) -> int:
        names.append(os.readlink(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd")
                     else str(fd))
        barrier.wait()  # both writers have their file open before either writes
        return real_write(fd, data)

    monkeypatch.setattr("manni_desktop.storage.atomic.os.write", slow_write)
    threads = [threading.Thread(target=write_json_atomic, args=(path, {"n": n}))
               for n in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(set(names)) == 2
    assert read_json(path) in ({"n": 0}, {"n": 1})
    assert not temp_files(path)


@posix
def test_a_planted_link_is_not_followed(tmp_path: Path) -> None:
    """The old fixed temporary name could be a link planted to redirect the write."""
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    (tmp_path / "autosave.json.tmp").symlink_to(victim)
    write_json_atomic(tmp_path / "autosave.json", {"ok": True})
    assert victim.read_text() == "keep me"
    assert read_json(tmp_path / "autosave.json") == {"ok": True}


@posix
def test_files_and_folders_are_private(tmp_path: Path) -> None:
    old_umask = os.umask(0o022)
    try:
        path = tmp_path / "new" / "data" / "statistics.json"
        write_json_atomic(path, {}, backup=True)
        write_json_atomic(path, {"again": 1}, backup=True)
    finally:
        os.umask(old_umask)
    for file in (path, atomic.backup_path(path)):
        assert stat.S_IMODE(file.stat().st_mode) == 0o600, file
    for folder in (path.parent, path.parent.parent):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder


@posix
def test_an_older_versions_open_folder_is_made_private(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    atomic.make_private(folder)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


@posix
@pytest.mark.parametrize(("before", "after"), [(0o500, 0o500), (0o555, 0o500),
                                               (0o750, 0o700), (0o700, 0o700)])
def test_making_a_folder_private_never_adds_a_permission(
    tmp_path: Path, before: int, after: int
) -> None:
    """A config folder the player made read-only (0500) became 0700 and its
    settings were rewritten: only the group's and others' rights go."""
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "settings.json").write_text('{"schema": 2}', "utf-8")
    folder.chmod(before)
    try:
        atomic.make_private(folder)
        assert stat.S_IMODE(folder.stat().st_mode) == after
    finally:
        folder.chmod(0o700)
    assert (folder / "settings.json").read_text("utf-8") == '{"schema": 2}'


@posix
def test_a_folder_others_may_write_is_noticed(tmp_path: Path) -> None:
    """A world-writable folder, or one another user owns (0777 root, used by
    another player), is one others could plant or swap files in."""
    mine = tmp_path / "mine"
    mine.mkdir(mode=0o700)
    mine.chmod(0o700)
    assert not atomic.others_may_write(mine)
    for mode in (0o777, 0o1777, 0o770):
        mine.chmod(mode)
        assert atomic.others_may_write(mine), oct(mode)
    mine.chmod(0o700)
    assert not atomic.others_may_write(tmp_path / "missing")
    if os.getuid() == 0:  # the other owner's case needs a chown
        theirs = tmp_path / "theirs"
        theirs.mkdir(mode=0o700)
        os.chown(theirs, 65534, 65534)
        assert atomic.others_may_write(theirs)


def test_the_message_names_the_backup_when_the_backup_fails(tmp_path: Path) -> None:
    write_autosave(game_after(1, 3), WINDOW, tmp_path)
    (tmp_path / "autosave.json.bak").mkdir()  # something in the backup's way
    (tmp_path / "autosave.json.bak" / "x").write_text("x")
    with pytest.raises(StorageError) as info:
        write_autosave(game_after(1, 4), WINDOW, tmp_path)
    assert "autosave.json.bak" in str(info.value)
    assert "The previous file is kept" in str(info.value)


@posix
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    """Open… on a FIFO used to wait forever for a writer."""
    fifo = tmp_path / "game.manni.json"
    os.mkfifo(fifo)
    result: list[BaseException] = []
    thread = threading.Thread(target=lambda: _capture(result, fifo), daemon=True)
    thread.start()
    thread.join(5)
    assert not thread.is_alive(), "reading a named pipe blocked"
    assert isinstance(result[0], StorageError)
    assert "not a regular file" in str(result[0]) and str(fifo) in str(result[0])


def _capture(result: list[BaseException], path: Path) -> None:
    try:
        read_json(path)
    except BaseException as exc:  # noqa: BLE001 - handed to the test
        result.append(exc)


def test_a_device_is_refused(tmp_path: Path) -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    with pytest.raises(StorageError, match="not a regular file"):
        read_json(Path("/dev/zero"))


RECORDER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from tests.storage.random_play import finished_game
    from manni_desktop.storage.stats_file import record_finished_game
    first, folder = int(sys.argv[1]), sys.argv[2]
    games = [finished_game(seed) for seed in range(first, first + 30)]
    print("ready", flush=True)
    sys.stdin.readline()  # both processes start writing at the same moment
    for game in games:
        stats, added, notice = record_finished_game(game, ["easy", "easy"], directory=folder)
        assert added and notice is None
    print("done", flush=True)
""")


def test_two_processes_recording_at_once_keep_every_game(tmp_path: Path) -> None:
    code = RECORDER.format(root=str(ROOT))
    procs = [subprocess.Popen([sys.executable, "-c", code, str(first), str(tmp_path)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
             for first in (1000, 2000)]
    for proc in procs:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        proc.communicate(timeout=120)
        assert proc.returncode == 0
    stats, notice = load_statistics(tmp_path)
    assert notice is None
    assert stats.played == 60 and len(stats.recorded_keys()) == 60


def test_a_lock_held_too_long_gives_a_message_and_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from manni_desktop.storage import locking

    monkeypatch.setattr(locking, "_try_lock", lambda fd: False)
    monkeypatch.setattr(locking, "LOCK_TIMEOUT", 0.05)
    with (pytest.raises(StorageError, match="another Manni Desktop"),
          locking.file_lock(tmp_path / "statistics.json", timeout=0.05)):
        pass
    with pytest.raises(StorageError, match="another Manni Desktop"):
        record_finished_game(finished_game(5), ["easy", "easy"], directory=tmp_path)
    assert not (tmp_path / "statistics.json").exists()


def test_an_unreadable_lock_is_a_message(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    def denied(*_args: object) -> int:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("manni_desktop.storage.locking.os.open", denied)
    with pytest.raises(StorageError, match="permission denied"):
        record_finished_game(finished_game(5), ["easy", "easy"], directory=tmp_path)
