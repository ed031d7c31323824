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
        f"SELECT countIf({LIVE}), countIf({LIVE} AND dofollow), uniqExactIf(source_domain, {LIVE}), "
        f"uniqExactIf(source_host, {LIVE}), countIf(lost_at IS NOT NULL), countIf(first_seen >= {{since:DateTime64(3)}}), "
        f"countIf(lost_at >= {{since:DateTime64(3)}}), arraySort(groupUniqArray(source)), countIf(is_sandbox) > 0 "
        f"FROM {EDGES} WHERE {where}", parameters={**parameters, "since": since}).result_rows[0]
    return LinkSummary(*(int(value) for value in row[:7]), sources=tuple(row[7]), sandbox=bool(row[8]))


def _lost_filter(lost: bool | None) -> str:
    return "" if lost is None else f" AND {'lost_at IS NOT NULL' if lost else LIVE}"


def _ratings(kind: str, column: str) -> str:
    """The latest rating of each ``column`` value among the matched rows (a join's right side)."""
    return (f"(SELECT key, argMax(rating, day) AS rating FROM link_ratings FINAL WHERE kind = '{kind}' "
            f"AND key IN (SELECT {column} FROM matched) GROUP BY key)")


def backlinks(client: Client, target: LinkTarget, *, lost: bool | None = None, offset: int = 0,
              limit: int = 100) -> Page[BacklinkRow]:
    """The links into ``target`` (live and lost; ``lost`` True for lost only, False for live only), the
    strongest sources first (domain rating, then URL rating, unrated last), then the newest."""
    where, parameters = target.predicate()
    where += _lost_filter(lost)
    parameters.update(_window(offset, limit))
    total = int(client.query(f"SELECT count() FROM {EDGES} WHERE {where}", parameters=parameters).result_rows[0][0])
    result = client.query(
        f"WITH matched AS (SELECT * FROM {EDGES} WHERE {where}) "
        f"SELECT m.source_url, m.source_host, u.rating, d.rating, m.target_url, m.anchor, m.rel, m.placement, "
        f"m.first_seen, m.last_seen, m.lost_at, m.source FROM matched AS m "
        f"LEFT JOIN {_ratings('domain', 'source_domain')} AS d ON d.key = m.source_domain "
        f"LEFT JOIN {_ratings('url', 'source_url_key')} AS u ON u.key = m.source_url_key "
        f"ORDER BY d.rating DESC NULLS LAST, u.rating DESC NULLS LAST, m.first_seen DESC, m.source_url_key, "
        f"m.target_url_key LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}} SETTINGS join_use_nulls = 1",
        parameters=parameters)
    rows = [BacklinkRow(source_url, host, url_rating, domain_rating, target_url, anchor, tuple(rel), placement,
                        _utc(first), _utc(last), _utc(lost_at), source)
            for (source_url, host, url_rating, domain_rating, target_url, anchor, rel, placement, first, last,
                 lost_at, source) in result.result_rows]
    return Page(rows, total)


def referring_domains(client: Client, target: LinkTarget, *, offset: int = 0,
                      limit: int = 100) -> Page[ReferringDomainRow]:
    """The registrable domains with live links into ``target``, the strongest first (then the most links)."""
    where, parameters = target.predicate()
    where += f" AND {LIVE}"
    parameters.update(_window(offset, limit))
    total = int(client.query(f"SELECT uniqExact(source_domain) FROM {EDGES} WHERE {where}",
                             parameters=parameters).result_rows[0][0])
    result = client.query(
        f"WITH matched AS (SELECT source_domain, dofollow, first_seen, last_seen FROM {EDGES} WHERE {where}) "
        f"SELECT g.domain, d.rating, g.backlinks, g.dofollow_backlinks, g.first_seen, g.last_seen FROM "
        f"(SELECT source_domain AS domain, count() AS backlinks, countIf(dofollow) AS dofollow_backlinks, "
        f"min(first_seen) AS first_seen, max(last_seen) AS last_seen FROM matched GROUP BY source_domain) AS g "
        f"LEFT JOIN {_ratings('domain', 'source_domain')} AS d ON d.key = g.domain "
        f"ORDER BY d.rating DESC NULLS LAST, g.backlinks DESC, g.domain "
        f"LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}} SETTINGS join_use_nulls = 1", parameters=parameters)
    rows = [ReferringDomainRow(domain, rating, int(count), int(dofollow), _utc(first), _utc(last))
            for domain, rating, count, dofollow, first, last in result.result_rows]
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


def _month_starts(today: date, months: int) -> list[date]:
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
    starts = _month_starts(now.date(), months)
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
