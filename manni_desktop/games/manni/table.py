"""Hornafjarðar and Classic Manni drawn as a table snapshot (``snapshot.py``).

Only ``ManniRules`` calls these; they read one ``ManniHand`` and say what seat
``viewer`` sees: three seats, the Manni and the discards, the cut card and
contract, the trick, the decision, and the par-4 points of a finished hand.
With ``reveal_all`` (an observer, the record viewer) every hand, the Manni and
the discards are face up, and each seat names what it put away.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Exchange, Swap
from ...engine.rules import held_cards, trick_views, turn_prompt
from ...engine.snapshot import (
    EXCHANGED,
    KEPT,
    TOOK_MANNI,
    ContractView,
    DealPacket,
    HandResult,
    HandView,
    Note,
    Pile,
    SeatView,
)
from .rules import ManniHand

MANNI_PILE = -1  # DealPacket.to for the Manni


def _notes(hand: ManniHand) -> dict[int, Note]:
    notes: dict[int, Note] = {}
    for action in hand.exchanges:
        if isinstance(action, Exchange):
            notes[action.seat] = Note(EXCHANGED, len(action.cards)) if action.cards else Note(KEPT)
        elif isinstance(action, Swap):
            notes[action.seat] = Note(TOOK_MANNI) if action.take else Note(KEPT)
    return notes


def contract_view(hand: ManniHand) -> ContractView:
    c = hand.contract
    return ContractView(c.kind, c.trump, hand.cut, False, c.power)


def deal_packets(hand: ManniHand, packets: tuple[int, ...]) -> tuple[DealPacket, ...]:
    """The deal as it happened: Manni, left, right, dealer, round after round."""
    targets = (MANNI_PILE, *hand.order)
    out: list[DealPacket] = []
    pos = 0
    while pos < len(hand.deck):
        for to, size in zip(targets, packets, strict=True):
            out.append(DealPacket(to, hand.deck[pos:pos + size]))
            pos += size
    return tuple(out)


def hand_view(
    hand: ManniHand, viewer: int, players: Sequence[str], packets: tuple[int, ...],
    reveal_all: bool = False,
) -> HandView:
    notes = _notes(hand)
    seats = tuple(
        SeatView(
            seat=s,
            name=players[s],
            side=s,
            dealer=hand.dealer == s,
            to_act=hand.to_act == s,
            tricks=hand.tricks_won[s],
            card_points=0,
            hand=held_cards(hand, s),
            face_up=reveal_all or s == viewer,
            note=notes.get(s),
            discards=tuple(hand.discards[s]) if reveal_all else (),
        )
        for s in range(3)
    )
    discards = tuple(c for action in hand.exchanges for c in hand.discards[action.seat]
                     if isinstance(action, Exchange) or (isinstance(action, Swap) and action.take))
    piles = (Pile("manni", tuple(hand.manni), reveal_all),
             Pile("discards", discards, reveal_all))
    trick, tricks = trick_views(hand, 3)
    prompt = turn_prompt(hand, viewer)
    return HandView(seats, piles, trick, tricks, contract_view(hand), prompt,
                    deal_packets(hand, packets))


def hand_result(hand: ManniHand) -> HandResult:
    points = hand.points()
    plus = minus = delta = None
    if points is not None:
        plus, minus = tuple(points[0]), tuple(points[1])
        delta = tuple(p - m for p, m in zip(plus, minus, strict=True))
    return HandResult(
        number=hand.hand_number,
        dealer=hand.dealer,
        contract=contract_view(hand),
        finished=hand.finished,
        tricks=tuple(hand.tricks_won),
        points=delta,
        plus=plus,
        minus=minus,
    )
