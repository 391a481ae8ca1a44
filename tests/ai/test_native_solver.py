"""The C endgame solver (``paranoid.c``) against the Python one (issue 36).

Expert solves its no-trump deals over the last 27 cards in C; a machine
without the library solves them in Python.  Both must give the same value to
the last bit on every position (else a seed would play other cards on
another machine), also when one solver is reused for the moves of a deal, as
the search does, and when two threads solve at once.  The checkout's
install (``pip install -e``, ``setup.py``) must have built the library."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manni_desktop.games.manni.bots import native_solver
from manni_desktop.games.manni.bots.fast import legal_cards
from manni_desktop.games.manni.bots.solver import EndgameSolver

from .positions import endgame_deal

Position = tuple[int, int, list[float], list[int], int, tuple[int, ...], list[int]]


def random_position(rng: random.Random, per_hand: int) -> Position:
    """(me, trump, values, hands, leader, trick, won): ``endgame_deal``'s
    position with any viewer, trump and payoff table (whole numbers half the
    time, so that ties matter)."""
    hands, leader, trick, won = endgame_deal(rng, per_hand)
    values = [float(rng.randrange(-4, 5)) if rng.random() < 0.5 else rng.uniform(-4, 4)
              for _ in range(169)]
    return rng.randrange(3), rng.choice((-1, 0, 1, 2, 3)), values, hands, leader, trick, won


def native(me: int, trump: int, values: Sequence[float]) -> native_solver.NativeSolver:
    lib = native_solver.library()
    if lib is None:
        pytest.skip("the C solver is not built in this install")
    return native_solver.NativeSolver(lib, me, trump, values)


def test_the_install_built_the_c_solver() -> None:
    """CI installs the checkout with pip, which builds the library (``setup.py``):
    a build that silently failed would leave expert slow, not wrong."""
    if os.environ.get(native_solver.DISABLE_VARIABLE) == "1":
        pytest.skip("the C solver is switched off here")
    assert native_solver.native_available()
    assert isinstance(native_solver.endgame_solver(0, -1, [0.0] * 169),
                      native_solver.NativeSolver)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), per_hand=st.integers(1, 6))
def test_c_and_python_give_the_same_value(seed: int, per_hand: int) -> None:
    me, trump, values, hands, leader, trick, won = random_position(random.Random(seed), per_hand)
    python = EndgameSolver(me, trump, values).value(hands, leader, trick, won)
    assert native(me, trump, values).value(hands, leader, trick, won) == python


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_solver_reused_for_each_card_of_a_deal_agrees(seed: int) -> None:
    """The search asks one solver of a deal for the position after each of the
    viewer's cards: the table kept between them must not change a value."""
    rng = random.Random(seed)
    me, trump, values, hands, leader, trick, won = random_position(rng, rng.randint(2, 6))
    for k, card in enumerate(trick):  # back to the trick's start: every seat holds as many
        hands[(leader + k) % 3] |= 1 << card
    python = EndgameSolver(me, trump, values)
    c = native(me, trump, values)
    for card in legal_cards(hands[leader], -1):
        after = list(hands)
        after[leader] ^= 1 << card
        assert c.value(after, leader, (card,), won) == python.value(after, leader, (card,), won)


def test_two_threads_solving_at_once_get_their_own_values() -> None:
    """Each thread has its own C solver and table: the hint's and a bot's
    searches may overlap in the window."""
    rng = random.Random(11)
    positions = [random_position(rng, 6) for _ in range(40)]
    expected = [EndgameSolver(me, t, v).value(h, ld, tr, w)
                for me, t, v, h, ld, tr, w in positions]
    native(0, -1, [0.0] * 169)  # skips without the library
    results: dict[int, list[float]] = {}

    def solve(name: int, order: list[int]) -> None:
        results[name] = [0.0] * len(positions)
        for i in order:
            me, t, v, h, ld, tr, w = positions[i]
            results[name][i] = native_solver.endgame_solver(me, t, v).value(h, ld, tr, w)

    orders = [[(i * (k + 7)) % 41 - 1 for i in range(1, 41)] for k in range(3)]  # shuffled
    assert all(sorted(order) == list(range(40)) for order in orders)
    threads = [threading.Thread(target=solve, args=(k, orders[k])) for k in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(results[k] == expected for k in range(3))


def test_without_the_library_the_python_solver_stands_in(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native_solver.DISABLE_VARIABLE, "1")
    native_solver.forget()
    try:
        assert not native_solver.native_available()
        assert isinstance(native_solver.endgame_solver(1, 2, [0.0] * 169), EndgameSolver)
    finally:
        monkeypatch.delenv(native_solver.DISABLE_VARIABLE)
        native_solver.forget()


def test_two_solvers_of_one_thread_used_in_turn_keep_their_own_positions() -> None:
    """Two deals' solvers asked in turn on one thread (the table holds one
    deal at a time) give what each gives alone."""
    rng = random.Random(5)
    first = random_position(rng, 5)
    me, trump, _values, hands, leader, trick, won = first
    other_values = [rng.uniform(-4, 4) for _ in range(169)]
    # the same cards, another viewer and payoff: the positions the table keeps
    # for one would answer the other wrongly if it kept them across the turn
    second = ((me + 1) % 3, trump, other_values, hands, leader, trick, won)
    solvers = [native(p[0], p[1], p[2]) for p in (first, second)]
    for _ in range(3):
        for solver, (me, t, v, h, ld, tr, w) in zip(solvers, (first, second), strict=True):
            assert solver.value(h, ld, tr, w) == EndgameSolver(me, t, v).value(h, ld, tr, w)


def library_found_in(folder: Path, monkeypatch: pytest.MonkeyPatch) -> object:
    """What ``native_solver.library()`` loads when its module sits in ``folder``."""
    monkeypatch.setattr(native_solver, "__file__", str(folder / "native_solver.py"))
    monkeypatch.delenv(native_solver.DISABLE_VARIABLE, raising=False)
    native_solver.forget()
    try:
        return native_solver.library()
    finally:
        monkeypatch.undo()
        native_solver.forget()


def test_a_library_file_that_is_not_the_solver_is_refused_with_a_warning(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """A stray or stale file under the library's name: no level solves,
    and the log says why, instead of a crash on the first solve."""
    (folder := tmp_path / "bots").mkdir()
    for path in native_solver.library_candidates(folder):
        path.write_bytes(b"not a shared library")
    assert library_found_in(folder, monkeypatch) is None
    assert "does not load" in caplog.text


def test_a_library_built_from_an_older_paranoid_c_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """ctypes sees a function's name, not its parameters: a library built
    before the node limit would be called with arguments it ignores."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        pytest.skip("no C compiler here")
    (folder := tmp_path / "bots").mkdir()
    source = tmp_path / "old.c"
    source.write_text("int paranoid_version(void) { return 1; }\n")
    library = native_solver.library_candidates(folder)[0]
    subprocess.run([compiler, "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
    assert library_found_in(folder, monkeypatch) is None
    assert "version 1" in caplog.text
