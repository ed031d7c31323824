"""What a page's facts mean to a search engine: robots directives, canonical, hreflang, language,
indexability, and whether the response was a bot-protection challenge instead of the page.

- Robots directives come from ``<meta name=robots|googlebot>`` and every ``X-Robots-Tag`` header,
  case-insensitively; ``none`` means ``noindex, nofollow``; a header line addressed to another crawler
  (``bingbot: noindex``) is ignored.
- The canonical comes from ``<head>`` and the ``Link`` header; one in ``<body>`` is ignored. When they
  disagree, search engines ignore them all, and so does :func:`canonical`.
- hreflang links come from ``<head>`` and the ``Link`` header; ones in ``<body>`` are ignored.
- Relative hrefs in the markup resolve against ``<base href>`` as browsers and search engines do;
  those of the ``Link`` header against the response's URL (:func:`resolve_link`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit, urlunsplit

from analytics.audits import text as textlib
from analytics.audits.facts import HreflangLink, PageFacts, PageSummary

_VALUED_DIRECTIVES = ("max-snippet", "max-image-preview", "max-video-preview", "unavailable_after")
_OUR_AGENTS = ("robots", "googlebot")


@dataclass(frozen=True)
class RobotsDirectives:
    """Directives that apply to us, and each source's own list (``meta`` or ``header``)."""

    sources: tuple[tuple[str, frozenset[str]], ...]

    @property
    def all(self) -> frozenset[str]:
        return frozenset().union(*(directives for _, directives in self.sources))

    @property
    def noindex(self) -> bool:
        return bool({"noindex", "none"} & self.all)

    @property
    def nofollow(self) -> bool:
        return bool({"nofollow", "none"} & self.all)

    @property
    def nosnippet(self) -> bool:
        return "nosnippet" in self.all or "max-snippet:0" in self.all

    def conflicts(self) -> list[str]:
        """Pairs of sources that say opposite things (``index`` in one, ``noindex`` in another)."""
        found = []
        for yes, no in (("index", "noindex"), ("follow", "nofollow")):
            says_yes = [src for src, d in self.sources if yes in d or "all" in d]
            says_no = [src for src, d in self.sources if no in d or "none" in d]
            if says_yes and says_no:
                found.append(f"{yes}/{no}")
        return found


def _directive_set(value: str, agent: str | None = None) -> frozenset[str] | None:
    """Directives in one meta content or header line; None when addressed to another crawler."""
    out: set[str] = set()
    current = agent
    for part in value.split(","):
        token = part.strip().lower()
        if ":" in token:
            key, rest = (piece.strip() for piece in token.split(":", 1))
            if key not in _VALUED_DIRECTIVES:
                current, token = key, rest
            else:
                token = f"{key}:{rest}"
        if token and (current is None or current in _OUR_AGENTS):
            out.add(token)
    if current is not None and current not in _OUR_AGENTS and not out:
        return None
    return frozenset(out)


def robots_directives(page: PageFacts) -> RobotsDirectives:
    sources: list[tuple[str, frozenset[str]]] = []
    for name, content in page.robots_meta:
        if name.strip().lower() in _OUR_AGENTS:
            found = _directive_set(content)
            if found:
                sources.append((f"meta:{name.strip().lower()}", found))
    for value in page.header_values("x-robots-tag"):
        found = _directive_set(value)
        if found:
            sources.append(("header", found))
    return RobotsDirectives(tuple(sources))


_LINK_VALUE = re.compile(r'<([^>]*)>((?:\s*;\s*[^;,"=\s]+\s*(?:=\s*(?:"[^"]*"|[^;,]*))?)*)')
_LINK_PARAM = re.compile(r';\s*([^=;,\s]+)\s*(?:=\s*("[^"]*"|[^;,]*))?')


