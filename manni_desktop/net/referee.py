"""The game a table plays, and who controls each seat: the host's own state.

Kept apart from the sockets (host.py) so that the rules of the table read in
one place and are tested without a network: a move is taken only from the
seat's controller, only at the current turn, and only if the engine finds it
legal; anything else is refused with a code and changes nothing.  The turn
is the number of moves made in the game, so a replayed or delayed ``act``
names an old turn and is refused as ``stale``.

Seats are ``remote`` (a player on the network, who claims it with a token)
or a bot level.  A remote seat whose player dropped is held by a stand-in
bot until the player comes back.  Undo is off at a network table: every
move is final once the engine took it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.actions import Action
from ..engine.game import Game, get_rules
from ..engine.session import Session
from ..storage.atomic import read_json, write_json_atomic
from . import PROTOCOL
from .messages import MessageError

REMOTE = "remote"
SAVE_KIND = "manni-table-save/1"


@dataclass
class Seating:
    """Who sits where: ``kinds[s]`` is ``remote`` or a bot level; ``tokens[s]``
    the secret a remote player rejoins with (None while unclaimed);
    ``stand_in[s]`` the level holding a dropped player's seat."""

    kinds: list[str]
    tokens: list[str | None]
    stand_in: dict[int, str] = field(default_factory=dict)

    def remote_seats(self) -> list[int]:
        return [s for s, kind in enumerate(self.kinds) if kind == REMOTE]

    def claim(self, token: str | None) -> tuple[int, str]:
        """The seat for a ``join``: the token's seat, or the first free remote
        seat with a new token (``bad-token`` / ``table-full``)."""
        if token is not None:
            for seat, known in enumerate(self.tokens):
                if known is not None and secrets.compare_digest(known, token):
                    return seat, known
            raise MessageError("bad-token", "no seat of this table has that token")
        for seat in self.remote_seats():
            if self.tokens[seat] is None:
                # hex: 128 bits that never begin with a dash, which a command
                # line (`join --token T`) would read as an option
                self.tokens[seat] = secrets.token_hex(16)
                return seat, self.tokens[seat] or ""
        raise MessageError("table-full", "every seat of this table is taken")

    def new_token(self, seat: int) -> str:
        """A fresh token for a claimed seat (the host agreed to give it to
        someone who asked by name): the old token no longer works."""
        token = secrets.token_hex(16)
        self.tokens[seat] = token
        return token

    def full(self) -> bool:
        return all(self.tokens[s] is not None for s in self.remote_seats())


class Referee:
    """A ``Session`` with its seating; every change goes through here."""

    def __init__(self, session: Session, seating: Seating) -> None:
        self.session = session
        self.seating = seating

    @classmethod
    def new(cls, game: str, options: dict[str, Any], kinds: list[str],
            seed: int | None = None, names: list[str | None] | None = None) -> Referee:
        """A new table; ``names`` are the host's names for the seats (a
        computer's name kept for the game, a friend's seat's until its
        player joins); a missing one defaults."""
        rules = get_rules(game)
        if len(kinds) != rules.seats:
            raise ValueError(f"{game} has {rules.seats} seats, got {len(kinds)}")
        from ..engine.game import new_game

        given = list(names or []) + [None] * len(kinds)
        players = [given[s] or (f"Seat {s + 1}" if k == REMOTE else k.capitalize())
                   for s, k in enumerate(kinds)]
        played = new_game(game, options, seed=seed, players=players)
        levels = [None if k == REMOTE else k for k in kinds]
        return cls(Session(played, levels), Seating(list(kinds), [None] * len(kinds)))

    # -- reading ---------------------------------------------------------------------

    @property
    def turn(self) -> int:
        return self.session.moves_made()

    def controller(self, seat: int) -> str | None:
        """The bot level that plays ``seat`` now, None when its player does."""
        kind = self.seating.kinds[seat]
        return self.seating.stand_in.get(seat) if kind == REMOTE else kind

    def seats_json(self, levels: bool = True) -> list[dict[str, str]]:
        """The ``seats`` of ``lobby``/``seated``; with ``levels`` (a 1.1
        peer) a computer's level code on each seat a computer plays."""
        out = []
        for seat, (name, kind) in enumerate(zip(self.session.players, self.seating.kinds,
                                                strict=True)):
            item = {"name": name, "kind": "remote" if kind == REMOTE else "bot"}
            level = self.controller(seat)
            if levels and level is not None:
                item["level"] = level
            out.append(item)
        return out

    def give_to_bot(self, seat: int, level: str, name: str | None = None) -> None:
        """Give a remote seat no one has taken to a computer player of
        ``level`` for the whole game (``ValueError`` if it is taken), shown
        as ``name`` (default: the level's code capitalised)."""
        if self.seating.kinds[seat] != REMOTE or self.seating.tokens[seat] is not None:
            raise ValueError(f"seat {seat} is not a free seat for a player")
        self.seating.kinds[seat] = level
        self.session.levels[seat] = level
        self.session.rename(seat, name or level.capitalize())

    # -- acting ----------------------------------------------------------------------

    def check_turn(self, seat: int, turn: int) -> None:
        """``MessageError`` unless ``seat``'s player may act at ``turn`` now."""
        if turn != self.turn:
            raise MessageError("stale", f"turn {turn} is over; the table is at turn {self.turn}")
        if self.session.to_act != seat or self.controller(seat) is not None:
            raise MessageError("not-your-turn", "it is not your turn")

    def act(self, seat: int, turn: int, action: Action) -> None:
        """Apply a remote player's move (``MessageError`` and no change if refused)."""
        if action.seat != seat:
            raise MessageError("not-your-seat", f"you play seat {seat} only")
        self.check_turn(seat, turn)
        refusal = self.session.check(action)
        if refusal is not None:
            raise MessageError("illegal", str(refusal))
        self.session.apply(action)

    # -- saving ----------------------------------------------------------------------

    def save(self, path: Path, extra: dict[str, Any]) -> None:
        """The table in ``path`` (atomic): the record (so ``replay`` reads
        it), the session's state, the seed and the seating, plus ``extra``
        (the host's code and name)."""
        data = {
            "app": "manni-desktop", "kind": SAVE_KIND, "protocol": PROTOCOL,
            "record": self.session.record(), "session": self.session.state(),
            "seed": self.session.seed, "kinds": self.seating.kinds,
            "tokens": self.seating.tokens, **extra,
        }
        write_json_atomic(path, data, compact=True)

    @classmethod
    def load(cls, path: Path) -> tuple[Referee, dict[str, Any]]:
        """A referee from ``save``'s file and its whole data (``ValueError``)."""
        data = read_json(path)
        if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
            raise ValueError(f"{path} is not a saved network table")
        game = Game.from_record(data.get("record"), seed=data.get("seed"))
        session = Session.restore(game, data.get("session"))
        kinds, tokens = data.get("kinds"), data.get("tokens")
        seats = game.rules.seats
        if not (isinstance(kinds, list) and len(kinds) == seats
                and all(isinstance(k, str) for k in kinds)
                and isinstance(tokens, list) and len(tokens) == seats
                and all(t is None or isinstance(t, str) for t in tokens)):
            raise ValueError(f"{path}: the seating does not fit the game")
        return cls(session, Seating(kinds, tokens)), data
