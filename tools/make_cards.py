#!/usr/bin/env python3
"""Generate the project's own SVG card deck into ``assets/cards/``.

Why a generator instead of hand-drawn files: 52 faces x 2 colour schemes + backs
must stay consistent (same index glyphs, same pip geometry), and a script keeps
them so while staying reviewable.  Everything is drawn with paths (suit symbols
and the index glyphs too), so the cards look identical on every platform and no
font is needed.  The output sticks to what Qt's SVG renderer (SVG Tiny 1.2)
supports: plain shapes, paths, groups with transforms, no filters, masks,
clip paths, patterns or CSS.

Usage::

    python3 tools/make_cards.py          # (re)write the SVG files
    python3 tools/make_cards.py --check  # exit 1 if the committed files differ
    python3 tools/make_cards.py --sheet /tmp/cards.png  # contact sheet (needs PySide6)
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CARDS_DIR = REPO / "assets" / "cards"

RANKS = "23456789TJQKA"
SUITS = "SHDC"

W, H = 250, 350  # poker proportions, 2.5 x 3.5
CX, CY = W / 2, H / 2

INK = "#222222"
BORDER = "#a7a7a7"
GOLD = "#e2a823"
GOLD_DARK = "#a8761a"
SKIN = "#f8dcbc"
FRAME_FILL = "#fffaf0"

SCHEMES: dict[str, dict[str, str]] = {
    "classic": {"S": "#1b1b1b", "H": "#c8102e", "D": "#c8102e", "C": "#1b1b1b"},
    "four-colour": {"S": "#1b1b1b", "H": "#c8102e", "D": "#1559c4", "C": "#13823b"},
}

#: Back colours: (field, lattice lines, light accents).
BACKS: dict[str, tuple[str, str, str]] = {
    "blue": ("#1f3f8c", "#6f8fd6", "#dfe7fb"),
    "red": ("#9e1b2c", "#de6f7d", "#fbe3e6"),
    "green": ("#1d6840", "#6fbf8e", "#e0f5e8"),
}


def num(value: float) -> str:
    """Deterministic short number formatting (2 decimals, no trailing zeros)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(*values: float) -> str:
    return ",".join(num(v) for v in values)


# ----------------------------------------------------------------------------
# Suit symbols: paths in a 100 x 100 box centred on (0, 0).

def _circle(cx: float, cy: float, r: float) -> str:
    """A full circle as two arcs, usable inside one path."""
    return (
        f"M{pts(cx - r, cy)}A{pts(r, r)} 0 1,0 {pts(cx + r, cy)}"
        f"A{pts(r, r)} 0 1,0 {pts(cx - r, cy)}Z"
    )


SUIT_PATHS: dict[str, str] = {
    "H": (
        "M0,46C-7,33 -50,10 -50,-20C-50,-38 -38,-48 -25,-48"
        "C-12,-48 -3,-39 0,-29C3,-39 12,-48 25,-48"
        "C38,-48 50,-38 50,-20C50,10 7,33 0,46Z"
    ),
    "D": "M0,-50Q17,-20 38,0Q17,20 0,50Q-17,20 -38,0Q-17,-20 0,-50Z",
    "S": (
        "M0,-50C7,-35 50,-14 50,13C50,30 38,38 26,38C16,38 8,34 4,28"
        "C6,38 10,45 19,50L-19,50C-10,45 -6,38 -4,28"
        "C-8,34 -16,38 -26,38C-38,38 -50,30 -50,13C-50,-14 -7,-35 0,-50Z"
    ),
    "C": (
        _circle(0, -24, 22.5) + _circle(-25, 11, 22.5) + _circle(25, 11, 22.5)
        + _circle(0, 4, 13)
        + "M-4,8C-4,30 -10,42 -19,50L19,50C10,42 4,30 4,8Z"
    ),
}


