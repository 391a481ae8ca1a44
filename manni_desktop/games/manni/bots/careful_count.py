"""What the careful rule player counts: who may still hold which card.

The careful player (``careful``) is a measuring stick written apart from the
search levels, so it shares none of their sampling or rollouts; it only reads
the seat's ``View`` (the parsed observation).  A club player keeps three
things in mind, and this module answers from them alone:

* the cards gone (played, or discarded by the seat itself): a card not gone
  and not in the hand is *unseen*, in another hand or out of play;
* the voids each seat showed by not following suit;
* the public cut card, which the dealer holds until it is played or the
  dealer shows void in its suit (``View.cut_must_be_with_dealer``).

From these it says whether a card can still be beaten by a given seat, which
is all the rules of ``careful_play`` need.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine.cards import Card, cards_of, suit_of
from .view import View

SUIT_BITS = 0x1FFF


@dataclass(frozen=True)
class Count:
    """One seat's count of the deal, built once per decision."""

    view: View
    power: tuple[int, ...]
    trump: int | None
    cut_with_dealer: bool

    @staticmethod
    def of(view: View) -> Count:
        return Count(view, view.contract.power, view.contract.trump,
                     view.cut_must_be_with_dealer())

    def unseen_in(self, suit: int) -> list[Card]:
        """Unseen cards of ``suit``, weakest first under the contract."""
        cards = cards_of(self.view.unseen_mask & SUIT_BITS << (13 * suit))
        return sorted(cards, key=lambda c: self.power[c])

    def may_hold(self, seat: int, card: Card) -> bool:
        """Can ``seat`` (another seat) still hold ``card``?  Not if it is seen,
        if the seat showed void in its suit, or if it is the cut card that the
        dealer is known to hold (and ``seat`` is not the dealer)."""
        view = self.view
        if not view.unseen_mask >> card & 1 or view.voids[seat] >> suit_of(card) & 1:
            return False
        if view.hand_sizes[seat] == 0:
            return False
        return not (self.cut_with_dealer and card == view.cut and seat != view.dealer)

    def may_have_suit(self, seat: int, suit: int) -> bool:
        return any(self.may_hold(seat, c) for c in self.unseen_in(suit))

    def higher_held(self, seat: int, card: Card) -> list[Card]:
        """Unseen cards of ``card``'s suit above it that ``seat`` may hold."""
        return [c for c in self.unseen_in(suit_of(card))
                if self.power[c] > self.power[card] and self.may_hold(seat, c)]

    def lower_unseen(self, card: Card) -> int:
        """How many unseen cards of ``card``'s suit rank below it."""
        return sum(1 for c in self.unseen_in(suit_of(card)) if self.power[c] < self.power[card])

    def beats(self, card: Card, best: Card, led: int) -> bool:
        """Does ``card`` beat the trick's current ``best`` card (suit ``led`` led)?"""
        return self._key(card, led) > self._key(best, led)

    def _key(self, card: Card, led: int) -> int:
        suit = suit_of(card)
        if suit == self.trump:
            return 200 + self.power[card]
        if suit == led:
            return 100 + self.power[card]
        return -1

    def can_beat(self, seat: int, card: Card, led: int) -> bool:
        """Could ``seat``, still to play to this trick, beat ``card`` (the
        card winning it when ``seat`` plays)?  It can with a higher card of the
        suit led if it may follow, or by ruffing if it may be void in the suit
        led and may hold a trump (trumping is never forced, so a void seat is
        assumed to ruff when it can)."""
        follows = self.may_have_suit(seat, led)
        if suit_of(card) == led and suit_of(card) != self.trump and follows and any(
            self.power[c] > self.power[card] for c in self.unseen_in(led)
            if self.may_hold(seat, c)
        ):
            return True
        if self.trump is None or self.trump == led and follows:
            if self.trump == led and suit_of(card) == led:
                return bool(self.higher_held(seat, card))
            return False
        if follows and self.trump != led:
            return False  # it must follow: no ruff
        trumps = [c for c in self.unseen_in(self.trump) if self.may_hold(seat, c)]
        if suit_of(card) == self.trump:
            return any(self.power[c] > self.power[card] for c in trumps)
        return bool(trumps)

    def sure_winner_on_lead(self, card: Card) -> bool:
        """Would ``card``, led now, win the trick whatever the others hold?"""
        return not any(self.can_beat(s, card, suit_of(card)) for s in self.view.others())
