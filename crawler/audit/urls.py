"""Which URLs a site crawl follows, and when two URLs are one page to the crawler.

Endless URL spaces are bounded here: session ids and sort/order parameters do not make a new page
(:func:`crawl_key` drops them, so ``/list?sort=price`` is fetched once, as the site first linked it),
and :class:`UrlSpaceCaps` caps the pages of one calendar pattern (dates in the path or the query)
and the query-string variants of one path. Everything else is bounded by the depth and page budgets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from urllib.parse import parse_qsl, unquote_plus, urlsplit, urlunsplit

from w3lib.url import canonicalize_url

from analytics.audits.checks.usability import SESSION_PARAMETERS
from analytics.hosts import InvalidHost, normalize_host

SORT_PARAMETERS = frozenset({
    "sort", "sortby", "sort_by", "sortorder", "sort_order", "order", "orderby", "order_by", "dir", "direction",
})
_DROPPED = frozenset(SESSION_PARAMETERS) | SORT_PARAMETERS
_PATH_SESSION = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/?#]*", re.IGNORECASE)
# A year with its month (and day), separated: /2024/05, /2024-05-17, /2024_05. Bare digit runs are
# not dates here: /item/201905 is more often a product than a month.
_DATE_IN_PATH = re.compile(
    r"(?<![0-9A-Za-z])(?:19|20)\d\d[-/_](?:0?[1-9]|1[0-2])(?:[-/_](?:0?[1-9]|[12]\d|3[01]))?(?![0-9A-Za-z])"
)
_DATE_PARAMETERS = frozenset({"date", "day", "month", "year", "week", "cal", "calendar", "from", "to", "start", "end"})
_YEAR_VALUE = re.compile(r"(?:19|20)\d\d")

#: A calendar's pages of one pattern, and a path's query variants, beyond which the crawl stops following.
CALENDAR_CAP = 30
QUERY_VARIANT_CAP = 200


def http_url(url: str) -> bool:
    return url.startswith(("http://", "https://"))


@lru_cache(maxsize=16384)  # a site's menus link the same URLs from every page
def crawl_key(url: str) -> str:
    """The URL as the crawler dedups it: :func:`w3lib.url.canonicalize_url` (what Scrapy's own duplicate
    filter keys requests by), then the default port dropped and session ids (``;jsessionid=`` or ``?sid=``)
    and sort parameters dropped.

    canonicalize_url is right for this key, not only convenient: it gives one form to what the server receives
    as one request, which matters on CJK sites whose menus link ``/商品`` while their sitemaps list
    ``/%E5%95%86%E5%93%81`` (and ``牛肉麵.tw`` is ``xn--...tw``), so such a page is fetched once and counted in
    its sitemap; it drops the fragment (never sent); and it sorts the query arguments, so the permutations a
    faceted navigation links (``?color=red&size=m``, ``?size=m&color=red``) are one page, not one fetch each
    until the query-variant cap. The key only dedups: the page is fetched and reported at the URL the site
    first linked, so the report still shows the site's own spelling.

    >>> crawl_key("HTTP://Example.COM:80/商品?size=m&color=red&sort=price#top")
    'http://example.com/%E5%95%86%E5%93%81?color=red&size=m'
    """
    parts = urlsplit(canonicalize_url(url))
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"  # an IPv6 address keeps its brackets
    port = parts.port
    if port and not (parts.scheme == "http" and port == 80 or parts.scheme == "https" and port == 443):
        host = f"{host}:{port}"
    path = _PATH_SESSION.sub("", parts.path) or "/"
    # The canonical query's arguments, still encoded: filtered, not decoded and encoded again.
    query = "&".join(pair for pair in parts.query.split("&")
                     if pair and unquote_plus(pair.split("=", 1)[0]).lower() not in _DROPPED)
    key = urlunsplit((parts.scheme, host, path, query, ""))
    return url if key == url else key  # one string, not two equal ones, in the crawl's sets and lists


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@lru_cache(maxsize=4096)
def site_host(host: str | None) -> str:
    """``www.example.com`` and ``example.com`` are one site, and ``牛肉麵.tw`` is ``xn--...tw`` (the form
    Scrapy requests and links resolve to)."""
    if not host:
        return ""
    try:
        host = normalize_host(host)
    except InvalidHost:
        host = host.lower()
    return host.removeprefix("www.")


@lru_cache(maxsize=16384)  # every page links the menus' URLs again
def url_site_host(url: str) -> str:
    return site_host(urlsplit(url).hostname)


def is_internal(url: str, hosts: frozenset[str]) -> bool:
    return url_site_host(url) in hosts


def calendar_pattern(url: str) -> str | None:
    """``/events/2024/05`` and ``/events?month=2024-05`` as ``/events/{date}``, ``/events?month={date}``;
    None for a URL without a date."""
    parts = urlsplit(url)
    path, dated = _DATE_IN_PATH.subn("{date}", parts.path)
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    keys = []
    for key, value in pairs:
        if key.lower() in _DATE_PARAMETERS and _YEAR_VALUE.search(value):
            keys.append(f"{key}={{date}}")
            dated += 1
        else:
            keys.append(key)
    if not dated:
        return None
    return f"{parts.netloc.lower()}{path}?{'&'.join(sorted(keys))}"


@dataclass
class UrlSpaceCaps:
    """Counts URLs per calendar pattern and query variants per path; says which pattern a URL overflows."""

    calendar_cap: int = CALENDAR_CAP
    query_cap: int = QUERY_VARIANT_CAP
    counts: dict[str, int] = field(default_factory=dict)

    def admit(self, url: str) -> str | None:
        """Count ``url`` in; the pattern whose cap it exceeds (not admitted), or None."""
        pattern = calendar_pattern(url)
        cap = self.calendar_cap
        if pattern is None:
            parts = urlsplit(url)
            if not parts.query:
                return None
            pattern, cap = f"{parts.netloc.lower()}{parts.path}?", self.query_cap
        count = self.counts.get(pattern, 0)
        if count >= cap:
            return pattern
        self.counts[pattern] = count + 1
        return None
