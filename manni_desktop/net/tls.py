"""TLS for one table: a self-signed certificate made when the table opens.

No certificate authority can vouch for a laptop on a home network, so the
client does not verify the certificate; instead the SHA-256 of the
certificate each side saw goes into the join-code handshake (auth.py).  A
machine in the middle that terminates TLS must show its own certificate, the
fingerprints differ, and the handshake fails.  The key lives only in memory
(written to a private temporary file just long enough for ``ssl`` to load it).
"""

from __future__ import annotations

import datetime
import hashlib
import os
import ssl
import tempfile
from dataclasses import dataclass

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


@dataclass(frozen=True)
class TableCertificate:
    """A certificate (DER) and its private key (PEM), valid for a day."""

    der: bytes
    cert_pem: bytes
    key_pem: bytes

    @property
    def fingerprint(self) -> bytes:
        return hashlib.sha256(self.der).digest()


def make_certificate() -> TableCertificate:
    """A fresh P-256 key and a self-signed certificate for it."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "manni-table")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name).issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return TableCertificate(cert.public_bytes(serialization.Encoding.DER),
                            cert.public_bytes(serialization.Encoding.PEM), key_pem)


def server_context(certificate: TableCertificate) -> ssl.SSLContext:
    """The host's context: TLS 1.2 or later with the table's certificate."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    # ssl loads a chain only from a file: a private one, removed at once.
    handle, path = tempfile.mkstemp(suffix=".pem")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(certificate.cert_pem + certificate.key_pem)
        context.load_cert_chain(path)
    finally:
        os.unlink(path)
    return context


def client_context() -> ssl.SSLContext:
    """The client's context: encryption without CA checks (the join-code
    handshake authenticates the host, bound to the certificate seen)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def peer_fingerprint(ssl_object: ssl.SSLObject | ssl.SSLSocket | None) -> bytes:
    """SHA-256 of the certificate the other end showed (``ValueError`` if none)."""
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    if not der:
        raise ValueError("the connection shows no certificate")
    return hashlib.sha256(der).digest()
