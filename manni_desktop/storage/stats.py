"""Statistics of the human player's games: finished, given up, and (shown,
never stored) the one on the table.

Each finished game becomes one small ``GameEntry`` (result, net, the opponents'
levels, and per-contract tallies); every figure the dialog shows is computed
from the list of entries, so nothing can drift out of step.  Entries carry a
key identifying the game (``game_key``: a hash of the game, its options, seed,
first dealer and first deck, not of the actions), which makes ``record_game``
idempotent: a game counts once, however often it is recorded, restored, or
undone after its end and played on to a different ending.  Entries read from
older files keep the keys they were stored with (a hash of the whole record).

The Manni games (hornafjardar, classic) and Manillen are counted.  Results,
win rates, streaks and the per-level and per-game tables cover every game; the
figures made of plus and minus points (hands, net per hand, per contract, best
game) cover the Manni games only.  A Manillen entry is from the human's side:
won when that side wins, its ``side_scores`` (the human's side first),
``deals`` played and the partner's level; its ``net`` and ``hands`` are 0 and
its ``contracts`` empty, so an older version reading the file (it ignores the
new fields) still adds its Manni figures up right.

"Win rate per level" groups games by the *highest* opponent level
(random < easy < medium < hard; an unknown level sorts after these), so a game
against one easy and one hard bot counts as a game against "hard".  A "win"
is being the sole winner; a tie for first is a "shared win"; win streaks
count sole wins only (a shared win or a loss ends a streak).

Stored as ``statistics.json`` in the data folder (``stats_json``: its form;
``stats_file``: the file), written atomically with a
backup and a schema number, like the saves.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..engine import Game, RecordError, get_rules
from ..games.registry import listed_for, listed_games

# 2: "abandoned" and "opened" (an older version must not count an abandoned
# game as a result, so it refuses these files).
STATS_SCHEMA = 2
STATS_NAME = "statistics.json"
LEVEL_ORDER = ("random", "easy", "medium", "hard")
CONTRACT_KINDS = ("trump", "notrump", "nullo")
RESULTS = ("won", "shared", "lost")


@dataclass(frozen=True)
class ContractTally:
    """The human's hands under one kind of contract within a game (or summed)."""

    hands: int = 0
    net: int = 0
    tricks: int = 0

    def __add__(self, other: ContractTally) -> ContractTally:
        return ContractTally(
            self.hands + other.hands, self.net + other.net, self.tricks + other.tricks
        )

    @property
    def average_net(self) -> float:
        return self.net / self.hands if self.hands else 0.0

    @property
    def average_tricks(self) -> float:
        return self.tricks / self.hands if self.hands else 0.0


@dataclass(frozen=True)
class GameEntry:
    """One finished game, from the human's seat.

    ``net``, ``hands`` and ``contracts`` are the Manni figures (0, 0 and {}
    for Manillen and Mizerka); ``deals`` counts every deal played;
    ``side_scores`` are the final scores of a game counted by its scores (a
    side's in Manillen, a seat's in Mizerka), the human's first (() for
    Manni); ``partner_levels`` the levels of the human's partners (() for
    Manni)."""

    key: str
    finished_at: str
    game: str
    opponent_levels: tuple[str, ...]
    result: str  # one of RESULTS
    net: int
    hands: int
    contracts: dict[str, ContractTally]
    deals: int
    side_scores: tuple[int, ...] = ()
    partner_levels: tuple[str, ...] = ()
    # Left unfinished (a new game or another file replaced it): its hands count
    # as hands played, its result counts nowhere.
    abandoned: bool = False
    # Opened from a file: only the hands the player played here are counted.
    opened: bool = False
    # The game's scoring option (Mizerka's quota ``four`` is the game the
    # player knows as Hornafjarðar Manni with six contracts); "" in entries
    # of older files.
    scoring: str = ""
    # The game on the table, not given up yet: shown with the rest (its hands
    # count as played), never stored (``stats_json`` does not write it).
    in_progress: bool = False

    @property
    def listed(self) -> str:
        """The game as the player knows it (``registry.listed_games``' key)."""
        try:
            return listed_for(self.game, self.scoring or None).key
        except KeyError:
            return self.game
    # A deal played again (Game → Replay this deal: ``Game.replay_of``).
    replay: bool = False

    @property
    def level(self) -> str:
        """The group this game counts in for "win rate per level"."""
        return highest_level(self.opponent_levels)

    @property
    def partnership(self) -> bool:
        """A game counted by its final scores (Manillen's sides, Mizerka's
        seats) rather than by plus and minus points."""
        return bool(self.side_scores) or is_partnership_game(self.game)


@dataclass(frozen=True)
class LevelResult:
    """Games played, won and shared in one group (a level, a game)."""

    played: int = 0
    won: int = 0
    shared: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, entry: GameEntry) -> LevelResult:
        return LevelResult(
            self.played + 1, self.won + (entry.result == "won"),
            self.shared + (entry.result == "shared"),
        )


GameResult = LevelResult  # the per-game breakdown's rows


