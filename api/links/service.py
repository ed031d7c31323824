"""Competitor site research (issue 14): what links to a site, what it ranks for, and how strong it is.

Results are global data (the link store of analytics.links.store and the SERP store), the same for every
user; a user's research history is theirs (:class:`api.links.models.SiteResearch`).

Plan rules (SPEC §6, §9):
- every look at a target counts one ``competitor_research`` use for the first look of that target (kind,
  normal form, country, language) by that user on a UTC day; more looks that day (other tabs, pages, the
  export, a reload) count nothing, so paging a grid never spends the allowance. A compare counts each of its
  targets the same way.
- link figures (ratings, backlinks, referring domains, anchors) need a paid tier (``backlinks`` gate): trial
  plans see organic keywords, top pages and competing domains, and the overview without link figures
  (``backlinks_locked``); their link grids answer 403 ``plan.feature_unavailable``.

Targets: a bare domain (or a home page URL) is the whole domain, a URL with a path is that URL prefix
(:meth:`analytics.links.queries.LinkTarget.parse`). Refused with a 422 and a stable code: URLs with
credentials, IP addresses and private names (localhost, .local, .internal, single labels), names under no
public suffix (they cannot resolve), other schemes or ports, malformed IDNs. RankLens does not look the name
up in DNS here: nothing is fetched from the target, and the stores answer for any well-formed public domain
(empty figures when nothing is known).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

import idna
from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.hosts import InvalidHost, split_url
from analytics.links import organic, queries, ratings, sandbox
from analytics.links.queries import LinkTarget
from analytics.rankings.matching import public_suffix, registrable_domain
from api.accounts.models import User
from api.core.db import utcnow
from api.core.errors import FieldError, ValidationFailed
from api.core.i18n import translate
from api.core.pagination import paginate
from api.core.store import get_client
from api.links import schemas
from api.links.models import TARGET_MAX_LENGTH, SiteResearch
from api.plans.service import (
    consume,
    feature_allowance,
    gate_open,
    require,
    require_gate,
)
from api.projects.access import commit, site_for
from api.rankings.scheduling import local_day
from api.research.service import checked_market

FEATURE = "competitor_research"
GATE = "backlinks"
COMPARE_MAX = 5
HISTORY_MONTHS = 12
_PRIVATE_SUFFIXES = (".localhost", ".local", ".internal", ".lan", ".home.arpa", ".intranet", ".corp")


# --- targets -------------------------------------------------------------------------------------------


def _refuse(code: str, field: str = "target") -> ValidationFailed:
    return ValidationFailed(FieldError(field, code))


def checked_target(raw: str, field: str = "target") -> LinkTarget:
    """The research target a user typed, or a 422 naming why it cannot be one."""
    text = (raw or "").strip()
    if not text:
        raise _refuse("validation.required", field)
    if len(text) > TARGET_MAX_LENGTH:
        raise _refuse("validation.too_long", field)
    try:
        parts = split_url(text)
        port = parts.port
    except (InvalidHost, ValueError):
        raise _refuse("site_research.target_invalid", field) from None
    if parts.username is not None or parts.password is not None:
        raise _refuse("site_research.target_credentials", field)
    if (parts.scheme and parts.scheme not in ("http", "https")) or port is not None:
        raise _refuse("site_research.target_invalid", field)
    host = parts.hostname.rstrip(".")
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if address is not None:
        raise _refuse("site_research.target_private" if not address.is_global else "site_research.target_address",
                      field)
    if "." not in host or host == "localhost" or host.endswith(_PRIVATE_SUFFIXES):
        raise _refuse("site_research.target_private", field)
    try:
        target = LinkTarget.parse(text)
        # punycode typed as such must decode (xn--zz is no name)
        idna.decode(target.value.partition("/")[0])
    except (InvalidHost, idna.IDNAError, UnicodeError):
        raise _refuse("site_research.target_invalid", field) from None
    if not public_suffix(target.value.partition("/")[0]):
        raise _refuse("site_research.target_unresolvable", field)
    return target


def display(target: LinkTarget) -> str:
    """The target as people read it: IDN labels in Unicode."""
    host, slash, rest = target.value.partition("/")
    try:
        host = idna.decode(host)
    except (idna.IDNAError, UnicodeError):
        pass
    return host + slash + rest


def target_out(target: LinkTarget, country: str, language: str) -> schemas.ResearchTargetOut:
    return schemas.ResearchTargetOut(kind=target.kind, value=target.value, display=display(target), country=country,
                             language=language)


def domain_of(target: LinkTarget) -> str:
    return registrable_domain(target.value.partition("/")[0])


def _home_urls(target: LinkTarget) -> list[str]:
    if target.kind == "prefix":
        return [f"https://{target.value}"]
    bare = target.value.removeprefix("www.")
    return [f"https://{bare}/", f"https://www.{bare}/"]


# --- plan and history ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Research:
    target: LinkTarget
    country: str
    language: str
    backlinks: bool  # the plan has backlinks (a paid tier)
    counted: bool

    def market_day(self) -> date:
        """The market's calendar day: the day stored SERPs of the market are filed under (a Taiwanese SERP
        fetched at 00:30 in Taipei is tomorrow's in UTC)."""
        return local_day(self.country, utcnow())


