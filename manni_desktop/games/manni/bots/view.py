"""One seat's knowledge, parsed and checked from a docs/PROTOCOL.md observation.

Every bot level works from a ``View``: the observation dict is validated once
here (so a malformed request gets a clear message instead of a crash deep in
a search), and the facts a search needs are derived once: cards still
unseen, who showed void in what, how many cards each hidden hand holds, how
many unseen cards are out of play, and where the public cut card must be.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....ai.observation_checks import (
    ObservationError,
    _cards,
    _int,
    _need,
    _seat_list,
    _seat_of,
    check_legal,
)
from ....engine.cards import SUITS, Card, card_text, mask_of, suit_of
from ....engine.contracts import Contract, parse_contract
from ....engine.untrusted import brief, is_whole
from ..rules import CLASSIC, HORNAFJARDAR

SEATS = HORNAFJARDAR.seats
HAND_SIZE = HORNAFJARDAR.tricks_per_hand
MANNI_GAMES = (HORNAFJARDAR.name, CLASSIC.name)
PHASES = ("exchange", "swap", "play")
# Cards out of play once the exchange is over: discards plus the Manni's rest.
OUT_OF_PLAY = {r.name: len(r.deck()) - SEATS * HAND_SIZE for r in (HORNAFJARDAR, CLASSIC)}


@dataclass
class View:
    """What seat ``seat`` knows, as engine cards and bit masks."""

    game: str
    scoring: str
    seat: int
    dealer: int
    hand_number: int
    plus: list[int]
    minus: list[int]
    contract: Contract
    cut: Card | None
    phase: str
    hand: list[Card]
    exchanges: list[dict[str, Any]]
    my_discards: list[Card]
    manni_left: int
    tricks: list[tuple[int, tuple[Card, ...], int]]
    trick_leader: int
    trick_cards: list[Card]
    legal: list[dict[str, Any]] | None
    allowance: int | None
    # derived
    hand_mask: int = 0
    played_mask: int = 0
    tricks_won: list[int] = field(default_factory=lambda: [0, 0, 0])
    voids: list[int] = field(default_factory=lambda: [0, 0, 0])  # bit per suit
    hand_sizes: list[int] = field(default_factory=lambda: [0, 0, 0])
    unseen_mask: int = 0

    @property
    def order(self) -> tuple[int, int, int]:
        """Left of dealer, right of dealer, dealer: the exchange order."""
        return ((self.dealer + 1) % SEATS, (self.dealer + 2) % SEATS, self.dealer)

    @property
    def nullo(self) -> bool:
        return self.contract.nullo

    @property
    def trump(self) -> int:
        """Trump suit, or -1 for none (the fast path's convention)."""
        return -1 if self.contract.trump is None else self.contract.trump

    @property
    def deck_mask(self) -> int:
        if self.game == "classic":
            return mask_of(c for c in range(52) if c % 13 != 0)
        return (1 << 52) - 1

    @property
    def swapped(self) -> int | None:
        """Classic: the seat that took the Manni, if any."""
        for entry in self.exchanges:
            if entry.get("swap") is True:
                return int(entry["seat"])
        return None

    def others(self) -> tuple[int, int]:
        return ((self.seat + 1) % SEATS, (self.seat + 2) % SEATS)

    def out_of_play_unseen(self) -> int:
        """Unseen cards that sit in no hand during play (discards and Manni rest)."""
        return OUT_OF_PLAY[self.game] - len(self.my_discards)

    def cut_must_be_with_dealer(self) -> bool:
        """The cut card is public: the dealer holds it unless played, or unless the
        dealer showed void in its suit or has no card left (then it was discarded)."""
        cut = self.cut
        if cut is None or self.dealer == self.seat or self.hand_sizes[self.dealer] == 0:
            return False
        if not self.unseen_mask >> cut & 1:
            return False
        return not self.voids[self.dealer] >> suit_of(cut) & 1


def parse_view(obs: object) -> View:
    """Check a Manni observation and derive what the bots need from it.

    Every field is checked for its type and range before anything is derived,
    and every list for its length before its items are read: what a request
    may hold is bounded by the game (12 cards, 3 seats, 12 tricks), whatever
    the line's length."""
    if not isinstance(obs, dict):
        raise ObservationError("the observation must be a JSON object")
    game = _need(obs, "game", str)
    if game not in MANNI_GAMES:
        raise ObservationError(f"unknown game {brief(game)} (known: {', '.join(MANNI_GAMES)})")
    options = obs.get("options")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ObservationError("observation field 'options' must be an object")
    scorings = (CLASSIC if game == CLASSIC.name else HORNAFJARDAR).scorings
    scoring = options.get("scoring", scorings[0])
    if not isinstance(scoring, str) or scoring not in scorings:
        raise ObservationError(f"unknown scoring {brief(scoring)}")
    if "seats" in obs and (not is_whole(obs["seats"]) or obs["seats"] != SEATS):
        raise ObservationError(f"{game} has {SEATS} seats")
    seat = _int(obs, "seat", 0, SEATS - 1)
    dealer = _int(obs, "dealer", 0, SEATS - 1)
    hand_number = _int(obs, "hand_number", 0, 10**6)
    plus = _seat_list(obs.get("plus", [0, 0, 0]), "'plus'", SEATS)
    minus = _seat_list(obs.get("minus", [0, 0, 0]), "'minus'", SEATS)
    phase = _need(obs, "phase", str)
    if phase not in PHASES:
        raise ObservationError(f"no decision to make in phase {brief(phase)}")
    if (phase == "swap") != (game == "classic") and phase != "play":
        raise ObservationError(f"phase {phase!r} does not occur in {game}")
    try:
        contract = parse_contract(_need(obs, "contract", str))
    except ValueError as exc:
        raise ObservationError(str(exc)) from None
    cut_text = obs.get("cut")
    cut = None if cut_text is None else _cards([cut_text], "'cut'")[0]
    if game == "hornafjardar" and cut is None:
        raise ObservationError("a hornafjardar observation needs the public 'cut' card")
    hand = _cards(_need(obs, "hand", list), "'hand'", HAND_SIZE)
    if not hand:
        raise ObservationError("the hand is empty: nothing to decide")
    my_discards = _cards(obs.get("my_discards", []), "'my_discards'", HAND_SIZE)
    exchanges = obs.get("exchanges", [])
    if not isinstance(exchanges, list) or len(exchanges) > SEATS or not all(
        isinstance(e, dict) and is_whole(e.get("seat")) and 0 <= e["seat"] < SEATS
        for e in exchanges
    ):
        raise ObservationError(
            f"'exchanges' must be a list of at most {SEATS} objects with a 'seat' 0..{SEATS - 1}"
        )
    if len({e["seat"] for e in exchanges}) != len(exchanges):
        raise ObservationError("'exchanges' lists a seat twice")
    for entry in exchanges:
        count = entry.get("count")
        if game == "hornafjardar" and (not is_whole(count) or not 0 <= count <= HAND_SIZE):
            raise ObservationError(
                f"each hornafjardar exchange needs an integer 'count' 0..{HAND_SIZE}"
            )
        if game == "classic" and not isinstance(entry.get("swap"), bool):
            raise ObservationError("each classic exchange needs a boolean 'swap'")
    manni_left = obs.get("manni_left", 0)
    if not is_whole(manni_left) or not 0 <= manni_left <= OUT_OF_PLAY[game]:
        raise ObservationError(f"'manni_left' must be an integer 0..{OUT_OF_PLAY[game]}")

    tricks: list[tuple[int, tuple[Card, ...], int]] = []
    raw_tricks = obs.get("tricks", [])
    if not isinstance(raw_tricks, list) or len(raw_tricks) > HAND_SIZE:
        raise ObservationError(f"'tricks' must be a list of at most {HAND_SIZE} tricks")
    for i, t in enumerate(raw_tricks):
        if not isinstance(t, dict):
            raise ObservationError(f"trick {i + 1} must be an object")
        cards = _cards(t.get("cards"), f"trick {i + 1}", SEATS)
        if len(cards) != SEATS:
            raise ObservationError(f"trick {i + 1} needs a leader, 3 cards and a winner")
        leader = _seat_of(t.get("leader"), SEATS, f"trick {i + 1}'s leader")
        winner = _seat_of(t.get("winner"), SEATS, f"trick {i + 1}'s winner")
        tricks.append((leader, tuple(cards), winner))
    trick_leader = (dealer + 1) % SEATS
    trick_cards: list[Card] = []
    if phase == "play":
        raw = obs.get("trick")
        if not isinstance(raw, dict):
            raise ObservationError("a play observation needs the current 'trick'")
        trick_cards = _cards(raw.get("cards", []), "'trick'", SEATS - 1)
        trick_leader = _seat_of(raw.get("leader"), SEATS, "'trick' leader")
        if (trick_leader + len(trick_cards)) % SEATS != seat:
            raise ObservationError(f"seat {seat} is not to play in this trick")

    legal: list[dict[str, Any]] | None = None
    allowance = None
    if phase == "exchange":
        allowance = _int(obs, "allowance", 0, HAND_SIZE)
    else:
        legal = check_legal(obs.get("legal"), seat, phase, hand)

    view = View(
        game=game, scoring=str(scoring), seat=seat, dealer=dealer, hand_number=hand_number,
        plus=plus, minus=minus, contract=contract, cut=cut, phase=phase, hand=hand,
        exchanges=exchanges, my_discards=my_discards, manni_left=manni_left, tricks=tricks,
        trick_leader=trick_leader, trick_cards=trick_cards, legal=legal, allowance=allowance,
    )
    _derive(view)
    return view


def _derive(view: View) -> None:
    """Fill in played cards, voids, hidden hand sizes and the unseen cards."""
    view.hand_mask = mask_of(view.hand)
    played = 0
    counts = [0, 0, 0]
    for leader, cards, winner in view.tricks:
        led = suit_of(cards[0])
        for i, card in enumerate(cards):
            who = (leader + i) % SEATS
            counts[who] += 1
            if suit_of(card) != led:
                view.voids[who] |= 1 << led
        view.tricks_won[winner] += 1
        played |= mask_of(cards)
    for i, card in enumerate(view.trick_cards):
        who = (view.trick_leader + i) % SEATS
        counts[who] += 1
        if i and suit_of(card) != suit_of(view.trick_cards[0]):
            view.voids[who] |= 1 << suit_of(view.trick_cards[0])
    played |= mask_of(view.trick_cards)
    view.played_mask = played
    known = view.hand_mask | played | mask_of(view.my_discards)
    if view.hand_mask & (played | mask_of(view.my_discards)):
        raise ObservationError("a card of the hand is also shown as played or discarded")
    if played & mask_of(view.my_discards):
        raise ObservationError("a discarded card is also shown as played")
    if known & ~view.deck_mask:
        raise ObservationError(f"a card that is not in the {view.game} deck")
    view.unseen_mask = view.deck_mask & ~known
    view.hand_sizes = [HAND_SIZE - counts[s] for s in range(SEATS)]
    if view.phase == "play":
        if len(view.hand) != view.hand_sizes[view.seat]:
            raise ObservationError(
                f"the hand holds {len(view.hand)} cards, {view.hand_sizes[view.seat]} expected"
            )
        hidden = sum(view.hand_sizes[s] for s in view.others())
        if bin(view.unseen_mask).count("1") != hidden + view.out_of_play_unseen():
            raise ObservationError("the cards seen do not add up to a full deal")
    elif len(view.hand) != HAND_SIZE:
        raise ObservationError(f"before play the hand holds {HAND_SIZE} cards")
    dealer_deciding = view.seat == view.dealer and view.phase == "exchange"
    if view.cut is not None and dealer_deciding and view.cut not in view.hand:
        raise ObservationError(f"the dealer must hold the cut card {card_text(view.cut)}")


__all__ = ["ObservationError", "SUITS", "View", "check_legal", "parse_view"]