def parse_link_header(value: str) -> list[tuple[str, dict[str, str]]]:
    """``<https://a/>; rel="canonical", <https://b/>; rel=alternate; hreflang=ja`` → [(url, params)].

    >>> parse_link_header('<https://e.com/ja/>; rel="alternate"; hreflang="ja", <https://e.com/>; rel=canonical')
    [('https://e.com/ja/', {'rel': 'alternate', 'hreflang': 'ja'}), ('https://e.com/', {'rel': 'canonical'})]
    """
    links = []
    for match in _LINK_VALUE.finditer(value):
        params = {
            key.lower(): (raw or "").strip().strip('"') for key, raw in _LINK_PARAM.findall(match.group(2))
        }
        links.append((match.group(1).strip(), params))
    return links


def _header_links(page: PageFacts, rel: str) -> list[tuple[str, dict[str, str]]]:
    return [
        (url, params)
        for value in page.header_values("link")
        for url, params in parse_link_header(value)
        if rel in params.get("rel", "").lower().split()
    ]


def canonical_links(page: PageFacts) -> list[tuple[str, str]]:
    """(source, href as written) of every canonical search engines read: ``head`` and ``header``."""
    found = [("head", href) for href in page.canonicals]
    found += [("header", url) for url, _ in _header_links(page, "canonical")]
    return found


def resolve(base: str, href: str) -> str | None:
    """``href`` resolved against ``base`` without its fragment; None when it is not an http(s) URL."""
    try:
        joined = urljoin(base, href.strip())
        parts = urlsplit(joined)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    return urlunsplit((parts.scheme, parts.netloc.lower(), parts.path or "/", parts.query, ""))


def resolve_link(page: PageFacts, source: str, href: str) -> str | None:
    """An href of a canonical or hreflang link resolved: ``source`` header against the response's URL,
    markup (head, body) against the document's base URL."""
    return resolve(page.effective_url if source == "header" else page.base, href)


def canonical(page: PageFacts) -> str | None:
    """The resolved canonical URL when every canonical read agrees, else None."""
    resolved = {resolve_link(page, source, href) for source, href in canonical_links(page)}
    return resolved.pop() if len(resolved) == 1 else None


def same_url(a: str | None, b: str | None) -> bool:
    """Equal once resolved (host case, empty path as /, fragment dropped)."""
    if a is None or b is None:
        return False
    return resolve(a, a) == resolve(b, b)


def is_canonicalized_elsewhere(page: PageFacts) -> bool:
    target = canonical(page)
    return target is not None and not same_url(target, page.effective_url)


def hreflang_links(page: PageFacts) -> list[HreflangLink]:
    """hreflang links search engines read: those in ``<head>`` and the ``Link`` header."""
    found = [link for link in page.hreflangs if link.source == "head"]
    found += [
        HreflangLink(params["hreflang"], url, "header")
        for url, params in _header_links(page, "alternate")
        if "hreflang" in params
    ]
    return found


def is_indexable(page: PageFacts) -> bool:
    """A 2xx HTML page, not blocked by robots.txt, without noindex, and canonical to itself (or none)."""
    return (
        page.ok
        and page.is_html
        and not page.robots_blocked
        and not robots_directives(page).noindex
        and not is_canonicalized_elsewhere(page)
    )


def declared_lang(page: PageFacts) -> str | None:
    return (page.html_lang or page.xml_lang or "").strip() or None


def page_language(page: PageFacts) -> str | None:
    """The page's language: the ``lang`` attribute's primary subtag, else the language of its text."""
    declared = textlib.primary_language(declared_lang(page))
    if declared:
        return declared
    return page.text_language


def is_cjk_page(page: PageFacts) -> bool:
    """Chinese, Japanese or Korean pages, whose titles and descriptions are measured in characters."""
    return textlib.is_cjk_language(page_language(page))


# --- bot protection ---------------------------------------------------------------------------

