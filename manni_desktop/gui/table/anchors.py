"""Where a named thing of the table is drawn: the rectangles the guide's notes point at.

The coach (``gui/coach``) names what a note is about (``Lesson.target``)
and keeps its notes clear of the cards and piles; it never reaches into the
scene's items itself.  Names:

* ``cut``, ``contract``, ``panel``, ``status`` (the line saying whose turn it is);
* ``manni``, ``discards``: the pile's top card with its count under it;
* ``plate:<seat>``: a seat's name plate;
* ``card:<card>``: a card; in the player's fan only its uncovered strip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from .scene import TableScene


def anchor_item(scene: TableScene, name: str) -> QGraphicsItem | None:
    """The item drawn for ``name``, shown or not; None for a name it does not know."""
    kind, _, arg = name.partition(":")
    decor = scene.decor
    if kind == "cut":
        return scene.cut_item
    if kind == "contract":
        return decor.contract_badge
    if kind in ("manni", "discards") and scene.table is not None:
        pile = scene.table.pile(kind).cards
        return scene.cards[pile[-1]] if pile else None
    if kind == "panel":
        return scene.panel
    if kind == "status":
        return decor.status_badge
    if kind == "plate" and arg.isdigit() and int(arg) < len(decor.plates):
        return decor.plates[int(arg)]
    if kind == "card" and arg.isdigit() and int(arg) in scene.cards:
        return scene.cards[int(arg)]
    return None


def anchor_rect(scene: TableScene, name: str) -> QRectF | None:
    """Where ``name`` is drawn (scene coordinates); None when it is not shown."""
    item = anchor_item(scene, name)
    if item is None or not item.isVisible():
        return None
    rect = item.sceneBoundingRect()
    kind, _, arg = name.partition(":")
    badge = {"manni": scene.decor.manni_badge, "discards": scene.decor.discard_badge}.get(kind)
    if badge is not None and badge.isVisible():  # the pile and its count under it
        rect = rect.united(badge.sceneBoundingRect())
    mine = scene.human_cards()
    if kind == "card" and int(arg) in mine[:-1]:  # in the fan: its uncovered strip
        right = scene.cards[mine[mine.index(int(arg)) + 1]].sceneBoundingRect().left()
        if rect.left() < right < rect.right():
            rect.setRight(right)
    return rect
