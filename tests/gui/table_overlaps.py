"""What is drawn on the table, as shapes in scene coordinates, and which of
them run into each other (for tests/gui/test_table_overlaps.py).

Each visible top-level thing on the table becomes a ``Shape``: a label for
the failure message, a group, and its outline as drawn (a card's rectangle
turned with the card, a badge's rounded box, a plate's box, each button of a
row on its own, the sheet drawer's corner button).  The outline is the
drawn one, not ``sceneBoundingRect``: a card turned 8° in the trick has an
axis-aligned box a fifth wider than the card, and two boxes may meet where
the cards do not.

Two shapes may overlap only when ``may_overlap`` says why:

- the same group: the cards of one hand fan over each other, the cards of
  the trick in play overlap as they are thrown in, a won-trick pile and the
  Manni or discard pile are stacks;
- the panel over the table (a hand's summary, the last trick) is an overlay
  drawn on an opaque background in front of the cards and piles: it may lie
  over cards, but never over a name plate, a badge or the status line, which
  say what the panel does not (the race, the contract, whose turn).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from manni_desktop.gui.main_window import MainWindow
from manni_desktop.gui.table.items import ButtonBar

SLACK = 0.5  # px each outline shrinks by: anti-aliased edges may touch


class Shape(NamedTuple):
    label: str
    group: str
    path: QPainterPath

    def rect(self) -> QRectF:
        return self.path.boundingRect()


def _path_of(item: QGraphicsItem, local: QRectF) -> QPainterPath:
    shrunk = local.adjusted(SLACK, SLACK, -SLACK, -SLACK)
    polygon = item.mapToScene(QPolygonF([shrunk.topLeft(), shrunk.topRight(),
                                         shrunk.bottomRight(), shrunk.bottomLeft()]))
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def _item_shape(label: str, group: str, item: QGraphicsItem) -> Shape:
    """``item`` as drawn: its ``shape()``, which for cards, plates and badges
    is what they paint (their bounding rects leave room for a focus ring)."""
    return Shape(label, group, _path_of(item, item.shape().boundingRect()))


def _button_shapes(label: str, bar: ButtonBar) -> list[Shape]:
    return [Shape(f"{label}[{button.text()!r}]", "buttons" if label == "buttons" else label,
                  _path_of(bar, QRectF(button.geometry())))
            for button in bar.buttons if button.isVisible()]


def table_shapes(window: MainWindow) -> list[Shape]:
    """Every visible thing on the table now, with the group it belongs to."""
    scene = window.scene
    table = scene.table
    shapes: list[Shape] = []
    if table is None:
        return shapes
    group: dict[int, str] = {}
    for seat in table.seats:
        for card in seat.hand:
            group[card] = f"hand of seat {seat.seat}"
    middle = scene.trick_in_middle()
    for card in middle.cards if middle is not None else ():
        group[card] = "trick"
    for trick in table.tricks:
        if middle is not None and trick == middle:
            continue
        winner = trick.winner if trick.winner is not None else trick.leader
        for card in trick.cards:
            group[card] = f"won pile of seat {winner}"
    for name in ("manni", "discards", "stock"):
        for card in table.pile(name).cards:
            group[card] = f"{name} pile"
    for card, item in scene.cards.items():
        if item.isVisible() and card in group:
            shapes.append(_item_shape(f"card {card} ({group[card]})", group[card], item))
    decor = scene.decor
    if decor.cut_item.isVisible():
        shapes.append(_item_shape("cut card", "cut card", decor.cut_item))
    for index, plate in enumerate(decor.plates):
        if plate.isVisible():
            label = f"plate of seat {index}"
            shapes.append(_item_shape(label, label, plate))
    for label, badge in (("contract badge", decor.contract_badge),
                         ("talon count", decor.manni_badge),
                         ("discard count", decor.discard_badge),
                         ("status line", decor.status_badge)):
        if badge.isVisible() and badge.text:
            shapes.append(_item_shape(label, label, badge))
    if decor.buttons.isVisible():
        shapes += _button_shapes("buttons", decor.buttons)
    if decor.panel.isVisible():
        shapes.append(Shape("panel", "panel", _path_of(decor.panel,
                                                        decor.panel.boundingRect())))
    corner = window.drawer.button
    if corner.isVisible():
        geometry = corner.geometry()  # in the view's coordinates (its parent)
        top_left = window.view.mapToScene(geometry.topLeft())
        rect = QRectF(top_left, QPointF(top_left.x() + geometry.width(),
                                        top_left.y() + geometry.height()))
        path = QPainterPath()
        path.addRect(rect.adjusted(SLACK, SLACK, -SLACK, -SLACK))
        shapes.append(Shape("score sheet button", "score sheet button", path))
    return shapes


def may_overlap(a: Shape, b: Shape) -> bool:
    """The pairs allowed to overlap, and why: see the module's docstring."""
    if a.group == b.group:
        return True
    for one, other in ((a, b), (b, a)):
        if one.group == "panel" and other.label.startswith("card "):
            return True
    return False


def overlaps(shapes: list[Shape]) -> list[tuple[str, str]]:
    """Every pair that runs into the other without leave."""
    found = []
    for i, a in enumerate(shapes):
        for b in shapes[i + 1:]:
            if may_overlap(a, b) or not a.rect().intersects(b.rect()):
                continue
            if a.path.intersects(b.path):
                found.append((a.label, b.label))
    return found


def off_table(window: MainWindow, shapes: list[Shape]) -> list[str]:
    """Shapes that reach past the table's edges (cut off by the window)."""
    area = window.scene.sceneRect().adjusted(-1, -1, 1, 1)
    return [s.label for s in shapes if not area.contains(s.rect())]
