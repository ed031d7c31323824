"""The one normal form of host names, shared by the rank store and its match rules
(:mod:`analytics.rankings.matching`) and the SERP result model (:mod:`crawler.serp.model`), so a host the
crawler reads from a result page is the host the store keeps and a rule compares.

- lower case ASCII: IDN labels in their punycode form (UTS #46, ``例子.台灣`` → ``xn--fsqu00a.xn--kpry57d``);
- no trailing dot, no credentials; a port only when it is not the default one (``localhost:8080``).

:func:`host_of` refuses what has no usable host (:class:`InvalidHost`) and reads a bare host name
(``example.com/path``) as a host, as users type sites; the crawler wraps it for links found on a page
(:func:`crawler.serp.model.host_of`: never raises, ``None`` for relative links). Standard library and
``idna`` only: nothing of the project, so any part can import it.
"""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import SplitResult, urlsplit

import idna

# Labels of letters, digits, hyphens (and the underscores some real hosts carry), dot-separated.
_ASCII_HOST = re.compile(r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*")
DEFAULT_PORTS = (80, 443)


class InvalidHost(ValueError):
    """Not a usable host name or URL."""


def normalize_host(host: str) -> str:
    """Lower-case ASCII host: IDN labels to punycode, trailing dot removed.

    >>> normalize_host("WWW.Bücher.DE.")
    'www.xn--bcher-kva.de'
    """
    host = host.strip().rstrip(".").lower()
    if not host:
        raise InvalidHost("empty host")
    if host.isascii():
        if not _ASCII_HOST.fullmatch(host) and not _is_ip(host):
            raise InvalidHost(f"not a valid host: {host!r}")
        return host
    try:
        return idna.encode(host, uts46=True).decode("ascii")
    except idna.IDNAError as exc:
        raise InvalidHost(f"not a valid internationalized host: {host!r}") from exc


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def split_url(url: str) -> SplitResult:
    """The parts of a URL, or of a bare host name with an optional path (``example.com/blog``)."""
    url = url.strip()
    if "://" not in url:
        url = "//" + url.lstrip("/")
    try:
        parts = urlsplit(url)
    except ValueError as exc:
        raise InvalidHost(f"not a URL: {url!r}") from exc
    if not parts.hostname:
        raise InvalidHost(f"no host in {url!r}")
    return parts


def host_of(url: str) -> str:
    """The normalized host of a URL (or of a bare host name).

    >>> host_of("https://user:pw@WWW.Example.com:443/a"), host_of("localhost:8080")
    ('www.example.com', 'localhost:8080')
    """
    parts = split_url(url)
    host = normalize_host(parts.hostname)
    try:
        port = parts.port
    except ValueError as exc:
        raise InvalidHost(f"bad port in {url!r}") from exc
    return f"{host}:{port}" if port and port not in DEFAULT_PORTS else host
