"""What the guide's note must leave readable on the table, most important first.

A note over the table's buttons, over the cards the player may play, or
over the badge saying what is trumps hid the very thing the player had to
decide about (issue 38: the Exchange button, and in Polish at 1180x760 the
follow-suit note over the cut card, the trump badge and the Manni pile).
``CoachBubble.point_at`` looks for the nearest place clear of every tier and,
when the table leaves none, gives up the last tier first:

1. the line saying whose turn it is, and every button on the table (the
   exchange's, the contract's, the summary's): without them the player
   cannot tell what to do or do it;
2. the cards the player may play now, or select in the exchange;
3. the badges: the contract (trumps), the Manni's and the discards' counts;
4. the cards of the trick in the middle (a note about the led card that
   hid the card played after it);
5. the least important: the piles themselves, the cut card and the hand's
   summary panel, whose facts the badges and the plates also give.

The note's arrow keeps off tier 1 as long as tiers 1 to 3 can all stay
clear; after that it may cross the status line (an arrow to a card of the
fan crosses its neighbours anyway).  Nothing else is kept clear: the other
players' face-down hands, the plates and the empty felt are where a note
may go."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from ..table.scene import TableScene


def _shown(items: list[QGraphicsItem]) -> list[QRectF]:
    return [item.sceneBoundingRect() for item in items if item.isVisible()]


def choosable_cards(scene: TableScene) -> list[QRectF]:
    """The visible part of each card the player may select (the exchange) or
    play (not dimmed, on the player's turn)."""
    if not (scene.selecting() or scene.my_turn()):
        return []
    selecting = scene.selecting()
    rects = []
    for card in scene.human_cards():
        if selecting or not scene.cards[card].dimmed:
            rect = scene.anchor_rect(f"card:{card}")
            if rect is not None:
                rects.append(rect)
    return rects


def tiers(scene: TableScene) -> list[list[QRectF]]:
    """The rects to keep clear, in the module's five tiers."""
    decor = scene.decor
    panel_bar = scene.panel.button_bar if scene.panel.isVisible() else None
    first = _shown([decor.status_badge, scene.buttons])
    if panel_bar is not None:
        first += _shown([panel_bar])
    badges = _shown([decor.contract_badge, decor.manni_badge, decor.discard_badge])
    piles = [r for r in (scene.anchor_rect(name) for name in ("cut", "manni", "discards"))
             if r is not None]
    if scene.panel.isVisible():
        piles.append(scene.panel.sceneBoundingRect())
    return [first, choosable_cards(scene), badges, trick_cards(scene), piles]


def trick_cards(scene: TableScene) -> list[QRectF]:
    """The cards lying in the middle: the trick in play, or the one resting."""
    trick = scene.trick_in_middle()
    cards = trick.cards if trick is not None else ()
    return _shown([scene.cards[card] for card in cards if card in scene.cards])