@dataclass
class Statistics:
    """All recorded games, oldest first, with the figures derived from them."""

    games: list[GameEntry] = field(default_factory=list)

    @property
    def finished(self) -> list[GameEntry]:
        """The games played to their end (results, streaks and levels)."""
        return [g for g in self.games if not g.abandoned]

    @property
    def played(self) -> int:
        return len(self.finished)

    @property
    def won(self) -> int:
        return sum(1 for g in self.finished if g.result == "won")

    @property
    def shared(self) -> int:
        return sum(1 for g in self.finished if g.result == "shared")

    @property
    def lost(self) -> int:
        return sum(1 for g in self.finished if g.result == "lost")

    @property
    def abandoned(self) -> int:
        """Games given up before their end (not the one still on the table)."""
        return sum(1 for g in self.games if g.abandoned and not g.in_progress)

    @property
    def opened(self) -> int:
        """Finished games that were opened from a file."""
        return sum(1 for g in self.finished if g.opened)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def manni_games(self) -> list[GameEntry]:
        """The games of plus and minus points (not Manillen), oldest first."""
        return [g for g in self.games if not g.partnership]

    @property
    def hands_played(self) -> int:
        """The human's hands in the Manni games."""
        return sum(g.hands for g in self.manni_games)

    @property
    def deals_played(self) -> int:
        """Every hand or deal of every game, finished or not (the Manni
        games' hands, Mizerka's and Manillen's deals)."""
        return sum(g.deals for g in self.games)

    @property
    def unfinished_deals(self) -> int:
        """Of ``deals_played``, those of games given up or still on the table."""
        return sum(g.deals for g in self.games if g.abandoned)

    def deals_per_game(self) -> dict[str, int]:
        """Hands or deals played per game as the player knows it, finished
        games and unfinished ones alike, in ``per_game``'s order."""
        out = dict.fromkeys(self.per_game(), 0)
        for g in self.games:
            out[g.listed] = out.get(g.listed, 0) + g.deals
        return out

    def with_game_in_progress(self, entry: GameEntry | None) -> Statistics:
        """These statistics and the game on the table (an ``entry_for`` with
        ``in_progress``), unless it is already counted or has no finished
        hand: what the dialog shows, never what is stored."""
        if entry is None or entry.deals == 0 or entry.key in self.recorded_keys():
            return self
        return Statistics([*self.games, entry])

    @property
    def average_net_per_hand(self) -> float:
        """Over the Manni games' hands."""
        hands = self.hands_played
        total = sum(t.net for g in self.manni_games for t in g.contracts.values())
        return total / hands if hands else 0.0

    def per_level(self) -> dict[str, LevelResult]:
        """Results grouped by the highest opponent level, in level order."""
        out: dict[str, LevelResult] = {}
        for g in self.finished:
            out[g.level] = out.get(g.level, LevelResult()).add(g)
        return dict(sorted(out.items(), key=lambda item: _level_rank(item[0])))

    def per_game(self) -> dict[str, GameResult]:
        """Results per game as the player knows them: every listed game
        (``listed_games()``, in that order, played or not; Hornafjarðar Manni
        with six contracts apart from Mizerka), then any other game recorded."""
        out: dict[str, GameResult] = {g.key: GameResult() for g in listed_games()}
        for g in self.finished:
            out[g.listed] = out.get(g.listed, GameResult()).add(g)
        return out

    def per_contract(self) -> dict[str, ContractTally]:
        """The human's hands per contract kind: trump, notrump, nullo (always
        all three), in the Manni games."""
        out = {kind: ContractTally() for kind in CONTRACT_KINDS}
        for g in self.manni_games:
            for kind, tally in g.contracts.items():
                out[kind] = out.get(kind, ContractTally()) + tally
        return out

    @property
    def best_game(self) -> GameEntry | None:
        """The Manni game with the highest net (the earliest one of equal nets)."""
        best: GameEntry | None = None
        for g in self.manni_games:
            if g.abandoned or g.opened:
                continue
            if best is None or g.net > best.net:
                best = g
        return best

    @property
    def current_streak(self) -> int:
        streak = 0
        for g in reversed(self.finished):
            if g.result != "won":
                break
            streak += 1
        return streak

    @property
    def longest_streak(self) -> int:
        longest = run = 0
        for g in self.finished:
            run = run + 1 if g.result == "won" else 0
            longest = max(longest, run)
        return longest

    def recorded_keys(self) -> set[str]:
        return {g.key for g in self.games}


def _level_rank(level: str) -> tuple[int, str]:
    return (LEVEL_ORDER.index(level), "") if level in LEVEL_ORDER else (len(LEVEL_ORDER), level)


def highest_level(levels: Iterable[str]) -> str:
    ordered = sorted(levels, key=_level_rank)
    return ordered[-1] if ordered else "unknown"


