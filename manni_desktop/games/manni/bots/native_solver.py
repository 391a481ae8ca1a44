"""The endgame solver in C (``paranoid.c``), with the Python solver standing in.

Why: the hard and expert levels solve their sampled no-trump deals over
the last 27 cards (benchmarks/results, 2026-12-06), which only the C solver
affords within a second.  Both solvers give the same values
(``tests/ai/test_native_solver.py``), so a seed plays the same cards
wherever either solves.  Over the last 24 cards or more only the C one is
quick enough, so they solve only with it (``Budget.native_solver_only``:
an install without the library plays every card out by rollouts).

The same library holds the rule play-out in C (``rule_playout.c``), which
``playout.py`` calls for the searches' rollouts; it gives the Python loops'
tricks (``tests/ai/test_rule_playout_native.py``).

The library is ``libmanni_native.so`` (``manni_native.dll``), a plain shared
library beside this file, built by one recipe (``native_build.py``) from
``setup.py`` (optional: an install without a C compiler goes on without it,
and says so: ``native_status``) and from the Windows build's mingw-w64.  It
has no Python API: it is loaded with ctypes, and each thread gets its own C
solver (a 12 MB table), so two bots may think at once.

A decision may give its C solving a node allowance (``NodeAllowance``,
``Budget.solver_node_limit``): the positions the searches of all its sampled
deals may visit together, counted rather than timed so a seed plays the
same cards on any machine.  A search that would pass it gives up (NaN), and
the search chooses on the deals solved by then (``search.score_plays``).
The Python solver has no allowance; hard and expert solve only in C.
"""

from __future__ import annotations

import ctypes
import logging
import math
import os
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Protocol

from .native_build import library_name
from .solver import EndgameSolver

TABLE_BITS = 18  # 262,144 entries of 48 bytes, reused by each thread (a generation a deal)
DISABLE_VARIABLE = "MANNI_PYTHON_SOLVER"  # set to 1: ignore the library (tests, timing)
_Hands = ctypes.c_uint64 * 3
_Triple = ctypes.c_int * 3
_Values = ctypes.c_double * 169
GAVE_UP = math.nan  # what ``value`` gives once the node allowance is spent
_log = logging.getLogger(__name__)


class Solver(Protocol):
    """What the search asks of a solver: the value of a position of one deal."""

    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int],
              won: Sequence[int]) -> float:
        """The position's value for the viewer, or NaN (``GAVE_UP``) if the
        decision's node allowance ran out first (only the C solver has one)."""
        ...


class NodeAllowance:
    """The positions one decision's C searches may still visit, together."""

    def __init__(self, limit: int) -> None:
        if limit <= 0:
            raise ValueError(f"a node allowance must be positive, not {limit}")
        self.left = limit
        self.used = 0

    @property
    def spent(self) -> bool:
        return self.left <= 0

    def charge(self, nodes: int) -> None:
        self.used += nodes
        self.left -= nodes


def library_candidates(folder: Path) -> list[Path]:
    """Where the library may be: ``folder``'s file of ``native_build``'s name."""
    return [folder / library_name()]


INTERFACE_VERSION = 3  # paranoid_version() of the paranoid.c this file was written for


def _declared(lib: ctypes.CDLL) -> ctypes.CDLL:
    """``lib`` with its functions' C types (AttributeError if one is missing,
    or if the library was built from an older ``paranoid.c``)."""
    lib.paranoid_version.restype = ctypes.c_int
    lib.paranoid_version.argtypes = []
    built: int = lib.paranoid_version()
    if built != INTERFACE_VERSION:
        raise AttributeError(f"built from paranoid.c version {built}, not {INTERFACE_VERSION}")
    lib.paranoid_new.restype = ctypes.c_void_p
    lib.paranoid_new.argtypes = [ctypes.c_int]
    lib.paranoid_free.argtypes = [ctypes.c_void_p]
    lib.paranoid_new_deal.argtypes = [ctypes.c_void_p]
    lib.paranoid_value.restype = ctypes.c_double
    lib.paranoid_value.argtypes = [
        ctypes.c_void_p, _Hands, ctypes.c_int, _Triple, ctypes.c_int, _Triple,
        ctypes.c_int, ctypes.c_int, _Values, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64),
    ]
    lib.rule_playout.restype = ctypes.c_int
    lib.rule_playout.argtypes = [ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64,
                                 ctypes.c_int, ctypes.c_int, ctypes.c_int]
    return lib


_switched_off = False  # ``switched_off()``: this process plays as an install without it


@contextmanager
def switched_off() -> Iterator[None]:
    """Within it, every caller sees no library, as on an install without a C
    compiler (the fallback's tests and benchmarks/native_fallback.py, in one
    process beside the library's own play)."""
    global _switched_off
    before, _switched_off = _switched_off, True
    try:
        yield
    finally:
        _switched_off = before


