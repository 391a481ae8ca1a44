"""The six contracts and the quota scoring of Mizerka and of Hornafjarðar
Manni with six contracts (docs/RULES.md §4 Contracts and Scoring): the part of
the rules a deal's result is worked out from, apart from the play."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import SUITS
from ...engine.contracts import NOTRUMP_CONTRACT, Contract, trump_contract
from ...engine.untrusted import brief

SEATS = 3

CONTRACTS = ("S", "H", "D", "C", "NT", "M")
"""The ``choose`` codes (docs/PROTOCOL.md): a trump suit, no-trump, mizerka."""

MIZERKA = "mizerka"
"""The misère contract's kind (its record code and ``ContractView.kind``)."""
MIZERKA_CONTRACT = Contract(MIZERKA)  # no trump, ace high (docs/RULES.md §4 Deck)

QUOTAS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    # quota option: ((forehand, middlehand, dealer) for trump and no-trump,
    #                (forehand, middlehand, dealer) for mizerka)
    "seats": ((7, 5, 1), (1, 5, 7)),
    "four": ((4, 4, 4), (4, 4, 4)),
}
QUOTA_OPTIONS = ("seats", "four")  # ``options.quota``, the default first


def contract_of(code: str) -> Contract:
    """The contract a ``choose`` code names (``ValueError`` for another code)."""
    if code == "NT":
        return NOTRUMP_CONTRACT
    if code == "M":
        return MIZERKA_CONTRACT
    if len(code) == 1 and code in SUITS:
        return trump_contract(SUITS.index(code))
    raise ValueError(f"not a contract: {brief(code)}")


def deal_scores(tricks: Sequence[int], roles: Sequence[int], contract: Contract,
                quota: str) -> list[int]:
    """Each seat's score for a deal (docs/RULES.md §4 Scoring): ``tricks`` per
    seat, ``roles`` the seats of forehand, middlehand and dealer.  Trump and
    no-trump score tricks minus quota; mizerka scores quota minus tricks."""
    win, misere = QUOTAS[quota]
    scores = [0] * SEATS
    for role, seat in enumerate(roles):
        if contract.kind == MIZERKA:
            scores[seat] = misere[role] - tricks[seat]
        else:
            scores[seat] = tricks[seat] - win[role]
    return scores
