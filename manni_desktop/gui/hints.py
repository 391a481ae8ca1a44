"""The hint as the window knows it: a typed value read once from the bot's JSON.

The hint is computed in the bot process (``ai.review.hint_options``) and
arrives as plain JSON; ``Hint.from_json`` checks it at that edge, so the
controller, the table and its texts pass a ``Hint`` around, never a dict.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine.actions import Action, action_from_json
from ..engine.errors import RecordError


class Unit(StrEnum):
    """What the hint's numbers count: tricks (the Manni games) or card points."""

    TRICKS = "tricks"
    POINTS = "points"


@dataclass(frozen=True, slots=True)
class HintOption:
    """One choice the hint weighed, and what it expects that choice to give."""

    action: Action
    value: float


@dataclass(frozen=True, slots=True)
class Hint:
    """The best choice and the options it was weighed against, best first."""

    action: Action
    unit: Unit
    options: tuple[HintOption, ...]

    @staticmethod
    def from_json(data: object) -> Hint | None:
        """The hint in ``data`` (``{"action", "unit", "options"}``), or None if
        it is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("action"), dict):
            return None
        try:
            action = action_from_json(data["action"])
            unit = Unit(data.get("unit", Unit.TRICKS))
            options = tuple(
                HintOption(action_from_json(o["action"]), float(o["value"]))
                for o in data.get("options") or [])
        except (RecordError, KeyError, TypeError, ValueError):
            return None
        return Hint(action, unit, options)
