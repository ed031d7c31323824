"""Spider traps the link crawl refuses before fetching: URL spaces without end.

A URL is refused (error kind ``trap``) when it is too long, too deep from its seed, too many path segments deep,
repeats path segments (``/a/b/a/b/a/b``, relative-link loops), or is a date far from today in a calendar
(``/events/1970/01``, ``?month=2099-12``). The remaining endless spaces (a calendar's next month for ever, faceted
query variants) are capped per pattern by the frontier with :func:`crawler.audit.urls.calendar_pattern` and
the audit crawl's caps (:data:`crawler.audit.urls.CALENDAR_CAP`, :data:`crawler.audit.urls.QUERY_VARIANT_CAP`).
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from urllib.parse import urlsplit

from crawler.audit.urls import CALENDAR_CAP, QUERY_VARIANT_CAP, calendar_pattern

MAX_URL_LENGTH = 1024
MAX_DEPTH = 8  # links followed from a seed
MAX_SEGMENTS = 16
MAX_SEGMENT_REPEATS = 3  # the same non-empty path segment at most this often
CALENDAR_YEARS_BACK = 15
CALENDAR_YEARS_AHEAD = 2
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")

__all__ = ["CALENDAR_CAP", "MAX_DEPTH", "QUERY_VARIANT_CAP", "space_of", "trap_reason"]


def trap_reason(url: str, depth: int = 0, *, today: date | None = None) -> str | None:
    """Why ``url`` is a trap (``long_url``, ``deep``, ``segments``, ``repeating_path``, ``calendar``), or None.

    >>> trap_reason("https://x.org/a/b/a/b/a/b/a/b")
    'repeating_path'
    >>> trap_reason("https://x.org/events?month=1901-01", today=date(2026, 1, 1))
    'calendar'
    """
    if len(url) > MAX_URL_LENGTH:
        return "long_url"
    if depth > MAX_DEPTH:
        return "deep"
    parts = urlsplit(url)
    segments = [segment for segment in parts.path.split("/") if segment]
    if len(segments) > MAX_SEGMENTS:
        return "segments"
    if segments and Counter(segments).most_common(1)[0][1] > MAX_SEGMENT_REPEATS:
        return "repeating_path"
    if calendar_pattern(url) is not None:
        year = (today or date.today()).year
        for found in _YEAR.findall(f"{parts.path}?{parts.query}"):
            if not year - CALENDAR_YEARS_BACK <= int(found) <= year + CALENDAR_YEARS_AHEAD:
                return "calendar"
    return None


def space_of(url: str) -> tuple[str, int] | None:
    """The endless URL space ``url`` belongs to and its cap: a calendar pattern, or a path's query variants;
    None for a plain URL (no date, no query)."""
    pattern = calendar_pattern(url)
    if pattern is not None:
        return pattern, CALENDAR_CAP
    parts = urlsplit(url)
    if not parts.query:
        return None
    return f"{parts.netloc.lower()}{parts.path}?", QUERY_VARIANT_CAP