def library() -> ctypes.CDLL | None:
    """The loaded library, or None (not built, not loadable, or switched off:
    ``MANNI_PYTHON_SOLVER=1`` or ``switched_off()``)."""
    return None if _switched_off else _loaded()


def forget() -> None:
    """Look for the library again at the next call (tests that move it)."""
    _loaded.cache_clear()


@cache
def _loaded() -> ctypes.CDLL | None:
    """The library found beside this module, loaded and declared, or None
    (also when ``MANNI_PYTHON_SOLVER=1``: read once, ``forget()`` reads it again)."""
    if os.environ.get(DISABLE_VARIABLE) == "1":
        return None
    for path in library_candidates(Path(__file__).parent):
        if not path.exists():
            continue
        try:
            return _declared(ctypes.CDLL(str(path)))
        except (OSError, AttributeError) as error:  # not loadable, or a build without a name
            _log.warning("the C endgame solver %s does not load (%s): no level solves",
                         path, error)
            return None
    _log.warning("the C endgame solver is not built (no C compiler at install?): "
                 "no level solves (every card is played out by rollouts)")
    return None


def native_available() -> bool:
    """Whether solving runs in C (hard and expert solve only then)."""
    return library() is not None


def library_path() -> Path | None:
    """The file the library was loaded from (``--version``, Help → About), or
    None when it is not in use."""
    if library() is None:
        return None
    for path in library_candidates(Path(__file__).parent):
        if path.exists():
            return path
    return None


class _ThreadSolver:
    """One C solver and its table, owned by one thread, freed with it."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.handle: int | None = lib.paranoid_new(TABLE_BITS)
        if not self.handle:
            raise MemoryError("no memory for the endgame solver's table")
        self.owner: object = None  # the NativeSolver whose deal the table holds

    def own(self, solver: object) -> None:
        """Give the table to ``solver``'s deal (a new generation), unless it has it."""
        if self.owner is not solver:
            self.lib.paranoid_new_deal(self.handle)
            self.owner = solver

    def __del__(self) -> None:
        if self.handle:
            self.lib.paranoid_free(self.handle)
            self.handle = None


_per_thread = threading.local()


def _thread_solver(lib: ctypes.CDLL) -> _ThreadSolver:
    solver: _ThreadSolver | None = getattr(_per_thread, "solver", None)
    if solver is None:
        solver = _ThreadSolver(lib)
        _per_thread.solver = solver
    return solver


class NativeSolver:
    """``EndgameSolver``'s values from the C library, for the positions of one
    sampled deal.  The thread's table holds one deal's positions: a solver
    takes it over (a new generation) when another solver of the thread used
    it last, so interleaving two solvers stays right, only slower."""

    def __init__(self, lib: ctypes.CDLL, me: int, trump: int, values: Sequence[float],
                 allowance: NodeAllowance | None = None) -> None:
        self.lib = lib
        self.solver = _thread_solver(lib)
        self.me = me
        self.trump = trump
        self.values = _Values(*values)
        self.allowance = allowance
        self.nodes = ctypes.c_uint64(0)

    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int],
              won: Sequence[int]) -> float:
        allowance = self.allowance
        if allowance is not None and allowance.spent:
            return GAVE_UP
        self.solver.own(self)
        cards = [*trick, 0, 0, 0][:3]
        result: float = self.lib.paranoid_value(
            self.solver.handle, _Hands(*hands), leader, _Triple(*cards), len(trick),
            _Triple(*won), self.trump, self.me, self.values,
            0 if allowance is None else allowance.left, ctypes.byref(self.nodes))
        if allowance is not None:
            allowance.charge(self.nodes.value)
        return result


def endgame_solver(me: int, trump: int, values: Sequence[float],
                   allowance: NodeAllowance | None = None) -> Solver:
    """A solver for one sampled deal: in C where the library loaded (held to
    ``allowance`` if given), else in Python (no allowance)."""
    lib = library()
    if lib is None:
        return EndgameSolver(me, trump, values)
    return NativeSolver(lib, me, trump, values, allowance)


def self_check() -> tuple[str, bool, str | None]:
    """For the bundle check (``selftest``): (what solves, whether the C solver
    loaded, a problem or None).  The C solver must give the Python one's value
    on a whole no-trump deal of four cards a seat."""
    lib = library()
    if lib is None:
        return "endgame solver in Python", False, "the C endgame solver is missing or does not load"
    hands = [0b1111 << 9, 0b1111 << 22, (0b11 << 35) | (0b11 << 48)]
    values = [float(t0 - 4) for t0 in range(13) for _t1 in range(13)]
    python = EndgameSolver(0, -1, values).value(hands, 1, (), [8, 0, 0])
    native = NativeSolver(lib, 0, -1, values).value(hands, 1, (), [8, 0, 0])
    if native != python:
        return "endgame solver in C", True, (
            f"the C endgame solver says {native}, the Python one {python}")
    return "endgame solver in C", True, None
