"""A game joins in one place: nothing outside its folder and the registry names it.

Every module of the package outside ``games/<folder>/`` (and the catalogue,
``games/__init__.py``, and ``games/registry.py``) is read token by token: a
string that is a registered game's id, or an import of a game's package,
fails the test.  Docstrings and comments may mention games; code may not
branch on them.  Everything that lists games derives the list from the
registry instead, which the second half of this file checks.
"""

from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path

import manni_desktop
from manni_desktop.games import entries, ids

PACKAGE = Path(manni_desktop.__file__).parent
GAMES = PACKAGE / "games"
# (module, literal): a word that is a game's id but means something else there.
NOT_A_GAME = {
    ("storage/settings.py", "classic"): "the plain card deck's style (assets/cards/classic)",
}
# Game folders whose engine exists but which the catalogue does not list yet
# (so the new-game dialog does not offer them), with the game id and why.
# Their ids are still held to the one-entry rule below.
STAGED: dict[str, tuple[str, str]] = {}


def game_folders() -> set[Path]:
    return {p.parent for p in GAMES.glob("*/__init__.py")}


def outside_modules() -> list[Path]:
    folders = game_folders()
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if not any(folder in p.parents for folder in folders))


def named_ids(source: str, known: set[str]) -> list[tuple[int, str]]:
    """(line, id) of each string literal in ``source`` that is a game id,
    leaving out docstrings."""
    found = []
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    for index, token in enumerate(tokens):
        if token.type != tokenize.STRING:
            continue
        previous = tokens[index - 1].type if index else tokenize.NEWLINE
        if previous in (tokenize.INDENT, tokenize.DEDENT, tokenize.NEWLINE, tokenize.NL):
            continue  # a docstring or a string statement
        try:
            value = ast.literal_eval(token.string)
        except (ValueError, SyntaxError):
            continue  # an f-string
        if isinstance(value, str) and value in known:
            found.append((token.start[0], value))
    return found


def game_package_imports(path: Path) -> list[str]:
    """The game packages (``games.<folder>``) that ``path`` imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ["manni_desktop", *path.parent.relative_to(PACKAGE).parts]
    folders = {f.name for f in game_folders()}
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            names = [module] + [f"{module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["manni_desktop", "games"] and len(parts) > 2 and parts[2] in folders:
                found.append(".".join(parts[:3]))
    return sorted(set(found))


def test_no_module_outside_a_games_folder_names_a_game() -> None:
    known = set(ids()) | {game for game, _ in STAGED.values()}
    assert len(known) >= 3
    bad = []
    modules = outside_modules()
    assert len(modules) > 80
    for path in modules:
        where = path.relative_to(PACKAGE).as_posix()
        for line, game in named_ids(path.read_text(encoding="utf-8"), known):
            if (where, game) not in NOT_A_GAME:
                bad.append(f"{where}:{line}: {game!r}")
    assert bad == []


def test_only_the_catalogue_imports_a_games_package() -> None:
    bad = []
    for path in outside_modules():
        if path == GAMES / "__init__.py":
            continue
        for module in game_package_imports(path):
            bad.append(f"{path.relative_to(PACKAGE).as_posix()}: {module}")
    assert bad == []


def test_the_checks_catch_a_game_named_outside_its_folder() -> None:
    source = ('def f(game: str) -> bool:\n    """About "manillen"."""\n'
              '    return game == "manillen"\n')
    assert named_ids(source, {"manillen"}) == [(3, "manillen")]
    probe = PACKAGE / "gui" / "_probe_for_test.py"
    probe.write_text("from ..games.manillen import rules\n", encoding="utf-8")
    try:
        assert game_package_imports(probe) == ["manni_desktop.games.manillen"]
    finally:
        probe.unlink()


def test_every_game_folder_is_in_the_catalogue() -> None:
    registered_folders = {e.rules.__class__.__module__.split(".")[2] for e in entries()}
    assert not registered_folders & set(STAGED), "a staged game joined: drop it from STAGED"
    assert registered_folders | set(STAGED) == {f.name for f in game_folders()}


def test_every_list_of_games_is_the_registry() -> None:
    """What lists games (dialog, settings, rules pages, selftest, replay, bots)
    lists exactly the registered ones, in the registry's order."""
    from manni_desktop.ai.players import LEVELS
    from manni_desktop.engine import game_names
    from manni_desktop.gui.dialogs import new_game, rules
    from manni_desktop.gui.selftest import GAMES as SELFTEST_GAMES
    from manni_desktop.resources import asset_path
    from manni_desktop.storage.settings import window_games

    order = ids()
    assert window_games() == order
    assert order == new_game.GAMES
    assert order == rules.GAMES
    assert tuple(dict.fromkeys(game for game, _ in SELFTEST_GAMES)) == order
    for game in entries():  # each scoring that is a game of its own, else the default
        own = [c.value for c in game.scorings if c.own_game]
        default = [game.scorings[0].value] if game.scorings else [None]
        assert [s for g, s in SELFTEST_GAMES if g == game.id] == (own or default), game.id
    assert sorted(game_names()) == sorted(order)
    for game in entries():
        assert set(game.bot_levels()) == set(LEVELS), game.id
        assert game.review_module() is not None, game.id
        for language in ("en", "pt", "es", "pl"):
            assert asset_path("rules", language, f"{game.rules_page}.html").is_file()
        assert game.title.context == game.description.context == "Games"


def test_each_games_sheet_is_the_layout_its_entry_names() -> None:
    from manni_desktop.engine import new_game
    from manni_desktop.gui.sheet.kinds import SHEET_LAYOUTS, layout_for

    for game in entries():
        assert game.sheet in SHEET_LAYOUTS
        table = new_game(game.id, seed=1).snapshot(0)
        # the snapshot agrees with the entry: sides or seats score
        assert table.standing.units == ("sides" if game.sheet == "sides" else "seats")
        assert layout_for(table).kind == game.sheet


def test_no_game_package_imports_another() -> None:
    bad = []
    for folder in game_folders():
        for path in sorted(folder.rglob("*.py")):
            for module in game_package_imports(path):
                if module.rsplit(".", 1)[1] != folder.name:
                    bad.append(f"{path.relative_to(PACKAGE).as_posix()}: {module}")
    assert bad == []
