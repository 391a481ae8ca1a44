"""What the worked examples of the rules pages share (tools/rules_examples.py and
tools/rules_examples_mizerka.py): the players, the computer level whose moves
the seed fixes, and how cards, signed numbers, lists and tables are written."""

from __future__ import annotations

import html
from collections.abc import Sequence

PLAYERS = ["Ásta", "Hjörtur", "Guðrún"]
LEVEL = "easy"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def plural_en(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def plural_pl(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return f"{n} {one}"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return f"{n} {few}"
    return f"{n} {many}"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def card(card_index: int) -> str:
    return RANK_TEXT[card_index % 13] + SUIT_SYMBOLS[card_index // 13]


def listing(items: list[str], word: str) -> str:
    """"a, b and c" with the language's ``word`` for "and"."""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def html_table(css: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = [f'<table class="{css}" border="1" cellpadding="4">',
             "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in header) + "</tr>"]
    lines += ["<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
              for row in rows]
    return lines + ["</table>"]