def game_key(game: Game) -> str:
    """What identifies a game (``Game.identity``: its name, options, seed,
    first dealer and first deck); not its actions, so a game undone after its
    end and played on to another ending, or restored from a save, has the same key."""
    text = json.dumps(game.identity(), sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def is_partnership_game(name: str) -> bool:
    """Whether game ``name`` is played in sides of several seats (Manillen);
    False for an unknown game."""
    try:
        rules = get_rules(name)
    except RecordError:
        return False
    return any(len(side) > 1 for side in rules.sides)


def is_counted(game: Game) -> bool:
    """Statistics cover the Manni games (hornafjardar, classic: plus and minus
    points) and the games counted by their scores (Manillen: a score per
    side; Mizerka: a score per seat)."""
    totals = game.totals()
    return "net" in totals or "score" in totals


def _counted_by_scores(game: Game) -> bool:
    """A game whose result is its final scores, not plus and minus points."""
    return is_partnership_game(game.rules.name) or "net" not in game.totals()


def _result(human_seat: int, winners: Sequence[int], team: Sequence[int]) -> str:
    """"won" if only the human's team (``team``, the human included) won,
    "shared" if it won with others, "lost" if the human did not win."""
    if human_seat not in winners:
        return "lost"
    return "won" if set(winners) <= set(team) else "shared"


def in_progress_entry(
    game: Game, levels: Sequence[str], human_seat: int = 0, first_hand: int = 0,
) -> GameEntry | None:
    """The game on the table as the statistics would count it if it were
    given up now (``in_progress``), or None for a game they do not cover or
    one that is over (it is counted as finished)."""
    if game.over or not is_counted(game):
        return None
    entry = entry_for(game, levels, human_seat, first_hand=first_hand, abandoned=True)
    return dataclasses.replace(entry, in_progress=True)


def entry_for(
    game: Game, levels: Sequence[str], human_seat: int = 0, finished_at: str | None = None,
    first_hand: int = 0, abandoned: bool = False,
) -> GameEntry:
    """Summarise a game from ``human_seat``: a finished one, or with
    ``abandoned`` one left unfinished (its finished hands count as played, its
    result nowhere).  ``levels`` are the computer seats' levels in seat order,
    the human's seat left out (the window's ``levels[1:]``): opponents, and in
    Manillen the partner too.  Hands before ``first_hand`` were played before
    the game was opened from a file: they are not the player's and not counted."""
    if not game.over and not abandoned:
        raise ValueError("only finished games are recorded in the statistics")
    if not is_counted(game):
        raise ValueError(f"statistics do not cover {game.rules.name}")
    rules = game.rules
    others = [s for s in range(rules.seats) if s != human_seat]
    side = rules.side_of(human_seat)
    team = rules.sides[side]
    if len(levels) == len(others):
        opponents = tuple(lv for s, lv in zip(others, levels, strict=True) if s not in team)
        partners = tuple(lv for s, lv in zip(others, levels, strict=True) if s in team)
    else:  # the opponents' levels only
        opponents, partners = tuple(levels), ()
    when = finished_at or _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
    result = "lost" if abandoned else _result(human_seat, game.winners, team)
    # the score sheet's rows (the engine's snapshot), not the engine's hands
    played = [row for row in game.snapshot(human_seat).sheet[max(0, first_hand):]
              if row.finished]
    opened = first_hand > 0
    if _counted_by_scores(game):
        scores = list(game.totals()["score"])
        return GameEntry(
            key=game_key(game), finished_at=when, game=rules.name,
            opponent_levels=opponents, result=result, net=0, hands=0, contracts={},
            deals=len(played),
            side_scores=(scores[side], *(v for i, v in enumerate(scores) if i != side)),
            partner_levels=partners, abandoned=abandoned, opened=opened,
            scoring=rules.scoring_of(game.options) or "",
            replay=game.replay_of is not None,
        )
    contracts: dict[str, ContractTally] = {}
    for row in played:
        if row.plus is None or row.minus is None:
            continue
        net = row.plus[human_seat] - row.minus[human_seat]
        tally = ContractTally(1, net, row.tricks[human_seat])
        contracts[row.contract.kind] = contracts.get(row.contract.kind, ContractTally()) + tally
    return GameEntry(
        key=game_key(game),
        finished_at=when,
        game=rules.name,
        opponent_levels=opponents,
        result=result,
        net=sum(t.net for t in contracts.values()),  # of the hands the player played
        hands=sum(t.hands for t in contracts.values()),
        contracts=contracts,
        deals=len(played),
        partner_levels=partners,
        abandoned=abandoned,
        opened=opened,
        scoring=rules.scoring_of(game.options) or "",
        replay=game.replay_of is not None,
    )


def record_game(
    stats: Statistics, game: Game, levels: Sequence[str], human_seat: int = 0,
    first_hand: int = 0, abandoned: bool = False,
) -> bool:
    """Add a finished (or, with ``abandoned``, a given-up) game to ``stats`` (in
    memory); False if it was already there, is not a counted game
    (``is_counted``), or the player finished no hand in it (given up at once,
    or opened from a file already finished).
    ``ValueError`` if the game is not over and not ``abandoned``."""
    if not is_counted(game):
        return False
    entry = entry_for(game, levels, human_seat, first_hand=first_hand, abandoned=abandoned)
    if entry.key in stats.recorded_keys() or entry.deals == 0:
        return False
    stats.games.append(entry)
    return True