def links_allowed(db: Session, user: User) -> bool:
    return gate_open(db, user, GATE)


def start(db: Session, user: User, raw: str, country: str, language: str, *, needs_links: bool = False,
          field: str = "target") -> Research:
    """Checks the request and the plan, and counts the look: one use per user, target, market and UTC day.
    Raises 403 (a link grid on a plan without backlinks), 429 (nothing left) or 422. Not committed: the use
    lands with the answer it paid for (:func:`counted`), so a look that fails counts nothing."""
    target = checked_target(raw, field)
    country, language = checked_market(country, language)
    if needs_links:
        require_gate(db, user, GATE)
    today = utcnow().date()
    seen = db.scalar(select(SiteResearch).where(
        SiteResearch.user_id == user.id, SiteResearch.kind == target.kind, SiteResearch.target == target.value,
        SiteResearch.country == country, SiteResearch.language == language, SiteResearch.day == today))
    if seen is not None:
        seen.researched_at = utcnow()
    else:
        require(db, user, FEATURE)
        consume(db, user, FEATURE)
        db.add(SiteResearch(user_id=user.id, kind=target.kind, target=target.value, country=country,
                            language=language, day=today))
        db.flush()
    return Research(target, country, language, links_allowed(db, user), seen is None)


def counted(db: Session) -> None:
    """Commits the looks :func:`start` counted, once their answer was built (two first looks of one target at
    once: one of them is a 409)."""
    commit(db)


def history(db: Session, user: User, page: int, per_page: int, path: str) -> dict:
    stmt = select(SiteResearch).where(SiteResearch.user_id == user.id).order_by(
        SiteResearch.researched_at.desc(), SiteResearch.id.desc())
    return paginate(db, stmt, page=page, per_page=per_page, path=path, serialize=lambda rows: [
        schemas.ResearchHistoryOut(id=r.id, target=target_out(LinkTarget(r.kind, r.target), r.country, r.language),
                           day=r.day, researched_at=r.researched_at) for r in rows])


def remaining(db: Session, user: User) -> int:
    return feature_allowance(db, user, FEATURE).remaining


# --- figures -------------------------------------------------------------------------------------------


def _month_end_values(points: Sequence[tuple[date, float]], months: Sequence[date]) -> list[schemas.MonthValue]:
    """Each month's last value (carried forward into months without one; none before the first)."""
    out, last, points = [], None, sorted(points)
    i = 0
    for month in months:
        end = (month + timedelta(days=32)).replace(day=1)
        while i < len(points) and points[i][0] < end:
            last = points[i][1]
            i += 1
        if last is not None:
            out.append(schemas.MonthValue(month=month, value=last))
    return out


def link_summary(client, target: LinkTarget) -> queries.LinkSummary:
    """The target's link summary; a target nobody links to in the store first gets the sandbox web's links
    (analytics.links.sandbox: made-up referring sites under reserved names, labelled sandbox everywhere they
    show), so a fresh install shows a working research screen before any crawl or import."""
    summary = queries.link_summary(client, target)
    if summary.backlinks == 0 and summary.lost_backlinks == 0 and sandbox.ensure_sandbox_links(client, target.value):
        summary = queries.link_summary(client, target)
    return summary


