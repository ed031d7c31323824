"""Keyword lists as the rank queries read them: inline in the query, or stored once as a keyword set.

Most rank queries read a project's whole keyword list, which may hold 100,000 keywords. Sent with every
query as one string parameter, such a list is escaped in Python and parsed by ClickHouse each time (about
250 ms a query at 100,000 keywords, measured with chDB). Stored once in ``keyword_sets`` under the hash of
its content, a query names it by that id instead (about 15 ms at 100,000). Lists of up to
:data:`INLINE_LIMIT` keywords stay inline: the page of a grid changes with every request, and a store
insert per page would cost more than it saves.

A set is content-addressed (the same keywords with the same tracking starts are one set, whichever
process stored it), expires from the store :data:`KEEP_DAYS` days after it was last stored, and is stored
again by a process that has not stored it for a day (:data:`RESTORE_AFTER_S`), so a set a process uses is
always there.
"""

from __future__ import annotations

import hashlib
import struct
import threading
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from functools import cached_property

from clickhouse_connect.driver.client import Client

from analytics.rankings.keys import KEYWORDS, keyword_id, keywords_param, normalize_keyword

INLINE_LIMIT = 1000
KEEP_DAYS = 30
RESTORE_AFTER_S = 24 * 3600
EPOCH = date(1970, 1, 1)
COLUMNS = ["set_id", "keyword_id", "keyword", "since", "stored_at"]

# Per client (one per store): the sets this process stored, and when.
_stored: weakref.WeakKeyDictionary[Client, dict[int, float]] = weakref.WeakKeyDictionary()
_stored_lock = threading.Lock()


@dataclass(frozen=True)
class TrackedKeyword:
    """A keyword as a project tracks it: ``since`` is the day tracking started (its "initial" rank is
    the first day with data from then on); None reads every stored day."""

    text: str
    since: date | None = None


@dataclass(frozen=True, eq=False)
class KeywordSet:
    """A keyword list, normalized (:func:`analytics.rankings.keys.normalize_keyword`; the first of two
    keywords that normalize alike wins). Build it with :func:`keyword_set`.

    ``terms`` maps each normalized keyword to the caller's keyword, in the caller's order; ``ids`` maps
    each keyword id (``halfMD5``) to its normalized text; ``set_id`` is the stored set's id (None inline).
    """

    terms: dict[str, TrackedKeyword]
    ids: dict[int, str]
    set_id: int | None = None
    _sinces: list[date] = field(default_factory=list, repr=False)

    def __len__(self) -> int:
        return len(self.terms)

    def __bool__(self) -> bool:
        return bool(self.terms)

    def text(self, id_: int) -> str:
        """The caller's text of a keyword id."""
        return self.terms[self.ids[id_]].text

    @property
    def first_since(self) -> date:
        return min(self._sinces, default=EPOCH)

    @property
    def one_since(self) -> bool:
        """Whether every keyword started tracking on the same day (or none has a start)."""
        return len(set(self._sinces)) <= 1

    @cached_property
    def fingerprint(self) -> int:
        """A digest of everything the set holds (the caller's texts and tracking starts too): two sets with
        the same fingerprint answer every query alike. Computed once per set."""
        digest = hashlib.blake2b(digest_size=8)
        for normal, tracked in self.terms.items():
            digest.update(f"{normal}\x1f{tracked.text}\x1f{tracked.since}\x1e".encode())
        return int.from_bytes(digest.digest(), "big")

    def params(self) -> dict[str, object]:
        """The query parameters the SQL of :meth:`ids_in`, :meth:`texts_in` and :meth:`rows` reads."""
        if self.set_id is not None:
            return {"keyword_set": self.set_id}
        params: dict[str, object] = {"keywords": keywords_param(self.terms)}
        if not self.one_since:
            params["sinces"] = self._sinces
        else:
            params["since"] = self.first_since
        return params

    def ids_in(self, column: str = "keyword_id") -> str:
        """A condition: ``column`` (a keyword id) is one of the set's."""
        if self.set_id is not None:
            return f"{column} IN (SELECT keyword_id FROM keyword_sets WHERE set_id = {{keyword_set:UInt64}})"
        return f"{column} IN (SELECT halfMD5({KEYWORDS}))"

    def texts_in(self, column: str = "keyword") -> str:
        """A condition: ``column`` (a normalized keyword) is one of the set's."""
        if self.set_id is not None:
            return f"{column} IN (SELECT keyword FROM keyword_sets WHERE set_id = {{keyword_set:UInt64}})"
        return f"{column} IN (SELECT {KEYWORDS})"

    def rows(self) -> str:
        """A subquery with one row per keyword: ``keyword_id``, ``keyword`` (normalized), ``since`` (the
        day its tracking started; 1970-01-01 when it reads every day)."""
        if self.set_id is not None:  # stored again by another process: a copy until merged
            return "SELECT DISTINCT keyword_id, keyword, since FROM keyword_sets WHERE set_id = {keyword_set:UInt64}"
        if self.one_since:
            return ("SELECT halfMD5(keyword) AS keyword_id, keyword, {since:Date} AS since "
                    f"FROM (SELECT {KEYWORDS} AS keyword)")
        return ("SELECT halfMD5(pair.1) AS keyword_id, pair.1 AS keyword, pair.2 AS since "
                "FROM (SELECT arrayJoin(arrayZip(splitByChar('\\n', {keywords:String}), {sinces:Array(Date)})) AS pair)")


def keyword_set(keywords: Sequence[str | TrackedKeyword] | KeywordSet, client: Client | None = None) -> KeywordSet:
    """The set of ``keywords``; with a ``client``, a list of more than :data:`INLINE_LIMIT` keywords is
    stored in that client's store (once a day per process) and read from there."""
    if isinstance(keywords, KeywordSet):
        return keywords
    terms: dict[str, TrackedKeyword] = {}
    for keyword in keywords:
        tracked = keyword if isinstance(keyword, TrackedKeyword) else TrackedKeyword(keyword)
        normal = normalize_keyword(tracked.text)
        if normal:
            terms.setdefault(normal, tracked)
    ids = {keyword_id(normal): normal for normal in terms}
    sinces = [tracked.since or EPOCH for tracked in terms.values()]
    if client is None or len(terms) <= INLINE_LIMIT:
        return KeywordSet(terms, ids, None, sinces)
    rows = sorted((id_, ids[id_], since) for id_, since in zip(ids, sinces, strict=True))
    set_id = _content_id(rows)
    _store(client, set_id, rows)
    return KeywordSet(terms, ids, set_id, sinces)


def _content_id(rows: list[tuple[int, str, date]]) -> int:
    digest = hashlib.blake2b(digest_size=8)
    for id_, _, since in rows:
        digest.update(struct.pack(">QI", id_, since.toordinal()))
    return int.from_bytes(digest.digest(), "big")


def _store(client: Client, set_id: int, rows: list[tuple[int, str, date]]) -> None:
    now = time.monotonic()
    with _stored_lock:
        known = _stored.setdefault(client, {})
        if now - known.get(set_id, -RESTORE_AFTER_S) < RESTORE_AFTER_S:
            return
    stored_at = datetime.now(UTC).replace(microsecond=0)
    # On a cluster the rows go to their keywords' shards before the query that reads them runs.
    client.insert("keyword_sets", [[set_id, id_, text, since, stored_at] for id_, text, since in rows],
                  column_names=COLUMNS, settings={"distributed_foreground_insert": 1})
    with _stored_lock:
        known[set_id] = now
