"""The Manillen rules pages' numbers agree with the engine (docs/RULES.md §3).

Each page marks its machine-checkable parts: the card points table
(``table.points``), a counted trick (``p.trick``) and the scoring examples
(``tr.example``, whose classes ``notrump``, ``tie`` and ``sweep`` say which
multipliers the deal has).  The numbers a reader sees are compared with what
the engine's ``ManillenHand`` computes for a deal with the same card points.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from manni_desktop.engine.actions import Phase
from manni_desktop.engine.cards import RANKS, SUITS, make_card, parse_card
from manni_desktop.engine.rules import Trick
from manni_desktop.games.manillen.rules import (
    CARD_POINTS,
    HALF_POINTS,
    MANILLEN,
    TARGET,
    TRICKS_PER_HAND,
    ManillenHand,
)
from manni_desktop.resources import asset_path

CODES = ("en", "pt", "es", "pl")
DECK = MANILLEN.deck()
SUIT_SIGNS = dict(zip("♠♥♦♣", SUITS, strict=True))
CARD = re.compile(r"(10|[AKQJ987])([♠♥♦♣])")


class Marked(HTMLParser):
    """Texts of the marked elements: rows of ``table.points``, each
    ``tr.example`` (with its classes) and ``p.trick``."""

    def __init__(self) -> None:
        super().__init__()
        self.points_rows: list[list[str]] = []
        self.examples: list[tuple[frozenset[str], list[str]]] = []
        self.tricks: list[str] = []
        self._table: set[str] = set()
        self._row: list[str] | None = None
        self._row_classes: set[str] = set()
        self._cell: list[str] | None = None
        self._header = False
        self._trick: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = set((dict(attrs).get("class") or "").split())
        if tag == "table":
            self._table = classes
        elif tag == "tr":
            self._row, self._row_classes, self._header = [], classes, False
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []
            self._header = self._header or tag == "th"
        elif tag == "p" and "trick" in classes:
            self._trick = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            if "example" in self._row_classes:
                self.examples.append((frozenset(self._row_classes - {"example"}), self._row))
            elif "points" in self._table and not self._header:
                self.points_rows.append(self._row)
            self._row = None
        elif tag == "table":
            self._table = set()
        elif tag == "p" and self._trick is not None:
            self.tricks.append(" ".join("".join(self._trick).split()))
            self._trick = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)
        if self._trick is not None:
            self._trick.append(data)


def page(code: str) -> Marked:
    parser = Marked()
    parser.feed(asset_path("rules", code, "manillen.html").read_text(encoding="utf-8"))
    return parser


def page_card(rank: str, sign: str) -> int:
    return parse_card(("T" if rank == "10" else rank) + SUIT_SIGNS[sign])


def finished_hand(points: int, *, notrump: bool, tie: bool, sweep: bool) -> ManillenHand:
    """A played-out deal in which seats 0 and 2 capture ``points`` card points
    (all 8 tricks if ``sweep``); ``tie``: the previous deal was 30-30."""
    hand = ManillenHand(DECK, dealer=3, hand_number=1, doubled=tie)
    hand.trump, hand.declared = (None if notrump else SUITS.index("H")), True
    theirs: list[int] = []
    if not sweep:
        rest = 60 - points
        for card in sorted(DECK, key=lambda c: -CARD_POINTS[c]):
            if 0 < CARD_POINTS[card] <= rest:
                theirs.append(card)
                rest -= CARD_POINTS[card]
        assert rest == 0, f"no deal gives the winners {points} card points"
        blanks = [c for c in DECK if CARD_POINTS[c] == 0]
        while not theirs or len(theirs) % 4:
            theirs.append(blanks.pop())
    ours = [c for c in DECK if c not in theirs]
    hand.tricks = [Trick(1, tuple(theirs[i:i + 4]), 1) for i in range(0, len(theirs), 4)]
    hand.tricks += [Trick(0, tuple(ours[i:i + 4]), 0) for i in range(0, len(ours), 4)]
    assert len(hand.tricks) == TRICKS_PER_HAND
    hand.phase, hand.to_act = Phase.DONE, None
    return hand


def numbers(row: list[str]) -> tuple[int, int, int, int]:
    """(winners' card points, excess, multiplier, game points) as the page shows them;
    a multiplier cell without "×N" (a tie) means no multiplier."""
    multiplier = re.search(r"×\s*(\d+)", row[3])
    return int(row[1]), int(row[2]), int(multiplier.group(1)) if multiplier else 1, int(row[4])


@pytest.mark.parametrize("code", CODES)
def test_the_card_points_table_is_the_engines(code: str) -> None:
    shown: dict[str, int] = {}
    for row in page(code).points_rows:
        for rank in row[0].split(","):
            shown[rank.strip()] = int(row[-1])
    assert sorted(shown) == sorted(["10", "A", "K", "Q", "J", "9", "8", "7"])
    for rank, points in shown.items():
        card = make_card(RANKS.index("T" if rank == "10" else rank), 0)
        assert CARD_POINTS[card] == points, rank
    assert sum(shown.values()) * 4 == sum(CARD_POINTS[c] for c in DECK) == 60


@pytest.mark.parametrize("code", CODES)
def test_the_counted_trick_adds_up(code: str) -> None:
    (trick,) = page(code).tricks
    cards_part, summands_part, total_part = trick.split("=")
    cards = [page_card(rank, sign) for rank, sign in CARD.findall(cards_part)]
    assert len(cards) == 4
    summands = [int(n) for n in re.findall(r"\d+", summands_part)]
    assert summands == [CARD_POINTS[c] for c in cards]
    hand = ManillenHand(DECK, dealer=0, hand_number=0, doubled=False)
    hand.tricks = [Trick(1, tuple(cards), 2)]  # taken by your partner
    assert int(re.findall(r"\d+", total_part)[0]) == hand.card_points()[0] == sum(summands)


@pytest.mark.parametrize("code", CODES)
def test_every_scoring_example_is_what_the_engine_scores(code: str) -> None:
    examples = page(code).examples
    assert len(examples) >= 5
    for classes, row in examples:
        assert classes <= {"notrump", "tie", "sweep"}, classes
        points, excess, multiplier, game = numbers(row)
        hand = finished_hand(points, notrump="notrump" in classes, tie="tie" in classes,
                             sweep="sweep" in classes)
        score, scoring = hand.score(), hand.scoring()
        assert score is not None and hand.card_points()[0] == points
        if scoring is None:
            engine = (0, 1, 0)
        else:
            engine = (scoring[1], 2 ** len(scoring[2]), score[scoring[0]])
        assert (excess, multiplier, game) == engine, (code, row)


def test_the_examples_the_rule_book_asks_for() -> None:
    shown = {(classes, numbers(row)) for classes, row in page("en").examples}
    assert (frozenset(), (38, 8, 1, 8)) in shown
    assert (frozenset({"notrump"}), (38, 8, 2, 16)) in shown  # docs/RULES.md §3's own example
    assert (frozenset({"notrump", "tie", "sweep"}), (60, 30, 8, 240)) in shown
    assert (frozenset(), (HALF_POINTS, 0, 1, 0)) in shown  # the 30-30 tie


@pytest.mark.parametrize("code", ["pt", "es", "pl"])
def test_every_language_shows_the_same_examples(code: str) -> None:
    def shown(c: str) -> list[tuple[frozenset[str], tuple[int, int, int, int]]]:
        return [(classes, numbers(row)) for classes, row in page(c).examples]

    assert shown(code) == shown("en")

    def equation(c: str) -> tuple[str, str]:
        (trick,) = page(c).tricks
        left, total = trick.rsplit("=", 1)
        return left.strip(), total.split()[0]

    assert equation(code) == equation("en")


@pytest.mark.parametrize("code", CODES)
def test_the_target_is_the_engines(code: str) -> None:
    text = asset_path("rules", code, "manillen.html").read_text(encoding="utf-8")
    assert f"<b>{TARGET}</b>" in text
