"""The window draws snapshots: no module under gui/ reads the engine's game objects.

Allowed from the engine: the snapshot types, cards and actions (what a view
draws and sends back), ``errors`` (a refusal's code, worded by the window)
``session`` (the pure-Python owner of the game that the controller
wraps) and ``record_steps`` (a checked record as frozen positions, each a
snapshot, for the record viewer).  Anything else (``Game``, ``HandState``, ``ManniHand``, the rules
modules, the package's own ``__init__``) would let a view read live state
that can drift from what the snapshot says.

The table (``gui/table/``) draws ``gui/changes`` and never imports the
controller: it can be shown without one (the record viewer, the tests).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import manni_desktop.gui

ALLOWED = {"snapshot", "cards", "actions", "errors", "session", "record_steps"}
GUI = Path(manni_desktop.gui.__file__).parent


def imported_names(path: Path) -> list[str]:
    """Every dotted name ``path`` imports, relative imports made absolute: a
    ``from m import n`` gives both ``m`` and ``m.n``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ["manni_desktop", *path.parent.relative_to(GUI.parent).parts]
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            found += [module] + [f"{module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names]
    return found


def engine_imports(path: Path) -> list[str]:
    """Every engine module ``path`` imports, as ``engine.<module>`` ('' = the package)."""
    found = []
    for name in imported_names(path):
        parts = name.split(".")
        if parts[:2] == ["manni_desktop", "engine"]:
            found.append(".".join(parts[1:3]))
    return found


def controller_imports(path: Path) -> list[str]:
    """The names ``path`` imports from ``gui/controller`` (the module itself included)."""
    controller = "manni_desktop.gui.controller"
    return [name for name in imported_names(path)
            if name == controller or name.startswith(controller + ".")]


def test_gui_modules_import_only_snapshot_cards_and_actions_from_the_engine() -> None:
    bad = []
    files = sorted(GUI.rglob("*.py"))
    assert len(files) > 20
    for path in files:
        for module in engine_imports(path):
            sub = module.split(".")[1] if "." in module else ""
            # "engine" alone (from ..engine import x) is checked through its names.
            if sub and sub not in ALLOWED and not sub[0].isupper():
                bad.append(f"{path.relative_to(GUI)}: {module}")
            if sub and sub[0].isupper():
                bad.append(f"{path.relative_to(GUI)}: engine package name {sub}")
    assert bad == []


def test_the_checker_catches_a_forbidden_import(tmp_path: Path) -> None:
    sample = GUI / "table" / "_probe_for_test.py"
    sample.write_text("from ...engine.manni import ManniHand\nfrom ...engine import Game\n",
                      encoding="utf-8")
    try:
        found = engine_imports(sample)
    finally:
        sample.unlink()
    assert "engine.manni" in found and "engine.Game" in found


def test_the_table_imports_nothing_from_the_controller() -> None:
    files = sorted((GUI / "table").rglob("*.py"))
    assert len(files) > 10
    bad = [f"{path.relative_to(GUI)}: {name}"
           for path in files for name in controller_imports(path)]
    assert bad == []


@pytest.mark.parametrize("line", ["from ..controller import GameController",
                                  "from .. import controller",
                                  "import manni_desktop.gui.controller",
                                  "from manni_desktop.gui.controller import Change"])
def test_the_controller_check_catches_every_form_of_import(line: str) -> None:
    sample = GUI / "table" / "_probe_for_test.py"
    sample.write_text(line + "\n", encoding="utf-8")
    try:
        found = controller_imports(sample)
    finally:
        sample.unlink()
    assert found
