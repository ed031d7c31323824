"""DataForSEO's Backlinks API as a link source: ``POST /v3/backlinks/backlinks/live``.

The task ``{"target": "example.com", "mode": "as_is", "include_subdomains": true, "backlinks_status_type": "live",
"limit": ≤1000, "offset": n}`` answers ``tasks[0].result[0]`` = ``{"target", "total_count", "items_count",
"items": [item, …]}``; an item is one backlink: ``url_from``, ``url_to``, ``anchor`` (``alt`` for an image link),
``item_type`` (anchor, image, …), ``attributes`` (rel values: nofollow, ugc, sponsored, …), ``dofollow``,
``semantic_location`` (the HTML5 element holding the link: article, nav, header, footer, …), ``first_seen``
and ``last_seen`` (``"2019-11-06 10:43:26 +00:00"``), ``is_lost``. HTTP, auth and the status codes of errors are
the Keywords client's (crawler.keywords.dataforseo.DataForSeoApi).

Each backlink becomes two :class:`PageLinks` of its source page, at ``first_seen`` and at ``last_seen``, with the
one link: stored with ``record_pages(..., complete=False)`` (a provider reports only the page's links into the
target asked for), the link keeps the provider's first sighting and the page's other links are untouched. Live
links only: a lost one would have to be stated as a fetch of its page without it, which a partial report cannot.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from analytics.links.model import REL_VALUES, Outlink, PageLinks, Placement
from crawler.keywords.dataforseo import DataForSeoApi

SOURCE = "dataforseo"
BACKLINKS = "/v3/backlinks/backlinks/live"
PAGE_SIZE = 1_000  # the endpoint's most items a task
_NAVIGATION = ("nav", "header", "menu")


def _seen(text: Any) -> datetime | None:
    try:
        return datetime.strptime(str(text), "%Y-%m-%d %H:%M:%S %z").astimezone(UTC)
    except ValueError:
        return None


def _placement(item: dict[str, Any]) -> Placement:
    if item.get("item_type") == "image":
        return "image"
    location = str(item.get("semantic_location") or "").lower()
    if location == "footer":
        return "footer"
    return "navigation" if location in _NAVIGATION else "content"


def pages_from(item: dict[str, Any], *, now: datetime) -> list[PageLinks]:
    """A backlink item as its page's fetches (none for a lost or unusable item)."""
    source, target = item.get("url_from"), item.get("url_to")
    if not source or not target or item.get("is_lost"):
        return []
    attributes = {str(value).lower() for value in item.get("attributes") or ()}
    rel = tuple(value for value in REL_VALUES if value in attributes)
    if item.get("dofollow") is False and not rel:
        rel = ("nofollow",)
    anchor = str(item.get("anchor") or item.get("alt") or "").strip()
    link = Outlink(str(target), anchor, rel, _placement(item))
    last = _seen(item.get("last_seen")) or now
    first = min(_seen(item.get("first_seen")) or last, last)
    return [PageLinks(str(source), at, (link,), source=SOURCE) for at in sorted({first, last})]


class DataForSeoBacklinks(DataForSeoApi):
    def backlinks(self, target: str, *, limit: int = PAGE_SIZE, now: datetime | None = None) -> list[PageLinks]:
        """The live backlinks into ``target`` (a domain, subdomain or URL, as DataForSEO reads it), at most
        ``limit``, as page fetches (see the module docstring)."""
        now = now or datetime.now(UTC)
        pages: list[PageLinks] = []
        offset = 0
        while offset < limit:
            task = {"target": target, "mode": "as_is", "include_subdomains": True, "backlinks_status_type": "live",
                    "limit": min(PAGE_SIZE, limit - offset), "offset": offset}
            result = self.result(BACKLINKS, task)
            first = result[0] if result and isinstance(result[0], dict) else {}
            items = [item for item in first.get("items") or [] if isinstance(item, dict)]
            for item in items:
                pages += pages_from(item, now=now)
            offset += len(items)
            if not items or offset >= int(first.get("total_count") or 0):
                break
        return pages
