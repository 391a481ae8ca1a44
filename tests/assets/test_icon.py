"""The app icon: every file is there, the PNGs have the sizes their names say, and
the hand-written ICO and ICNS containers parse as their formats are documented."""

from __future__ import annotations

import configparser
import struct

from manni_desktop.resources import asset_path

from .tools import REPO, load_tool, rgba_pixels

make_icon = load_tool("make_icon")
ICON = asset_path("icon")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def parse_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image bytes) of each ICONDIRENTRY; checks the header."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an icon file"
    assert count > 0
    images = []
    for i in range(count):
        w, h, colours, res, planes, bits, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i]
        )
        assert res == 0 and planes in (0, 1) and bits == 32
        assert 6 + 16 * count <= offset and offset + size <= len(data)
        images.append((w or 256, h or 256, data[offset: offset + size]))
    return images


def parse_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, payload) of each entry; checks magic and that lengths tile the file."""
    magic, total = struct.unpack(">4sI", data[:8])
    assert magic == b"icns" and total == len(data)
    entries = []
    pos = 8
    while pos < total:
        kind, length = struct.unpack(">4sI", data[pos: pos + 8])
        assert length > 8 and pos + length <= total
        entries.append((kind, data[pos + 8: pos + length]))
        pos += length
    assert pos == total
    return entries


def test_icon_files_exist() -> None:
    names = ["manni-desktop.svg", "manni-desktop.png", "manni-desktop.ico", "manni-desktop.icns"]
    names += [f"manni-desktop-{size}.png" for size in (16, 32, 48, 64, 128)]
    for name in names:
        assert (ICON / name).is_file(), name
    assert (REPO / "packaging" / "linux" / "manni-desktop.desktop").is_file()


def test_svg_and_desktop_file_match_the_generator() -> None:
    assert make_icon.check(make_icon.ICON_DIR, make_icon.DESKTOP_FILE) == []


def test_pngs_have_the_sizes_their_names_say() -> None:
    assert png_size((ICON / "manni-desktop.png").read_bytes()) == (256, 256)
    for size in (16, 32, 48, 64, 128):
        assert png_size((ICON / f"manni-desktop-{size}.png").read_bytes()) == (size, size)


def test_ico_is_well_formed_with_png_entries() -> None:
    images = parse_ico((ICON / "manni-desktop.ico").read_bytes())
    sizes = [w for w, _, _ in images]
    assert {16, 32, 48, 256} <= set(sizes)
    for w, h, payload in images:
        assert png_size(payload) == (w, h)


def test_icns_is_well_formed_with_retina_sizes() -> None:
    entries = dict(parse_icns((ICON / "manni-desktop.icns").read_bytes()))
    expected = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
    assert set(expected) <= set(entries)
    for kind, side in expected.items():
        assert png_size(entries[kind]) == (side, side), kind


def test_container_writers_round_trip() -> None:
    fake = [(16, PNG_SIGNATURE + b"a"), (256, PNG_SIGNATURE + b"bcd")]
    assert [(w, data) for w, _, data in parse_ico(make_icon.ico_bytes(fake))] == fake
    entries = [(b"ic07", b"xyz"), (b"ic10", b"0123456789")]
    assert parse_icns(make_icon.icns_bytes(entries)) == entries


def test_desktop_entry_is_valid_for_menus() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(REPO / "packaging" / "linux" / "manni-desktop.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Manni Desktop"
    assert entry["Exec"] == "manni-desktop %f"
    assert entry["MimeType"] == "application/x-manni-game;"
    assert entry["Icon"] == "manni-desktop"
    assert entry["Terminal"] == "false"
    assert entry["Comment"]
    assert set(entry["Categories"].rstrip(";").split(";")) >= {"Game", "CardGame"}


def test_icon_renders_with_qt_at_16_px(qapp: object) -> None:
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(ICON / "manni-desktop.svg")).isValid()
    image = QImage(str(ICON / "manni-desktop-16.png"))
    assert (image.width(), image.height()) == (16, 16)
    pixels = rgba_pixels(image)
    opaque = [p for p in pixels if p[3] > 200]
    assert len(opaque) > 150  # a tile, not a speck
    assert any(p[0] > 180 and p[1] < 120 for p in opaque)  # the red "M" survives at 16 px
