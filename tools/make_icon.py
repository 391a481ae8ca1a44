#!/usr/bin/env python3
"""Draw the Manni Desktop app icon and build every platform's icon file from it.

The icon is one SVG (a fan of three cards on a felt tile: a card back, a heart,
and a front card with a bold "M" for Manni), drawn with plain paths so that it
reads at 16 px.  From it this script renders, with Qt's SVG renderer offscreen:

* ``assets/icon/manni-desktop.png`` (256 px) and
  ``manni-desktop-<N>.png`` for N in 16, 32, 48, 64, 128 (window icons, Linux);
* ``manni-desktop.ico``: Windows icon, 16-256 px, PNG-compressed entries
  (the ICO container is written here, so no Qt image plugin is needed);
* ``manni-desktop.icns``: macOS icon, entries ic07-ic10 (128-1024 px PNG);

and writes ``packaging/linux/manni-desktop.desktop``.

Usage::

    python3 tools/make_icon.py          # (re)write all of the above
    python3 tools/make_icon.py --check  # exit 1 if the SVG or .desktop file differ
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ICON_DIR = REPO / "assets" / "icon"
DESKTOP_FILE = REPO / "packaging" / "linux" / "manni-desktop.desktop"
NAME = "manni-desktop"

PNG_SIZES = (16, 32, 48, 64, 128)
MAIN_PNG_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))

INK = "#1e1e1e"
RED = "#c8102e"

HEART = (
    "M0,46C-7,33 -50,10 -50,-20C-50,-38 -38,-48 -25,-48"
    "C-12,-48 -3,-39 0,-29C3,-39 12,-48 25,-48"
    "C38,-48 50,-38 50,-20C50,10 7,33 0,46Z"
)


def _card(transform: str, body: str, fill: str = "#ffffff") -> str:
    """A 104 x 146 card centred on (0, 0), placed by ``transform``."""
    return (
        f'<g transform="{transform}">'
        f'<rect x="-52" y="-73" width="104" height="146" rx="11" fill="{fill}" '
        f'stroke="{INK}" stroke-width="4"/>{body}</g>'
    )


def icon_svg() -> str:
    """The icon as SVG text (viewBox 256 x 256)."""
    felt = (
        '<defs><radialGradient id="felt" cx="128" cy="110" r="150" '
        'gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#3aa56a"/><stop offset="1" stop-color="#1b5e38"/>'
        "</radialGradient></defs>"
        '<rect x="8" y="8" width="240" height="240" rx="52" fill="url(#felt)"/>'
        '<rect x="14" y="14" width="228" height="228" rx="46" fill="none" '
        'stroke="#7fd0a0" stroke-opacity="0.35" stroke-width="3"/>'
    )
    back = _card(
        "translate(84,124)rotate(-20)",
        '<rect x="-41" y="-62" width="82" height="124" rx="6" fill="#1f3f8c"/>'
        '<path d="M-41,-30L0,-62L41,-30M-41,2L0,-30L41,2M-41,34L0,2L41,34M-41,66L0,34L41,66" '
        'fill="none" stroke="#7f9de0" stroke-width="5"/>',
    )
    heart = _card(
        "translate(128,112)",
        f'<path transform="translate(-18,-36)scale(0.46)" fill="{RED}" d="{HEART}"/>',
    )
    m_card = _card(
        "translate(172,128)rotate(20)",
        f'<path d="M-30,38V-36L0,6L30,-36V38" fill="none" stroke="{RED}" '
        'stroke-width="17" stroke-linecap="round" stroke-linejoin="round"/>',
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'width="256" height="256" viewBox="0 0 256 256">\n'
        "<title>Manni Desktop</title>\n"
        f"{felt}\n{back}\n{heart}\n{m_card}\n"
        "</svg>\n"
    )


def desktop_entry() -> str:
    """A freedesktop.org desktop entry for Linux menus."""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.4\n"
        "Name=Manni Desktop\n"
        "GenericName=Card Game\n"
        "Comment=Play the Icelandic card game Manni offline against computer opponents\n"
        "Comment[pt]=Jogue o jogo de cartas islandês Manni offline contra o computador\n"
        "Comment[es]=Juega al juego de cartas islandés Manni sin conexión contra el ordenador\n"
        "Comment[pl]=Graj offline w islandzką grę karcianą Manni z komputerem\n"
        # %f: a file manager's "Open with" passes the *.manni.json (MimeType below).
        "Exec=manni-desktop %f\n"
        "Icon=manni-desktop\n"
        "Terminal=false\n"
        "Categories=Game;CardGame;\n"
        "Keywords=cards;trick-taking;Manni;Iceland;\n"
        "StartupNotify=true\n"
        "MimeType=application/x-manni-game;\n"
    )


# ----------------------------------------------------------------------------
# Icon containers (documented formats, written by hand so no plugin is needed).

def ico_bytes(pngs: list[tuple[int, bytes]]) -> bytes:
    """Windows ICO: ICONDIR, one ICONDIRENTRY per image, then the PNG data.

    A width/height byte of 0 means 256.  PNG-compressed entries are valid since
    Windows Vista.
    """
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries = b""
    for size, data in pngs:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(data for _, data in pngs)


def icns_bytes(entries: list[tuple[bytes, bytes]]) -> bytes:
    """macOS ICNS: b'icns' + total length, then (type, length incl. 8, PNG data)."""
    body = b"".join(kind + struct.pack(">I", len(data) + 8) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def render_png(svg: str, size: int) -> bytes:
    """Render the SVG to a square transparent PNG with Qt (offscreen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise SystemExit("Qt cannot parse the icon SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit(f"could not encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def write_all(icon_dir: Path, desktop_file: Path) -> list[Path]:
    svg = icon_svg()
    icon_dir.mkdir(parents=True, exist_ok=True)
    written = []

    def put(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    put(icon_dir / f"{NAME}.svg", svg.encode("utf-8"))
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {MAIN_PNG_SIZE} | {s for _, s in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    put(icon_dir / f"{NAME}.png", pngs[MAIN_PNG_SIZE])
    for size in PNG_SIZES:
        put(icon_dir / f"{NAME}-{size}.png", pngs[size])
    put(icon_dir / f"{NAME}.ico", ico_bytes([(s, pngs[s]) for s in ICO_SIZES]))
    put(icon_dir / f"{NAME}.icns", icns_bytes([(kind, pngs[s]) for kind, s in ICNS_TYPES]))
    put(desktop_file, desktop_entry().encode("utf-8"))
    return written


def check(icon_dir: Path, desktop_file: Path) -> list[str]:
    """Text sources that differ from what this script makes (PNGs depend on Qt's
    rasteriser version, so only their presence is checked)."""
    problems = []
    for path, text in ((icon_dir / f"{NAME}.svg", icon_svg()), (desktop_file, desktop_entry())):
        if not path.is_file():
            problems.append(f"missing: {path}")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"differs: {path}")
    binaries = [f"{NAME}.png", f"{NAME}.ico", f"{NAME}.icns"]
    binaries += [f"{NAME}-{size}.png" for size in PNG_SIZES]
    for name in binaries:
        if not (icon_dir / name).is_file():
            problems.append(f"missing: {icon_dir / name}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true",
        help="verify the committed SVG and .desktop file (exit 1 if out of date)",
    )
    args = parser.parse_args(argv)
    if args.check:
        problems = check(ICON_DIR, DESKTOP_FILE)
        for line in problems:
            print(line, file=sys.stderr)
        if problems:
            print("icon files out of date: run python3 tools/make_icon.py", file=sys.stderr)
            return 1
        print("icon files up to date")
        return 0
    for path in write_all(ICON_DIR, DESKTOP_FILE):
        print(f"wrote {path.relative_to(REPO)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
