"""Reviewing a finished hand: each of one seat's decisions, weighed by the strongest bot.

For every decision of the seat (the exchange or the swap, then each card),
the position is rebuilt from the record and every option is scored by the
strongest bot's own sampled search (expert's in the Manni games, hard's in
Manillen and Mizerka; ``search.score_plays`` / ``score_discards`` /
``score_swap``) on the same deals, with the hand's net as the payoff, so the
numbers read as tricks: "K♠ would give 4.2 tricks, 3♠ 4.8".  Under no-trump
the bots exchange by the rule, not by these numbers (they measured weaker
there), so the rule's discards lead the exchange's options and a choice is
measured against them.  Where the
cards left in the hands fit the exact solver, each card is also solved with
every hand visible, from the record's real deal.

The review judges the hand, not the match: the payoff is the hand's net
(``reward_table(view, game_aware=False)``), tricks above par, below it under
Nullo.  That is what a player can check on the score sheet.  (The bots
themselves also weigh the match; the two agree on nearly every card.)

Marks, from the expected loss against the best option (in tricks; Manillen's
are in card points, see ``manillen_review``):

* good: lost less than ``INACCURACY`` (0.3 tricks): within the search's noise;
* inaccuracy: less than ``MISTAKE`` (0.8 tricks);
* mistake: 0.8 tricks or more, or a trick that the exact solver shows was
  certain with every card visible thrown away (``EXACT_MISTAKE``).

Everything returned is plain data (dicts, lists, numbers, card texts), so a
review step crosses from the bot process to the window as it is.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine.actions import action_from_json, action_to_json
from ..engine.errors import RecordError, RuleError
from ..engine.game import Game
from ..engine.record import RecordProblem
from ..games.registry import entry, ids

INACCURACY = 0.3
MISTAKE = 0.8
EXACT_MISTAKE = 1.0
GOOD, INACCURATE, MISTAKEN, FORCED = "good", "inaccuracy", "mistake", "forced"


class ReviewError(ValueError):
    """The record, hand or seat cannot be reviewed; ``str()`` says why."""


@dataclass(frozen=True)
class Option:
    """One choice and what it is worth to the seat."""

    action: dict[str, Any]  # docs/PROTOCOL.md action JSON
    expected: float  # expected tricks of the seat (card points of its side in Manillen)
    value: float  # the same as a payoff: higher is better (net tricks; points)
    exact: float | None = None  # tricks (points) with every hand visible, if solved


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: what was done, what was best, and the mark."""

    hand: int  # 0-based hand index in the record
    action_index: int  # 0-based index of the action in the hand
    kind: str  # "exchange", "swap", "declare" or "play"
    trick: int  # 1-based trick of a play; 0 before play
    unit: str  # "tricks" or "points"
    chosen: Option
    options: list[Option] = field(default_factory=list)  # best first
    mark: str = GOOD
    best_exact: float | None = None  # the best option's result with every hand visible
    trump: int = -1  # the trump suit of the hand (-1: none), for the verdict's reason

    @property
    def best(self) -> Option:
        return self.options[0]

    @property
    def loss(self) -> float:
        """Expected loss of the choice against the best option (>= 0)."""
        return max(0.0, self.best.value - self.chosen.value)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> Decision:
        options = [Option(**o) for o in data["options"]]
        fields = dict(data, chosen=Option(**data["chosen"]), options=options)
        return Decision(**fields)


def _game_before(record: dict[str, Any], hand: int, action_index: int) -> Game:
    """The game as it stood before action ``action_index`` of hand ``hand``."""
    hands = record.get("hands")
    if not isinstance(hands, list) or not 0 <= hand < len(hands):
        raise ReviewError(f"the record has no hand {hand + 1}")
    cut = dict(record, hands=list(hands[: hand + 1]))
    last = hands[hand]
    if not isinstance(last, dict) or not isinstance(last.get("actions", []), list):
        raise ReviewError(f"hand {hand + 1} is not a hand")
    cut["hands"][-1] = dict(last, actions=list(last.get("actions", []))[:action_index])
    try:
        return Game.from_record(cut, seed=0, deal_next=False)
    except (RecordProblem, RecordError, RuleError) as exc:
        raise ReviewError(str(exc)) from None


