"""The rules pages' worked examples are games the engine played (issue 13).

``tools/rules_examples.py`` writes each Manni page's example from a seeded
game; here the pages must equal what the tool writes now (so a change of
rules or of the computer players shows up as a stale page), and, read back
from the HTML as a player reads them, every table must add up the way the
rules say any real hand does: 12 tricks, plus totals equal to minus totals,
running scores summing to zero.  Mizerka's page shows one deal scored against
the quotas (summing to zero) and the start of its sheet with running totals.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from manni_desktop.games.manni.rules import PAR
from manni_desktop.games.mizerka.rules import TRICKS_PER_HAND as MIZERKA_TRICKS
from manni_desktop.games.mizerka.scoring import QUOTAS
from manni_desktop.resources import asset_path
from tests.assets.tools import load_tool

rules_examples = load_tool("rules_examples")
CODES = ("en", "pt", "es", "pl")
TRICKS = 12
TARGET = 10


class Tables(HTMLParser):
    """The body rows of each table, keyed by its class (``example-…``)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._css: str | None = None
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._css = dict(attrs).get("class") or ""
            self.tables.setdefault(self._css, [])
        elif tag == "tr":
            self._row = []
        elif tag == "td" and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self._row is not None and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row and self._css is not None:
            self.tables[self._css].append(self._row)
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def tables(code: str, game: str) -> dict[str, list[list[str]]]:
    parser = Tables()
    parser.feed(asset_path("rules", code, f"{game}.html").read_text(encoding="utf-8"))
    return parser.tables


def number(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


def comparable(cell: str) -> str:
    """A cell as every language writes it: names and numbers as they are, a
    contract by its suit sign, any other word (a role, "no-trump") dropped."""
    suits = [sign for sign in "♠♥♦♣" if sign in cell]
    if suits:
        return suits[0]
    return cell if cell[:1] in "+−0123456789" or cell in rules_examples.PLAYERS else ""


def test_every_page_is_what_the_tool_writes_from_the_engines_game() -> None:
    problems = rules_examples.check()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_the_hornafjardar_hand_scores_its_tricks_against_par(code: str) -> None:
    (hand,) = [rows for css, rows in tables(code, "hornafjardar").items() if css == "example-hand"]
    tricks = [number(r[1]) for r in hand]
    plus, minus = [number(r[2]) for r in hand], [number(r[3]) for r in hand]
    assert len(hand) == 3 and sum(tricks) == TRICKS
    assert plus == [max(0, t - PAR) for t in tricks]  # a trump hand
    assert minus == [max(0, PAR - t) for t in tricks]
    assert sum(plus) == sum(minus)


@pytest.mark.parametrize("code", CODES)
def test_the_hornafjardar_end_adds_up_and_its_winner_is_the_best_net(code: str) -> None:
    standing = tables(code, "hornafjardar")["example-standing"]
    plus = [number(r[1]) for r in standing]
    minus = [number(r[2]) for r in standing]
    net = [number(r[3]) for r in standing]
    assert sum(plus) == sum(minus), "each hand's plus points equal its minus points"
    assert net == [p - m for p, m in zip(plus, minus, strict=True)] and sum(net) == 0
    racer = next(i for i, p in enumerate(plus) if p >= TARGET)
    winner = net.index(max(net))
    assert racer != winner and net.count(max(net)) == 1
    text = asset_path("rules", code, "hornafjardar.html").read_text(encoding="utf-8")
    assert re.search(rf"<b>[^<]*{re.escape(standing[winner][0])}[^<]*</b>", text)


@pytest.mark.parametrize("code", CODES)
def test_the_classic_running_scores_sum_to_zero(code: str) -> None:
    running = tables(code, "classic")["example-running"]
    tricks = [number(r[1]) for r in running]
    this_hand = [number(r[2]) for r in running]
    scores = [number(r[3]) for r in running]
    assert sum(tricks) == TRICKS and this_hand == [t - PAR for t in tricks]
    assert sum(this_hand) == 0 and sum(scores) == 0
    top = max(scores)
    assert top >= TARGET and scores.count(top) == 1


@pytest.mark.parametrize("code", CODES)
def test_the_mizerka_deal_scores_its_tricks_against_the_quotas(code: str) -> None:
    deal = tables(code, "mizerka")["example-deal"]  # forehand, middlehand, dealer
    tricks = [number(r[2]) for r in deal]
    quotas, scores = [number(r[3]) for r in deal], [number(r[4]) for r in deal]
    win, misere = QUOTAS["seats"]
    assert len(deal) == 3 and sum(tricks) == MIZERKA_TRICKS
    if quotas == list(win):
        assert scores == [t - q for t, q in zip(tricks, quotas, strict=True)]
    else:
        assert quotas == list(misere)
        assert scores == [q - t for t, q in zip(tricks, quotas, strict=True)]
    assert sum(scores) == 0


@pytest.mark.parametrize("code", CODES)
def test_the_mizerka_sheet_keeps_running_totals(code: str) -> None:
    rows = tables(code, "mizerka")["example-sheet"]
    totals = [0, 0, 0]
    for number_cell, *_, a, b, c in rows:
        cells = [re.fullmatch(r"(\S+) \((\S+)\)", x) for x in (a, b, c)]
        assert all(cells), (a, b, c)
        scores = [number(m.group(1)) for m in cells if m]
        totals = [t + d for t, d in zip(totals, scores, strict=True)]
        assert [number(m.group(2)) for m in cells if m] == totals, number_cell
        assert sum(scores) == 0
    deal = tables(code, "mizerka")["example-deal"]
    first = {r[0]: r[4] for r in deal}
    assert [number(first[name]) for name in rules_examples.PLAYERS] == [
        number(x.split()[0]) for x in rows[0][-3:]], "the shown deal is the sheet's first"


@pytest.mark.parametrize("code", CODES)
def test_the_mizerka_quota_table_is_the_engines(code: str) -> None:
    rows = tables(code, "mizerka")["quotas"]  # the rules' table, typed by hand
    assert [[number(x) for x in r[1:]] for r in rows] == [list(q) for q in QUOTAS["seats"]]


@pytest.mark.parametrize("game", ["hornafjardar", "classic", "mizerka"])
@pytest.mark.parametrize("code", ["pt", "es", "pl"])
def test_every_language_shows_the_same_game(code: str, game: str) -> None:
    def examples(c: str) -> dict[str, list[list[str]]]:
        return {css: [[comparable(cell) for cell in row] for row in rows]
                for css, rows in tables(c, game).items() if css.startswith("example-")}

    assert examples(code) == examples("en") != {}  # names and numbers, cell by cell