def suit(s: str, x: float, y: float, size: float, fill: str, flip: bool = False) -> str:
    """A suit symbol ``size`` wide centred on (x, y); ``flip`` turns it upside down."""
    rot = "rotate(180)" if flip else ""
    return (
        f'<path transform="translate({pts(x, y)}){rot}scale({num(size / 100)})" '
        f'fill="{fill}" d="{SUIT_PATHS[s]}"/>'
    )


# ----------------------------------------------------------------------------
# Index glyphs: stroked paths in a 20 x 32 box (top-left origin).

GLYPHS: dict[str, str] = {
    "A": "M1,32L10,0L19,32M4.2,21H15.8",
    "K": "M2.5,0V32M18,0L2.5,18.5M8,12.5L18.5,32",
    "Q": "M10,0C0.5,0 0,8 0,15.5C0,23 0.5,31 10,31C19.5,31 20,23 20,15.5"
         "C20,8 19.5,0 10,0ZM12,23L19,33",
    "J": "M16,0V22.5C16,33.5 3,34 1.5,25",
    "2": "M2,7.5C2.5,2 6,0 10,0C15,0 18,3 18,8C18,15 2,23 1.5,32H18.5",
    "3": "M2.5,4C4.5,1 7,0 10,0C15,0 17.5,3 17.5,8C17.5,12.5 14,15 9,15"
         "C15,15 18.5,18 18.5,23.5C18.5,29 15,32 10,32C6,32 3,30 1.5,27",
    "4": "M14,32V0L1,22.5H19.5",
    "5": "M17.5,0H4L3,14.5C5,12.5 7.5,11.5 10,11.5C15.5,11.5 18.5,15 18.5,21.5"
         "C18.5,28.5 15,32 10,32C6,32 3,30 1.5,27",
    "6": "M16.5,3C15,1 12.5,0 10.5,0C4,0 2,7 2,17C2,27 4.5,32 10,32"
         "C15.5,32 18,28 18,22.5C18,17 15,14 10.5,14C6,14 3,16.5 2,20",
    "7": "M1.5,0H18.5L7.5,32",
    "8": "M10,15C5,15 3,12 3,7.5C3,3 6,0 10,0C14,0 17,3 17,7.5C17,12 15,15 10,15"
         "C5,15 2,18.5 2,23.5C2,29 5.5,32 10,32C14.5,32 18,29 18,23.5C18,18.5 15,15 10,15Z",
    "9": "M3.5,29C5,31 7.5,32 9.5,32C16,32 18,25 18,15C18,5 15.5,0 10,0"
         "C4.5,0 2,4 2,9.5C2,15 5,18 9.5,18C14,18 17,15.5 18,12",
    "1": "M2,6L9,0V32",
    "0": "M8,0C2,0 0,7 0,16C0,25 2,32 8,32C14,32 16,25 16,16C16,7 14,0 8,0Z",
}

#: Glyph advance widths (the drawing box of the glyph).
GLYPH_WIDTH = {"1": 11.0, "0": 16.0}


def index_label(rank: str) -> str:
    return "10" if rank == "T" else rank


def rank_glyphs(rank: str, cx: float, top: float, height: float, colour: str) -> str:
    """The rank label centred at ``cx`` with its top at ``top``, stroked paths."""
    label = index_label(rank)
    scale = height / 32
    gap = 2.5
    widths = [GLYPH_WIDTH.get(ch, 20.0) for ch in label]
    total = sum(widths) + gap * (len(label) - 1)
    squeeze = 0.78 if len(label) > 1 else 1.0  # "10" is condensed like on real cards
    x = -total / 2
    parts = []
    for ch, width in zip(label, widths, strict=True):
        parts.append(f'<path transform="translate({num(x)},0)" d="{GLYPHS[ch]}"/>')
        x += width + gap
    return (
        f'<g transform="translate({pts(cx, top)})scale({num(scale * squeeze)},{num(scale)})" '
        f'fill="none" stroke="{colour}" stroke-width="5" stroke-linecap="round" '
        f'stroke-linejoin="round">' + "".join(parts) + "</g>"
    )


