"""What a page audit reads of the project's latest site check: which of the audited page's title and
description other crawled pages share (SPEC §5 "duplicates are flagged"), and which URLs were crawled.

Texts are compared as the site check's duplicate checks compare them (``title.duplicate``,
``description.duplicate``): folded (:func:`analytics.audits.text.fold`), among indexable pages. The
store narrows the candidates with ClickHouse's NFKC and lower case; the fold confirms them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from clickhouse_connect.driver.client import Client

from analytics.audits import text as textlib
from analytics.audits.facts import url_key
from analytics.audits.scoring import Duplicates
from analytics.audits.tables import PAGES


def _narrowed(text: str) -> str:
    return unicodedata.normalize("NFKC", textlib.normalize(text)).lower()


def duplicates(client: Client, site_check_id: int, urls: Sequence[str], title: str | None,
               description: str | None) -> Duplicates:
    """The other indexable pages of the check whose title (description) is the audited page's; the
    page itself is any of ``urls`` (its address and where it redirected)."""
    texts = {column: text for column, text in (("title", title), ("description", description)) if text}
    if not texts:
        return Duplicates()
    matches = " OR ".join(f"lowerUTF8(normalizeUTF8NFKC(ifNull({column}, ''))) = {{{column}:String}}"
                          for column in texts)
    rows = client.query(
        f"""SELECT url, title, description FROM {PAGES} FINAL
            WHERE site_check_id = {{check:UInt64}} AND indexable AND url_key NOT IN {{keys:Array(String)}}
              AND final_key NOT IN {{keys:Array(String)}} AND ({matches})
            ORDER BY url""",
        parameters={"check": site_check_id, "keys": sorted({url_key(url) for url in urls}),
                    **{column: _narrowed(text) for column, text in texts.items()}}).result_rows

    def same(a: str | None, b: str | None) -> bool:
        return bool(a and b) and textlib.fold(a) == textlib.fold(b)

    return Duplicates(title=tuple(other for other, text, _ in rows if same(text, title)),
                      description=tuple(other for other, _, text in rows if same(text, description)))


def crawled(client: Client, site_check_id: int, urls: Sequence[str]) -> set[str]:
    """Which of ``urls`` the check crawled (at that URL or redirected there), as
    :func:`~analytics.audits.facts.url_key` reads them."""
    keys = {url_key(url) for url in urls}
    if not keys:
        return set()
    rows = client.query(
        f"SELECT url_key, final_key FROM {PAGES} FINAL WHERE site_check_id = {{check:UInt64}} "
        "AND (url_key IN {keys:Array(String)} OR final_key IN {keys:Array(String)})",
        parameters={"check": site_check_id, "keys": sorted(keys)}).result_rows
    return keys & {key for row in rows for key in row}
