"""The card table's accessible tree, built by a ``QAccessible`` factory.

::

    Card table (pane; the TableView)
      Your hand (list)           one list item per card, left to right
      Trick (list)               the cards in the middle, in play order
      name plates (labels)       each seat's name, dealer, tricks, score
      contract, cut card, Manni, discards, status (labels)
      the buttons on the table, the panel over it (when shown)
      announcer (notification)   the last thing spoken

Each interface is an ``QAccessibleObject`` over a QObject that lives as long
as the table (the 52 card items, the plates, two region anchors), so Qt's
cache drops it when its object goes.  Everything is read from the scene when
asked; nothing here keeps game state.  ``factory`` makes these interfaces,
matching the classes by name, so the table modules need not import them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QWidget

from . import spoken

if TYPE_CHECKING:
    from ..table.card_item import CardItem
    from ..table.scene import TableScene
    from ..table.view import TableView
    from .announcer import Announcer

Role = QAccessible.Role
Text = QAccessible.Text

# PySide6's stubs say child(), parent() and focusChild() never return None;
# Qt's C++ API returns nullptr for "none" there, which is what None becomes
# (hence the ``type: ignore[override]`` on those methods).

def _interface(obj: QObject | None) -> QAccessibleInterface | None:
    return QAccessible.queryAccessibleInterface(obj) if obj is not None else None


def _screen_rect(view: QWidget, item: QGraphicsItem) -> QRect:
    """``item``'s place on the screen, as assistive technology wants it."""
    from PySide6.QtWidgets import QGraphicsView

    if not isinstance(view, QGraphicsView) or not item.isVisible():
        return QRect()
    local = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())


class TableParts:
    """What the interfaces read: the view, its scene and the anchors of the
    regions that are not items of their own."""

    def __init__(self, view: TableView, hand: QObject, trick: QObject,
                 announcer: Announcer) -> None:
        self.view = view
        self.hand = hand
        self.trick = trick
        self.announcer = announcer

    @property
    def scene(self) -> TableScene:
        return self.view.table

    def hand_items(self) -> list[CardItem]:
        scene = self.scene
        return [scene.cards[card] for card in scene.human_cards()]

    def trick_items(self) -> list[CardItem]:
        trick = self.scene.trick_in_middle()
        return [self.scene.cards[card] for card in trick.cards] if trick is not None else []

    def labels(self) -> list[QObject]:
        """The plates and badges shown now, in reading order."""
        decor = self.scene.decor
        table = self.scene.table
        seats = len(table.seats) if table is not None else 0
        items: list[Any] = [*decor.plates[:seats], decor.contract_badge, decor.cut_item,
                            decor.manni_badge, decor.discard_badge, decor.status_badge]
        return [item for item in items if item.isVisible()]

    def children(self) -> list[QObject]:
        """The table's accessible children, in reading order."""
        out: list[QObject] = [self.hand, self.trick, *self.labels()]
        box = self.scene.buttons.widget()
        if self.scene.buttons.isVisible() and box is not None:
            out.append(box)
        if self.scene.panel.isVisible():
            out.append(self.scene.panel)
            panel_box = self.scene.panel.button_bar.widget()
            if self.scene.panel.button_bar.isVisible() and panel_box is not None:
                out.append(panel_box)
        out.append(self.announcer)
        return out

    def focused_card(self) -> QAccessibleInterface | None:
        """The card with the keyboard focus: only while the table has it and
        the human is to act (as ``CardAccessible.state`` says)."""
        scene = self.scene
        card = scene.focused_card()
        if card is None or not self.view.hasFocus() or not scene.my_turn():
            return None
        return _interface(scene.cards[card])

    def members(self) -> list[QObject]:
        """Every object of this table that has an interface here."""
        scene = self.scene
        decor = scene.decor
        boxes = [scene.buttons.widget(), scene.panel.button_bar.widget()]
        return [self.view, self.hand, self.trick, self.announcer, scene.panel, decor.cut_item,
                *scene.cards.values(), *decor.plates, decor.contract_badge, decor.manni_badge,
                decor.discard_badge, decor.status_badge, *(box for box in boxes if box)]

    def parent_of(self, obj: QObject) -> QAccessibleInterface | None:
        """The region a card is in now (the hand, the trick), else the table."""
        if obj in self.hand_items():
            return _interface(self.hand)
        if obj in self.trick_items():
            return _interface(self.trick)
        return _interface(self.view)


class _Leaf(QAccessibleObject):
    """An interface with no children, over one object of the table."""

    def __init__(self, obj: QObject, parts: TableParts) -> None:
        super().__init__(obj)
        self.parts = parts

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        return -1

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self.parts.view)

    def rect(self) -> QRect:
        obj = self.object()
        return _screen_rect(self.parts.view, obj) if isinstance(obj, QGraphicsItem) else QRect()

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        obj = self.object()
        state.invisible = isinstance(obj, QGraphicsItem) and not obj.isVisible()
        return state