def corner_index(rank: str, s: str, colour: str) -> str:
    """Top-left index (rank over suit), plus the same turned 180 degrees."""
    one = rank_glyphs(rank, 26, 14, 40, colour) + suit(s, 26, 79, 28, colour)
    return one + f'<g transform="rotate(180,{pts(CX, CY)})">{one}</g>'


# ----------------------------------------------------------------------------
# Number cards.

COLS = (76.0, 125.0, 174.0)
TOP, BOTTOM = 71.0, 279.0

# (column 0-2, fraction down the pip field) for each pip count, as on real cards.
_L, _M, _R = 0, 1, 2
_PAIRS_4 = [(_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)]
_SIDES_6 = [(_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)]
_SIDES_8 = [(c, t) for t in (0.0, 1 / 3, 2 / 3, 1.0) for c in (_L, _R)]
PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(_M, 0.0), (_M, 1.0)],
    3: [(_M, 0.0), (_M, 0.5), (_M, 1.0)],
    4: _PAIRS_4,
    5: _PAIRS_4 + [(_M, 0.5)],
    6: _SIDES_6,
    7: _SIDES_6 + [(_M, 0.25)],
    8: _SIDES_6 + [(_M, 0.25), (_M, 0.75)],
    9: _SIDES_8 + [(_M, 0.5)],
    10: _SIDES_8 + [(_M, 1 / 6), (_M, 5 / 6)],
}
PIP_SIZE = 46.0


def number_pips(count: int, s: str, colour: str) -> str:
    out = []
    for col, t in PIP_LAYOUTS[count]:
        y = TOP + (BOTTOM - TOP) * t
        out.append(suit(s, COLS[col], y, PIP_SIZE, colour, flip=t > 0.5 + 1e-9))
    return "".join(out)


def ace_pip(s: str, colour: str) -> str:
    if s == "S":
        # The ace of spades is traditionally the decorated one.
        ring = (
            f'<circle cx="{num(CX)}" cy="{num(CY)}" r="78" fill="none" stroke="{GOLD}" '
            f'stroke-width="3"/>'
            f'<circle cx="{num(CX)}" cy="{num(CY)}" r="71" fill="none" stroke="{colour}" '
            f'stroke-width="1.2"/>'
        )
        return ring + suit(s, CX, CY, 104, colour)
    return suit(s, CX, CY, 92, colour)


# ----------------------------------------------------------------------------
# Court cards: one upper half drawn in a 46..204 x 38..175 frame, repeated
# turned by 180 degrees like a double-headed real court card.

FRAME = (46.0, 38.0, 204.0, 312.0)


def _face(cx: float, cy: float) -> str:
    """Head with a simple, friendly face."""
    return (
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="18.5" ry="22" fill="{SKIN}" '
        f'stroke="{INK}" stroke-width="1.4"/>'
        f'<g fill="none" stroke="{INK}" stroke-width="1.4" stroke-linecap="round">'
        f'<path d="M{pts(cx - 11, cy - 6)}Q{pts(cx - 7, cy - 9, cx - 3, cy - 6)}'
        f'M{pts(cx + 3, cy - 6)}Q{pts(cx + 7, cy - 9, cx + 11, cy - 6)}"/>'
        f'<path d="M{pts(cx, cy - 3)}L{pts(cx - 2.5, cy + 6)}L{pts(cx + 1, cy + 6.5)}"/>'
        f'<path d="M{pts(cx - 5, cy + 11)}Q{pts(cx, cy + 14, cx + 5, cy + 11)}"/>'
        f"</g>"
        f'<circle cx="{num(cx - 7)}" cy="{num(cy - 2.5)}" r="1.9" fill="{INK}"/>'
        f'<circle cx="{num(cx + 7)}" cy="{num(cy - 2.5)}" r="1.9" fill="{INK}"/>'
    )


