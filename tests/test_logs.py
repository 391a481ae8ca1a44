"""The log a player can send (issue 57): made at start in the log folder,
rotated at its size, warnings captured; ``replay`` writes none (outside
tools run it thousands of times)."""

from __future__ import annotations

import logging
import subprocess
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from manni_desktop import __version__, logs
from manni_desktop.storage.paths import HOME_ENV


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    yield tmp_path
    logs.close_logging()
    logging.captureWarnings(False)


def test_the_log_is_made_in_the_log_folder_and_holds_warnings(home: Path) -> None:
    path = logs.setup_logging(console=False)
    assert path == home / "log" / logs.LOG_FILE
    logging.getLogger("manni_desktop.test").warning("a warning with ünicode")
    logging.getLogger("manni_desktop.test").debug("not at debug level")
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("a captured Python warning", UserWarning, stacklevel=1)
    text = path.read_text(encoding="utf-8")
    assert "WARNING manni_desktop.test: a warning with ünicode" in text
    assert "a captured Python warning" in text and "not at debug level" not in text
    assert (home / "log" / logs.CRASH_FILE).exists()  # faulthandler's file
    assert "INFO manni_desktop: manni-desktop " in text  # the version, first
    assert (home / "log").stat().st_mode & 0o077 == 0  # other users cannot read it


def test_the_log_rotates_at_its_size_and_keeps_a_few_files(home: Path) -> None:
    path = logs.setup_logging(console=False)
    assert path is not None
    line = "x" * 1000
    for _ in range(5 * logs.MAX_BYTES // 1000):
        logging.getLogger("manni_desktop.test").info(line)
    files = sorted(p.name for p in path.parent.glob(f"{logs.LOG_FILE}*"))
    assert files == [logs.LOG_FILE] + [f"{logs.LOG_FILE}.{k}" for k in range(1, logs.BACKUPS + 1)]
    assert all((path.parent / name).stat().st_size <= logs.MAX_BYTES for name in files)


def test_a_folder_that_cannot_be_made_leaves_standard_error(home: Path) -> None:
    (home / "log").write_text("a file where the folder should be", encoding="utf-8")
    assert logs.setup_logging(console=True) is None
    root = logging.getLogger()
    assert any(isinstance(h, logging.StreamHandler) and getattr(h, "_manni_desktop_handler", 0)
               for h in root.handlers)


def test_replay_makes_no_log(home: Path) -> None:
    import os

    record = home / "empty.json"
    record.write_text("{}", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "manni_desktop", "replay", str(record)],
                   env={**os.environ, HOME_ENV: str(home)}, capture_output=True, timeout=60,
                   cwd=Path(__file__).resolve().parents[1], check=False)
    assert not (home / "log").exists()


def test_crash_log_says_who_wrote_it_and_is_moved_aside_when_large(home: Path) -> None:
    """A faulthandler dump names no time, process or version: a line before
    it does; a crash.log over MAX_BYTES becomes crash.log.1 at the start."""
    import os

    crash = home / "log" / logs.CRASH_FILE
    crash.parent.mkdir(parents=True)
    crash.write_text("old\n" * (logs.MAX_BYTES // 4 + 1), encoding="utf-8")
    path = logs.setup_logging(console=False)
    assert path is not None
    assert (crash.parent / f"{logs.CRASH_FILE}.1").read_text(encoding="utf-8").startswith("old")
    header = crash.read_text(encoding="utf-8").splitlines()
    assert len(header) == 1 and f"pid {os.getpid()} manni-desktop {__version__}" in header[0]
    assert header[0].startswith("--- 20")


def test_a_hard_crash_is_said_once_at_the_next_start(home: Path) -> None:
    """The mark a window leaves while it runs, and a dump faulthandler wrote
    after it: the next start names crash.log, the one after does not."""
    import faulthandler

    assert logs.watch_the_session() is None  # a first start
    logs.end_the_session()
    assert not (home / "log" / logs.RUNNING_MARK).exists()
    path = logs.setup_logging(console=False)  # crash.log's line for this process
    assert path is not None
    assert logs.watch_the_session() is None  # a start after a clean exit: its mark
    crash = home / "log" / logs.CRASH_FILE
    with open(crash, "a", encoding="utf-8") as stream:  # what a hard crash writes
        stream.write("--- a bot process's line ---\nFatal Python error: Segmentation fault\n\n")
        faulthandler.dump_traceback(file=stream)
    logs.close_logging()
    assert logs.watch_the_session() == crash  # the mark stayed: no clean exit
    assert logs.watch_the_session() is None  # said once
    logs.end_the_session()
    # moved aside at the next start (over MAX_BYTES): found in crash.log.1
    logs.watch_the_session()
    with open(crash, "a", encoding="utf-8") as stream:
        stream.write("Fatal Python error: Aborted\n" + "x" * logs.MAX_BYTES)
    assert logs.setup_logging(console=False) is not None
    assert logs.watch_the_session() == crash.with_name(f"{logs.CRASH_FILE}.1")
    # A window killed without a dump (SIGKILL) is not called a crash.
    assert logs.watch_the_session() is None
