"""Test-only name resolution for the server under test: every host name under ``.test`` (the
top-level domain RFC 2606 reserves for testing) resolves to 127.0.0.1, so a site the end-to-end tests
serve on 127.0.0.1 can have the dotted domain a project URL needs. Python imports this module at
start-up when its directory is on PYTHONPATH, which tests/e2e/conftest.py sets for `ranklens up`
only; every other name resolves as usual, and the crawl guard still decides whether 127.0.0.1 may be
fetched (RANKLENS_CRAWL_ALLOW_PRIVATE).
"""

import socket

LOOPBACK = "127.0.0.1"
_getaddrinfo = socket.getaddrinfo
_gethostbyname = socket.gethostbyname


def _loopback(host):
    name = host.decode("ascii", "replace") if isinstance(host, bytes) else host
    return isinstance(name, str) and name.lower().rstrip(".").endswith(".test")


def getaddrinfo(host, *args, **kwargs):
    return _getaddrinfo(LOOPBACK if _loopback(host) else host, *args, **kwargs)


def gethostbyname(host):
    return LOOPBACK if _loopback(host) else _gethostbyname(host)


socket.getaddrinfo = getaddrinfo
socket.gethostbyname = gethostbyname
