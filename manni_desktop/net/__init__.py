"""Playing over the local network: ``manni-table/1`` (docs/PROTOCOL.md).

A host (``TableHost``) is the referee: it holds the game, plays the computer
seats and checks every move with the engine; each remote seat's client
(``TableClient``) receives only what that seat may see (a redacted table
snapshot and, on its turn, its ``manni-bot/1`` observation) and sends only
its own moves.  The connection is TLS with a certificate made for the table,
and both ends prove they know the join code with SPAKE2 bound to that
certificate, so nothing on the network reads a card or joins without the code.

Pure Python and asyncio, no Qt: a window drives a client through
``client.ThreadedClient``.  No game is named here; every game of the registry
plays the same way.
"""

PROTOCOL = "manni-table/1"
"""The protocol's family and major version: discovery announces it, and the
handshake's key derivation and transcript use its bytes (docs/PROTOCOL.md)."""
PROTOCOL_MAJOR = 1
PROTOCOL_MINOR = 1
PROTOCOL_VERSION = f"{PROTOCOL}.{PROTOCOL_MINOR}"
"""What ``hello`` says: 1.1 adds ``notice``, ``ping``/``pong``, ``back`` and a
seat's ``level``, sent only to peers that said 1.1 or later."""
REJOIN_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Seconds between a client's tries to take its seat back after a lost
connection (``join`` and the window alike); here, not in ``client``, so that
the command line's parser does not import the TLS and SPAKE2 code."""