def overview(db: Session, user: User, research: Research, locale: str) -> schemas.SiteOverviewOut:
    client = get_client()
    target, today = research.target, research.market_day()
    rule = organic.rule_for(target.kind, target.value)
    keywords = organic.organic_keywords(client, rule, research.country, research.language, as_of=today)
    months = organic.organic_history(client, rule, research.country, research.language, as_of=today)
    answer = {
        "target": target_out(target, research.country, research.language), "backlinks_locked": not research.backlinks,
        "locked_message": None if research.backlinks else translate("plan.feature_unavailable", locale),
        "domain_rating": None, "url_rating": None, "backlinks": None, "referring_domains": None,
        "organic_keywords": schemas.TrendFigure(value=len(keywords), history=[
            schemas.MonthValue(month=m.month, value=m.keywords) for m in months]),
        "organic_traffic": schemas.TrendFigure(value=sum(k.traffic or 0 for k in keywords), history=[
            schemas.MonthValue(month=m.month, value=m.traffic) for m in months]),
        "link_sources": [], "sandbox": False, "volumes_sandbox": any(k.sandbox for k in keywords), "counted": research.counted}
    if research.backlinks:
        summary = link_summary(client, target)
        domain = domain_of(target)
        rating = ratings.domain_ratings(client, [domain]).get(domain)
        url_rating = max(ratings.url_ratings(client, _home_urls(target)).values(), default=None)
        links = queries.link_history(client, target, months=HISTORY_MONTHS)
        months = queries.month_starts(today, HISTORY_MONTHS)
        answer.update(
            domain_rating=schemas.TrendFigure(value=rating, history=_month_end_values(
                ratings.rating_history(client, domain, months=HISTORY_MONTHS), months)),
            url_rating=schemas.TrendFigure(value=url_rating, history=[]),
            backlinks=schemas.TrendFigure(value=summary.backlinks, history=[
                schemas.MonthValue(month=m.month, value=m.backlinks) for m in links]),
            referring_domains=schemas.TrendFigure(value=summary.referring_domains, history=[
                schemas.MonthValue(month=m.month, value=m.referring_domains) for m in links]),
            link_sources=list(summary.sources), sandbox=summary.sandbox)
    found = schemas.SiteOverviewOut(**answer)
    counted(db)
    return found


def grid_rows(research: Research, grid: str, offset: int, limit: int, lost: bool | None = None) -> tuple[list, int, bool]:
    """One grid's rows (``offset``, ``limit``), their total, and whether they are the sandbox's."""
    client = get_client()
    target = research.target
    if grid in schemas.LINK_GRIDS:
        sandbox = link_summary(client, target).sandbox
        if grid == "backlinks":
            page = queries.backlinks(client, target, lost=lost, offset=offset, limit=limit)
            rows = [schemas.BacklinkOut(**{**vars_of(r), "rel": list(r.rel)}) for r in page.rows]
        elif grid == "referring-domains":
            page = queries.referring_domains(client, target, offset=offset, limit=limit)
            rows = [schemas.ReferringDomainOut(**vars_of(r)) for r in page.rows]
        else:
            page = queries.anchors(client, target, offset=offset, limit=limit)
            rows = [schemas.AnchorOut(**vars_of(r)) for r in page.rows]
        return rows, page.total, sandbox
    rule = organic.rule_for(target.kind, target.value)
    keywords = organic.organic_keywords(client, rule, research.country, research.language,
                                        as_of=research.market_day())
    sandbox = any(k.sandbox for k in keywords)
    if grid == "organic-keywords":
        shown = keywords[offset:offset + limit]
        features = organic.serp_features(client, research.country, research.language, shown)
        rows = [schemas.OrganicKeywordOut(keyword=k.keyword, position=k.position, url=k.url, volume=k.volume,
                                          traffic=k.traffic, serp_features=list(features.get(k.keyword, ())),
                                          serp_day=k.day, sandbox=k.sandbox) for k in shown]
        return rows, len(keywords), sandbox
    if grid == "top-pages":
        pages = organic.top_pages(keywords)
        return [schemas.TopPageOut(**vars_of(p)) for p in pages[offset:offset + limit]], len(pages), sandbox
    found = organic.competing_domains(client, rule, research.country, research.language, keywords)
    shown = found[offset:offset + limit]
    rated = ratings.domain_ratings(client, [c.domain for c in shown]) if research.backlinks else {}
    return [schemas.CompetingDomainOut(domain=c.domain, common_keywords=c.common_keywords, share=c.share,
                                  domain_rating=rated.get(c.domain)) for c in shown], len(found), sandbox


def vars_of(row) -> dict:
    return {name: getattr(row, name) for name in row.__dataclass_fields__}


