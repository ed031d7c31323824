"""Reads of the link store: what points at a target (a registrable domain with all its hosts, one host, or a
URL prefix), as the research screen shows it.

Counts are of live links (not lost) unless said otherwise; a "backlink" is one (source page, target URL)
link; a referring domain is a distinct registrable domain of source pages. Rows are read with FINAL (each
link's latest observation); the target's condition is on the leading column of ``link_edges``' sort key, so a
query reads only its target's rows. Every value a user typed reaches ClickHouse as a bound parameter
(:meth:`analytics.rankings.matching.MatchRule.predicate`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Generic, Literal, TypeVar

from clickhouse_connect.driver.client import Client

from analytics.hosts import InvalidHost, host_of
from analytics.rankings.matching import MatchKind, MatchRule

T = TypeVar("T")
TargetKind = Literal["domain", "host", "prefix"]
_RULE_KINDS = {"domain": MatchKind.DOMAIN, "host": MatchKind.EXACT_HOST, "prefix": MatchKind.URL_PREFIX}
LIVE = "lost_at IS NULL"
EDGES = "link_edges FINAL"
MAX_LIMIT = 10_000


@dataclass(frozen=True)
class LinkTarget:
    """What links point at: ``domain`` (a registrable domain or any host and its subdomains, ``www.`` dropped),
    ``host`` (exactly one host) or ``prefix`` (URLs starting with a URL key, on the host with or without
    ``www.``). Values are normal forms (punycode hosts, URL keys): build targets with :meth:`parse` or
    :meth:`of`."""

    kind: TargetKind
    value: str

    @classmethod
    def parse(cls, text: str) -> LinkTarget:
        """A target from what a user typed: a bare domain or a site's home URL is its domain, a URL with a path
        is that prefix. IDNs may be typed in Unicode. Raises :class:`analytics.hosts.InvalidHost`."""
        if not text or not text.strip():
            raise InvalidHost("empty target")
        rule = MatchRule.for_site(text)
        return cls("domain" if rule.kind is MatchKind.DOMAIN else "prefix", rule.value)

    @classmethod
    def of(cls, kind: TargetKind, text: str) -> LinkTarget:
        """A target of the given kind from a host, domain or URL (normalized as :meth:`parse` does)."""
        if kind == "host":
            return cls(kind, host_of(text))
        return cls(kind, MatchRule.parse(_RULE_KINDS[kind], text).value)

    def predicate(self) -> tuple[str, dict[str, object]]:
        """The condition on ``link_edges`` (or ``link_host_edges``) and its parameters."""
        rule = MatchRule(_RULE_KINDS[self.kind], self.value, www_equivalent=self.kind != "host")
        return rule.predicate("target", host_rev="target_host_rev", key="target_url_key")


@dataclass(frozen=True)
class Page(Generic[T]):
    rows: list[T]
    total: int


@dataclass(frozen=True)
class LinkSummary:
    backlinks: int
    dofollow_backlinks: int
    referring_domains: int
    referring_hosts: int
    lost_backlinks: int
    new_backlinks_30d: int
    lost_backlinks_30d: int
    sources: tuple[str, ...]
    sandbox: bool


@dataclass(frozen=True)
class BacklinkRow:
    source_url: str
    source_host: str
    source_url_rating: float | None
    source_domain_rating: float | None
    target_url: str
    anchor: str
    rel: tuple[str, ...]
    placement: str
    first_seen: datetime
    last_seen: datetime
    lost_at: datetime | None
    source: str


@dataclass(frozen=True)
class ReferringDomainRow:
    domain: str
    domain_rating: float | None
    backlinks: int
    dofollow_backlinks: int
    first_seen: datetime
    last_seen: datetime


@dataclass(frozen=True)
class AnchorRow:
    anchor: str
    backlinks: int
    referring_domains: int


@dataclass(frozen=True)
class LinkMonth:
    month: date  # first day; the figures are the live links at the month's end (today for this month)
    backlinks: int
    referring_domains: int


@dataclass(frozen=True)
class LinkDay:
    day: date
    new: int
    lost: int


def _now(at: datetime | None) -> datetime:
    return (at or datetime.now(UTC)).astimezone(UTC)


def _utc(value: datetime | None) -> datetime | None:
    return value.replace(tzinfo=UTC) if value is not None and value.tzinfo is None else value


def _window(offset: int, limit: int) -> dict[str, int]:
    return {"offset": max(0, offset), "limit": max(0, min(limit, MAX_LIMIT))}


def link_summary(client: Client, target: LinkTarget, *, at: datetime | None = None) -> LinkSummary:
    where, parameters = target.predicate()
    since = _now(at) - timedelta(days=30)
    row = client.query(
        f"SELECT countIf({LIVE}), countIf({LIVE} AND dofollow), uniqExactIf(source_domain_id, {LIVE}), "
        f"uniqExactIf(source_host_id, {LIVE}), countIf(lost_at IS NOT NULL), "
        f"countIf(first_seen >= {{since:DateTime64(3)}}), countIf(lost_at >= {{since:DateTime64(3)}}), "
        f"arraySort(groupUniqArray(source)), countIf(is_sandbox) > 0 "
        f"FROM {EDGES} WHERE {where}", parameters={**parameters, "since": since}).result_rows[0]
    return LinkSummary(*(int(value) for value in row[:7]), sources=tuple(row[7]), sandbox=bool(row[8]))


def _lost_filter(lost: bool | None) -> str:
    return "" if lost is None else f" AND {'lost_at IS NOT NULL' if lost else LIVE}"


def _ratings(kind: str, column: str, where: str) -> str:
    """The latest rating of each ``column`` value of the target's rows (a join's right side, on ``key_id``).
    ``column`` is a 64-bit hash of the source's domain or URL key (``link_rating_latest`` hashes its keys the
    same way): the filter's set is a million integers, not a million URL strings. The keys are read without
    FINAL or the live filter: a superset (earlier versions of a link have the same source) only looks up a few
    more ratings, and this scan reads one column."""
    return (f"(SELECT key_id, rating FROM link_rating_latest FINAL WHERE kind = '{kind}' "
            f"AND key_id IN (SELECT {column} FROM link_edges WHERE {where}))")


def backlinks(client: Client, target: LinkTarget, *, lost: bool | None = None, offset: int = 0,
              limit: int = 100) -> Page[BacklinkRow]:
    """The links into ``target`` (live and lost; ``lost`` True for lost only, False for live only), the
    strongest sources first (domain rating, then URL rating, unrated last), then the newest.

    The page is chosen reading the few columns its order needs, then only its rows are read whole (a target
    with a million links would otherwise read every column of each)."""
    where, parameters = target.predicate()
    target_where = where
    where += _lost_filter(lost)
    parameters.update(_window(offset, limit))
    total = int(client.query(f"SELECT count() FROM {EDGES} WHERE {where}", parameters=parameters).result_rows[0][0])
    chosen = client.query(
        f"SELECT m.source_url_key, m.target_url_key, u.rating, d.rating FROM "
        f"(SELECT source_url_key, target_url_key, source_domain_id, source_url_id, first_seen FROM {EDGES} "
        f"WHERE {where}) AS m "
        f"LEFT JOIN {_ratings('domain', 'source_domain_id', target_where)} AS d ON d.key_id = m.source_domain_id "
        f"LEFT JOIN {_ratings('url', 'source_url_id', target_where)} AS u ON u.key_id = m.source_url_id "
        f"ORDER BY d.rating DESC NULLS LAST, u.rating DESC NULLS LAST, m.first_seen DESC, m.source_url_key, "
        f"m.target_url_key LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}} SETTINGS join_use_nulls = 1",
        parameters=parameters).result_rows
    if not chosen:
        return Page([], total)
    found = {(source_key, target_key): row for source_key, target_key, *row in client.query(
        f"SELECT source_url_key, target_url_key, source_url, source_host, target_url, anchor, rel, placement, "
        f"first_seen, last_seen, lost_at, source FROM {EDGES} WHERE {where} "
        f"AND (source_url_key, target_url_key) IN {{keys:Array(Tuple(String, String))}}",
        parameters={**parameters, "keys": [(source_key, target_key) for source_key, target_key, _, _ in chosen]},
    ).result_rows}
    rows = []
    for source_key, target_key, url_rating, domain_rating in chosen:
        source_url, host, target_url, anchor, rel, placement, first, last, lost_at, source = \
            found[source_key, target_key]
        rows.append(BacklinkRow(source_url, host, url_rating, domain_rating, target_url, anchor, tuple(rel),
                                placement, _utc(first), _utc(last), _utc(lost_at), source))
    return Page(rows, total)


def referring_domains(client: Client, target: LinkTarget, *, offset: int = 0,
                      limit: int = 100) -> Page[ReferringDomainRow]:
    """The registrable domains with live links into ``target``, the strongest first (then the most links).
    One pass: the total is the number of groups, counted beside the page (``count() OVER ()``). Grouped by the
    domain's hash (a group key of 8 bytes, not a string hashed per row)."""
    where, parameters = target.predicate()
    target_where = where
    where += f" AND {LIVE}"
    parameters.update(_window(offset, limit))
    result = client.query(
        f"SELECT g.domain, d.rating, g.backlinks, g.dofollow_backlinks, g.first_seen, g.last_seen, "
        f"count() OVER () AS total FROM "
        f"(SELECT source_domain_id AS id, any(source_domain) AS domain, count() AS backlinks, "
        f"countIf(dofollow) AS dofollow_backlinks, min(first_seen) AS first_seen, max(last_seen) AS last_seen "
        f"FROM {EDGES} WHERE {where} GROUP BY id) AS g "
        f"LEFT JOIN {_ratings('domain', 'source_domain_id', target_where)} AS d ON d.key_id = g.id "
        f"ORDER BY d.rating DESC NULLS LAST, g.backlinks DESC, g.domain "
        f"LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}} SETTINGS join_use_nulls = 1", parameters=parameters)
    rows = [ReferringDomainRow(domain, rating, int(count), int(dofollow), _utc(first), _utc(last))
            for domain, rating, count, dofollow, first, last, _ in result.result_rows]
    if rows or offset <= 0:
        total = int(result.result_rows[0][6]) if rows else 0
    else:  # a page past the end has no row to carry the total
        total = int(client.query(f"SELECT uniqExact(source_domain_id) FROM {EDGES} WHERE {where}",
                                 parameters=parameters).result_rows[0][0])
    return Page(rows, total)


