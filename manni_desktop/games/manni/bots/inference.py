"""Inference: how likely a sampled deal is, given what the other seats did.

``sampler`` deals the unseen cards uniformly among the deals that fit the
hard facts (voids shown, the cut card).  But the other seats' choices say
more than that: a seat that exchanged few cards kept many good ones, and a
seat that ducked under the trick, or led a suit, probably held what the
rule would do that with.  Weighting each sampled deal by how likely those
choices are under a model of the other seats' play (Buro, Long, Furtak and
Sturtevant 2009; Rebstock et al. 2019 call it policy inference) moves the
search's averages toward the deals that are really possible.

The model is deliberately soft, because the other seats are not the rule:

* a card: with probability ``play_agree`` (``lead_agree`` for a lead, which
  the rule predicts less well) the seat played the rule's card
  (``rule.heuristic_card`` on the hand it held then, seeing the cards it
  could not see as possibly anywhere), otherwise any legal card alike;
* an exchange of ``k`` cards (Hornafjarðar): the rule keeps every card worth
  more than a random draw (``exchange``) and its ``12 - k`` best ones even
  when it changes all it may, so the seat probably held at least ``12 - k``
  such cards when play began; each card short of that multiplies the weight
  by ``exchange_miss``.

Weights multiply over the seat's choices in this hand and are tempered
(raised to ``temper``) so that a model that is only roughly right cannot
let a handful of deals carry the whole average.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass

from ....engine.contracts import Contract
from ..rules import HORNAFJARDAR
from .exchange import suit_keep_for
from .fast import M13, SUIT, encode_card, encode_mask
from .rule import COUNT, heuristic_card
from .sampler import World
from .view import HAND_SIZE, View


@dataclass(frozen=True)
class OpponentModel:
    """How closely the other seats are assumed to follow the rule."""

    play_agree: float = 0.5
    lead_agree: float | None = None  # for leads, if not ``play_agree``
    exchange_miss: float = 0.4
    temper: float = 1.0
    floor: float = 1e-6  # no deal is weighed at exactly zero


@dataclass(frozen=True)
class _Play:
    """One card another seat played this hand, with what the table showed then."""

    seat: int
    card: int  # encoded
    trick: tuple[int, ...]  # encoded cards before it in its trick
    led: int  # the suit of the trick's first card, -1 if this card led
    played_before: int  # engine mask of every card played before it
    later: int  # engine mask of the cards this seat played from then on (it included)


@dataclass(frozen=True)
class _Exchange:
    seat: int
    count: int


class Inference:
    """Weighs sampled deals for one view; built once per decision."""

    def __init__(self, view: View, model: OpponentModel) -> None:
        self.view = view
        self.model = model
        self.plays = _plays(view)
        self.exchanges = _exchanges(view)
        # every card a seat played this hand: the "later" mask of its first card
        self.played_by = {seat: 0 for seat in view.others()}
        self._log_chances: dict[tuple[int, bool, bool], float] = {}
        self.kept_cards = _KeptCards(view.deck_mask, view.contract)
        for p in reversed(self.plays):
            self.played_by[p.seat] = p.later

    @property
    def informative(self) -> bool:
        """Whether any choice of another seat is known (otherwise all weights are 1)."""
        return bool(self.plays or self.exchanges)

    def weight(self, world: World) -> float:
        """The relative likelihood of ``world`` under the model."""
        log = self.log_weight(world)
        return math.exp(self.model.temper * log)

    def log_weight(self, world: World) -> float:
        view = self.view
        model = self.model
        nullo = view.nullo
        trump = view.trump
        deck = view.deck_mask
        log = 0.0
        log_chance = self._log_chance
        for p in self.plays:
            hand_then = world.hands[p.seat] | p.later
            # the number of legal cards; encoding keeps each suit's count
            choices = COUNT[hand_then >> 13 * p.led & M13] if p.led >= 0 else 0
            if not choices:
                choices = hand_then.bit_count()
            if choices <= 1:
                continue
            unseen_then = deck & ~hand_then & ~p.played_before
            if nullo:
                rule = heuristic_card(encode_mask(hand_then, True), p.trick,
                                      encode_mask(unseen_then, True), trump, True)
            else:
                rule = heuristic_card(hand_then, p.trick, unseen_then, trump, False)
            log += log_chance(choices, bool(p.trick), rule == p.card)
        if self.exchanges:
            for ex in self.exchanges:
                # before play the sampled hand is the one it kept and drew
                start = world.hands[ex.seat] | self.played_by[ex.seat]
                short = self.kept_cards.short(start, HAND_SIZE - ex.count)
                if short:
                    log += short * math.log(max(model.exchange_miss, model.floor))
        return log

    def _log_chance(self, choices: int, following: bool, agreed: bool) -> float:
        """The log of the chance the model gives a card: the seat played the
        rule's card (``agreed``) or another, out of ``choices`` legal ones.
        Few distinct values recur for every deal, so they are kept."""
        key = (choices, following, agreed)
        known = self._log_chances.get(key)
        if known is None:
            model = self.model
            agree = model.play_agree
            if not following and model.lead_agree is not None:
                agree = model.lead_agree
            chance = (1.0 - agree) / choices
            if agreed:
                chance += agree
            known = self._log_chances[key] = math.log(max(chance, model.floor))
        return known


def _plays(view: View) -> list[_Play]:
    """Every card the other seats played this hand, in order, with its context."""
    nullo = view.nullo
    me = view.seat
    sequence: list[tuple[int, int, tuple[int, ...]]] = []  # (seat, engine card, trick before)
    for leader, cards, _ in view.tricks:
        for i, card in enumerate(cards):
            sequence.append(((leader + i) % 3, card, tuple(cards[:i])))
    for i, card in enumerate(view.trick_cards):
        sequence.append(((view.trick_leader + i) % 3, card, tuple(view.trick_cards[:i])))
    out: list[_Play] = []
    played = 0
    for index, (seat, card, before) in enumerate(sequence):
        if seat != me:
            later = 0
            for s, c, _ in sequence[index:]:
                if s == seat:
                    later |= 1 << c
            out.append(_Play(seat, encode_card(card, nullo),
                             tuple(encode_card(c, nullo) for c in before),
                             SUIT[before[0]] if before else -1, played, later))
        played |= 1 << card
    return out


def _exchanges(view: View) -> list[_Exchange]:
    """The other seats' Hornafjarðar exchange counts."""
    if view.game != HORNAFJARDAR.name:
        return []
    return [_Exchange(int(e["seat"]), int(e["count"]))
            for e in view.exchanges if int(e["seat"]) != view.seat]


