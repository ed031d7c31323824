"""Test-only: host names with public addresses, served on this machine, and no packet leaving it.

Python imports this module at start-up when its directory is on PYTHONPATH (the crawl's child process
in the SSRF tests); the tests' own process installs the same functions with ``monkeypatch``
(tests/crawler/audit/sites.py ``public_hosts``). It is inert unless ``RANKLENS_TEST_PUBLIC_HOSTS`` is
set, to JSON:

- ``resolve``: host name -> the answers of its successive lookups, the last repeating. A name that
  answers a public address first and 127.0.0.1 after is DNS rebinding.
- ``dial``: ``"address:port"`` -> ``"127.0.0.1:port"``: a connection to that public address goes to a
  local test server instead.

Every other name fails to resolve (no DNS query leaves either), and a connection to any other address
that is not loopback fails before a packet is sent.
"""

import errno
import ipaddress
import json
import os
import socket

ENV = "RANKLENS_TEST_PUBLIC_HOSTS"
_getaddrinfo = socket.getaddrinfo
_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex
lookups: dict[str, int] = {}  # per process: how often each name was looked up


def _config():
    text = os.environ.get(ENV)
    return json.loads(text) if text else None


def getaddrinfo(host, port, *args, **kwargs):
    config = _config()
    name = host.decode("ascii", "replace") if isinstance(host, bytes) else host
    if config is None or not isinstance(name, str):
        return _getaddrinfo(host, port, *args, **kwargs)
    name = name.lower().rstrip(".")
    try:
        ipaddress.ip_address(name.split("%")[0])
        return _getaddrinfo(host, port, *args, **kwargs)  # an address: no lookup
    except ValueError:
        pass
    answers = config["resolve"].get(name)
    if not answers and name != "localhost":
        raise socket.gaierror(socket.EAI_NONAME, f"{name}: not a test host")
    if not answers:
        return _getaddrinfo(host, port, *args, **kwargs)
    seen = lookups.get(name, 0)
    lookups[name] = seen + 1
    return _getaddrinfo(answers[min(seen, len(answers) - 1)], port, *args, **kwargs)


def _dialled(address):
    """Where a connection to ``address`` goes, or None where it may not go at all."""
    config = _config()
    if config is None or not isinstance(address, tuple):
        return address
    host, port = address[0], address[1]
    target = config["dial"].get(f"{host}:{port}")
    if target is not None:
        local, local_port = target.rsplit(":", 1)
        return (local, int(local_port), *address[2:])
    try:
        loopback = ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        loopback = False
    return address if loopback else None


def connect(self, address):
    dialled = _dialled(address)
    if dialled is None:
        raise OSError(errno.ENETUNREACH, f"{address}: no packet leaves the machine in these tests")
    return _connect(self, dialled)


def connect_ex(self, address):
    dialled = _dialled(address)
    if dialled is None:
        return errno.ENETUNREACH
    return _connect_ex(self, dialled)


def install() -> None:
    socket.getaddrinfo = getaddrinfo
    socket.socket.connect = connect
    socket.socket.connect_ex = connect_ex


if _config() is not None:
    install()
