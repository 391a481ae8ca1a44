"""The ``QAccessible`` factory that builds the card table's tree (``tree``).

Qt asks the factory about every QObject a screen reader meets; each table
view registers its objects here (``register``), so the answer is one
lookup, and the factory makes the matching ``tree`` interface.  It matches
the table's item classes by name, so the table modules need not import the
tree.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from . import spoken
from .tree import (
    BoxAccessible,
    CardAccessible,
    LabelAccessible,
    NotificationAccessible,
    PanelAccessible,
    Region,
    TableAccessible,
    TableParts,
)

# Interfaces made here, kept alive from Python while Qt's cache holds them
# (Qt owns and deletes them when their object is destroyed).
_made: dict[int, QAccessibleInterface] = {}

# Every object of a registered table, by id, to its table: the factory is asked
# about every QObject a screen reader meets, so the answer is one lookup.
_owners: dict[int, TableParts] = {}


def register(parts: TableParts) -> None:
    """Make ``parts``' objects known to the factory (one per table view)."""
    members = parts.members()
    keys = [id(obj) for obj in members]
    for key in keys:
        _owners[key] = parts
    parts.view.destroyed.connect(partial(_unregister, keys))
    # An object asked about before now (the scene is built before its view)
    # has Qt's plain interface in the cache: drop it, so ours is made next.
    for obj in members:
        iface = QAccessible.queryAccessibleInterface(obj)
        if iface is not None and id(obj) not in _made:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def _unregister(keys: list[int], *_: object) -> None:
    for key in keys:
        _owners.pop(key, None)


def _make(classname: str, obj: QObject) -> QAccessibleInterface | None:
    parts = _owners.get(id(obj))
    if parts is None:
        return None
    if obj is parts.view:
        return TableAccessible(parts.view, parts)
    if obj is parts.hand:
        return Region(obj, parts, parts.hand_items, spoken.hand_name)
    if obj is parts.trick:
        return Region(obj, parts, parts.trick_items, spoken.trick_name)
    if obj is parts.announcer:
        return NotificationAccessible(obj, parts)
    scene = parts.scene
    if obj is scene.panel:
        return PanelAccessible(obj, parts)
    if obj is scene.buttons.widget() or obj is scene.panel.button_bar.widget():
        assert isinstance(obj, QWidget)
        return BoxAccessible(obj, parts)
    if classname == "CardItem":
        return CardAccessible(obj, parts)
    if classname in ("NamePlate", "Badge"):
        return LabelAccessible(obj, parts)
    return None


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    interface = _make(classname, obj)
    if interface is not None:
        _made[id(obj)] = interface
        obj.destroyed.connect(partial(_forget, id(obj)))
    return interface


def _forget(key: int, *_: object) -> None:
    _made.pop(key, None)


_installed: list[bool] = []


def install_factory() -> None:
    """Install the table's factory once per process (Qt keeps a list)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


__all__ = ["TableParts", "install_factory", "register"]
