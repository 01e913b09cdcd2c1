"""Mutual TLS between the platform's own processes: gateway → game services, workers → services.

A game service trusts the caller its metadata names (services/core/caller.py) only because no one
but the gateway and the workers can reach it. With mutual TLS that is checked, not assumed: each
process holds a certificate of the platform's private CA naming its role (the certificate's common
name: `gateway`, `worker`, `service`), a service accepts only connections presenting one, and
`caller.of` refuses a caller kind the role may not claim (only a worker certificate may call as
the workers; only the gateway forwards clients).

Every internal certificate carries one DNS name, `ludus.internal`, and every internal channel
checks the server against that name (`grpc.ssl_target_name_override`): the private CA is the
root of trust, and addresses may change (pods, ports) without reissuing certificates.

`ludus certs DIR` (and `ludus up`, in its data directory) makes the CA and one certificate per
role with the `cryptography` package; in Kubernetes they come from cert-manager or Secrets.
"""

from __future__ import annotations

import datetime
import ipaddress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc

#: The DNS name in every internal certificate, which every internal channel expects.
INTERNAL_NAME = "ludus.internal"
GATEWAY = "gateway"
WORKER = "worker"
SERVICE = "service"
ROLES = (GATEWAY, WORKER, SERVICE)


@dataclass(frozen=True)
class Identity:
    """This process's certificate, its key, and the CA it trusts (all PEM)."""

    ca: bytes
    certificate: bytes
    key: bytes

    @classmethod
    def from_files(cls, ca: str, certificate: str, key: str) -> Identity:
        return cls(Path(ca).read_bytes(), Path(certificate).read_bytes(), Path(key).read_bytes())

    def server_credentials(self) -> grpc.ServerCredentials:
        return grpc.ssl_server_credentials(
            [(self.key, self.certificate)], root_certificates=self.ca, require_client_auth=True
        )

    def channel_credentials(self) -> grpc.ChannelCredentials:
        return grpc.ssl_channel_credentials(
            root_certificates=self.ca, private_key=self.key, certificate_chain=self.certificate
        )


def channel_options() -> list[tuple[str, Any]]:
    return [("grpc.ssl_target_name_override", INTERNAL_NAME)]


def current_identity() -> Identity | None:
    """The identity the settings name (LUDUS_TLS_CA_FILE, _CERT_FILE, _KEY_FILE), or None."""
    from services.core.settings import current

    settings = current()
    if not settings.tls_cert_file:
        return None
    return Identity.from_files(settings.tls_ca_file, settings.tls_cert_file, settings.tls_key_file)


def peer_role(context: Any) -> str | None:
    """The role in the client certificate of a call over mutual TLS (None over plain text)."""
    names = (context.auth_context() or {}).get("x509_common_name") or []
    if not names:
        return None
    name = names[0]
    return name.decode() if isinstance(name, bytes) else str(name)


# ------------------------------------------------------------------------------ certificates


def make_certificates(directory: Path, roles: tuple[str, ...] = ROLES, days: int = 825) -> None:
    """A private CA and one certificate per role in `directory`: ca.pem (public), ca-key.pem,
    <role>.pem, <role>-key.pem (keys readable by the owner only). Existing files are kept."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    directory.mkdir(parents=True, exist_ok=True)
    now = datetime.datetime.now(datetime.UTC)

    def write_key(path: Path, key: ec.EllipticCurvePrivateKey) -> None:
        pem = key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        path.touch(mode=0o600)
        path.write_bytes(pem)

    ca_path, ca_key_path = directory / "ca.pem", directory / "ca-key.pem"
    if ca_path.exists() and ca_key_path.exists():
        ca_cert = x509.load_pem_x509_certificate(ca_path.read_bytes())
        loaded = serialization.load_pem_private_key(ca_key_path.read_bytes(), password=None)
        assert isinstance(loaded, ec.EllipticCurvePrivateKey)
        ca_key = loaded
    else:
        ca_key = ec.generate_private_key(ec.SECP256R1())
        ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Ludus internal CA")])
        ca_cert = (
            x509.CertificateBuilder()
            .subject_name(ca_name)
            .issuer_name(ca_name)
            .public_key(ca_key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=days))
            .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
            .add_extension(x509.KeyUsage(False, False, False, False, False, True, True, False, False), critical=True)
            .sign(ca_key, hashes.SHA256())
        )
        write_key(ca_key_path, ca_key)
        ca_path.write_bytes(ca_cert.public_bytes(serialization.Encoding.PEM))
    for role in roles:
        cert_path, key_path = directory / f"{role}.pem", directory / f"{role}-key.pem"
        if cert_path.exists() and key_path.exists():
            continue
        key = ec.generate_private_key(ec.SECP256R1())
        names = [
            x509.DNSName(INTERNAL_NAME),
            x509.DNSName("localhost"),
            x509.IPAddress(ipaddress.ip_address("127.0.0.1")),
        ]
        cert = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, role)]))
            .issuer_name(ca_cert.subject)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=days))
            .add_extension(x509.SubjectAlternativeName(names), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(
                x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH, ExtendedKeyUsageOID.CLIENT_AUTH]),
                critical=False,
            )
            .sign(ca_key, hashes.SHA256())
        )
        write_key(key_path, key)
        cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))


def environment_for(directory: Path, role: str) -> dict[str, str]:
    """The settings that give a process `role`'s identity from `directory`."""
    return {
        "LUDUS_TLS_CA_FILE": str(directory / "ca.pem"),
        "LUDUS_TLS_CERT_FILE": str(directory / f"{role}.pem"),
        "LUDUS_TLS_KEY_FILE": str(directory / f"{role}-key.pem"),
    }


def identity_in(directory: Path, role: str) -> Identity:
    """`role`'s identity from a directory `make_certificates` filled."""
    return Identity.from_files(
        str(directory / "ca.pem"), str(directory / f"{role}.pem"), str(directory / f"{role}-key.pem")
    )
