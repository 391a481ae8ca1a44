"""A finished trick resting in the middle of the table before it is gathered.

The play step tells ``TrickRest`` when the rest starts (``trick_rest_started``,
with the step time at which it ends) and ends; meanwhile the winning card is
marked and laid on top, and a click or a key (``end_now``) jumps the step to
the gathering.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...engine.cards import Card
from ...engine.snapshot import TrickView
from .animator import Animator
from .card_item import CardItem


class TrickRest:
    """The trick now resting (if any); ``changed`` is called when that changes."""

    def __init__(self, cards: Mapping[Card, CardItem], animator: Animator,
                 changed: Callable[[], None]) -> None:
        self._cards = cards
        self._animator = animator
        self._changed = changed
        self._trick: TrickView | None = None
        self._ends_ms = 0

    @property
    def trick(self) -> TrickView | None:
        return self._trick

    def winner(self) -> int | None:
        """The seat taking the resting trick (None when none rests)."""
        return self._trick.winner if self._trick is not None else None

    def trick_rest_started(self, trick: TrickView, ends_ms: int) -> None:
        """Mark the winning card and lay it on top of the trick: when the lead
        wins, the cards played after it covered all but a corner of it."""
        self._trick, self._ends_ms = trick, ends_ms
        if trick.winner is not None:
            top = max(self._cards[card].zValue() for card in trick.cards)
            winning = self._cards[dict(trick.plays)[trick.winner]]
            winning.set_winner(True)
            winning.setZValue(top + 1)
        self._changed()

    def trick_rest_ended(self) -> None:
        if self._trick is not None:
            for card in self._trick.cards:
                self._cards[card].set_winner(False)
            self._trick = None
            self._changed()

    def end_now(self) -> bool:
        """Gather the resting trick at once (a click or a key); False if none rests."""
        if self._trick is None:
            return False
        self.trick_rest_ended()
        return self._animator.skip_to(self._ends_ms)
