"""Manillen drawn as a table snapshot (``snapshot.py``): four seats in two
sides, the dealer's declaration, card points per side, and the score of a
finished deal with the excess over 30 and each ×2 that applied."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.contracts import NOTRUMP, TRUMP
from ...engine.rules import held_cards, trick_views, turn_prompt
from ...engine.snapshot import (
    DECLARED,
    ContractView,
    DealPacket,
    HandResult,
    HandView,
    Note,
    SeatView,
)
from .obligations import POWER
from .rules import CARD_POINTS, SEATS, ManillenHand, side_of

UNDECLARED = "undeclared"


def contract_view(hand: ManillenHand) -> ContractView:
    kind = (NOTRUMP if hand.trump is None else TRUMP) if hand.declared else UNDECLARED
    return ContractView(kind, hand.trump, None, hand.doubled, POWER)


def deal_packets(hand: ManillenHand, packets: tuple[int, ...]) -> tuple[DealPacket, ...]:
    """3 to each seat from the dealer's left, then 2 each, then 3 each."""
    out: list[DealPacket] = []
    pos = 0
    for size in packets:
        for k in range(1, SEATS + 1):
            out.append(DealPacket((hand.dealer + k) % SEATS, hand.deck[pos:pos + size]))
            pos += size
    return tuple(out)


def hand_view(
    hand: ManillenHand, viewer: int, players: Sequence[str], packets: tuple[int, ...],
    reveal_all: bool = False,
) -> HandView:
    """``hand`` as seat ``viewer`` sees it (``reveal_all``: every hand face up)."""
    taken = [0] * SEATS
    points = [0] * SEATS
    for t in hand.tricks:
        taken[t.winner] += 1
        points[t.winner] += sum(CARD_POINTS[c] for c in t.cards)
    partner_waits = hand.phase == "declare" and viewer == (hand.dealer + 2) % SEATS
    declared = Note(DECLARED, trump=hand.trump) if hand.declared else None
    seats = tuple(
        SeatView(
            seat=s,
            name=players[s],
            side=side_of(s),
            dealer=hand.dealer == s,
            to_act=hand.to_act == s,
            tricks=taken[s],
            card_points=points[s],
            hand=held_cards(hand, s),
            face_up=reveal_all or (s == viewer and not partner_waits),
            note=declared if s == hand.dealer else None,
        )
        for s in range(SEATS)
    )
    trick, tricks = trick_views(hand, SEATS)
    prompt = turn_prompt(hand, viewer)
    return HandView(seats, (), trick, tricks, contract_view(hand), prompt,
                    deal_packets(hand, packets))


def hand_result(hand: ManillenHand) -> HandResult:
    taken = [0] * SEATS
    for t in hand.tricks:
        taken[t.winner] += 1
    card_points = hand.card_points()
    score = hand.score()
    scoring = hand.scoring()
    excess, multipliers = (0, ()) if scoring is None else scoring[1:]
    return HandResult(
        number=hand.hand_number,
        dealer=hand.dealer,
        contract=contract_view(hand),
        finished=hand.finished,
        tricks=tuple(taken),
        points=None if score is None else tuple(score),
        card_points=tuple(card_points),
        excess=excess,
        multipliers=multipliers,
        tied=hand.tied,
    )
