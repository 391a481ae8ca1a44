"""Print every headline figure of benchmarks/results/README.md from the saved rows.

Why: each figure the README and benchmarks/results/README.md quote must be
reproducible by a maintainer who has only the repository.  This runs, for
each figure, the report command its row gives (``bot_strength.py``,
``manillen_strength.py`` or ``mizerka_strength.py`` with ``--report`` on the
compressed rows in benchmarks/results/) and prints what it prints, under
the figure's name.  Nothing is played again: that is the "run again"
command of each row.

Run: PYTHONPATH=. python3 benchmarks/headline_figures.py [--only WORD]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"

Figure = tuple[str, str, tuple[str, ...], tuple[str, ...]]  # name, script, files, extra args

FIGURES: tuple[Figure, ...] = (
    # Up to the issue 36 entries, "hard" is the hard before stop 51, which played
    # every card out by rollouts (rows hardpoor, or hard in older files); hard
    # since then solves no-trump as the 2026-12-06 rows' expert does.
    ("hard - easy without noise", "bot_strength.py",
     ("2026-12-03-hardpoor-vs-easynoiseless",), ("--by-contract",)),
    ("the all-seeing player - easy without noise", "bot_strength.py",
     ("2026-12-02-allseeing-vs-easynoiseless", "2026-12-03-allseeing-vs-easynoiseless-100-999"),
     ("--by-contract",)),
    ("hard - half of what seeing every card gains", "bot_strength.py",
     ("2026-12-03-hardpoor-vs-easynoiseless", "2026-12-02-allseeing-vs-easynoiseless",
      "2026-12-03-allseeing-vs-easynoiseless-100-999", "2026-12-02-hard-with-nullo-voids",
      "2026-12-03-hard-vs-easynoiseless-330-999"),
     ("--compare", "hardpoor-easynoiseless:allseeing-easynoiseless*0.5,"
      "hard-easynoiseless:allseeing-easynoiseless*0.5,"
      "hardpoor-easynoiseless:hard-easynoiseless")),
    ("hard - plain sampling", "bot_strength.py",
     ("2026-12-03-hardpoor-vs-plain", "2026-12-03-hardpoor-vs-plain-120-999"),
     ("--by-contract",)),
    ("hard - medium", "bot_strength.py",
     ("2026-12-03-ladder-hornafjardar-hard-now",), ("--by-contract",)),
    ("hard - medium, Classic", "bot_strength.py",
     ("2026-12-02-ladder-hard750", "2026-12-03-ladder-classic-hard-medium-more",
      "2026-12-03-ladder-classic-hard-medium-last"), ()),
    ("medium - easy, both games", "bot_strength.py",
     ("2026-12-01-ladder-hornafjardar", "2026-12-01-ladder-classic"), ()),
    ("issue 36: careful - easy without noise", "bot_strength.py",
     ("2026-12-05-careful-vs-easynoiseless",), ("--by-contract",)),
    ("issue 36: careful - easy without noise, Classic", "bot_strength.py",
     ("2026-12-05-careful-vs-easynoiseless-classic",), ()),
    ("issue 36: the hard before stop 51 - careful", "bot_strength.py",
     ("2026-12-05-hard-vs-careful", "2026-12-05-hard-vs-careful-115-999"), ("--by-contract",)),
    ("issue 36: hard since stop 52 (ties broken by the rule) - hard of stop 51, deals 0-999",
     "bot_strength.py", ("2026-12-06-hardtie-vs-hard-notrump",),
     ("--tied", "trump,nullo:0-999")),
    ("issue 36: hard since stop 52 - plain sampling (chained through hard of stop 51)",
     "bot_strength.py", ("2026-12-06-hardtie-vs-hard-notrump", "2026-12-06-expert-vs-plain"),
     ("--chain", "hardtie-expert100+expert-plain", "--same-cards", "trump,nullo",
      "--same-player", "expert100=expert", "--by-contract")),
    ("issue 36: hard since stop 52 - careful (no-trump chained through the tie-break and "
     "the solving studies)",
     "bot_strength.py",
     ("2026-12-06-hardtie-vs-hard-notrump", "2026-12-06-ntsolve24-vs-hard-notrump",
      "2026-12-06-ntsolve27-vs-ntsolve24-notrump",
      "2026-12-05-hard-vs-careful", "2026-12-05-hard-vs-careful-115-999"),
     ("--chain", "hardtie-expert100+ntsolve27x100-ntsolve24x100+ntsolve24x100-hard+hard-careful",
      "--same-player", "expert100=ntsolve27x100", "--same-cards", "trump,nullo",
      "--by-contract")),
    ("issue 36: hard since stop 52 - medium (chained the same way)",
     "bot_strength.py",
     ("2026-12-06-hardtie-vs-hard-notrump", "2026-12-06-ntsolve24-vs-hard-notrump",
      "2026-12-06-ntsolve27-vs-ntsolve24-notrump", "2026-12-03-ladder-hornafjardar-hard-now"),
     ("--chain", "hardtie-expert100+ntsolve27x100-ntsolve24x100+ntsolve24x100-hard+hard-medium",
      "--same-player", "expert100=ntsolve27x100", "--same-cards", "trump,nullo")),
    ("issue 36: expert since stop 53 (hardblend25) - hard, deals 0-999",
     "bot_strength.py", ("2026-12-07-hardblend25-vs-hardtie-notrump",),
     ("--tied", "trump,nullo:0-999")),
    ("issue 36: hardblend25 - plain sampling (chained through hard and hard of stop 51)",
     "bot_strength.py",
     ("2026-12-07-hardblend25-vs-hardtie-notrump", "2026-12-06-hardtie-vs-hard-notrump",
      "2026-12-06-expert-vs-plain"),
     ("--chain", "hardblend25-hardtie+hardtie-expert100+expert-plain", "--same-cards",
      "trump,nullo", "--same-player", "expert100=expert", "--by-contract")),
    ("issue 36: hard of stop 51 - careful (no-trump chained through the solving studies)",
     "bot_strength.py",
     ("2026-12-06-ntsolve24-vs-hard-notrump", "2026-12-06-ntsolve27-vs-ntsolve24-notrump",
      "2026-12-05-hard-vs-careful", "2026-12-05-hard-vs-careful-115-999"),
     ("--chain", "ntsolve27x100-ntsolve24x100+ntsolve24x100-hard+hard-careful",
      "--same-cards", "trump,nullo", "--by-contract")),
    ("issue 36: hard of stop 51 - medium (no-trump chained through the solving studies)",
     "bot_strength.py",
     ("2026-12-06-ntsolve24-vs-hard-notrump", "2026-12-06-ntsolve27-vs-ntsolve24-notrump",
      "2026-12-03-ladder-hornafjardar-hard-now"),
     ("--chain", "ntsolve27x100-ntsolve24x100+ntsolve24x100-hard+hard-medium",
      "--same-cards", "trump,nullo", "--by-contract")),
    ("issue 36: hard (no-trump solved from 27 cards) - the hard before it, deals 0-999",
     "bot_strength.py",
     ("2026-12-06-ntsolve24-vs-hard-notrump", "2026-12-06-ntsolve27-vs-ntsolve24-notrump"),
     ("--chain", "ntsolve27x100-ntsolve24x100+ntsolve24x100-hard", "--tied",
      "trump,nullo:0-999", "--by-contract")),
    ("issue 36: hard (the rows' expert) - plain sampling, and over the hard before it",
     "bot_strength.py",
     ("2026-12-06-expert-vs-plain", "2026-12-03-hardpoor-vs-plain",
      "2026-12-03-hardpoor-vs-plain-120-999"),
     ("--by-contract", "--compare", "expert-plain:hardpoor-plain")),
    ("issue 36: hard (the rows' expert) - plain on trump and Nullo deals, replayed",
     "bot_strength.py", ("2026-12-06-expert-vs-plain-replayed",), ()),
    # Expert since stop 51 is expert250; the rows' expert is hard.
    ("issue 36: expert (expert250, 250 solved deals a card) - hard (the rows' expert)",
     "bot_strength.py",
     ("2026-12-06-expert250-vs-expert-partial", "2026-12-06-expert250-vs-expert-362-999"),
     ("--tied", "trump,nullo:0-999")),
    ("issue 36: expert (expert250) - plain sampling (chained through hard)", "bot_strength.py",
     ("2026-12-06-expert250-vs-expert-partial", "2026-12-06-expert250-vs-expert-362-999",
      "2026-12-06-expert-vs-plain"),
     ("--chain", "expert250-expert+expert-plain", "--same-cards", "trump,nullo",
      "--by-contract")),
    ("issue 36: expert29 (solving from 29 cards) - expert250, deals 0-999", "bot_strength.py",
     ("2026-12-06-expert29-vs-expert250-partial", "2026-12-06-expert29-vs-expert250-445-999"),
     ("--tied", "trump,nullo:0-999")),
    ("issue 36: expert29 - hard (chained through expert250), deals 0-999", "bot_strength.py",
     ("2026-12-06-expert29-vs-expert250-partial", "2026-12-06-expert29-vs-expert250-445-999",
      "2026-12-06-expert250-vs-expert-partial", "2026-12-06-expert250-vs-expert-362-999"),
     ("--chain", "expert29-expert250+expert250-expert", "--tied", "trump,nullo:0-999",
      "--by-contract")),
    ("issue 36: expert29 - plain sampling (chained through expert250 and hard)",
     "bot_strength.py",
     ("2026-12-06-expert29-vs-expert250-partial", "2026-12-06-expert29-vs-expert250-445-999",
      "2026-12-06-expert250-vs-expert-partial", "2026-12-06-expert250-vs-expert-362-999",
      "2026-12-06-expert-vs-plain"),
     ("--chain", "expert29-expert250+expert250-expert+expert-plain", "--same-cards",
      "trump,nullo", "--by-contract")),
    ("issue 36: hard250L4 - hard, first rows (partial), and against expert250",
     "bot_strength.py",
     ("2026-12-06-hard250L4-vs-hard-partial", "2026-12-06-hard250L4-vs-hard-448-529",
      "2026-12-06-expert250-vs-expert-partial",
      "2026-12-06-expert250-vs-expert-362-999"),
     ("--compare", "hard250L4-expert100:expert250-expert")),
    ("issue 36: solving no-trump from 24 cards - hard, replayed deals (seed noise)",
     "bot_strength.py", ("2026-12-06-ntsolve24-vs-hard-replayed",),
     ("--by-contract", "--tied", "trump,nullo:0-99")),
    ("issue 36: the old expert (3x hard's deals) - hard", "bot_strength.py",
     ("2026-12-05-expert-vs-hard",), ("--by-contract",)),
    ("issue 36: the old expert - hard, fresh trump deals", "bot_strength.py",
     ("2026-12-05-expert-vs-hard-trump-1000",), ()),
    ("issue 36: the old expert - hard, every deal so far", "bot_strength.py",
     ("2026-12-05-expert-vs-hard-trump-1000", "2026-12-05-expert-vs-hard"), ("--by-contract",)),
    ("issue 36: Manillen expert - hard, by side", "manillen_strength.py",
     ("2026-12-05-manillen-expert-vs-hard",), ()),
    ("issue 36: Mizerka expert - hard", "mizerka_strength.py",
     ("2026-12-05-mizerka-expert-vs-hard",), ()),
    ("Manillen: hard - medium and medium - easy, by side", "manillen_strength.py",
     ("2026-12-03-manillen-by-side",), ()),
    ("Mizerka: easy - random", "mizerka_strength.py", ("2026-12-04-mizerka-easy-random",), ()),
    ("Mizerka: medium - easy", "mizerka_strength.py", ("2026-12-04-mizerka-medium-easy",), ()),
    ("Mizerka: hard - medium", "mizerka_strength.py", ("2026-12-04-mizerka-hard-medium",), ()),
)


def command(figure: Figure) -> list[str]:
    """The report command of ``figure``, with this Python."""
    _name, script, files, extra = figure
    paths = [str(RESULTS / f"{stem}.jsonl.gz") for stem in files]
    return [sys.executable, str(HERE / script), "--report", *paths, *extra]


def missing(figure: Figure) -> list[str]:
    return [stem for stem in figure[2] if not (RESULTS / f"{stem}.jsonl.gz").exists()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="only the figures whose name contains this text")
    args = parser.parse_args()
    failed = 0
    for figure in FIGURES:
        if args.only and args.only.lower() not in figure[0].lower():
            continue
        print(f"== {figure[0]}", flush=True)
        absent = missing(figure)
        if absent:
            print(f"   missing rows: {', '.join(absent)}")
            failed += 1
            continue
        if "--by-contract" in figure[3]:  # the whole figure first, then by contract
            whole = (*figure[:3], tuple(a for a in figure[3] if a != "--by-contract"))
            failed += subprocess.run(command(whole), check=False).returncode != 0
        done = subprocess.run(command(figure), check=False)
        failed += done.returncode != 0
        print(flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