_CHALLENGE_TITLES = (
    ("cloudflare", re.compile(r"just a moment|attention required|please wait\.\.\. \| cloudflare", re.IGNORECASE)),
    ("imperva", re.compile(r"pardon our interruption", re.IGNORECASE)),
    ("perimeterx", re.compile(r"access to this page has been denied", re.IGNORECASE)),
    ("ddos-guard", re.compile(r"ddos-guard", re.IGNORECASE)),
    ("captcha", re.compile(
        r"captcha|are you a (?:robot|human)|verify (?:you are|that you're) (?:a )?human|bot verification"
        r"|security check|人機驗證|人机验证|安全驗證|安全验证|ロボットではありません|アクセスが制限", re.IGNORECASE)),
)
_CHALLENGE_TEXT = (
    ("imperva", re.compile(r"_Incapsula_Resource|Incapsula incident", re.IGNORECASE)),
    ("cloudflare", re.compile(r"cf-chl|challenges\.cloudflare\.com|Cloudflare Ray ID", re.IGNORECASE)),
    ("akamai", re.compile(r"Reference #\d+\.[0-9a-f]+\.\d+\.[0-9a-f]+", re.IGNORECASE)),
    ("datadome", re.compile(r"captcha-delivery\.com", re.IGNORECASE)),
    ("sucuri", re.compile(r"Sucuri WebSite Firewall", re.IGNORECASE)),
)
_BLOCKING_STATUSES = (401, 403, 406, 429, 503)


def bot_protection(page: PageFacts) -> str | None:
    """The protection that answered instead of the site (cloudflare, akamai, imperva, datadome, ...), or None.

    Certain signs (``cf-mitigated: challenge``, AWS WAF's challenge action) count on any status; a
    challenge title or body, or a protection vendor's headers, count on blocking statuses (401, 403,
    406, 429, 503) only, so a site merely served through a CDN is not mistaken for a blocked crawl.
    """
    if (page.header("cf-mitigated") or "").lower() == "challenge":
        return "cloudflare"
    if (page.header("x-amzn-waf-action") or "").lower() in ("captcha", "challenge", "block"):
        return "aws-waf"
    title = " ".join(page.titles)
    if re.search(r"^just a moment", title.strip(), re.IGNORECASE) and "cloudflare" in (page.header("server") or "").lower():
        return "cloudflare"
    if page.status not in _BLOCKING_STATUSES:
        return None
    for vendor, pattern in _CHALLENGE_TITLES:
        if pattern.search(title):
            return vendor
    for vendor, pattern in _CHALLENGE_TEXT:
        if pattern.search(page.text[:5000]):
            return vendor
    server = (page.header("server") or "").lower()
    if page.header("x-datadome") or page.header("x-dd-b"):
        return "datadome"
    if page.header("x-sucuri-block") or page.header("x-sucuri-id"):
        return "sucuri"
    if page.header("x-iinfo"):
        return "imperva"
    if "akamaighost" in server and page.status == 403:
        return "akamai"
    if "ddos-guard" in server:
        return "ddos-guard"
    return None


def summarize(page: PageFacts) -> PageSummary:
    """The row a crawl keeps per page for the cross-page checks."""
    directives = robots_directives(page)
    return PageSummary(
        url=page.url,
        final_url=page.final_url,
        status=page.status,
        robots_blocked=page.robots_blocked,
        indexable=is_indexable(page),
        noindex=directives.noindex,
        canonical=canonical(page),
        title=page.title,
        description=page.description,
        h1=page.h1[0] if page.h1 else None,
        hreflangs=tuple(
            (link.code.strip(), resolved)
            for link in hreflang_links(page)
            if (resolved := resolve_link(page, link.source, link.href))
        ),
        html_lang=declared_lang(page),
        content_hash=page.content_hash,
        simhash=page.simhash,
        word_count=page.word_count,
        depth=page.depth,
        in_sitemap=page.in_sitemap,
        blocked_by=bot_protection(page),
        og_image=page.og_value("og:image"),
    )
