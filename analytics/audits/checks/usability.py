"""Usability: documents and URLs readers and browsers handle well.

URLs are measured decoded (``/台北/美食`` rather than its percent-encoding), so a Chinese or Japanese
path is not penalised for the nine bytes each character takes once encoded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import parse_qsl, unquote, urlsplit

from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts

checks = Registrar(Category.USABILITY)

MAX_HTML_BYTES = 2 * 1024 * 1024
MAX_URL_CHARS = 100
MAX_URL_LEVELS = 4
MAX_QUERY_PARAMETERS = 3
SESSION_PARAMETERS = ("sid", "sessionid", "session_id", "jsessionid", "phpsessid", "aspsessionid", "sessid")
_CHARSET = re.compile(r"charset\s*=", re.IGNORECASE)


def decoded_url(url: str) -> str:
    return unquote(url, errors="replace")


def url_levels(url: str) -> int:
    """Directories and file in the path: ``/blog/2024/post`` is 3, ``/`` is 0."""
    return len([segment for segment in urlsplit(url).path.split("/") if segment])


@checks.page("usability.charset_missing", Severity.WARNING)
def charset_missing(page: PageFacts) -> Iterator[Evidence]:
    """Without a declared encoding, browsers may guess wrong and show Chinese or Japanese as mojibake."""
    if not page.meta_charset and not _CHARSET.search(page.content_type or ""):
        yield {"content_type": page.content_type}


@checks.page("usability.doctype_missing", Severity.NOTICE)
def doctype_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.doctype:
        yield {}


@checks.page("usability.page_too_large", Severity.WARNING)
def page_too_large(page: PageFacts) -> Iterator[Evidence]:
    if page.size_bytes is not None and page.size_bytes > MAX_HTML_BYTES:
        yield {"bytes": page.size_bytes, "max_bytes": MAX_HTML_BYTES}


@checks.page("usability.deprecated_tags", Severity.NOTICE)
def deprecated_tags(page: PageFacts) -> Iterator[Evidence]:
    if page.deprecated_tags:
        yield {"tags": sorted(set(page.deprecated_tags))}


@checks.page("url.too_long", Severity.NOTICE, html_only=False)
def url_too_long(page: PageFacts) -> Iterator[Evidence]:
    decoded = decoded_url(page.url)
    if len(decoded) > MAX_URL_CHARS:
        yield {"characters": len(decoded), "max_characters": MAX_URL_CHARS, "decoded": decoded}


@checks.page("url.too_deep", Severity.NOTICE, html_only=False)
def url_too_deep(page: PageFacts) -> Iterator[Evidence]:
    levels = url_levels(page.url)
    if levels > MAX_URL_LEVELS:
        yield {"levels": levels, "max_levels": MAX_URL_LEVELS}


@checks.page("url.uppercase", Severity.NOTICE, html_only=False)
def url_uppercase(page: PageFacts) -> Iterator[Evidence]:
    path = urlsplit(page.url).path
    if any("A" <= ch <= "Z" for ch in unquote(path)):
        yield {"path": path}


@checks.page("url.underscores", Severity.NOTICE, html_only=False)
def url_underscores(page: PageFacts) -> Iterator[Evidence]:
    path = urlsplit(page.url).path
    if "_" in path:
        yield {"path": path}


@checks.page("url.whitespace", Severity.WARNING, html_only=False)
def url_whitespace(page: PageFacts) -> Iterator[Evidence]:
    path = urlsplit(page.url).path
    if re.search(r"\s", unquote(path)):
        yield {"path": path}


@checks.page("url.parameters", Severity.NOTICE, html_only=False)
def url_parameters(page: PageFacts) -> Iterator[Evidence]:
    names = [name for name, _ in parse_qsl(urlsplit(page.url).query, keep_blank_values=True)]
    if len(names) > MAX_QUERY_PARAMETERS:
        yield {"parameters": names, "max_parameters": MAX_QUERY_PARAMETERS}


@checks.page("url.session_id", Severity.WARNING, html_only=False)
def url_session_id(page: PageFacts) -> Iterator[Evidence]:
    parts = urlsplit(page.url)
    names = [name.lower() for name, _ in parse_qsl(parts.query, keep_blank_values=True)]
    found = [name for name in names if name in SESSION_PARAMETERS]
    if ";jsessionid=" in parts.path.lower():
        found.append("jsessionid")
    if found:
        yield {"parameters": found}


@checks.page("url.double_slash", Severity.NOTICE, html_only=False)
def url_double_slash(page: PageFacts) -> Iterator[Evidence]:
    path = urlsplit(page.url).path
    if "//" in path:
        yield {"path": path}
