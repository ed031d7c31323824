"""Reading sitemaps: ``<urlset>`` and ``<sitemapindex>`` XML, gzipped or not, with a size cap.

A sitemap may be served gzipped as a file (``.xml.gz``, ``application/gzip``) rather than with
``Content-Encoding``; :func:`sitemap_body` unpacks it under the same cap as a page, so a gzip bomb
becomes an error on that sitemap, not a crawler out of memory.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from lxml import etree
from scrapy.utils._compression import _DecompressionMaxSizeExceeded
from scrapy.utils.gz import gunzip

#: Sitemaps an index may name before the rest are ignored (the protocol allows 50,000).
MAX_SITEMAPS = 200


@dataclass(frozen=True)
class ParsedSitemap:
    kind: str  # urlset or sitemapindex
    locs: tuple[str, ...] = ()
    error: str | None = None


def sitemap_body(body: bytes, max_size: int) -> bytes:
    """The XML of a sitemap response (gunzipped when it is a gzip file); raises ValueError past ``max_size``."""
    if body[:2] == b"\x1f\x8b":
        try:
            return gunzip(body, max_size=max_size)
        except _DecompressionMaxSizeExceeded as exc:
            raise ValueError("decompression_bomb") from exc
        except OSError as exc:
            raise ValueError("bad_gzip") from exc
    return body


def parse_sitemap(body: bytes) -> ParsedSitemap:
    """The ``<loc>`` of every ``<url>`` (urlset) or ``<sitemap>`` (index), streamed; an error when not a sitemap."""
    locs: list[str] = []
    kind = ""
    parser = etree.iterparse(io.BytesIO(body), events=("start", "end"), resolve_entities=False, no_network=True,
                             huge_tree=True, recover=False)
    try:
        for event, element in parser:
            name = etree.QName(element).localname if isinstance(element.tag, str) else ""
            if event == "start":
                if not kind:
                    kind = name.lower()
                    if kind not in ("urlset", "sitemapindex"):
                        return ParsedSitemap(kind or "unknown", (), "not_a_sitemap")
                continue
            if name == "loc" and element.text and element.text.strip():
                locs.append(element.text.strip())
            if name in ("url", "sitemap"):
                element.clear()
    except etree.XMLSyntaxError as exc:
        return ParsedSitemap(kind or "unknown", tuple(locs), f"xml_error: {exc.msg}"[:200])
    if not kind:
        return ParsedSitemap("unknown", (), "empty")
    return ParsedSitemap(kind, tuple(locs))