def tint(colour: str, amount: float) -> str:
    """``colour`` mixed with white (``amount`` 0 = colour, 1 = white)."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(c + (255 - c) * amount):02x}" for c in rgb)


def sleeve_colour(colour: str) -> str:
    """A lighter tint of the suit colour; black suits get slate blue instead of grey,
    as traditional court cards mix colours on the black suits too."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#56688a" if max(rgb) < 0x40 else tint(colour, 0.45)


def _robe(colour: str, trim: str) -> str:
    """Sleeves in a lighter tint, a chest panel in the suit colour, gold trim."""
    sleeves = (
        f'<path d="M56,175V160C56,142 76,132 106,128L154,128C184,132 200,142 200,160V175Z" '
        f'fill="{sleeve_colour(colour)}" stroke="{INK}" stroke-width="1.4"/>'
    )
    studs = "".join(
        _circle(x, y, 2.2)
        for y in (150.0, 162.0)
        for x in (66.0, 78.0, 178.0, 190.0)
    ) + _circle(72, 140, 2.2) + _circle(184, 140, 2.2)
    chest = (
        f'<path d="M100,129L160,129L168,175H92Z" fill="{colour}" stroke="{INK}" '
        f'stroke-width="1.4"/>'
        f'<path d="M101,135L94,175M159,135L166,175" fill="none" stroke="{trim}" '
        f'stroke-width="3"/>'
    )
    band = (
        f'<path d="M122,132H138V175H122Z" fill="{trim}" stroke="{INK}" stroke-width="1.2"/>'
    )
    jewels = "".join(
        f'<path d="M{pts(130, y - 5)}L{pts(134, y)}L{pts(130, y + 5)}L{pts(126, y)}Z" '
        f'fill="{colour}"/>'
        for y in (150.0, 164.0)
    )
    return sleeves + f'<path d="{studs}" fill="{trim}"/>' + chest + band + jewels


def _frame_pip(s: str, colour: str, left: bool) -> str:
    x = 66.0 if left else 184.0
    return suit(s, x, 60, 24, colour)


def _king(s: str, colour: str) -> str:
    cx, cy = 128.0, 98.0
    sword = (
        f'<path d="M182,54L186,46L190,54V146H182Z" fill="#e4e8ee" stroke="{INK}" '
        f'stroke-width="1.3"/>'
        f'<path d="M186,56V142" stroke="#b9c0ca" stroke-width="1.2"/>'
        f'<path d="M172,146H200V152H172Z" fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
        f'<path d="M183,152H189V168H183Z" fill="{GOLD_DARK}" stroke="{INK}" stroke-width="1.2"/>'
    )
    hair = (
        f'<path d="M108,86C104,100 106,116 112,124L118,110C114,104 112,96 112,86Z'
        f'M148,86C152,100 150,116 144,124L138,110C142,104 144,96 144,86Z" '
        f'fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
    )
    beard = (
        f'<path d="M{pts(cx - 17, cy + 4)}C{pts(cx - 17, cy + 26, cx - 8, cy + 34, cx, cy + 36)}'
        f'C{pts(cx + 8, cy + 34, cx + 17, cy + 26, cx + 17, cy + 4)}'
        f'C{pts(cx + 13, cy + 12, cx + 8, cy + 10, cx + 6, cy + 9)}'
        f'Q{pts(cx, cy + 6, cx - 6, cy + 9)}'
        f'C{pts(cx - 8, cy + 10, cx - 13, cy + 12, cx - 17, cy + 4)}Z" '
        f'fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
        f'<path d="M{pts(cx - 4, cy + 14)}Q{pts(cx, cy + 16, cx + 4, cy + 14)}" '
        f'fill="none" stroke="{INK}" stroke-width="1.3"/>'
    )
    crown = (
        f'<path d="M107,80L104,52L116,64L128,44L140,64L152,52L149,80Z" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"/>'
        f'<path d="M107,72H149V80H107Z" fill="{GOLD_DARK}" stroke="{INK}" stroke-width="1.2"/>'
        + "".join(
            f'<circle cx="{num(x)}" cy="76" r="2.4" fill="{colour}"/>' for x in (116, 128, 140)
        )
        + "".join(
            f'<circle cx="{num(x)}" cy="{num(y)}" r="2.6" fill="{GOLD}" stroke="{INK}" '
            f'stroke-width="1"/>'
            for x, y in ((104, 51), (128, 43), (152, 51))
        )
    )
    ermine = (
        f'<path d="M92,136Q128,158 164,136L170,147Q128,172 86,147Z" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        + "".join(
            f'<path d="M{pts(x, y)}l1.6,4.5l-1.6,-1.2l-1.6,1.2Z" fill="{INK}"/>'
            for x, y in ((96, 144), (108, 150), (120, 153), (136, 153), (148, 150), (160, 144))
        )
    )
    return (
        _robe(colour, GOLD) + ermine + sword + hair + _face(cx, cy) + beard + crown
        + _frame_pip(s, colour, left=True)
    )


