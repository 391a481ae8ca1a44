"""``manni-desktop``: the game window (no subcommand), ``replay``, ``bot``, ``selftest``,
``serve`` and ``join`` (a network table without a window, net/serve.py).

The ``replay``, ``bot``, ``serve`` and ``join`` paths never import Qt: outside tools call them
thousands of times, so they must start fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .exit_watchdog import guard_the_exit


def _parser() -> argparse.ArgumentParser:
    from .engine.levels import SEAT_LEVELS

    parser = argparse.ArgumentParser(
        prog="manni-desktop",
        description="Manni Desktop: the Icelandic card game Manni. "
        "Without a subcommand, opens the game window.",
    )
    parser.add_argument("--version", action=_VersionAction,
                        help="show the version and whether the endgame solver is present")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="check a manni-record/1 game record, print its result")
    replay.add_argument("file", help="record file, or - for standard input")
    bot = sub.add_parser("bot", help="serve the manni-bot/1 protocol on standard input/output")
    bot.add_argument("--level", choices=SEAT_LEVELS, default="medium")
    bot.add_argument("--seed", type=int, default=None,
                     help="make answers reproducible (same request, same answer)")
    selftest = sub.add_parser(
        "selftest", help="play one game with bots in all seats in an offscreen window, check it"
    )
    selftest.add_argument("--seed", type=int, default=None, help="replay one particular game")
    selftest.add_argument("--hands", type=_hand_count, default=0,
                          help="stop each game after this many hands (default: whole games)")
    from .net.serve import add_commands

    add_commands(sub)
    return parser


class _VersionAction(argparse.Action):
    """``--version``: like argparse's, with the text made only when asked
    (it loads the solver's library, which ``replay`` and ``bot`` must not wait for)."""

    def __init__(self, option_strings: Sequence[str], dest: str,
                 help: str | None = None) -> None:  # noqa: A002 - argparse's name
        super().__init__(option_strings, dest, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from .native_status import version_text

        sys.stdout.write(version_text() + "\n")
        parser.exit()


def _hand_count(text: str) -> int:
    """``--hands``: a whole number, 0 (whole games) or more."""
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 (whole games) or more")
    return value


SUBCOMMANDS = ("replay", "bot", "selftest", "serve", "join")


def files_to_open(arguments: Sequence[str]) -> list[str]:
    """The files of ``manni-desktop FILE…`` (what the desktop's file
    association runs); [] when the first argument is a subcommand or option."""
    if not arguments or arguments[0] in SUBCOMMANDS or arguments[0].startswith("-"):
        return []
    return list(arguments)


def saved_record(data: object) -> object:
    """The record inside one of the app's own saves (``*.manni`` from Save
    as or the autosave: ``{"app": "manni-desktop", "record": ...}``), so that
    ``replay`` reads every file the app writes; anything else as it is."""
    if isinstance(data, dict) and data.get("app") == "manni-desktop" and "record" in data \
            and "format" not in data:
        return data["record"]
    return data


def _read_record(path: str, limit: int) -> str:
    """The text of the record at ``path`` (``-``: standard input), at most ``limit``
    bytes of UTF-8; ``ValueError`` with a one-line reason otherwise."""
    from .engine.untrusted import EXCERPT_CHARS

    # The path as given, its end kept if it is long: the file's name matters most.
    where = "standard input" if path == "-" else repr(
        path if len(path) <= EXCERPT_CHARS else "…" + path[1 - EXCERPT_CHARS:]
    )
    try:
        if path == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(limit + 1)
    except OSError as exc:
        raise ValueError(f"record: cannot read {where}: {exc.strerror or type(exc).__name__}") \
            from None
    except MemoryError:
        raise ValueError(f"record: cannot read {where}: out of memory") from None
    if len(data) > limit:
        raise ValueError(
            f"record: {where} holds more than {limit} bytes ({limit // 2**20} MiB),"
            " the most a record may hold"
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(
            f"record: {where} is not UTF-8 text (byte {exc.start + 1} is invalid)"
        ) from None


def run_replay(path: str) -> int:
    """docs/PROTOCOL.md's ``replay``: result on stdout and 0, or one line on stderr and 2.

    Whatever the input (``/dev/zero``, a huge or deeply nested document, an
    integer of 5,000 digits), the answer is one short line and exit 2: the
    input is read up to ``MAX_RECORD_BYTES`` and quoted back only briefly."""
    from .engine.record import MAX_RECORD_BYTES, RecordProblem, replay_summary
    from .engine.untrusted import EXCERPT_CHARS, JsonProblem, clip, parse_json

    def refuse(message: str) -> int:
        print(clip(message), file=sys.stderr)
        return 2

    try:
        text = _read_record(path, MAX_RECORD_BYTES)
    except ValueError as exc:
        return refuse(str(exc))
    try:
        data = parse_json(text)
    except JsonProblem as exc:
        return refuse(f"record: {exc}")
    del text
    try:
        result = replay_summary(saved_record(data))
        output = json.dumps(result, ensure_ascii=False)
    except RecordProblem as exc:
        return refuse(str(exc))
    except RecursionError:
        return refuse("record: cannot be replayed: nested too deeply")
    except MemoryError:
        return refuse("record: cannot be replayed: out of memory")
    except Exception as exc:  # noqa: BLE001 - whatever the input, one line and exit 2
        reason = clip(str(exc), EXCERPT_CHARS)
        return refuse(f"record: cannot be replayed: {type(exc).__name__}: {reason}")
    sys.stdout.write(output + "\n")
    return 0


def run_bot(level: str, seed: int | None) -> int:
    """docs/PROTOCOL.md's ``manni-bot/1`` server (no Qt: outside tools start it often).

    Requests are read as bytes, a line at a time and at most
    ``MAX_REQUEST_BYTES`` of it (protocol.py), so an endless line keeps memory
    bounded."""
    from .ai.protocol import request_lines, serve

    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", errors="replace")
    # A text stream put in place of stdin (tests) has no buffer: read its lines.
    stdin = getattr(sys.stdin, "buffer", sys.stdin)
    return serve(request_lines(stdin), sys.stdout, level, seed)


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # The window's bot process is this program started again with
        # multiprocessing's arguments: run the bot worker and exit here.
        import multiprocessing

        multiprocessing.freeze_support()
    arguments = list(sys.argv[1:] if argv is None else argv)
    files = files_to_open(arguments)
    args = None if files else _parser().parse_args(arguments)
    if args is not None and args.command in HEADLESS:
        return _run_headless(args)
    from .logs import setup_logging

    setup_logging()  # the window's log (manni_desktop/logs.py)
    _log_the_start()
    # Every other path opens the window.  Once it has closed, a helper thread
    # that never ends (a bot pool stuck under Wine) must not keep the process
    # alive: the one place that says so.
    return guard_the_exit(_run_window(args, files))


HEADLESS = ("replay", "bot", "serve", "join")


def _log_the_start() -> None:
    """The window's log says first what a report needs beside the version:
    whether the endgame solver is in, and which Qt."""
    import logging

    import PySide6
    from PySide6.QtCore import qVersion

    from .native_status import version_text

    logging.getLogger("manni_desktop").info(
        "%s; PySide6 %s, Qt %s", version_text().replace("\n", "; "), PySide6.__version__,
        qVersion())


def _run_headless(args: argparse.Namespace) -> int:
    """The commands without a window: no Qt is imported on these paths."""
    if args.command == "replay":
        return run_replay(args.file)
    if args.command == "bot":
        return run_bot(args.level, args.seed)
    from .logs import setup_logging
    from .net.serve import run_join, run_serve

    setup_logging()  # a long-running table: its log beside the window's
    return run_serve(args) if args.command == "serve" else run_join(args)


def _run_window(args: argparse.Namespace | None, files: list[str]) -> int:
    """The window: on ``files`` (a file manager's "Open with"), the selftest,
    or the game as a player starts it."""
    if files:
        from .gui.app import run as run_window

        return run_window(sys.argv[:1], files=files)
    if args is not None and args.command == "selftest":
        from .bundle_check import main as bundle_check_main  # Qt only on this path
        from .gui.selftest import main as selftest_main

        # Cards and translations first: a game plays on without them, so only
        # this check can tell that an installer left some behind.
        files_status = bundle_check_main()
        return max(files_status, selftest_main(args.seed, args.hands))
    from .first_paint import probe
    from .gui.app import run  # Qt only on this path

    watch = probe()
    if watch is None:
        return run(sys.argv[:1])
    return run(sys.argv[:1], on_first_paint=watch.painted, on_shown=watch.shown)


if __name__ == "__main__":
    sys.exit(main())
