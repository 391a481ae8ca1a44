"""A card written in a message reads as it is printed on the card: the ten is
"10" in the hint, the cut-card tooltip and every refusal, never the record's
"T" (issue 13)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from manni_desktop.engine import new_game, parse_card
from manni_desktop.engine.actions import Exchange, Play
from manni_desktop.engine.cards import RANKS, SUITS, make_card
from manni_desktop.gui.labels import card_short_text, suit_symbol
from manni_desktop.gui.models import ScoreSheetModel
from manni_desktop.gui.table.hint_texts import hint_text
from manni_desktop.gui.table.texts import forced_play_text
from tests.assets.tools import load_tool

make_cards = load_tool("make_cards")


def test_every_short_card_text_is_the_cards_own_index() -> None:
    for suit in range(len(SUITS)):
        for rank, letter in enumerate(RANKS):
            card = make_card(rank, suit)
            assert card_short_text(card) == make_cards.index_label(letter) + suit_symbol(suit)
            assert "T" not in card_short_text(card)


def test_the_hint_and_the_forced_play_write_the_ten_as_10() -> None:
    ten = parse_card("TS")
    assert "10♠" in hint_text(Play(0, ten)) and "T♠" not in hint_text(Play(0, ten))
    assert "10♥ 10♠" in hint_text(Exchange(0, (parse_card("TH"), ten)))
    assert "10♠" in forced_play_text(ten)


def test_the_cut_card_tooltip_writes_the_ten_as_10() -> None:
    seed = next(s for s in range(500)
                if (cut := new_game("hornafjardar", seed=s).snapshot(0).contract.cut) is not None
                and RANKS[cut % 13] == "T")
    table = new_game("hornafjardar", seed=seed).snapshot(0)
    model = ScoreSheetModel()
    model.set_table(table)
    tooltip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert table.contract.cut is not None
    assert card_short_text(table.contract.cut) in tooltip
    assert "10" in tooltip and f"T{suit_symbol(table.contract.cut // 13)}" not in tooltip
