"""Decision time of the levels through the bot protocol, as an outside program sees it.

Why: issue 36 sets hard's budget (p95 <= 300 ms a card, <= 1 s an exchange)
and expert's (p95 <= 1 s) "through the protocol".  ``bot_latency.py`` times
``choose_action`` inside one process; this starts one ``manni-desktop bot
--level L`` process per level, as docs/PROTOCOL.md's ``manni-bot/1`` says,
and times each ``act`` request from the written line to the answer read
back: the JSON on both pipes and the bot's parsing of the observation count
too (each process first answers one untimed request of another deal,
which loads its modules).  It prints the wall time and the bot process's own CPU time for each
request (``/proc/PID/stat``, Linux, in clock ticks of 10 ms), the second for
a machine whose cores are shared with other runs.

The hands are bot_latency's (seeds 50,000 + k), the levels rotated over the
seats hand by hand, in Hornafjarðar Manni (where hard and expert solve) and,
with ``--game classic``, Classic.

Run: PYTHONPATH=. python3 benchmarks/protocol_latency.py [--hands 12]
     [--levels hard,expert,expert] [--game hornafjardar]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

sys.path.insert(0, str(Path(__file__).resolve().parent))

from percentiles import timing_columns  # noqa: E402

from manni_desktop.engine import action_from_json, new_game  # noqa: E402

TICK = 1.0 / os.sysconf("SC_CLK_TCK")


class BotProcess:
    """One ``manni-desktop bot`` process: a request in, a line out."""

    def __init__(self, level: str, warm_up: dict[str, object]) -> None:
        self.level = level
        self.process = subprocess.Popen(
            [sys.executable, "-m", "manni_desktop", "bot", "--level", level, "--seed", "1"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.act(warm_up)

    def cpu_seconds(self) -> float:
        """The process's user + system CPU time so far (fields 14 and 15)."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * TICK

    def act(self, observation: dict[str, object]) -> tuple[dict[str, object], float, float]:
        """The bot's action, the wall seconds and the bot's CPU seconds it took."""
        stdin: IO[str] | None = self.process.stdin
        stdout: IO[str] | None = self.process.stdout
        assert stdin is not None and stdout is not None
        cpu = self.cpu_seconds()
        start = time.perf_counter()
        stdin.write(json.dumps({"type": "act", "observation": observation}) + "\n")
        stdin.flush()
        line = stdout.readline()
        wall = time.perf_counter() - start
        answer = json.loads(line)
        if not isinstance(answer, dict) or not isinstance(answer.get("action"), dict):
            raise SystemExit(f"{self.level} answered {line.strip()!r}")
        return answer["action"], wall, self.cpu_seconds() - cpu

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--levels", default="hard,expert,expert",
                        help="the three seats' levels, rotated hand by hand")
    parser.add_argument("--game", default="hornafjardar", choices=("hornafjardar", "classic"))
    args = parser.parse_args()
    levels = args.levels.split(",")
    if len(levels) != 3:
        parser.error("--levels needs three levels")
    warm_up_game = new_game(args.game, seed=1)
    warm_up = warm_up_game.observation(warm_up_game.to_act or 0)
    bots = {level: BotProcess(level, warm_up) for level in levels}
    walls: dict[tuple[str, str], list[float]] = {}
    cpus: dict[tuple[str, str], list[float]] = {}
    try:
        for k in range(args.hands):
            rotation = levels[k % 3:] + levels[:k % 3]
            game = new_game(args.game, seed=50_000 + k)
            hand = game.hand
            assert hand is not None
            while not hand.finished:
                seat = game.to_act
                assert seat is not None
                observation = game.observation(seat)
                level = rotation[seat]
                answer, wall, cpu = bots[level].act(observation)
                key = (level, str(observation["phase"]))
                walls.setdefault(key, []).append(wall)
                cpus.setdefault(key, []).append(cpu)
                game.apply(action_from_json(answer), auto_deal=False)
    finally:
        for bot in bots.values():
            bot.close()
    print(f"manni-bot/1 decision time, {args.hands} {args.game} hands, ms"
          " (wall: request written to answer read; cpu: the bot process, 10 ms ticks)")
    print(f"{'level':8} {'phase':9} {'clock':5} {'n':>5} {'p50':>8} {'p95':>8} {'p99':>8}"
          f" {'max':>8}")
    for key in sorted(walls):
        for clock, values in (("wall", walls[key]), ("cpu", cpus[key])):
            print(f"{key[0]:8} {key[1]:9} {clock:5} {timing_columns(values)}")


if __name__ == "__main__":
    main()