def anchors(client: Client, target: LinkTarget, *, offset: int = 0, limit: int = 100) -> Page[AnchorRow]:
    """The anchor texts of live links into ``target``, the most referring domains first."""
    where, parameters = target.predicate()
    where += f" AND {LIVE}"
    parameters.update(_window(offset, limit))
    total = int(client.query(f"SELECT uniqExact(anchor) FROM {EDGES} WHERE {where}",
                             parameters=parameters).result_rows[0][0])
    result = client.query(
        f"SELECT anchor, count() AS backlinks, uniqExact(source_domain) AS domains FROM {EDGES} WHERE {where} "
        f"GROUP BY anchor ORDER BY domains DESC, backlinks DESC, anchor "
        f"LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}}", parameters=parameters)
    return Page([AnchorRow(anchor, int(count), int(domains)) for anchor, count, domains in result.result_rows], total)


def month_starts(today: date, months: int) -> list[date]:
    """The first days of the last ``months`` months, ``today``'s last (oldest first)."""
    starts = []
    year, month = today.year, today.month
    for _ in range(max(1, months)):
        starts.append(date(year, month, 1))
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    return starts[::-1]


def link_history(client: Client, target: LinkTarget, *, months: int = 12,
                 at: datetime | None = None) -> list[LinkMonth]:
    """Live backlinks and referring domains at the end of each of the last ``months`` months (oldest first;
    this month's figures are as of ``at``, default now)."""
    now = _now(at)
    starts = month_starts(now.date(), months)
    # Each month's moment: the first instant of the next month, or now for this month.
    moments = [datetime(s.year + s.month // 12, s.month % 12 + 1, 1, tzinfo=UTC) for s in starts[:-1]] + [now]
    where, parameters = target.predicate()
    alive = "first_seen < m AND (lost_at IS NULL OR lost_at >= m)"
    result = client.query(
        f"SELECT i, countIf({alive}), uniqExactIf(source_domain, {alive}) FROM {EDGES} "
        f"ARRAY JOIN {{moments:Array(DateTime64(3))}} AS m, arrayEnumerate({{moments:Array(DateTime64(3))}}) AS i "
        f"WHERE {where} GROUP BY i", parameters={**parameters, "moments": moments})
    found = {int(i): (int(count), int(domains)) for i, count, domains in result.result_rows}
    return [LinkMonth(start, *found.get(n, (0, 0))) for n, start in enumerate(starts, 1)]


def new_and_lost(client: Client, target: LinkTarget, *, days: int = 30, at: datetime | None = None) -> list[LinkDay]:
    """Links first seen and links lost on each of the last ``days`` days (UTC, oldest first, today included)."""
    today = _now(at).date()
    first = today - timedelta(days=max(1, days) - 1)
    where, parameters = target.predicate()
    parameters["first"] = first
    result = client.query(
        f"SELECT d, sum(n), sum(l) FROM ("
        f"SELECT toDate(first_seen) AS d, count() AS n, 0 AS l FROM {EDGES} WHERE {where} "
        f"AND first_seen >= {{first:Date}} GROUP BY d UNION ALL "
        f"SELECT toDate(lost_at) AS d, 0 AS n, count() AS l FROM {EDGES} WHERE {where} "
        f"AND lost_at >= {{first:Date}} GROUP BY d) GROUP BY d", parameters=parameters)
    found = {day: (int(new), int(lost)) for day, new, lost in result.result_rows}
    return [LinkDay(day, *found.get(day, (0, 0)))
            for day in (first + timedelta(days=n) for n in range((today - first).days + 1))]
