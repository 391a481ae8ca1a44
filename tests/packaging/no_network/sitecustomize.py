"""Loaded at start-up by any Python with this folder on PYTHONPATH: no network.

Every attempt to reach the network from Python (name look-ups, connecting or
sending on an Internet socket) is written to the file named by
MANNI_NETWORK_LOG and then refused with OSError.  The log matters because a
program may catch the error and carry on; the test reads the log.
Local sockets (AF_UNIX: socketpair, the X server) stay allowed.
"""

from __future__ import annotations

import os
import socket
import traceback
from typing import Any

_LOG = os.environ.get("MANNI_NETWORK_LOG", "")
_INTERNET = {socket.AF_INET, getattr(socket, "AF_INET6", socket.AF_INET)}


def _refuse(what: str) -> None:
    if _LOG:
        with open(_LOG, "a", encoding="utf-8") as log:
            log.write(f"{what}\n{''.join(traceback.format_stack(limit=8))}\n")
    raise OSError(f"network access is forbidden in this test: {what}")


def _guard_method(name: str) -> None:
    original = getattr(socket.socket, name)

    def guarded(self: socket.socket, *args: Any, **kwargs: Any) -> Any:
        if self.family in _INTERNET:
            _refuse(f"socket.{name}{args!r}")
        return original(self, *args, **kwargs)

    setattr(socket.socket, name, guarded)


def _guard_function(name: str) -> None:
    def guarded(*args: Any, **kwargs: Any) -> Any:
        _refuse(f"socket.{name}{args!r}")

    setattr(socket, name, guarded)


if _LOG:
    for _method in ("connect", "connect_ex", "sendto", "sendmsg", "bind"):
        _guard_method(_method)
    for _function in ("create_connection", "getaddrinfo", "gethostbyname", "gethostbyname_ex",
                      "gethostbyaddr"):
        _guard_function(_function)
