"""The new-game form's values as plain data: which game, which scoring, who
the opponents are, and the seed.

``NewGameSettings`` has no Qt in it, so it can be stored as settings and
checked in one place: ``__post_init__`` refuses anything the engine or the
bots would refuse later, with a message saying what is wrong.  The games,
their scorings and seat counts come from the engine's Rules
(``storage.settings`` reads them for the dialog and the settings file
alike); the dialog itself is ``new_game``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manni_desktop.engine.snapshot import game_info
from manni_desktop.storage.settings import (
    MAX_NAME_LENGTH,
    NO_SCORING,
    all_scorings,
    computer_seats,
    default_levels,
    default_names,
    engine_options,
    offered_levels,
    scorings_for,
    window_games,
)

from ...games import default_game, entry

GAMES = window_games()  # the registry's games, in its order
SCORINGS = all_scorings()  # every game's; ``scorings_for(game)`` are one game's
MAX_SEED_DIGITS = 18  # below 2**63, so any seed fits the engine's seed range
SETTINGS_KEYS = ("game", "scoring", "names", "levels", "seed")
_COUNT_WORDS = {1: "one", 2: "two", 3: "three"}


def _check_name(name: object, which: str) -> None:
    if not isinstance(name, str):
        raise ValueError(f"{which} name must be text, not {type(name).__name__}")
    if not name.strip():
        raise ValueError(f"{which} name is empty")
    if name != name.strip():
        raise ValueError(f"{which} name {name!r} has spaces at its ends")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(
            f"{which} name {name!r} is longer than {MAX_NAME_LENGTH} characters"
        )


def _seats_text(count: int) -> str:
    """"seats 1 and 2", "seats 1, 2 and 3"."""
    seats = [str(s) for s in range(1, count + 1)]
    if count == 1:
        return "seat 1"
    return f"seats {', '.join(seats[:-1])} and {seats[-1]}"


def seat_roles(game: str) -> list[str]:
    """Where each computer seat (1..) of ``game`` sits for the human at seat 0:
    "left" (seat 1), "right" (the last seat) or "partner" (a seat across on
    the human's side).  No game the window plays has an opponent across; one
    would be named by the half of the table it sits in."""
    rules = game_info(game)
    roles = []
    for seat in range(1, rules.seats):
        if 1 < seat < rules.seats - 1 and rules.side_of(seat) == rules.side_of(0):
            roles.append("partner")
        else:
            roles.append("left" if 2 * seat <= rules.seats else "right")
    return roles


@dataclass(frozen=True)
class NewGameSettings:
    """What the new-game dialog asks for.

    ``names`` and ``levels`` are the computer seats 1.. in seat order: two for
    the Manni games (left, right opponent), three for Manillen (left opponent,
    partner across, right opponent).  ``scoring`` is one of
    ``scorings_for(game)`` (the game's Rules' ``scorings``; ``NO_SCORING``,
    "none", for Manillen, which has no scoring option); ``options`` is what
    the engine's ``new_game`` takes.  Left out (``""``, ``()``), scoring,
    names and levels are the game's defaults."""

    game: str = ""  # "": the registry's default game
    scoring: str = ""
    names: tuple[str, ...] = ()
    levels: tuple[str, ...] = ()
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.game == "":
            object.__setattr__(self, "game", default_game())
        if self.game not in GAMES:
            raise ValueError(f"unknown game {self.game!r} (known: {', '.join(GAMES)})")
        allowed = scorings_for(self.game)
        if self.scoring == "":
            object.__setattr__(self, "scoring", allowed[0])
        if self.names == ():
            object.__setattr__(self, "names", tuple(default_names(self.game)))
        if self.levels == ():
            object.__setattr__(self, "levels", tuple(default_levels(self.game)))
        if self.scoring not in SCORINGS:
            raise ValueError(
                f"unknown scoring {self.scoring!r} (known: {', '.join(SCORINGS)})"
            )
        if self.scoring not in allowed:
            title = entry(self.game).title.source if self.game in GAMES else self.game
            if allowed == (NO_SCORING,):
                raise ValueError(f"{title} has no scoring option (scoring {NO_SCORING!r})")
            if len(allowed) == 1:
                raise ValueError(
                    f"{title} always uses the {allowed[0]} score (scoring {allowed[0]!r})"
                )
            raise ValueError(
                f"{title} does not score {self.scoring!r} (allowed: {', '.join(allowed)})"
            )
        count = computer_seats(self.game)
        word = _COUNT_WORDS.get(count, str(count))
        if not isinstance(self.names, tuple) or len(self.names) != count:
            raise ValueError(
                f"names must be {word} names ({_seats_text(count)}), got {self.names!r}"
            )
        for seat, name in enumerate(self.names, start=1):
            _check_name(name, f"seat {seat}")
        if not isinstance(self.levels, tuple) or len(self.levels) != count:
            raise ValueError(
                f"levels must be {word} levels ({_seats_text(count)}), got {self.levels!r}"
            )
        for seat, level in enumerate(self.levels, start=1):
            offered = offered_levels(self.game)
            if level not in offered:
                raise ValueError(f"seat {seat} level {level!r} is unknown in {self.game} "
                                 f"(known: {', '.join(offered)})")
        if self.seed is not None and (
            not isinstance(self.seed, int) or isinstance(self.seed, bool) or self.seed < 0
        ):
            raise ValueError(f"seed must be a whole number ≥ 0 or null, got {self.seed!r}")

    @property
    def options(self) -> dict[str, Any]:
        """The engine's options for this game: ``{"scoring": ...}``, or ``{}``
        for Manillen."""
        return engine_options(self.game, self.scoring)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form for the settings file."""
        return {
            "game": self.game,
            "scoring": self.scoring,
            "names": list(self.names),
            "levels": list(self.levels),
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: object) -> NewGameSettings:
        """Read ``to_dict()``'s form back.  Missing keys take the game's
        defaults (an older settings file still loads); anything else wrong
        raises ``ValueError`` saying what."""
        if not isinstance(data, dict):
            raise ValueError(f"new-game settings must be an object, not {type(data).__name__}")
        unknown = sorted(str(k) for k in data if k not in SETTINGS_KEYS)
        if unknown:
            raise ValueError(f"unknown new-game setting {unknown[0]!r}")
        values: dict[str, Any] = {}
        for key, default in (("game", default_game()), ("scoring", "")):
            value = data.get(key, default)
            if not isinstance(value, str):
                raise ValueError(f"'{key}' must be text, not {type(value).__name__}")
            values[key] = value
        count = computer_seats(values["game"]) if values["game"] in GAMES else None
        for key in ("names", "levels"):
            value = data.get(key, ())
            if not isinstance(value, (list, tuple)) or (
                count is not None and key in data and len(value) != count
            ):
                word = _COUNT_WORDS.get(count or 0, str(count))
                raise ValueError(f"'{key}' must be a list of {word} entries, got {value!r}")
            values[key] = tuple(value)
        values["seed"] = data.get("seed")
        return cls(**values)


Opponents = tuple[tuple[str, ...], tuple[str, ...]]  # one game's (names, levels)
