"""Mizerka and Hornafjarðar Manni with six contracts drawn as a table snapshot
(``snapshot.py``).

Only ``MizerkaRules`` calls these.  The piles are the ones the window knows:
the talon is the stack pile ``manni`` (the exchange draws from its top, as
from the Manni) and the discards ``discards``; while forehand chooses, the
cards not dealt yet lie face down in ``stock``.  The deal is one card per
packet, the talon's packets going to ``TALON_PILE``; during the choice only
its first 24 cards are out.  The contract's kind is ``trump``, ``notrump``,
``mizerka``, or ``undeclared`` before the choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.contracts import NOTRUMP_CONTRACT, Contract
from ...engine.rules import held_cards, trick_views, turn_prompt
from ...engine.snapshot import (
    EXCHANGED,
    KEPT,
    ChoiceOption,
    ContractView,
    DealPacket,
    HandResult,
    HandView,
    Note,
    Pile,
    SeatView,
)
from .rules import SEATS, MizerkaHand
from .scoring import CONTRACTS, MIZERKA, QUOTAS, contract_of

TALON_PILE = -1  # DealPacket.to for the talon
TALON = "manni"  # the talon's pile name: the stack the window draws the exchange from
STOCK = "stock"  # the cards not dealt yet, while forehand chooses
DISCARDS = "discards"
UNDECLARED = "undeclared"  # ContractView.kind before forehand has chosen


def contract_view(hand: MizerkaHand) -> ContractView:
    if hand.contract is None:
        return ContractView(UNDECLARED, None, None, False, NOTRUMP_CONTRACT.power)
    return _view_of(hand.contract)


def _view_of(contract: Contract) -> ContractView:
    return ContractView(contract.kind, contract.trump, None, False, contract.power)


def seat_quotas(hand: MizerkaHand) -> tuple[int, ...]:
    """Each seat's quota under the hand's contract (forehand's under no-trump
    before the choice: only read once the contract is known)."""
    win, misere = QUOTAS[hand.quota]
    row = misere if hand.contract is not None and hand.contract.kind == MIZERKA else win
    quotas = [0] * SEATS
    for role, seat in enumerate(hand.order):
        quotas[seat] = row[role]
    return tuple(quotas)


def choice_options(hand: MizerkaHand) -> tuple[ChoiceOption, ...]:
    """The six contracts as forehand's choice shows them: each with whether it
    is still open to forehand and forehand's quota under it."""
    win, misere = QUOTAS[hand.quota]
    options = []
    for code in CONTRACTS:
        contract = contract_of(code)
        quota = misere[0] if contract.kind == MIZERKA else win[0]
        options.append(ChoiceOption(code, _view_of(contract), code in hand.available, quota))
    return tuple(options)


def deal_packets(hand: MizerkaHand) -> tuple[DealPacket, ...]:
    """The deal so far, card by card: forehand, middlehand, dealer, talon."""
    targets = (*hand.order, TALON_PILE)
    return tuple(DealPacket(targets[i % 4], (hand.deck[i],)) for i in range(hand.dealt))


def hand_view(hand: MizerkaHand, viewer: int, players: Sequence[str],
              reveal_all: bool = False) -> HandView:
    """``hand`` as ``viewer`` sees it; with ``reveal_all`` (an observer, the
    record viewer) every hand, the talon, the discards and the stock face up,
    and each seat's own discards beside it."""
    notes = {e.seat: Note(EXCHANGED, len(e.cards)) if e.cards else Note(KEPT)
             for e in hand.exchanges}
    quotas = seat_quotas(hand)
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
            quota=None if hand.contract is None else quotas[s],
        )
        for s in range(SEATS)
    )
    discards = tuple(c for e in hand.exchanges for c in hand.discards[e.seat])
    piles = [Pile(TALON, tuple(hand.talon), reveal_all),
             Pile(DISCARDS, discards, reveal_all)]
    if hand.undealt():
        piles.append(Pile(STOCK, hand.undealt(), reveal_all))
    trick, tricks = trick_views(hand, SEATS)
    choices = choice_options(hand) if hand.phase == "choose" else ()
    prompt = turn_prompt(hand, viewer, choices)
    return HandView(seats, tuple(piles), trick, tricks, contract_view(hand), prompt,
                    deal_packets(hand))


def hand_result(hand: MizerkaHand) -> HandResult:
    """The deal's row of the sheet: tricks per seat and, once finished, each
    seat's score (``points``).  The chooser is the dealer's left-hand
    neighbour, the contract is ``contract``."""
    scores = hand.scores()
    return HandResult(
        number=hand.hand_number,
        dealer=hand.dealer,
        contract=contract_view(hand),
        finished=hand.finished,
        tricks=tuple(hand.tricks_won),
        points=None if scores is None else tuple(scores),
        chooser=hand.chooser,
    )
