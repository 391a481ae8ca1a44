"""What the app remembers of playing with friends, in the data folder's
``friends.json``: the last table joined (its address and code, which Join…
fills in again), the seat this player holds at a table now, and the host
form's last choices (game, seats, names, the stand-in wait, hints).

The seat is written when a friend's window is seated and kept while the
game goes on; it is forgotten when the game ends or the player leaves the
table on purpose (closes its window, or answers "Leave the table").  A
crash or a quit mid-table leaves it, so the next start offers "Rejoin the
table at <host>": the seat's token takes the seat back.  A file that does
not read as this one is ignored (and replaced at the next join).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ...storage.atomic import ensure_folder, read_json, write_json_atomic
from ...storage.errors import StorageError
from ...storage.paths import data_dir

KIND = "manni-friends/1"
TEXT_CHARS = 100


@dataclass(frozen=True)
class HeldSeat:
    """A seat at a network table: where, with which code, as whom, and its token."""

    table: str  # the table's name
    host: str  # the host's player name
    address: str  # host:port
    code: str
    name: str  # this player's name at the table
    seat: int
    token: str

    def target(self) -> tuple[str, int] | None:
        host, _sep, port = self.address.rpartition(":")
        return (host, int(port)) if host and port.isdigit() else None


def path() -> Path:
    return data_dir() / "friends.json"


def _read() -> dict[str, Any]:
    try:
        data = read_json(path())
    except (StorageError, OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("kind") == KIND else {}


def _write(data: dict[str, Any]) -> str | None:
    """Write the file; the problem as text if it could not be written."""
    try:
        ensure_folder(path().parent)
        write_json_atomic(path(), {**data, "kind": KIND})
    except (StorageError, OSError) as exc:
        return str(exc)
    return None


def _text(value: object) -> str:
    return value[:TEXT_CHARS] if isinstance(value, str) else ""


def last_join() -> tuple[str, str]:
    """The address and code of the last table joined ("" for none)."""
    data = _read()
    return _text(data.get("address")), _text(data.get("code"))


def held_seat() -> HeldSeat | None:
    """The seat this player held when the app last stopped, if it still does."""
    seat = _read().get("seat")
    if not isinstance(seat, dict):
        return None
    number, token = seat.get("seat"), seat.get("token")
    if not isinstance(number, int) or not isinstance(token, str) or not token:
        return None
    held = HeldSeat(_text(seat.get("table")), _text(seat.get("host")),
                    _text(seat.get("address")), _text(seat.get("code")),
                    _text(seat.get("name")), number, token[:TEXT_CHARS])
    return held if held.target() is not None and held.code and held.name else None


def remember_seat(held: HeldSeat) -> str | None:
    """Seated: keep the seat (and the address and code for Join…)."""
    return _write({**_read(), "address": held.address, "code": held.code,
                   "seat": asdict(held)})


def host_form() -> dict[str, Any]:
    """The host form's last choices (``HostDialog.form``; {} for none)."""
    form = _read().get("host")
    return form if isinstance(form, dict) else {}


def remember_host_form(form: dict[str, Any]) -> str | None:
    """Keep the host form's choices for the next Host a table…"""
    return _write({**_read(), "host": form})


def forget_seat() -> str | None:
    """The game ended, or the player left on purpose: no seat to offer."""
    data = _read()
    if "seat" not in data:
        return None
    data.pop("seat")
    return _write(data)
