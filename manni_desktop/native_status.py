"""Whether the endgame solver (the C library) is here, said where a player looks.

Why: an install that found no C compiler (``pip install`` from the source
on most Windows machines, macOS without the Xcode tools) goes on without
the library, and then hard and expert never solve: a weaker opponent
(benchmarks/native_fallback.py).  ``manni-desktop --version``, Help → About
and the new-game dialog say so, and how to get it: the installer, or a
wheel from the release page, which carry the library built.
No Qt here: ``--version`` runs without a window.
"""

from __future__ import annotations

import importlib

from . import __version__

_SOLVER_PACKAGE = "manni_desktop.games.manni.bots"  # the bots that use the library


def solver_present() -> bool:
    """Whether the library loaded (and is not switched off)."""
    from .games import solver_available

    return solver_available()


def solves(game: str, level: str) -> bool:
    """Whether ``level`` in ``game`` plays differently with the library: the
    level solves some contracts in C (the bots' ``NATIVE_SOLVED``, read from
    their budgets) and the game has such contracts (its rules'
    ``contract_kinds``): hard and expert under Hornafjarðar's no-trump, never
    in Classic Manni (trump only) nor in the games whose bots never use it."""
    from .games.registry import entry

    found = entry(game)
    if not found.bots.startswith(_SOLVER_PACKAGE):
        return False
    solved: dict[str, frozenset[str]] = getattr(
        importlib.import_module(found.bots), "NATIVE_SOLVED", {})
    kinds: tuple[str, ...] = getattr(found.rules, "contract_kinds", ())
    return bool(solved.get(level, frozenset()) & set(kinds))


def weaker(game: str, level: str) -> bool:
    """Whether ``level`` plays weaker than it should here (the library is missing)."""
    return solves(game, level) and not solver_present()


def version_text() -> str:
    """``manni-desktop --version``: the version and whether the solver is in."""
    from .games import solver_library_path

    path = solver_library_path()
    if path is not None:
        solver = f"endgame solver: present ({path.name})"
    else:
        solver = ("endgame solver: missing - hard and expert play weaker without it; "
                  "install Manni Desktop with its installer or from a wheel, or install "
                  "a C compiler and reinstall it, to get it")
    try:
        from .logs import log_dir
    except ImportError:  # a wheel checked alone, without platformdirs (wheel_check --no-deps)
        return f"manni-desktop {__version__}\n{solver}"
    return f"manni-desktop {__version__}\n{solver}\nlog folder: {log_dir()}"
