"""Reading sitemaps: ``<urlset>`` and ``<sitemapindex>`` XML, gzipped or not, with a size cap.

A sitemap may be served gzipped as a file (``.xml.gz``, ``application/gzip``) rather than with
``Content-Encoding``; :func:`sitemap_body` unpacks it under the same cap as a page, so a gzip bomb
becomes an error on that sitemap, not a crawler out of memory.
"""

from __future__ import annotations

import gzip
import io
import struct
from dataclasses import dataclass

from lxml import etree

#: Sitemaps an index may name before the rest are ignored (the protocol allows 50,000).
MAX_SITEMAPS = 200
_CHUNK = 64 * 1024  # bytes inflated at a time, so the cap is checked before memory grows past it


@dataclass(frozen=True)
class ParsedSitemap:
    kind: str  # urlset or sitemapindex
    locs: tuple[str, ...] = ()
    error: str | None = None


def sitemap_body(body: bytes, max_size: int) -> bytes:
    """The XML of a sitemap response (gunzipped when it is a gzip file); raises ValueError past ``max_size``."""
    if body[:2] == b"\x1f\x8b":
        return _gunzip(body, max_size)
    return body


def _gunzip(data: bytes, max_size: int) -> bytes:
    """``data`` gunzipped a chunk at a time (every member of a multi-member file); ValueError
    ``decompression_bomb`` past ``max_size`` bytes (0: no cap). Like Scrapy's ``gunzip``, a truncated file or
    one with a bad checksum yields what it inflated before the damage, ``bad_gzip`` when that is nothing. Our
    own code because Scrapy signals the cap with an exception of its private ``scrapy.utils._compression``."""
    out = bytearray()
    with gzip.GzipFile(fileobj=io.BytesIO(data)) as unpacked:
        while True:
            try:
                chunk = unpacked.read1(_CHUNK)
            except (OSError, EOFError, struct.error) as exc:  # struct.error: a header cut short
                if out:
                    break
                raise ValueError("bad_gzip") from exc
            if not chunk:
                break
            out += chunk
            if max_size and len(out) > max_size:
                raise ValueError("decompression_bomb")
    return bytes(out)


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
