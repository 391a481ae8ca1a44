"""The generated card deck: complete, up to date with its generator, and rendered by
Qt's SVG renderer as white cards inked in the right suit colours."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from manni_desktop.engine.cards import RANKS, SUITS
from manni_desktop.resources import asset_path

from .tools import REPO, load_tool, rgba_pixels

make_cards = load_tool("make_cards")
CARDS = asset_path("cards")

Pixel = tuple[int, int, int, int]


# Colour classes judged from the pixels alone (independent of the generator's constants).
def is_white(p: Pixel) -> bool:
    return p[3] > 250 and min(p[:3]) >= 245


def is_black(p: Pixel) -> bool:
    return p[3] > 250 and max(p[:3]) <= 60


def is_red(p: Pixel) -> bool:
    return p[3] > 250 and p[0] >= 150 and p[1] <= 70 and p[2] <= 90


def is_blue(p: Pixel) -> bool:
    return p[3] > 250 and p[2] >= 150 and p[0] <= 70 and p[2] - p[1] >= 60


def is_green(p: Pixel) -> bool:
    return p[3] > 250 and p[1] >= 100 and p[0] <= 60 and p[1] - p[2] >= 40


INK_CLASSES: dict[str, Callable[[Pixel], bool]] = {
    "black": is_black, "red": is_red, "blue": is_blue, "green": is_green,
}
EXPECTED_INK = {
    "classic": {"S": "black", "H": "red", "D": "red", "C": "black"},
    "four-colour": {"S": "black", "H": "red", "D": "blue", "C": "green"},
}
FACE_NAMES = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
BACK_NAMES = ["blue", "red", "green"]


def render(path: Path, width: int) -> list[Pixel]:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"Qt cannot load {path}"
    height = round(width * 1.4)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return rgba_pixels(image)


def test_generator_uses_the_rule_book_notation() -> None:
    assert make_cards.RANKS == RANKS == "23456789TJQKA"
    assert make_cards.SUITS == SUITS == "SHDC"


def test_every_expected_file_exists() -> None:
    for scheme in EXPECTED_INK:
        for name in FACE_NAMES:
            assert (CARDS / scheme / f"{name}.svg").is_file(), (scheme, name)
    for back in BACK_NAMES:
        assert (CARDS / "backs" / f"{back}.svg").is_file(), back


def test_committed_files_match_the_generator() -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "tools" / "make_cards.py"), "--check"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr


def test_check_reports_edited_missing_and_stray_files(tmp_path: Path) -> None:
    copy = tmp_path / "cards"
    shutil.copytree(CARDS, copy)
    assert make_cards.check(copy) == []
    (copy / "classic" / "AH.svg").write_text("<svg/>", encoding="utf-8")
    (copy / "four-colour" / "2C.svg").unlink()
    (copy / "backs" / "purple.svg").write_text("<svg/>", encoding="utf-8")
    assert make_cards.check(copy) == [
        "differs: classic/AH.svg",
        "missing: four-colour/2C.svg",
        "unexpected: backs/purple.svg",
    ]


def test_generation_is_deterministic() -> None:
    assert make_cards.generate() == make_cards.generate()


def test_svgs_stay_within_what_qt_svg_renders() -> None:
    """SVG Tiny 1.2 as QtSvg implements it: no filters, masks, clips, patterns, CSS,
    bitmaps, fonts or cross-file references."""
    forbidden = ("<filter", "<mask", "clip-path", "<clipPath", "<pattern", "<style",
                 "<image", "<text", "href=\"http", ".svg#", "font-family")
    for rel, text in make_cards.generate().items():
        for word in forbidden:
            assert word not in text, (rel, word)


def test_ten_index_shows_10() -> None:
    assert make_cards.index_label("T") == "10"
    assert make_cards.index_label("Q") == "Q"


@pytest.mark.parametrize("scheme", sorted(EXPECTED_INK))
def test_faces_render_white_with_ink_in_the_suit_colour(qapp: object, scheme: str) -> None:
    failures = []
    for name in FACE_NAMES:
        rank, suit = tuple(name)
        expected = EXPECTED_INK[scheme][suit]
        for width in (60, 150):
            pixels = render(CARDS / scheme / f"{name}.svg", width)
            total = len(pixels)
            white = sum(1 for p in pixels if is_white(p))
            ink = {cls: sum(1 for p in pixels if test(p)) for cls, test in INK_CLASSES.items()}
            if white < 0.3 * total:
                failures.append(f"{scheme}/{name}@{width}: only {white}/{total} white pixels")
            if ink[expected] < 0.004 * total:
                failures.append(f"{scheme}/{name}@{width}: {ink[expected]} {expected} pixels")
            if rank in "JQK":
                continue  # court figures also use gold, skin and outline colours
            for cls, count in ink.items():
                if cls != expected and count > 0.001 * total:
                    failures.append(f"{scheme}/{name}@{width}: {count} stray {cls} pixels")
    assert not failures, "\n".join(failures)


def test_court_cards_use_more_than_the_suit_colour(qapp: object) -> None:
    """A drawn figure, not just pips: gold and skin tones appear on J, Q and K."""

    def is_gold(p: Pixel) -> bool:
        return p[0] >= 200 and 140 <= p[1] <= 190 and p[2] <= 80

    def is_skin(p: Pixel) -> bool:
        return p[0] >= 240 and 200 <= p[1] <= 230 and 170 <= p[2] <= 200

    for suit in SUITS:
        for rank in "JQK":
            pixels = render(CARDS / "classic" / f"{rank}{suit}.svg", 150)
            assert sum(map(is_gold, pixels)) > 100, f"{rank}{suit} has no gold"
            assert sum(map(is_skin, pixels)) > 100, f"{rank}{suit} has no faces"


@pytest.mark.parametrize("back", BACK_NAMES)
def test_backs_render_in_their_colour(qapp: object, back: str) -> None:
    pixels = render(CARDS / "backs" / f"{back}.svg", 150)
    field = sum(1 for p in pixels if _dominant(p) == back)
    assert field > 0.4 * len(pixels), (back, field, len(pixels))


def _dominant(p: Pixel) -> str:
    r, g, b, a = p
    if a < 250:
        return "none"
    if r > g + 40 and r > b + 40:
        return "red"
    if g > r + 40 and g > b + 20:
        return "green"
    if b > r + 40 and b > g + 20:
        return "blue"
    return "other"
