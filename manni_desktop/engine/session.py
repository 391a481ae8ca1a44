"""A game at the table: the match, who sits where, and the table's own moves.

``Session`` is what the window's controller wraps (pure Python, so it is
tested without Qt): it owns one ``Game`` and the seats' bot levels, deals the
next hand only when asked (so a finished hand stays on the table for its
summary), remembers which of the human's moves the app made by itself (a
forced card), and takes a move back to the human's previous *real* decision.
Every change of game (new, undo, restore, open) builds a new ``Session``, and
the window draws ``snapshot()``, never the game's live objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import Action
from .errors import RuleError
from .game import Game, get_rules, new_game
from .snapshot import Table

HUMAN = 0


def seats_of(name: str) -> int:
    """How many seats game ``name`` has (``RecordError`` for an unknown game)."""
    return get_rules(name).seats


class Session:
    """One game and its seats; ``levels[s]`` is a bot level, None for the human."""

    def __init__(self, game: Game, levels: Sequence[str | None],
                 automatic: set[tuple[int, int]] | None = None, first_hand: int = 0) -> None:
        if len(levels) != game.rules.seats:
            raise ValueError(f"{game.rules.name} has {game.rules.seats} seats, "
                             f"got {len(levels)} levels")
        self.game = game
        self.levels: list[str | None] = list(levels)
        # (hand, action) positions of the human's moves the app made by itself.
        self.automatic: set[tuple[int, int]] = set(automatic or ())
        # Hands finished before the game was opened from a file: played by
        # someone else, so the statistics leave them out.
        self.first_hand = first_hand

    def finished_hands(self) -> int:
        return sum(1 for hand in self.game.hands if hand.finished)

    @classmethod
    def new(cls, name: str, scoring: str | None, names: Sequence[str],
            levels: Sequence[str | None], seed: int | None = None) -> Session:
        """A new game of ``name`` with its first hand dealt; ``names``/``levels``
        cover every seat.  ``scoring`` is ignored by games without that option."""
        options = get_rules(name).options_for(scoring)
        return cls(new_game(name, options, seed=seed, players=list(names)), levels)

    # -- reading ------------------------------------------------------------------

    @property
    def name(self) -> str:
        return self.game.rules.name

    @property
    def seats(self) -> int:
        return self.game.rules.seats

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def between_hands(self) -> bool:
        """The last hand is finished and the next one is not dealt yet."""
        return self.game.phase == "deal"

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for (None between hands)."""
        if self.between_hands or self.over:
            return None
        return self.game.to_act

    def is_human(self, seat: int) -> bool:
        return self.levels[seat] is None

    def snapshot(self, seat: int = HUMAN) -> Table:
        return self.game.snapshot(seat)

    def observation(self, seat: int) -> dict[str, Any]:
        return self.game.observation(seat)

    def record(self) -> dict[str, Any]:
        return self.game.to_record()

    def moves_made(self) -> int:
        return sum(len(a) for a in self.game.actions)

    # -- acting -------------------------------------------------------------------

    def check(self, action: Action) -> RuleError | None:
        """Why ``action`` is refused now, or None."""
        if self.between_hands:
            return RuleError("the hand is over", "hand_over")
        return self.game.check(action)

    def apply(self, action: Action, automatic: bool = False) -> None:
        """Carry out ``action`` (``RuleError`` if refused).  The next hand is not
        dealt: ``next_hand()`` does that when the player has seen the summary."""
        if self.between_hands:
            raise RuleError("the hand is over", "hand_over")
        self.game.apply(action, auto_deal=False)
        if automatic:
            self.automatic.add((len(self.game.hands) - 1, len(self.game.actions[-1]) - 1))

    def next_hand(self) -> bool:
        """Deal the next hand; False when there is none to deal."""
        if not self.between_hands:
            return False
        self.game.deal()
        return True

    # -- undo ---------------------------------------------------------------------

    def undo_point(self) -> tuple[int, int] | None:
        """(hand, action) of the human's last real decision, or None.  Nothing is
        undone once the game is over: its result is final."""
        if self.over:
            return None
        for h in range(len(self.game.actions) - 1, -1, -1):
            actions = self.game.actions[h]
            for a in range(len(actions) - 1, -1, -1):
                if self.is_human(actions[a].seat) and (h, a) not in self.automatic:
                    return h, a
        return None

    def undone(self) -> Session | None:
        """A new session at the human's last real decision, or None if there
        is none.  Its game is what rebuilding this one from its record cut
        there gives (as saves and replays are), but only the hand undone in
        is replayed (``Game.rewound``)."""
        point = self.undo_point()
        if point is None:
            return None
        hand_index, action_index = point
        game = self.game.rewound(hand_index, action_index)
        kept = {p for p in self.automatic if p < point}
        return Session(game, self.levels, kept, min(self.first_hand, hand_index))
