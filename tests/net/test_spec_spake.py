"""docs/PROTOCOL.md's "SPAKE2 in full" is enough to prove the join code:
a client built from those lines alone (the library used only for Ed25519
point arithmetic, which RFC 8032 defines) passes the host's check, and the
M and N written there are what the lines derive."""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
import struct
from pathlib import Path

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import ed25519_basic as ed

from manni_desktop.net.auth import HostHandshake

ROOT = Path(__file__).resolve().parents[2]
SPEC = (ROOT / "docs/PROTOCOL.md").read_text(encoding="utf-8")
CODE = "K7QFM2XD"


def hkdf(ikm: bytes, info: bytes, size: int) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=size, salt=b"", info=info).derive(ikm)


def written(name: str) -> bytes:
    found = re.search(name + r" = `([0-9a-f]{64})`", SPEC)
    assert found, f"{name} is not written in docs/PROTOCOL.md"
    return bytes.fromhex(found.group(1))


def blinding(seed: bytes) -> bytes:
    """The spec's arbitrary element: the first y from the seed's HKDF whose
    point, times 8, is not the identity."""
    y = int.from_bytes(hkdf(seed, b"SPAKE2 arbitrary element", 48), "big") % ed.Q
    while True:
        point = [ed.xrecover(y), y]
        if ed.isoncurve(point):
            eight = ed.ElementOfUnknownGroup(ed.xform_affine_to_extended(point)).scalarmult(8)
            if not ed.is_extended_zero(eight.XYTZ):
                return bytes(eight.to_bytes())
        y = (y + 1) % ed.Q


def test_m_and_n_are_what_the_spec_derives() -> None:
    assert blinding(b"M") == written("M")
    assert blinding(b"N") == written("N")


def framed(*parts: bytes) -> bytes:
    return b"".join(struct.pack(">I", len(part)) + part for part in parts)


def test_a_client_from_the_spec_alone_proves_the_code_to_the_host() -> None:
    fingerprint = secrets.token_bytes(32)  # the certificate's hash, as both ends see it
    host = HostHandshake(CODE, fingerprint)
    h = hashlib.sha256
    w = int.from_bytes(hkdf(CODE.encode(), b"SPAKE2 pw", 48), "big") % ed.L
    m, n = (ed.bytes_to_element(written(name)) for name in ("M", "N"))
    x = secrets.randbelow(ed.L)
    big_x = ed.Base.scalarmult(x).add(m.scalarmult(w)).to_bytes()
    ours = b"A" + big_x
    theirs = base64.b64decode(host.answer(base64.b64encode(ours).decode()), validate=True)
    assert theirs[:1] == b"B" and len(theirs) == 33
    big_y = theirs[1:]
    k = ed.bytes_to_element(big_y).add(n.scalarmult(-w % ed.L)).scalarmult(x).to_bytes()
    key = h(h(CODE.encode()).digest() + h(b"manni-table client").digest()
            + h(b"manni-table host").digest() + big_x + big_y + k).digest()
    transcript = h(framed(b"manni-table/1", fingerprint, ours, theirs)).digest()
    mine = hkdf(key, b"manni-table/1 confirm manni-table client", 32)
    host.check(base64.b64encode(hmac.new(mine, transcript, hashlib.sha256).digest()).decode())
    hosts = hkdf(key, b"manni-table/1 confirm manni-table host", 32)
    assert base64.b64decode(host.confirmation()) == hmac.new(hosts, transcript,
                                                              hashlib.sha256).digest()
