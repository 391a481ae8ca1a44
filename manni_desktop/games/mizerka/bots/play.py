"""A fast Mizerka table for the bots' search: bit-mask hands, the rule card, play-outs.

The engine's ``MizerkaHand`` validates every move and keeps records; a search
plays hundreds of thousands of cards, so this keeps only what a play-out
needs (three hand masks, the trick in progress, the tricks won) on the
engine's cards (``suit * 13 + rank``, the ace highest in every contract, so
within a suit a higher card number is a stronger card).  The tests check it
against the engine move by move.

The rule card (``rule_card``) is the easy player's (``rule_player``) on
masks, for every seat of a play-out: under trump and no-trump cash a side
ace, win as cheaply as possible, else throw the lowest card; under
mizerka lead low, duck under the winning card with the highest card that
loses, throw the highest card when void.  ``rule_discards`` is the
simulated seats' exchange: the cards worth less than a card drawn blind
(``keep_value``), at most four.
"""

from __future__ import annotations

from ....engine.cards import SUIT_MASKS

SEATS = 3
M13 = 0x1FFF
ACES = sum(1 << (13 * s + 12) for s in range(4))
MOST_DISCARDS = 4  # the simulated seats change at most this many cards
# A card drawn blind is worth about this much (``keep_value``) by contract
# kind: trump, no-trump, mizerka.  A card worth less is changed.
DRAW_VALUE = (7.0, 5.0, 4.5)


def beats(card: int, top: int, trump: int) -> bool:
    """``card`` beats ``top``, the card winning the trick (of the suit led or trump)."""
    if card // 13 == top // 13:
        return card > top
    return card // 13 == trump