def _queen(s: str, colour: str) -> str:
    cx, cy = 124.0, 98.0
    hair = (
        f'<path d="M{pts(cx, 70)}C{pts(cx - 26, 70, cx - 28, 96, cx - 26, 120)}'
        f'C{pts(cx - 25, 128, cx - 20, 132, cx - 14, 134)}L{pts(cx - 12, 100)}'
        f'C{pts(cx - 10, 86, cx + 10, 86, cx + 12, 100)}L{pts(cx + 14, 134)}'
        f'C{pts(cx + 20, 132, cx + 25, 128, cx + 26, 120)}'
        f'C{pts(cx + 28, 96, cx + 26, 70, cx, 70)}Z" '
        f'fill="#6b4226" stroke="{INK}" stroke-width="1.2"/>'
    )
    crown = (
        f'<path d="M{pts(cx - 16, 80)}L{pts(cx - 18, 62)}L{pts(cx - 8, 70)}L{pts(cx, 56)}'
        f'L{pts(cx + 8, 70)}L{pts(cx + 18, 62)}L{pts(cx + 16, 80)}Z" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="1.3" stroke-linejoin="round"/>'
        + "".join(
            f'<circle cx="{num(x)}" cy="{num(y)}" r="3" fill="{colour}" stroke="{INK}" '
            f'stroke-width="1"/>'
            for x, y in ((cx - 18, 61), (cx, 55), (cx + 18, 61))
        )
        + f'<path d="M{pts(cx - 16, 75)}H{pts(cx + 16)}" stroke="{GOLD_DARK}" stroke-width="2"/>'
    )
    necklace = "".join(
        f'<circle cx="{num(cx + 20 * math.sin(a))}" cy="{num(130 + 10 * math.cos(a))}" '
        f'r="2.4" fill="{GOLD}" stroke="{INK}" stroke-width="0.8"/>'
        for a in (-1.2, -0.8, -0.4, 0.0, 0.4, 0.8, 1.2)
    )
    collar = (
        f'<path d="M96,134Q124,150 152,134L156,142Q124,162 92,142Z" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="1.2"/>'
    )
    # A flower held up on the left.
    petals = "".join(
        f'<ellipse cx="{num(76 + 8 * math.cos(a))}" cy="{num(96 + 8 * math.sin(a))}" '
        f'rx="6.5" ry="6.5" fill="{colour}" stroke="{INK}" stroke-width="1"/>'
        for a in (0.0, 1.2566, 2.5133, 3.7699, 5.0265)
    )
    flower = (
        f'<path d="M76,104C74,124 80,142 86,160" fill="none" stroke="#2f6b34" '
        f'stroke-width="2.6"/>'
        f'<path d="M78,126C70,120 64,122 62,126C68,130 74,130 78,126Z" fill="#3f8a45" '
        f'stroke="{INK}" stroke-width="0.8"/>'
        + petals
        + f'<circle cx="76" cy="96" r="4.2" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>'
    )
    hand = (
        f'<ellipse cx="84" cy="150" rx="8" ry="6.5" fill="{SKIN}" stroke="{INK}" '
        f'stroke-width="1.2"/>'
    )
    return (
        _robe(colour, GOLD) + collar + necklace + hair + _face(cx, cy) + crown + flower + hand
        + _frame_pip(s, colour, left=False)
    )


