"""A rule-based player for the six contracts (docs/RULES.md §4): the easy level.

Legal by construction (it picks among the observation's ``legal`` actions,
and discards only held cards up to the allowance) and simple:

- the choice: each contract left is judged from the six cards seen, by a
  rough count of the tricks they promise (high cards, and length in a trump
  suit), scaled to thirteen cards and set against forehand's quota; the best
  expected score is chosen;
- the exchange: a few weak cards go (low side cards under trump and
  no-trump, high cards under mizerka);
- the play: under trump and no-trump, cash an ace, win a trick as cheaply as
  possible, else throw the lowest card; under mizerka, duck under the card
  winning the trick with the highest card that still loses, and lead low.
"""

from __future__ import annotations

import random

from ....ai.policy import ActionJson, Observation
from ....engine.cards import card_text, rank_of, suit_of
from ..rules import TRICKS_PER_HAND
from ..scoring import QUOTAS
from .observation import MizerkaView, check_mizerka, legal_cards

ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8
EXCHANGE_MOST = 4  # the easy player changes at most this many cards
# Tricks a card is worth under trump and no-trump, by rank (ace high always).
HONOUR = {ACE: 1.0, KING: 0.6, QUEEN: 0.3, JACK: 0.1}
# Tricks a card threatens to take under mizerka, by rank.
DANGER = {ACE: 1.0, KING: 0.7, QUEEN: 0.45, JACK: 0.25, TEN: 0.1}
TRUMP_WORTH = 0.6  # a trump's worth beyond its rank: it can ruff


def _tricks_for(cards: list[int], code: str) -> float:
    """Tricks the cards seen promise under contract ``code``, for their number."""
    if code == "M":
        return sum(DANGER.get(rank_of(c), 0.0) for c in cards)
    trump = None if code == "NT" else "SHDC".index(code)
    total = 0.0
    for card in cards:
        total += HONOUR.get(rank_of(card), 0.0)
        if suit_of(card) == trump:
            total += TRUMP_WORTH
    return total


def choose_contract(view: MizerkaView) -> str:
    """The contract left with the best expected score for forehand."""
    win, misere = QUOTAS[view.quota]
    scale = TRICKS_PER_HAND / max(1, len(view.hand))
    best_code, best_value = "", float("-inf")
    for action in view.legal:
        code = str(action["choose"])
        tricks = _tricks_for(view.hand, code) * scale
        value = misere[0] - tricks if code == "M" else tricks - win[0]
        if value > best_value:
            best_code, best_value = code, value
    return best_code


def discards(view: MizerkaView) -> list[int]:
    """A few weak cards: high ones under mizerka, low side cards otherwise."""
    most = min(view.allowance, EXCHANGE_MOST)
    if view.misere:
        weak = sorted((c for c in view.hand if rank_of(c) >= TEN), key=rank_of, reverse=True)
    else:
        weak = sorted((c for c in view.hand if suit_of(c) != view.trump and rank_of(c) < JACK),
                      key=rank_of)
    return weak[:most]


def _beats(card: int, top: int, led: int, trump: int | None) -> bool:
    """``card`` beats ``top``, the card winning a trick led in ``led``."""
    if suit_of(card) == suit_of(top):
        return rank_of(card) > rank_of(top)
    return suit_of(card) == trump or (suit_of(card) == led and suit_of(top) != trump)


def _winning_card(trick: list[int], trump: int | None) -> int:
    led = suit_of(trick[0])
    top = trick[0]
    for card in trick[1:]:
        if _beats(card, top, led, trump):
            top = card
    return top


def play_card(view: MizerkaView) -> int:
    legal = legal_cards(view)
    trump = view.trump
    low_first = sorted(legal, key=lambda c: (suit_of(c) == trump, rank_of(c)))
    if view.misere:
        if not view.trick:
            return min(legal, key=rank_of)
        top = _winning_card(view.trick, None)
        led = suit_of(view.trick[0])
        losing = [c for c in legal if not _beats(c, top, led, None)]
        if losing:
            return max(losing, key=rank_of)
        last = len(view.trick) == 2
        return max(legal, key=rank_of) if last else min(legal, key=rank_of)
    if not view.trick:
        aces = [c for c in legal if rank_of(c) == ACE]
        if aces:
            return min(aces, key=lambda c: suit_of(c) == trump)
        return low_first[0]
    top = _winning_card(view.trick, trump)
    led = suit_of(view.trick[0])
    winners = [c for c in low_first if _beats(c, top, led, trump)]
    return winners[0] if winners else low_first[0]


def easy_policy(obs: Observation, rng: random.Random) -> ActionJson:
    """The easy level: ``rng`` is not needed (the rules decide everything)."""
    view = check_mizerka(obs)
    if view.phase == "choose":
        return {"seat": view.seat, "choose": choose_contract(view)}
    if view.phase == "exchange":
        return {"seat": view.seat, "exchange": [card_text(c) for c in discards(view)]}
    return {"seat": view.seat, "play": card_text(play_card(view))}
