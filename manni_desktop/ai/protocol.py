"""manni-bot/1 (PROTOCOL.md): one JSON request per line in, one JSON answer per line out.

The server is stateless: every answer depends only on the request (and the
``--seed``, mixed with the request's text so that the same request always
gets the same answer).  Whatever a line holds, it gets exactly one line
back, ``{"action": ...}`` or ``{"error": ...}``, and the server keeps going;
``{"type": "quit"}`` or the end of input ends it with exit status 0.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from typing import Any, TextIO

from .players import LEVELS, choose_action


class RequestError(ValueError):
    """A request line that cannot be answered; the message is sent back."""


def _request_seed(base: int | None, observation: object) -> int:
    if base is None:
        return random.SystemRandom().randrange(2**63)
    text = json.dumps(observation, sort_keys=True, ensure_ascii=True)
    digest = hashlib.sha256(f"{base}:{text}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def answer(line: str, level: str, seed: int | None) -> dict[str, Any] | None:
    """The answer to one request line, or None for ``quit``."""
    try:
        request = json.loads(line)
    except (json.JSONDecodeError, RecursionError) as exc:
        return {"error": f"not valid JSON: {exc}"}
    if not isinstance(request, dict):
        return {"error": "a request must be a JSON object"}
    kind = request.get("type")
    if kind == "quit":
        return None
    if kind != "act":
        return {"error": f"unknown request type {kind!r} (expected 'act' or 'quit')"}
    if "observation" not in request:
        return {"error": "an 'act' request needs an 'observation'"}
    observation = request["observation"]
    try:
        action = choose_action(observation, level, _request_seed(seed, observation))
    except ValueError as exc:
        return {"error": str(exc)}
    except Exception as exc:  # noqa: BLE001 - a bad request must never stop the bot
        return {"error": f"cannot answer: {type(exc).__name__}: {exc}"}
    return {"action": action}


def serve(lines: Iterable[str], out: TextIO, level: str, seed: int | None = None) -> int:
    """Answer every request line until ``quit`` or the end of input; exit status 0."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    for line in lines:
        if not line.strip():
            continue
        reply = answer(line, level, seed)
        if reply is None:
            break
        out.write(json.dumps(reply, ensure_ascii=False) + "\n")
        out.flush()
    return 0
