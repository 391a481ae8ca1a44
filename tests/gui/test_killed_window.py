"""The window as a real process (offscreen), killed or told to end.

- SIGKILLed on a deal's summary: the next start's Continue shows that
  summary, and the killed window left no ``pymp-*`` folder in the temporary
  folder (its single-instance socket lies in the data folder now).
- SIGTERM: the window ends as Game → Quit does (exit 0, the last autosave
  written, the bot process ended) and nothing is printed about leaked
  semaphores (``multiprocessing``'s resource tracker said so before).

The temporary folder of each child is its own (``TMPDIR``), so other tests'
and programs' files there do not count.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from manni_desktop import storage
from tests.storage.random_play import WINDOW, game_after

from .test_bot_process import running

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(f"""
    import sys
    sys.path.insert(0, {str(ROOT)!r})
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from manni_desktop.gui import app as gui_app
    from manni_desktop.gui.bot_worker import SHARED_PROCESS
    from manni_desktop.gui.main_window import ContinuePrompt

    mode = sys.argv[1]
    app = gui_app.application(sys.argv[:1])

    def say(*words):
        print(*words, flush=True)

    def settled(window):
        c, scene = window.controller, window.scene
        if scene.is_animating():
            return False
        if c.phase() == "hand_end":
            return scene.panel_kind() == "hand"
        return c.human_to_act()

    def poll(test, then):
        def check():
            if test():
                then()
            else:
                QTimer.singleShot(20, check)
        check()

    def shown(window):
        window.set_speed("instant", remember=False)
        c = window.controller
        if mode == "play":  # every seat a bot, up to the first deal's summary
            def play():  # after start_session: its own start must not replace this game
                c.new_game("hornafjardar", None, None, ("random", "random"), 5,
                           human_level="random")
                def at_the_end():
                    window.store.flush()
                    say("hand_end", len(c.record()["hands"]))
                poll(lambda: c.phase() == "hand_end" and settled(window), at_the_end)
            QTimer.singleShot(0, play)
        elif mode == "continue":
            def answered():
                say("phase", c.phase(), window.scene.panel_kind() or "none",
                    len(c.record()["hands"]))
                app.quit()
            poll(lambda: settled(window), answered)
        elif mode == "idle":
            def ready():
                window.store.flush()  # the start's autosave on disk: the quit must keep it
                say("ready", *SHARED_PROCESS.pids())
            poll(lambda: SHARED_PROCESS.ready() and settled(window), ready)

    def answer_continue():
        prompt = QApplication.activeModalWidget()
        if isinstance(prompt, ContinuePrompt):
            prompt.continue_button.click()
        else:
            QTimer.singleShot(20, answer_continue)

    def asked():
        if isinstance(QApplication.activeModalWidget(), ContinuePrompt):
            say("question", *SHARED_PROCESS.pids())
        else:
            QTimer.singleShot(20, asked)

    if mode == "continue":
        QTimer.singleShot(0, answer_continue)
    elif mode == "question":
        QTimer.singleShot(0, asked)
    sys.exit(gui_app.run(sys.argv[:1], on_shown=shown))
""")


def start(mode: str, home: Path, temp: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, MANNI_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               TMPDIR=str(temp))
    return subprocess.Popen([sys.executable, "-c", CHILD, mode], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=home)


def first_line(child: subprocess.Popen[str], word: str) -> list[str]:
    """The words after ``word`` on the child's first line that starts with it;
    a child that never says it is killed after two minutes (a failure, not a
    hung run)."""
    assert child.stdout is not None
    watchdog = threading.Timer(120, child.kill)
    watchdog.start()
    try:
        for line in child.stdout:
            if line.split()[:1] == [word]:
                return line.split()[1:]
    finally:
        watchdog.cancel()
    child.kill()
    _, err = child.communicate(timeout=30)
    raise AssertionError(f"no {word!r} line; stderr: {err}")


def pymp_folders(temp: Path) -> list[str]:
    return sorted(p.name for p in temp.glob("pymp-*"))


def test_killed_on_a_deal_summary_continue_shows_it_and_no_pymp_folder_is_left(
    private_home: Path, tmp_path: Path
) -> None:
    temp = tmp_path / "temp"
    temp.mkdir()
    window = start("play", private_home, temp)
    try:
        hands = first_line(window, "hand_end")
        os.kill(window.pid, signal.SIGKILL)
    finally:
        window.kill()
        window.communicate(timeout=30)
    assert window.returncode == -signal.SIGKILL
    assert pymp_folders(temp) == []

    again = start("continue", private_home, temp)
    try:
        phase, panel, hands_again = first_line(again, "phase")
    finally:
        _, err = again.communicate(timeout=30)
    assert (phase, panel, hands_again) == ("hand_end", "hand", hands[0]), err
    assert again.returncode == 0, err
    assert pymp_folders(temp) == []


@pytest.mark.parametrize("when", ["idle", "question"])
def test_sigterm_quits_as_quit_does_without_a_semaphore_warning(
    private_home: Path, tmp_path: Path, when: str
) -> None:
    """While playing, and while the start's Continue question is up (its
    own event loop, before the main one runs): the question is dismissed
    as if cancelled, which keeps the game."""
    temp = tmp_path / "temp"
    temp.mkdir()
    unfinished = game_after(7, 30)
    if when == "question":
        storage.write_autosave(unfinished, WINDOW)
    window = start("idle" if when == "idle" else "question", private_home, temp)
    try:
        bots = [int(pid) for pid in first_line(window, "ready" if when == "idle" else when)]
        os.kill(window.pid, signal.SIGTERM)
        _, err = window.communicate(timeout=30)
    finally:
        window.kill()
    assert window.returncode == 0, err
    assert "semaphore" not in err and "Traceback" not in err, err
    saved = storage.load_autosave()
    assert saved is not None
    if when == "question":
        assert saved.game.to_record() == unfinished.to_record()
    assert bots or when == "question"  # (the bot process may not be up yet then)
    assert not any(running(pid) for pid in bots)
    assert pymp_folders(temp) == []
    assert not (storage.data_dir() / "instance.json").exists()  # the folder was given back
