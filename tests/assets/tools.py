"""Load the asset generators in ``tools/`` (plain scripts, not a package) for tests,
and read pixels of rendered images without a per-pixel Qt call."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parent.parent.parent


def load_tool(name: str) -> ModuleType:
    """Import ``tools/<name>.py`` as a module."""
    path = REPO / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"manni_tools_{name}", path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def rgba_pixels(image: object) -> list[tuple[int, int, int, int]]:
    """All pixels of a QImage as (r, g, b, a), un-premultiplied, row by row."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    converted = image.convertToFormat(QImage.Format.Format_RGBA8888)
    width, height, stride = converted.width(), converted.height(), converted.bytesPerLine()
    raw = bytes(converted.constBits())
    out: list[tuple[int, int, int, int]] = []
    for y in range(height):
        row = raw[y * stride: y * stride + width * 4]
        out.extend(zip(row[0::4], row[1::4], row[2::4], row[3::4], strict=True))
    return out
