"""A client written from docs/PROTOCOL.md alone (it imports nothing of
``manni_desktop.net``): the handshake's bytes as the spec gives them, the
keepalive, and a whole game against a real ``serve`` process, checking on
the way that the snapshot's card fields hold tokens where the spec says."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import socket
import ssl
import struct
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A

from .harness import serve

CLIENT, HOST = b"manni-table client", b"manni-table host"


class SpecClient:
    def __init__(self, address: str) -> None:
        where, _, port = address.rpartition(":")
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        raw = socket.create_connection((where, int(port)), timeout=20)
        self.sock = context.wrap_socket(raw)
        der = self.sock.getpeercert(binary_form=True)
        assert der is not None
        self.fingerprint = hashlib.sha256(der).digest()

    def send(self, message: dict[str, Any]) -> None:
        body = json.dumps(message).encode("utf-8")
        self.sock.sendall(struct.pack(">I", len(body)) + body)

    def _exactly(self, size: int) -> bytes:
        data = b""
        while len(data) < size:
            chunk = self.sock.recv(size - len(data))
            assert chunk, "the host closed the connection"
            data += chunk
        return data

    def receive(self) -> dict[str, Any]:
        """The next message that is not a ping (a ping is answered)."""
        while True:
            (length,) = struct.unpack(">I", self._exactly(4))
            message: dict[str, Any] = json.loads(self._exactly(length).decode("utf-8"))
            if message["type"] != "ping":
                return message
            self.send({"type": "pong"})

    def authenticate(self, code: str) -> None:
        password = code.replace("-", "").upper().encode("ascii")
        self.send({"type": "hello", "protocol": "manni-table/1.1", "app": "spec-client"})
        assert self.receive()["type"] == "hello"
        spake = SPAKE2_A(password, idA=CLIENT, idB=HOST)
        mine = spake.start()
        self.send({"type": "auth", "spake": base64.b64encode(mine).decode("ascii")})
        theirs = base64.b64decode(self.receive()["spake"], validate=True)
        key = spake.finish(theirs)
        transcript = hashlib.sha256(b"".join(
            len(part).to_bytes(4, "big") + part
            for part in (b"manni-table/1", self.fingerprint, mine, theirs))).digest()

        def mac(role: bytes) -> bytes:
            confirm = HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                           info=b"manni-table/1 confirm " + role).derive(key)
            return hmac.new(confirm, transcript, hashlib.sha256).digest()

        self.send({"type": "confirm", "mac": base64.b64encode(mac(CLIENT)).decode("ascii")})
        answer = self.receive()
        assert answer["type"] == "confirm", answer
        assert hmac.compare_digest(base64.b64decode(answer["mac"]), mac(HOST))


def hidden_fields_are_tokens(table: dict[str, Any], seat: int) -> bool:
    """The spec's table: another seat's hand and a face-down pile hold
    tokens, save for cards the seat sees elsewhere in the table (its own,
    played ones, the public cut card); ``discards`` are empty."""
    own = [c for s in table["seats"] if s["seat"] == seat for c in s["hand"]]
    played = [card for trick in [table["trick"], *table["tricks"]] if trick
              for _, card in trick["plays"]]
    seen = {*own, *played, table["contract"]["cut"]}
    others = [c for s in table["seats"] if s["seat"] != seat for c in s["hand"]]
    face_down = [c for p in table["piles"] if not p["face_up"] for c in p["cards"]]
    return (all(c >= 1000 or c in seen for c in others + face_down)
            and all(0 <= c < 52 for c in own)
            and all(s["discards"] == [] for s in table["seats"]))


def test_a_client_from_the_spec_alone_plays_a_whole_game(tmp_path: Path) -> None:
    host, address = serve(tmp_path, "hornafjardar", "human,random,random")
    try:
        client = SpecClient(address)
        client.authenticate("k7qf-m2xd")
        client.send({"type": "join", "name": "Spec"})
        seated = client.receive()
        assert seated["type"] == "seated" and len(seated["token"]) == 32
        seat, tables = seated["seat"], 0
        while True:
            message = client.receive()
            if message["type"] == "table":
                tables += 1
                assert hidden_fields_are_tokens(message["table"], seat)
                observation = message.get("observation")
                if observation is not None:
                    action = (observation["legal"][0] if "legal" in observation
                              else {"seat": seat, "exchange": []})
                    client.send({"type": "act", "turn": message["turn"], "action": action})
            elif message["type"] == "over":
                assert message["record"]["players"][seat] == "Spec"
                break
            else:
                assert message["type"] in ("lobby", "notice"), message
        assert tables > 10
        client.send({"type": "bye"})
    finally:
        host.kill()
