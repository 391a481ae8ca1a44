"""``manni-desktop serve`` and ``join``: a table and a seat without a window.

``serve`` opens a table, prints ``address HOST:PORT``, ``code XXXX-XXXX``
and ``save PATH`` (each flushed, so a test or a script reads them at once),
plays the computer seats, waits for the remote seats, plays the game to its
end, writes the record and exits 0.  SIGINT/SIGTERM close the table with
``bye host-closed``; the autosave stays, and ``serve --resume PATH`` opens
it again with the same code and seats.

``join`` plays one seat with a bot level from the seat's observation (the
same observation ``manni-bot/1`` bots get), prints ``seat N`` and
``token T`` when seated, and writes the final record.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import secrets
import signal
import socket
import sys
from pathlib import Path
from typing import Any

from ..engine.levels import LEVELS
from . import REJOIN_DELAYS, joincode
from .messages import Notice


def add_commands(sub: Any) -> None:
    """The ``serve`` and ``join`` subcommands, for cli.py's parser."""
    serve = sub.add_parser("serve", help="host a table on the local network without a window")
    serve.add_argument("--game", help="the game (a registered game id)")
    serve.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    serve.add_argument("--seats", help="per seat: human or a bot level, e.g. human,hard,human")
    serve.add_argument("--code", help="the join code (default: a new random one)")
    serve.add_argument("--port", type=int, default=0)
    serve.add_argument("--bind", default="0.0.0.0", help="address to listen on")
    serve.add_argument("--name", default="Manni table")
    serve.add_argument("--no-discovery", action="store_true")
    serve.add_argument("--resume", metavar="FILE", help="continue a table from its autosave")
    serve.add_argument("--save", metavar="FILE", help="autosave here (default: data folder)")
    serve.add_argument("--record-out", metavar="FILE")
    serve.add_argument("--seed", type=int, default=None)
    serve.add_argument("--stand-in", choices=LEVELS, default="medium")
    serve.add_argument("--stand-in-after", type=float, default=15.0, metavar="SECONDS")
    serve.add_argument("--allow-hints", action="store_true")
    serve.add_argument("--approve-by-name", action="store_true",
                       help="give an away player's seat to whoever joins by that name (a new"
                            " token); by default only the seat's token gets it back")
    serve.add_argument("--hand-pause", type=float, default=0.0, metavar="SECONDS",
                       help="how long a finished hand stays on the table")
    join = sub.add_parser("join", help="play one seat of a table with a bot level")
    join.add_argument("--address", required=True, metavar="HOST:PORT")
    join.add_argument("--code", required=True)
    join.add_argument("--name", required=True)
    join.add_argument("--level", choices=LEVELS, default="easy")
    join.add_argument("--token", help="rejoin the seat this token was given for")
    join.add_argument("--record-out", metavar="FILE")
    join.add_argument("--seed", type=int, default=None)
    join.add_argument("--rejoin-tries", type=int, default=len(REJOIN_DELAYS), metavar="N",
                      help="tries to rejoin a lost connection, as a window does (default 5)")


def _say(line: str) -> None:
    print(line, flush=True)


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))
        return str(probe.getsockname()[0])
    return "127.0.0.1"


def _options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option {pair!r}: expected KEY=VALUE")
        options[key] = value
    return options


def run_serve(args: argparse.Namespace) -> int:
    from ..storage.paths import data_dir
    from .host import HostOptions, TableHost
    from .referee import REMOTE, Referee

    try:
        if args.resume:
            referee, saved = Referee.load(Path(args.resume))
            code = joincode.normalize(str(saved.get("code", "")))
            if args.code and joincode.normalize(args.code) != code:
                raise ValueError("--code differs from the resumed table's code")
            save_path, name = Path(args.resume), str(saved.get("name") or args.name)
        else:
            if not args.game or not args.seats:
                raise ValueError("serve needs --game and --seats (or --resume)")
            kinds = [REMOTE if s == "human" else s for s in args.seats.split(",")]
            bad = [k for k in kinds if k != REMOTE and k not in LEVELS]
            if bad:
                raise ValueError(f"--seats: {bad[0]!r} is neither human nor a level")
            referee = Referee.new(args.game, _options(args.option), kinds, args.seed)
            code = joincode.normalize(args.code) if args.code else joincode.new_code()
            save_path = Path(args.save) if args.save else (
                data_dir() / "tables" / f"{secrets.token_hex(6)}.json")
            name = args.name
    except (ValueError, KeyError) as exc:
        print(f"serve: {exc}", file=sys.stderr)
        return 2
    try:
        save_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # the saves will fail and say so; the table can still play
        print(f"serve: cannot make the save folder {save_path.parent} ({exc})", file=sys.stderr)
    options = HostOptions(name=name, stand_in=args.stand_in, stand_in_after=args.stand_in_after,
                          allow_hints=args.allow_hints, save_path=save_path,
                          hand_pause=args.hand_pause,
                          seat_by_name="approve" if args.approve_by_name else "refuse",
                          bot_seed=args.seed, on_notice=_tell)
    return asyncio.run(_serve(TableHost(referee, code, options), args, save_path))


