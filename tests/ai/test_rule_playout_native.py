"""The rule play-out in C (``rule_playout.c``) against the Python loops it
replaces (``playout._rule_playout`` and ``_nullo_playout``): the same tricks
from every position, so a seed plays the same cards with the library or
without it.  And ``playout`` takes the C path only where the library loaded."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.games.manni.bots import native_solver, playout

from .positions import playout_position


def c_playout() -> Callable[[int, int, int, int, int, int], int]:
    lib = native_solver.library()
    if lib is None:
        pytest.skip("the C library is not built in this install")
    rule_playout: Callable[[int, int, int, int, int, int], int] = lib.rule_playout
    return rule_playout


def python_loops(hands: list[int], leader: int, trick: list[int], trump: int,
                 nullo: bool) -> list[int]:
    if nullo:
        return playout._nullo_playout(hands, leader, trick)
    return playout._rule_playout(hands, leader, trick, trump)


@pytest.mark.parametrize("trump,nullo", [(-1, False), (0, False), (1, False), (2, False),
                                         (3, False), (-1, True)])
def test_the_c_loops_give_the_python_loops_tricks(trump: int, nullo: bool) -> None:
    """5,000 positions each: every size, a trick begun or not, from one to
    four suits (with trump among them or not)."""
    rule_playout = c_playout()
    rng = random.Random(100 + trump * 2 + nullo)
    for _ in range(5000):
        suits = rng.choice((1, 2, 3, 4, 4, 4))
        size = rng.randint(1, min(12, 13 * suits // 3))
        hands, leader, trick = playout_position(rng, size, rng.choice((0, 0, 1, 2)), suits)
        expected = python_loops(hands, leader, trick, trump, nullo)
        got = playout._native_playout(rule_playout, hands, leader, trick, trump, nullo)
        assert got == expected, (hands, leader, trick, trump, nullo)
        assert sum(got) == size


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 12), st.sampled_from([-1, 0, 1, 2, 3]),
       st.booleans(), st.integers(0, 2))
def test_any_position_any_contract(rng: random.Random, size: int, trump: int, nullo: bool,
                                   begun: int) -> None:
    rule_playout = c_playout()
    hands, leader, trick = playout_position(rng, size, begun)
    assert (playout._native_playout(rule_playout, hands, leader, trick, trump, nullo)
            == python_loops(hands, leader, trick, trump, nullo))


def test_playout_uses_the_c_loops_only_where_the_library_loaded(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the library the Python loops answer; with it, C does (a
    stand-in library that counts its calls shows which one ran)."""
    hands, leader, trick = playout_position(random.Random(7), 9, 1)
    expected = python_loops(hands, leader, trick, 2, False)
    monkeypatch.setattr(playout, "library", lambda: None)
    assert playout.playout(hands, leader, trick, 2, False, random.random) == expected

    calls: list[tuple[int, ...]] = []

    class Library:
        @staticmethod
        def rule_playout(*args: int) -> int:
            calls.append(args)
            return 0

    monkeypatch.setattr(playout, "library", lambda: Library)
    got = playout.playout(hands, leader, trick, 2, False, random.random)
    assert len(calls) == 1 and calls[0][3:] == (calls[0][3], 2, 0)
    assert sum(got) == 1  # only the trick begun, finished in Python
