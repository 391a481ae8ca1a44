"""Reviewing a finished hand: each of one seat's decisions, weighed by the hard bot.

For every decision of the seat (the exchange or the swap, then each card),
the position is rebuilt from the record and every option is scored by the
hard bot's own sampled search (``search.score_plays`` / ``score_discards`` /
``score_swap``) on the same deals, with the hand's net as the payoff, so the
numbers read as tricks: "K♠ would give 4.2 tricks, 3♠ 4.8".  Under no-trump
hard exchanges by the rule, not by these numbers (they measured weaker
there), so the rule's discards lead the exchange's options and a choice is
measured against them.  Where the
cards left in the hands fit the exact solver, each card is also solved with
every hand visible, from the record's real deal.

The review judges the hand, not the match: the payoff is the hand's net
(``reward_table(view, game_aware=False)``), tricks above par, below it under
Nullo.  That is what a player can check on the score sheet.  (The hard bot
itself also weighs the match; the two agree on nearly every card.)

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

import random
from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine.actions import action_to_json
from ..engine.cards import card_text
from ..engine.errors import RecordError, RuleError
from ..engine.fast import encode_card, encode_mask
from ..engine.game import Game
from ..engine.manni import ManniHand
from ..engine.record import RecordProblem
from .players import HARD
from .reward import reward_table
from .search import (
    Budget,
    after_card,
    discard_candidates,
    rule_decides_exchange,
    rule_discards,
    score_discards,
    score_plays,
    score_swap,
)
from .solver import EndgameSolver
from .view import View, parse_view

INACCURACY = 0.3
MISTAKE = 0.8
EXACT_MISTAKE = 1.0
GOOD, INACCURATE, MISTAKEN, FORCED = "good", "inaccuracy", "mistake", "forced"
PAR = 4
EXACT_CARDS = 15
"""Cards left in the three hands (five tricks) from which each card is also
solved with every hand visible: the solver's cost grows fast above it."""


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
        ordered.sort(key=lambda o: not _same_action(o.action, first))
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


def _tricks_of(view: View, value: float) -> float:
    """Expected tricks from the expected net (net = tricks - 4, or 4 - tricks
    under Nullo: linear, so means convert exactly)."""
    return PAR - value if view.nullo else PAR + value


def _exact_values(view: View, hand: ManniHand, legal: list[int],
                  values: list[float]) -> list[float] | None:
    """Each legal card's payoff with every hand visible (the record's deal), or
    None when too many cards are left for the solver."""
    if sum(view.hand_sizes) > EXACT_CARDS:
        return None
    hands = [encode_mask(h, view.nullo) for h in hand.hands]
    solver = EndgameSolver(view.seat, view.trump, values)
    out = []
    for card in legal:
        after, leader, trick, won = after_card(view, hands, encode_card(card, view.nullo))
        out.append(solver.value(after, leader, trick, won))
    return out


def _play_options(view: View, hand: ManniHand, rng: random.Random,
                  budget: Budget) -> list[Option]:
    assert view.legal is not None
    legal = sorted(int(c) for c in _legal_cards(view))
    values = reward_table(view, game_aware=False)
    means = score_plays(view, legal, rng, budget, values)  # a forced card too: its outlook
    exact = _exact_values(view, hand, legal, values)
    return [
        Option({"seat": view.seat, "play": card_text(card)}, _tricks_of(view, m), m,
               None if exact is None else _tricks_of(view, exact[i]))
        for i, (card, m) in enumerate(zip(legal, means, strict=True))
    ]


def _legal_cards(view: View) -> list[int]:
    from ..engine.cards import parse_card

    return [parse_card(a["play"]) for a in view.legal or []]


def _exchange_options(view: View, chosen: dict[str, Any], rng: random.Random,
                      budget: Budget) -> list[Option]:
    from ..engine.cards import parse_card

    candidates = discard_candidates(view, budget)
    mine = tuple(sorted(parse_card(c) for c in chosen.get("exchange", [])))
    extra = [mine]
    if rule_decides_exchange(view, budget):
        extra.append(tuple(rule_discards(view)))
    for cand in extra:
        if cand not in candidates:
            candidates.append(cand)
    values = reward_table(view, game_aware=False)
    means = score_discards(view, candidates, rng, budget, values)
    return [
        Option({"seat": view.seat, "exchange": [card_text(c) for c in cand]},
               _tricks_of(view, m), m)
        for cand, m in zip(candidates, means, strict=True)
    ]


def _bot_choice(view: View, budget: Budget) -> dict[str, Any] | None:
    """The bot's own choice where it is not the search's best: hard exchanges
    by the rule under no-trump, so the hint offers that and the review
    measures a choice against it."""
    if view.phase != "exchange" or not rule_decides_exchange(view, budget):
        return None
    return {"seat": view.seat, "exchange": [card_text(c) for c in rule_discards(view)]}


