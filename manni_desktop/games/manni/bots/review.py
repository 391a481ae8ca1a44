"""Reviewing the Manni games' decisions and the hint's numbers (see ``ai.review``).

Every option is scored by the expert bot's own sampled search
(``search.score_plays``, ``exchange_search.score_discards`` / ``score_swap``) on the same
deals, with the hand's net as the payoff, so the numbers read as tricks.
Expert, not hard, because the player asking for a hint or a review asks for
the best answer: it measured +0.038 [+0.009, +0.068] a hand over hard, at
hard's cost (it only counts the tie-break's rule play-outs into a solved
no-trump card's value; elsewhere the two are the same search).
Under no-trump the bots exchange by the rule, not by these numbers (they
measured weaker there), so the rule's discards lead the exchange's options.
Where the cards left in the hands fit the exact solver, each card is also
solved with every hand visible, from the record's real deal.
"""

from __future__ import annotations

import random
from dataclasses import asdict
from typing import Any

from ....ai.review import (
    EXACT_MISTAKE,
    INACCURACY,
    MISTAKE,
    Decision,
    Option,
    ReviewError,
    _mark,
    _option_order,
    same_action,
)
from ....engine.cards import card_text, parse_card
from ....engine.game import Game
from ..rules import ManniHand
from .exchange_search import (
    discard_candidates,
    rule_decides_exchange,
    rule_discards,
    score_discards,
    score_swap,
)
from .fast import encode_card, encode_mask
from .levels import EXPERT
from .reward import reward_table
from .search import Budget, after_card, score_plays
from .solver import EndgameSolver
from .view import View, parse_view

PAR = 4
EXACT_CARDS = 15
"""Cards left in the three hands (five tricks) from which each card is also
solved with every hand visible: the solver's cost grows fast above it."""


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
    return [parse_card(a["play"]) for a in view.legal or []]


def _exchange_options(view: View, chosen: dict[str, Any], rng: random.Random,
                      budget: Budget) -> list[Option]:
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


def _budget(budget: object) -> Budget:
    """The search budget asked for, else expert's: the player asking for a
    hint or a review asks for the best answer (see the module's docstring)."""
    return budget if isinstance(budget, Budget) else EXPERT


def review_decision(game: Game, hand: int, action_index: int, chosen_json: dict[str, Any],
                    seed: int, budget: object) -> Decision:
    """Weigh the decision ``chosen_json`` (action ``action_index`` of hand
    ``hand``); ``game`` stands just before it (``ai.review`` checked both)."""
    budget = _budget(budget)
    seat = int(chosen_json["seat"])
    state = game.hand
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
    chosen = next((o for o in options if same_action(o.action, chosen_json)), None)
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




def hint_options(observation: dict[str, Any], seed: int, budget: object) -> dict[str, Any]:
    """The hint: the best option for the observation's seat and the options it
    was weighed against (best first), by the review's numbers.  Plain data:
    ``{"action": ..., "unit": "tricks", "options": [Option as dict, ...]}``."""
    budget = _budget(budget)
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


