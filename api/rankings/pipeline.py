"""The rank-check pipeline: which SERPs are due, fetched once through the failover chain, stored once.

The daily dispatcher (:func:`dispatch`, run by beat) and a manual "update rankings now"
(:func:`update_site`) run the same steps: read the projects (:func:`projects`), plan the day
(:func:`api.rankings.scheduling.plan_day`), read today's attempts from the check records, choose what
to run (:func:`api.rankings.scheduling.select_due`), lease those SERP keys so nobody fetches one twice
at once (:func:`lease`), fetch them in batches (:func:`run_checks`) and store every attempt: a SERP when a
source answered, a failed check row otherwise — never a rank.

Every process that stores goes through :func:`analytics.client.get_client`: in embedded mode that is
``ranklens up`` itself (its worker threads), which owns chDB; the crawl runs in a child process that only
hands its answers back.
"""

from __future__ import annotations

import hashlib
import logging
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from analytics.operations.queries import serp_attempts_since
from analytics.rankings import ingest, queries
from analytics.rankings.keys import SerpKey
from analytics.rankings.matching import MatchKind, MatchRule
from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.store import get_client
from api.operations.control import day_start, dispatch_allowance
from api.plans.catalogue import plan_allows
from api.plans.edits import serp_depth
from api.plans.service import active_subscription
from api.projects.access import owner_in_service
from api.projects.models import Site
from api.rankings import sandbox
from api.rankings.models import SerpLease
from api.rankings.scheduling import (
    NEVER,
    YAHOO_ENGINES,
    Attempts,
    PlannedCheck,
    Project,
    Selection,
    batches,
    plan_day,
    select_due,
)
from crawler.serp.depth import DepthHint, Strategy, all_found, page_count
from crawler.serp.jobs import SerpJob
from crawler.serp.requests import RESULTS_PER_PAGE, SerpQuery, language_tag
from crawler.serp.sources import FailoverChain, chain_from_settings

log = logging.getLogger(__name__)

BATCH_SIZE = 100  # SERPs per crawl process
LEASE_MARGIN = timedelta(minutes=5)
FLEET = "serp"  # the crawl operations fleet these checks belong to (api/rankings/fleet.py)
DISPATCH_EVERY_SECONDS = 10 * 60  # the dispatcher's default schedule; operators may change it
_IN = 500  # ids per IN (...) list


# ---- what is tracked --------------------------------------------------------------------------------


def engines_of(site: Site, plan_id: int | None) -> tuple[str, ...]:
    """Google always; the country's Yahoo when the project enables it and the owner's plan has it."""
    yahoo = YAHOO_ENGINES.get(site.country)
    if site.yahoo_enabled and yahoo and plan_allows(plan_id, "yahoo_ranking"):
        return ("google", yahoo)
    return ("google",)


def devices_of(site: Site) -> tuple[str, ...]:
    return tuple(d for d, on in (("desktop", site.track_desktop), ("mobile", site.track_mobile)) if on)


def project_of(db: Session, site: Site) -> Project | None:
    """The planning view of a project; None when its owner has no active plan (nothing is tracked)."""
    subscription = active_subscription(db, db.get(User, site.creator_id))  # the creator's plan, as for every limit
    if subscription is None:
        return None
    keywords = tuple(k.text for k in site.keywords)
    devices = devices_of(site)
    if not keywords or not devices:
        return None
    targets = (site.domain, *(c.domain for c in site.competitors))
    return Project(site.id, site.country, language_tag(site.language), engines_of(site, subscription.plan_id),
                   devices, keywords, targets, serp_depth(db, subscription.plan_id))


def projects(db: Session, site_ids: Iterable[int] | None = None) -> list[Project]:
    stmt = (select(Site).options(selectinload(Site.keywords), selectinload(Site.competitors))
            .where(owner_in_service()).order_by(Site.id))
    if site_ids is not None:
        stmt = stmt.where(Site.id.in_(list(site_ids)))
    return [p for site in db.scalars(stmt) if (p := project_of(db, site)) is not None]


# ---- what was attempted -----------------------------------------------------------------------------


def attempts(planned: Sequence[PlannedCheck]) -> dict[SerpKey, Attempts]:
    """Today's attempts of every planned key and what its stored SERP holds: one query per scope and
    day, and one more for the keys whose SERP is shorter than their check's depth (which of the check's
    targets it holds decides whether it covers the check; matched as the smart fetch matches them)."""
    groups: dict[tuple, list[PlannedCheck]] = defaultdict(list)
    for check in planned:
        groups[(check.key.scope, check.key.day)].append(check)
    client = get_client()
    found: dict[SerpKey, Attempts] = {}
    for (scope, day), checks in groups.items():
        statuses = queries.check_statuses(client, scope, [c.key.keyword for c in checks], day)
        for check in checks:
            if (status := statuses.get(check.key.keyword)) is not None:
                found[check.key] = Attempts(status.ok, status.failures, status.last_at, status.pages, status.ended)
        short = [c for c in checks if c.key in found and found[c.key].ok and c.targets
                 and not found[c.key].covers(c.depth, ())]
        if not short:
            continue
        hosts = queries.organic_hosts(client, scope, [c.key.keyword for c in short], day)
        for check in short:
            seen = hosts.get(check.key.keyword, set())
            held = frozenset(t for t in check.targets if all_found(seen, DepthHint(targets=(t,))))
            found[check.key] = replace(found[check.key], found=held)
    return found