def compare(db: Session, user: User, raws: Sequence[str], country: str, language: str) -> schemas.SiteCompareOut:
    texts = [raw for raw in raws if raw and raw.strip()]
    if not texts:
        raise _refuse("validation.required", "targets")
    if len(texts) > COMPARE_MAX:
        raise ValidationFailed(FieldError("targets", "site_research.compare_too_many", {"max": COMPARE_MAX}))
    targets = [checked_target(raw, f"targets.{i}") for i, raw in enumerate(texts)]
    if len(set(targets)) < len(targets):
        raise _refuse("site_research.compare_repeated", "targets")
    researches = [start(db, user, raw, country, language, field=f"targets.{i}") for i, raw in enumerate(texts)]
    client = get_client()
    rows = []
    for research in researches:
        target = research.target
        rule = organic.rule_for(target.kind, target.value)
        keywords = organic.organic_keywords(client, rule, research.country, research.language,
                                            as_of=research.market_day())
        row = {"target": target_out(target, research.country, research.language), "domain_rating": None, "backlinks": None,
                   "referring_domains": None, "organic_keywords": len(keywords),
                   "organic_traffic": sum(k.traffic or 0 for k in keywords), "sandbox": False}
        if research.backlinks:
            summary = link_summary(client, target)
            domain = domain_of(target)
            row.update(domain_rating=ratings.domain_ratings(client, [domain]).get(domain), backlinks=summary.backlinks,
                       referring_domains=summary.referring_domains, sandbox=summary.sandbox)
        rows.append(schemas.CompareRowOut(**row))
    counted(db)
    return schemas.SiteCompareOut(backlinks_locked=not researches[0].backlinks, data=rows)


# --- a project's backlink metrics (SPEC §3, §7 GET /sites/{id}/metrics) ------------------------------------

METRIC_DAYS = 30


def _site_target(url: str) -> LinkTarget | None:
    try:
        return LinkTarget.parse(url)
    except InvalidHost:
        return None


def site_metrics(db: Session, user: User, site_id: int) -> schemas.SiteMetricsOut:
    """The project's and its competitors' domain rating, backlinks and referring domains, and the project's
    daily values of the last 30 days: no use counted (the dashboard reads it), and without figures on a plan
    without backlinks (``locked``)."""
    site = site_for(db, user, site_id, "viewer")
    entries = [(site.name, site.url, None), *((c.name, c.url, c.id) for c in sorted(site.competitors, key=lambda c: c.id))]
    if not links_allowed(db, user):
        return schemas.SiteMetricsOut(
            domainAuthority=None, externalPagesToRootDomain=None, rootDomainsToRootDomain=None, daily=[], locked=True,
            evaluated=False, sites=[schemas.SiteMetricsEntry(name=n, url=u, competitor_id=c, domainAuthority=None,
                                                             externalPagesToRootDomain=None,
                                                             rootDomainsToRootDomain=None, sandbox=False)
                                    for n, u, c in entries])
    client = get_client()
    targets = {url: _site_target(url) for _, url, _ in entries}
    summaries = {url: link_summary(client, target) for url, target in targets.items() if target is not None}
    domains = [domain_of(t) for t in targets.values() if t is not None]
    rated = ratings.domain_ratings(client, domains)
    sites = []
    for name, url, competitor_id in entries:
        target = targets[url]
        summary = summaries.get(url)
        known = summary is not None and (summary.backlinks > 0 or summary.lost_backlinks > 0)
        sites.append(schemas.SiteMetricsEntry(
            name=name, url=url, competitor_id=competitor_id,
            domainAuthority=rated.get(domain_of(target)) if target is not None else None,
            externalPagesToRootDomain=summary.backlinks if known else None,
            rootDomainsToRootDomain=summary.referring_domains if known else None,
            sandbox=bool(summary and summary.sandbox)))
    own, target = sites[0], targets[site.url]
    daily: list[schemas.DailyMetric] = []
    if target is not None and (own.domainAuthority is not None or own.externalPagesToRootDomain is not None):
        today = utcnow().date()
        by_day = dict(ratings.rating_history(client, domain_of(target), months=2))
        changes = queries.new_and_lost(client, target, days=METRIC_DAYS)
        # Backlinks at each day's end: today's count with the later days' new links taken off and their lost
        # links put back. Referring domains are only known for today (the store keeps no daily domain counts).
        count, later = own.externalPagesToRootDomain or 0, []
        rating = next((v for d, v in sorted(by_day.items(), reverse=True) if d < changes[0].day), None)
        for change in reversed(changes):
            later.append((change.day, count))
            count = count - change.new + change.lost
        backlinks_on = dict(later)
        for change in changes:
            rating = by_day.get(change.day, rating)
            daily.append(schemas.DailyMetric(
                date=change.day, domainAuthority=rating, externalPagesToRootDomain=backlinks_on[change.day],
                rootDomainsToRootDomain=own.rootDomainsToRootDomain if change.day == today else None))
    return schemas.SiteMetricsOut(
        domainAuthority=own.domainAuthority, externalPagesToRootDomain=own.externalPagesToRootDomain,
        rootDomainsToRootDomain=own.rootDomainsToRootDomain, daily=daily, sites=sites, locked=False,
        evaluated=own.domainAuthority is not None or own.externalPagesToRootDomain is not None)
