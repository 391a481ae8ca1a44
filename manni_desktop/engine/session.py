"""A game at the table: the match, who sits where, and the table's own moves.

``Session`` is what the window's controller wraps (pure Python, so it is
tested without Qt): it owns one ``Game`` and the seats' bot levels, deals the
next hand only when asked (so a finished hand stays on the table for its
summary), remembers which of the human's moves the app made by itself (a
forced card), and takes a move back to the human's previous *real* decision.
Every change of game (new, undo, restore, open) builds a new ``Session``, and
the window draws ``snapshot()``, never the game's live objects: the game is
private, and the window asks the session the few questions it needs.

The session owns its state: ``state()`` is everything it keeps besides the
game's record (the seats' levels, the first hand played here, the moves the
app made for the human), and ``restore(game, state)`` checks and rebuilds it,
so undo after Continue or Open… steps over the same forced cards as before
the save.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import Action
from .errors import RuleCode, RuleError
from .game import Game, get_rules, new_game
from .replay import check_replay_of, replay_deal, turned
from .snapshot import Table
from .untrusted import brief, is_whole

HUMAN = 0


def seats_of(name: str) -> int:
    """How many seats game ``name`` has (``RecordError`` for an unknown game)."""
    return get_rules(name).seats


class Session:
    """One game and its seats; ``levels[s]`` is a bot level, None for the human."""

    def __init__(self, game: Game, levels: Sequence[str | None],
                 automatic: set[tuple[int, int]] | None = None, first_hand: int = 0,
                 replay_of: dict[str, Any] | None = None) -> None:
        if len(levels) != game.rules.seats:
            raise ValueError(f"{game.rules.name} has {game.rules.seats} seats, "
                             f"got {len(levels)} levels")
        self._game = game
        self.levels: list[str | None] = list(levels)
        # (hand, action) positions of the human's moves the app made by itself.
        self.automatic: set[tuple[int, int]] = set(automatic or ())
        # Hands finished before the game was opened from a file: played by
        # someone else, so the statistics leave them out.
        self.first_hand = first_hand
        if replay_of is not None:  # a replay of another game's deal (``engine.replay``)
            game.replay_of = dict(replay_of)

    @property
    def replay_of(self) -> dict[str, Any] | None:
        """The replay's mark (hand, seat, started), None for a game dealt anew."""
        return self._game.replay_of

    # -- its state, saved and restored ---------------------------------------------

    def state(self) -> dict[str, Any]:
        """What the session keeps besides the record (JSON): the seats' levels
        (null for a human), the first hand played here, the automatic moves."""
        state: dict[str, Any] = {
            "levels": list(self.levels),
            "first_hand": self.first_hand,
            "automatic": [list(p) for p in sorted(self.automatic)],
        }
        if self._game.replay_of is not None:
            state["replay_of"] = dict(self._game.replay_of)
        return state

    @classmethod
    def restore(cls, game: Game, state: object) -> Session:
        """The session of ``game`` with ``state`` (``state()``'s form); a
        ``ValueError`` names the first field that does not fit the game."""
        if not isinstance(state, dict):
            raise ValueError("session: must be an object")
        seats = game.rules.seats
        levels = state.get("levels")
        if not (isinstance(levels, list) and len(levels) == seats
                and all(v is None or isinstance(v, str) for v in levels)):
            raise ValueError(f"session.levels: must be a list of {seats} levels or nulls")
        first = state.get("first_hand", 0)
        if not (is_whole(first)
                and 0 <= first <= len(game.hands)):
            raise ValueError("session.first_hand: must be a hand of the game")
        raw = state.get("automatic", [])
        if not isinstance(raw, list) or len(raw) > sum(len(a) for a in game.actions):
            raise ValueError("session.automatic: must be a list of moves of the game")
        automatic: set[tuple[int, int]] = set()
        for position in raw:
            if not (isinstance(position, list) and len(position) == 2
                    and all(is_whole(v) for v in position)
                    and 0 <= position[0] < len(game.actions)
                    and 0 <= position[1] < len(game.actions[position[0]])):
                raise ValueError(f"session.automatic: {brief(position)} is no move of the game")
            hand, action = position
            if levels[game.actions[hand][action].seat] is not None:
                raise ValueError(f"session.automatic: move {brief(position)} is a bot's")
            automatic.add((hand, action))
        replay_of = check_replay_of(state.get("replay_of"), seats)
        return cls(game, levels, automatic, first, replay_of)

    # -- what the window asks ----------------------------------------------------------

    @property
    def seed(self) -> object:
        return self._game.seed

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self._game.players)

    @property
    def scoring(self) -> str | None:
        """The game's scoring option (``scoring``, or Mizerka's ``quota``), None
        for a game without one."""
        return self._game.rules.scoring_of(self._game.options)

    @property
    def hand_count(self) -> int:
        """Hands dealt so far (the one in play included)."""
        return len(self._game.hands)

    def moves_in_hand(self) -> int:
        """Moves made in the hand in play (0 right after its deal)."""
        return len(self._game.actions[-1]) if self._game.actions else 0

    def rename(self, seat: int, name: str) -> bool:
        """Name ``seat`` ``name``; False if it already was."""
        if self._game.players[seat] == name:
            return False
        self._game.players[seat] = name
        return True

    def replay_deal(self, seat: int, started: str) -> Session:
        """This deal again (the hand in play, or the one just finished) as a
        new game, the player in ``seat``, against the same levels."""
        game = replay_deal(self._game, len(self._game.hands) - 1, seat, started)
        return Session(game, turned(self.levels, seat))

    def again(self) -> Session:
        """A new game of the same game, options, names and levels."""
        return Session.new(self.name, self.scoring, list(self._game.players), self.levels)

    def copy(self) -> Session:
        """An independent session in the same state (the statistics count it
        while play goes on)."""
        return Session(self._game.copy(), self.levels, self.automatic, self.first_hand)

    def game_copy(self) -> Game:
        """A copy of the game, for readers of the engine's own objects (saves,
        statistics, tests); changing it changes nothing here."""
        return self._game.copy()

    def tables_before_moves(self, seat: int) -> list[Table]:
        """While the game is in its first hand: the table as ``seat`` saw it
        before each move it made, in order (else nothing).  The guided hand's
        progress is not saved, so the window finds it again from these
        snapshots after Continue or Open…, without reading the game itself."""
        game = self._game
        if len(game.hands) != 1:
            return []
        replay = game.rewound(0, 0)
        tables: list[Table] = []
        for action in game.actions[0]:
            if action.seat == seat:
                tables.append(replay.snapshot(seat))
            replay.apply(action, auto_deal=False)
        return tables

    def finished_hands(self) -> int:
        return sum(1 for hand in self._game.hands if hand.finished)

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
        return self._game.rules.name

    @property
    def seats(self) -> int:
        return self._game.rules.seats

    @property
    def over(self) -> bool:
        return self._game.over

    @property
    def between_hands(self) -> bool:
        """The last hand is finished and the next one is not dealt yet."""
        return self._game.phase == "deal"

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for (None between hands)."""
        if self.between_hands or self.over:
            return None
        return self._game.to_act

    def is_human(self, seat: int) -> bool:
        return self.levels[seat] is None

    def snapshot(self, seat: int = HUMAN) -> Table:
        return self._game.snapshot(seat)

    def observation(self, seat: int) -> dict[str, Any]:
        return self._game.observation(seat)

    def record(self) -> dict[str, Any]:
        return self._game.to_record()

    def moves_made(self) -> int:
        return sum(len(a) for a in self._game.actions)

    # -- acting -------------------------------------------------------------------

    def check(self, action: Action) -> RuleError | None:
        """Why ``action`` is refused now, or None."""
        if self.between_hands:
            return RuleError("the hand is over", RuleCode.HAND_OVER)
        return self._game.check(action)

    def apply(self, action: Action, automatic: bool = False) -> None:
        """Carry out ``action`` (``RuleError`` if refused).  The next hand is not
        dealt: ``next_hand()`` does that when the player has seen the summary."""
        if self.between_hands:
            raise RuleError("the hand is over", RuleCode.HAND_OVER)
        self._game.apply(action, auto_deal=False)
        if automatic:
            self.automatic.add((len(self._game.hands) - 1, len(self._game.actions[-1]) - 1))

    def next_hand(self) -> bool:
        """Deal the next hand; False when there is none to deal."""
        if not self.between_hands:
            return False
        self._game.deal()
        return True

    # -- undo ---------------------------------------------------------------------

    def undo_point(self) -> tuple[int, int] | None:
        """(hand, action) of the human's last real decision, or None.  Nothing is
        undone once the game is over: its result is final."""
        if self.over:
            return None
        for h in range(len(self._game.actions) - 1, -1, -1):
            actions = self._game.actions[h]
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
        game = self._game.rewound(hand_index, action_index)
        kept = {p for p in self.automatic if p < point}
        return Session(game, self.levels, kept, min(self.first_hand, hand_index))