# ---- leases -----------------------------------------------------------------------------------------


def _digest(key: SerpKey) -> str:
    return hashlib.sha256("|".join(map(str, key.columns())).encode()).hexdigest()


def lease(db: Session, checks: Sequence[PlannedCheck], now: datetime, holder: str | None = None) -> list[PlannedCheck]:
    """The checks nobody else is fetching, now leased to the caller (committed). A ``holder`` that leased before
    (the same task delivered again after its worker died) gets its own leases back."""
    until = now + timedelta(seconds=get_settings().serp_crawl_timeout_seconds) + LEASE_MARGIN
    by_digest = {_digest(c.key): c for c in checks}
    digests = list(by_digest)
    ended = SerpLease.until <= now
    db.execute(delete(SerpLease).where(ended if holder is None else ended | (SerpLease.holder == holder)))
    taken: set[str] = set()
    for i in range(0, len(digests), _IN):
        taken.update(db.scalars(select(SerpLease.key).where(SerpLease.key.in_(digests[i:i + _IN]))))
    free = [d for d in digests if d not in taken]
    db.add_all(SerpLease(key=d, until=until, holder=holder) for d in free)
    try:
        db.commit()
    except IntegrityError:  # another dispatcher leased some of them meanwhile: leave them all to it
        db.rollback()
        return []
    return [by_digest[d] for d in free]


def release(db: Session, checks: Sequence[PlannedCheck]) -> None:
    digests = [_digest(c.key) for c in checks]
    for i in range(0, len(digests), _IN):
        db.execute(delete(SerpLease).where(SerpLease.key.in_(digests[i:i + _IN])))
    db.commit()


# ---- fetching and storing ---------------------------------------------------------------------------


@dataclass
class RunReport:
    """What a run stored: SERPs (``ok``), keys left failed (``failed``), and whether the sandbox answered."""

    ok: int = 0
    failed: int = 0
    sandbox: bool = False

    def add(self, other: RunReport) -> None:
        self.ok += other.ok
        self.failed += other.failed
        self.sandbox = self.sandbox or other.sandbox

    def to_dict(self) -> dict:
        return {"ok": self.ok, "failed": self.failed, "sandbox": self.sandbox}


def depth_hints(checks: Sequence[PlannedCheck]) -> list[DepthHint]:
    """Each check's smart-fetch hint: its targets and the deepest position any of them held in the
    keyword's last stored SERP (so the first batch reaches the page they were on), two queries per scope
    and day. A key already stored today (too shallow for this check) is fetched at least as deep as
    stored: the new SERP replaces the old one, and must not lose the pages other projects read."""
    groups: dict[tuple, list[int]] = defaultdict(list)
    for i, check in enumerate(checks):
        groups[(check.key.scope, check.key.day)].append(i)
    client = get_client()
    hints = [DepthHint(targets=check.targets) for check in checks]
    for (scope, day), members in groups.items():
        keywords = [checks[i].key.keyword for i in members]
        targets = sorted({target for i in members for target in hints[i].targets})
        rules = [MatchRule.parse(MatchKind.DOMAIN, target) for target in targets]
        last = queries.last_positions(client, scope, keywords, rules, day)
        stored = queries.check_statuses(client, scope, keywords, day)
        for i in members:
            keyword = checks[i].key.keyword
            positions = dict(zip(targets, last.get(keyword, ()), strict=False))
            held = [p for target in hints[i].targets if (p := positions.get(target))]
            status = stored.get(keyword)
            if status is not None and status.ok and status.pages:
                held.append(min(status.pages, page_count(checks[i].depth)) * RESULTS_PER_PAGE)
            hints[i] = DepthHint(max(held, default=None), hints[i].targets)
    return hints