def _swap_options(view: View, rng: random.Random, budget: Budget) -> list[Option]:
    options = [bool(a["swap"]) for a in view.legal or []]
    values = reward_table(view, game_aware=False)
    keep, take = score_swap(view, rng, budget, values)
    means = {False: keep, True: take}
    return [Option({"seat": view.seat, "swap": t}, _tricks_of(view, means[t]), means[t])
            for t in options]


def _same_action(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if "exchange" in a and "exchange" in b:
        return sorted(a["exchange"]) == sorted(b["exchange"])
    return a == b


def review_decision(record: dict[str, Any], hand: int, action_index: int,
                    seed: int = 0, budget: Budget = HARD) -> Decision:
    """Weigh the decision at ``action_index`` of hand ``hand`` (``ReviewError``
    if the record cannot be replayed there)."""
    game = _game_before(record, hand, action_index)
    actions = record["hands"][hand].get("actions", [])
    if not 0 <= action_index < len(actions):
        raise ReviewError(f"hand {hand + 1} has no action {action_index + 1}")
    chosen_json = actions[action_index]
    try:
        from ..engine.actions import action_from_json

        chosen_json = action_to_json(action_from_json(chosen_json))
    except (RecordError, RuleError, ValueError) as exc:
        raise ReviewError(str(exc)) from None
    seat = int(chosen_json["seat"])
    state = game.hand
    if game.rules.name == "manillen":
        from .manillen_review import review_manillen_decision

        decision: Decision = review_manillen_decision(
            game, hand, action_index, chosen_json, seed, budget)
        return decision
    assert isinstance(state, ManniHand)
    view = parse_view(game.observation(seat))
    rng = random.Random(seed)
    if view.phase == "exchange":
        options, kind, trick = _exchange_options(view, chosen_json, rng, budget), "exchange", 0
    elif view.phase == "swap":
        options, kind, trick = _swap_options(view, rng, budget), "swap", 0
    else:
        options, kind = _play_options(view, state, rng, budget), "play"
        trick = len(view.tricks) + 1
    options = _option_order(options, _bot_choice(view, budget))
    chosen = next((o for o in options if _same_action(o.action, chosen_json)), None)
    if chosen is None:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is not a legal choice")
    best = options[0]
    exact_loss = best_exact = None
    if chosen.exact is not None:
        best_exact = max((o.exact for o in options if o.exact is not None),
                         key=lambda e: -e if view.nullo else e)
        exact_loss = abs(best_exact - chosen.exact)
    loss = max(0.0, best.value - chosen.value)
    mark = _mark(loss, exact_loss, len(options), MISTAKE, INACCURACY, EXACT_MISTAKE)
    return Decision(hand, action_index, kind, trick, "tricks", chosen, options, mark, best_exact,
                    view.trump)


def review_hand(record: dict[str, Any], hand: int, seat: int, seed: int = 0,
                budget: Budget = HARD) -> list[Decision]:
    """Every decision of ``seat`` in hand ``hand``, in order (benchmarks, tests;
    the window reviews decision by decision to show progress)."""
    return [review_decision(record, hand, i, seed + i, budget)
            for i in decision_points(record, hand, seat)]


def hint_options(observation: dict[str, Any], seed: int = 0,
                 budget: Budget = HARD) -> dict[str, Any]:
    """The hint: the best option for the observation's seat and the options it
    was weighed against (best first), by the review's numbers.  Plain data:
    ``{"action": ..., "unit": "tricks", "options": [Option as dict, ...]}``."""
    if observation.get("game") == "manillen":
        from .manillen_review import manillen_hint_options

        return manillen_hint_options(observation, seed, budget)
    view = parse_view(observation)
    rng = random.Random(seed)
    if view.phase == "exchange":
        options = _exchange_options(view, {"exchange": []}, rng, budget)
    elif view.phase == "swap":
        options = _swap_options(view, rng, budget)
    else:
        assert view.legal is not None
        legal = _legal_cards(view)
        values = reward_table(view, game_aware=False)
        means = score_plays(view, legal, rng, budget, values)
        options = [Option({"seat": view.seat, "play": card_text(c)}, _tricks_of(view, m), m)
                   for c, m in zip(legal, means, strict=True)]
    options = _option_order(options, _bot_choice(view, budget))
    return {"action": options[0].action, "unit": "tricks",
            "options": [asdict(o) for o in options]}


__all__ = [
    "EXACT_MISTAKE", "FORCED", "GOOD", "INACCURACY", "INACCURATE", "MISTAKE", "MISTAKEN",
    "Decision", "Option", "ReviewError", "decision_points", "hint_options",
    "review_decision", "review_hand",
]
