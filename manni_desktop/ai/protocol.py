"""manni-bot/1 (docs/PROTOCOL.md): one JSON request per line in, one JSON answer per line out.

The server is stateless: every answer depends only on the request (and the
``--seed``, mixed with the request's text so that the same request always
gets the same answer).  Whatever a line holds, it gets exactly one line
back, ``{"action": ...}`` or ``{"error": ...}``, and the server keeps going;
``{"type": "quit"}`` or the end of input ends it with exit status 0.

Hostile input is bounded: a line is read at most ``MAX_REQUEST_BYTES`` at a
time (a longer one is answered with one error as soon as it is too long, and
the rest of it is skipped unread, so memory stays bounded even for an endless
line), every way of not being JSON gets an error, the observation is checked
(``view``) before any thinking, and an error quotes at most a short excerpt
of the request (``engine.untrusted``).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Iterator
from typing import IO, Any, TextIO

from ..engine.untrusted import EXCERPT_CHARS, JsonProblem, brief, clip, parse_json
from .players import LEVELS, choose_action

MAX_REQUEST_BYTES = 1024 * 1024
"""The longest request line the bot reads: 1 MiB, newline not counted.

A real request is about 1 KB: over every decision of 100 random games of
each game and scoring, the median is about 900 bytes and the largest 1,183
(Classic, the last trick of hand 26).  1 MiB is nearly a thousand times
that, and a line that long still parses and is checked in milliseconds."""

SKIP_CHUNK_BYTES = 64 * 1024
"""The rest of an over-long line is read and dropped this many bytes at a time."""


class RequestError(ValueError):
    """A request line that cannot be answered; the message is sent back."""


TOO_LONG = (
    f"request line longer than {MAX_REQUEST_BYTES} bytes"
    f" ({MAX_REQUEST_BYTES // 2**20} MiB), the limit; skipped"
)


def request_lines(
    stream: IO[bytes] | TextIO, limit: int = MAX_REQUEST_BYTES
) -> Iterator[bytes | str | None]:
    """The lines of ``stream``, each at most ``limit`` bytes (``None`` for a longer
    one, whose rest is read and dropped up to its newline without being kept).

    Reads with ``readline(size)``, which returns as soon as a newline arrives:
    a client waiting for its answer is never kept waiting for more input."""
    skip = min(SKIP_CHUNK_BYTES, limit + 1)
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or _ends_line(line):
            yield line
            continue
        yield None
        while True:
            rest = stream.readline(skip)
            if not rest:
                return
            if _ends_line(rest):
                break


def _ends_line(chunk: bytes | str) -> bool:
    if isinstance(chunk, bytes):
        return chunk.endswith(b"\n")
    return chunk.endswith("\n")


def _request_seed(base: int | None, observation: object) -> int:
    if base is None:
        return random.SystemRandom().randrange(2**63)
    text = json.dumps(observation, sort_keys=True, ensure_ascii=True)
    digest = hashlib.sha256(f"{base}:{text}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _error(message: str) -> dict[str, Any]:
    return {"error": clip(message)}


def answer(line: str | bytes, level: str, seed: int | None) -> dict[str, Any] | None:
    """The answer to one request line, or None for ``quit``."""
    if len(line) > MAX_REQUEST_BYTES + 1:  # a caller that read the line itself
        return _error(TOO_LONG)
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as exc:
            return _error(f"not UTF-8 text (byte {exc.start + 1} is invalid)")
    try:
        request = parse_json(line)
    except JsonProblem as exc:
        return _error(str(exc))
    if not isinstance(request, dict):
        return _error("a request must be a JSON object")
    kind = request.get("type")
    if kind == "quit":
        return None
    if kind != "act":
        return _error(f"unknown request type {brief(kind)} (expected 'act' or 'quit')")
    if "observation" not in request:
        return _error("an 'act' request needs an 'observation'")
    observation = request["observation"]
    try:
        action = choose_action(observation, level, _request_seed(seed, observation))
    except ValueError as exc:
        return _error(str(exc))
    except RecursionError:
        return _error("cannot answer: the request is nested too deeply")
    except Exception as exc:  # noqa: BLE001 - a bad request must never stop the bot
        return _error(f"cannot answer: {type(exc).__name__}: {clip(str(exc), EXCERPT_CHARS)}")
    return {"action": action}


def serve(
    lines: Iterable[str | bytes | None], out: TextIO, level: str, seed: int | None = None
) -> int:
    """Answer every request line until ``quit`` or the end of input; exit status 0.

    ``lines`` as ``request_lines`` gives them: ``None`` stands for a line over
    ``MAX_REQUEST_BYTES``, answered with an error."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    for line in lines:
        if line is None:
            reply: dict[str, Any] | None = _error(TOO_LONG)
        elif not line.strip():
            continue
        else:
            reply = answer(line, level, seed)
        if reply is None:
            break
        out.write(json.dumps(reply, ensure_ascii=False) + "\n")
        out.flush()
    return 0
