"""The hint crosses from the bot process as JSON and is read once into a ``Hint``."""

from __future__ import annotations

import pytest

from manni_desktop.engine.actions import Play
from manni_desktop.engine.cards import parse_card
from manni_desktop.gui.hints import Hint, HintOption, Unit
from manni_desktop.gui.table.hint_texts import hint_detail_text


def test_a_hint_is_read_from_the_bots_json() -> None:
    hint = Hint.from_json({
        "action": {"seat": 0, "play": "3S"}, "unit": "tricks",
        "options": [{"action": {"seat": 0, "play": "3S"}, "value": 0.4, "expected": 4.4},
                    {"action": {"seat": 0, "play": "KS"}, "value": -0.2, "expected": 3.8}]})
    assert hint == Hint(Play(0, parse_card("3S")), Unit.TRICKS,
                        (HintOption(Play(0, parse_card("3S")), 0.4),
                         HintOption(Play(0, parse_card("KS")), -0.2)))
    assert "0.6 tricks" in hint_detail_text(hint)


@pytest.mark.parametrize("data", [
    None, [], "hint", {}, {"action": None}, {"action": {"seat": 0, "play": "ZZ"}},
    {"action": {"seat": 0, "play": "3S"}, "unit": "miles"},
    {"action": {"seat": 0, "play": "3S"}, "options": [{"value": 1}]},
    {"action": {"seat": 0, "play": "3S"}, "options": [{"action": {}, "value": "x"}]},
    {"action": {"seat": 0, "play": "3S"}, "options": 5},
])
def test_anything_else_is_no_hint(data: object) -> None:
    assert Hint.from_json(data) is None
