"""Storage is pure Python: the CLI and tests use it without Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_storage_never_imports_qt() -> None:
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "import manni_desktop.storage, manni_desktop.storage.stats,"
        " manni_desktop.storage.settings, manni_desktop.storage.saves;"
        "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(ROOT)], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"
