"""Every GUI test gets its own MANNI_DESKTOP_HOME: windows autosave, write
settings and statistics, and none of that may reach the real user folders."""

from __future__ import annotations

import pytest

from manni_desktop import storage


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """A fresh home per test, with playing a lone legal card by itself switched
    off (the stored default is on) so table tests keep every card in hand."""
    home = tmp_path / "manni-home"
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    storage.save_settings(storage.Settings(auto_play_forced=False))
    return home