class Region(QAccessibleObject):
    """A list of card items (the hand, the trick): its children are read anew
    at every question, so it is never out of date."""

    def __init__(self, obj: QObject, parts: TableParts, items: Callable[[], list[CardItem]],
                 name: Callable[[int], str]) -> None:
        super().__init__(obj)
        self.parts = parts
        self._items = items
        self._name = name

    def role(self) -> QAccessible.Role:
        return Role.List

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self._name(len(self._items()))
        return ""

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self._items())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        items = self._items()
        return _interface(items[index]) if 0 <= index < len(items) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        obj = child.object() if child is not None else None
        items = self._items()
        return items.index(obj) if obj in items else -1

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self.parts.view)

    def rect(self) -> QRect:
        rects = [_screen_rect(self.parts.view, item) for item in self._items()]
        out = QRect()
        for r in rects:
            out = out.united(r)
        return out

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 - Qt API
        return self.parts.focused_card() if self.parts.hand is self.object() else None


class CardAccessible(_Leaf):
    """A card: in the hand a list item that can be focused, selected and
    unavailable (with the reason in its description); in the trick the card
    with the name of who played it; elsewhere (the cut card) a picture."""

    def _scene(self) -> TableScene:
        return self.parts.scene

    def _item(self) -> CardItem:
        item = self.object()
        assert item is not None
        return item  # type: ignore[return-value]

    def _where(self) -> str:
        item = self._item()
        if item in self.parts.hand_items():
            return "hand"
        if item in self.parts.trick_items():
            return "trick"
        return "table"

    def role(self) -> QAccessible.Role:
        return Role.ListItem if self._where() != "table" else Role.Graphic

    def text(self, t: QAccessible.Text) -> str:
        item = self._item()
        where = self._where()
        scene = self._scene()
        if t == Text.Name:
            name = item.accessible_name()
            if where == "trick":
                return self._in_trick() or name
            if item is scene.cut_item:
                return spoken.cut_card_text(name)
            return name
        if t == Text.Description and where == "hand":
            return scene.card_description(item.card)
        return ""

    def _in_trick(self) -> str:
        scene = self._scene()
        trick, table = scene.trick_in_middle(), scene.table
        if trick is None or table is None:
            return ""
        seats = {card: seat for seat, card in trick.plays}
        card = self._item().card
        return spoken.card_in_trick_text(table, seats[card], card) if card in seats else ""

    def state(self) -> QAccessible.State:
        state = super().state()
        item = self._item()
        if self._where() != "hand":
            return state
        scene = self._scene()
        my_turn = scene.my_turn()
        state.focusable = True
        state.focused = (my_turn and self.parts.view.hasFocus()
                         and scene.focused_card() == item.card)
        state.selectable = scene.selecting()
        state.selected = item.card in scene.selected_cards()
        state.disabled = item.dimmed or not my_turn
        return state

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.parts.parent_of(self._item())


class LabelAccessible(_Leaf):
    """A name plate or badge: static text, named by what it shows."""

    def role(self) -> QAccessible.Role:
        return Role.StaticText

    def text(self, t: QAccessible.Text) -> str:
        if t != Text.Name:
            return ""
        obj = self.object()
        plates = self.parts.scene.decor.plates
        table = self.parts.scene.table
        if obj in plates and table is not None:
            index = plates.index(obj)
            return spoken.plate_text(table, index) if index < len(table.seats) else ""
        return str(getattr(obj, "text", ""))


class PanelAccessible(_Leaf):
    """The panel over the table (end of a hand, the last trick): its whole
    content as one text."""

    def role(self) -> QAccessible.Role:
        return Role.Pane

    def text(self, t: QAccessible.Text) -> str:
        return self.parts.scene.panel_spoken_text() if t == Text.Name else ""


class NotificationAccessible(_Leaf):
    """The announcer: a notification whose text is the last thing said (how
    screen readers without announcement support still hear the game)."""

    def role(self) -> QAccessible.Role:
        return Role.Notification

    def text(self, t: QAccessible.Text) -> str:
        obj = self.object()
        return str(getattr(obj, "text", "")) if t == Text.Name else ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not getattr(self.object(), "shown", False)
        return state


class TableAccessible(QAccessibleWidget):
    """The TableView: a pane whose children are the regions above."""

    def __init__(self, view: TableView, parts: TableParts) -> None:
        super().__init__(view, Role.Pane, view.accessibleName())
        self.parts = parts

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.parts.view.accessibleName()
        if t == Text.Description:
            return self.parts.scene.status_text()
        return str(super().text(t))

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self.parts.children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self.parts.children()
        return _interface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        obj = child.object() if child is not None else None
        children = self.parts.children()
        return children.index(obj) if obj in children else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 - Qt API
        return self.parts.focused_card()


class BoxAccessible(QAccessibleWidget):
    """The buttons on the table: a group named for what they decide, whose
    parent is the table (Qt would make it a window of its own, as every
    widget in a QGraphicsProxyWidget is)."""

    def __init__(self, box: QWidget, parts: TableParts) -> None:
        super().__init__(box, Role.Grouping, box.accessibleName())
        self.parts = parts

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.parts.scene.status_text()
        return str(super().text(t))

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self.parts.view)


__all__ = [
    "BoxAccessible", "CardAccessible", "LabelAccessible", "NotificationAccessible",
    "PanelAccessible", "Region", "TableAccessible", "TableParts",
]
