"""Finding tables on the home network: DNS-SD over multicast DNS (python-zeroconf).

The host registers ``_manni-table._tcp.local.`` with its port and a TXT
record (the table's name, game, protocol and host name); a joining window
browses for that type and lists what answers.  The TXT record says nothing
secret: the join code is never advertised.  Advertising is optional
(``serve --no-discovery``): a table is always reachable by address and code.
"""

from __future__ import annotations

import asyncio
import socket
import uuid
from dataclasses import dataclass

from zeroconf import InterfaceChoice, IPVersion, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from . import PROTOCOL

SERVICE = "_manni-table._tcp.local."


@dataclass(frozen=True)
class FoundTable:
    """A table seen on the network."""

    name: str
    game: str
    protocol: str
    host: str
    address: str
    port: int


def _txt(properties: dict[bytes, bytes | None], key: str) -> str:
    value = properties.get(key.encode())
    return value.decode("utf-8", "replace")[:64] if value else ""


class Advertiser:
    """Announces one table while it is open."""

    def __init__(self, name: str, game: str, address: str, port: int,
                 interfaces: list[str] | None = None) -> None:
        host = socket.gethostname()[:40]
        self._info = ServiceInfo(
            SERVICE, f"{name[:40]} {uuid.uuid4().hex[:6]}.{SERVICE}",
            addresses=[socket.inet_aton(address)], port=port,
            properties={"name": name[:64], "game": game, "protocol": PROTOCOL, "host": host},
            server=f"manni-{uuid.uuid4().hex[:8]}.local.")
        self._zeroconf = AsyncZeroconf(interfaces=interfaces or [address],
                                       ip_version=IPVersion.V4Only)

    async def start(self) -> None:
        await self._zeroconf.async_register_service(self._info)

    async def close(self) -> None:
        await self._zeroconf.async_unregister_service(self._info)
        await self._zeroconf.async_close()


async def browse(timeout: float = 3.0, interfaces: list[str] | None = None) -> list[FoundTable]:
    """The tables that answer within ``timeout`` seconds, on ``interfaces``
    (addresses; every interface by default)."""
    names: list[str] = []

    def changed(zeroconf: Zeroconf, service_type: str, name: str,
                state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Added and name not in names:
            names.append(name)

    azc = AsyncZeroconf(interfaces=interfaces or InterfaceChoice.All,
                        ip_version=IPVersion.V4Only)
    browser = AsyncServiceBrowser(azc.zeroconf, [SERVICE], handlers=[changed])
    found: list[FoundTable] = []
    try:
        await asyncio.sleep(timeout)
        for name in names:
            info = AsyncServiceInfo(SERVICE, name)
            if not await info.async_request(azc.zeroconf, 1500):
                continue
            addresses = info.parsed_addresses()
            if not addresses or info.port is None:
                continue
            props = info.properties
            found.append(FoundTable(_txt(props, "name"), _txt(props, "game"),
                                    _txt(props, "protocol"), _txt(props, "host"),
                                    addresses[0], info.port))
    finally:
        await browser.async_cancel()
        await azc.async_close()
    return found
