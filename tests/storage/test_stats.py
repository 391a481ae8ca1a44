"""Statistics after a set of played games, computed here a second way from the
games' replay summaries; idempotence; streaks; damaged files."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from manni_desktop.engine import Game, new_game
from manni_desktop.games.registry import listed_games
from manni_desktop.storage import stats_file as stats_module
from manni_desktop.storage.atomic import backup_path, read_json
from manni_desktop.storage.errors import NewerSchemaError, StorageError
from manni_desktop.storage.stats import (
    STATS_SCHEMA,
    ContractTally,
    GameEntry,
    Statistics,
    entry_for,
    game_key,
    highest_level,
    record_game,
)
from manni_desktop.storage.stats_file import (
    load_statistics,
    record_finished_game,
    reset_statistics,
    save_statistics,
    stats_path,
)
from manni_desktop.storage.stats_json import stats_from_json, stats_to_json

from .random_play import finished_game, game_after, play_step

LEVELS = [["random", "easy"], ["hard", "easy"], ["medium", "medium"], ["random", "random"]]


@pytest.fixture(scope="module")
def played() -> list[tuple[Game, list[str]]]:
    return [(finished_game(seed), LEVELS[seed % 4]) for seed in range(10)]


def test_statistics_after_a_set_of_played_games(played: list[tuple[Game, list[str]]]) -> None:
    stats = Statistics()
    for game, levels in played:
        assert record_game(stats, game, levels, human_seat=0)

    results = []
    hand_nets: list[int] = []
    per_kind: dict[str, list[tuple[int, int]]] = {"trump": [], "notrump": [], "nullo": []}
    per_level: dict[str, list[str]] = {}
    for game, levels in played:
        summary = game.summary()
        winners = summary["winners"]
        result = "lost" if 0 not in winners else ("won" if winners == [0] else "shared")
        results.append(result)
        level = max(levels, key=["random", "easy", "medium", "hard"].index)
        per_level.setdefault(level, []).append(result)
        for hand in summary["hands"]:
            net = hand["plus"][0] - hand["minus"][0]
            hand_nets.append(net)
            per_kind[hand["contract"].split(":")[0]].append((net, hand["tricks_won"][0]))

    assert stats.played == len(played) == 10
    assert stats.won == results.count("won")
    assert stats.shared == results.count("shared")
    assert stats.lost == results.count("lost")
    assert stats.won + stats.shared + stats.lost == stats.played
    assert stats.win_rate == pytest.approx(results.count("won") / 10)
    assert stats.hands_played == len(hand_nets)
    assert stats.average_net_per_hand == pytest.approx(sum(hand_nets) / len(hand_nets))
    contracts = stats.per_contract()
    assert list(contracts) == ["trump", "notrump", "nullo"]
    for kind, rows in per_kind.items():
        assert contracts[kind].hands == len(rows)
        assert contracts[kind].net == sum(n for n, _ in rows)
        assert contracts[kind].tricks == sum(t for _, t in rows)
    level_results = stats.per_level()
    assert list(level_results) == [
        lv for lv in ("random", "easy", "medium", "hard") if lv in per_level]
    for level, level_rows in per_level.items():
        assert level_results[level].played == len(level_rows)
        assert level_results[level].won == level_rows.count("won")
        assert level_results[level].shared == level_rows.count("shared")
    nets = [g.summary()["net"][0] for g, _ in played]
    assert stats.best_game is not None and stats.best_game.net == max(nets)
    assert stats.best_game.key == stats.games[nets.index(max(nets))].key
    longest = run = 0
    for r in results:
        run = run + 1 if r == "won" else 0
        longest = max(longest, run)
    assert stats.longest_streak == longest
    assert stats.current_streak == run


def test_other_seat_view(played: list[tuple[Game, list[str]]]) -> None:
    game, _ = played[0]
    entry = entry_for(game, ["easy", "easy"], human_seat=2)
    assert entry.net == game.totals()["net"][2]
    assert sum(t.hands for t in entry.contracts.values()) == len(game.hands)


def test_recording_the_same_game_twice_counts_once(
    played: list[tuple[Game, list[str]]], tmp_path: Path
) -> None:
    game, levels = played[1]
    stats = Statistics()
    assert record_game(stats, game, levels)
    assert not record_game(stats, game, levels)
    restored = Game.from_record(game.to_record(), seed=game.seed)  # e.g. after a resume
    assert not record_game(stats, restored, levels)
    assert stats.played == 1
    _, added, _notice = record_finished_game(game, levels, directory=tmp_path)
    again, added_again, _notice = record_finished_game(restored, levels, directory=tmp_path)
    assert added and not added_again and again.played == 1


def test_unfinished_games_are_not_recorded() -> None:
    with pytest.raises(ValueError, match="finished"):
        record_game(Statistics(), game_after(1, 50), ["easy", "easy"])


def test_classic_and_manillen_count() -> None:
    stats = Statistics()
    classic = finished_game(3, "classic")
    assert record_game(stats, classic, ["easy", "easy"])
    assert stats.hands_played == len(classic.hands)
    manillen = finished_game(3, "manillen")
    assert record_game(stats, manillen, ["easy", "hard", "medium"])
    assert not record_game(stats, manillen, ["easy", "hard", "medium"])
    assert stats.played == 2
    assert stats.hands_played == len(classic.hands), "Manillen deals are not Manni hands"
    assert stats.deals_played == len(classic.hands) + len(manillen.hands)


def _manillen_won_by(side: int) -> Game:
    for seed in range(40):
        game = finished_game(seed, "manillen")
        if game.winners[0] % 2 == side:
            return game
    raise AssertionError(f"no seed where side {side} wins")


@pytest.mark.parametrize("side", [0, 1])
def test_a_manillen_game_counts_from_the_human_side(side: int) -> None:
    game = _manillen_won_by(side)
    scores = game.totals()["score"]
    entry = entry_for(game, ["easy", "hard", "medium"])  # seats 1, 2 (partner), 3
    assert entry.game == "manillen"
    assert entry.result == ("won" if side == 0 else "lost")
    assert entry.side_scores == (scores[0], scores[1])
    assert entry.deals == len(game.hands)
    assert entry.opponent_levels == ("easy", "medium") and entry.level == "medium"
    assert entry.partner_levels == ("hard",)
    assert (entry.net, entry.hands, entry.contracts) == (0, 0, {})
    # seat 1 (the other side) sees the same game the other way round
    other = entry_for(game, ["easy", "hard", "medium"], human_seat=1)
    assert other.result == ("lost" if side == 0 else "won")
    assert other.side_scores == (scores[1], scores[0])


def test_manni_figures_leave_manillen_out(played: list[tuple[Game, list[str]]]) -> None:
    manni = Statistics()
    for game, levels in played[:3]:
        record_game(manni, game, levels)
    mixed = Statistics(list(manni.games))
    for seed in (0, 1, 2):
        record_game(mixed, finished_game(seed, "manillen"), ["hard", "hard", "hard"])
    assert mixed.played == 6
    assert mixed.manni_games == manni.games
    assert mixed.hands_played == manni.hands_played
    assert mixed.average_net_per_hand == manni.average_net_per_hand
    assert mixed.per_contract() == manni.per_contract()
    assert mixed.best_game == manni.best_game
    games = mixed.per_game()
    # every game the player sees, in New game…'s order
    assert list(games) == [g.key for g in listed_games()]
    assert list(games) == ["hornafjardar", "classic", "manillen", "mizerka", "six-contracts"]
    assert (games["hornafjardar"].played, games["classic"].played) == (3, 0)
    manillen = [g for g in mixed.games if g.game == "manillen"]
    assert games["manillen"].played == 3
    assert games["manillen"].won == sum(g.result == "won" for g in manillen)
    assert mixed.won == manni.won + games["manillen"].won
    assert mixed.per_level()["hard"].played >= 3


def _other_ending(game: Game) -> Game:
    """``game`` undone after its end back to the last choice it had, and played
    on from there with another action to a (different) end."""
    flat = [a for actions in game.actions for a in actions]
    for cut in range(len(flat) - 1, -1, -1):
        replay = new_game(game.rules.name, game.options, seed=game.seed)
        for action in flat[:cut]:
            replay.apply(action)
        others = [a for a in replay.legal_actions() if a != flat[cut]]
        if not others:
            continue
        replay.apply(others[0])
        step = 1000
        while not replay.over:
            play_step(replay, step)
            step += 1
        return replay
    raise AssertionError("the game never had a choice")


@pytest.mark.parametrize("variant", ["hornafjardar", "manillen"])
def test_a_game_replayed_after_undo_counts_once(variant: str, tmp_path: Path) -> None:
    game = finished_game(4, variant)
    again = _other_ending(game)
    assert again.to_record() != game.to_record()
    assert game_key(again) == game_key(game)
    levels = ["easy"] * (game.rules.seats - 1)
    stats = Statistics()
    assert record_game(stats, game, levels)
    assert not record_game(stats, again, levels)
    assert stats.played == 1
    record_finished_game(game, levels, directory=tmp_path)
    loaded, added, _notice = record_finished_game(again, levels, directory=tmp_path)
    assert not added and loaded.played == 1


def test_the_key_tells_games_apart() -> None:
    game = finished_game(4)
    assert game_key(finished_game(5)) != game_key(game)
    assert game_key(finished_game(4, "classic")) != game_key(game)
    running = new_game("hornafjardar", {"scoring": "running"}, seed=game.seed)
    assert game_key(running) != game_key(new_game("hornafjardar", seed=game.seed))


def test_an_older_statistics_file_still_loads(tmp_path: Path) -> None:
    old_entry = {
        "key": "0f" * 32, "finished_at": "2025-01-02T03:04:05+00:00", "game": "hornafjardar",
        "opponent_levels": ["easy", "hard"], "result": "won", "net": 4, "hands": 7,
        "contracts": {"trump": [4, 3, 18], "nullo": [3, 1, 2]},
    }
    stats_path(tmp_path).write_text(
        json.dumps({"schema": 1, "app": "manni-desktop", "games": [old_entry]}), "utf-8")
    loaded, notice = load_statistics(tmp_path)
    assert notice is None and loaded.played == 1
    entry = loaded.games[0]
    assert entry.key == "0f" * 32, "an old entry keeps its key"
    assert (entry.deals, entry.side_scores, entry.partner_levels) == (7, (), ())
    assert loaded.hands_played == 7 and loaded.average_net_per_hand == pytest.approx(4 / 7)
    assert record_game(loaded, finished_game(2), ["easy", "easy"])
    save_statistics(loaded, tmp_path)
    again, _ = load_statistics(tmp_path)
    assert again == loaded
    written = json.loads(stats_path(tmp_path).read_text("utf-8"))
    assert written["schema"] == STATS_SCHEMA == 2 and written["games"][0]["key"] == "0f" * 32


def _entry(result: str, net: int = 0, levels: tuple[str, ...] = ("easy", "easy")) -> GameEntry:
    return GameEntry(
        key=f"{result}{net}{len(levels)}{id(object())}", finished_at="", game="hornafjardar",
        opponent_levels=levels, result=result, net=net, hands=1,
        contracts={"nullo": ContractTally(1, net, 4)}, deals=1,
    )


def test_streaks_count_sole_wins_only() -> None:
    seq = ["won", "won", "lost", "won", "won", "won", "shared", "won"]
    stats = Statistics([_entry(r) for r in seq])
    assert stats.longest_streak == 3 and stats.current_streak == 1
    assert Statistics([_entry("won"), _entry("lost")]).current_streak == 0
    empty = Statistics()
    assert (empty.played, empty.win_rate, empty.average_net_per_hand) == (0, 0.0, 0.0)
    assert empty.best_game is None and empty.longest_streak == 0


def test_level_grouping_is_by_the_highest_opponent() -> None:
    assert highest_level(["easy", "hard"]) == "hard"
    assert highest_level(["random", "medium"]) == "medium"
    assert highest_level(["easy", "wizard"]) == "wizard"  # unknown levels sort last
    stats = Statistics(
        [_entry("won", levels=("easy", "hard")), _entry("lost", levels=("easy", "easy"))]
    )
    assert {k: (v.played, v.won) for k, v in stats.per_level().items()} == {
        "easy": (1, 0), "hard": (1, 1)}


def test_saved_and_loaded(played: list[tuple[Game, list[str]]], tmp_path: Path) -> None:
    stats = Statistics()
    for game, levels in played[:4]:
        record_game(stats, game, levels)
    save_statistics(stats, tmp_path)
    loaded, notice = load_statistics(tmp_path)
    assert notice is None and loaded == stats
    assert stats_from_json(json.loads(json.dumps(stats_to_json(stats)))) == stats


def test_missing_file_is_empty(tmp_path: Path) -> None:
    assert load_statistics(tmp_path) == (Statistics(), None)


def test_damaged_file_falls_back_to_backup(tmp_path: Path) -> None:
    older = Statistics([_entry("won", 3)])
    save_statistics(older, tmp_path)
    save_statistics(Statistics([_entry("won", 3), _entry("lost", -2)]), tmp_path)
    text = stats_path(tmp_path).read_text("utf-8")
    stats_path(tmp_path).write_text(text[:40], "utf-8")
    loaded, notice = load_statistics(tmp_path)
    assert loaded == older and notice is not None and "backup" in notice


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        json.dumps({"schema": 1, "games": [{"key": 1}]}),
        json.dumps({"schema": 1, "games": "many"}),
        json.dumps({"schema": 1, "games": [{
            "key": "k", "finished_at": "", "game": "manillen", "opponent_levels": [],
            "result": "won", "net": 0, "hands": 0, "contracts": {}, "side_scores": ["x"]}]}),
    ],
)
def test_unusable_files_are_kept_aside_and_never_overwritten(
    tmp_path: Path, content: str
) -> None:
    stats_path(tmp_path).write_text(content, "utf-8")
    loaded, notice = load_statistics(tmp_path)
    assert loaded == Statistics() and notice is not None and "kept as" in notice
    assert not stats_path(tmp_path).exists()
    kept = list(tmp_path.glob("statistics-unreadable-*"))
    assert [p.read_text("utf-8") for p in kept] == [content]
    save_statistics(Statistics([_entry("won")]), tmp_path)
    assert [p.read_text("utf-8") for p in kept] == [content]


@pytest.mark.parametrize("where", ["main", "backup"])
def test_statistics_of_a_newer_version_are_refused_and_never_written_over(
    tmp_path: Path, where: str
) -> None:
    newer = json.dumps({"schema": 4, "games": [{"key": "from the future"}]})
    if where == "main":
        stats_path(tmp_path).write_text(newer, "utf-8")
    else:  # the main file was cut off; its backup is a newer version's
        stats_path(tmp_path).write_text("{", "utf-8")
        backup_path(stats_path(tmp_path)).write_text(newer, "utf-8")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    with pytest.raises(NewerSchemaError, match=r"newer version of Manni Desktop \(schema 4\)"):
        load_statistics(tmp_path)
    with pytest.raises(NewerSchemaError, match="left as they are"):
        record_finished_game(finished_game(3), ["easy", "easy"], directory=tmp_path)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.endswith(".lock")}
    assert after == before


def test_reset_keeps_the_previous_file_as_backup(tmp_path: Path) -> None:
    save_statistics(Statistics([_entry("won", 5)]), tmp_path)
    assert reset_statistics(tmp_path) == Statistics()
    assert load_statistics(tmp_path) == (Statistics(), None)
    backup = read_json(backup_path(stats_path(tmp_path)))
    assert isinstance(backup, dict)
    assert backup["games"]


def test_an_abandoned_game_counts_its_hands_not_a_result() -> None:
    """A game given up after some hands: those hands are played (and their
    points count per hand), but nothing is won or lost."""
    whole = finished_game(6)
    record = whole.to_record()
    assert len(record["hands"]) > 4
    hands = record["hands"][:4]  # the same game, given up during its fourth hand
    hands[3] = dict(hands[3], actions=hands[3]["actions"][:5])
    game = Game.from_record(dict(record, hands=hands), seed=whole.seed, deal_next=False)
    assert not game.over and sum(h.finished for h in game.hands) == 3
    stats = Statistics()
    assert record_game(stats, game, ["easy", "easy"], abandoned=True)
    entry = stats.games[0]
    assert entry.abandoned and entry.deals == 3 and entry.hands == 3
    assert stats.played == 0 and stats.won == 0 and stats.abandoned == 1
    assert stats.hands_played == 3, "once, five hands played showed 'Hands played: 0'"
    assert stats.per_level() == {} and stats.current_streak == 0
    # round trip, and a game given up before any hand ended is not recorded
    again = stats_from_json(json.loads(json.dumps(stats_to_json(stats))))
    assert again == stats
    fresh = new_game("hornafjardar", seed=2)
    assert not record_game(Statistics(), fresh, ["easy", "easy"], abandoned=True)


def test_an_opened_game_counts_only_the_hands_played_here() -> None:
    game = finished_game(7)
    hands = sum(h.finished for h in game.hands)
    stats = Statistics()
    assert record_game(stats, game, ["easy", "easy"], first_hand=2)
    entry = stats.games[0]
    assert entry.opened and entry.hands == hands - 2 and entry.deals == hands - 2
    assert stats.opened == 1 and stats.played == 1
    assert stats.best_game is None, "a game partly played elsewhere is no personal best"


@pytest.mark.parametrize("quota", ["seats", "four"])
def test_a_mizerka_game_counts_by_its_scores(quota: str) -> None:
    """The six-contract games count like Manillen: by their final scores (the
    human's first), not in the Manni games' plus-and-minus figures."""
    game = new_game("mizerka", {"quota": quota}, seed=5)
    step = 0
    while not game.over:
        play_step(game, step)
        step += 1
    scores = game.totals()["score"]
    entry = entry_for(game, ["easy", "hard"], human_seat=1)
    assert entry.side_scores == (scores[1], scores[0], scores[2])
    best = max(scores)
    expected = ("lost" if scores[1] < best
                else "won" if scores.count(best) == 1 else "shared")
    assert entry.result == expected
    assert entry.deals == 18 and (entry.net, entry.hands, entry.contracts) == (0, 0, {})
    assert entry.partnership and entry.level == "hard"
    stats = Statistics()
    assert record_game(stats, game, ["easy", "hard"], human_seat=1)
    assert not record_game(stats, game, ["easy", "hard"], human_seat=1)
    again = stats_from_json(json.loads(json.dumps(stats_to_json(stats))))
    # Each counts under the game the player chose: the six-contract game apart.
    listed = "mizerka" if quota == "seats" else "six-contracts"
    other = "six-contracts" if quota == "seats" else "mizerka"
    assert again.games[0].scoring == quota
    assert again.per_game()[listed].played == 1 and again.per_game()[other].played == 0
    assert again.manni_games == [] and again.hands_played == 0 and again.deals_played == 18


# -- a damaged statistics.json when a game is counted (reliability review, finding 8)


def _many(count: int) -> Statistics:
    return Statistics([dataclasses.replace(_entry("won", i % 5), key=f"game-{i}")
                       for i in range(count)])


def _damaged_main_over_good_backup(folder: Path, content: str) -> None:
    """A backup of 37 games, and a statistics.json of 38 that is then damaged."""
    save_statistics(_many(37), folder)
    save_statistics(_many(38), folder)
    stats_path(folder).write_text(content, "utf-8")


def _kept(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text("utf-8") for p in folder.glob("statistics-unreadable-*")}


ENTRY_WITH_TEXT_NET = json.dumps({"schema": 2, "games": [{
    "key": "k", "finished_at": "", "game": "hornafjardar", "opponent_levels": ["easy"],
    "result": "won", "net": "7", "hands": 1, "contracts": {}}]})

DAMAGED = {
    "truncated": '{"schema": 2, "games": [{"key": "game-0", "fin',
    "random bytes": "\x07\x1b#q\x10~~\x7f",
    "games as an object": json.dumps({"schema": 2, "games": {"game-0": {}}}),
    "net as text": ENTRY_WITH_TEXT_NET,
    "empty": "",
}


@pytest.mark.parametrize("damage", list(DAMAGED))
def test_a_damaged_file_is_kept_aside_and_the_game_added_to_the_backup(
    tmp_path: Path, damage: str
) -> None:
    content = DAMAGED[damage]
    _damaged_main_over_good_backup(tmp_path, content)
    game = finished_game(3)
    stats, added, notice = record_finished_game(game, ["easy", "easy"], directory=tmp_path)
    assert added and stats.played == 38  # the backup's 37 and the new game
    assert game_key(game) in stats.recorded_keys()
    assert notice is not None and notice.params["cause"]["code"] == "stats_from_backup"
    assert "restored from their backup" in notice and "kept as" in notice
    kept = _kept(tmp_path)
    assert list(kept.values()) == [content]
    assert notice.params["files"] == [str(tmp_path / name) for name in kept]
    # what was written is what the player was told: the backup and the new game
    loaded, again = load_statistics(tmp_path)
    assert again is None and loaded == stats
    # the next game is counted with nothing to say, and the kept file stays as it is
    stats, added, notice = record_finished_game(finished_game(4), ["easy", "easy"],
                                                directory=tmp_path)
    assert added and notice is None and stats.played == 39
    record_finished_game(finished_game(5), ["easy", "easy"], directory=tmp_path)
    assert _kept(tmp_path) == kept
    assert load_statistics(tmp_path)[0].played == 40


def test_an_unreadable_file_is_kept_aside_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """statistics.json that cannot be read (the review: owned by another user,
    mode 0600; stood in for here, the tests may run as root)."""
    _damaged_main_over_good_backup(tmp_path, json.dumps(stats_to_json(_many(38))))
    main = stats_path(tmp_path)
    real = read_json

    def denied(path: Path) -> object:
        if path == main:
            raise StorageError("cannot_read", {"path": str(path), "reason": "permission"})
        return real(path)

    monkeypatch.setattr(stats_module, "read_json", denied)
    stats, added, notice = record_finished_game(finished_game(3), ["easy", "easy"],
                                                directory=tmp_path)
    monkeypatch.undo()
    assert added and stats.played == 38
    assert notice is not None and "permission denied" in notice and "kept as" in notice
    assert len(_kept(tmp_path)) == 1
    assert load_statistics(tmp_path) == (stats, None)


def test_both_damaged_are_kept_aside_and_the_player_told_they_restart(tmp_path: Path) -> None:
    stats_path(tmp_path).write_text("{", "utf-8")
    backup_path(stats_path(tmp_path)).write_text(ENTRY_WITH_TEXT_NET, "utf-8")
    stats, added, notice = record_finished_game(finished_game(3), ["easy", "easy"],
                                                directory=tmp_path)
    assert added and stats.played == 1
    assert notice is not None and notice.code == "stats_restarted_kept"
    assert "start again from zero" in notice and "kept as" in notice
    assert sorted(_kept(tmp_path).values()) == sorted(["{", ENTRY_WITH_TEXT_NET])
    assert load_statistics(tmp_path) == (stats, None)
    stats, added, notice = record_finished_game(finished_game(4), ["easy", "easy"],
                                                directory=tmp_path)
    assert added and notice is None and stats.played == 2


def test_files_set_aside_in_the_same_second_keep_each_other(tmp_path: Path) -> None:
    contents = ["{", "[1", "nope"]
    for number, content in enumerate(contents):
        save_statistics(_many(3), tmp_path)
        save_statistics(_many(4), tmp_path)
        stats_path(tmp_path).write_text(content, "utf-8")
        _, added, notice = record_finished_game(finished_game(10 + number), ["easy", "easy"],
                                                directory=tmp_path)
        assert added and notice is not None
    assert sorted(_kept(tmp_path).values()) == sorted(contents)


def test_a_damaged_file_that_cannot_be_set_aside_is_not_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _damaged_main_over_good_backup(tmp_path, "{")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    real = os.replace

    def no_renaming_aside(source: Any, target: Any) -> None:
        if Path(target).name.startswith("statistics-unreadable-"):
            raise PermissionError(errno.EACCES, "Permission denied")
        real(source, target)

    monkeypatch.setattr(os, "replace", no_renaming_aside)
    with pytest.raises(StorageError, match="permission denied"):
        record_finished_game(finished_game(3), ["easy", "easy"], directory=tmp_path)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.endswith(".lock")}
    assert after == before


def test_the_count_is_never_lower_without_a_word(tmp_path: Path) -> None:
    """Whatever happened to the files, a count lower than the last one read
    comes with a message."""
    save_statistics(_many(5), tmp_path)
    save_statistics(_many(6), tmp_path)
    last = load_statistics(tmp_path)[0].played
    for number, content in enumerate(DAMAGED.values()):
        stats_path(tmp_path).write_text(content, "utf-8")
        loaded, notice = load_statistics(tmp_path)
        assert loaded.played >= last or notice is not None
        stats, _added, notice = record_finished_game(
            finished_game(20 + number), ["easy", "easy"], directory=tmp_path)
        assert stats.played > last or notice is not None
        last = stats.played


# -- one damaged game in a good file (reliability review 2026-12-07, failure 3)


def test_one_damaged_game_is_set_aside_alone_and_every_other_game_kept(tmp_path: Path) -> None:
    """One entry's ``side_scores`` "x" (no backup): that game alone is left
    out and, when the next game is counted, kept in a file of its own; the
    other 23 stay counted (they used to start again from zero)."""
    save_statistics(_many(24), tmp_path)
    path = stats_path(tmp_path)
    backup_path(path).unlink(missing_ok=True)
    data = json.loads(path.read_text("utf-8"))
    data["games"][5]["side_scores"] = "x"
    bad = data["games"][5]
    path.write_text(json.dumps(data), "utf-8")
    before = path.read_bytes()
    loaded, notice = load_statistics(tmp_path)
    assert [g.key for g in loaded.games] == [f"game-{i}" for i in range(24) if i != 5]
    assert notice is not None and notice.code == "stats_games_left_out"
    assert "game 6" in notice and "side_scores" in notice and "every other game" in notice
    assert path.read_bytes() == before and _kept(tmp_path) == {}, "viewing writes nothing"
    game = finished_game(3)
    stats, added, notice = record_finished_game(game, ["easy", "easy"], directory=tmp_path)
    assert added and stats.played == 24 and game_key(game) in stats.recorded_keys()
    assert notice is not None and notice.code == "stats_games_set_aside"
    kept = _kept(tmp_path)
    assert len(kept) == 1 and json.loads(next(iter(kept.values())))["games"] == [bad]
    assert notice.params["files"] == [str(tmp_path / name) for name in kept]
    assert load_statistics(tmp_path) == (stats, None)
    stats, added, notice = record_finished_game(finished_game(4), ["easy", "easy"],
                                                directory=tmp_path)
    assert added and notice is None and stats.played == 25 and _kept(tmp_path) == kept
