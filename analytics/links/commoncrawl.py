"""Readers of Common Crawl's published link data, streamed into the link store's model (``ranklens links import``).

**Host-level web graph** (``cc-main-…-host-vertices.txt.gz`` and ``…-host-edges.txt.gz``): the vertices file is
``id<TAB>reversed host`` (``com.example.www``; ids dense from 0, in file order), the edges file
``from_id<TAB>to_id``. The vertices are read whole into a list indexed by id (about 60 bytes a host: a sample or
a few tens of millions of hosts, not the full 300M-host graph on one machine); edges stream. Either file may be
gzip-compressed (read by its magic bytes, not its name).

**WAT files** (``….warc.wat.gz``): WARC files whose ``metadata`` records hold JSON describing each fetched page;
a response's outlinks are at ``Envelope → Payload-Metadata → HTTP-Response-Metadata → HTML-Metadata → Links``,
each ``{"path": "A@/href", "url": …, "text": …, "rel": …}``; the page is the record's ``WARC-Target-URI``,
fetched at its ``WARC-Date``. Only ``<a>`` and ``<area>`` links are outlinks (``A@/href``, ``AREA@/href``; not
images, stylesheets or forms); relative URLs resolve against the page's ``<base href>`` or its own URL.
Read with warcio, Common Crawl's own WARC library.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO
from urllib.parse import urljoin

from warcio.archiveiterator import ArchiveIterator

from analytics.links.model import REL_VALUES, HostEdge, Outlink, PageLinks

SOURCE = "commoncrawl"
OUTLINK_PATHS = ("A@/href", "AREA@/href")


def _open(path: Path) -> BinaryIO:
    with path.open("rb") as probe:
        gzipped = probe.read(2) == b"\x1f\x8b"
    return gzip.open(path, "rb") if gzipped else path.open("rb")


def host_from_reversed(reversed_host: str) -> str:
    """``com.example.www`` → ``www.example.com`` (the graph's vertex names)."""
    return ".".join(reversed(reversed_host.strip().split(".")))


def read_vertices(path: Path) -> list[str]:
    """The hosts of a vertices file, indexed by id."""
    hosts: list[str] = []
    with _open(path) as lines:
        for number, line in enumerate(lines):
            vertex, _, name = line.decode("utf-8").rstrip("\r\n").partition("\t")
            if int(vertex) != len(hosts):
                raise ValueError(f"{path}:{number + 1}: vertex id {vertex} out of order (expected {len(hosts)})")
            hosts.append(host_from_reversed(name))
    return hosts


def host_edges(vertices: Path, edges: Path, *, seen_at: datetime) -> Iterator[HostEdge]:
    """The graph's edges as :class:`HostEdge`\\ s seen at ``seen_at`` (the release's date)."""
    hosts = read_vertices(vertices)
    with _open(edges) as lines:
        for line in lines:
            source, _, target = line.partition(b"\t")
            if target:
                yield HostEdge(hosts[int(source)], hosts[int(target)], seen_at, source=SOURCE)


def _rel(value: str | None) -> tuple[str, ...]:
    words = set((value or "").lower().split())
    return tuple(rel for rel in REL_VALUES if rel in words)


def _at(text: str) -> datetime:
    at = datetime.fromisoformat(text)  # Python 3.11 reads the Z of WARC dates
    return at if at.tzinfo else at.replace(tzinfo=UTC)


def wat_pages(path: Path) -> Iterator[PageLinks]:
    """The fetched pages of a WAT file with their outlinks (response records only; a page without links is a
    :class:`PageLinks` with none, which tells the store its earlier links are gone)."""
    with path.open("rb") as stream:
        for record in ArchiveIterator(stream):
            if record.rec_type != "metadata":
                continue
            url = record.rec_headers.get_header("WARC-Target-URI")
            try:
                envelope = json.loads(record.content_stream().read())["Envelope"]
            except (ValueError, KeyError):
                continue
            response = envelope.get("Payload-Metadata", {}).get("HTTP-Response-Metadata")
            if not url or response is None:
                continue
            html = response.get("HTML-Metadata", {})
            base = urljoin(url, html.get("Head", {}).get("Base", "") or "")
            links = tuple(Outlink(urljoin(base, link["url"]), (link.get("text") or "").strip(), _rel(link.get("rel")))
                          for link in html.get("Links", ()) if link.get("path") in OUTLINK_PATHS and link.get("url"))
            at = record.rec_headers.get_header("WARC-Date") or envelope.get("WARC-Header-Metadata", {}).get("WARC-Date")
            yield PageLinks(url, _at(at), links, source=SOURCE)