def run_checks(checks: Sequence[PlannedCheck], chain: FailoverChain) -> RunReport:
    """Fetches ``checks`` (one batch through the chain) and stores every attempt of each."""
    if not checks:
        return RunReport()
    sandbox.compete({target for check in checks for target in check.targets})
    jobs = [SerpJob(str(i), SerpQuery.of(check.key), check.depth, Strategy.SMART, hint)
            for i, (check, hint) in enumerate(zip(checks, depth_hints(checks), strict=True))]
    answers = chain.fetch_many(jobs)
    at = utcnow()
    stored: list[ingest.Fetched] = []
    failures: list[ingest.FailedCheck] = []
    report = RunReport()
    for job, check in zip(jobs, checks, strict=True):
        answer = answers[job.id]
        for order, attempt in enumerate(answer.attempts):
            moment = at + timedelta(milliseconds=order)  # attempts of one run, in the order they were made
            report.sandbox = report.sandbox or attempt.sandbox
            if attempt.ok and attempt.parsed.organic:
                stored.append(ingest.Fetched(check.key, attempt.parsed, attempt.source, moment, attempt.sandbox,
                                             attempt.ended))
                report.ok += 1
            else:
                kind = attempt.error.kind.value if attempt.error else "empty"
                failures.append(ingest.FailedCheck(check.key, attempt.source, moment, kind, attempt.pages_fetched,
                                                   attempt.sandbox))
        if not answer.fetched.ok:
            report.failed += 1
    client = get_client()
    ingest.ingest_serps(client, stored)
    ingest.ingest_checks(client, failures)
    return report


def unstored(db: Session, checks: Sequence[PlannedCheck]) -> list[PlannedCheck]:
    """Of a batch delivered again after its worker died: the checks its first run did not store; the leases of
    those it did are released."""
    seen = attempts(checks)
    stored = [check for check in checks if seen.get(check.key, NEVER).covers(check.depth, check.targets)]
    release(db, stored)
    return [check for check in checks if check not in stored]


def run_leased(db: Session, checks: Sequence[PlannedCheck], chain: FailoverChain,
               progress: Callable[[int], None] | None = None) -> RunReport:
    """Runs leased checks batch by batch, releasing each batch's leases when it is stored."""
    report = RunReport()
    runs = batches(checks, BATCH_SIZE)
    for done, batch in enumerate(runs, start=1):
        try:
            report.add(run_checks(batch, chain))
        finally:
            release(db, batch)
        if progress is not None:
            progress(done * 100 // len(runs))
    return report


# ---- the entry points -------------------------------------------------------------------------------


def due(db: Session, now: datetime, *, site_ids: Iterable[int] | None = None, on_demand: bool = False) -> Selection:
    planned = plan_day(projects(db, site_ids), now)
    return select_due(planned, attempts(planned), now, on_demand=on_demand)


def dispatch(db: Session, now: datetime | None = None, *, scheduled: bool = False) -> list[list[PlannedCheck]]:
    """The dispatcher's step: the due checks, leased, in batches for ``serp.rankings.fetch``, within the
    operators' controls of the "serp" fleet (api/operations/control.py): nothing while it is paused or its
    daily budget is spent, at most what is left of the budget, and — for beat's ``scheduled`` call — only
    when the fleet's schedule interval has passed since the last dispatch."""
    now = now or utcnow()
    allowance = dispatch_allowance(db, FLEET, lambda: spent_today(db, now), now, every_seconds=DISPATCH_EVERY_SECONDS,
                                   periodic=scheduled)
    if allowance == 0:
        log.info("rank checks not dispatched: the serp fleet is paused, its budget spent or not due yet")
        return []
    selection = due(db, now)
    leased = lease(db, selection.run if allowance is None else selection.run[:allowance], now)
    log.info("rank checks due: %d to run (%d leased), %d done today, %d waiting, %d failed for the day",
             len(selection.run), len(leased), selection.done, selection.waiting, selection.given_up)
    return batches(leased, BATCH_SIZE)


def spent_today(db: Session, now: datetime) -> int:
    """What the serp fleet's daily budget counts: today's fetch attempts (every one costs a source call)
    and the SERPs leased to fetches not stored yet."""
    return serp_attempts_since(get_client(), day_start(now)) + live_leases(db, now)


def live_leases(db: Session, now: datetime) -> int:
    return db.scalar(select(func.count()).select_from(SerpLease).where(SerpLease.until > now)) or 0


def failed_today(db: Session, now: datetime | None = None) -> list[list[PlannedCheck]]:
    """An operator's retry: today's planned checks that failed and have no success yet — including those
    given up for the day and those backing off — leased, in batches for ``serp.rankings.fetch``."""
    now = now or utcnow()
    planned = plan_day(projects(db), now)
    seen = attempts(planned)
    failed = [check for check in planned
              if (tried := seen.get(check.key)) is not None and not tried.ok and tried.failures > 0]
    return batches(lease(db, failed, now), BATCH_SIZE)


def update_site(db: Session, site_id: int, now: datetime | None = None,
                progress: Callable[[int], None] | None = None, holder: str | None = None) -> dict:
    """A manual update: every key of the project without a successful check today deep enough for it, now.
    ``holder`` names the update, so that running it again after a dead worker takes back its leases; what the
    first run stored counts as already checked."""
    now = now or utcnow()
    selection = due(db, now, site_ids=[site_id], on_demand=True)
    leased = lease(db, selection.run, now, holder)
    chain = chain_from_settings(get_settings())
    try:
        report = run_leased(db, leased, chain, progress)
    finally:
        chain.close()
    return {**report.to_dict(), "already_checked": selection.done, "in_progress_elsewhere":
            len(selection.run) - len(leased), "given_up": selection.given_up}
