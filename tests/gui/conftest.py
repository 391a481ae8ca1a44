"""Every GUI test gets its own MANNI_DESKTOP_HOME: windows autosave, write
settings and statistics, and none of that may reach the real user folders.

A modal question would wait forever for a click no test makes: by default
QMessageBox.question answers "Yes" (as a player starting a new game over an
unfinished one would); tests about the question replace it themselves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from manni_desktop import storage
from manni_desktop.gui.coach.courses import COURSES
from manni_desktop.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh home per test, with playing a lone legal card by itself switched
    off (the stored default is on) so table tests keep every card in hand, and
    the guided first hand already seen: a start (``start_session``) then
    offers no guide, as for any player past their first start, and a test's
    clicks land on the table, not on the welcome note.  The offer itself is
    tested in test_guided_hand.py, which writes ``guide_done=False``.  A
    finished trick is gathered at once ("none"), as a player who wants no rest
    chooses: the rest lasts its own time at every speed, and whole games at
    Instant speed would wait seconds a trick; tests of the rest choose one."""
    home = tmp_path / "manni-home"
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    storage.save_settings(storage.Settings(auto_play_forced=False, guide_done=True,
                                           guides_done=list(COURSES), trick_pause="none"))
    yield home
    # pytest-qt closes the test's widgets only after the fixtures are gone, and
    # bots still playing would autosave into the real home in between: close
    # the windows (which stops their games) while the private home is still set.
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            widget.close()


@pytest.fixture(autouse=True)
def questions_answer_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)


@pytest.fixture
def back_to_english(qapp: QApplication) -> Iterator[None]:
    """Start in English as the app does (its catalog holds the plural forms), and
    end so: a test that switches language leaves no catalog to the next one.
    Modules that switch languages use it for every test (``pytestmark``)."""
    from PySide6.QtCore import QCoreApplication

    from manni_desktop.gui.app_language import language_manager

    language_manager().set_language("en")
    QCoreApplication.processEvents()
    yield
    language_manager().set_language("en")
    QCoreApplication.processEvents()