def _jack(s: str, colour: str) -> str:
    cx, cy = 126.0, 100.0
    hair = (
        f'<path d="M{pts(cx - 19, 92)}C{pts(cx - 22, 104, cx - 20, 116, cx - 14, 120)}'
        f'L{pts(cx - 12, 98)}ZM{pts(cx + 19, 92)}C{pts(cx + 22, 104, cx + 20, 116, cx + 14, 120)}'
        f'L{pts(cx + 12, 98)}Z" fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
    )
    hat = (
        f'<path d="M{pts(cx - 24, 84)}C{pts(cx - 28, 66, cx - 8, 56, cx + 6, 58)}'
        f'C{pts(cx + 22, 60, cx + 30, 70, cx + 24, 84)}Z" fill="{colour}" stroke="{INK}" '
        f'stroke-width="1.4"/>'
        f'<path d="M{pts(cx - 23, 78)}H{pts(cx + 24)}V{pts(86)}H{pts(cx - 23)}Z" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        f'<path d="M{pts(cx + 14, 62)}C{pts(cx + 24, 42, cx + 36, 36, cx + 44, 38)}'
        f'C{pts(cx + 38, 44, cx + 30, 56, cx + 20, 70)}Z" fill="{GOLD}" stroke="{INK}" '
        f'stroke-width="1.2"/>'
        f'<path d="M{pts(cx + 18, 66)}C{pts(cx + 26, 52, cx + 34, 42, cx + 42, 39)}" '
        f'fill="none" stroke="{GOLD_DARK}" stroke-width="1.2"/>'
    )
    collar = (
        f'<path d="M98,132L110,148L120,134L130,150L140,134L150,148L160,132Z" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>'
    )
    # A halberd on the left.
    halberd = (
        f'<path d="M80,62V170" stroke="{GOLD_DARK}" stroke-width="4"/>'
        f'<path d="M80,40L85,62H75Z" fill="#e4e8ee" stroke="{INK}" stroke-width="1.2"/>'
        f'<path d="M80,64C70,62 62,68 60,80C68,76 74,76 80,78Z" fill="#e4e8ee" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        f'<path d="M80,66L90,72L80,78Z" fill="#e4e8ee" stroke="{INK}" stroke-width="1.2"/>'
        f'<ellipse cx="81" cy="152" rx="8" ry="6.5" fill="{SKIN}" stroke="{INK}" '
        f'stroke-width="1.2"/>'
    )
    return (
        _robe(colour, GOLD) + collar + halberd + hair + _face(cx, cy) + hat
        + _frame_pip(s, colour, left=False)
    )


COURT_DRAWERS = {"J": _jack, "Q": _queen, "K": _king}


def court_picture(rank: str, s: str, colour: str) -> str:
    x0, y0, x1, y1 = FRAME
    frame = (
        f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" height="{num(y1 - y0)}" '
        f'rx="4" fill="{FRAME_FILL}" stroke="{colour}" stroke-width="2"/>'
    )
    half = COURT_DRAWERS[rank](s, colour)
    turned = f'<g transform="rotate(180,{pts(CX, CY)})">{half}</g>'
    divider = (
        f'<path d="M{pts(x0, CY)}H{num(x1)}" stroke="{colour}" stroke-width="1.6"/>'
    )
    inner = (
        f'<rect x="{num(x0 + 4)}" y="{num(y0 + 4)}" width="{num(x1 - x0 - 8)}" '
        f'height="{num(y1 - y0 - 8)}" rx="2" fill="none" stroke="{GOLD}" stroke-width="1"/>'
    )
    return frame + half + turned + divider + inner


