"""A fetched page's outlinks as the link store keeps them (:class:`analytics.links.model.Outlink`).

:func:`extract_links` is pure and total (any bytes, any markup). For every ``<a href>`` and ``<area href>``:

- the target is resolved against ``<base href>`` (else the page's final URL), its fragment dropped; ``javascript:``,
  ``mailto:``, ``tel:`` and every other non-http(s) scheme is skipped;
- its host is :func:`analytics.hosts.normalize_host`'s form (IDNs in punycode, default port dropped) and credentials
  (``user:pw@``) are removed: a password a page leaks is not ours to keep, and the link is the same link without it;
- ``rel`` keeps the qualifiers search engines read (nofollow, ugc, sponsored), in :data:`REL_VALUES` order;
- placement: ``image`` when the link wraps an ``<img>`` (its anchor is then the image's alt when it has no text),
  ``navigation`` inside ``nav``/``header``/``menu``/``[role=navigation|menu|menubar]``, ``footer`` inside
  ``footer``/``[role=contentinfo]``, else ``content``. A ``header``/``footer`` inside an ``article`` or ``section``
  is that article's heading or byline, not the site's chrome: such links stay ``content`` (as HTML defines the
  banner and contentinfo landmarks).

The anchor text is the link's text with whitespace collapsed, at most :data:`MAX_ANCHOR` characters.
"""

from __future__ import annotations

from datetime import datetime
from urllib.parse import urlsplit, urlunsplit

from analytics.audits.signals import resolve
from analytics.hosts import DEFAULT_PORTS, InvalidHost, normalize_host
from analytics.links.model import REL_VALUES, Outlink, PageLinks, Placement
from crawler.audit.extract import decode, parse_html, resolve_href

MAX_ANCHOR = 300
MAX_LINKS = 5000  # per page: a page linking more is a link farm or a sitemap page; the rest is not kept
_NAV_TAGS = frozenset({"nav", "menu"})
_NAV_ROLES = frozenset({"navigation", "menu", "menubar", "banner"})
_FOOTER_ROLES = frozenset({"contentinfo"})
_SECTIONING = frozenset({"article", "section", "aside", "main"})


def clean_url(url: str) -> str | None:
    """An absolute http(s) URL in the store's form: host normalized (punycode, lower case, default port dropped),
    credentials and fragment removed; None when it has no usable host.

    >>> clean_url("HTTP://user:pw@Bücher.DE:80/a?b=1#top")
    'http://xn--bcher-kva.de/a?b=1'
    """
    try:
        parts = urlsplit(url)
        port = parts.port
        host = normalize_host(parts.hostname or "")
    except (ValueError, InvalidHost):
        return None
    if parts.scheme not in ("http", "https"):
        return None
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{host}:{port}" if port and port not in DEFAULT_PORTS else host
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))


def _target(base: str, href: str) -> str | None:
    href = href.strip()
    if not href or href.startswith("#"):
        return None
    resolved = resolve_href(base, href)
    return None if resolved is None else clean_url(resolved)


def _rel(value: str | None) -> tuple[str, ...]:
    if not value:
        return ()
    tokens = {token.lower() for token in value.split()}
    return tuple(qualifier for qualifier in REL_VALUES if qualifier in tokens)


def _placement(element) -> Placement:
    """Where the link sits, from its nearest landmark ancestor."""
    for ancestor in element.iterancestors():
        tag = ancestor.tag if isinstance(ancestor.tag, str) else ""
        role = (ancestor.get("role") or "").strip().lower()
        if tag in _NAV_TAGS or role in _NAV_ROLES:
            return "navigation"
        if tag == "footer" or role in _FOOTER_ROLES:
            return "footer" if not _in_sectioning(ancestor) else "content"
        if tag == "header":
            return "navigation" if not _in_sectioning(ancestor) else "content"
    return "content"


def _in_sectioning(element) -> bool:
    return any(isinstance(a.tag, str) and a.tag in _SECTIONING for a in element.iterancestors())


def _text(element) -> str:
    """The link's text as read (inline elements do not split words), whitespace collapsed."""
    return " ".join("".join(element.itertext()).split())[:MAX_ANCHOR]


def extract_links(url: str, body: bytes | str, *, content_type: str | None = None,
                  encoding: str | None = None) -> tuple[Outlink, ...]:
    """Every outlink of the page at (final) ``url``, in document order (a target linked twice appears twice:
    each link has its own anchor and placement)."""
    html = body if isinstance(body, str) else decode(body, content_type, encoding)
    root = parse_html(html)
    if root is None:
        return ()
    base_element = root.find(".//base[@href]")
    base = url
    if base_element is not None:
        base = resolve(url, base_element.get("href") or "") or url
    links: list[Outlink] = []
    for element in root.iter("a", "area"):
        href = element.get("href")
        if href is None:
            continue
        target = _target(base, href)
        if target is None:
            continue
        image = element.find(".//img")
        anchor = _text(element) if element.tag == "a" else (element.get("alt") or "").strip()[:MAX_ANCHOR]
        if image is not None and element.tag == "a":
            placement: Placement = "image"
            anchor = anchor or " ".join((image.get("alt") or "").split())[:MAX_ANCHOR]
        else:
            placement = _placement(element)
        links.append(Outlink(target, anchor, _rel(element.get("rel")), placement))
        if len(links) >= MAX_LINKS:
            break
    return tuple(links)


def page_links(url: str, body: bytes | str, fetched_at: datetime, *, content_type: str | None = None,
               encoding: str | None = None) -> PageLinks:
    """The page as the link store takes it (its URL in :func:`clean_url`'s form)."""
    return PageLinks(clean_url(url) or url, fetched_at,
                     extract_links(url, body, content_type=content_type, encoding=encoding))