class Table:
    """One deal in play with every hand visible (a sampled world)."""

    __slots__ = ("hands", "trump", "leader", "trick", "to_act", "win_seat", "win_card",
                 "won", "left")

    def __init__(self, hands: list[int], trump: int, leader: int, trick: list[int],
                 won: list[int]) -> None:
        self.hands = hands
        self.trump = trump
        self.leader = leader
        self.trick: list[int] = []
        self.to_act = leader
        self.win_seat = leader
        self.win_card = -1
        self.won = won
        self.left = sum(h.bit_count() for h in hands)
        for card in trick:  # replay the trick in progress (its cards are not in hands)
            self._add(card)

    def copy(self) -> Table:
        new = object.__new__(Table)
        new.hands = list(self.hands)
        new.trump = self.trump
        new.leader = self.leader
        new.trick = list(self.trick)
        new.to_act = self.to_act
        new.win_seat = self.win_seat
        new.win_card = self.win_card
        new.won = list(self.won)
        new.left = self.left
        return new

    @property
    def finished(self) -> bool:
        return self.left == 0 and not self.trick

    def legal(self) -> int:
        hand = self.hands[self.to_act]
        if self.trick:
            follow = hand & SUIT_MASKS[self.trick[0] // 13]
            if follow:
                return follow
        return hand

    def _add(self, card: int) -> None:
        seat = self.to_act
        if not self.trick or beats(card, self.win_card, self.trump):
            self.win_seat, self.win_card = seat, card
        self.trick.append(card)
        if len(self.trick) < SEATS:
            self.to_act = (seat + 1) % SEATS
            return
        self.won[self.win_seat] += 1
        self.leader = self.to_act = self.win_seat
        self.trick = []

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to act (unchecked: the search plays legal cards)."""
        self.hands[self.to_act] &= ~(1 << card)
        self.left -= 1
        self._add(card)


def lowest(mask: int) -> int:
    """The card of lowest rank in ``mask`` (the first suit on a tie)."""
    best, rank = -1, 99
    for s in range(4):
        chunk = mask >> (13 * s) & M13
        if chunk:
            r = (chunk & -chunk).bit_length() - 1
            if r < rank:
                best, rank = 13 * s + r, r
    return best


def highest(mask: int) -> int:
    """The card of highest rank in ``mask`` (the first suit on a tie)."""
    best, rank = -1, -1
    for s in range(4):
        chunk = mask >> (13 * s) & M13
        if chunk:
            r = chunk.bit_length() - 1
            if r > rank:
                best, rank = 13 * s + r, r
    return best


def _misere_card(table: Table, hand: int) -> int:
    trick = table.trick
    if not trick:
        return lowest(hand)
    follow = hand & SUIT_MASKS[trick[0] // 13]
    if not follow:
        return highest(hand)
    below = follow & ((1 << table.win_card) - 1)
    if below:
        return below.bit_length() - 1
    if len(trick) == SEATS - 1:
        return follow.bit_length() - 1
    return (follow & -follow).bit_length() - 1


def rule_card(table: Table) -> int:
    """The easy player's card for the seat to act (see the module's docstring)."""
    hand = table.hands[table.to_act]
    trump = table.trump
    if trump == -2:  # mizerka
        return _misere_card(table, hand)
    trumps = SUIT_MASKS[trump] if trump >= 0 else 0
    side = hand & ~trumps
    if not table.trick:
        aces = side & ACES
        if aces:
            return aces.bit_length() - 1
        return lowest(side) if side else (hand & -hand).bit_length() - 1
    legal = table.legal()
    top = table.win_card
    above = legal & SUIT_MASKS[top // 13] & ~((2 << top) - 1)
    if not above and legal & trumps and top // 13 != trump:
        above = legal & trumps
    if above:
        return (above & -above).bit_length() - 1
    throw = legal & ~trumps
    return lowest(throw) if throw else lowest(legal)


def roll_out(table: Table, stop_at: int = 0) -> Table:
    """Play ``table`` on by the rule until at most ``stop_at`` cards are left in
    the hands at the start of a trick (0: to the end)."""
    while table.left > stop_at or (table.trick and table.left):
        table.play(rule_card(table))
    return table


def keep_value(card: int, length: int, trump: int) -> float:
    """How much ``card`` helps a hand holding ``length`` cards of its suit
    (``trump`` -1 no-trump, -2 mizerka, where low cards are worth keeping)."""
    suit, rank = divmod(card, 13)
    if trump == -2:
        return 12.0 - rank
    if suit == trump:
        return 20.0 + rank
    if rank == 12:
        return 14.0
    if trump == -1 and length >= 5:
        return 4.0 + 0.5 * rank
    if rank == 11:
        return 9.0 if length >= 2 else 4.5
    if rank == 10:
        return 6.0 if length >= 3 else 2.5
    if rank == 9:
        return 3.5 if length >= 4 else 1.5
    return 0.2 * rank + 0.3 * length


def discard_order(hand: int, trump: int) -> list[tuple[float, int]]:
    """(keep value, card) for every card of ``hand``, least valuable first."""
    pairs = []
    for s in range(4):
        chunk = hand >> (13 * s) & M13
        length = chunk.bit_count()
        while chunk:
            low = chunk & -chunk
            chunk ^= low
            card = 13 * s + low.bit_length() - 1
            pairs.append((keep_value(card, length, trump), card))
    pairs.sort()
    return pairs


def rule_discards(hand: int, trump: int, allowance: int) -> list[int]:
    """The simulated seats' exchange: the cards worth less than a blind draw."""
    threshold = DRAW_VALUE[0 if trump >= 0 else (1 if trump == -1 else 2)]
    most = min(allowance, MOST_DISCARDS)
    return [c for v, c in discard_order(hand, trump) if v < threshold][:most]


def exchange(hands: list[int], seat: int, discards: list[int], talon: list[int]) -> None:
    """``seat`` changes ``discards`` for as many cards from the top of ``talon``."""
    hand = hands[seat]
    for card in discards:
        hand &= ~(1 << card)
        hand |= 1 << talon.pop()
    hands[seat] = hand


__all__ = ["Table", "beats", "discard_order", "exchange", "highest", "keep_value", "lowest",
           "roll_out", "rule_card", "rule_discards"]