def decision_points(record: dict[str, Any], hand: int, seat: int) -> list[int]:
    """Indexes (in hand ``hand``'s actions) of the decisions ``seat`` took there."""
    game = _game_before(record, hand, 0)
    if not 0 <= seat < game.rules.seats:
        raise ReviewError(f"the game has no seat {seat}")
    actions = record["hands"][hand].get("actions", [])
    points = []
    for i, raw in enumerate(actions):
        if isinstance(raw, dict) and raw.get("seat") == seat:
            points.append(i)
    return points


def _option_order(options: list[Option], first: dict[str, Any] | None = None) -> list[Option]:
    """Best first; ``first`` (the bot's choice where it does not follow the
    search's numbers) leads whatever it scored."""
    ordered = sorted(options, key=lambda o: -o.value)
    if first is not None:
        ordered.sort(key=lambda o: not same_action(o.action, first))
    return ordered


def _mark(loss: float, exact_loss: float | None, count: int, mistake: float,
          inaccuracy: float, exact_mistake: float) -> str:
    if count <= 1:
        return FORCED
    if loss >= mistake or (exact_loss is not None and exact_loss >= exact_mistake
                           and loss >= inaccuracy):
        return MISTAKEN
    if loss >= inaccuracy:
        return INACCURATE
    return GOOD


def same_action(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same action, whatever the order of an exchange's cards."""
    if "exchange" in a and "exchange" in b:
        return sorted(a["exchange"]) == sorted(b["exchange"])
    return a == b


def _review_module(game: str) -> Any:
    module = entry(game).review_module() if game in ids() else None
    if module is None:
        raise ReviewError(f"game {game!r} cannot be reviewed")
    return module


def review_decision(record: dict[str, Any], hand: int, action_index: int,
                    seed: int = 0, budget: object = None) -> Decision:
    """Weigh the decision at ``action_index`` of hand ``hand`` (``ReviewError``
    if the record cannot be replayed there) with the game's own review;
    ``budget`` is the game's search budget (None: the game's choice,
    the strongest search it offers for a hint: expert's in the Manni games, hard's elsewhere)."""
    game = _game_before(record, hand, action_index)
    actions = record["hands"][hand].get("actions", [])
    if not 0 <= action_index < len(actions):
        raise ReviewError(f"hand {hand + 1} has no action {action_index + 1}")
    try:
        chosen_json = action_to_json(action_from_json(actions[action_index]))
    except (RecordError, RuleError, ValueError) as exc:
        raise ReviewError(str(exc)) from None
    decision: Decision = _review_module(game.rules.name).review_decision(
        game, hand, action_index, chosen_json, seed, budget)
    return decision


def review_hand(record: dict[str, Any], hand: int, seat: int, seed: int = 0,
                budget: object = None) -> list[Decision]:
    """Every decision of ``seat`` in hand ``hand``, in order (benchmarks, tests;
    the window reviews decision by decision to show progress)."""
    return [review_decision(record, hand, i, seed + i, budget)
            for i in decision_points(record, hand, seat)]


def hint_options(observation: dict[str, Any], seed: int = 0,
                 budget: object = None) -> dict[str, Any]:
    """The hint: the best option for the observation's seat and the options it
    was weighed against (best first), by the review's numbers.  Plain data:
    ``{"action": ..., "unit": "tricks" or "points", "options": [Option as dict, ...]}``."""
    game = observation.get("game")
    hint: dict[str, Any] = _review_module(str(game)).hint_options(observation, seed, budget)
    return hint


__all__ = [
    "EXACT_MISTAKE", "FORCED", "GOOD", "INACCURACY", "INACCURATE", "MISTAKE", "MISTAKEN",
    "Decision", "Option", "ReviewError", "decision_points", "hint_options",
    "review_decision", "review_hand",
]
