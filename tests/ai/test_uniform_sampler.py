"""The exactly uniform deal sampler (``ai.uniform_sampler``): every deal that
fits the facts is drawn equally often, which the greedy fill does not do."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

from manni_desktop.games.manni.bots.sampler import _assign
from manni_desktop.games.manni.bots.uniform_sampler import draw_hands, split_table

# Six unseen cards: card 3 may be anywhere, card 1 not with B (B is void in
# its suit), the other four not with A.  A and B hold one card each, four
# are out of play: a case where the greedy fill is far from uniform.
UNSEEN = list(range(6))
ALLOWED = [0b110, 0b101, 0b110, 0b111, 0b110, 0b110]
SIZES = [1, 1, 4]
DRAWS_PER_DEAL = 500


def every_deal() -> set[tuple[int, int, int]]:
    """Brute force: each card to each allowed place, sizes respected."""
    deals = set()
    for places in product(range(3), repeat=len(UNSEEN)):
        if any(not ALLOWED[i] >> p & 1 for i, p in enumerate(places)):
            continue
        masks = [0, 0, 0]
        for card, place in zip(UNSEEN, places, strict=True):
            masks[place] |= 1 << card
        if [m.bit_count() for m in masks] == SIZES:
            deals.add((masks[0], masks[1], masks[2]))
    return deals


def chi_square(counts: Counter[tuple[int, int, int]], deals: set[tuple[int, int, int]]) -> float:
    expected = sum(counts.values()) / len(deals)
    return sum((counts[d] - expected) ** 2 / expected for d in deals)


def test_every_fitting_deal_is_drawn_and_equally_often() -> None:
    deals = every_deal()
    table = split_table(UNSEEN, ALLOWED, SIZES)
    assert table is not None
    rng = random.Random(3)
    draws = DRAWS_PER_DEAL * len(deals)
    counts = Counter(draw_hands(table, rng) for _ in range(draws))
    assert set(counts) == deals
    # chi-square with len(deals) - 1 degrees of freedom: its mean is about
    # that, and twice that is far in the tail for a uniform draw
    assert chi_square(counts, deals) < 2 * len(deals)


def test_the_greedy_fill_is_not_uniform_here() -> None:
    """Why the uniform sampler exists: on the same facts the greedy fill
    favours some deals, measurably."""
    deals = every_deal()
    rng = random.Random(3)
    draws = DRAWS_PER_DEAL * len(deals)
    counts: Counter[tuple[int, int, int]] = Counter()
    for _ in range(draws):
        piles = _assign(UNSEEN, ALLOWED, SIZES, rng)
        counts[tuple(sum(1 << c for c in pile) for pile in piles)] += 1  # type: ignore[index]
    assert set(counts) <= deals
    assert chi_square(counts, deals) > 10 * len(deals)


def test_no_table_when_no_deal_fits() -> None:
    # B is void in everything it could hold but must hold two cards
    assert split_table(UNSEEN, [0b101] * 5 + [0b100], SIZES) is None
    assert split_table(UNSEEN, ALLOWED, [1, 1, 5]) is None  # sizes do not add up
