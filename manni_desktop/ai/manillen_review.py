"""Reviewing Manillen decisions (and hinting them) by sampled play-outs.

Manillen has no fast bit-mask engine or exact solver yet, so each option is
weighed on deals of the unseen cards consistent with what the seat saw (hand
sizes, and a seat that did not follow the led suit holds none of it), each
played out by the rule player of ``manillen_rules`` on the engine's own
``ManillenHand``, which enforces the must-overtake rules.  Every option is
scored on the same deals and the same random numbers (paired).

The unit is card points: a card is worth the card points its side takes in
the hand on average; a declaration is worth the side's expected game score
minus the other side's (the excess over 30, with the ×2 multipliers), since
that is what the declaration changes.  Marks: under 2 points good, under 5
an inaccuracy, 5 or more a mistake (a ten or a manille given away).
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.actions import Declare, Play, action_to_json
from ..engine.cards import SUITS, parse_card, suit_of
from ..engine.game import Game
from ..engine.manillen import CARD_POINTS, POWER, SEATS, ManillenHand, side_of
from ..engine.rules import Trick
from .search import Budget

INACCURACY_POINTS = 2.0
MISTAKE_POINTS = 5.0
PLAY_SAMPLES = 160
DECLARE_SAMPLES = 200
DECK = tuple(c for c in range(52) if c % 13 >= 5)  # seven to ace


def _samples(budget: Budget, base: int) -> int:
    """Fewer deals for the lighter budgets (medium's review, the tests)."""
    return max(8, min(base, budget.play_evaluations // 40))


def _voids(state: ManillenHand) -> list[set[int]]:
    voids: list[set[int]] = [set() for _ in range(SEATS)]
    tricks = [(t.leader, list(t.cards)) for t in state.tricks]
    if state.trick_cards:
        tricks.append((state.trick_leader, list(state.trick_cards)))
    for leader, cards in tricks:
        led = suit_of(cards[0])
        for i, card in enumerate(cards[1:], start=1):
            if suit_of(card) != led:
                voids[(leader + i) % SEATS].add(led)
    return voids


def _sample(state: ManillenHand, seat: int, rng: random.Random) -> ManillenHand:
    """A copy of ``state`` whose hidden hands are re-dealt consistently with
    what ``seat`` has seen (for the dealer's declaration: its own 8 cards)."""
    world = state.copy()
    others = [s for s in range(SEATS) if s != seat]
    pool = [c for s in others for c in range(52) if world.hands[s] >> c & 1]
    sizes = {s: bin(world.hands[s]).count("1") for s in others}
    voids = _voids(state)
    for _ in range(100):
        rng.shuffle(pool)
        hands = {s: 0 for s in others}
        room = dict(sizes)
        ok = True
        # Most constrained cards first: a card only some seats may hold.
        for card in sorted(pool, key=lambda c: -sum(suit_of(c) in voids[s] for s in others)):
            places = [s for s in others if room[s] and suit_of(card) not in voids[s]]
            if not places:
                ok = False
                break
            s = rng.choice(places)
            hands[s] |= 1 << card
            room[s] -= 1
        if ok:
            for s in others:
                world.hands[s] = hands[s]
            return world
    return world  # the real deal: every constraint holds there


def _rule_card(state: ManillenHand, rng: random.Random) -> int:
    """``manillen_rules``' card on the engine's state (no JSON round trip)."""
    seat = state.to_act
    assert seat is not None
    legal = state.legal_plays()
    trump = state.trump
    cards = state.trick_cards

    def cheap(card: int) -> tuple[int, bool, int]:
        return (CARD_POINTS[card], suit_of(card) == trump, POWER[card])

    if not cards:
        tens = [c for c in legal if POWER[c] == 7 and suit_of(c) != trump]
        return tens[0] if tens else min(legal, key=cheap)
    winner, top = state._winning()  # noqa: SLF001 - the engine's own trick rule
    led = suit_of(cards[0])
    if winner == (seat + 2) % SEATS:
        return max(legal, key=lambda c: (suit_of(c) != trump, CARD_POINTS[c], -POWER[c]))
    winners = [c for c in legal if state._beats(c, top, led)]  # noqa: SLF001
    if winners and (len(cards) == 3 or rng.random() < 0.8):
        return min(winners, key=lambda c: (suit_of(c) == trump, POWER[c]))
    return min(legal, key=cheap)


def _finish(state: ManillenHand, rng: random.Random) -> ManillenHand:
    while not state.finished:
        seat = state.to_act
        assert seat is not None
        state.apply(Play(seat, _rule_card(state, rng)))
    return state


def _score_diff(state: ManillenHand, side: int) -> float:
    score = state.score() or [0, 0]
    return float(score[side] - score[1 - side])


def _weigh(state: ManillenHand, seat: int, actions: list[Any], samples: int,
           rng: random.Random) -> list[tuple[float, float]]:
    """(mean card points of the seat's side, mean score difference) per action."""
    side = side_of(seat)
    totals = [[0.0, 0.0] for _ in actions]
    for _ in range(samples):
        world = _sample(state, seat, rng)
        stream = rng.getrandbits(64)
        for i, action in enumerate(actions):
            after = world.copy()
            after.apply(action)
            _finish(after, random.Random(stream))
            totals[i][0] += after.card_points()[side]
            totals[i][1] += _score_diff(after, side)
    return [(p / samples, d / samples) for p, d in totals]


def _options(state: ManillenHand, seat: int, seed: int, budget: Budget) -> list[Any]:
    from .review import Option

    rng = random.Random(seed)
    if state.phase == "declare":
        actions: list[Any] = [Declare(seat, t) for t in (0, 1, 2, 3, None)]
        weights = _weigh(state, seat, actions, _samples(budget, DECLARE_SAMPLES), rng)
        return [Option(action_to_json(a), p, d) for a, (p, d) in zip(actions, weights,
                                                                      strict=True)]
    legal = state.legal_plays()
    actions = [Play(seat, c) for c in legal]
    weights = _weigh(state, seat, actions, _samples(budget, PLAY_SAMPLES), rng)
    return [Option(action_to_json(a), p, p) for a, (p, _) in zip(actions, weights, strict=True)]


def review_manillen_decision(game: Game, hand: int, action_index: int,
                             chosen_json: dict[str, Any], seed: int, budget: Budget) -> Any:
    """``review.review_decision`` for Manillen (``game`` stands before the action)."""
    from .review import FORCED, GOOD, INACCURATE, MISTAKEN, Decision, ReviewError

    state = game.hand
    assert isinstance(state, ManillenHand)
    seat = int(chosen_json["seat"])
    if state.to_act != seat:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is out of turn")
    options = sorted(_options(state, seat, seed, budget), key=lambda o: -o.value)
    chosen = next((o for o in options if o.action == chosen_json), None)
    if chosen is None:
        raise ReviewError(f"hand {hand + 1}, action {action_index + 1} is not a legal choice")
    loss = max(0.0, options[0].value - chosen.value)
    if len(options) == 1:
        mark = FORCED
    elif loss >= MISTAKE_POINTS:
        mark = MISTAKEN
    elif loss >= INACCURACY_POINTS:
        mark = INACCURATE
    else:
        mark = GOOD
    kind = "declare" if state.phase == "declare" else "play"
    trick = 0 if kind == "declare" else len(state.tricks) + 1
    trump = -1 if state.trump is None else state.trump
    return Decision(hand, action_index, kind, trick, "points", chosen, options, mark, None, trump)


def _state_from_observation(observation: dict[str, Any]) -> tuple[ManillenHand, int]:
    """A ``ManillenHand`` agreeing with the observation; the hidden hands are a
    placeholder deal (``_sample`` re-deals them)."""
    from .view import ObservationError, check_manillen

    seat, hand_cards, _ = check_manillen(observation)
    played: list[int] = []
    for t in observation.get("tricks", []):
        played += [parse_card(c) for c in t.get("cards", [])]
    trick = observation.get("trick") or {"leader": 0, "cards": []}
    current = [parse_card(c) for c in trick.get("cards", [])]
    dealer = int(observation["dealer"])
    state = ManillenHand(list(DECK), dealer, int(observation.get("hand_number", 0)), False)
    unseen = [c for c in DECK if c not in hand_cards and c not in played and c not in current]
    tricks_done = len(observation.get("tricks", []))
    leader = int(trick.get("leader", (dealer + 1) % SEATS))
    counts = [8 - tricks_done - (1 if (s - leader) % SEATS < len(current) else 0)
              for s in range(SEATS)]
    if counts[seat] != len(hand_cards):
        raise ObservationError("the hand does not fit the tricks played")
    hands = [0] * SEATS
    hands[seat] = sum(1 << c for c in hand_cards)
    pos = 0
    for s in range(SEATS):
        if s == seat:
            continue
        for c in unseen[pos:pos + counts[s]]:
            hands[s] |= 1 << c
        pos += counts[s]
    state.hands = hands
    declared = observation.get("declared")
    if observation.get("phase") == "play":
        state.declared = True
        state.trump = None if declared in (None, "NT") else SUITS.index(str(declared))
        state.phase = "play"
        state.tricks = [Trick(int(t["leader"]), tuple(parse_card(c) for c in t["cards"]),
                              int(t["winner"])) for t in observation.get("tricks", [])]
        state.trick_leader = leader
        state.trick_cards = current
    state.to_act = seat
    return state, seat


def manillen_hint_options(observation: dict[str, Any], seed: int,
                          budget: Budget) -> dict[str, Any]:
    """``review.hint_options`` for a Manillen observation."""
    from dataclasses import asdict

    state, seat = _state_from_observation(observation)
    options = sorted(_options(state, seat, seed, budget), key=lambda o: -o.value)
    return {"action": options[0].action, "unit": "points",
            "options": [asdict(o) for o in options]}


__all__ = ["manillen_hint_options", "review_manillen_decision"]
