"""What the Mizerka rules pages say about the choice at the pause, in every language.

The 2026-12-07 translation review found all four pages telling the reader
that forehand sees "a third" of the hand when choosing; the deal pauses after
``PAUSE_ROUND`` rounds, so the chooser holds 6 of the 13 cards, nearly half.
The numbers the pages must state are taken from the engine's deal.
"""

from __future__ import annotations

import re
from fractions import Fraction
from html.parser import HTMLParser

import pytest

from manni_desktop.games.mizerka.rules import PAUSE_ROUND, ROUNDS
from manni_desktop.resources import asset_path

SEEN, HAND = PAUSE_ROUND, ROUNDS  # one card to each player in each round of the deal

# (language, the share of the hand in words, the cards in numbers)
SHARE = {
    "en": ("less than half", f"{SEEN} of its {HAND} cards"),
    "pt": ("menos de metade", f"{SEEN} das suas {HAND} cartas"),
    "es": ("menos de la mitad", f"{SEEN} de sus {HAND} cartas"),
    "pl": ("niecałą połowę", f"{SEEN} z {HAND} kart"),
}
# the wrong share the review found, in each language
THIRD = {"en": r"\bthird\b", "pt": r"terço", "es": r"tercio", "pl": r"trzeci"}


class Text(HTMLParser):
    """The page as a reader sees it: tags dropped, white space collapsed."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def text(self) -> str:
        return " ".join("".join(self.parts).split())


def page_text(code: str) -> str:
    parser = Text()
    parser.feed(asset_path("rules", code, "mizerka.html").read_text(encoding="utf-8"))
    return parser.text()


def test_the_chooser_sees_less_than_half() -> None:
    """The fact the pages' words stand for, from the engine's own deal."""
    assert Fraction(1, 3) < Fraction(SEEN, HAND) < Fraction(1, 2)


@pytest.mark.parametrize("code", sorted(SHARE))
def test_the_tip_states_six_of_thirteen_cards(code: str) -> None:
    words, numbers = SHARE[code]
    text = page_text(code)
    assert f"{words} " in text and numbers in text, (code, words, numbers)
    assert not re.search(THIRD[code], text, re.IGNORECASE), code
