"""``manni-desktop``: the game window (no subcommand), ``replay``, ``bot``, ``selftest``.

The ``replay`` and ``bot`` paths never import Qt: outside tools call them
thousands of times, so they must start fast.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="manni-desktop",
        description="Manni Desktop: the Icelandic card game Manni. "
        "Without a subcommand, opens the game window.",
    )
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="check a manni-record/1 game record, print its result")
    replay.add_argument("file", help="record file, or - for standard input")
    bot = sub.add_parser("bot", help="serve the manni-bot/1 protocol on standard input/output")
    bot.add_argument("--level", choices=("easy", "medium", "hard"), default="medium")
    bot.add_argument("--seed", type=int, default=None,
                     help="make answers reproducible (same request, same answer)")
    selftest = sub.add_parser(
        "selftest", help="play one game with bots in all seats in an offscreen window, check it"
    )
    selftest.add_argument("--seed", type=int, default=None, help="replay one particular game")
    return parser


def saved_record(data: object) -> object:
    """The record inside one of the app's own saves (``*.manni.json`` from Save
    as or the autosave: ``{"app": "manni-desktop", "record": ...}``), so that
    ``replay`` reads every file the app writes; anything else as it is."""
    if isinstance(data, dict) and data.get("app") == "manni-desktop" and "record" in data \
            and "format" not in data:
        return data["record"]
    return data


def run_replay(path: str) -> int:
    """PROTOCOL.md's ``replay``: result on stdout and 0, or one line on stderr and 2."""
    from .engine.record import RecordProblem, replay_summary

    try:
        if path == "-":
            text = sys.stdin.buffer.read().decode("utf-8")
        else:
            with open(path, "rb") as handle:
                text = handle.read().decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"record: cannot read {path}: {exc}", file=sys.stderr)
        return 2
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        print(f"record: not valid JSON: {exc}", file=sys.stderr)
        return 2
    try:
        result = replay_summary(saved_record(data))
    except RecordProblem as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - whatever the input, one line and exit 2
        print(f"record: cannot be replayed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0


def run_bot(level: str, seed: int | None) -> int:
    """PROTOCOL.md's ``manni-bot/1`` server (no Qt: outside tools start it often)."""
    from .ai.protocol import serve

    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="replace")
    return serve(sys.stdin, sys.stdout, level, seed)


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # The window's bot process is this program started again with
        # multiprocessing's arguments: run the bot worker and exit here.
        import multiprocessing

        multiprocessing.freeze_support()
    args = _parser().parse_args(argv)
    if args.command == "replay":
        return run_replay(args.file)
    if args.command == "bot":
        return run_bot(args.level, args.seed)
    if args.command == "selftest":
        from .bundle_check import main as bundle_check_main  # Qt only on this path
        from .gui.selftest import main as selftest_main

        # Cards and translations first: a game plays on without them, so only
        # this check can tell that an installer left some behind.
        files_status = bundle_check_main()
        return max(files_status, selftest_main(args.seed))
    from .gui.app import run  # Qt only on this path

    return run(sys.argv[:1], on_first_paint=_first_paint_probe())


FIRST_PAINT_PROBE = "MANNI_DESKTOP_QUIT_ON_FIRST_PAINT"


def _first_paint_probe() -> Callable[[object], None] | None:
    """With MANNI_DESKTOP_QUIT_ON_FIRST_PAINT=1 (benchmarks/bundle.py), the window
    prints ``first paint`` as soon as the card table has painted once, and quits."""
    if not os.environ.get(FIRST_PAINT_PROBE):
        return None

    def painted(_window: object) -> None:
        from PySide6.QtCore import QCoreApplication, QTimer
        from PySide6.QtWidgets import QApplication

        if sys.stdout is not None:
            print("first paint", flush=True)

        def leave() -> None:
            # A question asked at start (continue the saved game?) runs its own
            # event loop, where quit() does nothing: close it, then quit.
            modal = QApplication.activeModalWidget()
            if modal is not None:
                modal.close()
            QCoreApplication.quit()

        timer = QTimer(QCoreApplication.instance())
        timer.timeout.connect(leave)
        timer.start(20)

    return painted


if __name__ == "__main__":
    sys.exit(main())
