"""Which results of a stored SERP belong to a site: explicit match rules, pure, with their SQL form.

A project (or a competitor) is found in a SERP by one rule:

=============  ===================================================================================
``exact_host``  the result's host is the rule's host (``shop.example.com`` matches only that host)
``domain``      the host is the rule's domain or any subdomain of it (``example.com`` matches
                ``example.com``, ``www.example.com``, ``blog.example.com``; not ``badexample.com``)
``url_prefix``  the result's URL starts with the rule's URL (``example.com/blog`` matches
                ``example.com/blog/post-1`` and also ``example.com/blog-old``: a plain prefix)
``exact_url``   the result's URL is the rule's URL (query string included, fragment ignored)
=============  ===================================================================================

Normal forms, shared by the stored columns (see :mod:`analytics.rankings.ingest`) and the rules:

- hosts are lower case ASCII: IDN hosts in their punycode form (``例子.台灣`` →
  ``xn--fsqu00a.xn--kpry57d``), no trailing dot, default ports dropped (:mod:`analytics.hosts`, the form
  the SERP parsers give too);
- URLs are compared by their *URL key*: host + path + ``?query``, without the scheme (``http`` and
  ``https`` are the same page here), without the fragment, with an empty path read as ``/`` and
  percent-encoding made canonical (``/產品`` and ``/%E7%94%A2%E5%93%81`` are one path). Paths stay
  case-sensitive and a trailing slash stays significant, as on the web servers that serve them.

``www`` versus the bare host is explicit: ``www_equivalent`` (on by default) makes ``www.example.com``
and ``example.com`` the same host in every kind of rule; off, each is only itself. A ``domain`` rule
with ``www_equivalent`` drops a leading ``www.`` from its value (``www.example.com`` as a domain means
``example.com``); ``domain`` rules already cover every subdomain, so the flag changes nothing else.

Rules become ClickHouse predicates through :meth:`MatchRule.predicate`, with every value passed as a
bound query parameter (``{name:String}``): no user text is ever spliced into SQL. The predicates read the
``serp_ranks`` table (every organic result, sorted by its host written backwards, :func:`reversed_host`):
a domain and all its subdomains share one prefix of that sort key (``tw.example.``), an exact host or a
URL rule's host is one value, so a rule reads only its own site's rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from urllib.parse import quote, unquote

import tldextract

from analytics.hosts import InvalidHost, host_of, split_url

WWW = "www."
_PATH_SAFE = "/!$&'()*+,;=:@-._~%"
_QUERY_SAFE = "/?!$&'()*+,;=:@-._~%"


class MatchKind(StrEnum):
    EXACT_HOST = "exact_host"
    DOMAIN = "domain"
    URL_PREFIX = "url_prefix"
    EXACT_URL = "exact_url"


# A rule's value that is not a usable host or URL (the host functions' error: rules are built from them).
InvalidRule = InvalidHost


def url_key(url: str) -> str:
    """The form URLs are compared in: scheme-less, canonical host, path and query.

    Not :func:`w3lib.url.canonicalize_url` (the site checker's and the crawl's key): a URL-prefix rule
    matches the keys that start with it, so the query must keep the order a user typed and the engine
    ranked (sorted arguments would move ``?id=1&lang=ja`` away from its prefix ``?id=1``), and the scheme
    is dropped so that http and https rank as one page.

    >>> url_key("HTTPS://Example.com.tw/產品?id=1#top")
    'example.com.tw/%E7%94%A2%E5%93%81?id=1'
    >>> url_key("http://example.com")
    'example.com/'
    """
    parts = split_url(url)
    path = quote(unquote(parts.path), safe=_PATH_SAFE) or "/"
    query = quote(unquote(parts.query), safe=_QUERY_SAFE)
    return host_of(url) + path + (f"?{query}" if query else "")


@lru_cache(maxsize=1)
def _extractor() -> tldextract.TLDExtract:
    # The public suffix list snapshot shipped in the package: never fetched at run time. Private
    # suffixes are included so that foo.github.io or shop.blogspot.com count as their own sites.
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)


def registrable_domain(host: str) -> str:
    """The domain a host is registered under (``blog.example.com.tw`` → ``example.com.tw``).

    Hosts with no public suffix (IP addresses, ``localhost``) are their own domain.
    """
    bare = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    return _extractor()(bare).top_domain_under_public_suffix or bare


def public_suffix(host: str) -> str:
    """The public suffix a host is under (``blog.example.com.tw`` → ``com.tw``; ``''`` for none: such a
    name cannot resolve on the public internet)."""
    return _extractor()(host).suffix


def _www_variants(host: str, www_equivalent: bool) -> tuple[str, ...]:
    if not www_equivalent:
        return (host,)
    bare = host.removeprefix(WWW)
    return (bare, WWW + bare)


@dataclass(frozen=True)
class MatchRule:
    """One site's rule. Build it with :meth:`parse`, which validates and normalizes ``value``."""

    kind: MatchKind
    value: str
    www_equivalent: bool = True

    @classmethod
    def parse(cls, kind: MatchKind | str, raw: str, *, www_equivalent: bool = True) -> MatchRule:
        """A rule from what a user typed: a host, a domain or a URL, with or without scheme."""
        kind = MatchKind(kind)
        if kind is MatchKind.EXACT_HOST:
            value = host_of(raw)
        elif kind is MatchKind.DOMAIN:
            value = host_of(raw)
            if www_equivalent:
                value = value.removeprefix(WWW)
        else:
            value = url_key(raw)
        return cls(kind, value, www_equivalent)

    @classmethod
    def for_site(cls, url: str) -> MatchRule:
        """The default rule for a site or competitor URL: its whole domain when the URL is a home page
        (``https://www.example.com/`` → every host under ``example.com``), else that section of the
        site (``https://example.com/blog/`` → the URL prefix ``example.com/blog/``)."""
        key = url_key(url)
        if key.endswith("/") and key.count("/") == 1:
            return cls.parse(MatchKind.DOMAIN, url)
        return cls.parse(MatchKind.URL_PREFIX, url)

    def _values(self) -> tuple[str, ...]:
        if self.kind is MatchKind.DOMAIN:
            return (self.value,)
        host, slash, rest = self.value.partition("/")
        return tuple(variant + slash + rest for variant in _www_variants(host, self.www_equivalent))

    def matches(self, url: str) -> bool:
        """Whether a result URL belongs to the site (the Python twin of :meth:`predicate`)."""
        try:
            host, key = host_of(url), url_key(url)
        except InvalidRule:
            return False
        if self.kind is MatchKind.DOMAIN:
            return host == self.value or host.endswith("." + self.value)
        if self.kind is MatchKind.EXACT_HOST:
            return host in self._values()
        if self.kind is MatchKind.URL_PREFIX:
            return any(key.startswith(value) for value in self._values())
        return key in self._values()

    def predicate(self, name: str, host_rev: str = "host_rev", key: str = "url_key") -> tuple[str, dict[str, object]]:
        """A ClickHouse boolean expression over a reversed host column (``host_rev``, see
        :func:`reversed_host`) and a URL key column, and its parameters. The host part is a condition on the
        leading column of ``serp_ranks``' sort key, so ClickHouse reads only the rule's hosts.

        ``name`` prefixes the parameter names so that several rules can share one query; it must be
        an identifier chosen by the code, never by a user.
        """
        if not name.isidentifier():
            raise ValueError(f"parameter prefix must be an identifier: {name!r}")
        if self.kind is MatchKind.DOMAIN:
            return f"startsWith({host_rev}, {{{name}:String}})", {name: reversed_host(self.value)}
        values = list(self._values())
        hosts = sorted({reversed_host(value.partition("/")[0]) for value in values})
        on_host = f"{host_rev} IN {{{name}_hosts:Array(String)}}"
        if self.kind is MatchKind.EXACT_HOST:
            return on_host, {f"{name}_hosts": hosts}
        if self.kind is MatchKind.EXACT_URL:
            return f"({on_host} AND has({{{name}:Array(String)}}, {key}))", {f"{name}_hosts": hosts, name: values}
        return (f"({on_host} AND arrayExists(p -> startsWith({key}, p), {{{name}:Array(String)}}))",
                {f"{name}_hosts": hosts, name: values})


def reversed_host(host: str) -> str:
    """A host's labels in reverse order, each followed by a dot (``blog.example.com.tw`` →
    ``tw.com.example.blog.``), as ``serp_ranks`` stores them (:data:`REVERSED_HOST_SQL` is the same in
    ClickHouse). A host is under a domain exactly when its reversed form starts with the domain's:
    ``tw.com.example.`` is a prefix of ``tw.com.example.blog.`` but not of ``tw.com.example2.``."""
    return "".join(label + "." for label in reversed(host.split(".")))


REVERSED_HOST_SQL = "arrayStringConcat(arrayMap(label -> concat(label, '.'), arrayReverse(splitByChar('.', host))))"
