"""The private-address guard: a site audit, and the link crawl, fetch only public addresses (SSRF).

Anyone can ask for an audit of any URL, and any page can link anywhere, so a URL whose host resolves to
the crawler's own network (loopback, RFC 1918, link-local, unique-local, CGNAT, multicast, the cloud metadata
service) is refused — the start URL before the crawl starts (:func:`check_url`, raising :class:`UnsafeAddress`)
and every request of the crawl, redirects included (the downloader middleware of :mod:`crawler.audit.middlewares`,
which the link crawl's spider uses too, and for Chromium the guard proxy of :mod:`crawler.audit.guard_proxy`),
whose refusals become pages with ``fetch_error="blocked_address: <reason>"`` (:func:`refusal_error`).

The guard resolves each host once and every fetcher connects to the address it approved (pinned in
Scrapy's DNS cache, dialled by the guard proxy), so a second lookup rebound to 127.0.0.1 is never used.

``allow_private`` (the ``RANKLENS_CRAWL_ALLOW_PRIVATE`` setting, handed down by the API as part of
:class:`crawler.audit.policy.FetchPolicy`) lifts the guard. ``pins`` maps host names to addresses the
operator chose (like ``/etc/hosts`` or curl's ``--resolve``); a pinned host is trusted.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Callable, Mapping
from urllib.parse import urlsplit

from analytics.hosts import InvalidHost, normalize_host

BLOCKED_ADDRESS = "blocked_address"

# Cloud metadata services answer with credentials; named apart so the refusal says so.
METADATA_ADDRESSES = frozenset({ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")})
_CGNAT = ipaddress.ip_network("100.64.0.0/10")
_UNIQUE_LOCAL = ipaddress.ip_network("fc00::/7")

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


class UnsafeAddress(ValueError):
    """The URL's host is (or resolves to) an address the crawler may not fetch, or does not resolve."""

    def __init__(self, url: str, host: str, reason: str, address: str | None = None) -> None:
        self.url, self.host, self.reason, self.address = url, host, reason, address
        where = f"{host} ({address})" if address and address != host else host
        super().__init__(f"{url}: {where} is {reason.replace('_', ' ')}")


def refusal_error(reason: str) -> str:
    """A refused URL's ``fetch_error``: ``dns`` when it does not resolve, else ``blocked_address: <reason>``."""
    return "dns" if reason == "unresolvable" else f"{BLOCKED_ADDRESS}: {reason}"


def is_blocked(fetch_error: str | None) -> bool:
    """Whether a ``fetch_error`` is the guard's refusal of an address (:func:`refusal_error`)."""
    return bool(fetch_error) and fetch_error.startswith(BLOCKED_ADDRESS)


def unsafe_reason(address: Address) -> str | None:
    """Why ``address`` may not be fetched, or None for a public address."""
    mapped = getattr(address, "ipv4_mapped", None)
    if mapped is not None:
        return unsafe_reason(mapped)
    if address in METADATA_ADDRESSES:
        return "metadata"
    if address.is_loopback:
        return "loopback"
    if address.is_link_local:
        return "link_local"
    if address.is_multicast:
        return "multicast"
    if address.version == 4 and address in _CGNAT:
        return "cgnat"
    if address.version == 6 and address in _UNIQUE_LOCAL:
        return "unique_local"
    if address.is_private:
        return "private"
    if address.is_unspecified or address.is_reserved or not address.is_global:
        return "reserved"
    return None


def system_resolve(host: str) -> list[str]:
    """Every address the system resolver gives for ``host`` (IPv4 and IPv6)."""
    infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    return list(dict.fromkeys(info[4][0] for info in infos))


class AddressGuard:
    """Decides per host, once: the address to connect to, or why not.

    Thread-safe: a crawl's Scrapy thread and its guard proxy share one guard, and a host asked for by
    both at once is still looked up once (a rebinding resolver cannot give them different answers).
    """

    def __init__(self, *, allow_private: bool, pins: Mapping[str, str] | None = None,
                 resolve: Callable[[str], list[str]] = system_resolve) -> None:
        self.allow_private = allow_private
        self.pins = {_host_key(host): address for host, address in (pins or {}).items()}
        self.resolve = resolve
        self._decided: dict[str, tuple[str | None, str | None, str | None]] = {}  # host -> (address, reason, seen)
        self._deciding: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def known(self, host: str) -> bool:
        """Decided already (no DNS lookup needed)."""
        return _host_key(host) in self._decided

    def refused(self, url: str) -> str | None:
        """Why ``url``'s host was refused, when it was decided already (never looks it up)."""
        host = urlsplit(url).hostname
        decision = self._decided.get(_host_key(host)) if host else None
        return None if decision is None else decision[1]

    def decide(self, host: str) -> tuple[str | None, str | None, str | None]:
        """(address to connect to, refusal reason, the refused address) for ``host``; blocking (DNS)."""
        host = _host_key(host)
        with self._lock:
            lock = self._deciding.setdefault(host, threading.Lock())
        with lock:
            if host not in self._decided:
                self._decided[host] = self._decide(host)
            return self._decided[host]

    def _decide(self, host: str) -> tuple[str | None, str | None, str | None]:
        if host in self.pins:
            return self.pins[host], None, None
        try:
            addresses = [ipaddress.ip_address(host)]
        except ValueError:
            try:
                addresses = [ipaddress.ip_address(a.split("%")[0]) for a in self.resolve(host)]
            except (OSError, UnicodeError, ValueError):
                return None, "unresolvable", None
        if not addresses:
            return None, "unresolvable", None
        if not self.allow_private:
            # Every answer must be public: a host answering both could be steered to the private one.
            for address in addresses:
                reason = unsafe_reason(address)
                if reason:
                    return None, reason, str(address)
        chosen = next((a for a in addresses if a.version == 4), addresses[0])
        return str(chosen), None, None

    def check_url(self, url: str) -> str:
        """The address ``url`` will be fetched from; raises :class:`UnsafeAddress`."""
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UnsafeAddress(url, parts.hostname or "", "not_http")
        address, reason, refused = self.decide(parts.hostname)
        if reason:
            raise UnsafeAddress(url, parts.hostname, reason, refused)
        return address


def _host_key(host: str) -> str:
    """One name per host: ``牛肉麵.tw`` as Scrapy asks for it (``xn--...``), IPv6 without brackets."""
    host = host.strip("[]")
    try:
        return normalize_host(host)
    except InvalidHost:
        return host.lower()


def check_url(url: str, *, allow_private: bool, pins: Mapping[str, str] | None = None) -> str:
    """Refuse an audit's start URL before anything starts: raises :class:`UnsafeAddress` (an API 4xx)."""
    return AddressGuard(allow_private=allow_private, pins=pins).check_url(url)
