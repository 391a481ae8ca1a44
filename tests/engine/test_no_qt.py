"""The engine, the bots and the network layer stay pure Python, and the
command-line tools start without Qt."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QT = re.compile(r"^\s*(from|import)\s+(PySide6|shiboken6|PyQt\d)", re.MULTILINE)


def test_engine_ai_and_net_sources_never_import_qt() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for folder in ("manni_desktop/engine", "manni_desktop/ai", "manni_desktop/net")
        for path in (ROOT / folder).rglob("*.py")
        if QT.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_importing_engine_ai_net_and_cli_loads_no_qt() -> None:
    code = (
        "import sys, manni_desktop.engine, manni_desktop.ai, manni_desktop.cli, "
        "manni_desktop.games.manni.bots.fast, manni_desktop.net.host, manni_desktop.net.client, "
        "manni_desktop.net.serve, manni_desktop.net.discovery; "
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
