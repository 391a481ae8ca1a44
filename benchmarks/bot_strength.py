"""How much stronger each bot level is than the one below, on duplicate deals.

Every deal is played once per seat arrangement (A in one seat and B in the
other two, for each seat; with ``--arrangements 6`` also the reverse), so
the luck of the cards cancels.  For each pair it prints the mean difference
in net points per hand (A's mean net minus B's) with a 95 % paired
bootstrap confidence interval over deals, and A's win rate over whole games
(A in one seat, B in two; a fair share is 33 %).  The all-seeing reference
(sees every card, for measurement only) against medium shows how much of
the gap from medium to perfect information hard closes.

Targets (issue 3, at >= 2,000 duplicate deals): every level beats the one
below with the interval's lower bound above zero; hard closes at least half
the gap between medium and the all-seeing player.

Run: PYTHONPATH=. python3 benchmarks/bot_strength.py [--quick] [--deals N]
     [--workers W] [--pairs hard-medium,...] [--out results.jsonl]
     PYTHONPATH=. python3 benchmarks/bot_strength.py --report results.jsonl [more.jsonl.gz ...]
         [--compare hardnosolver-easynoiseless:hard-easynoiseless]

``--report`` reads plain or gzip-compressed rows (a name ending in ``.gz``);
``--out`` writes plain JSON lines, so a run cut short keeps every row it
finished (compress the file once the run is done, ``gzip -9n``).

A pair ``A-B`` names two players: the levels (``expert`` too), the
yardsticks (arena.YARDSTICKS: ``plain``, plain sampling with 200 deals a
card and the rule's exchange; ``easynoiseless``, the rule's card and
exchange without easy's noise; ``careful``, issue 36's rule player that
counts cards, voids and the public cut card; ``allseeing``, the reference
that sees every card; ``random``) and the variants (arena.VARIANTS).
``--contracts notrump`` runs only the deals of one kind of contract.
benchmarks/results/README.md lists every saved study: what it measured,
its figures, the command that reports them from the saved rows and the one
that runs it again, and which player each name in the rows stands for.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections.abc import Iterable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import duplicate_deal, player_for, player_names, whole_game  # noqa: E402

from manni_desktop.engine import new_game  # noqa: E402

DEFAULT_PAIRS = ("hard-medium", "medium-easy", "easy-random", "allseeing-medium")
CONTRACT_KINDS = ("trump", "notrump", "nullo")
DEAL_SEED_BASE = 1_000_000
GAME_SEED_BASE = 2_000_000


def deal_contract(game_name: str, deal: int) -> str:
    """The kind of contract of a deal (trump, notrump or nullo): a change that
    only touches one kind can be measured on those deals alone."""
    contract = new_game(game_name, seed=DEAL_SEED_BASE + deal).observation(0)["contract"]
    return str(contract).split(":")[0]


def _deal_task(task: tuple[str, str, int, int]) -> dict[str, object]:
    pair, game_name, deal, arrangements = task
    a, b = pair.split("-")
    start = time.perf_counter()
    diff = duplicate_deal(
        game_name, DEAL_SEED_BASE + deal, player_for(a), player_for(b), arrangements
    )
    return {"kind": "deal", "pair": pair, "game": game_name, "deal": deal,
            "arrangements": arrangements, "diff": diff,
            "seconds": round(time.perf_counter() - start, 2)}


def _game_task(task: tuple[str, str, int]) -> dict[str, object]:
    pair, game_name, index = task
    a, b = pair.split("-")
    seat = index % 3
    players = [player_for(a) if s == seat else player_for(b) for s in range(3)]
    winners = whole_game(game_name, GAME_SEED_BASE + index, players)
    share = (1.0 / len(winners)) if seat in winners else 0.0
    return {"kind": "game", "pair": pair, "game": game_name, "index": index, "win": share}


def bootstrap_interval(
    values: list[float], rounds: int = 4000, seed: int = 1
) -> tuple[float, float]:
    """95 % interval of the mean by resampling deals (each value is already a
    paired difference on one deal)."""
    rng = random.Random(seed)
    n = len(values)
    means = sorted(sum(rng.choices(values, k=n)) / n for _ in range(rounds))
    return means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]


def read_rows(paths: Iterable[str | Path]) -> list[dict[str, object]]:
    """The saved rows of results files, all together: JSON lines, plain or
    gzip-compressed (a name ending in ``.gz``)."""
    rows: list[dict[str, object]] = []
    for path in paths:
        if str(path).endswith(".gz"):
            with gzip.open(path, "rt", encoding="utf-8") as handle:
                text = handle.read()
        else:
            text = Path(path).read_text(encoding="utf-8")
        rows += [json.loads(line) for line in text.splitlines() if line.strip()]
    return rows


def check_out(parser: argparse.ArgumentParser, out: str | Path | None) -> None:
    """Runs append plain JSON lines: a gzip stream cut short by a stopped run
    would lose its last rows, so a ``.gz`` name is refused."""
    if out is not None and str(out).endswith(".gz"):
        parser.error("--out writes plain JSON lines; compress the file when the run is done")


def row_number(row: dict[str, object], key: str) -> float:
    """A saved row's figure; a line whose field is not a number stops the
    report with its name rather than a bare TypeError."""
    value = row[key]
    if not isinstance(value, (int, float)):
        raise SystemExit(f"not a number in a saved row: {key}={value!r}")
    return float(value)


def report(rows: list[dict[str, object]], by_contract: bool = False) -> None:
    by_pair: dict[tuple[str, str], list[float]] = {}
    wins: dict[tuple[str, str], list[float]] = {}
    for row in rows:
        game = str(row["game"])
        if by_contract and row["kind"] == "deal":
            game += ":" + deal_contract(game, int(row_number(row, "deal")))
        key = (str(row["pair"]), game)
        if row["kind"] == "deal":
            by_pair.setdefault(key, []).append(row_number(row, "diff"))
        else:
            wins.setdefault(key, []).append(row_number(row, "win"))
    print("pair               game                  deals   mean net diff/hand   95% CI    "
          "        "
          "games  A win rate")
    means: dict[tuple[str, str], float] = {}
    for key in sorted(set(by_pair) | set(wins)):
        diffs = by_pair.get(key, [])
        line = f"{key[0]:18} {key[1]:21} {len(diffs):5d}"
        if len(diffs) >= 2:
            mean = sum(diffs) / len(diffs)
            means[key] = mean
            low, high = bootstrap_interval(diffs)
            line += f"   {mean:+.3f}               [{low:+.3f}, {high:+.3f}]"
        else:
            line += " " * 44
        games = wins.get(key, [])
        if games:
            line += f"  {len(games):5d}  {100 * sum(games) / len(games):.1f} %"
        print(line)
    for game_name in sorted({k[1] for k in means}):
        hard = means.get(("hard-medium", game_name))
        seeing = means.get(("allseeing-medium", game_name))
        if hard is not None and seeing:
            print(f"{game_name}: hard closes {100 * hard / seeing:.0f} % of the gap from "
                  f"medium to the all-seeing player ({hard:+.3f} of {seeing:+.3f})")


def compare(rows: list[dict[str, object]], spec: str) -> None:
    """Paired difference of two pairs on the deals both played, e.g.
    ``hardnosolver-easynoiseless:hard-easynoiseless`` (same yardstick, same
    deals and seeds: what the one change buys against that yardstick).

    A factor after the second pair, ``hard-easynoiseless:allseeing-easynoiseless*0.5``,
    scales it: issue 17 asks hard for half of what seeing every card gains."""
    for item in spec.split(","):
        first, second = item.split(":")
        second, _, factor_text = second.partition("*")
        factor = float(factor_text) if factor_text else 1.0
        diffs: dict[str, dict[tuple[str, int], float]] = {first: {}, second: {}}
        for row in rows:
            if row["kind"] == "deal" and row["pair"] in diffs:
                key = (str(row["game"]), int(row_number(row, "deal")))
                diffs[str(row["pair"])][key] = row_number(row, "diff")
        common = sorted(set(diffs[first]) & set(diffs[second]))
        values = [diffs[first][k] - factor * diffs[second][k] for k in common]
        if len(values) < 2:
            print(f"{item}: fewer than 2 common deals")
            continue
        low, high = bootstrap_interval(values)
        scaled = f"{factor:g} x {second}" if factor_text else second
        print(f"{first} minus {scaled}: {len(values)} common deals, "
              f"{sum(values) / len(values):+.3f} [{low:+.3f}, {high:+.3f}]")


def chained_rows(rows: list[dict[str, object]], chain: str,
                 same_cards: frozenset[str] = frozenset(),
                 aliases: dict[str, str] | None = None) -> list[dict[str, object]]:
    """Rows of the pair ``A-D`` from ``A-B+B-C+C-D`` (two links or more): on
    each deal every link played, the sum of their paired differences.

    Why: each is an unbiased paired estimate on that deal, so their sum
    estimates A − D on it, and the bootstrap over deals of the sums is a
    fair interval; it lets a change measured against the level it improves
    (A − B) be read against the level below (B − C) without playing A − C.

    ``same_cards``: contract kinds under which a link's two players play the
    very same cards for a seed (hard and expert differ only under no-trump),
    so a link with no row on a Hornafjarðar deal of those kinds counts 0
    there instead of dropping the deal.

    ``aliases``: names of one player under another name (``expert100`` →
    ``expert``: the level as it was when older rows were played), so links
    recorded under either meet."""
    links = chain.split("+")
    names = [link.split("-") for link in links]
    aliases = aliases or {}

    def same(a: str, b: str) -> bool:
        return aliases.get(a, a) == aliases.get(b, b)

    if len(links) < 2 or any(len(pair) != 2 for pair in names) or any(
            not same(names[i][1], names[i + 1][0]) for i in range(len(names) - 1)):
        raise SystemExit(f"--chain {chain!r}: the pairs must meet (A-B+B-C...)")
    diffs: dict[str, dict[tuple[str, int], float]] = {link: {} for link in links}
    for row in rows:
        if row["kind"] == "deal" and row["pair"] in diffs:
            diffs[str(row["pair"])][(str(row["game"]), int(row_number(row, "deal")))] = (
                row_number(row, "diff"))
    played = set().union(*(set(d) for d in diffs.values()))

    def link_diff(link: str, key: tuple[str, int]) -> float | None:
        if key in diffs[link]:
            return diffs[link][key]
        game, deal = key
        if same_cards and game == "hornafjardar" and deal_contract(game, deal) in same_cards:
            return 0.0
        return None

    chained: list[dict[str, object]] = []
    for key in sorted(played):
        parts = [link_diff(link, key) for link in links]
        if all(part is not None for part in parts):
            chained.append({"kind": "deal", "pair": f"{names[0][0]}-{names[-1][1]}",
                            "game": key[0], "deal": key[1],
                            "diff": sum(part for part in parts if part is not None)})
    return chained


def tied_report(rows: list[dict[str, object]], spec: str) -> None:
    """Each pair's mean over a whole range of deals, ``KINDS:FIRST-LAST`` (for
    example ``trump,nullo:0-999``), counting the deals of those contract kinds
    as ties (0) and the others by their rows.

    Why: a level that differs from another only under one contract (expert
    solves only no-trump deals) plays the very same cards as the other for
    the same seed on the other deals (``tests/ai/test_manni_expert.py``), so
    its true difference there is exactly 0.  A played row there is not 0: the
    six arrangements of a deal use six seeds, so it measures the seeds' noise
    alone; those rows are reported on their own, as a check that they centre
    on 0, and not mixed in."""
    kinds_text, _, span = spec.partition(":")
    first, _, last = span.partition("-")
    kinds = set(kinds_text.split(","))
    deals = range(int(first), int(last) + 1)
    tied = {d for d in deals if deal_contract("hornafjardar", d) in kinds}
    by_pair: dict[str, dict[int, float]] = {}
    for row in rows:
        if row["kind"] == "deal" and row["game"] == "hornafjardar" and row["deal"] in deals:
            by_pair.setdefault(str(row["pair"]), {})[int(row_number(row, "deal"))] = (
                row_number(row, "diff"))
    for pair, diffs in sorted(by_pair.items()):
        values = [0.0 if d in tied else diffs[d] for d in deals if d in tied or d in diffs]
        missing = len(deals) - len(values)
        low, high = bootstrap_interval(values)
        print(f"{pair}: {len(values)} deals of {first}-{last}, {len(tied)} {kinds_text} deals "
              f"among them counted as ties ({missing} deals of the range without a row): "
              f"{sum(values) / len(values):+.3f} [{low:+.3f}, {high:+.3f}]")
        played = [diffs[d] for d in sorted(tied) if d in diffs]
        if len(played) >= 2:
            low, high = bootstrap_interval(played)
            print(f"  the {len(played)} {kinds_text} deals played all the same (seed noise): "
                  f"{sum(played) / len(played):+.3f} [{low:+.3f}, {high:+.3f}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--first-deal", type=int, default=0, help="resume a run from here")
    parser.add_argument("--games", type=int, default=30, help="whole games per pair")
    parser.add_argument("--quick", action="store_true", help="CI-sized: 6 deals, 1 game")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--pairs", default=",".join(DEFAULT_PAIRS),
                        help="A-B,...: each of A and B a level, a yardstick or a variant")
    parser.add_argument("--game", default="hornafjardar", choices=("hornafjardar", "classic"))
    parser.add_argument("--arrangements", type=int, default=6, choices=(3, 6))
    parser.add_argument("--out", help="append one JSON line per deal/game to this file")
    parser.add_argument("--report", nargs="+", metavar="FILE",
                        help="only summarise results files (rows of all of them together)")
    parser.add_argument("--contracts", help="only deals of these contract kinds, "
                        f"comma-separated ({', '.join(CONTRACT_KINDS)})")
    parser.add_argument("--by-contract", action="store_true",
                        help="with --report: a line per pair and contract kind")
    parser.add_argument("--compare", help="with --report: paired differences of pairs on "
                        "common deals, 'pairA:pairB,...' (pairB*0.5 scales pairB)")
    parser.add_argument("--chain", metavar="A-B+B-C",
                        help="with --report: also the pair A-C, each deal both pairs "
                        "played summed; more links as A-B+B-C+C-D (chained_rows)")
    parser.add_argument("--same-cards", metavar="KINDS",
                        help="with --chain (Hornafjarðar): a link with no row on a deal of "
                        "these contract kinds counts 0 there (its players play the same "
                        "cards under them)")
    parser.add_argument("--same-player", metavar="NAME=NAME,...",
                        help="with --chain: two names of one player (a variant and the "
                        "level it equals, as in older rows), so links under either meet")
    parser.add_argument("--tied", metavar="KINDS:FIRST-LAST",
                        help="with --report (Hornafjarðar): each pair's mean over the deals "
                        "FIRST-LAST, those of the contract KINDS counted as ties where no "
                        "row was played (tied_report)")
    args = parser.parse_args()
    if args.report:
        saved = read_rows(args.report)
        if args.chain:
            same = frozenset((args.same_cards or "").split(",")) - {""}
            aliases = dict(pair.split("=", 1) for pair in (args.same_player or "").split(",")
                           if "=" in pair)
            saved += chained_rows(saved, args.chain, same, aliases)
        report(saved, args.by_contract)
        if args.compare:
            compare(saved, args.compare)
        if args.tied:
            tied_report(saved, args.tied)
        return
    check_out(parser, args.out)
    deals, games = (6, 1) if args.quick else (args.deals, args.games)
    pairs = [p for p in args.pairs.split(",") if p]
    known = player_names()
    for pair in pairs:
        names = pair.split("-")
        if len(names) != 2 or not set(names) <= set(known):
            parser.error(f"unknown pair {pair!r}: each side one of {', '.join(known)}")
    kinds = set(args.contracts.split(",")) if args.contracts else set(CONTRACT_KINDS)
    if not kinds <= set(CONTRACT_KINDS):
        parser.error(f"unknown contract kind in {args.contracts!r}")
    chosen = [args.first_deal + d for d in range(deals)
              if deal_contract(args.game, args.first_deal + d) in kinds]
    deal_tasks = [(p, args.game, d, args.arrangements) for d in chosen for p in pairs]
    game_tasks = [(p, args.game, g) for p in pairs for g in range(games)]
    rows: list[dict[str, object]] = []
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    started = time.perf_counter()
    with Pool(args.workers) as pool:
        streams = [pool.imap_unordered(_deal_task, deal_tasks),
                   pool.imap_unordered(_game_task, game_tasks)]
        for stream in streams:
            for row in stream:
                rows.append(row)
                if out:  # written as they come, so a long run can be cut short
                    out.write(json.dumps(row) + "\n")
                    out.flush()
    if out:
        out.close()
    print(f"{deals} duplicate deals x {args.arrangements} arrangements, {games} whole games "
          f"per pair, {args.game}, {time.perf_counter() - started:.0f} s")
    report(rows)


if __name__ == "__main__":
    main()
