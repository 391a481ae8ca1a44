"""The reproducing case of pyproject.toml's pin ``PySide6-Essentials<6.12``.

PySide6 6.12.0, built for Pythons whose None and True are immortal (3.12
and later), returns them from some calls without a reference (a signal's
``emit``, QPainter calls) also on Python 3.11, where they are counted: each
call takes one reference away, and after enough calls Python aborts with
"none_dealloc" (or "bool_dealloc").  This test makes those calls and checks
that None's and True's counts stay put: under 6.12.0 on 3.11.7 None lost
1,799 references in these 2,000 calls (and with 40,000 calls the test run
aborted), under 6.11.3 none.  The release workflow's scheduled
job runs it on the newest PySide6 (``newest-pyside``): when it passes there,
the pin can be lifted (and this file kept as the guard)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QImage, QPainter

CALLS = 1000  # fewer than None's references at start: a drop fails, not aborts
SLACK = 100  # references other code may take or drop meanwhile


class Emitter(QObject):
    ping = Signal()


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None and True are immortal there")
def test_none_and_true_keep_their_references_through_pyside_calls() -> None:
    emitter = Emitter()
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(CALLS):
        emitter.ping.emit()
    painter = QPainter(image)
    for _ in range(CALLS):
        painter.setPen(QColor(1, 2, 3))
        painter.drawPoint(1, 1)
    painter.end()
    assert sys.getrefcount(None) > none_before - SLACK
    assert sys.getrefcount(True) > true_before - SLACK
