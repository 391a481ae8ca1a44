"""The program makes no network connection, ever (issue 7).

The whole selftest (the window, a full game with bots in every seat, the
check of cards and translations) runs from source with every Python network
call refused and logged by no_network/sitecustomize.py; on Linux two hands of
each game also run under strace in an empty network namespace, which sees
Qt's own C++ calls too.  The bundle gets the strace run in .ci/run (packaging/build.py selftest
--offline).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .loader import ROOT, load

GUARD = Path(__file__).resolve().parent / "no_network"


def _environment(tmp_path: Path, log: Path) -> dict[str, str]:
    env: dict[str, str] = load("build").selftest_environment(tmp_path)
    env["PYTHONPATH"] = os.pathsep.join([str(GUARD), str(ROOT)])
    env["MANNI_NETWORK_LOG"] = str(log)
    return env


def _run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=300)


def test_the_guard_catches_and_logs_a_connection(tmp_path: Path) -> None:
    log = tmp_path / "network.log"
    snippet = (
        "import socket\n"
        "try:\n"
        "    socket.socket().connect(('192.0.2.1', 80))\n"
        "except OSError as exc:\n"
        "    print(exc)\n"
    )
    done = _run([sys.executable, "-c", snippet], _environment(tmp_path, log))
    assert "forbidden" in done.stdout
    assert "192.0.2.1" in log.read_text(encoding="utf-8")


def test_selftest_with_the_network_forbidden(tmp_path: Path) -> None:
    log = tmp_path / "network.log"
    done = _run([sys.executable, "-m", "manni_desktop", "selftest"], _environment(tmp_path, log))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "selftest ok" in done.stdout and "bundle ok" in done.stdout
    assert not log.exists(), log.read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace exists on Linux CI only")
def test_selftest_under_strace_makes_no_internet_call(tmp_path: Path) -> None:
    log = tmp_path / "network.log"
    # Two hands of each game: the whole games run under the Python guard above,
    # and the bundle's own strace run in .ci/run plays them whole too.
    traced = load("network_trace").run_traced(
        [sys.executable, "-m", "manni_desktop", "selftest", "--hands", "2"],
        _environment(tmp_path, log), 300)
    assert traced.returncode == 0, traced.stdout + traced.stderr
    assert traced.network == []


def test_the_build_script_refuses_a_negative_hand_count(capsys: pytest.CaptureFixture[str]) -> None:
    """``build.py selftest --hands -1`` is refused before anything runs, as the
    program's own ``selftest --hands`` refuses it."""
    with pytest.raises(SystemExit) as stop:
        load("build").main(["selftest", "--hands", "-1"])
    assert stop.value.code == 2
    assert "--hands must be 0" in capsys.readouterr().err
