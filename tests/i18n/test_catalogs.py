"""Every language's catalog is complete, correctly pluralised and compiled.

Runs ``tools/i18n.py check``: lupdate over the GUI sources into a copy of
each .ts (so a tr() string missing from a catalog shows up as unfinished),
then lrelease into a temporary .qm compared byte for byte with the shipped
one (so a .qm older than its .ts is caught whatever the file times say).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def i18n_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module
    spec.loader.exec_module(module)
    return module


def test_no_message_missing_unfinished_or_stale_in_any_language() -> None:
    problems = i18n_tool().check()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize(("code", "forms"), [("pl", 3), ("pt", 2), ("es", 2), ("en", 2)])
def test_plural_messages_have_the_languages_forms(code: str, forms: int) -> None:
    root = ET.parse(ROOT / "i18n" / f"manni_desktop_{code}.ts").getroot()
    numerus = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert numerus, "no plural message found"
    for message in numerus:
        translation = message.find("translation")
        assert translation is not None
        assert len(list(translation.iter("numerusform"))) == forms


def test_check_catches_an_unfinished_message(tmp_path: Path) -> None:
    tool = i18n_tool()
    ts = tmp_path / "manni_desktop_pl.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="pl">'
        "<context><name>MainWindow</name><message><source>&amp;Game</source>"
        '<translation type="unfinished"></translation></message></context></TS>',
        encoding="utf-8",
    )
    problems = tool.catalog_problems("pl", ts)
    assert len(problems) == 1 and "not translated" in problems[0].text


@pytest.mark.parametrize("tool", ["pyside6-lupdate", "pyside6-lrelease"])
def test_qt_tools_are_found_without_path(tool: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A newcomer's ``.venv/bin/python -m pytest`` runs with the environment's
    ``bin/`` off PATH: the tools are found from the running interpreter."""
    monkeypatch.setenv("PATH", "")
    found = Path(i18n_tool()._tool(tool))
    assert found.is_file()
    version = subprocess.run([str(found), "-version"], capture_output=True, text=True,
                             timeout=60, env={"PATH": ""}, check=False)
    assert tool.removeprefix("pyside6-") in version.stdout + version.stderr


def test_check_honours_lang(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                            capsys: pytest.CaptureFixture[str]) -> None:
    """``check --lang pl`` checks Polish only: with only the Polish files
    present, the other languages' missing catalogs are not reported."""
    tool = i18n_tool()
    for name in ("manni_desktop_pl.ts", "manni_desktop_pl.qm", "qt_extra_pl.ts",
                 "qt_extra_pl.qm"):
        (tmp_path / name).write_bytes((ROOT / "i18n" / name).read_bytes())
    monkeypatch.setattr(tool, "I18N", tmp_path)
    monkeypatch.setattr(sys, "argv", ["i18n.py", "check", "--lang", "pl"])
    assert tool.main() == 0
    assert capsys.readouterr().out.strip().endswith("0 problem(s)")
    assert "pt: manni_desktop_pt.ts is missing" in tool.check(("pt", "pl"))