class _KeptCards:
    """How many cards a hand lacks of ``kept`` worth more than a random draw
    (the rule's exchange in reverse), for the sampled hands of one decision.

    Each suit's share of the draw's value and the hand's values in the suit
    depend only on the hand's cards of that suit, and the same suit holdings
    recur across the sampled deals: each is looked up once per decision."""

    def __init__(self, deck: int, contract: Contract) -> None:
        self.deck = deck
        self.deck_chunks = [deck >> (13 * suit) & M13 for suit in range(4)]
        self.keep = suit_keep_for(contract)
        # (suit << 13 | the hand's cards of it) -> (its part of the draw's
        # total value, the hand's values in it, ascending)
        self.parts: dict[int, tuple[float, tuple[float, ...]]] = {}

    def short(self, hand: int, kept: int) -> int:
        count = (self.deck & ~hand).bit_count()
        if not count:
            return 0
        parts = self.parts
        draw = 0.0
        held = []
        for suit in range(4):
            chunk = hand >> (13 * suit) & M13
            part = parts.get(suit << 13 | chunk)
            if part is None:
                length = COUNT[chunk]
                drawn = self.keep(suit, self.deck_chunks[suit] & ~chunk, length + 1).total
                values = self.keep(suit, chunk, length).ascending if chunk else ()
                part = parts[suit << 13 | chunk] = (drawn, values)
            draw += part[0]  # suit by suit, as the rule's own sum goes
            held.append(part[1])
        threshold = draw / count
        good = 0
        for ascending in held:
            if ascending:
                good += len(ascending) - bisect_left(ascending, threshold)
        return max(0, kept - good)


__all__ = ["Inference", "OpponentModel"]
