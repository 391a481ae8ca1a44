"""How each kind of change is animated: the deal, a card played (and the trick
gathered), an exchange or swap, a declaration.  Each function builds one
Qt animation from the snapshots before and after; the scene runs it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QSequentialAnimationGroup

from ...engine.actions import Exchange, Play, Swap
from ...engine.cards import Card
from ...engine.snapshot import Table, TrickView
from ..changes import Change, ChangeKind
from . import layout
from .animator import (
    CUT_MS,
    DEAL_CARD_MS,
    DEAL_PACKET_MS,
    EXCHANGE_STAGGER_MS,
    GATHER_MS,
    MOVE_MS,
    Animator,
)
from .card_item import CardItem
from .layout import Geometry, Place
from .places import STOCK, side

Places = Callable[[TrickView | None], dict[Card, Place]]


class TrickRest(Protocol):
    """Who is told when a finished trick starts and ends its rest in the middle."""

    def trick_rest_started(self, trick: TrickView, ends_ms: int) -> None: ...

    def trick_rest_ended(self) -> None: ...


def for_change(anim: Animator, change: Change, before: Table | None, g: Geometry,
               places: Places, cut_item: CardItem,
               rest: TrickRest | None = None) -> QAbstractAnimation:
    """The animation of ``change``: a deal, a card, an exchange, or a settling."""
    table = change.table
    if change.dealing:
        return deal(anim, table, g, places, cut_item)
    previous = change.before or before
    if isinstance(change.action, Play):
        return play(anim, previous, table, places, rest)
    if isinstance(change.action, (Exchange, Swap)):
        return exchange(anim, previous, table, places)
    if previous is not None and previous.pile(STOCK).cards:
        return deal_on(anim, previous, places)
    return settle(anim, places)


def drawn_cards(change: Change, marked: set[Card]) -> set[Card]:
    """The viewer's cards drawn in their exchange, marked until their first play
    (``marked`` are those marked before this change)."""
    action, before = change.action, change.before
    if change.kind != ChangeKind.MOVE:
        return set()
    if action is None or action.seat != change.table.viewer:
        return marked
    if isinstance(action, (Exchange, Swap)) and before is not None:
        seat = change.table.viewer
        return set(change.table.seats[seat].hand) - set(before.seats[seat].hand)
    return set()


def deal(anim: Animator, table: Table, g: Geometry, places: Places,
         cut_item: CardItem) -> QAbstractAnimation:
    """The cut card turned up (Manni), then the packets flying to their piles."""
    deck = [c for packet in table.deal for c in packet.cards] + list(table.pile(STOCK).cards)
    deck_place = layout.deck_spot(g, side(table, table.dealer))
    for item in anim.cards.values():
        item.hide()
    for i, card in enumerate(deck):
        item = anim.cards[card]
        item.show()
        item.setPos(deck_place.x - i * 0.15, deck_place.y - i * 0.15)
        item.setRotation(deck_place.rotation)
        item.setZValue(deck_place.z + len(deck) - i)
        item.set_face_up(False)
    sequence = QSequentialAnimationGroup()
    cut = table.contract.cut
    if cut is not None:
        cut_item.show()
        cut_item.setPos(deck_place.x, deck_place.y)
        cut_item.setRotation(deck_place.rotation)
        cut_item.set_face_up(False)
        cut_item.setZValue(500)
        sequence.addAnimation(anim.move(cut_item, layout.cut_spot(g), anim.ms(CUT_MS),
                                        curve=QEasingCurve.Type.InOutCubic))
        sequence.addAnimation(anim.pause(250))
    packet_of = {card: (p, k) for p, packet in enumerate(table.deal)
                 for k, card in enumerate(packet.cards)}

    def delay(card: Card) -> int:
        p, k = packet_of.get(card, (0, 0))
        return anim.ms(p * DEAL_PACKET_MS + k * DEAL_CARD_MS)

    sequence.addAnimation(anim.stage(places(None), anim.ms(MOVE_MS), delay))
    return sequence


def deal_on(anim: Animator, before: Table, places: Places) -> QAbstractAnimation:
    """The rest of a deal that paused for a choice: the dealer's stock goes
    out card by card, in dealing order, as the first part did."""
    order = {card: i for i, card in enumerate(before.pile(STOCK).cards)}

    def delay(card: Card) -> int:
        return anim.ms(order.get(card, 0) * DEAL_PACKET_MS)

    return anim.stage(places(None), anim.ms(MOVE_MS), delay)


def completed_trick(before: Table | None, after: Table) -> TrickView | None:
    """The trick the last move completed, if it did."""
    if before is None or before.hand_number != after.hand_number:
        return None
    return after.tricks[-1] if len(after.tricks) > len(before.tricks) else None


def play(anim: Animator, before: Table | None, after: Table, places: Places,
         rest: TrickRest | None = None) -> QAbstractAnimation:
    """The card flies to the middle; a completed trick rests (its winner marked,
    ``rest`` told when it starts and ends), then is gathered."""
    sequence = QSequentialAnimationGroup()
    trick = completed_trick(before, after)
    arrive = anim.stage(places(trick), anim.ms(MOVE_MS))
    sequence.addAnimation(arrive)
    if trick is not None and anim.trick_pause_ms() > 0:
        pause = anim.pause_ms(anim.trick_pause_ms())
        if rest is not None:
            ends = arrive.totalDuration() + pause.duration()
            arrive.finished.connect(lambda: rest.trick_rest_started(trick, ends))
            pause.finished.connect(rest.trick_rest_ended)
        sequence.addAnimation(pause)
    if trick is not None:
        sequence.addAnimation(anim.stage(places(None), anim.ms(GATHER_MS)))
    return sequence


def rests_a_trick(anim: Animator, change: Change, before: Table | None) -> bool:
    """``change`` completes a trick that is to rest on the table: shown even at
    Instant speed, where every other change simply snaps into place."""
    return (isinstance(change.action, Play) and not change.dealing
            and anim.trick_pause_ms() > 0
            and completed_trick(change.before or before, change.table) is not None)


def exchange(anim: Animator, before: Table | None, after: Table,
             places: Places) -> QAbstractAnimation:
    """Discards slide face down to their pile, then the draws come off the Manni."""
    target = places(None)
    sequence = QSequentialAnimationGroup()
    if before is None:
        sequence.addAnimation(anim.stage(target, anim.ms(MOVE_MS)))
        return sequence
    discarded = set(after.pile("discards").cards) - set(before.pile("discards").cards)
    old_manni = before.pile("manni").cards
    drawn = set(old_manni) - set(after.pile("manni").cards)
    if discarded:
        ranks = {c: i for i, c in enumerate(sorted(discarded))}
        sequence.addAnimation(anim.stage(
            target, anim.ms(MOVE_MS),
            lambda c: anim.ms(ranks.get(c, 0) * EXCHANGE_STAGGER_MS // 2), only=discarded))
    draw_rank = {c: i for i, c in enumerate(reversed(old_manni))}  # top first
    sequence.addAnimation(anim.stage(
        target, anim.ms(MOVE_MS),
        lambda c: anim.ms(draw_rank.get(c, 0) * EXCHANGE_STAGGER_MS) if c in drawn else 0,
        only=set(target) - discarded))
    if sequence.totalDuration() <= 0:
        sequence.addAnimation(anim.pause(350))
    return sequence


def settle(anim: Animator, places: Places) -> QAbstractAnimation:
    """Cards that turn or re-sort after a declaration; a short pause if none does."""
    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(anim.stage(places(None), anim.ms(MOVE_MS)))
    if sequence.totalDuration() <= 0:
        sequence.addAnimation(anim.pause(350))
    return sequence