# ----------------------------------------------------------------------------
# Whole cards.

def svg_document(body: str, title: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
        f"<title>{title}</title>\n"
        f"{body}\n"
        "</svg>\n"
    )


def card_blank() -> str:
    return (
        f'<rect x="0.75" y="0.75" width="{num(W - 1.5)}" height="{num(H - 1.5)}" rx="13" '
        f'fill="#ffffff" stroke="{BORDER}" stroke-width="1.5"/>'
    )


RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace",
}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}


def face_svg(rank: str, s: str, scheme: str) -> str:
    colour = SCHEMES[scheme][s]
    if rank == "A":
        middle = ace_pip(s, colour)
    elif rank in COURT_DRAWERS:
        middle = court_picture(rank, s, colour)
    else:
        middle = number_pips(RANKS.index(rank) + 2, s, colour)
    body = card_blank() + "\n" + middle + "\n" + corner_index(rank, s, colour)
    return svg_document(body, f"{RANK_NAMES[rank]} of {SUIT_NAMES[s]}")


def _lattice(x0: float, y0: float, cols: int, rows: int, cw: float, ch: float) -> str:
    """Diagonal lines u +/- v = k + 1/2 (cell units) clipped to the field, one path."""
    segments = []
    for n in range(-rows - 1, cols + rows + 1):
        k = n + 0.5
        for sign in (+1, -1):
            ends = _clip_line(k, sign, cols, rows)
            if ends:
                segments.append(ends)
    return "".join(
        f"M{pts(x0 + u1 * cw, y0 + v1 * ch)}L{pts(x0 + u2 * cw, y0 + v2 * ch)}"
        for (u1, v1), (u2, v2) in segments
    )


