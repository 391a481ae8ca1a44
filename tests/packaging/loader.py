"""Import the scripts of packaging/ (not a package: PyInstaller runs them as files)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """packaging/<name>.py as module ``manni_packaging_<name>`` (its own imports resolve)."""
    module_name = f"manni_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    if str(PACKAGING) not in sys.path:
        sys.path.append(str(PACKAGING))
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