def _tell(notice: Notice) -> None:
    """``serve``'s notices: one line each on stdout (``notice CODE SEAT``),
    a failed save on stderr too.  No one can answer a seat request here."""
    _say(f"notice {notice.code} {notice.seat}")
    if notice.code == "save-failed":
        print(f"serve: the table could not be saved ({notice.detail}); play goes on, the last"
              " good save is kept", file=sys.stderr, flush=True)
    elif notice.code == "save-ok":
        print("serve: the table is saved again", file=sys.stderr, flush=True)


async def _serve(host: Any, args: argparse.Namespace, save_path: Path) -> int:
    address, port = await host.start(args.bind, args.port)
    shown = lan_address() if address == "0.0.0.0" else address
    host.save()
    _say(f"address {shown}:{port}")
    _say(f"code {joincode.shown(host.code)}")
    _say(f"save {save_path}")
    advertiser = None
    if not args.no_discovery:
        from .discovery import Advertiser

        try:
            advertiser = Advertiser(host.options.name, host.referee.session.name, shown, port)
            await advertiser.start()
        except OSError as exc:
            print(f"serve: discovery is off ({exc})", file=sys.stderr)
            advertiser = None
    game = asyncio.get_running_loop().create_task(host.run())
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, game.cancel)
    status = 0
    try:
        record = await game
        if args.record_out:
            try:
                Path(args.record_out).write_text(json.dumps(record), encoding="utf-8")
            except OSError as exc:
                print(f"serve: the record could not be written to {args.record_out} ({exc})",
                      file=sys.stderr)
                status = 4
        _say("over")
    except asyncio.CancelledError:
        status = 1
    finally:
        await host.close("game-over" if host.referee.session.over else "host-closed")
        if advertiser is not None:
            await advertiser.close()
    return status


def run_join(args: argparse.Namespace) -> int:
    try:
        where, _, port = args.address.rpartition(":")
        code = joincode.normalize(args.code)
        return asyncio.run(_join(where.strip("[]"), int(port), code, args))
    except ValueError as exc:
        print(f"join: {exc}", file=sys.stderr)
        return 2


async def _join(where: str, port: int, code: str, args: argparse.Namespace) -> int:
    from ..ai import choose_action
    from .client import Closed, Failed, JoinError, Over, TableClient, TableUpdate

    client = TableClient(args.name, code, token=args.token)
    try:
        seated = await client.connect(where, port)
    except JoinError as exc:
        print(f"join: {exc}", file=sys.stderr)
        return 2
    _say(f"seat {seated.seat}")
    _say(f"token {seated.token}")
    chooser = random.Random(args.seed)
    while True:
        event = await client.next_event()
        if isinstance(event, TableUpdate) and event.observation is not None:
            trick = event.table.trick
            _say(f"move {event.turn} {event.table.prompt.kind.value} "
                 f"{len(trick.plays) if trick else 0}")
            action = choose_action(event.observation, args.level, chooser.randrange(2**31))
            await client.act(action)
        elif isinstance(event, Notice):
            _say(f"notice {event.code} {event.seat}")
        elif isinstance(event, Failed):
            print(f"join: refused {event.code}: {event.message}", file=sys.stderr)
        elif isinstance(event, Over):
            if args.record_out:
                Path(args.record_out).write_text(json.dumps(event.record), encoding="utf-8")
            _say("over")
            await client.close()
            return 0
        elif isinstance(event, Closed):
            if event.reason == "connection-lost" and await _rejoin(client, where, port,
                                                                   args.rejoin_tries):
                continue
            print(f"join: closed ({event.reason})", file=sys.stderr)
            return 3


async def _rejoin(client: Any, where: str, port: int, tries: int) -> bool:
    """Rejoin a lost connection with the seat's token, as a window does:
    ``tries`` times, ``REJOIN_DELAYS`` apart; True once seated again."""
    from .client import JoinError

    for attempt, delay in enumerate(REJOIN_DELAYS[:max(tries, 0)], start=1):
        print(f"join: connection lost; rejoining ({attempt} of {tries})", file=sys.stderr,
              flush=True)
        await asyncio.sleep(delay)
        try:
            seated = await client.connect(where, port)
        except JoinError as exc:
            if exc.code in ("bad-token", "needs-approval", "wrong-code", "version"):
                return False  # the seat is not ours to take back
            continue
        _say(f"rejoined {seated.seat}")
        return True
    return False