def _clip_line(
    k: float, sign: int, cols: int, rows: int
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Segment of u + sign*v = k inside [0, cols] x [0, rows], or None."""
    # Parametrise by u: v = (k - u) / sign.
    lo_u, hi_u = 0.0, float(cols)
    if sign > 0:  # v = k - u within [0, rows] -> u in [k - rows, k]
        lo_u, hi_u = max(lo_u, k - rows), min(hi_u, k)
    else:  # v = u - k within [0, rows] -> u in [k, k + rows]
        lo_u, hi_u = max(lo_u, k), min(hi_u, k + rows)
    if hi_u - lo_u < 1e-9:
        return None

    def v_of(u: float) -> float:
        return (k - u) if sign > 0 else (u - k)

    return (lo_u, v_of(lo_u)), (hi_u, v_of(hi_u))


def back_svg(name: str) -> str:
    field, line, light = BACKS[name]
    x0, y0 = 14.0, 14.0
    fw, fh = W - 2 * x0, H - 2 * y0
    cols, rows = 10, 14
    cw, ch = fw / cols, fh / rows
    parts = [card_blank()]
    parts.append(
        f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(fw)}" height="{num(fh)}" rx="8" '
        f'fill="{field}"/>'
    )
    parts.append(
        f'<path d="{_lattice(x0, y0, cols, rows, cw, ch)}" fill="none" stroke="{line}" '
        f'stroke-width="1.3"/>'
    )
    # Small dots in the centre of each cell's diamond and at the lattice crossings.
    dots = []
    for i in range(cols):
        for j in range(rows):
            dots.append(_circle(x0 + (i + 0.5) * cw, y0 + (j + 0.5) * ch, 2.1))
    parts.append(f'<path d="{"".join(dots)}" fill="{light}"/>')
    # Double inner frame.
    parts.append(
        f'<rect x="{num(x0 + 6)}" y="{num(y0 + 6)}" width="{num(fw - 12)}" '
        f'height="{num(fh - 12)}" rx="5" fill="none" stroke="{light}" stroke-width="2"/>'
    )
    # Central medallion with the four suits.
    parts.append(
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="58" ry="70" fill="{field}" '
        f'stroke="{light}" stroke-width="3"/>'
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="50" ry="62" fill="none" '
        f'stroke="{line}" stroke-width="1.5"/>'
    )
    for s, (dx, dy) in zip("SHDC", ((0, -30), (30, 0), (0, 30), (-30, 0)), strict=True):
        parts.append(suit(s, CX + dx, CY + dy, 30, light, flip=dy > 0))
    return svg_document("\n".join(parts), f"Card back ({name})")


# ----------------------------------------------------------------------------

def generate() -> dict[str, str]:
    """Every file of the deck: path relative to ``CARDS_DIR`` -> SVG text."""
    files: dict[str, str] = {}
    for scheme in SCHEMES:
        for s in SUITS:
            for rank in RANKS:
                files[f"{scheme}/{rank}{s}.svg"] = face_svg(rank, s, scheme)
    for name in BACKS:
        files[f"backs/{name}.svg"] = back_svg(name)
    return files


def existing_files(root: Path) -> Iterable[str]:
    if not root.is_dir():
        return []
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.svg"))


def check(root: Path) -> list[str]:
    """Differences between the files under ``root`` and what ``generate`` makes."""
    problems = []
    wanted = generate()
    for rel, text in sorted(wanted.items()):
        path = root / rel
        if not path.is_file():
            problems.append(f"missing: {rel}")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"differs: {rel}")
    for rel in existing_files(root):
        if rel not in wanted:
            problems.append(f"unexpected: {rel}")
    return problems


def write(root: Path) -> int:
    wanted = generate()
    for rel, text in wanted.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    return len(wanted)


def render_sheet(root: Path, out: Path, scheme: str, card_width: int) -> None:
    """Render every face of ``scheme`` plus the backs into one PNG, to look at the art.

    Qt is imported here only: generating and checking the SVGs needs no Qt.
    """
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    card_height = round(card_width * H / W)
    gap = max(4, card_width // 12)
    rows = [[f"{scheme}/{r}{s}.svg" for r in RANKS] for s in SUITS]
    rows.append([f"backs/{name}.svg" for name in BACKS])
    width = gap + len(RANKS) * (card_width + gap)
    height = gap + len(rows) * (card_height + gap)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e7d4f"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for j, row in enumerate(rows):
        for i, rel in enumerate(row):
            renderer = QSvgRenderer(str(root / rel))
            if not renderer.isValid():
                raise SystemExit(f"Qt cannot render {rel}")
            x = gap + i * (card_width + gap)
            y = gap + j * (card_height + gap)
            renderer.render(painter, QRectF(x, y, card_width, card_height))
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"could not write {out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true",
        help="verify that the committed files equal the generated ones (exit 1 if not)",
    )
    parser.add_argument("--out", type=Path, default=CARDS_DIR, help="output folder")
    parser.add_argument(
        "--sheet", type=Path, help="instead of generating, render a contact sheet PNG here",
    )
    parser.add_argument("--scheme", choices=sorted(SCHEMES), default="classic")
    parser.add_argument("--card-width", type=int, default=125, help="sheet card width (px)")
    args = parser.parse_args(argv)
    if args.sheet:
        render_sheet(args.out, args.sheet, args.scheme, args.card_width)
        print(f"wrote {args.sheet}")
        return 0
    if args.check:
        problems = check(args.out)
        for line in problems:
            print(line, file=sys.stderr)
        if problems:
            print(
                f"{len(problems)} card file(s) out of date: run python3 tools/make_cards.py",
                file=sys.stderr,
            )
            return 1
        print(f"{len(generate())} card files up to date in {args.out}")
        return 0
    count = write(args.out)
    print(f"wrote {count} card files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
